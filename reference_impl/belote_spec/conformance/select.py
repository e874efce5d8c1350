"""Which cases a conformance run takes: `--variant`, `--area`, pytest-style `-k` and cucumber-style
`--tags` expressions.

`-k` reads as pytest reads it: `and`, `or`, `not` and parentheses over words, each word true when it
is a case-insensitive substring of the case's id, its scenario's name or one of its tags. `--tags`
reads as cucumber reads it (the official cucumber-tag-expressions parser): exact tags such as
`@source:S002`. A malformed expression is one line saying where it is wrong (exit 2), never a run
that silently selects nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from belote_spec.base.exits import CommandError
from belote_spec.conformance.scenarios import Case

Predicate = Callable[[Case], bool]


# -- -k ----------------------------------------------------------------------------------------------

_TOKEN = re.compile(r"""\s*(?:(?P<open>\()|(?P<close>\))|"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<word>[^\s()"']+))""")
_KEYWORDS = {"and", "or", "not"}


@dataclass(frozen=True)
class _Tok:
    kind: str  # "(", ")", "and", "or", "not", "word", "end"
    text: str
    col: int  # 1-based column in the expression


def _tokens(expr: str) -> list[_Tok]:
    out, pos = [], 0
    while pos < len(expr):
        if expr[pos:].strip() == "":
            break
        m = _TOKEN.match(expr, pos)
        if m is None:  # an unclosed quote
            col = len(expr) - len(expr[pos:].lstrip()) + 1
            raise CommandError(f"-k {expr!r}: an unclosed quote at column {col}")
        col = m.start(m.lastgroup or 0) + 1
        if m.group("open"):
            out.append(_Tok("(", "(", col))
        elif m.group("close"):
            out.append(_Tok(")", ")", col))
        elif m.group("word") is not None and m.group("word").lower() in _KEYWORDS:
            out.append(_Tok(m.group("word").lower(), m.group("word"), col))
        else:
            text = next(g for g in (m.group("dq"), m.group("sq"), m.group("word")) if g is not None)
            out.append(_Tok("word", text, col))
        pos = m.end()
    out.append(_Tok("end", "", len(expr) + 1))
    return out


class _KParser:
    """expr := or; or := and ('or' and)*; and := not ('and' not)*; not := 'not' not | '(' expr ')' | word."""

    def __init__(self, expr: str) -> None:
        self.expr = expr
        self.toks = _tokens(expr)
        self.i = 0

    def fail(self, what: str) -> CommandError:
        tok = self.toks[self.i]
        found = "the end" if tok.kind == "end" else repr(tok.text)
        return CommandError(f"-k {self.expr!r}: expected {what} at column {tok.col}, found {found}")

    def peek(self) -> str:
        return self.toks[self.i].kind

    def parse(self) -> Callable[[Sequence[str]], bool]:
        if self.peek() == "end":
            return lambda hay: True  # as pytest: an empty -k selects everything
        node = self.or_()
        if self.peek() != "end":
            raise self.fail("'and', 'or' or ')'" if self.peek() != ")" else "the end (a ')' with no '(')")
        return node

    def or_(self) -> Callable[[Sequence[str]], bool]:
        parts = [self.and_()]
        while self.peek() == "or":
            self.i += 1
            parts.append(self.and_())
        return parts[0] if len(parts) == 1 else (lambda hay: any(p(hay) for p in parts))

    def and_(self) -> Callable[[Sequence[str]], bool]:
        parts = [self.not_()]
        while self.peek() == "and":
            self.i += 1
            parts.append(self.not_())
        return parts[0] if len(parts) == 1 else (lambda hay: all(p(hay) for p in parts))

    def not_(self) -> Callable[[Sequence[str]], bool]:
        kind = self.peek()
        if kind == "not":
            self.i += 1
            inner = self.not_()
            return lambda hay: not inner(hay)
        if kind == "(":
            self.i += 1
            inner = self.or_()
            if self.peek() != ")":
                raise self.fail("')'")
            self.i += 1
            return inner
        if kind == "word":
            word = self.toks[self.i].text.lower()
            self.i += 1
            return lambda hay: any(word in h for h in hay)
        raise self.fail("a word, 'not' or '('")


def keyword_expression(expr: str) -> Predicate:
    """`-k EXPR` as a predicate on cases; CommandError (exit 2) says where a malformed one is wrong."""
    match = _KParser(expr).parse()

    def predicate(case: Case) -> bool:
        hay = [
            case.id.lower(),
            case.scenario.name.lower(),
            *(t.lower() for t in case.scenario.tags),
            *(f"@{t}".lower() for t in case.scenario.tags),
        ]
        return match(hay)

    return predicate


# -- --tags ------------------------------------------------------------------------------------------


def tag_expression(expr: str) -> Predicate:
    """`--tags EXPR` as cucumber reads it: exact tags (with their @), and/or/not/parentheses."""
    from cucumber_tag_expressions import TagExpressionError, parse

    try:
        parsed = parse(expr)
    except TagExpressionError as e:
        raise CommandError(f"--tags {expr!r}: {_one_line(str(e))}") from None

    def predicate(case: Case) -> bool:
        return bool(parsed.evaluate([f"@{t}" if not t.startswith("@") else t for t in case.scenario.tags]))

    return predicate


def _one_line(message: str) -> str:
    """cucumber's message draws a caret under the fault on a third line: say the column instead."""
    lines = message.splitlines()
    head = lines[0].rstrip(".")
    for line in lines[1:]:
        if "^" in line:
            return f"{head} at column {line.index('^') - len('Expression: ') + 1}"
    return head


# -- variants ----------------------------------------------------------------------------------------


def canonical_variant(name: str) -> str:
    """The variant id a name stands for (an id or an alias), as `show` and `play` resolve it; a name
    that is no variant is returned as given, so the caller can say which ones it knows."""
    from belote_spec.spec.errors import SpecErrors
    from belote_spec.spec.loader import canonical_variant_id

    try:
        return canonical_variant_id(name)
    except SpecErrors:
        return name


# -- all together ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Selection:
    """What the command line asked for, as the report records it."""

    variants: tuple[str, ...] = ()
    areas: tuple[str, ...] = ()
    keyword: str | None = None
    tags: str | None = None

    def describe(self) -> str:
        parts = [f"--variant {v}" for v in self.variants] + [f"--area {a}" for a in self.areas]
        if self.keyword is not None:
            parts.append(f"-k {self.keyword!r}")
        if self.tags is not None:
            parts.append(f"--tags {self.tags!r}")
        return " ".join(parts)


def select(cases: Iterable[Case], selection: Selection, known_variants: Iterable[str] = ()) -> list[Case]:
    """The cases the selection takes, in their order; an unknown variant or area is a CommandError (a typo
    must not read as "nothing to check"), a mistake in a selected scenario SpecErrors (check_authored).
    `known_variants` are variants the caller knows exist even where no case runs against them."""
    cases = list(cases)
    keyword = keyword_expression(selection.keyword) if selection.keyword is not None else None
    tags = tag_expression(selection.tags) if selection.tags is not None else None
    for option, asked, known in (
        ("variant", selection.variants, {c.variant for c in cases} | set(known_variants)),
        ("area", selection.areas, {a for c in cases for a in c.areas}),
    ):
        unknown = sorted(set(asked) - known)
        if unknown:
            raise CommandError(f"no scenario has {option} {', '.join(unknown)} (known: {', '.join(sorted(known))})")
    out = []
    for c in cases:
        if selection.variants and c.variant not in selection.variants:
            continue
        if selection.areas and not set(c.areas) & set(selection.areas):
            continue
        if keyword is not None and not keyword(c):
            continue
        if tags is not None and not tags(c):
            continue
        out.append(c)
    check_authored(out)
    return out


def check_authored(cases: Sequence[Case]) -> None:
    """SpecErrors (exit 2) for a selected scenario the run cannot fairly lay on the engine: a step no
    definition matches, or a user's scenario that cites no source, misquotes it or names an unknown one."""
    from belote_spec.conformance.scenario_checks import scenario_errors
    from belote_spec.conformance.steps import undefined_steps
    from belote_spec.spec.errors import SpecErrors

    scenarios = {(c.scenario.path, c.scenario.line, c.scenario.example): c.scenario for c in cases}
    errors = [*scenario_errors(cases), *undefined_steps(scenarios.values())]
    if errors:
        raise SpecErrors(sorted(dict.fromkeys(errors), key=lambda e: (e.file, e.line, e.col, e.message)))
