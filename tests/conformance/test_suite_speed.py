"""What keeps the suite fast without checking less: a command's parser is built alone (every subprocess
starts sooner) yet behaves as the full one, and a process parses each feature file once."""

from __future__ import annotations

import argparse
import contextlib
import io
import subprocess
import sys
from pathlib import Path

import pytest
from gherkin.parser import Parser

from belote_spec import cli
from belote_spec.conformance import gherkin
from belote_spec.conformance.scenarios import collect

BELOTE_SPEC = str(Path(sys.executable).with_name("belote-spec"))


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(actions[0].choices) if actions else {}


def _helps(parser: argparse.ArgumentParser, prefix: str = "") -> dict[str, str]:
    """The help text of a parser and of each subcommand under it, by command path."""
    out = {prefix: parser.format_help()}
    for name, child in _subcommands(parser).items():
        out |= _helps(child, f"{prefix} {name}".strip())
    return out


def test_the_commands_listed_for_the_one_command_parser_are_the_full_parsers_in_order() -> None:
    assert tuple(_subcommands(cli.build_parser())) == cli._COMMANDS


@pytest.mark.parametrize("name", cli._COMMANDS)
def test_a_parser_built_for_one_command_is_that_commands_full_parser(name: str) -> None:
    full = _helps(_subcommands(cli.build_parser())[name], name)
    alone = _subcommands(cli.build_parser(only=name))
    assert name in alone
    assert _helps(alone[name], name) == full


def _full_parsers_error(argv: list[str]) -> str:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), pytest.raises(SystemExit) as stop:
        cli.build_parser().parse_args(argv)
    assert stop.value.code == 2
    return err.getvalue()


@pytest.mark.parametrize(
    "argv",
    [
        ["conformance", "--no-such-option"],  # unrecognized: the top-level usage lists every command
        ["fuzz", "--deals", "0"],  # a bad value, in the subcommand's parser
        ["--spec-path", ".", "report", "merge", "m.json", "--format", "nope"],  # after a top-level option
        ["vectors"],  # a nested subcommand missing
        ["vectors", "export"],  # a nested subcommand's argument missing
    ],
)
def test_a_mistake_gets_the_full_parsers_message_and_exit_2(argv: list[str]) -> None:
    done = subprocess.run([BELOTE_SPEC, *argv], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stderr) == (2, _full_parsers_error(argv))


def test_serve_starts_without_importing_the_other_commands() -> None:
    """`belote-spec serve` is started by every subprocess-engine run: building every command's parser
    imported coverage, diff, identify, the rulebook... (about 0.3 s of CPU each start)."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "belote_spec", "serve"],
        input="",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if "|" in line}
    assert "belote_spec.protocol.server" in imported
    assert not imported & {
        "belote_spec.conformance.coverage",
        "belote_spec.docs.diff",
        "belote_spec.diagnose.identify",
        "belote_spec.docs.engine_pages",
        "belote_spec.cli.report",
    }


def test_the_features_read_again_in_one_process_are_not_parsed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    parses: list[str] = []
    real = Parser.parse

    def counted(self: Parser, text: str, *args: object, **kwargs: object) -> object:
        parses.append(text)
        return real(self, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Parser, "parse", counted)
    gherkin._parsed.cache_clear()
    first = collect()
    once = len(parses)
    assert once > 0 and len(set(parses)) == once
    again = collect()
    assert len(parses) == once and again == first
    assert again[0].scenario is not first[0].scenario  # built afresh: a caller's change stays its own


def test_a_file_that_does_not_parse_is_not_kept_and_fails_each_time(tmp_path: Path) -> None:
    broken = tmp_path / "broken.feature"
    broken.write_text("Feature: x\n  Scenario: y\n    Given a\n    | a |\n    | b | c |\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(gherkin.GherkinError, match=r"broken\.feature:5:5: inconsistent cell count"):
            gherkin.parse_feature(broken)
