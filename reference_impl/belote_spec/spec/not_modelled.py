"""Rules no operation of the protocol shows (spec/mutants/not-modelled.yaml): the cut, how the first dealer is
chosen, whether the bottom card is shown. A change to one changes no engine answer because nothing asks, not
because it is equivalent: the perturbation gate reports such a change as not modelled, and `coverage` and the
rulebooks list the rules a variant sets among them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from belote_spec.base.pointer import tokens


def default_path() -> Path:
    from belote_spec.spec.resources import spec_dir

    return spec_dir() / "mutants" / "not-modelled.yaml"


def read(path: Path | None = None) -> dict[str, str]:
    """The rules not modelled, pointer -> reason: entries of `rule` (a pointer) and `reason`. Missing file:
    none; malformed: CommandError (exit 2)."""
    import yaml

    from belote_spec.base.exits import CommandError

    path = default_path() if path is None else path
    try:
        with open(path, encoding="utf-8") as f:
            data = yaml.safe_load(f)
    except FileNotFoundError:
        return {}
    except (OSError, yaml.YAMLError) as e:
        raise CommandError(f"cannot read the rules not modelled {path}: {e}") from None
    out: dict[str, str] = {}
    for i, entry in enumerate(data or []):
        if not (
            isinstance(entry, dict) and all(isinstance(entry.get(k), str) and entry[k] for k in ("rule", "reason"))
        ):
            raise CommandError(f"{path}: entry {i + 1} needs a rule (a pointer) and a reason")
        out[entry["rule"]] = " ".join(entry["reason"].split())
    return out


def set_by(spec: dict[str, Any], rules: dict[str, str] | None = None) -> dict[str, str]:
    """The rules not modelled that the resolved variant `spec` sets (a value at the pointer), with the reason."""
    rules = read() if rules is None else rules
    out = {}
    for pointer, reason in rules.items():
        node: Any = spec
        for key in tokens(pointer):
            node = node.get(key) if isinstance(node, dict) else None
        if node is not None:
            out[pointer] = reason
    return out
