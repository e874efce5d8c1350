"""Shared fixtures: the engine under test (reference by default) and the scenario context."""

from __future__ import annotations

import signal
from collections.abc import Callable
from pathlib import Path

import pytest

from belote_spec.conformance.steps import Context, finish
from belote_spec.protocol.connect import load_engine
from belote_spec.protocol.interface import Engine
from belote_spec.spec.loader import variant_view

TAG_MARKS = ("variant", "area", "source", "incidental")

# A test run started as a background job of a non-interactive shell ignores SIGINT, and so would every command the
# tests start (an ignored signal stays ignored through exec): the tests that stop a command with Ctrl-C would wait
# for it in vain. A handler of this process's own is reset to the default in each command it starts.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

# The modules whose items take seconds to a minute each, longest first (measured with --durations). They
# run first, so that under `pytest -n 2 --dist worksteal` what is left at the end of the run is thousands
# of millisecond items the idle worker can steal, not one minute-long item keeping a worker busy alone.
# Each module stays whole (its module-scoped fixtures are set up once per worker, as before).
SLOW_FIRST = (
    "test_shard.py",
    "test_engine_pages.py",
    "test_spanish_gaps.py",
    "test_protocol_serve.py",
    "test_perturbation_gate.py",
    "test_fault_gate.py",
    "test_identify.py",
    "test_conformance_cli.py",
    "test_causes.py",
    "test_identify_shard.py",
    "test_harnesses.py",
    "test_perturbation_kill.py",
)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--engine",
        default=None,
        help="the engine the scenarios run against: python:module:attribute (default: the reference engine)",
    )


def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> object:
    """@variant:ID, @area:NAME, @source:ID and @incidental:KIND become parametrised marks, not unknown markers."""
    key, sep, value = tag.partition(":")
    if sep and key in TAG_MARKS:
        getattr(pytest.mark, key)(value)(function)
        return True
    return None


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A scenario runs once per @variant tag."""
    variants = [m.args[0] for m in metafunc.definition.iter_markers("variant")]
    if variants:
        if "variant_id" not in metafunc.fixturenames:
            metafunc.fixturenames.append("variant_id")
        metafunc.parametrize("variant_id", sorted(set(variants)))


# Test functions measured slow (tests/slow_tests.txt, from `pytest --durations=0`): with the SLOW_FIRST modules,
# what `pytest -m "not slow"` leaves out.
SLOW_TESTS = frozenset(
    line.strip()
    for line in (Path(__file__).parent / "slow_tests.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules of SLOW_FIRST first, in that order, every other module after them in its usual order. Their
    items, and the functions of SLOW_TESTS, are marked `slow`, so `pytest -m "not slow"` is the quick subset."""
    rank = {name: i for i, name in enumerate(SLOW_FIRST)}
    for item in items:
        if item.path.name in rank or item.nodeid.partition("[")[0] in SLOW_TESTS:
            item.add_marker(pytest.mark.slow)
    items.sort(key=lambda item: rank.get(item.path.name, len(SLOW_FIRST)))


@pytest.fixture(scope="session")
def shared_runs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder where a command several tests read is run once per session (tests/shared_runs.py)."""
    from shared_runs import folder

    return folder(tmp_path_factory)


@pytest.fixture(scope="session")
def engine(request: pytest.FixtureRequest) -> Engine:
    return load_engine(request.config.getoption("--engine"))


@pytest.fixture
def variant_id() -> str:
    pytest.fail("this scenario has no @variant: tag")


@pytest.fixture
def conformance_ctx(engine: Engine, variant_id: str):
    ctx = Context(engine=engine, variant=variant_id, spec=variant_view(variant_id))
    yield ctx
    finish(ctx)
