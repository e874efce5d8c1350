"""The rulebooks as data: every shipped variant cut into rule blocks, each with its sentences, citations and
the scenarios that pin it; the Markdown and HTML renderers only lay this out.

A *block* is a rule object of the resolved variant: a mapping that carries citations (`cite`, or an
erratum's `evidence`), or a mapping of plain values that no cited mapping holds. Blocks are ordered as
the schema lists their keys, so every rulebook shows the same rule at the same place; sections group
them by the variant's top-level keys, and a key no section names still gets its own "Other rules".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from belote_spec.base import pointer as pointers
from belote_spec.base import text as texts
from belote_spec.base.pointer import resolve as resolve_pointer
from belote_spec.conformance.coverage import load_clauses
from belote_spec.conformance.scenarios import collect
from belote_spec.docs.rulebook import examples, phrases
from belote_spec.docs.rulebook.links import Pins, ScenarioRef, slug
from belote_spec.engine.scoring_units import titles as scoring_titles
from belote_spec.engine.units import OBLIGATIONS
from belote_spec.spec import inherited_cites, loader, not_modelled, resources, schema
from belote_spec.spec.errors import SpecErrors
from belote_spec.spec.variant_keys import CITATION_KEYS, VARIANT_META_KEYS

_ANCHOR = re.compile(r"[^a-z0-9_]+")
# (anchor, title, the top-level keys it holds), in reading order; the overview also shows the sources.
SECTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("overview", "Overview", ("table",)),
    ("cards", "Deck and rank orders", ("deck", "orders")),
    ("points", "Card points by contract", ("contracts",)),
    ("dealing", "Dealing", ("dealing",)),
    ("bidding", "Bidding", ("bidding",)),
    ("play", "Play of the cards", ("play",)),
    ("declarations", "Declarations", ("declarations",)),
    ("belote", "Belote", ("belote",)),
    ("scoring", "Scoring a deal", ("scoring",)),
    ("match", "End of the match", ("match",)),
    ("unstated", "Not stated by the source", ("unstated",)),
    ("errata", "Errata", ("errata",)),
)
OTHER = ("other", "Other rules")
# The player's rulebook names the sections as a game is played (the comparison keeps SECTIONS' titles).
BOOK_TITLES = {
    "overview": "Players and seating",
    "cards": "The cards",
    "points": "What the cards are worth",
    "dealing": "The deal",
    "bidding": "The bidding",
    "play": "The play",
    "declarations": "Declarations",
    "belote": "Belote and rebelote",
    "scoring": "Scoring a deal",
    "match": "The end of the match",
    "unstated": "Not stated by the source",
    "errata": "Errata",
    "other": "Other rules",
}
# Titles where the key alone reads poorly; any other block is titled from its last key.
TITLES = {
    "/table": "Players and seats",
    "/deck": "The deck",
    "/orders/trump": "Trump order",
    "/orders/plain": "Order of the other suits",
    "/orders/sequence": "Sequence order",
    "/contracts/suit": "Suit contract",
    "/contracts/no_trumps": "No Trumps",
    "/contracts/all_trumps": "All Trumps",
    "/dealing/before_bidding": "Before the bidding",
    "/dealing/after_bidding": "After the bidding",
    "/dealing/after_bidding/discard": "The taker's discard",
    "/dealing/undealt": "Undealt cards",
    "/dealing/trump_exchange": "Exchanging the trump seven",
    "/dealing/table_cards": "Cards on the table",
    "/bidding": "How the bidding goes",
    "/bidding/all_pass": "When everyone passes",
    "/bidding/auction": "The auction",
    "/bidding/auction/doubling": "Doubling and redoubling",
    "/play/first_lead": "First lead",
    "/play/next_lead": "Later leads",
    "/play/trick_winner": "Who wins a trick",
    **{u.pointer: u.label for u in OBLIGATIONS},  # the rule units carry their own titles
    "/belote": "Belote and rebelote",
    "/declarations": "Carrés and sequences",
    "/declarations/instant_win": "Instant win",
    **scoring_titles(),  # the scoring rule units carry their own titles
    "/match": "Target",
    "/match/claim": "Claiming the match",
}
# Titles of the entries of a list or of a data-keyed mapping: {n} is the position from 1, {key} the key, and
# the entry's own plain values by name.
ITEM_TITLES = {
    "/bidding/rounds": "Round {n}",
    "/scoring/penalties": "Penalty: {offence}",
    "/errata": "Erratum {key}",
    "/unstated": "{key}",
}


@dataclass(frozen=True)
class Link:
    """A link the renderers turn into an href: kind is page, feature, source, repo or url."""

    text: str
    kind: str
    ref: str
    anchor: str = ""


Inline = str | Link


@dataclass
class Cite:
    source: str
    quote: str
    language: str
    title: str
    kind: str = "stated"  # stated, read (with `reading`) or borrowed (with `why`): how the quote supports the value
    reading: str = ""
    why: str = ""

    @property
    def provenance(self) -> str:
        """What the rulebook says after the quote: how the value follows from it ("" when the quote states it)."""
        if self.kind == "read":
            return f"read into the source: {self.reading}"
        if self.kind == "borrowed":
            return f"borrowed from {self.title or self.source}: {self.why}"
        return ""


@dataclass
class Fact:
    """A value shown as-is: a key no phrase reads, labelled with the schema's description."""

    label: str
    value: str
    description: str


