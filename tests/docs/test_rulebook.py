"""The generated rulebooks: docs/rulebooks/ is up to date, and what the pages say comes from the YAML."""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Any

import pytest

from belote_spec.cli import main
from belote_spec.docs.rulebook import examples, pages
from belote_spec.docs.rulebook.markdown import esc
from belote_spec.docs.rulebook.model import Library, rule_anchor, shared_library
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "docs" / "rulebooks"
STALE = "docs/rulebooks is stale: run `belote-spec docs docs/rulebooks --format markdown`"
LINK = re.compile(r"\]\(([^)\s]+)\)")


@pytest.fixture(scope="module")
def lib() -> Library:
    return shared_library()


@pytest.fixture(scope="module")
def generated(lib: Library) -> dict[str, str]:
    return pages("markdown", lib)


def _section(text: str, anchor: str) -> str:
    """The Markdown of one rule: from its anchor to the next anchor of a rule or section."""
    start = text.index(f'<a id="{anchor}"></a>')
    following = re.search(r'^<a id="', text[start + 1 :], re.M)
    return text[start : start + 1 + following.start()] if following else text[start:]


def test_committed_rulebooks_are_up_to_date(tmp_path: Path, generated: dict[str, str]) -> None:
    for name, text in generated.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8", newline="\n")
    fresh = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.md")}
    committed = {p.relative_to(COMMITTED).as_posix() for p in COMMITTED.rglob("*.md")}
    problems = [f"missing from docs/rulebooks: {n}" for n in sorted(fresh - committed)]
    problems += [f"no longer generated: docs/rulebooks/{n}" for n in sorted(committed - fresh)]
    for name in sorted(fresh & committed):
        old = (COMMITTED / name).read_text(encoding="utf-8").splitlines()
        new = (tmp_path / name).read_text(encoding="utf-8").splitlines()
        if old != new:
            diff = list(difflib.unified_diff(old, new, f"docs/rulebooks/{name}", f"generated {name}", lineterm="", n=1))
            problems.append("\n".join(diff[:14]))
    assert not problems, STALE + "\n" + "\n".join(problems[:5])


def test_every_shipped_variant_has_a_rulebook_listed_in_the_index(generated: dict[str, str]) -> None:
    ids = shipped_variant_ids()
    books = [n for n in generated if n not in ("index.md", "comparison.md") and not n.startswith("features/")]
    assert sorted(books) == sorted(f"{v}.md" for v in ids)
    for v in ids:
        data = load_variant(v)
        row = next(
            line
            for line in generated["index.md"].splitlines()
            if line.startswith(f"- **[{esc(data['title'])}]({v}.md)** (`{v}`): ")
        )
        assert f": {data['table']['players']} players · " in row
        parent = data.get("extends")
        assert (f"based on [{esc(parent)}]({parent}.md)" in row) is bool(parent)


def test_french_rulebook_states_the_capot_bonus_and_quotes_its_source(generated: dict[str, str]) -> None:
    capot = load_variant("french")["scoring"]["capot"]
    text = _section(generated["french.md"], rule_anchor("/scoring/capot"))
    assert f"scores a bonus of {capot['bonus']} points" in text
    assert "on top of the last-trick bonus" in text  # replaces_last_trick is false
    assert "Cited from" not in text and "Pinned by" not in text  # for authors, one click away
    assert f"(#about-{rule_anchor('/scoring/capot')})" in text
    text = _section(generated["french.md"], f"about-{rule_anchor('/scoring/capot')}")
    for cite in capot["cite"]:
        assert f"[{cite['source']}](#source-{cite['source'].lower()}): “{esc(cite['quote'])}”" in text
    assert "Pinned by:\n\n- [" in text  # the clause files name scenarios for it


@pytest.mark.parametrize(
    ("variant", "key", "expected"),
    [
        ("french", "follow_suit", "A player who holds the led suit must follow it."),
        ("spanish-belote", "trump_when_void", "A player who cannot follow suit need not play a trump."),
        ("bela", "beat_led_suit", "a player must beat the highest card of it played so far if possible, until someone"),
    ],
)
def test_obligations_read_as_sentences_from_their_data(
    generated: dict[str, str], variant: str, key: str, expected: str
) -> None:
    rule = load_variant(variant)["play"]["obligations"][key]
    assert rule["required"] is (" must " in f" {expected}")
    text = _section(generated[f"{variant}.md"], rule_anchor(f"/play/obligations/{key}"))
    assert esc(expected) in text
    text = _section(generated[f"{variant}.md"], f"about-{rule_anchor(f'/play/obligations/{key}')}")
    for cite in rule["cite"]:
        assert esc(cite["quote"]) in text


