"""What the adapter adds to gherkin-official's AST: the model the runner reads, and errors with file:line:col."""

from __future__ import annotations

import subprocess
import textwrap
from pathlib import Path

import pytest

from belote_spec.conformance.gherkin import GherkinError, parse_feature

TEXT = textwrap.dedent('''
    @feature-tag
    Feature: adapted
      A description
        indented.

      Background:
        Given the feature background

      @rule-tag
      Rule: a rule
        Background:
          Given the rule background

        @outline-tag
        Scenario Outline: play <card>
          Source S1: "a note"
          When <card> is played
          And a table
            | <card> | x |
          Then a doc string
            """
            won by <card>
            """

          @first
          Examples:
            | card |
            | AS   |
            | 7H   |

          @second
          Examples:
            | card |
            | KD   |

      Scenario: after the rule
        * a star step
''')


def test_the_adapter_builds_the_kits_model_from_the_official_ast() -> None:
    feature = parse_feature(Path("f.feature"), TEXT)
    assert (feature.name, feature.tags, feature.description) == ("adapted", ["feature-tag"], "A description\nindented.")
    outline = feature.scenarios[:3]
    assert [s.name for s in outline] == ["play AS", "play 7H", "play KD"]
    assert [s.example for s in outline] == [0, 1, 2]
    assert [s.tags for s in outline] == [["feature-tag", "rule-tag", "outline-tag", "first"]] * 2 + [
        ["feature-tag", "rule-tag", "outline-tag", "second"]
    ]
    first = outline[0]
    assert first.description == 'Source S1: "a note"'
    assert [(s.type, s.keyword, s.text, s.line) for s in first.steps] == [
        ("given", "Given", "the feature background", 8),
        ("given", "Given", "the rule background", 13),
        ("when", "When", "AS is played", 18),
        ("when", "And", "a table", 19),
        ("then", "Then", "a doc string", 21),
    ]
    assert first.steps[3].datatable == [["AS", "x"]]
    assert first.steps[4].docstring == "won by AS"
    assert (first.line, first.path, first.feature) == (16, "f.feature", "adapted")
    # Gherkin keeps a later Scenario inside the Rule: both backgrounds, the Rule's tags, no example index.
    last = feature.scenarios[3]
    assert ([(s.type, s.keyword, s.text) for s in last.steps], last.example, last.tags) == (
        [
            ("given", "Given", "the feature background"),
            ("given", "Given", "the rule background"),
            ("given", "*", "a star step"),
        ],
        None,
        ["feature-tag", "rule-tag"],
    )


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("Feature: x\n  Scenario: y\n    Given a\n      | a |\n   Foo: bar\n", "bad.feature:5:4: expected: #EOF"),
        ('Feature: x\n  Scenario: y\n    Given a\n      """\n      open\n', "bad.feature:6:1: unexpected end of file"),
        ("  Given a step first\n", "bad.feature:1:3: expected: #EOF"),
    ],
)
def test_a_parse_error_names_file_line_and_column(text: str, where: str) -> None:
    with pytest.raises(GherkinError) as e:
        parse_feature(Path("bad.feature"), text)
    assert str(e.value).startswith(where), str(e.value)
    assert "\n" not in str(e.value)


def test_a_file_without_a_feature_is_an_error() -> None:
    with pytest.raises(GherkinError, match=r"^empty.feature:1: no 'Feature:' in this file$"):
        parse_feature(Path("empty.feature"), "# only a comment\n")


def test_conformance_on_a_broken_feature_exits_2_with_file_line_col(tmp_path: Path) -> None:
    folder = tmp_path / "features" / "french"
    folder.mkdir(parents=True)
    (folder / "bad.feature").write_text("Feature: x\n  Scenario: y\n    Given a\n    | a |\n  Foo: bar\n")
    run = subprocess.run(["belote-spec", "--spec-path", str(tmp_path), "conformance"], capture_output=True, text=True)
    assert run.returncode == 2
    assert f"{folder / 'bad.feature'}:5:3: expected: #EOF" in run.stderr
    assert "Traceback" not in run.stderr
