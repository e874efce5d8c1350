"""`belote-spec mutants`: its root-cause tally agrees with the per-mutant lines."""

from __future__ import annotations

from belote_spec.cli.mutants import causes_line


def test_unexplained_mutants_are_counted_as_unexplained_not_as_naming_their_rule() -> None:
    assert causes_line(73, 0, 9) == (
        "root causes as expected: 73/73 (64 naming the mutated rule, 9 unexplained, as no rule value expresses "
        "the mutation)"
    )
    assert causes_line(5, 1, 0) == "root causes as expected: 4/5 (4 naming the mutated rule); 1 NOT the mutated rule"
