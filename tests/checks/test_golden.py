"""Every shipped variant has golden playthroughs, and they match what the rules produce now."""

from __future__ import annotations

import pytest

from belote_spec.checks import golden
from belote_spec.spec.loader import shipped_variant_ids


@pytest.mark.parametrize("variant", shipped_variant_ids())
def test_each_variant_has_playthroughs_that_match_the_rules(variant: str) -> None:
    path = golden.playthrough_dir() / f"{variant}.txt"
    assert path.is_file(), f"{variant} has no golden playthrough: run `belote-spec golden --update {variant}`"
    diff = golden.stale([variant]).get(variant)
    assert diff is None, f"the playthrough of {variant} changed (review, then `belote-spec golden --update`):\n{diff}"


def test_the_playthroughs_show_whole_deals() -> None:
    text = golden.render("french")
    assert text.count("result:") == len(golden.SEEDS)
    assert "trick 8:" in text
