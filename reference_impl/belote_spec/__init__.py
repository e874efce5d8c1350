"""belote-spec: Belote variants as data, the reference engine that plays them, and a conformance kit.

The public API, for engine authors and tools: the engine interface and its reference engine, what a
Python adapter shares, loading and validating a variant, and running the conformance scenarios in
process. Each name is imported when first used, so `import belote_spec` stays cheap (serve starts
with it).

    from belote_spec import ReferenceEngine, collect, run
    results = run(ReferenceEngine(), [c for c in collect() if c.variant == "french"])
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from belote_spec._version import __version__ as __version__

if TYPE_CHECKING:
    from belote_spec.conformance.runner import CaseResult as CaseResult
    from belote_spec.conformance.runner import run as run
    from belote_spec.conformance.scenarios import Case as Case
    from belote_spec.conformance.scenarios import collect as collect
    from belote_spec.protocol.adapter import DealIn as DealIn
    from belote_spec.protocol.adapter import TrickIn as TrickIn
    from belote_spec.protocol.adapter import read_deal as read_deal
    from belote_spec.protocol.adapter import seeded_deck as seeded_deck
    from belote_spec.protocol.adapter import split_card as split_card
    from belote_spec.protocol.interface import Adapter as Adapter
    from belote_spec.protocol.interface import Engine as Engine
    from belote_spec.protocol.interface import ReferenceEngine as ReferenceEngine
    from belote_spec.protocol.interface import Rejected as Rejected
    from belote_spec.protocol.interface import Unsupported as Unsupported
    from belote_spec.spec.errors import SpecErrors as SpecErrors
    from belote_spec.spec.loader import load_variant as load_variant
    from belote_spec.spec.loader import validate_file as validate_file

#: Each public name and the module that defines it.
_HOMES = {
    "Engine": "belote_spec.protocol.interface",
    "ReferenceEngine": "belote_spec.protocol.interface",
    "Adapter": "belote_spec.protocol.interface",
    "Rejected": "belote_spec.protocol.interface",
    "Unsupported": "belote_spec.protocol.interface",
    "DealIn": "belote_spec.protocol.adapter",
    "TrickIn": "belote_spec.protocol.adapter",
    "read_deal": "belote_spec.protocol.adapter",
    "seeded_deck": "belote_spec.protocol.adapter",
    "split_card": "belote_spec.protocol.adapter",
    "load_variant": "belote_spec.spec.loader",
    "validate_file": "belote_spec.spec.loader",
    "SpecErrors": "belote_spec.spec.errors",
    "Case": "belote_spec.conformance.scenarios",
    "collect": "belote_spec.conformance.scenarios",
    "CaseResult": "belote_spec.conformance.runner",
    "run": "belote_spec.conformance.runner",
}

__all__ = ["__version__", *_HOMES]


def __getattr__(name: str) -> object:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_HOMES[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})
