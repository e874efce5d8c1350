"""Provenance shown and counted (issue 12): the rulebook says which rules the sources do not state and how
a citation supports its value; validate refuses a mark that names no rule; a child inherits its parent's
marks unless it cites its own source at that rule; coverage counts the rule values by kind."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from belote_spec.conformance.coverage import provenance_counts, rule_values
from belote_spec.docs.rulebook import html, markdown
from belote_spec.docs.rulebook.model import Library
from belote_spec.spec import loader

EXE = str(Path(sys.executable).with_name("belote-spec"))
BELA_DECK = "alb se joacă cu un pachet de 32 de cărți (băiat, regină, rege, as, X, IX, VIII, VII)"
HEADER = "language: belote-spec/variant/1\nid: {id}\nextends: bela\ntitle: A child of bela\nversion: 1.0.0\n"


def _child(tmp_path: Path, body: str, name: str = "child") -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(HEADER.format(id=name) + textwrap.dedent(body), encoding="utf-8")
    return path


MARKED = """\
    unstated:
      /scoring/penalties: The source names no offence and no penalty.
      /deck/suits: The source lists no suit order.
    deck:
      cite:
        - source: S002
          quote: "{quote}"
          kind: read
          reading: thirty-two cards named by rank are the four suits of eight
        - source: BG
          quote: "The lowest game is Clubs followed by diamonds then hearts then spades"
          kind: borrowed
          why: seed 002 names the ranks, not the suits
