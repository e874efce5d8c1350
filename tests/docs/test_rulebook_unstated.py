"""A house variant's own values in its rulebook: a value marked `unstated` is not shown as the source's, and
a parent's quote is not shown beside a value the child changed (tests/variants/house-totals.yaml)."""

from __future__ import annotations

from pathlib import Path

from belote_spec.docs.rulebook import pages
from belote_spec.docs.rulebook.model import Library

HOUSE = str(Path(__file__).resolve().parents[1] / "variants" / "house-totals.yaml")


def _book(variant: str) -> str:
    return pages("markdown", Library([variant]), [variant])[f"{variant}.md"]


def test_an_unstated_total_is_not_the_sources_and_the_parents_quotes_are_not_beside_the_new_values() -> None:
    book = _book(HOUSE)
    assert "The total for a capot: 242 points" in book and "The source's total for a capot" not in book
    assert "for a total of 252" not in book  # french's capot quote, for its bonus of 90
    assert "at least 1000" not in book  # french's match quote, for its target of 1000
    assert "this variant changes the bonus and total they were quoted for" in book
    assert "this variant changes the target they were quoted for" in book
    assert "Not stated by the source (target): The house plays to 501." in book


def test_the_parent_still_cites_its_own_values() -> None:
    french = _book("french")
    assert "The source's total for a capot: 252 points" in french
    assert "for a total of 252" in french and "at least 1000" in french
