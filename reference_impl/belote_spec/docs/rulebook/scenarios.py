"""A folder's feature files as Markdown for reading: headings for Feature/Rule/Scenario, steps as lists,
data tables as tables, `Source` lines as quotes that wrap, cards with suit symbols (7H -> 7♥).

Line-based on purpose: the files are the runner's own Gherkin (gherkin-official has already parsed them
when the Library was read), and a reader's page only needs each keyword's place. Every Scenario line the
rulebooks link to gets its anchor (Pins.anchors), so a rule's "pinned by" opens at the scenario.
"""

from __future__ import annotations

import re

from belote_spec.docs.rulebook.examples import SYMBOLS

CARD = re.compile(r"(?<![\w/])(10|[2-9JQKA])([CDHS])(?![\w/])")
STEP = re.compile(r"^(Given|When|Then|And|But|\*)\s+(.*)$")
SOURCE = re.compile(r"^Source\s+([^:]+):\s*(.*)$")
HEADINGS = {
    "Feature": "##",
    "Rule": "###",
    "Background": "###",
    "Scenario": "###",
    "Scenario Outline": "###",
    "Scenario Template": "###",
    "Example": "###",
    "Examples": "####",
    "Scenarios": "####",
}
_SPECIAL = re.compile(r"([\\`*_\[\]<>|~])")


def esc(text: str) -> str:
    return _SPECIAL.sub(r"\\\1", text)


def cards(text: str) -> str:
    """Card names in a step or a table as a player reads them: AC KC 10H -> A♣ K♣ 10♥."""
    return CARD.sub(lambda m: m[1] + SYMBOLS[m[2]], text)


def _heading(line: str) -> tuple[str, str] | None:
    keyword, sep, rest = line.partition(":")
    if sep and keyword.strip() in HEADINGS:
        return keyword.strip(), rest.strip()
    return None


def _cells(line: str) -> list[str]:
    inner = line.strip()[1:-1] if line.strip().endswith("|") else line.strip()[1:]
    return [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", inner)]


def _rows(lines: list[str], i: int) -> tuple[list[list[str]], int]:
    """The cells of the data table whose first row is lines[i], and the index of the line after it."""
    rows = []
    while i < len(lines) and lines[i].strip().startswith("|"):
        rows.append(_cells(lines[i]))
        i += 1
    return rows, i


def _doc_string(lines: list[str], i: int, fence: str) -> tuple[list[str], int]:
    """The lines of a doc string from lines[i] up to its closing `fence`, and the index of the line after that."""
    body = []
    while i < len(lines) and not lines[i].strip().startswith(fence):
        body.append(lines[i].strip())
        i += 1
    return body, i + 1


def _heading_lines(keyword: str, title: str, anchor: str | None, tags: list[str]) -> list[str]:
    """A Feature/Rule/Scenario... line as a heading, after its anchor (if a rulebook links to it), before its tags."""
    out = [f'<a id="{anchor}"></a>', ""] if anchor is not None else []
    level = HEADINGS[keyword]
    shown = esc(title) if keyword in ("Feature", "Scenario") else f"{keyword}: {esc(title)}" if title else keyword
    out += [f"{level} {shown}", ""]
    if tags:
        out += ["<small>" + " ".join(f"`{t}`" for t in tags) + "</small>", ""]
    return out


def _table_lines(rows: list[list[str]]) -> list[str]:
    """A data table as a Markdown table, its first row the header, short rows padded."""
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    out = ["| " + " | ".join(esc(cards(c)) for c in rows[0]) + " |", "|" + "---|" * width]
    out += ["| " + " | ".join(esc(cards(c)) for c in r) + " |" for r in rows[1:]]
    out.append("")
    return out


def feature(text: str, anchors: dict[int, str]) -> list[str]:
    """One feature file as Markdown lines; `anchors` maps a Scenario's line number to its id."""
    out: list[str] = []
    lines = text.splitlines()
    i = 0
    tags: list[str] = []
    in_list = False

    prose: int | None = None  # the indentation of the description being read, None between blocks

    def close_list() -> None:
        nonlocal in_list, prose
        if in_list or prose is not None:
            out.append("")
        in_list, prose = False, None

    while i < len(lines):
        number, raw = i + 1, lines[i]
        line = raw.strip()
        i += 1
        if not line or line.startswith("#"):
            close_list()
            continue
        if line.startswith("@"):
            tags += line.split()
            continue
        head = _heading(line)
        if head:
            close_list()
            out += _heading_lines(*head, anchors.get(number), tags)
            tags = []
            continue
        if line.startswith("|"):
            rows, i = _rows(lines, i - 1)
            close_list()
            out += _table_lines(rows)
            continue
        if line.startswith(('"""', "```")):
            body, i = _doc_string(lines, i, line[:3])
            close_list()
            out += ["```", *body, "```", ""]
            continue
        source = SOURCE.match(line)
        if source:
            close_list()
            out += [f"> **Source {esc(source[1])}:** {esc(source[2])}", ""]  # a quote: wraps, kept verbatim
            continue
        step = STEP.match(line)
        if step:
            in_list = True
            out.append(f"- **{step[1]}** {esc(cards(step[2]))}")
            continue
        indent = len(raw) - len(raw.lstrip())
        if prose is not None and indent > prose:  # an indented line under a description: a list of its own
            if not in_list:
                out.append("")
            in_list = True
            out.append(f"- {esc(cards(line))}")
            continue
        if in_list:
            close_list()
        if prose is None:
            prose = indent
        out.append(esc(cards(line)))  # consecutive lines flow as one paragraph
    close_list()
    return out
