"""docs/implementers.md's worked examples are real traffic: every block is replayed against the reference
engine (in process and through a real `belote-spec serve`) and must get exactly the documented answers; every
operation has one, and every line is valid against the protocol schemas."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import jsonschema
import pytest

from belote_spec.protocol.definition import OPERATIONS
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.server import answer
from belote_spec.spec.loader import shipped_variant_ids
from belote_spec.spec.resources import schemas_dir

DOC = Path(__file__).resolve().parents[2] / "docs" / "implementers.md"
SERVE = [sys.executable, "-m", "belote_spec", "serve"]


def blocks() -> list[list[tuple[str, str]]]:
    """Every ```protocol block of the guide, as (request line, answer line) pairs."""
    out = []
    for body in re.findall(r"```protocol\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S):
        lines = body.strip("\n").split("\n")
        assert len(lines) % 2 == 0 and all(
            a.startswith("> ") and b.startswith("< ") for a, b in zip(lines[::2], lines[1::2], strict=True)
        ), body[:200]
        out.append([(a[2:], b[2:]) for a, b in zip(lines[::2], lines[1::2], strict=True)])
    return out


BLOCKS = blocks()


@cache
def _validator(name: str, ref: str | None = None) -> jsonschema.Draft202012Validator:
    schema = json.loads((schemas_dir() / f"{name}.schema.json").read_text(encoding="utf-8"))
    if ref is not None:
        schema = {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": f"#/$defs/{ref}"}
    return jsonschema.Draft202012Validator(schema)


def test_every_operation_has_a_worked_example_with_its_result() -> None:
    answered: dict[str, set[str]] = {}
    for block in BLOCKS:
        for request, reply in block:
            op = json.loads(request)["op"]
            answered.setdefault(op, set()).update(k for k in json.loads(reply) if k != "id")
    assert set(answered) == {*OPERATIONS, "hello"}
    assert all("result" in kinds for kinds in answered.values()), answered
    assert {"rejected", "skip", "error"} <= set().union(*answered.values())


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: json.loads(b[0][0])["op"] + f"-{len(b)}")
def test_a_worked_example_replays_exactly_against_the_reference(block: list[tuple[str, str]]) -> None:
    engine, variants = ReferenceEngine(), shipped_variant_ids()  # one session per block, from a fresh engine
    for request, reply in block:
        assert answer(engine, request, variants) == json.loads(reply), request[:200]


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: json.loads(b[0][0])["op"] + f"-{len(b)}")
def test_a_worked_example_is_valid_against_the_protocol_schemas(block: list[tuple[str, str]]) -> None:
    for request, reply in block:
        req, rep = json.loads(request), json.loads(reply)
        assert not list(_validator("protocol-response").iter_errors(rep))
        if "error" in rep:
            continue  # an example of a request that is not the protocol's
        assert not list(_validator("protocol-request").iter_errors(req)), request[:200]
        if "result" in rep:
            which = ("protocol-hello", None) if req["op"] == "hello" else ("protocol-results", req["op"])
            if which[1] is None or which[1] in _validator("protocol-results").schema["$defs"]:
                assert not list(_validator(*which).iter_errors(rep["result"])), reply[:200]


def test_the_worked_examples_are_what_a_real_serve_answers() -> None:
    for block in BLOCKS:
        lines = "".join(request + "\n" for request, _ in block)
        done = subprocess.run(SERVE, input=lines, capture_output=True, text=True, timeout=120, check=True)
        got = [json.loads(line) for line in done.stdout.splitlines()]
        assert got == [json.loads(reply) for _, reply in block], block[0][0][:200]


def test_the_guide_says_when_to_answer_error_rejected_or_skip_the_units_of_held_and_what_each_command_needs() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert "### error, rejected or skip" in text
    assert "**Units of `held`**: deal points" in text
    table = text.split("## What each command needs", 1)[1].split("\n## ", 1)[0]
    for command in ("`conformance`, area `scoring`", "`fuzz`", "`identify`", "`perft`"):
        assert f"| {command} |" in table, command
    assert "### Versions and the handshake" in text and '"versions": [1, 2]' in text


def test_the_readme_perft_synopsis_names_its_variant_arguments() -> None:
    readme = (DOC.parents[1] / "README.md").read_text(encoding="utf-8")
    assert "`belote-spec perft [VARIANT ...] [--engine ...] [--update]`" in readme