@dataclass
class Rule:
    pointer: str
    anchor: str
    title: str
    description: str
    sentences: list[str]
    grids: list[phrases.Grid]
    facts: list[Fact]
    notes: list[str]
    cites: list[Cite]
    cite_label: str
    scenarios: list[ScenarioRef]
    files: list[str]
    unstated: list[str] = field(default_factory=list)  # "Not stated by the source: <note>" lines
    not_modelled: list[str] = field(default_factory=list)  # why no operation shows the rule (spec/not_modelled.py)


@dataclass
class Unstated:
    """A rule the variant marks as not stated by its sources, and the rule block that shows it ("" when the
    variant has no such rule, as an optional rule left out)."""

    pointer: str
    note: str
    title: str
    anchor: str


@dataclass
class Section:
    anchor: str
    title: str
    description: str
    rules: list[Rule]


@dataclass
class SourceEntry:
    id: str
    anchor: str
    title: str
    language: str
    files: list[str]
    url: str


@dataclass
class Rulebook:
    variant: str
    title: str
    summary: str
    parent: str | None
    meta: list[Fact]
    sources: list[SourceEntry]
    sections: list[Section]
    notes: list[tuple[Rule, str]] = field(default_factory=list)
    unstated: list[Unstated] = field(default_factory=list)
    spec_language: str = ""  # the variant file's format (belote-spec/variant/1), for authors
    file: str = ""
    trick: examples.TrickExample | None = None
    deal: examples.DealExample | None = None
    players: str = ""  # "4, in two sides: NS (N and S) and EW (E and W)"

    def anchor_of(self, pointer: str) -> str:
        """The anchor of the rule that shows `pointer` (the rule itself or its nearest ancestor), "" if none."""
        anchors = {r.pointer: r.anchor for s in self.sections for r in s.rules}
        here = pointer
        while here and here not in anchors:
            here = pointers.parent(here)
        return anchors.get(here, "")


@dataclass
class IndexEntry:
    variant: str
    title: str
    players: int | None
    parent: str | None
    region: str
    summary: str


def rule_anchor(pointer: str) -> str:
    """A stable in-page id for a rule: /play/obligations/follow_suit -> rule-play-obligations-follow_suit.

    It depends on the pointer alone, so the comparison can link to a rule in any variant's rulebook.
    """
    return "-".join(["rule", *(_ANCHOR.sub("-", t.lower()).strip("-") for t in pointers.tokens(pointer))])


def source_anchor(source: str) -> str:
    return f"source-{slug(source)}"


