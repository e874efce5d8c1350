"""Every `belote-spec` command, given a user's mistake, answers with a clear line and exit 2, never a
traceback and never 0; and no command reports a green result for a run that verified nothing (exit 5).

The commands are listed from build_parser(), so a new command is covered as soon as it exists: the test
fails until the tables below say how to give it a bad variant name and a missing file (or that it takes
neither). Everything runs the real `belote-spec` console script as a subprocess.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from belote_spec.checks import perft
from belote_spec.cli import build_parser
from belote_spec.spec.resources import variants_dir

BELOTE_SPEC = shutil.which("belote-spec") or str(Path(sys.executable).with_name("belote-spec"))
MISSING = "no/such/folder/variant.yaml"


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(sub.choices)


COMMANDS = _subcommands()
# `report` takes --engine only for `report merge` to confirm the root causes of its shards' failures, so it
# never starts one without shards that failed: tests/conformance/test_shard.py drives that.
ENGINE_COMMANDS = sorted(
    n for n, p in COMMANDS.items() if n != "report" and any("--engine" in a.option_strings for a in p._actions)
)

# How each command is given a name it does not know (a variant, or a mutant); None: it takes no name.
BAD_NAME: dict[str, list[str] | None] = {
    "conformance": ["--variant", "nosuch"],
    "play": ["nosuch"],
    "serve": ["--mutant", "nosuch"],
    "perft": ["nosuch"],
    "fuzz": ["--variant", "nosuch", "--deals", "1"],
    "vectors": None,
    "mutants": ["nosuch"],
    "golden": ["nosuch"],
    "bench": ["--variant", "nosuch", "--quick"],
    "validate": None,
    "show": ["nosuch"],
    "coverage": None,
    "diff": ["nosuch", "french"],
    "docs": None,
    "identify": ["--variant", "nosuch"],
    "report": None,
    "smoke": ["--variant", "nosuch"],
    "engine-report": ["nosuch"],
}
# How each command is given a file or folder that does not exist or cannot be written; None: it takes none.
BAD_FILE: dict[str, list[str] | None] = {
    "conformance": ["--variant", "french", "-k", "Belote played King then Queen", "--xfail", MISSING],
    "play": [MISSING],
    "serve": None,
    "perft": [MISSING],
    "fuzz": ["--variant", MISSING, "--deals", "1"],
    "vectors": ["export", "/dev/null/vectors"],
    "mutants": None,
    "golden": [MISSING],
    "bench": ["--quick", "--output", "no/such/folder/bench.json"],
    "validate": [MISSING],
    "show": [MISSING],
    "coverage": None,
    "diff": [MISSING, "french"],
    "docs": ["/dev/null"],
    "identify": None,
    "report": [MISSING],
    "smoke": None,
    "engine-report": ["--no-run", "--dir", "no/such/folder"],
}
# What a command needs besides the engine to get as far as talking to it.
ENGINE_ARGS = {
    "perft": ["french"],
    "fuzz": ["--variant", "french", "--deals", "1"],
    "conformance": ["--variant", "french"],
    "identify": [],
    "smoke": ["--variant", "french"],
}

ENGINES = {
    "garbage": "import sys\nfor line in sys.stdin:\n    print('this is not JSON', flush=True)\n",
    "exits": "import sys\nsys.exit(0)\n",
    "hangs": "import time\ntime.sleep(60)\n",
}
# Declares French only, and declines (skip) every request but hello.
FRENCH_SKIP = """
import json, sys
for line in sys.stdin:
    req = json.loads(line)
    if req["op"] == "hello":
        result = {"name": "skipper", "version": "0", "language": "python", "protocol": 1,
                  "variants": ["french"], "operations": []}
        print(json.dumps({"id": req["id"], "result": result}), flush=True)
    else:
        print(json.dumps({"id": req["id"], "skip": {"reason": "not implemented here"}}), flush=True)
"""
# Answers hello (French), then hangs on the first other request, after saying so: a file named by its
# process id in the folder it is given.
HELLO_THEN_HANG = """
import json, os, sys, time
for line in sys.stdin:
    req = json.loads(line)
    if req["op"] == "hello":
        result = {"name": "hanger", "version": "0", "language": "python", "protocol": 1,
                  "variants": ["french"], "operations": []}
        print(json.dumps({"id": req["id"], "result": result}), flush=True)
        continue
    open(os.path.join(sys.argv[1], str(os.getpid())), "w").close()
    time.sleep(120)
