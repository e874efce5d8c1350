"""What an identify Reference remembers stays bounded however many variants it is asked of: a Reference shared by
a test module or a whole run held every variant's perturbations and their answers (a pytest worker at 1.9 GB)."""

from __future__ import annotations

from belote_spec.diagnose.identify import core
from belote_spec.diagnose.identify.core import Reference


def test_a_reference_keeps_the_perturbations_of_the_last_variants_asked_and_their_answers() -> None:
    ref = Reference()
    first, *others = ref.names[: core.KEPT_VARIANTS + 1]
    found, compiled = ref.perturbed(first)
    ref.play_perturbed(first, found[0], compiled[0], [0, 1])
    assert f"{first} {found[0].key}" in ref._memo
    for v in others:
        ref.perturbed(v)
    assert list(ref._perturbed) == others  # the oldest went, with its answers
    assert not any(k.startswith(f"{first} ") for k in ref._memo)
    again, _ = ref.perturbed(first)  # asked again, made again: the same perturbations
    assert [q.key for q in again] == [q.key for q in found]
    assert list(ref._perturbed) == [*others[1:], first]


def test_a_reference_keeps_the_answers_of_the_last_rule_sets_asked() -> None:
    ref = Reference()
    variant = ref.names[0]
    i = next(i for i, a in ref.answers[variant].items() if a is not None)  # a position the variant answers
    specs, answers = [], []
    for n in range(core.KEPT_SPECS + 2):
        spec = dict(ref.specs[variant])
        spec["match"] = {**spec["match"], "target": 2000 + n}  # another rule set to remember
        specs.append(spec)
        answers.append(ref.play_spec(spec, [i])[i])
    assert len(ref._by_spec) == core.KEPT_SPECS
    again = ref.play_spec(specs[0], [i])[i]  # forgotten, played again: the same answer
    assert again is not None and answers[0] is not None and again is not answers[0] and again.same(answers[0])