def test_a_key_no_phrase_reads_is_shown_with_its_schema_description() -> None:
    """A tie that counts as a failure, given a `held` list no phrase reads (coinche once inherited
    french's): the data is shown, not hidden."""
    lib = Library(["coinche"])
    held = ["tricks", "belote"]
    lib.data["coinche"]["scoring"]["tie"]["held"] = held
    rule = lib.rule("coinche", "/scoring/tie", [])
    fact = next(f for f in rule.facts if f.label == "held")
    assert fact.value == ", ".join(held) and fact.description == "Which of the takers' points are held."


def test_an_unknown_rule_key_still_appears(lib: Library) -> None:
    data: dict[str, Any] = lib.data["french"]
    data["scoring"]["capot"]["house_rule_bonus"] = 7
    try:
        rule = lib.rule("french", "/scoring/capot", [])
    finally:
        del data["scoring"]["capot"]["house_rule_bonus"]
    assert [(f.label, f.value) for f in rule.facts] == [("house rule bonus", "7")]


def test_every_link_resolves(generated: dict[str, str]) -> None:
    """Relative links point at files of the repository (from docs/rulebooks/), anchors at ids of the page."""
    ids = {name: set(re.findall(r'<a id="([^"]+)"></a>', text)) for name, text in generated.items()}
    for name, text in generated.items():
        assert len(re.findall(r'<a id="', text)) == len(ids[name]), f"{name}: an anchor is used twice"
        here = (COMMITTED / name).parent
        for target in LINK.findall(text):
            if target.startswith(("http://", "https://")):
                continue
            path, _, anchor = target.partition("#")
            resolved = (here / path).resolve()
            inside = path != "" and resolved.is_relative_to(COMMITTED.resolve())  # a page the docs command wrote
            page = resolved.relative_to(COMMITTED.resolve()).as_posix() if inside else name
            if path:
                assert resolved.exists(), f"{name}: {target}"
            if anchor:
                assert page in ids and anchor in ids[page], f"{name}: {target}"


def test_html_pages_are_self_contained(lib: Library) -> None:
    site = pages("html", lib)
    assert "index.html" in site and not [n for n in site if n.endswith(".md")]
    page = site["french.html"]
    assert f'id="{rule_anchor("/scoring/capot")}"' in page and "<script" not in page and "<link" not in page
    linked = set(re.findall(r'href="(features/[^"#]+)', page))
    assert linked and linked <= set(site)


