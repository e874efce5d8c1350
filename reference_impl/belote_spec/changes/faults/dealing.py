"""Fault operators of the family ... (changes/faults/model.py)."""

from __future__ import annotations

from belote_spec.changes.faults.model import Operator

OPERATORS: tuple[Operator, ...] = ()
