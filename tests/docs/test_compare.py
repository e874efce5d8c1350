"""The comparison page for a person: the variants chosen, the rules that differ first, plain words, one cite
marker per value, point tables as tables, and a full table without JavaScript (tests/docs/test_rulebook_browser.py
drives the filtering script in a browser)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from belote_spec.docs.rulebook import compare as compare_module
from belote_spec.docs.rulebook import pages
from belote_spec.docs.rulebook.compare import ABSENT, Comparison, Row, compare, families, leaves
from belote_spec.docs.rulebook.compare_pages import default_family, md
from belote_spec.docs.rulebook.model import Library, shared_library
from belote_spec.spec.loader import load_variant, shipped_variant_ids

BELOTE_SPEC = shutil.which("belote-spec") or str(Path(sys.executable).with_name("belote-spec"))
LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")


@pytest.fixture(scope="module")
def lib() -> Library:
    return shared_library()


@pytest.fixture(scope="module")
def table(lib: Library) -> Comparison:
    return compare(lib.data, lib.blocks)


@pytest.fixture(scope="module")
def site(lib: Library) -> dict[str, str]:
    out = pages("both", lib)
    return {"md": out["comparison.md"], "html": out["comparison.html"]}


def _rows(table: Comparison) -> dict[str, Row]:
    return {r.key: r for g in table.groups for r in g.rows}


def _md_row(text: str, label: str) -> list[str] | None:
    """The cells of the Markdown row labelled so (None when no table row has that label)."""
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")] if line.startswith("| ") else []
        if cells and cells[0] == md(label):
            return cells[1:]
    return None


def test_a_rule_where_bela_and_french_differ_is_in_the_table_of_differences(
    site: dict[str, str], table: Comparison
) -> None:
    bela, french = leaves(load_variant("bela")), leaves(load_variant("french"))
    differing = [p for p in bela if p.startswith("/play/obligations/") and bela[p] != french.get(p)]
    assert "/play/obligations/beat_led_suit/required" in differing  # the iber rule
    rows = _rows(table)
    for pointer in differing:
        assert rows[pointer].differs, pointer
        cells = _md_row(site["md"], rows[pointer].label)
        assert cells is not None and len(cells) == len(table.variants), pointer  # a column per variant
        assert f'class="differs" data-key="{pointer}"' in site["html"], pointer


def test_a_rule_the_same_everywhere_is_said_once_and_not_marked(site: dict[str, str], table: Comparison) -> None:
    values = [leaves(load_variant(v)) for v in shipped_variant_ids()]
    same = [p for p in values[0] if all(p in v and v[p] == values[0][p] for v in values)]
    assert "/play/next_lead/rule" in same
    rows = _rows(table)
    for pointer in same:
        row = rows[pointer]
        assert not row.differs, pointer
        if row.cells[0].grid is None:
            assert _md_row(site["md"], row.label) == ["<br>".join(md(x) for x in row.cells[0].lines)], pointer
        assert f'class="same" data-key="{pointer}"' in site["html"], pointer
    assert _md_row(site["md"], rows["/play/next_lead/rule"].label) == ["The winner of a trick leads the next one."]


def test_the_differing_rules_come_first_in_every_section(site: dict[str, str], table: Comparison) -> None:
    keys = re.findall(r'<tr class="(differs|same)" data-key="([^"]+)"', site["html"])
    position = {k: i for i, (_, k) in enumerate(keys)}
    for group in table.groups:
        marks = [cls == "differs" for cls, k in keys if _rows(table)[k] in group.rows]
        assert marks == sorted(marks, reverse=True), group.anchor
        assert len(marks) == len(group.rows)
    assert len(position) == sum(len(g.rows) for g in table.groups)


def test_each_value_carries_one_small_cite_marker_and_is_not_itself_a_link(
    site: dict[str, str], table: Comparison
) -> None:
    cells = _md_row(site["md"], "The match ends at")
    assert cells is not None
    target = load_variant("bela")["match"]["target"]
    assert cells[table.variants.index("bela")] == f"{target} points [§](bela.md#rule-match)"
    texts = {text for text, _ in LINK.findall(site["md"])}
    assert texts <= {"§", "All variants", *table.variants, *(g.title for g in table.groups)}, texts - {"§"}
    html_links = re.findall(r'<td data-col="([^"]+)"[^>]*>(.*?)</td>(?=<td|</tr>)', site["html"])
    assert html_links
    for variant, cell in html_links:
        anchors = re.findall(r"<a [^>]*>([^<]*)</a>", cell)
        assert anchors in ([], ["§"]), (variant, cell)


def test_every_value_is_in_plain_words(table: Comparison) -> None:
    """No enum spelling (right_of_dealer), no bare list of numbers ("5 3", "3 2"), no seat letters."""
    for row in _rows(table).values():
        for cell in row.cells:
            for line in cell.lines:
                assert "_" not in line, (row.key, line)
                assert not re.fullmatch(r"\d+( \d+)+", line), (row.key, line)
                assert not re.search(r"\b[NSEW]\b,", line), (row.key, line)
    rows = _rows(table)
    words = {k: {c.text for c in rows[k].cells} for k in rows}
    assert "The first of the pair, as it is played" in words["/belote/announce"]
    assert "Runs of 5 and 3 cards together" in words["/declarations/eight_in_a_row_as"]
    assert "3 cards then 2 (5 in all)" in words["/dealing/before_bidding/packets"]
    assert words["/deck/suits"] == {"♣ ♦ ♥ ♠"}


def test_seats_are_said_in_playing_order_not_beside_a_contrary_direction(table: Comparison) -> None:
    rows = _rows(table)
    assert "clockwise" not in rows["/table/seats"].label
    for v, cell in zip(table.variants, rows["/table/seats"].cells, strict=True):
        data = load_variant(v)["table"]
        seats = data["seats"]
        order = [seats[0], *reversed(seats[1:])] if data["direction"] == "counter-clockwise" else seats
        names = {"N": "North", "E": "East", "S": "South", "W": "West"}
        assert cell.text == ", then ".join(names[s] for s in order), v
    french = rows["/table/seats"].cells[table.variants.index("french")]
    assert french.text == "South, then East, then North, then West"  # counter-clockwise: to the right


def test_point_tables_are_small_tables(site: dict[str, str], table: Comparison) -> None:
    row = _rows(table)["/contracts/suit/trump_points"]
    french = row.cells[table.variants.index("french")]
    data = load_variant("french")["contracts"]["suit"]["trump_points"]
    assert french.grid is not None and french.grid.header == ["card", "points"]
    assert french.grid.rows == [[str(r), str(p)] for r, p in zip(data["ranks"], data["points"], strict=True)]
    assert "J 20 · 9 14" not in site["md"] + site["html"]
    assert '<table class="points"><thead><tr><th scope="col">card</th><th scope="col">points</th>' in site["html"]
    block = site["md"].split(f"**{md(row.label)}**", 1)[1].split("\n\n", 2)[1]
    assert block.splitlines()[2].startswith("| J | 20 | 20 |"), block


def test_an_absent_value_the_schema_defaults_is_no_difference(monkeypatch: pytest.MonkeyPatch, lib: Library) -> None:
    pointer = "/match/deals"  # no schema default (capot_cannot_win has one, false, so it shows "No")
    have = [v for v in lib.ids if pointer in leaves(lib.data[v])]
    assert have and len(have) < len(lib.ids)
    before = _rows(compare(lib.data, lib.blocks))[pointer]
    assert ABSENT in {c.text for c in before.cells}
    value = lib.data[have[0]]["match"]["deals"]
    default = compare_module._default
    monkeypatch.setattr(compare_module, "_default", lambda p: value if p == pointer else default(p))
    after_table = compare(lib.data, lib.blocks)
    after = _rows(after_table)[pointer]
    assert ABSENT not in {c.text for c in after.cells}
    for v, cell in zip(after_table.variants, after.cells, strict=True):
        assert cell.canon == str(lib.data[v]["match"].get("deals", value)).lower(), v
        assert (cell.anchor is None) == (v not in have), v  # a default has no rule to cite
    assert after.differs is (len({c.canon for c in after.cells}) > 1)


def test_families_come_from_extends_and_the_page_opens_on_the_largest(table: Comparison, lib: Library) -> None:
    family = families(lib.data)
    for v in lib.ids:
        root = v
        while lib.data[root].get("extends"):
            root = lib.data[root]["extends"]
        assert family[v] == root, v
    members = table.family_members()
    assert max(len(m) for m in members.values()) == len(members[default_family(table)])
    # columns keep a family together
    order = [family[v] for v in table.variants]
    assert order == sorted(order, key=order.index)


def test_the_html_page_reads_in_full_without_javascript(site: dict[str, str], table: Comparison) -> None:
    page = site["html"]
    assert '<form class="choose" id="choose" hidden' in page  # the controls need the script: hidden without it
    heads = re.findall(r'<th scope="col" data-col="([^"]+)"', page)
    assert heads == table.variants
    assert len(re.findall(r'<tr class="(?:differs|same)" data-key=', page)) == sum(len(g.rows) for g in table.groups)
    assert not re.search(r"<t[dhr][^>]* hidden", page)


def test_docs_variant_compares_the_variants_chosen(tmp_path: Path) -> None:
    done = subprocess.run(
        [BELOTE_SPEC, "docs", str(tmp_path), "--format", "markdown", "--variant", "french", "--variant", "coinche"],
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "comparison.md").read_text(encoding="utf-8")
    headers = {line for line in text.splitlines() if line.startswith("| rule | [")}
    assert headers == {"| rule | [french](french.md) | [coinche](coinche.md) |"}
    french, coinche = leaves(load_variant("french")), leaves(load_variant("coinche"))
    lib = Library(["french", "coinche"])
    rows = _rows(compare(lib.data, lib.blocks))
    for key, row in rows.items():
        if key in french and key in coinche and row.cells[0].grid is None:
            cells = _md_row(text, row.label)
            assert cells is not None, key
            assert (len(cells) == 2) == (french[key] != coinche[key]), key