def section_of(pointer: str) -> tuple[str, str]:
    top = pointers.tokens(pointer)[0]
    for anchor, title, keys in SECTIONS:
        if top in keys:
            return anchor, title
    return OTHER


def _has_citation(value: dict[str, Any]) -> bool:
    return any(k in value for k in CITATION_KEYS)


def find_blocks(data: dict[str, Any]) -> list[str]:
    """The pointers of the rule blocks of a variant, in schema order (then data order)."""
    found: list[str] = []

    def walk(value: Any, pointer: str, inside: bool) -> None:
        if isinstance(value, dict):
            plain = any(
                not isinstance(v, dict) and not (isinstance(v, list) and any(isinstance(i, dict) for i in v))
                for k, v in value.items()
                if k not in phrases.META_KEYS
            )  # records in a list are walked
            block = _has_citation(value) or (plain and not inside)
            if block:
                found.append(pointer)
            for key, child in value.items():
                if key not in phrases.META_KEYS:
                    walk(child, pointers.join(pointer, key), inside or block)
        elif isinstance(value, list):
            for index, child in enumerate(value):
                walk(child, pointers.join(pointer, index), inside)

    for key, value in data.items():
        if key not in VARIANT_META_KEYS - {"errata"} and isinstance(value, (dict, list)):  # errata: a section
            walk(value, pointers.join("", key), False)
    order = {p: i for i, p in enumerate(found)}
    return sorted(found, key=lambda p: (schema.order_key(p), order[p]))


def _title(pointer: str, value: dict[str, Any]) -> str:
    if pointer in TITLES:
        return TITLES[pointer]
    parent, last = pointers.parent(pointer), pointers.last(pointer)
    if parent in ITEM_TITLES:
        fields = {k: texts.words(v) for k, v in value.items() if isinstance(v, (str, int))}
        number = int(last) + 1 if last.isdigit() else 0
        try:
            return ITEM_TITLES[parent].format(**{**fields, "n": number, "key": last})
        except (KeyError, IndexError):
            pass
    if last.isdigit():
        return f"{phrases.cap(texts.words(pointers.last(parent)))} {int(last) + 1}"
    return phrases.cap(texts.words(last))


def home_block(data: dict[str, Any], blocks: Sequence[str], pointer: str) -> str | None:
    """The rule block that shows the value at `pointer`: the pointer's own block or its nearest ancestor's;
    None when the variant has no value there (an optional rule left out) or no block holds it."""
    if not resolve_pointer(data, pointer)[0]:
        return None
    here = pointer
    while here and here not in blocks:
        here = pointers.parent(here)
    return here or None


def unstated_lines(marks: dict[str, str], pointer: str, home: dict[str, str | None]) -> list[str]:
    """The marks shown under the rule at `pointer`: those at it or above it, and those below it that it is
    the home block of (named by what they mark)."""
    out = []
    for mark, note in marks.items():
        if pointers.within(pointer, mark):
            out.append(f"Not stated by the source: {note}")
        elif home.get(mark) == pointer:
            inner = " › ".join(texts.words(t) for t in pointers.tokens(mark)[len(pointers.tokens(pointer)) :])
            out.append(f"Not stated by the source ({inner}): {note}")
    return out


def _facts(value: Any, pointer: str, label: str) -> list[Fact]:
    """A value no phrase read, as labelled facts; mappings are opened one level per key."""
    if isinstance(value, dict) and not schema.is_map(pointer):
        out: list[Fact] = []
        for key, child in value.items():
            if key not in phrases.META_KEYS:
                out += _facts(child, pointers.join(pointer, key), f"{label} › {texts.words(key)}")
        return out
    return [Fact(label, phrases.fmt(value, keyed=schema.is_map(pointer)), schema.description(pointer))]


def _shown(file: str) -> str:
    """A variant file as a rulebook names it: by its place in the package, or by its full path."""
    path = Path(file).resolve()
    if path.parent == resources.variants_dir().resolve():
        return f"spec/variants/{path.name}"
    return str(path)


