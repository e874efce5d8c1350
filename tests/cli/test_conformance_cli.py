"""`belote-spec conformance` as a user runs it: the real console script in a subprocess, against engines
that crash, hang, skip, write to stderr or get interrupted. Every verdict here is the exit status a CI
reads; a green one must be earned."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import textwrap
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from belote_spec.conformance.reports import validate
from belote_spec.conformance.scenarios import collect

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
CLI = str(BIN / "belote-spec")
TESTS = Path(__file__).resolve().parents[1]

# A configurable engine: it answers as `belote-spec serve`, except as its JSON config (argv[1]) says.
ENGINE = textwrap.dedent("""
    import json, os, signal, subprocess, sys, time
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.spec.loader import shipped_variant_ids
    from belote_spec.protocol.server import answer

    conf = json.load(open(sys.argv[1]))
    if conf.get("pidfile"):
        with open(conf["pidfile"], "a") as f:
            f.write(f"{os.getpid()}\\n")
    if conf.get("need_env") and not os.environ.get(conf["need_env"]):
        sys.stderr.write(f"{conf['need_env']} is not set\\n")
        sys.exit(9)
    if conf.get("argv_file"):
        with open(conf["argv_file"], "w") as f:
            json.dump(sys.argv, f)
    if conf.get("grandchild"):
        child = subprocess.Popen(["sleep", "300"])
        with open(conf["grandchild"], "w") as f:
            f.write(str(child.pid))
    if conf.get("setsid_grandchild"):  # one that leaves the engine's session: killing its group misses it
        child = subprocess.Popen(["sleep", "300"], start_new_session=True)
        with open(conf["setsid_grandchild"], "a") as f:
            f.write(f"{child.pid}\\n")
    engine, variants = ReferenceEngine(), shipped_variant_ids()

    def reply(obj):
        sys.stdout.write(json.dumps(obj) + "\\n")
        sys.stdout.flush()

    for line in sys.stdin:
        request = json.loads(line)
        rid, op = request["id"], request["op"]
        time.sleep(conf.get("slow", 0))
        if conf.get("progress"):
            with open(conf["progress"] + ".tmp", "w") as f:
                f.write(str(rid))
            os.replace(conf["progress"] + ".tmp", conf["progress"])
        if op == "hello":
            result = answer(engine, line, variants)["result"]
            if "variants" in conf:
                result["variants"] = conf["variants"]
            reply({"id": rid, "result": result})
            continue
        sys.stderr.write(f"log: {op} request {rid}\\n")
        sys.stderr.flush()
        if conf.get("skip_all"):
            reply({"id": rid, "skip": {"reason": "not implemented yet"}})
            continue
        if op == conf.get("on"):
            what = conf["do"]
            if conf.get("say"):
                sys.stderr.write(conf["say"] + "\\n")
                sys.stderr.flush()
            if what == "exit":
                sys.exit(conf.get("code", 3))
            if what == "kill":
                os.kill(os.getpid(), signal.SIGKILL)
            if what == "close_stdout":
                sys.stdout.close()
                os.close(1)
                time.sleep(3600)
            if what == "error":
                reply({"id": rid, "error": {"message": conf["message"]}})
                continue
        said = answer(engine, line, variants)
        if op in conf.get("drop", {}) and isinstance(said.get("result"), dict):
            for name in conf["drop"][op]:
                said["result"].pop(name, None)
        reply(said)
