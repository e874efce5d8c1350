"""The kit's model of a feature file, read by the official Gherkin parser (gherkin-official).

Parsing is the library's; this module only adapts its AST to the model the rest of the kit uses:
each Scenario carries the Background steps before its own, the tags it inherits (Feature, Rule,
Examples), its outline values substituted, and `example`, the index of its Examples row.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser
from gherkin.parser_types import GherkinDocument

# The step type a Given/When/Then keyword sets; And/But/* keep the previous step's type.
_STEP_TYPES = {"Context": "given", "Action": "when", "Outcome": "then"}


class GherkinError(ValueError):
    def __init__(self, path: str, line: int, message: str, column: int | None = None) -> None:
        where = f"{path}:{line}" if column is None else f"{path}:{line}:{column}"
        super().__init__(f"{where}: {message}")
        self.path, self.line, self.column, self.message = path, line, column, message


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


def _tags(node: dict[str, Any]) -> list[str]:
    return [t["name"][1:] for t in node.get("tags", [])]


def _description(node: dict[str, Any]) -> str:
    """The description with each line's indentation dropped, as the scenarios' source notes are read."""
    return "\n".join(line.strip() for line in node.get("description", "").splitlines()).strip()


def _steps(
    background: list[dict[str, Any]], nodes: list[dict[str, Any]], values: dict[str, str] | None = None
) -> list[Step]:
    """Background then own steps; an outline's values fill only its own steps, as Gherkin's compiler does."""
    out: list[Step] = []
    last = "given"
    for i, node in enumerate(background + nodes):
        fill = values if i >= len(background) else None

        def sub(s: str, fill: dict[str, str] | None = fill) -> str:
            for name, value in (fill or {}).items():
                s = s.replace(f"<{name}>", value)
            return s

        last = _STEP_TYPES.get(node["keywordType"], last)
        table = node.get("dataTable")
        doc = node.get("docString")
        out.append(
            Step(
                last,
                node["keyword"].strip(),
                sub(node["text"]),
                node["location"]["line"],
                [[sub(c["value"]) for c in row["cells"]] for row in table["rows"]] if table else None,
                sub(doc["content"]) if doc else None,
            )
        )
    return out


def _scenarios(
    children: list[dict[str, Any]], inherited: list[str], background: list[dict[str, Any]], path: str, feature: str
) -> list[Scenario]:
    out: list[Scenario] = []
    for child in children:
        if "background" in child:
            background = background + child["background"]["steps"]
        elif "rule" in child:
            rule = child["rule"]
            out += _scenarios(rule["children"], inherited + _tags(rule), background, path, feature)
        else:
            node = child["scenario"]
            tags = inherited + _tags(node)
            line = node["location"]["line"]
            if not node.get("examples"):
                out.append(
                    Scenario(
                        node["name"], line, tags, _description(node), _steps(background, node["steps"]), path, feature
                    )
                )
                continue
            n = 0
            for examples in node["examples"]:
                header = [c["value"] for c in (examples.get("tableHeader") or {}).get("cells", [])]
                for row in examples.get("tableBody", []):
                    values = dict(zip(header, (c["value"] for c in row["cells"]), strict=True))
                    name = node["name"]
                    for key, value in values.items():
                        name = name.replace(f"<{key}>", value)
                    out.append(
                        Scenario(
                            name,
                            line,
                            tags + _tags(examples),
                            _description(node),
                            _steps(background, node["steps"], values),
                            path,
                            feature,
                            n,
                        )
                    )
                    n += 1
    return out


def parse_feature(path: Path | str, text: str | None = None) -> Feature:
    path = Path(path)
    text = path.read_text(encoding="utf-8") if text is None else text
    name = str(path)
    try:
        document = _parsed(text)
    except CompositeParserException as e:
        raise _error(name, e.errors[0]) from None
    except ParserException as e:
        raise _error(name, e) from None
    node: dict[str, Any] | None = document.get("feature")  # type: ignore[assignment]
    if node is None:
        raise GherkinError(name, 1, "no 'Feature:' in this file")
    feature = Feature(name, node["name"], _tags(node), _description(node))
    feature.scenarios = _scenarios(node["children"], feature.tags, [], name, feature.name)
    return feature


@lru_cache(maxsize=1024)
def _parsed(text: str) -> GherkinDocument:
    """The parser's AST of a file's text, parsed once per process: a process often reads the same features
    again (pytest's collection, each conformance run in it), and parsing is most of reading them. Never
    written to: every Feature, Scenario and Step is built afresh from it. A failed parse is not kept."""
    return Parser().parse(text)


def _error(path: str, e: ParserException) -> GherkinError:
    """file:line:col and the parser's message without its "(line:col): " prefix (column 0, at end of file, reads 1)."""
    location = e.location or {}
    message = str(e)
    if message.startswith("(") and "): " in message:
        message = message.split("): ", 1)[1]
    return GherkinError(path, location.get("line") or 1, message, location.get("column") or 1)


def read_features(root: Path) -> list[Feature]:
    return [parse_feature(p) for p in sorted(root.rglob("*.feature"))]
