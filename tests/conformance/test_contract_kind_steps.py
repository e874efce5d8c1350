"""A contract kind of a variant's own name (Schieber's obenabe, undenufe) reads in the steps that name a
contract, as no trumps and all trumps do, without taking over the steps that share their opening words."""

from __future__ import annotations

import pytest

from belote_spec.conformance.steps import find_step


@pytest.mark.parametrize(
    ("kind", "text", "args"),
    [
        ("given", "the contract is undenufe", {"what": "undenufe"}),
        ("given", "the contract is obenabe taken by N", {"what": "obenabe", "taker": "N"}),
        ("when", "E takes undenufe", {"seat": "E", "what": "undenufe"}),
        ("when", "E bids obenabe", {"seat": "E", "what": "obenabe"}),
        ("then", "the contract is undenufe taken by W", {"what": "undenufe", "seat": "W"}),
    ],
)
def test_a_kind_of_the_variants_own_name_reads_as_a_contract(kind: str, text: str, args: dict[str, str]) -> None:
    found = find_step(kind, text)
    assert found is not None and found[1] == args


@pytest.mark.parametrize(
    ("kind", "text", "function"),
    [
        ("given", "the contract is doubled", "given_doubled"),
        ("given", "the contract is redoubled", "given_doubled"),
        ("then", "the contract is made", "then_outcome"),
        ("given", "the contract is hearts taken by N", "given_contract"),
        ("when", "E takes no trumps", "when_take"),
    ],
)
def test_the_steps_sharing_the_opening_words_keep_their_meaning(kind: str, text: str, function: str) -> None:
    found = find_step(kind, text)
    assert found is not None and found[0].func.__name__ == function