""".replace("{quote}", BELA_DECK)


def _book(path: Path):
    lib = Library([str(path)])
    return lib.rulebook(str(path))


def test_the_rulebook_shows_unstated_rules_under_them_and_lists_them_with_links(tmp_path: Path) -> None:
    book = _book(_child(tmp_path, MARKED))
    page = markdown.rulebook(book)
    # Under the rule: the inherited mark at /dealing/next_dealer, and the mark inside the deck block.
    assert "> Not stated by the source: Seed 002 does not say who deals the next hand" in page
    assert "> Not stated by the source (suits): The source lists no suit order." in page
    # The section: each mark linked to its rule's anchor with the rule's title; an absent rule says so.
    section = page.split('<a id="unstated"></a>', 1)[1].split('<a id="notes"></a>', 1)[0]
    assert "- [Next dealer](#rule-dealing-next_dealer) (`/dealing/next_dealer`): Seed 002 does not say" in section
    assert "- [The deck](#rule-deck) (`/deck/suits`): The source lists no suit order." in section
    assert "- no rule (`/scoring/penalties`): The source names no offence and no penalty." in section
    assert "/dealing/next dealer" not in page and "### Unstated" not in page
    assert "[Not stated by the source](#unstated)" in page


def test_the_rulebook_says_how_a_read_or_borrowed_citation_supports_its_value(tmp_path: Path) -> None:
    book = _book(_child(tmp_path, MARKED))
    page = markdown.rulebook(book)
    assert "— read into the source: thirty-two cards named by rank are the four suits of eight" in page
    assert (
        "— borrowed from Official rules for Belot (NikolayIT/BelotGameEngine, Documentation/Rules.md): "
        "seed 002 names the ranks, not the suits" in page
    )
    site = html.rulebook(book)
    assert "— read into the source: thirty-two cards named by rank are the four suits of eight" in site
    assert "<blockquote>\n<p>Not stated by the source (suits): The source lists no suit order.</p>" in site
    assert "no rule (<code>/scoring/penalties</code>)" in site
    assert '<a href="#rule-dealing-next_dealer">Next dealer</a> (<code>/dealing/next_dealer</code>)' in site


def test_a_stated_citation_adds_nothing_after_its_quote() -> None:
    page = markdown.rulebook(Library(["bela"]).rulebook("bela"))
    assert f"“{markdown.esc(BELA_DECK)}”\n" in page


def _validate(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([EXE, "validate", str(path)], capture_output=True, text=True, timeout=120)


def test_validate_rejects_an_unstated_mark_that_names_no_rule(tmp_path: Path) -> None:
    path = _child(
        tmp_path,
        """\
        unstated:
          /scoring/penalties: An optional rule the variant leaves out may be marked.
          /dealing/next_dealr: a typo
          /deck/cite: a citation is no rule
    """,
    )
    proc = _validate(path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    lines = proc.stderr.strip().splitlines() or proc.stdout.strip().splitlines()
    assert lines == [
        f"{path}:8:24: /unstated/~1dealing~1next_dealr: unstated names /dealing/next_dealr, "
        "which is no rule of the variant schema",
        f"{path}:9:15: /unstated/~1deck~1cite: unstated names /deck/cite, which is no rule of the variant schema",
    ]


def test_validate_accepts_marks_on_known_rules_present_or_absent(tmp_path: Path) -> None:
    proc = _validate(_child(tmp_path, MARKED))
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_a_child_inherits_its_parents_marks(tmp_path: Path) -> None:
    data = loader.resolve(_child(tmp_path, "summary: nothing of its own\n")).data
    assert data["unstated"] == loader.load_variant("bela")["unstated"]


def test_a_child_citing_its_own_source_at_the_marked_rule_drops_the_mark(tmp_path: Path) -> None:
    cited = _child(
        tmp_path,
        f"""\
        dealing:
          next_dealer:
            cite:
              - source: S002
                quote: "{BELA_DECK}"
    """,
    )
    resolved = loader.resolve(cited)
    assert "/dealing/next_dealer" not in resolved.data["unstated"]
    assert "/dealing/first_dealer" in resolved.data["unstated"]
    assert "/unstated/~1dealing~1next_dealer" not in resolved.positions
    # Repeating the mark keeps it (with the child's note); a cite elsewhere keeps the inherited one.
    again = _child(
        tmp_path,
        f"""\
        unstated:
          /dealing/next_dealer: still open
        dealing:
          next_dealer:
            cite:
              - source: S002
                quote: "{BELA_DECK}"
    """,
        "again",
    )
    assert loader.resolve(again).data["unstated"]["/dealing/next_dealer"] == "still open"
    elsewhere = _child(
        tmp_path,
        f"""\
        deck:
          cite:
            - source: S002
              quote: "{BELA_DECK}"
    """,
        "elsewhere",
    )
    assert "/dealing/next_dealer" in loader.resolve(elsewhere).data["unstated"]


def test_the_shipped_two_player_bela_cites_its_own_next_dealer_so_it_marks_it_itself() -> None:
    """bela-2p gives its next dealer a cite of its own, so bela's mark does not carry over: the child
    restates it with its own note, since seed 002 names no next dealer at two either."""
    parent, child = loader.load_variant("bela")["unstated"], loader.load_variant("bela-2p")["unstated"]
    assert "/dealing/next_dealer" in parent and "/dealing/next_dealer" in child
    assert child["/dealing/next_dealer"] != parent["/dealing/next_dealer"]


def test_rule_values_are_counted_by_kind_of_provenance(tmp_path: Path) -> None:
    spec = loader.resolve(_child(tmp_path, MARKED)).data
    values = rule_values(spec)
    assert values["/dealing/next_dealer"] == "unstated"  # a cited rule under a mark
    assert values["/scoring/penalties"] == "unstated"  # a mark naming no cited rule
    assert values["/deck"] == "read"  # read beats borrowed
    assert values["/deck/suits"] == "unstated"  # a mark inside a cited rule object is a value of its own
    assert values["/table"] == "stated"
    assert values["/dealing/first_dealer"] == "unstated"  # bela has no first-dealer rule at all
    counts = provenance_counts(spec)
    assert counts == {kind: list(values.values()).count(kind) for kind in ("stated", "read", "borrowed", "unstated")}
    assert sum(counts.values()) == len(values) and counts["unstated"] >= 4


def test_the_coverage_command_counts_each_variants_rule_values_by_kind() -> None:
    proc = subprocess.run([EXE, "coverage", "--format", "json"], capture_output=True, text=True, timeout=300)
    assert proc.returncode in (0, 1), proc.stderr
    by_variant = {v["variant"]: v["provenance"] for v in json.loads(proc.stdout)["variants"]}
    assert by_variant["bela"] == provenance_counts(loader.load_variant("bela"))
    assert by_variant["bela-2p"] == provenance_counts(loader.load_variant("bela-2p"))
    assert all(by_variant[v]["unstated"] >= len(loader.load_variant(v)["unstated"]) for v in ("bela", "bela-2p"))
    hidden = {v["variant"]: v["not_modelled"] for v in json.loads(proc.stdout)["variants"]}
    # start_match, cut and bottom_card show the first dealer, the cut and the bottom card: none is left hidden
    assert hidden["french"] == [] and hidden["spanish-belote"] == []
    text = subprocess.run([EXE, "coverage"], capture_output=True, text=True, timeout=300).stdout
    assert "Rule values by provenance" in text
    assert "Rules not modelled" not in text
    [row] = [line.split() for line in text.splitlines() if line.startswith("bela ")][-1:]
    assert row[1:] == [str(by_variant["bela"][k]) for k in ("stated", "read", "borrowed", "unstated")] + [
        str(sum(by_variant["bela"].values()))
    ]


def test_a_clauses_reading_is_kept_apart_from_its_gloss_in_the_coverage_report(tmp_path: Path) -> None:
    from belote_spec.conformance import coverage

    (tmp_path / "S001.yaml").write_text(
        textwrap.dedent("""\
        source: S001
        file: 001_6d7e3533ed7b38e4.latin.txt
        clauses:
          - id: S001-first-speaker
            quote: "Starting from the player to the right of the dealer"
            gloss: The player to the dealer's right speaks first.
            reading: the player who speaks first also leads, which the sentence does not say
            status: testable
            sets: [/bidding/first_speaker]
            variants: [french]
            scenarios: ["french/bidding.feature::The player to the right of the dealer speaks first"]
        """),
        encoding="utf-8",
    )
    [clause] = coverage.load_clauses(tmp_path)
    assert clause.gloss == "The player to the dealer's right speaks first."
    assert clause.reading == "the player who speaks first also leads, which the sentence does not say"
    text, _ = coverage.coverage_report("json", tmp_path)
    [entry] = json.loads(text)["clauses"]
    assert entry["reading"] == clause.reading
