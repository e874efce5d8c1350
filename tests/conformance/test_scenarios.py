"""Every scenario in features/ run by pytest-bdd, through the engine interface.

The step definitions are the package's own (belote_spec.conformance.steps), bound here to
pytest-bdd so that `pytest` and `belote-spec conformance` give every step the same meaning.
"""

from __future__ import annotations

import inspect
from typing import Any

from pytest_bdd import given, parsers, scenarios, then, when

from belote_spec.conformance.steps import REGISTRY, StepDef, before_step
from belote_spec.spec.resources import features_dir

DECORATORS = {"given": given, "when": when, "then": then}


def _bind(sd: StepDef) -> None:
    params = [p for name, p in inspect.signature(sd.func).parameters.items() if name != "ctx"]

    def step_function(**kwargs: Any) -> None:
        ctx = kwargs.pop("conformance_ctx")
        before_step(ctx, sd)
        sd.func(ctx, **kwargs)

    step_function.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [inspect.Parameter("conformance_ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD), *params]
    )
    step_function.__name__ = sd.func.__name__
    DECORATORS[sd.type](parsers.re(sd.pattern.pattern), stacklevel=2)(step_function)


for _sd in REGISTRY:
    _bind(_sd)

scenarios(str(features_dir()))