"""


def run(*argv: str, timeout: float = 120, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [BELOTE_SPEC, *argv], capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL, env=env
    )


def assert_usage_error(p: subprocess.CompletedProcess[str]) -> None:
    """Exit 2 with the reason on stderr: one line, no traceback."""
    assert "Traceback" not in p.stderr + p.stdout, p.stderr
    assert p.returncode == 2, (p.returncode, p.stdout[-2000:], p.stderr[-2000:])
    lines = [ln for ln in p.stderr.splitlines() if ln.strip()]
    if not lines:  # validate reports a file's problems as its output
        lines = [ln for ln in p.stdout.splitlines() if ln.strip()]
    assert len(lines) == 1, p.stderr


@pytest.fixture(scope="module")
def scripts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("engines")
    out = {}
    for name, text in {**ENGINES, "french-skip": FRENCH_SKIP, "hello-then-hang": HELLO_THEN_HANG}.items():
        path = folder / f"{name}.py"
        path.write_text(text, encoding="utf-8")
        out[name] = f"{sys.executable} {path}"
    return out


def test_every_command_is_in_the_tables() -> None:
    assert set(BAD_NAME) == set(COMMANDS) == set(BAD_FILE), "say how to give the new command a bad name and file"
    assert set(ENGINE_ARGS) == set(ENGINE_COMMANDS)


@pytest.mark.parametrize("command", sorted(c for c in BAD_NAME if BAD_NAME[c] is not None))
def test_an_unknown_name_is_one_line_and_exit_2(command: str) -> None:
    assert_usage_error(run(command, *BAD_NAME[command] or []))


@pytest.mark.parametrize("command", sorted(c for c in BAD_FILE if BAD_FILE[c] is not None))
def test_a_missing_or_unwritable_file_is_one_line_and_exit_2(command: str) -> None:
    assert_usage_error(run(command, *BAD_FILE[command] or []))


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_unknown_option_is_exit_2(command: str) -> None:
    p = run(command, "--no-such-option")
    assert p.returncode == 2 and "Traceback" not in p.stderr and "error:" in p.stderr


@pytest.mark.parametrize("engine", ["no-such-engine", "python:no_such_module_here:Engine", *ENGINES])
@pytest.mark.parametrize("command", ENGINE_COMMANDS)
def test_an_engine_that_cannot_start_or_answer_hello_is_exit_2(
    command: str, engine: str, scripts: dict[str, str]
) -> None:
    started = time.monotonic()
    p = run(command, *ENGINE_ARGS[command], "--engine", scripts.get(engine, engine), "--timeout", "1", timeout=60)
    assert_usage_error(p)
    assert "engine" in p.stderr
    assert time.monotonic() - started < 30  # a hanging engine costs its timeout, not the whole run


@pytest.mark.parametrize("argv", [["--deals", "-3"], ["--deals", "0"], ["--timeout", "0"], ["--timeout", "-5"]])
def test_fuzz_refuses_a_count_or_timeout_below_1(argv: list[str]) -> None:
    p = run("fuzz", "--variant", "french", *argv)
    assert p.returncode == 2 and "Traceback" not in p.stderr and argv[0] in p.stderr


# -- no false green -----------------------------------------------------------------------------------


def test_an_unknown_mutant_is_exit_2_naming_the_known_ones() -> None:
    p = run("mutants", "nosuch")
    assert_usage_error(p)
    assert "nosuch" in p.stderr and "french-no-follow-suit" in p.stderr and "100%" not in p.stdout


def test_fuzz_with_an_engine_that_declines_everything_compares_nothing(scripts: dict[str, str]) -> None:
    p = run("fuzz", "--engine", scripts["french-skip"], "--variant", "french", "--deals", "3")
    assert p.returncode == 5, (p.stdout, p.stderr)
    assert "no divergence" not in p.stdout and "not compared" in p.stdout and "nothing was compared" in p.stdout


def test_fuzz_reports_a_variant_the_engine_does_not_declare_as_not_checked(scripts: dict[str, str]) -> None:
    p = run("fuzz", "--engine", scripts["french-skip"], "--variant", "bela", "--deals", "3")
    assert p.returncode == 5, (p.stdout, p.stderr)
    assert "bela: not checked: the engine does not declare this variant" in p.stdout
    assert "diverge" not in p.stdout and "no divergence" not in p.stdout


def test_fuzz_plays_a_variant_once_whether_named_by_id_or_alias() -> None:
    p = run("fuzz", "--engine", "belote-spec serve", "--variant", "french", "--variant", "belote", "--deals", "2")
    assert p.returncode == 0 and p.stdout == "french: 2 deals, no divergence\n", (p.stdout, p.stderr)


def test_perft_where_every_position_is_declined_is_not_green(scripts: dict[str, str]) -> None:
    p = run("perft", "french", "--engine", scripts["french-skip"])
    assert p.returncode == 5, (p.stdout, p.stderr)
    assert "0 position(s) matched" in p.stdout and "declined" in p.stdout


def test_perft_skips_a_variant_the_engine_does_not_declare(scripts: dict[str, str]) -> None:
    p = run("perft", "bela", "--engine", scripts["french-skip"])
    assert p.returncode == 5 and "Traceback" not in p.stderr, (p.stdout, p.stderr)
    assert "not checked: bela: the engine does not declare this variant" in p.stdout


@pytest.mark.skipif(shutil.which("node") is None, reason="the JavaScript example engine needs node")
def test_perft_of_the_french_only_example_engine_skips_bela() -> None:
    engine = "node " + str(Path(__file__).parents[2] / "docs" / "examples" / "french-engine.js")
    p = run("perft", "bela", "--engine", engine)
    assert p.returncode == 5 and "Traceback" not in p.stderr and "Unsupported" not in p.stderr, (p.stdout, p.stderr)
    assert "not checked: bela: the engine does not declare this variant" in p.stdout
    p = run("perft", "bela", "french", "--engine", engine)
    matched = f"{len(perft.SEEDS)} position(s) matched, 0 mismatch(es), 1 not checked"
    assert p.returncode == 0 and matched in p.stdout, p.stdout


def test_perft_of_the_reference_engine_passes() -> None:
    p = run("perft", "belote", "--engine", "belote-spec serve")
    matched = f"{len(perft.SEEDS)} position(s) matched, 0 mismatch(es), 0 not checked"
    assert p.returncode == 0 and matched in p.stdout, p.stdout


LEGAL_ONLY = '''
from belote_spec.protocol.interface import ReferenceEngine, Unsupported

KEPT = {"legal_cards", "supports"}


class LegalOnly(ReferenceEngine):
    """Answers legal_cards as the reference does and declines every other operation (skip)."""

    def __getattribute__(self, name):
        if name not in KEPT and not name.startswith("_") and callable(getattr(ReferenceEngine, name, None)):
            def declined(*args, **kwargs):
                raise Unsupported(f"{name} is not implemented")
            return declined
        return object.__getattribute__(self, name)
'''


def test_identify_gives_no_verdict_on_a_small_share_of_the_positions(tmp_path: Path) -> None:
    (tmp_path / "legal_only.py").write_text(LEGAL_ONLY, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])}
    p = run("identify", "--engine", "python:legal_only:LegalOnly", "--variant", "coinche", env=env)
    assert p.returncode == 5, (p.stdout, p.stderr)
    assert "exactly" not in p.stdout.replace("play a shipped variant exactly", "")
    from belote_spec.diagnose.identify.core import table_of
    from belote_spec.diagnose.identify.discriminate import stored
    from belote_spec.diagnose.identify.positions import fits
    from belote_spec.protocol.interface import ReferenceEngine

    table = table_of(ReferenceEngine(), "coinche")  # only positions coinche's table can play are sent
    positions = [q for q in stored()[0] if fits(q, table)]
    legal = sum(q.op == "legal_cards" for q in positions)  # the only operation the engine answers
    assert f"coinche: no verdict: the engine answered {legal} of the {len(positions)} positions asked" in p.stdout
    # The JSON report (answered, asked, enough) is checked against its schema in test_identify.py.


# -- names, files and signals ---------------------------------------------------------------------------


def test_an_alias_is_its_variant_id() -> None:
    from belote_spec.spec.loader import canonical_variant_id

    assert canonical_variant_id("belote") == "french" and canonical_variant_id("french") == "french"
    p = run("fuzz", "--variant", "belote", "--deals", "1")
    assert p.returncode == 0 and p.stdout == "french: 1 deals, no divergence\n", p.stdout


def test_identify_asks_under_the_id_an_alias_stands_for_when_the_engine_declares_only_the_id() -> None:
    p = run("identify", "--engine", "belote-spec serve", "--variant", "belote")
    assert p.returncode == 0, (p.stdout, p.stderr)
    assert "french: closest variant: french (" in p.stdout and "— exactly" in p.stdout


def test_golden_and_perft_update_of_a_variant_file_write_distinct_files_beside_it(tmp_path: Path) -> None:
    variant = tmp_path / "my-belote.yaml"
    variant.write_text("id: my-belote\ntitle: Mine\nversion: 1.0.0\nextends: french\n", encoding="utf-8")
    assert run("golden", str(variant), "--update").returncode == 0
    assert run("perft", str(variant), "--update").returncode == 0
    playthrough, counts = tmp_path / "my-belote.playthrough.txt", tmp_path / "my-belote.perft.txt"
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "my-belote.perft.txt",
        "my-belote.playthrough.txt",
        "my-belote.yaml",
    ]
    assert playthrough.read_text(encoding="utf-8").startswith("# Golden playthroughs")
    assert counts.read_text(encoding="utf-8").startswith("# perft")
    # And each check reads its own file back.
    assert run("golden", str(variant)).returncode == 0
    p = run("perft", str(variant))
    assert p.returncode == 0 and f"{len(perft.SEEDS)} position(s) matched" in p.stdout, p.stdout
    assert not (variants_dir().parent / "perft" / tmp_path.relative_to("/")).exists()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (exited, not yet reaped by its parent) is not running
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return True


STOPPED = {
    "fuzz": ["--variant", "french", "--deals", "5"],
    "perft": ["french"],
    "identify": ["--variant", "french"],
    "fuzz --jobs 2": ["--variant", "french", "--deals", "4", "--jobs", "2"],
}


@pytest.mark.parametrize("how, status", [(signal.SIGINT, 130), (signal.SIGTERM, 143), (signal.SIGHUP, 129)])
@pytest.mark.parametrize("command", sorted(STOPPED))
def test_a_command_stopped_while_the_engine_works_stops_it_and_reports(
    command: str, how: signal.Signals, status: int, scripts: dict[str, str], tmp_path: Path
) -> None:
    """Only this process gets the signal (as from `kill` or a CI runner): no worker, and no engine of
    this process or of a worker, may outlive it."""
    engines = 2 if "--jobs" in STOPPED[command] else 1
    proc = subprocess.Popen(
        [
            BELOTE_SPEC,
            command.split()[0],
            *STOPPED[command],
            "--engine",
            f"{scripts['hello-then-hang']} {tmp_path}",
            "--timeout",
            "100",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        stdin=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while len(list(tmp_path.iterdir())) < engines:  # each engine is at work (hanging) on a request
            assert time.monotonic() < deadline and proc.poll() is None, proc.communicate()
            time.sleep(0.05)
        proc.send_signal(how)
        out, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert proc.returncode == status, (out, err)
    assert "Traceback" not in err and ("interrupted" in err or "stopped by SIG" in err), err
    assert "interrupted" in out, out  # what was checked so far (nothing, here), said on the way out
    pids = [int(p.name) for p in tmp_path.iterdir()]
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in pids if _alive(pid)], "an engine subprocess outlived the command"


def test_stopped_mutants_say_the_kill_rate_so_far() -> None:
    from belote_spec.changes.mutants import CATALOG

    french = [m.name for m in CATALOG if m.variant == "french"]  # far more than 2 seconds of work
    proc = subprocess.Popen(
        [BELOTE_SPEC, "mutants", *french],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        stdin=subprocess.DEVNULL,
    )
    try:
        # Stopped once the first mutant's verdict is out (not after a fixed sleep, which a loaded machine
        # can spend before any verdict): the rate so far is then that one's, short of the whole list.
        assert proc.stdout is not None
        first = proc.stdout.readline()
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=30)
        out = first + out
    finally:
        proc.kill()
    assert first.startswith(french[0]), first
    assert proc.returncode == 143 and "Traceback" not in err, (out, err)
    rate = out.split("kill rate so far: ")[1] if "kill rate so far: " in out else ""
    assert f"of {len(french)} mutant(s) (interrupted)" in rate and not rate.startswith(f"{len(french)}/"), out


def test_a_full_stdout_is_one_line_and_exit_2() -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [BELOTE_SPEC, "conformance", "--variant", "open-belot"], stdout=full, stderr=subprocess.PIPE, text=True
        )
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().splitlines()[-1:] == [
        "belote-spec conformance: cannot write to standard output: No space left on device"
    ], done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr


@pytest.mark.parametrize("deep", ["[" * 100_000 + "]" * 100_000, '{"a":' * 980 + "1" + "}" * 980])
def test_a_report_nested_too_deep_is_exit_2(deep: str, tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text(deep, encoding="utf-8")
    done = subprocess.run([BELOTE_SPEC, "report", str(path)], capture_output=True, text=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith(f"belote-spec report: {path} is not a conformance report: "), done.stderr
