"""One definition of the keys that document a variant rather than set a rule, read the same by every reader."""

from __future__ import annotations

from belote_spec.changes import perturb
from belote_spec.docs.diff import rules_diff
from belote_spec.docs.rulebook import phrases
from belote_spec.spec import semantics
from belote_spec.spec.variant_keys import ANNOTATION_KEYS, DOCUMENTATION_KEYS, VARIANT_META_KEYS


def test_every_reader_uses_the_one_definition() -> None:
    # A reader with a copy of its own can miss a key (`evidence`) that the others count as documentation.
    assert semantics._NOT_RULES == DOCUMENTATION_KEYS
    assert (rules_diff.DOC_KEYS, rules_diff.META_KEYS, phrases.META_KEYS) == (
        ANNOTATION_KEYS,
        VARIANT_META_KEYS,
        ANNOTATION_KEYS,
    )
    assert "evidence" in DOCUMENTATION_KEYS and "cite" in DOCUMENTATION_KEYS and "deck" not in DOCUMENTATION_KEYS


def test_a_perturbation_never_touches_an_erratum_s_evidence() -> None:
    assert perturb.strip_docs({"deck": {"evidence": [{"source": "S1"}], "ranks": ["A"]}}) == {"deck": {"ranks": ["A"]}}