""")


def _env(**extra: str) -> dict[str, str]:
    path = os.environ.get("PYTHONPATH")
    pythonpath = os.pathsep.join(p for p in (str(ROOT), str(TESTS), extra.pop("PYTHONPATH", ""), path) if p)
    return (
        os.environ
        | {
            "PYTHONPATH": pythonpath,
            "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
            "BELOTE_SPEC_TRACEBACK": "",
        }
        | extra
    )


def cli(*argv: str, timeout: float = 300, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([CLI, *argv], capture_output=True, text=True, timeout=timeout, env=_env(**env), cwd=ROOT)


def engine(tmp_path: Path, name: str = "engine", **conf: Any) -> str:
    """The command line of a fake engine configured by `conf`."""
    script = tmp_path / "fake_engine.py"
    script.write_text(ENGINE, encoding="utf-8")
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(conf), encoding="utf-8")
    return shlex.join([sys.executable, str(script), str(path)])


def report(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert validate(data) == [], "the JSON report does not match schemas/report.schema.json"
    return data


def gone(pid: int, within: float = 10.0) -> bool:
    """Whether the process has ended (and is not a zombie left by its parent) within a few seconds."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError, IndexError):
            return True
        if state == "Z":
            return True
        time.sleep(0.05)
    return False


FRENCH = [c for c in collect() if c.variant == "french"]


# -- 1. false greens ---------------------------------------------------------------------------------


def test_a_factory_that_exits_is_exit_2_not_a_silent_green() -> None:
    done = cli("conformance", "--engine", "python:sys:exit")
    assert done.returncode == 2, done
    assert "SystemExit" in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_an_in_process_engine_that_kills_its_process_fails_its_cases_with_one_job(tmp_path: Path) -> None:
    (tmp_path / "dying_engine.py").write_text(
        textwrap.dedent("""
        import os
        from belote_spec.protocol.interface import ReferenceEngine

        class Dying(ReferenceEngine):
            def legal_cards(self, *a, **k):
                os._exit(0)
    """),
        encoding="utf-8",
    )
    out = tmp_path / "r.json"
    done = cli(
        "conformance",
        "--engine",
        "python:dying_engine:Dying",
        "--variant",
        "french",
        "--area",
        "play",
        "--jobs",
        "1",
        "--json",
        str(out),
        PYTHONPATH=str(tmp_path),
    )
    assert done.returncode == 1, done.stdout + done.stderr
    data = report(out)
    died = [r for r in data["results"] if "worker process died (exit code 0)" in r["message"]]
    assert died and data["totals"]["failed"] == len(died)
    assert data["totals"]["passed"] > 0, "the run went on after the first death"
    assert all(r["kind"] == "engine" for r in died)


def test_a_keyword_that_matches_nothing_is_exit_5_not_0_passed() -> None:
    done = cli("conformance", "-k", "zzzznothing")
    assert done.returncode == 5
    assert "nothing selected" in done.stderr and "zzzznothing" in done.stderr


def test_k_is_an_expression_as_in_pytest() -> None:
    done = cli("conformance", "-k", "capot and not coinche", "--list")
    assert done.returncode == 0, done.stderr
    listed = done.stdout.splitlines()
    want = [
        c.id
        for c in collect()
        if "capot" in (c.id + " ".join(c.scenario.tags)).lower()
        and "coinche" not in (c.id + " ".join(c.scenario.tags)).lower()
    ]
    assert listed == want and want

    def words(c: Any) -> list[str]:
        return [c.id.lower(), *(t.lower() for t in c.scenario.tags)]

    either = cli("conformance", "-k", "(capot or Belote) and not FRENCH", "--list").stdout.splitlines()
    assert either == [
        c.id
        for c in collect()
        if any("capot" in w or "belote" in w for w in words(c)) and not any("french" in w for w in words(c))
    ]
    assert len(either) > len([i for i in want if "french" not in i])
    phrase = cli("conformance", "-k", '"eight tricks" and not coinche', "--list").stdout.splitlines()
    assert (
        phrase
        == [
            c.id
            for c in collect()
            if any("eight tricks" in w for w in words(c)) and not any("coinche" in w for w in words(c))
        ]
        and phrase
    )


def test_tags_is_a_cucumber_tag_expression() -> None:
    done = cli("conformance", "--tags", "@source:S002 and not @area:bidding", "--list")
    assert done.returncode == 0, done.stderr
    want = [c.id for c in collect() if "source:S002" in c.scenario.tags and "area:bidding" not in c.scenario.tags]
    assert done.stdout.splitlines() == want and want


