"""The generated rulebooks: docs/rulebooks/ is up to date, and what the pages say comes from the YAML."""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Any

import pytest

from reference_impl.cli import main
from reference_impl.loader import load_variant, shipped_variant_ids
from reference_impl.rulebook import pages
from reference_impl.rulebook.markdown import esc
from reference_impl.rulebook.model import Library, rule_anchor, shared_library

ROOT = Path(__file__).resolve().parent.parent
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
    following = re.search(r'^<a id="', text[start + 1:], re.M)
    return text[start: start + 1 + following.start()] if following else text[start:]


def test_committed_rulebooks_are_up_to_date(tmp_path: Path, generated: dict[str, str]) -> None:
    for name, text in generated.items():
        (tmp_path / name).write_text(text, encoding="utf-8", newline="\n")
    fresh = {p.name for p in tmp_path.glob("*.md")}
    committed = {p.name for p in COMMITTED.glob("*.md")}
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
    assert sorted(n for n in generated if n not in ("index.md", "comparison.md")) == sorted(f"{v}.md" for v in ids)
    for v in ids:
        data = load_variant(v)
        row = next(line for line in generated["index.md"].splitlines() if line.startswith(f"| [{esc(v)}]({v}.md) |"))
        assert esc(data["title"]) in row
        assert f"| {data['table']['players']} |" in row
        parent = data.get("extends")
        assert (f"[{esc(parent)}]({parent}.md)" if parent else "| — |") in row


def test_french_rulebook_states_the_capot_bonus_and_quotes_its_source(generated: dict[str, str]) -> None:
    capot = load_variant("french")["scoring"]["capot"]
    text = _section(generated["french.md"], rule_anchor("/scoring/capot"))
    assert f"scores a bonus of {capot['bonus']} points" in text
    assert "on top of the last-trick bonus" in text  # replaces_last_trick is false
    for cite in capot["cite"]:
        assert f"[{cite['source']}](#source-{cite['source'].lower()}): “{esc(cite['quote'])}”" in text
    assert "Pinned by:\n\n- [" in text  # the clause files name scenarios for it


@pytest.mark.parametrize(("variant", "key", "expected"), [
    ("french", "follow_suit", "A player who holds the led suit must follow it."),
    ("spanish-belote", "trump_when_void", "A player who cannot follow suit need not play a trump."),
    ("bela", "beat_led_suit", "a player must beat the highest card of it played so far if possible, until someone"),
])
def test_obligations_read_as_sentences_from_their_data(
        generated: dict[str, str], variant: str, key: str, expected: str) -> None:
    rule = load_variant(variant)["play"]["obligations"][key]
    assert rule["required"] is (" must " in f" {expected}")
    text = _section(generated[f"{variant}.md"], rule_anchor(f"/play/obligations/{key}"))
    assert esc(expected) in text
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
        for target in LINK.findall(text):
            if target.startswith(("http://", "https://")):
                continue
            path, _, anchor = target.partition("#")
            page = path or name
            if path:
                assert (COMMITTED / path).resolve().exists(), f"{name}: {target}"
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