def test_docs_command_refuses_a_file_as_its_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "a-file"
    target.write_text("x", encoding="utf-8")
    assert main(["docs", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("belote-spec docs: ") and "not a folder" in err and "Traceback" not in err


def test_a_rulebook_reads_in_the_order_a_game_is_played(generated: dict[str, str]) -> None:
    """French: seating, cards, deal, bidding, play, belote, scoring, match end, then the authors' part; the
    spec format is no longer shown as the page's language, the source's language is (French)."""
    text = generated["french.md"]
    headings = re.findall(r"^## (.+)$", text, re.M)
    order = [
        "Players and seating",
        "The cards",
        "What the cards are worth",
        "The deal",
        "The bidding",
        "The play",
        "Belote and rebelote",
        "Scoring a deal",
        "The end of the match",
        "For authors",
    ]
    assert [h for h in headings if h in order] == order
    player, authors = text.split('<a id="for-authors"></a>')
    assert "belote-spec/variant/1" not in player and "**Language**" not in player
    assert "- **Variant format**: `belote-spec/variant/1`" in authors
    assert "[FFB](#source-ffb) (French)" in player and "). Language: French. Text: " in authors
    assert "Cited from" not in player and "Pinned by" not in player  # one click away, not after every rule


def test_every_rule_links_to_its_authors_entry_and_back(lib: Library, generated: dict[str, str]) -> None:
    for variant in lib.ids:
        text = generated[f"{variant}.md"]
        for block in lib.blocks[variant]:
            anchor = rule_anchor(block)
            assert f"<sup>[sources and tests](#about-{anchor})</sup>" in _section(text, anchor), (variant, block)
            entry = _section(text, f"about-{anchor}")
            assert f"[back to the rule](#{anchor})" in entry and f"`{block}`" in entry, (variant, block)
            assert "Pinned by" in entry, (variant, block)


def _example_plays(text: str) -> tuple[str, list[tuple[str, list[str], list[str], str]]]:
    """The trick example of a page: its contract line, and per player (seat, hand, may play, card)."""
    part = _section(text, "example-trick")
    contract = re.search(r"seeded random cards: (.+?)\. Trick", part)
    assert contract
    plays = []
    for seat, hand, rest in re.findall(r"^- \*\*(\w+)\*\* holds ([^.]+)\. (.+)$", part, re.M):
        may = re.search(r"so may play ([^.]+)\.", rest)
        card = re.search(r"Plays \*\*(\S+)\*\*\.$", rest)
        assert card, rest
        plays.append((seat, hand.split(), may[1].split() if may else hand.split(), card[1]))
    return contract[1], plays


PLAIN = {v: k for k, v in examples.SYMBOLS.items()}


def _plain(card: str) -> str:
    return card[:-1] + PLAIN[card[-1]]


@pytest.mark.parametrize("variant", ["french", "bulgarian", "bela"])
def test_the_worked_trick_is_what_the_engine_allows(generated: dict[str, str], variant: str) -> None:
    """Each player's "may play" in the example is the reference engine's legal_cards for that hand and the
    trick so far (asked through the engine interface, not the example's own code)."""
    contract_text, plays = _example_plays(generated[f"{variant}.md"])
    assert len(plays) == load_variant(variant)["table"]["players"]
    suit = next((letter for letter, name in examples.SUIT_NAMES.items() if f" {name} are trump" in contract_text), None)
    kind = "suit" if suit else "all_trumps" if contract_text.startswith("All Trumps") else "no_trumps"
    taker = contract_text.rsplit(" ", 1)[-1]
    contract = {"kind": kind, "taker": taker, **({"trump": suit} if suit else {})}
    engine = ReferenceEngine()
    trick: list[dict[str, str]] = []
    for seat, hand, may, card in plays:
        assert all(c[-1] in PLAIN for c in hand + may + [card]), "cards are shown with suit symbols"
        legal = engine.legal_cards(variant, contract, [_plain(c) for c in hand], trick, seat)
        assert sorted(legal) == sorted(_plain(c) for c in may), (seat, hand)
        assert card in may
        trick.append({"seat": seat, "card": _plain(card)})
    winner = re.search(
        r"^\*\*(\w+)\*\* wins the trick with (\S+),", _section(generated[f"{variant}.md"], "example-trick"), re.M
    )
    assert winner and engine.trick_winner(variant, contract, trick) == winner[1]


@pytest.mark.parametrize("variant", ["french", "bulgarian", "coinche"])
def test_the_worked_deal_score_adds_up(generated: dict[str, str], variant: str) -> None:
    """The score table's parts add up to its trick points and total, side by side."""
    part = _section(generated[f"{variant}.md"], "example-deal")
    rows = {}
    for line in part.splitlines():
        if line.startswith("| ") and not line.startswith("| points"):
            cells = [c.strip().strip("*") for c in line.strip("|").split("|")]
            rows[re.sub(r"\[([^]]+)\]\([^)]*\)", r"\1", cells[0])] = [int(c) for c in cells[1:]]
    sides = len(rows["Total"])
    parts = [v for k, v in rows.items() if k not in ("Trick points", "Total", "Belote", "Declarations")]
    if parts:
        assert [sum(p[i] for p in parts) for i in range(sides)] == rows["Trick points"]
    extra = [rows[k] for k in ("Belote", "Declarations") if k in rows]
    assert [rows["Trick points"][i] + sum(e[i] for e in extra) for i in range(sides)] == rows["Total"]
    assert re.search(r"The deal scores (\w+ -?\d+(, )?)+", part)
    if "Declarations" in rows:  # what was declared is shown, each combination with its cards
        assert re.search(
            r"^Declared \(\[Carrés and sequences\]\(#rule-declarations\)\): \w+: a (carré|sequence)", part, re.M
        )


def test_scenario_pages_show_features_for_reading(generated: dict[str, str]) -> None:
    text = generated["features/french.md"]
    assert "### A player holding the led suit must follow it, even holding a trump" in text
    assert "- **And** the trick so far is E K♣" in text and "- **Then** the legal cards for N are A♣ 7♣" in text
    source = (
        '> **Source S001:** "If possible, each player must play a card sharing the suit with the first card '
        'played during this trick (also called leading suit)."'
    )
    assert source in text  # the whole quote, on a line that wraps
    assert "Scenario:" not in text and "Given the contract" not in text
    rule = _section(generated["french.md"], f"about-{rule_anchor('/play/obligations/follow_suit')}")
    assert "](features/french.md#play-obligations-" in rule


def test_the_html_site_is_the_markdown_converted(lib: Library) -> None:
    """One renderer: the HTML rulebook holds the Markdown's headings, example and links, as HTML."""
    site = pages("html", lib)
    page = site["french.html"]
    assert '<h2 id="play">The play</h2>' in page and '<h3 id="example-trick">Worked example: a trick</h3>' in page
    assert '<sup><a href="#about-rule-table">sources and tests</a></sup>' in page
    assert '<a href="features/french.html#' in page and "<th></th>" not in page
    assert "belote-spec/variant/1</code>" in page.split('id="for-authors"')[1]
    assert "A player holding the led suit must follow it, even holding a trump</h3>" in site["features/french.html"]
    assert "<pre>" not in site["features/french.html"]
