"""The catalog of faults found in real engines (spec/faults/): schema-checked facts, each tied to a fault operator
that binds, in the claimed variant, at the rule the fault breaks; errors positioned, all at once."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from belote_spec.changes.fault_catalog import CHANGED_VALUE, check_catalog
from belote_spec.changes.faults import BY_ID

_GOOD_ENGINE = """engine:
  name: Some engine
  source: {repository: someone/belote, commit: 0123456789abcdef0123456789abcdef01234567}
  language: Python
  claims: french
"""


def test_the_shipped_catalog_holds_and_is_wide_enough() -> None:
    """Issue 31: at least 60 faults from at least 10 engines, each operator real and binding where it says."""
    faults, errors = check_catalog()
    assert errors == [], "\n".join(map(str, errors))
    engines = Counter(f.source for f in faults)
    assert len(faults) >= 60 and len(engines) >= 10, (len(faults), engines)
    assert all(f.operator in BY_ID or f.operator == CHANGED_VALUE for f in faults)
    assert all(f.claims in f.binds for f in faults)


def test_every_mistake_of_a_catalog_file_is_reported_at_its_place(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(
        _GOOD_ENGINE
        + """faults:
  - id: a-one
    location: src/rules.py:12
    does: the engine lets any card be played
    breaks: card-not-in-hand
    operator: no-such-operator
    binds: [french]
  - id: a-two
    location: no line here
    does: short
    breaks: /play/obligations/follow_suit
    operator: waived-when-partner-winning
    binds: [french]
""",
        encoding="utf-8",
    )
    (tmp_path / "b.yaml").write_text(_GOOD_ENGINE.replace("french", "no-such-variant") + "faults: []\n")
    _, errors = check_catalog(tmp_path)
    text = "\n".join(map(str, errors))
    a, b = str(tmp_path / "a.yaml"), str(tmp_path / "b.yaml")
    assert f"{a}:14:15: /faults/1/location:" in text, text  # the schema's pattern, where the value is
    assert f"{a}:15:11: /faults/1/does:" in text, text
    assert f"{b}:" in text and "/faults" in text  # an empty list of faults: minItems
    assert len(errors) >= 3


def test_an_unknown_operator_and_wrong_binds_are_errors(tmp_path: Path) -> None:
    known = next(iter(BY_ID), None)
    (tmp_path / "a.yaml").write_text(
        _GOOD_ENGINE
        + """faults:
  - id: a-one
    location: src/rules.py:12
    does: the engine lets any card be played
    breaks: card-not-in-hand
    operator: no-such-operator
    binds: [french]
""",
        encoding="utf-8",
    )
    _, errors = check_catalog(tmp_path)
    assert [e.pointer for e in errors] == ["/faults/0/operator"], errors
    assert "no fault operator 'no-such-operator'" in errors[0].message and errors[0].line == 11
    if known is None:
        return
    (tmp_path / "a.yaml").write_text(
        _GOOD_ENGINE.replace("french", "bela")
        + f"""faults:
  - id: a-one
    location: src/rules.py:12
    does: the engine lets any card be played
    breaks: /no/such/rule
    operator: {known}
    binds: [bela]
""",
        encoding="utf-8",
    )
    _, errors = check_catalog(tmp_path)
    assert [e.pointer for e in errors] == ["/faults/0/breaks"], errors


def test_validate_checks_the_catalog(shared_runs: Path) -> None:
    from shared_runs import validate_shipped

    proc = validate_shipped(shared_runs)
    assert proc.returncode == 0, proc.stderr
    assert "faults of" in proc.stdout and "engines)" in proc.stdout