@pytest.mark.parametrize(
    ("option", "expr", "where"),
    [
        ("-k", "capot and", "column 10"),
        ("-k", "(capot", "column 7"),
        ("-k", "capot)", "column 6"),
        ("--tags", "@a or or @b", "column 7"),
        ("--tags", "(@a", "open-parens"),
    ],
)
def test_a_malformed_expression_is_exit_2_saying_where(option: str, expr: str, where: str) -> None:
    done = cli("conformance", option, expr)
    assert done.returncode == 2
    assert where in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_maxfail_and_x_stop_after_that_many_failures(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    done = cli(
        "conformance",
        "--engine",
        "python:tests.conformance.test_runner:_Perturbed",
        "--variant",
        "french",
        "--maxfail",
        "2",
        "--json",
        str(out),
    )
    assert done.returncode == 1
    data = report(out)
    assert data["totals"]["failed"] == 2 and data["run"]["stopped_early"] and data["results"][-1]["status"] == "failed"
    done = cli(
        "conformance",
        "--engine",
        "python:tests.conformance.test_runner:_Perturbed",
        "--variant",
        "french",
        "-x",
        "--json",
        str(out),
    )
    assert done.returncode == 1 and report(out)["totals"]["failed"] == 1


def test_an_engine_that_declares_no_variant_is_exit_5(tmp_path: Path) -> None:
    done = cli("conformance", "--engine", engine(tmp_path, variants=[]), "--variant", "french")
    assert done.returncode == 5, done.stdout
    assert f"0 passed, 0 failed, {len(FRENCH)} skipped" in done.stdout
    assert "nothing verified" in done.stderr and "declares variants: none" in done.stderr


def test_an_engine_that_skips_everything_is_exit_5_and_1_with_strict(tmp_path: Path) -> None:
    command = engine(tmp_path, skip_all=True)
    done = cli("conformance", "--engine", command, "--variant", "french")
    assert done.returncode == 5 and f"{len(FRENCH)} skipped" in done.stdout
    strict = cli("conformance", "--engine", command, "--variant", "french", "--strict")
    assert strict.returncode == 1 and "--strict" in strict.stderr


def test_a_failing_run_piped_into_head_keeps_its_failure() -> None:
    done = subprocess.run(
        [
            "bash",
            "-c",
            "set -o pipefail; belote-spec conformance --engine "
            "'belote-spec serve --mutant french-no-follow-suit' --format json | head -1",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env=_env(),
        cwd=ROOT,
    )
    assert done.returncode == 1, done.stderr
    assert done.stdout == "{\n"


# -- 2. interrupted ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("signum", "code", "name"),
    [(signal.SIGINT, 130, "SIGINT"), (signal.SIGTERM, 143, "SIGTERM"), (signal.SIGHUP, 129, "SIGHUP")],
)
def test_an_interrupted_run_reports_what_ran_and_stops_the_engine(
    tmp_path: Path, signum: int, code: int, name: str
) -> None:
    pidfile, progress = tmp_path / "pids", tmp_path / "progress"
    command = engine(tmp_path, pidfile=str(pidfile), slow=0.02, progress=str(progress))
    out, xml = tmp_path / "r.json", tmp_path / "r.xml"
    proc = subprocess.Popen(
        [CLI, "conformance", "--engine", command, "--json", str(out), "--junit-xml", str(xml)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(),
        cwd=ROOT,
    )
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:  # until some cases have run: 30 requests answered
            seen = progress.read_text().strip() if progress.exists() else ""
            if seen and int(seen) >= 30:
                break
            time.sleep(0.05)
        proc.send_signal(signum)
        stdout, stderr = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == code, stderr
    assert "Traceback" not in stderr and f"stopped by {name}" in stderr
    data = report(out)
    ran = sum(data["totals"].values())
    assert data["run"]["interrupted"] == name and 0 < ran < data["run"]["selected"] == len(collect())
    assert f"INTERRUPTED by {name}" in stdout
    suites = ET.parse(xml).getroot()
    assert sum(int(s.get("tests")) for s in suites.iter("testsuite")) == ran
    for pid in map(int, pidfile.read_text().split()):
        assert gone(pid), f"the engine {pid} outlived the interrupted run"


# -- 3. what the failing engine said -----------------------------------------------------------------


def test_failures_the_engine_died_on_are_unexplained_without_a_search(tmp_path: Path) -> None:
    """A scenario on which a subprocess engine died gave nothing a rule set could reproduce: the root-cause
    search leaves it unexplained at once, playing no scenario and asking the engine nothing again (a search
    over every change of the variant took most of such a run)."""
    out = tmp_path / "r.json"
    command = engine(tmp_path, on="trick_winner", do="exit", code=3)
    done = cli("conformance", "--engine", command, "--variant", "french", "--area", "tricks", "--json", str(out))
    assert done.returncode == 1, done.stdout + done.stderr
    data = report(out)
    died = sorted(r["id"] for r in data["results"] if r["status"] == "failed")
    assert died and all("exited with status 3" in r["message"] for r in data["results"] if r["status"] == "failed")
    assert (data["causes"]["causes"], data["causes"]["unexplained"], data["causes"]["runs"]) == ([], died, 0)


def test_a_crashing_engine_s_stderr_is_in_every_report(tmp_path: Path) -> None:
    command = engine(tmp_path, on="trick_winner", do="exit", code=3, say="Traceback: KeyError 'trump' in my_engine.py")
    files = {fmt: tmp_path / f"r.{ext}" for fmt, ext in (("json", "json"), ("junit", "xml"), ("markdown", "md"))}
    done = cli(
        "conformance",
        "--engine",
        command,
        "--variant",
        "french",
        "--json",
        str(files["json"]),
        "--junit-xml",
        str(files["junit"]),
        "--markdown",
        str(files["markdown"]),
    )
    assert done.returncode == 1
    data = report(files["json"])
    failed = [r for r in data["results"] if r["status"] == "failed"]
    assert failed and all("exited with status 3" in r["message"] for r in failed)
    assert all("KeyError 'trump' in my_engine.py" in r["stderr"] for r in failed)
    assert all("log: trick_winner" in r["stderr"] for r in failed)
    passing_log = "log: legal_cards"  # what the engine said during other cases belongs to them
    assert not any(passing_log in r["stderr"] and "trick_winner" not in r["stderr"] for r in failed)
    assert "KeyError 'trump' in my_engine.py" in done.stdout  # the text report
    cases = ET.parse(files["junit"]).getroot().iter("testcase")
    errs = [c.find("system-err").text for c in cases if c.find("error") is not None]
    assert len(errs) == len(failed) and all("KeyError 'trump'" in e for e in errs)
    assert "KeyError 'trump' in my_engine.py" in files["markdown"].read_text()


def test_a_failure_shows_the_request_sent_and_the_answer_received(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    done = cli(
        "conformance",
        "--engine",
        "belote-spec serve --mutant french-no-follow-suit",
        "--variant",
        "french",
        "--json",
        str(out),
    )
    assert done.returncode == 1
    failed = [r for r in report(out)["results"] if r["status"] == "failed"]
    assert failed and all(r["kind"] == "rule" and r["calls"] for r in failed)
    for r in failed:
        request, answer = json.loads(r["calls"][-1]["request"]), json.loads(r["calls"][-1]["answer"])
        assert (
            set(request) == {"id", "op", "args"}
            and request["args"]["variant" if "variant" in request["args"] else "handle"]
        )
        assert answer["id"] == request["id"] and ("result" in answer or "rejected" in answer)
    assert any(json.loads(c["request"])["op"] == "legal_cards" for r in failed for c in r["calls"])
    assert "> {" in done.stdout and "< {" in done.stdout  # the text report shows them too


def test_an_error_answer_reports_what_the_engine_said(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    command = engine(tmp_path, on="trick_winner", do="error", message="internal: NullPointerException at Trick.java:42")
    assert cli("conformance", "--engine", command, "--variant", "french", "--json", str(out)).returncode == 1
    failed = [r for r in report(out)["results"] if r["status"] == "failed"]
    assert failed and all("NullPointerException at Trick.java:42" in r["message"] for r in failed)
    assert not any("could not read" in r["message"] for r in failed)
    assert all("log: trick_winner" in r["stderr"] for r in failed)


def test_the_engine_is_a_command_line_with_variables_and_redirections(tmp_path: Path) -> None:
    argv_file, log = tmp_path / "argv.json", tmp_path / "engine.log"
    command = engine(tmp_path, need_env="ENGINE_MODE", argv_file=str(argv_file))
    done = cli(
        "conformance", "--engine", f"ENGINE_MODE=fast {command} 2>{shlex.quote(str(log))}", "--variant", "open-belot"
    )
    assert done.returncode == 0, done.stderr
    assert "2>" not in " ".join(json.loads(argv_file.read_text()))
    assert "log: " in log.read_text()  # the engine's stderr went where the command line said


def test_closing_the_engine_stops_its_children_too(tmp_path: Path) -> None:
    grandchild = tmp_path / "grandchild"
    command = engine(tmp_path, grandchild=str(grandchild))
    done = cli("conformance", "--engine", command, "--variant", "open-belot")
    assert done.returncode == 0, done.stderr
    assert gone(int(grandchild.read_text())), "the engine's child outlived the run"


def test_descendants_that_leave_the_engine_s_session_are_reaped(tmp_path: Path) -> None:
    grandchildren = tmp_path / "grandchildren"
    command = engine(tmp_path, setsid_grandchild=str(grandchildren))
    done = cli("conformance", "--engine", command, "--variant", "open-belot")
    assert done.returncode == 0, done.stderr
    pids = [int(p) for p in grandchildren.read_text().split()]
    assert pids and not [p for p in pids if not gone(p, within=5)], "a setsid descendant outlived the run"


@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGHUP, 129)])
def test_stopping_a_run_of_two_jobs_leaves_no_descendant_and_no_traceback(
    tmp_path: Path, signum: int, code: int
) -> None:
    """The signal reaches the whole process group, as Ctrl-C or a closed terminal does."""
    grandchildren, progress = tmp_path / "grandchildren", tmp_path / "progress"
    command = engine(tmp_path, setsid_grandchild=str(grandchildren), slow=0.02, progress=str(progress))
    proc = subprocess.Popen(
        [CLI, "conformance", "--jobs", "2", "--engine", command, "--json", str(tmp_path / "r.json")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(),
        cwd=ROOT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:  # until both workers' engines are at work
            started = grandchildren.read_text().split() if grandchildren.exists() else []
            if len(started) >= 2 and progress.exists():
                break
            time.sleep(0.05)
        os.killpg(proc.pid, signum)
        _, stderr = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == code, stderr
    assert "Traceback" not in stderr and "Error" not in stderr, stderr
    assert report(tmp_path / "r.json")["run"]["interrupted"] == signal.Signals(signum).name
    pids = [int(p) for p in grandchildren.read_text().split()]
    assert not [p for p in pids if not gone(p, within=5)], "a setsid descendant outlived the run"


@pytest.mark.parametrize("delay", [0.3, 0.5, 1.0, 1.5])  # the whole run takes about 3 s on an idle machine
@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_during_start_up_is_a_clean_stop(delay: float, signum: int, code: int) -> None:
    """Sent to the whole process group while the command imports, spawns its workers and they start. (Before
    main runs, in the interpreter's own start-up and the first imports, a signal is Python's to handle.) The
    engine is served in a subprocess, so the run outlasts the latest delay even on an idle machine."""
    proc = subprocess.Popen(
        [CLI, "conformance", "--jobs", "2", "--engine", f"{CLI} serve"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(),
        cwd=ROOT,
        start_new_session=True,
    )
    try:
        time.sleep(delay)
        os.killpg(proc.pid, signum)
        _, stderr = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == code, stderr
    assert "Traceback" not in stderr and "Error" not in stderr, stderr


def test_a_list_argv_engine_runs_without_a_shell(tmp_path: Path) -> None:
    from belote_spec.conformance.runner import run
    from belote_spec.protocol.subprocess_engine import SubprocessEngine

    argv_file = tmp_path / "argv.json"
    engine(tmp_path, argv_file=str(argv_file))
    weird = tmp_path / "it's $HOME; a.json"  # quotes, $ and ; mean nothing without a shell
    weird.write_text(json.dumps({"argv_file": str(argv_file)}))
    e = SubprocessEngine([sys.executable, str(tmp_path / "fake_engine.py"), str(weird)], env=_env())
    try:
        results = run(e, [c for c in collect() if c.variant == "open-belot"][:2])
    finally:
        e.close()
    assert [r.status for r in results] == ["passed", "passed"]
    assert json.loads(argv_file.read_text())[-1] == str(weird)


@pytest.mark.parametrize("option", ["--output", "--json", "--junit-xml", "--markdown"])
def test_a_bad_report_path_is_exit_2_before_the_engine_starts(tmp_path: Path, option: str) -> None:
    pidfile = tmp_path / "pids"
    done = cli(
        "conformance",
        "--engine",
        engine(tmp_path, pidfile=str(pidfile)),
        option,
        str(tmp_path / "no-such-dir" / "r.out"),
    )
    assert done.returncode == 2 and "cannot write the report" in done.stderr and "no-such-dir" in done.stderr
    assert not pidfile.exists(), "the engine was started for a run whose report could not be written"


def test_a_missing_xfail_file_is_exit_2_before_the_engine_starts(tmp_path: Path) -> None:
    pidfile = tmp_path / "pids"
    done = cli("conformance", "--engine", engine(tmp_path, pidfile=str(pidfile)), "--xfail", str(tmp_path / "nope"))
    assert done.returncode == 2 and "known failures" in done.stderr
    assert not pidfile.exists()


def test_junit_is_valid_xml_with_errors_for_crashes_failures_for_rules_and_times(tmp_path: Path) -> None:
    crash = tmp_path / "crash.xml"
    command = engine(tmp_path, on="trick_winner", do="error", message="\x1b[31mboom\x1b[0m \x00 \ufffe")
    assert cli("conformance", "--engine", command, "--variant", "french", "--junit-xml", str(crash)).returncode == 1
    root = ET.parse(crash).getroot()  # an ESC, a NUL or U+FFFE from the engine no longer breaks the XML
    _check_junit_shape(root)
    errors = [c for c in root.iter("testcase") if c.find("error") is not None]
    assert errors and all(c.find("failure") is None for c in errors)
    message = errors[0].find("error").get("message")
    assert "\\x1b[31mboom" in message and errors[0].find("error").get("type") == "EngineFailure"
    assert int(root.get("errors")) == len(errors) and root.get("failures") == "0"
    rules = tmp_path / "rules.xml"
    assert (
        cli(
            "conformance",
            "--engine",
            "belote-spec serve --mutant french-no-follow-suit",
            "--variant",
            "french",
            "--junit-xml",
            str(rules),
        ).returncode
        == 1
    )
    root = ET.parse(rules).getroot()
    _check_junit_shape(root)
    failures = [c for c in root.iter("testcase") if c.find("failure") is not None]
    assert failures and root.get("errors") == "0" and int(root.get("failures")) == len(failures)
    # the request is in the body (of a stateless scenario: the legal_cards asked)
    assert any("legal_cards" in (c.find("failure").text or "") for c in failures)


def _check_junit_shape(root: ET.Element) -> None:
    """The shape of the common JUnit XSD (Jenkins' junit-10.xsd): counts and times where it puts them, and
    in a testcase at most one of skipped/error/failure, before system-out/system-err."""
    assert root.tag == "testsuites"
    for suite in root.iter("testsuite"):
        assert {"name", "tests", "failures", "errors", "skipped", "time"} <= set(suite.attrib)
        cases = suite.findall("testcase")
        assert int(suite.get("tests")) == len(cases)
        assert int(suite.get("failures")) == sum(c.find("failure") is not None for c in cases)
        assert int(suite.get("errors")) == sum(c.find("error") is not None for c in cases)
        assert float(suite.get("time")) >= 0
        for child in suite:
            assert child.tag in ("properties", "testcase")
        for case in cases:
            assert {"name", "classname", "time"} <= set(case.attrib) and float(case.get("time")) >= 0
            tags = [c.tag for c in case]
            outcome = [t for t in tags if t in ("skipped", "error", "failure")]
            assert len(outcome) <= 1 and set(tags) <= {"skipped", "error", "failure", "system-out", "system-err"}
            if outcome:
                assert tags.index(outcome[0]) == 0


@pytest.mark.parametrize(
    ("conf", "said"),
    [
        ({"on": "trick_winner", "do": "close_stdout"}, "closed its output but is still running"),
        ({"on": "trick_winner", "do": "exit", "code": 3}, "exited with status 3"),
        ({"on": "trick_winner", "do": "kill"}, "was killed by signal 9"),
    ],
)
def test_how_the_engine_stopped_is_said_in_words(tmp_path: Path, conf: dict[str, Any], said: str) -> None:
    out = tmp_path / "r.json"
    assert (
        cli(
            "conformance", "--engine", engine(tmp_path, **conf), "--variant", "french", "-x", "--json", str(out)
        ).returncode
        == 1
    )
    (failed,) = [r for r in report(out)["results"] if r["status"] == "failed"]
    assert said in failed["message"] and "code None" not in failed["message"]


def test_a_variant_alias_is_accepted_as_show_and_play_accept_it() -> None:
    done = cli("conformance", "--variant", "belote", "--list")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [c.id for c in FRENCH]


def test_several_reports_in_one_run_and_the_summary_still_printed(tmp_path: Path) -> None:
    j, x, m = tmp_path / "r.json", tmp_path / "r.xml", tmp_path / "r.md"
    done = cli(
        "conformance",
        "--variant",
        "open-belot",
        "--format",
        "json",
        "--output",
        str(j),
        "--format",
        "junit",
        "--output",
        str(x),
        "--markdown",
        str(m),
    )
    assert done.returncode == 0, done.stderr
    data = report(j)
    n = len([c for c in collect() if c.variant == "open-belot"])
    assert data["totals"]["passed"] == n
    assert int(ET.parse(x).getroot().get("tests")) == n
    assert f"**{n} passed, 0 failed, 0 skipped**" in m.read_text()
    assert f"{n} passed, 0 failed, 0 skipped" in done.stdout  # the terminal summary, although files were written
    run = data["run"]
    assert run["belote_spec"] and run["engine"]["name"] and run["selection"]["variants"] == ["open-belot"]
    assert run["start_time"] and run["duration"] >= 0 and run["interrupted"] is None


def test_the_report_records_the_engine_s_hello(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    assert (
        cli(
            "conformance", "--engine", "belote-spec serve", "--variant", "open-belot", "-k", "deal", "--json", str(out)
        ).returncode
        == 0
    )
    run = report(out)["run"]
    assert run["engine"]["protocol"] == 2 and run["engine"]["version"] and "open-belot" in run["engine"]["variants"]
    assert run["engine"]["command"] == "belote-spec serve" and run["selection"]["k"] == "deal"
