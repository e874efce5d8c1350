"""A reader for the part of Gherkin the scenarios use, so the runner needs no test framework.

Supports tags, Feature/Rule/Background/Scenario/Scenario Outline with Examples (tags on Examples too),
descriptions, Given/When/Then/And/But/* steps, data tables and doc strings, and comments.
`tests/` checks that it reads every feature file the way pytest-bdd's parser does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

STEP_WORDS = ("Given", "When", "Then", "And", "But", "*")


class GherkinError(ValueError):
    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}")


@dataclass
class Step:
    type: str  # given, when, then
    keyword: str
    text: str
    line: int
    datatable: list[list[str]] | None = None
    docstring: str | None = None


@dataclass
class Scenario:
    name: str
    line: int
    tags: list[str]  # its own tags and those it inherits from the Feature, Rule and Examples
    description: str
    steps: list[Step]
    path: str
    feature: str
    example: int | None = None  # index of the Examples row for an outline


@dataclass
class Feature:
    path: str
    name: str
    tags: list[str]
    description: str
    scenarios: list[Scenario] = field(default_factory=list)


_TABLE_CELL = re.compile(r"(?<!\\)\|")


def _cells(line: str) -> list[str]:
    inner = line.strip()[1:-1] if line.strip().endswith("|") else line.strip()[1:]
    return [c.strip().replace("\\|", "|").replace("\\n", "\n").replace("\\\\", "\\") for c in _TABLE_CELL.split(inner)]


def parse_feature(path: Path | str, text: str | None = None) -> Feature:
    path = Path(path)
    text = path.read_text(encoding="utf-8") if text is None else text
    lines = text.splitlines()
    name = str(path)
    feature: Feature | None = None
    pending_tags: list[str] = []
    rule_tags: list[str] = []
    background: list[Step] = []
    # The block being read: ("background"|"scenario"|"outline"|"examples"|"feature"|"rule", data)
    block: str = ""
    current: dict | None = None
    outlines: list[dict] = []
    i = 0

    def fail(msg: str) -> GherkinError:
        return GherkinError(name, i + 1, msg)

    def close() -> None:
        nonlocal current
        if current is None:
            return
        if current["kind"] == "scenario":
            assert feature is not None
            feature.scenarios.append(Scenario(current["name"], current["line"], current["tags"],
                                              "\n".join(current["desc"]).strip(), background_copy() + current["steps"],
                                              name, feature.name))
        elif current["kind"] == "outline":
            outlines.append(current)
            expand(current)
        current = None

    def background_copy() -> list[Step]:
        return [Step(s.type, s.keyword, s.text, s.line, s.datatable, s.docstring) for s in background]

    def expand(outline: dict) -> None:
        assert feature is not None
        n = 0
        for ex in outline["examples"]:
            if not ex["rows"]:
                continue
            header, *rows = ex["rows"]
            for row in rows:
                values = dict(zip(header, row, strict=True))

                def sub(s: str, values: dict[str, str] = values) -> str:
                    return re.sub(r"<([^<>]+)>", lambda m: values.get(m.group(1), m.group(0)), s)

                steps = [Step(s.type, s.keyword, sub(s.text), s.line,
                              [[sub(c) for c in r] for r in s.datatable] if s.datatable else None,
                              sub(s.docstring) if s.docstring else None) for s in outline["steps"]]
                feature.scenarios.append(Scenario(sub(outline["name"]), outline["line"], outline["tags"] + ex["tags"],
                                                  "\n".join(outline["desc"]).strip(), background_copy() + steps,
                                                  name, feature.name, n))
                n += 1

    last_type = "given"
    while i < len(lines):
        raw = lines[i]
        line = raw.strip()
        if not line or line.startswith("#"):
            i += 1
            continue
        if line.startswith("@"):
            pending_tags += [t[1:] for t in line.split("#")[0].split()]
            i += 1
            continue
        head, _, rest = line.partition(":")
        head = head.strip()
        if head == "Feature" and feature is None:
            feature = Feature(name, rest.strip(), pending_tags, "")
            pending_tags = []
            block = "feature"
            desc: list[str] = []
            i += 1
            while i < len(lines) and not _is_keyword_line(lines[i]):
                if not lines[i].strip().startswith("#"):
                    desc.append(lines[i].strip())
                i += 1
            feature.description = "\n".join(desc).strip()
            continue
        if feature is None:
            raise fail("expected 'Feature:' first")
        if head == "Rule":
            close()
            rule_tags = pending_tags
            pending_tags = []
            block = "rule"
            i += 1
            while i < len(lines) and not _is_keyword_line(lines[i]):
                i += 1
            continue
        if head == "Background":
            close()
            background = []
            current = {"kind": "background", "steps": background, "desc": []}
            block = "background"
            pending_tags = []
            i += 1
            continue
        if head in ("Scenario", "Example", "Scenario Outline", "Scenario Template"):
            close()
            kind = "outline" if head in ("Scenario Outline", "Scenario Template") else "scenario"
            tags = feature.tags + rule_tags + pending_tags
            current = {"kind": kind, "name": rest.strip(), "line": i + 1, "tags": tags,
                       "desc": [], "steps": [], "examples": []}
            pending_tags = []
            block = kind
            i += 1
            while i < len(lines) and not _is_keyword_line(lines[i]):
                if not lines[i].strip().startswith("#"):
                    current["desc"].append(lines[i].strip())
                i += 1
            continue
        if head in ("Examples", "Scenarios"):
            if current is None or current["kind"] != "outline":
                raise fail("'Examples:' outside a Scenario Outline")
            current["examples"].append({"tags": pending_tags, "rows": []})
            pending_tags = []
            block = "examples"
            i += 1
            continue
        if line.startswith("|"):
            if block == "examples":
                current["examples"][-1]["rows"].append(_cells(line))  # type: ignore[index]
            elif current is not None and current["steps"]:
                step = current["steps"][-1]
                step.datatable = (step.datatable or []) + [_cells(line)]
            else:
                raise fail("a table row outside a step or Examples")
            i += 1
            continue
        if line.startswith('"""') or line.startswith("```"):
            fence = line[:3]
            indent = len(raw) - len(raw.lstrip())
            body = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(fence):
                body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i].strip())
                i += 1
            if i == len(lines):
                raise fail("unterminated doc string")
            if current is None or not current["steps"]:
                raise fail("a doc string outside a step")
            current["steps"][-1].docstring = "\n".join(body)
            i += 1
            continue
        word = line.split(" ", 1)[0]
        if word in STEP_WORDS:
            if current is None:
                raise fail("a step outside a Scenario or Background")
            text = line[len(word):].strip()
            if word in ("Given", "When", "Then"):
                last_type = word.lower()
            current["steps"].append(Step(last_type, word, text, i + 1))
            i += 1
            continue
        raise fail(f"cannot read this line: {line!r}")
    close()
    if feature is None:
        raise GherkinError(name, 1, "no 'Feature:' in this file")
    return feature


def _is_keyword_line(raw: str) -> bool:
    line = raw.strip()
    if not line or line.startswith("#"):
        return False
    if line.startswith(("@", "|", '"""', "```")):
        return True
    head = line.split(":", 1)[0].strip() if ":" in line else ""
    if head in ("Feature", "Rule", "Background", "Scenario", "Example", "Scenario Outline", "Scenario Template",
                "Examples", "Scenarios"):
        return True
    return line.split(" ", 1)[0] in STEP_WORDS


def read_features(root: Path) -> list[Feature]:
    return [parse_feature(p) for p in sorted(root.rglob("*.feature"))]