class Library:
    """Everything the rulebooks are made from, read once: the resolved variants, clauses and scenarios."""

    def __init__(self, variants: Sequence[str] | None = None) -> None:
        self.ids = list(variants) if variants is not None else loader.variant_ids()
        self.data: dict[str, dict[str, Any]] = {}
        self.positions: dict[str, dict[str, tuple[str, int, int]]] = {}
        # Per variant, the rule objects whose inherited cite speaks of values the variant changed (under an
        # `unstated` mark, or loading fails): where the cite was written and what changed.
        self.stale: dict[str, dict[str, tuple[str, list[str]]]] = {}
        for v in self.ids:  # what load_variant does, keeping where each value was written
            resolved = loader.resolve(loader.find_variant_file(v))
            errors = loader.check_resolved(resolved)
            errors += loader.citation_errors(resolved, errors)  # never a quote under a value it does not support
            if errors:
                raise SpecErrors(errors)
            self.data[v], self.positions[v] = resolved.data, resolved.positions
            stale = self.stale[v] = {}
            changed = inherited_cites.changed(resolved.data, resolved.positions, resolved.chain)
            for rule, pointer, (file, _, _) in changed:
                stale.setdefault(rule, (_shown(file), []))[1].append(pointer)
        self.pins = Pins(load_clauses(), collect(), resources.features_dir())
        self.blocks = {v: find_blocks(self.data[v]) for v in self.ids}
        self.not_modelled = not_modelled.read()

    def files(self, variant: str, block: str) -> list[str]:
        """The variant files the values of a block were written in, the variant's own first."""
        names: dict[str, None] = {}
        blocks = set(self.blocks[variant])
        for pointer, (file, _, _) in self.positions[variant].items():
            if not pointers.within(pointer, block) or pointer == block:
                continue
            home = pointer
            while home not in blocks:
                home = pointers.parent(home)
            if home == block:
                names[_shown(file)] = None
        own = _shown(str(loader.find_variant_file(variant)))
        return sorted(names, key=lambda n: (n != own, n))

    def rule(self, variant: str, pointer: str, scenarios: list[ScenarioRef]) -> Rule:
        data = self.data[variant]
        _, value = resolve_pointer(data, pointer)
        node = phrases.Node(value, pointer, data)
        said = phrases.sentences(node)
        blocks = self.blocks[variant]
        facts: list[Fact] = []
        for key, child in value.items():
            here = pointers.join(pointer, key)
            nested = any(b != pointer and pointers.within(b, here) for b in blocks)
            if key in node.used or key in phrases.META_KEYS or nested:
                continue
            facts += _facts(child, here, texts.words(key))
        sources = data.get("sources", {})
        stale = self.stale[variant].get(pointer)
        cites = [
            Cite(
                c["source"],
                c["quote"],
                sources.get(c["source"], {}).get("language", ""),
                sources.get(c["source"], {}).get("title", ""),
                c.get("kind", "stated"),
                c.get("reading", ""),
                c.get("why", ""),
            )
            for key in CITATION_KEYS
            if not (stale and key == "cite")  # a parent's quote is never shown beside a value it does not say
            for c in value.get(key, [])
            if isinstance(c, dict)
        ]
        marks = data.get("unstated", {})
        home = {m: home_block(data, blocks, m) for m in marks}
        notes = [value["notes"]] if isinstance(value.get("notes"), str) else []
        if stale:
            file, changed = stale
            keys = texts.series([texts.words(pointers.tokens(c)[-1]) for c in changed])
            notes.append(
                f"The citations of {file} are not shown: this variant changes the {keys} they were quoted for."
            )
        return Rule(
            pointer=pointer,
            anchor=rule_anchor(pointer),
            title=_title(pointer, value),
            description=schema.description(pointer),
            sentences=said,
            grids=node.grids,
            facts=facts,
            notes=notes,
            cites=cites,
            cite_label="Evidence" if "evidence" in value else "Cited from",
            scenarios=scenarios,
            files=self.files(variant, pointer),
            unstated=unstated_lines(marks, pointer, home),
            not_modelled=[why for rule, why in self.not_modelled.items() if home_block(data, blocks, rule) == pointer],
        )

    def rulebook(self, variant: str) -> Rulebook:
        data = self.data[variant]
        blocks = self.blocks[variant]
        pinned = self.pins.pinning(variant, blocks)
        rules = [self.rule(variant, b, pinned[b]) for b in blocks]
        sections: dict[str, Section] = {}
        plan = [(a, t, keys[0] if keys else "") for a, t, keys in SECTIONS]
        for anchor, title, first in [*plan, (*OTHER, "")]:
            sections[anchor] = Section(
                anchor, BOOK_TITLES.get(anchor, title), schema.description(f"/{first}") if first else "", []
            )
        for rule in rules:
            sections[section_of(rule.pointer)[0]].rules.append(rule)
        meta = [
            Fact(phrases.META_LABELS.get(k, phrases.cap(texts.words(k))), phrases.fmt(v), schema.description(f"/{k}"))
            for k, v in data.items()
            if k not in ("title", "summary", "sources", "language", "extends")
            and not isinstance(v, dict)
            and not (isinstance(v, list) and any(isinstance(i, (dict, list)) for i in v))
        ]
        sources = [
            SourceEntry(
                sid,
                source_anchor(sid),
                s.get("title", ""),
                phrases.language_name(s.get("language", "")),
                [f for f in [s.get("file"), *s.get("also", [])] if f],
                s.get("url", ""),
            )
            for sid, s in data.get("sources", {}).items()
        ]
        titles = {r.pointer: r.title for r in rules}
        unstated = []
        for mark, note in data.get("unstated", {}).items():
            home = home_block(data, blocks, mark)
            unstated.append(
                Unstated(mark, note, titles[home], rule_anchor(home))
                if home in titles
                else Unstated(mark, note, "", "")
            )
        shown = {"overview", *(["unstated"] if unstated else [])}
        kept = [s for s in sections.values() if s.rules or s.anchor in shown]
        notes = [(r, n) for r in rules for n in r.notes]
        played = examples.deals(variant)
        table = data.get("table", {})
        teams = table.get("teams", {})
        alone = all(len(seats) == 1 for seats in teams.values())
        players = (
            f"{table.get('players')}, each playing alone"
            if alone
            else f"{table.get('players')}, in {len(teams)} sides: "
            + texts.series(f"{name} ({texts.series(seats)})" for name, seats in teams.items())
        )
        return Rulebook(
            variant,
            data.get("title", variant),
            data.get("summary", ""),
            data.get("extends"),
            meta,
            sources,
            kept,
            notes,
            unstated,
            str(data.get("language", "")),
            _shown(str(loader.find_variant_file(variant))),
            examples.trick_example(played),
            examples.deal_example(played),
            players if teams else "",
        )

    def index(self) -> list[IndexEntry]:
        return [
            IndexEntry(
                v,
                d.get("title", v),
                d.get("table", {}).get("players"),
                d.get("extends"),
                d.get("region", ""),
                d.get("summary", ""),
            )
            for v, d in self.data.items()
        ]


_SHARED: dict[tuple[tuple[str, int, int], ...], Library] = {}


def _stamps() -> tuple[tuple[str, int, int], ...]:
    """What a Library is read from: every variant, clause and feature file, with its time and size."""
    folders = (*resources.variant_dirs(), *resources.clause_dirs(), *resources.feature_roots())
    files = sorted(p for folder in folders if folder.is_dir() for p in folder.rglob("*") if p.is_file())
    return tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in files)


def shared_library() -> Library:
    """A Library read once per process and again only when one of its files changed (tests build the
    Markdown and the HTML pages from the same reading)."""
    key = _stamps()
    if key not in _SHARED:
        _SHARED.clear()
        _SHARED[key] = Library()
    return _SHARED[key]
