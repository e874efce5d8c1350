"""The list of rules no operation shows (spec/mutants/not-modelled.yaml): read, matched to what a variant sets,
and refused when malformed. The shipped list is empty, so these read lists of their own."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_spec.base.exits import CommandError
from belote_spec.spec import not_modelled
from belote_spec.spec.loader import load_variant


def test_an_entry_counts_for_a_variant_only_where_it_sets_the_rule(tmp_path: Path) -> None:
    path = tmp_path / "nm.yaml"
    path.write_text("- rule: /dealing/cut\n  reason: 'Not modelled: no operation cuts.'\n", encoding="utf-8")
    rules = not_modelled.read(path)
    assert rules == {"/dealing/cut": "Not modelled: no operation cuts."}
    assert not_modelled.set_by(load_variant("french"), rules) == rules
    assert not_modelled.set_by(load_variant("bela"), rules) == {}  # bela has no cut


def test_the_shipped_list_is_empty_and_a_malformed_one_is_refused(tmp_path: Path) -> None:
    assert not_modelled.read() == {}  # start_match, cut and bottom_card answer the rules it held
    path = tmp_path / "nm.yaml"
    path.write_text("- rule: /dealing/cut\n", encoding="utf-8")
    with pytest.raises(CommandError, match="needs a rule"):
        not_modelled.read(path)
