"""What a fault operator is: a mistake real engines make, stated once and bound in every variant where it can
happen. Each binding (a `Site`) breaks one rule of the variant and becomes a mutant of the reference engine:
the variant's compiled rules with that one fault in them. The operators live in this package's family
modules; this module holds only their shape, so that the engine layer never needs to know them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from belote_spec.engine.rules import Rules

# The families, in the order the gate reports them.
FAMILIES: Final = (
    "condition",  # an obligation waived, or added, under a condition the rules do not state
    "wrong-cards",  # an obligation applied to the wrong cards, or a trick judged on the wrong ones
    "legality",  # a check of an action missing: a card not held, out of turn, a bid out of turn ...
    "scoring",  # a score component dropped, doubled, on the wrong side; another rounding or multiplier
    "declarations",  # another comparison or tie-break, a card in two declarations, runs capped ...
    "dealing-bidding",  # other packets, fixed seats, another first speaker, an auction that ends early or late
)


@dataclass(frozen=True)
class Site:
    """One place an operator binds in one variant. `apply` puts the fault into a freshly compiled `Rules` of
    that variant (in place: the gate compiles one per mutant), `rule` is the pointer of the rule it breaks
    (or a generic rule id: turn, card-not-in-hand, phase), `words` says the fault as a player would:
    "follow suit waived when the partner is winning the trick"."""

    rule: str
    words: str
    apply: Callable[[Rules], None]


@dataclass(frozen=True)
class Operator:
    """A fault operator: its id (`waived-when-partner-winning`), its family, what it does in general words,
    and where it binds in a variant's compiled rules (no site: it cannot happen there)."""

    id: str
    family: str
    summary: str
    sites: Callable[[Rules], list[Site]]
