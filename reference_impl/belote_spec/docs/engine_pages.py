"""`belote-spec engine-report`: the report page of each harnessed engine, in the style of Bowtie's.

For a harness (`docs/engines/<engine>.confirmed.yaml`, what was confirmed by hand in the engine's
code), it runs the real commands against each variant the adapter claims: `conformance` (with its
root causes), `identify` and `fuzz --mode stateless --deals 200`, and keeps only their reports (the
JSON of conformance and identify, fuzz's verdict lines): the root-cause search and identify are free
to change inside, the page reads what they say. It then matches each root cause to a confirmed
deviation by rule pointer, and writes `docs/engines/<engine>.json` (everything measured, no timing
and no absolute path, so the same on every machine; schemas/engine-page.schema.json) and
`docs/engines/<engine>.md`, the rendering of that JSON alone. `tests/docs/test_engine_pages.py` fails while
either is stale.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from belote_spec.base import pointer as pointers
from belote_spec.base.exits import CommandError
from belote_spec.base.pointer import lookup
from belote_spec.base.text import shorten
from belote_spec.conformance.reports import stop_sentence
from belote_spec.spec.variant_keys import strip_annotations

FORMAT = "belote-spec/engine-page/1"
FUZZ_DEALS = 200
FUZZ_SEED = 0
COMMAND_TIMEOUT = 1800  # seconds for one command: a hung engine stops the page, it does not hang it
_CHECKOUT = Path(__file__).resolve().parents[3]
#: Where the pages live: a checkout's docs/engines/ (the pages are documentation, not package data).
PAGES_DIR = _CHECKOUT / "docs" / "engines"
#: The variants each harness (harnesses/ in a checkout, one installable package each) claims, and why.
CLAIMS = _CHECKOUT / "harnesses" / "claims.json"
ABSENT = "(absent)"


# -- the confirmed data ---------------------------------------------------------------------------------
def confirmed_files(folder: Path = PAGES_DIR) -> list[Path]:
    return sorted(folder.glob("*.confirmed.yaml"))


def load_confirmed(path: Path) -> dict[str, Any]:
    """The confirmed YAML, checked against schemas/engine-confirmed.schema.json: a broken file is
    one line and exit 2, never a half-written page."""
    import jsonschema
    import yaml

    from belote_spec.spec.resources import schemas_dir

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as e:
        raise CommandError(f"cannot read {path.name}: {e}") from None
    schema = json.loads((schemas_dir() / "engine-confirmed.schema.json").read_text(encoding="utf-8"))
    error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(data))
    if error is not None:
        where = "/" + "/".join(str(p) for p in error.absolute_path)
        raise CommandError(f"{path.name}: {where}: {error.message}")
    return data


def find_harness(name: str, folder: Path = PAGES_DIR) -> Path:
    """The confirmed file of a harness named by its page name (belote-cli) or its module (belote_cli)."""
    known: dict[str, Path] = {}
    for path in confirmed_files(folder):
        page = path.name.removesuffix(".confirmed.yaml")
        known[page] = known[page.replace("-", "_")] = path
    if name not in known:
        pages = sorted({p.name.removesuffix(".confirmed.yaml") for p in known.values()})
        raise CommandError(f"no harness {name!r} (known: {', '.join(pages) or 'none'})")
    return known[name]


# -- running the commands ----------------------------------------------------------------------------------
def harness_module(harness: str) -> str:
    """The import name of a harness's package (harnesses/<page>/ in a checkout)."""
    return f"belote_spec_harness_{harness}"


def engine_option(harness: str) -> str:
    return f"python:{harness_module(harness)}:Engine"


def commands(harness: str, variant: str) -> dict[str, list[str]]:
    """The command lines the page reports, as a reader would type them."""
    engine = ["--engine", engine_option(harness), "--variant", variant]
    return {
        "conformance": ["conformance", *engine, "--format", "json", "--output", f"{harness}-{variant}.json"],
        "identify": ["identify", *engine, "--format", "json"],
        "fuzz": ["fuzz", *engine, "--mode", "stateless", "--deals", str(FUZZ_DEALS), "--seed", str(FUZZ_SEED)],
    }


def _run(argv: list[str]) -> subprocess.CompletedProcess[str]:
    """One belote-spec command in a fresh process, from the checkout (so `python:reference_impl...`
    is this code). Exit 2 or 3 is the command failing to run: said in one line, exit 2 for us too."""
    env = {k: v for k, v in os.environ.items() if k != "BELOTE_SPEC_TRACEBACK"}
    try:
        done = subprocess.run(
            [sys.executable, "-m", "belote_spec", *argv],
            cwd=_CHECKOUT,
            env=env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=COMMAND_TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        raise CommandError(f"`belote-spec {' '.join(argv)}` took over {COMMAND_TIMEOUT} s: stopped") from None
    if done.returncode not in (0, 1, 5):
        last = (done.stderr.strip().splitlines() or ["(no message)"])[-1]
        raise CommandError(f"`belote-spec {' '.join(argv)}` exit {done.returncode}: {last}")
    return done


def _clean(text: str) -> str:
    """No absolute path of this machine in a committed page."""
    return text.replace(str(_CHECKOUT) + os.sep, "").replace(str(_CHECKOUT), ".")


def run_conformance(harness: str, variant: str) -> dict[str, Any]:
    argv = commands(harness, variant)["conformance"]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        done = _run([*argv[:-1], str(out)])
        report = json.loads(out.read_text(encoding="utf-8"))
    causes = report.get("causes")
    return {
        "exit_code": done.returncode,
        "totals": report["totals"],
        "failed": [
            {"id": r["id"], "kind": r["kind"], "message": _clean(r["message"]), **_named_rule(r)}
            for r in report["results"]
            if r["status"] in ("failed", "xpassed")
        ],
        "skipped": [
            {"id": r["id"], "message": _clean(r["message"])} for r in report["results"] if r["status"] == "skipped"
        ],
        "causes": None
        if causes is None
        else {
            "failed": causes["failed"],
            "causes": causes["causes"],
            "unexplained": causes["unexplained"],
            "incomplete": causes.get("incomplete", []),
            "stops": causes.get("stops", []),
        },
    }


def _named_rule(result: dict[str, Any]) -> dict[str, str]:
    """The rule an unexpected rejection of the engine cited, when it is one of the variant's (a pointer), from the
    failure's data in the report: {"rejected_rule": pointer}, or nothing."""
    rule = (result.get("failure") or {}).get("rejected_rule")
    return {"rejected_rule": rule} if isinstance(rule, str) and rule.startswith("/") else {}


def run_identify(harness: str, variant: str) -> dict[str, Any]:
    done = _run(commands(harness, variant)["identify"])
    report = json.loads(done.stdout)
    names = [n for n in report["names"] if n["name"] == variant] or report["names"][:1]
    entry = {k: v for k, v in names[0].items() if k != "unexplained_positions"} if names else None
    return {"exit_code": done.returncode, "positions": report["positions"], "stale": report["stale"], "name": entry}


def run_fuzz(harness: str, variant: str) -> dict[str, Any]:
    done = _run([*commands(harness, variant)["fuzz"], "--format", "json"])
    try:
        said = json.loads(done.stdout)
    except ValueError:
        raise CommandError(f"cannot read fuzz's JSON: {shorten(done.stdout, 80)!r}") from None
    found = said["divergence"]
    if done.returncode == 1 and found is None:  # a divergence the page must show, not "no divergence"
        raise CommandError("fuzz exited 1 and named no divergence")
    divergence = None if found is None else {k: found[k] for k in ("deal", "what", "scenario")}
    return {
        "exit_code": done.returncode,
        "mode": said["mode"],
        "deals": FUZZ_DEALS,
        "seed": FUZZ_SEED,
        "divergence": divergence,
        "lines": [] if divergence else said["lines"],
    }


# -- matching ------------------------------------------------------------------------------------------
def related(a: str, b: str) -> bool:
    """The same rule, or one inside the other (`/scoring/bid_contract` and `/scoring/bid_contract/flat`)."""
    a, b = a.rstrip("/"), b.rstrip("/")
    if not a or not b:
        return a == b
    return pointers.related(a, b)


def _value(v: Any) -> Any:
    """A rule value as the reports write it, comparable: identify's {"value"}/{"absent"}, the causes' "(absent)"."""
    if isinstance(v, dict) and set(v) == {"absent"}:
        return ABSENT
    if isinstance(v, dict) and set(v) == {"value"}:
        return v["value"]
    return v


# A rule value without its citations and notes: what the rules do, which is what identify compares.
_bare = strip_annotations


def deviations_at(
    confirmed: dict[str, Any],
    variant: str,
    pointers: Iterable[str],
    engine_value: Any = None,
    explains: Iterable[str] = (),
) -> list[str]:
    """The confirmed deviations a finding at these pointers in this variant is: by rule pointer
    (the same, a parent or a child). When several share the pointer and some state the engine's value,
    those whose value is the finding's, or whose smallest scenario the finding explains (a cause that
    took in a second failure at its rule), are the ones found."""
    pointers = list(pointers)
    explained = set(explains)
    hits: dict[str, bool] = {}
    for d in confirmed["deviations"]:
        for rule in d["rules"]:
            if variant in rule["variants"] and any(related(p, rule["pointer"]) for p in pointers):
                same = ("engine_value" in rule and _value(rule["engine_value"]) == _value(engine_value)) or d.get(
                    "smallest_scenario"
                ) in explained
                hits[d["id"]] = hits.get(d["id"], False) or same
    exact = [i for i, same in hits.items() if same]
    return exact or list(hits)


def _attributions(confirmed: dict[str, Any]) -> dict[str, list[str]]:
    """Scenario id -> the deviations or limits the hand-written findings put it down to."""
    out: dict[str, list[str]] = {}
    for d in confirmed["deviations"]:
        for sid in ([d["smallest_scenario"]] if d.get("smallest_scenario") else []) + d.get("through", {}).get(
            "scenarios", []
        ):
            out.setdefault(sid, []).append(d["id"])
    for lim in confirmed["limits"]:
        for sid in lim.get("scenarios", []):
            out.setdefault(sid, []).append(_limit_name(lim))
    return out


def _skip_owner(confirmed: dict[str, Any], message: str) -> str | None:
    for d in confirmed["deviations"]:
        if any(phrase in message for phrase in d.get("skips", [])):
            return str(d["id"])
    for lim in confirmed["limits"]:
        if any(phrase in message for phrase in lim.get("skips", [])):
            return _limit_name(lim)
    return None


def match(
    confirmed: dict[str, Any], runs: dict[str, dict[str, Any]], value_at: Callable[[str, str], Any]
) -> dict[str, Any]:
    """Each confirmed deviation with what found it, and what was found that no deviation explains.

    `runs` is per claimed variant its trimmed `conformance`, `identify` (and `fuzz`) reports;
    `value_at(variant, pointer)` reads the resolved variant ("(absent)" when the rule is not there),
    to tell an identify departure from a closer variant that also holds for the claimed one from a
    plain difference between the two variants."""
    found: dict[str, list[dict[str, Any]]] = {d["id"]: [] for d in confirmed["deviations"]}
    false_alarms: list[dict[str, Any]] = []
    identify_other: list[dict[str, Any]] = []
    unexplained: list[dict[str, Any]] = []
    skipped: dict[str, dict[str, Any]] = {}
    attributed = _attributions(confirmed)
    limit_names = {_limit_name(lim) for lim in confirmed["limits"]}
    from_limits: list[dict[str, Any]] = []  # causes that are an adapter's limit, not the engine's rule
    for variant in sorted(runs):
        run = runs[variant]
        conf = run.get("conformance")
        if conf:
            causes = conf["causes"]
            for n, cause in enumerate(causes["causes"] if causes else []):
                ids = deviations_at(
                    confirmed, cause["variant"], [cause["pointer"]], cause["engine_value"], cause["explains"]
                )
                hit = {
                    "command": "conformance",
                    "variant": variant,
                    "cause": n,
                    "pointer": cause["pointer"],
                    "shared_with": sorted(ids),
                }
                for i in ids:
                    found[i].append(hit)
                limits = sorted({a for sid in cause["explains"] for a in attributed.get(sid, []) if a in limit_names})
                if not ids and limits and all(set(attributed.get(sid, [])) & limit_names for sid in cause["explains"]):
                    # every failure it explains is one the findings put down to what the adapter cannot ask
                    from_limits.append(
                        {
                            "command": "conformance",
                            "variant": variant,
                            "cause": n,
                            "pointer": cause["pointer"],
                            "shared_with": limits,
                        }
                    )
                elif not ids:
                    false_alarms.append(
                        {"command": "conformance", "variant": variant, "cause": n, "pointer": cause["pointer"]}
                    )
            named = {f["id"]: f.get("rejected_rule") for f in conf["failed"]}
            for sid in causes["unexplained"] if causes else list(named):
                rule = named.get(sid)
                unexplained.append(
                    {
                        "variant": variant,
                        "id": sid,
                        "by_hand": attributed.get(sid, []),
                        "rule_named": rule,
                        "named_deviations": deviations_at(confirmed, variant, [rule]) if rule else [],
                    }
                )
            for s in conf["skipped"]:
                group = skipped.setdefault(s["message"], {"message": s["message"], "owner": None, "ids": []})
                group["owner"] = _skip_owner(confirmed, s["message"])
                group["ids"].append(s["id"])
        ident = (run.get("identify") or {}).get("name")
        for n, dep in enumerate(ident["departures"] if ident else []):
            pointers = [dep["pointer"], *(a["pointer"] for a in dep.get("also", []))]
            assert ident is not None  # the loop runs only on an identify run
            closer = ident.get("departs_from") or ident["closest"]  # the variant the departures are from
            holds = closer == variant or _bare(value_at(variant, dep["pointer"])) == _bare(_value(dep["variant"]))
            where = {
                "command": "identify",
                "variant": variant,
                "departure": n,
                "pointer": dep["pointer"],
                "closest": closer,
            }
            if not holds:  # a difference between the closest variant and the claimed one, not a departure of it
                identify_other.append(where)
                continue
            ids = deviations_at(confirmed, variant, pointers, dep["engine"])
            for i in ids:
                found[i].append(where | {"shared_with": sorted(ids)})
            if not ids:
                false_alarms.append(where)
    applies = {
        d["id"]: sorted({v for r in d["rules"] for v in r["variants"] if v in runs}) for d in confirmed["deviations"]
    }
    return {
        "deviations": [
            {"id": d["id"], "variants": applies[d["id"]], "found": found[d["id"]]} for d in confirmed["deviations"]
        ],
        "false_alarms": false_alarms,
        "from_limits": from_limits,
        "identify_other": identify_other,
        "missed": [d["id"] for d in confirmed["deviations"] if not found[d["id"]]],
        "unexplained": unexplained,
        "skipped": sorted(skipped.values(), key=lambda g: (-len(g["ids"]), g["message"])),
    }


def badge(page: dict[str, Any], variant: str) -> str:
    """One variant's line, like a Bowtie badge: scenarios passed and confirmed deviations found as root causes."""
    totals = page["runs"][variant]["conformance"]["totals"]
    ran = totals["passed"] + totals["failed"] + totals["xfailed"] + totals["xpassed"]
    mine = [d for d in page["matching"]["deviations"] if variant in d["variants"]]
    as_causes = [d for d in mine if any(f["command"] == "conformance" and f["variant"] == variant for f in d["found"])]
    alarms = [a for a in page["matching"]["false_alarms"] if a["variant"] == variant and a["command"] == "conformance"]
    line = (
        f"{variant}: {totals['passed']}/{ran} passed"
        + (f", {totals['skipped']} skipped" if totals["skipped"] else "")
        + f", {len(as_causes)} of {len(mine)} confirmed deviations found as root causes"
    )
    return line + (f", {len(alarms)} FALSE ALARM(S)" if alarms else "")


def summary(page: dict[str, Any]) -> str:
    """The engine's line: confirmed deviations found by any command, and findings matched to none."""
    m = page["matching"]
    alarms = len(m["false_alarms"])
    return (
        f"{len(m['deviations']) - len(m['missed'])} of {len(m['deviations'])} confirmed deviations found by "
        f"some command; {alarms} finding(s) matched to no confirmed deviation"
        + (" (**FALSE ALARM**)" if alarms else "")
    )


# -- building a page ------------------------------------------------------------------------------------
def _resolved_value(variant: str, pointer: str) -> Any:
    from belote_spec.spec.loader import load_variant

    return lookup(load_variant(variant), pointer, ABSENT)


def build(confirmed: dict[str, Any], progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Runs the commands for every claimed variant and returns the page's JSON."""
    from belote_spec.protocol.adapter import read_claims

    harness = confirmed["harness"]
    try:
        claim = read_claims(CLAIMS)[harness]
    except KeyError:
        raise CommandError(f"{harness} claims no variant in harnesses/claims.json") from None
    variants, why = list(claim.variants), claim.why
    runs: dict[str, dict[str, Any]] = {}
    for v in variants:
        runs[v] = {}
        for name, step in (("conformance", run_conformance), ("identify", run_identify), ("fuzz", run_fuzz)):
            if progress:
                progress(f"{confirmed['engine']} {v}: {name}")
            runs[v][name] = step(harness, v)
    return assemble(confirmed, variants, why, runs)


def assemble(confirmed: dict[str, Any], variants: list[str], why: str, runs: dict[str, Any]) -> dict[str, Any]:
    """The page's JSON from the runs and the confirmed data: the matching is derived, never stored by hand."""
    harness = confirmed["harness"]
    page = {
        "format": FORMAT,
        "engine": confirmed["engine"],
        "version": confirmed["version"],
        "harness": harness,
        "engine_option": engine_option(harness),
        "claims": variants,
        "claims_why": why,
        "commands": {
            v: {k: "belote-spec " + " ".join(_quote(a) for a in argv) for k, argv in commands(harness, v).items()}
            for v in variants
        },
        "confirmed": confirmed,
        "runs": runs,
        "matching": match(confirmed, runs, _resolved_value),
    }
    page["badges"] = {v: badge(page, v) for v in variants}
    return page


def _quote(arg: str) -> str:
    return arg if re.fullmatch(r"[\w@%+=:,./-]+", arg) else "'" + arg.replace("'", "'\\''") + "'"


def dumps(page: dict[str, Any]) -> str:
    return json.dumps(page, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def page_paths(confirmed: dict[str, Any], folder: Path = PAGES_DIR) -> tuple[Path, Path]:
    return folder / f"{confirmed['engine']}.json", folder / f"{confirmed['engine']}.md"


# -- rendering -------------------------------------------------------------------------------------------
def _cell(text: Any) -> str:
    s = text if isinstance(text, str) else json.dumps(text, ensure_ascii=False)
    return s.replace("\n", " ").replace("|", "\\|")


def _short(value: Any) -> str:
    return "absent" if value == ABSENT else json.dumps(value, ensure_ascii=False)


def _where(d: dict[str, Any]) -> str:
    return ", ".join(dict.fromkeys(f"`{e['where']}`" for e in d["evidence"]))


def _limit_name(limit: dict[str, Any]) -> str:
    return str(limit["id"]) if limit.get("id") else f"adapter limit: {limit['what']}"


def _found_by(hits: list[dict[str, Any]]) -> str:
    if not hits:
        return "**not found**"
    return ", ".join(dict.fromkeys(f"{h['command']} ({h['variant']})" for h in hits))


def _reported_as(page: dict[str, Any], dev_id: str, hits: list[dict[str, Any]]) -> str:
    out = []
    for h in hits:
        others = [i for i in h["shared_with"] if i != dev_id]
        also = f" (one cause with {', '.join(others)})" if others else ""
        if h["command"] == "conformance":
            c = page["runs"][h["variant"]]["conformance"]["causes"]["causes"][h["cause"]]
            cite = c["cite"][0] if c["cite"] else None
            both = "".join(
                f" together with `{a['pointer']}` {_short(a['variant_value'])} → "
                f"{_short(a['engine_value'])} (neither alone reproduces them)"
                for a in c.get("also", [])
            )
            change = (
                f"{_short(c['variant_value'])} → {_short(c['engine_value'])}"
                if c.get("pinned", True)
                else f"{_short(c['variant_value'])}, the engine departs from it (no value tried reproduces its "
                + (
                    f"answers; changes of {', '.join(c['near'])} come as near)"
                    if c.get("near")
                    else f"answers; nearest {_short(c['engine_value'])})"
                )
            )
            out.append(
                f"`{c['pointer']}` {change}{both}{also}; "
                f"{len(c['explains'])} scenario(s); smallest `{c['smallest']}`"
                + (f'; {cite["source"]}: "{cite["quote"]}"' if cite else "")
            )
        else:
            dep = page["runs"][h["variant"]]["identify"]["name"]["departures"][h["departure"]]
            out.append(
                f"identify departure `{dep['pointer']}` {_short(_value(dep['variant']))} → "
                f"{_short(_value(dep['engine']))}{also}, {dep['explains']} position(s)"
            )
    return "<br>".join(_cell(x) for x in out) if out else "—"


def render(page: dict[str, Any]) -> str:  # noqa: C901 (one engine page, section by section)
    """The Markdown page, from the page's JSON alone."""
    conf = page["confirmed"]
    m = page["matching"]
    devs = {d["id"]: d for d in conf["deviations"]}
    out: list[str] = []
    w = out.append
    w(f"# {page['engine']} {page['version']} against belote-spec")
    w("")
    w(
        f"<!-- Generated by `belote-spec engine-report {page['engine']}` from `docs/engines/{page['engine']}"
        f".confirmed.yaml` and the runs in `docs/engines/{page['engine']}.json`: edit the YAML, not this page. -->"
    )
    w("")
    for v in page["claims"]:
        w(f"- **{page['badges'][v]}**")
    alarms = m["false_alarms"]
    w(f"- {summary(page)}" + (" (see below)" if alarms else ""))
    w("")
    w("| | |")
    w("|---|---|")
    for label, text in conf["header"]:
        w(f"| {label} | {text} |")
    w(f"| why these claims | {_cell(page['claims_why'])} |")
    w("")
    if conf.get("evidence_note"):
        w(conf["evidence_note"])
        w("")
    w(
        "What ran (every figure on this page comes from these; the JSON reports are kept, trimmed, in "
        f"`docs/engines/{page['engine']}.json`):"
    )
    w("")
    w("```sh")
    for v in page["claims"]:
        for name in ("conformance", "identify", "fuzz"):  # the JSON's keys are sorted: the order is ours
            if name in page["commands"][v]:
                w(page["commands"][v][name])
    w("```")
    w("")
    w("## Totals")
    w("")
    w(
        "| variant | passed | failed | skipped | exit | root causes | unexplained failures "
        "| confirmed deviations found as root causes |"
    )
    w("|---|---:|---:|---:|---:|---:|---:|---|")
    for v in page["claims"]:
        c = page["runs"][v]["conformance"]
        t = c["totals"]
        causes = c["causes"]
        n_causes = len(causes["causes"]) if causes else 0
        n_unexp = len(causes["unexplained"]) if causes else len(c["failed"])
        mine = [d for d in m["deviations"] if v in d["variants"]]
        hit = [d["id"] for d in mine if any(f["command"] == "conformance" and f["variant"] == v for f in d["found"])]
        w(
            f"| {v} | {t['passed']} | {t['failed']} | {t['skipped']} | {c['exit_code']} | {n_causes} | {n_unexp} | "
            f"{len(hit)} of {len(mine)}{': ' + ', '.join(hit) if hit else ''} |"
        )
    for v in page["claims"]:
        causes = page["runs"][v]["conformance"]["causes"]
        if not causes:
            continue
        for stop in causes.get("stops", []):
            w("")
            w(stop_sentence(stop))
        told = {stop.get("variant") for stop in causes.get("stops", [])}
        if rest := [x for x in causes["incomplete"] if x not in told]:  # a page from before `stops`
            w("")
            w(
                f"The root-cause search stopped at its budget in {', '.join(rest)}: what it found "
                "stands, the rest of the failures are listed as unexplained."
            )
    w("")
    w("## Confirmed deviations and what found them")
    w("")
    w(
        "| id | confirmed in the code | rule pointer | found by "
        "| reported as (pointer, scenarios, smallest scenario, source quote) |"
    )
    w("|---|---|---|---|---|")
    for d in m["deviations"]:
        dv = devs[d["id"]]
        ptrs = "<br>".join(
            f"`{r['pointer']}` ({', '.join(r['variants'])}"
            + (f": {_short(r['variant_value'])}" if "variant_value" in r else "")
            + (f"; {r['says']}" if r.get("says") else "")
            + ")"
            for r in dv["rules"]
        )
        w(
            f"| {d['id']} | {_cell(dv['summary'])}: {_cell(_where(dv))} | {_cell(ptrs)} | "
            f"{_found_by(d['found'])} | {_reported_as(page, d['id'], d['found'])} |"
        )
    w("")
    w("### Findings matched to no confirmed deviation")
    w("")
    if not alarms:
        w(
            "None: every root cause, and every identify departure that holds for a claimed variant, is a "
            "confirmed deviation."
        )
    for a in m.get("from_limits", []):
        c = page["runs"][a["variant"]]["conformance"]["causes"]["causes"][a["cause"]]
        w(
            f"- adapter limit ({', '.join(a['shared_with'])}; conformance, {a['variant']}): "
            f"root cause `{c['pointer']}`, {len(c['explains'])} scenario(s), smallest `{c['smallest']}`: "
            "every scenario it explains is one the "
            "findings put down to what the adapter cannot ask, not a rule of the engine."
        )
    for a in alarms:
        if a["command"] == "conformance":
            c = page["runs"][a["variant"]]["conformance"]["causes"]["causes"][a["cause"]]
            w(
                f"- **FALSE ALARM** (conformance, {a['variant']}): root cause `{c['pointer']}` "
                f"{_short(c['variant_value'])} → {_short(c['engine_value'])}, {len(c['explains'])} scenario(s), "
                f"smallest `{c['smallest']}`: no deviation confirmed in the engine's code is at this rule."
            )
        else:
            dep = page["runs"][a["variant"]]["identify"]["name"]["departures"][a["departure"]]
            w(
                f"- **FALSE ALARM** (identify, {a['variant']}): departure `{dep['pointer']}` "
                f"{_short(_value(dep['variant']))} → {_short(_value(dep['engine']))}, {dep['explains']} position(s): "
                "no deviation confirmed in the engine's code is at this rule."
            )
    w("")
    w("### Confirmed deviations no command found")
    w("")
    if not m["missed"]:
        w("None.")
    for i in m["missed"]:
        dv = devs[i]
        note = dv.get("scenario_note", "")
        if dv["smallest_scenario"]:
            w(
                f"- **{i}** {dv['summary']}: smallest scenario by hand `{dv['smallest_scenario']}`"
                + (f" ({_cell(note)})" if note else "")
            )
        else:
            w(f"- **{i}** {dv['summary']}: smallest scenario by hand: {_cell(note) or 'none'}")
    w("")
    w("### Failures no root cause explains")
    w("")
    if not m["unexplained"]:
        w("None.")
    else:
        w("| variant | scenario | message | put down by hand to | the rule the message names |")
        w("|---|---|---|---|---|")
        messages = {
            (v, f["id"]): f["message"] for v in page["claims"] for f in page["runs"][v]["conformance"]["failed"]
        }
        for u in m["unexplained"]:
            msg = messages.get((u["variant"], u["id"]), "")
            by_hand = ", ".join(u["by_hand"]) or "not listed"
            named = (
                f"`{u['rule_named']}`" + (f": {', '.join(u['named_deviations'])}" if u["named_deviations"] else "")
                if u["rule_named"]
                else ""
            )
            w(f"| {u['variant']} | `{_cell(u['id'])}` | {_cell(msg[:200])} | {by_hand} | {named} |")
    w("")
    w("## What could not be checked")
    w("")
    if not m["skipped"]:
        w("No scenario was skipped.")
    else:
        w("| skipped | why (the adapter's words) | from |")
        w("|---:|---|---|")
        for g in m["skipped"]:
            w(f"| {len(g['ids'])} | {_cell(g['message'])} | {g['owner'] or '**not explained by hand**'} |")
    w("")
    w("What the adapter cannot ask, by hand:")
    w("")
    for lim in conf["limits"]:
        tag = f"{lim['id']}: " if lim.get("id") else ""
        n = len(lim.get("scenarios", []))
        w(f"- **{tag}{lim['what']}.** {lim['why']}" + (f" ({n} scenario(s) fail for it.)" if n else ""))
        for sid in lim.get("scenarios", []):
            w(f"  - `{sid}`")
    w("")
    w("## identify")
    w("")
    for v in page["claims"]:
        ident = page["runs"][v]["identify"]
        n = ident["name"]
        w(f"### Under `{v}` (exit {ident['exit_code']})")
        w("")
        if n is None:
            w("identify gave no verdict under this name.")
            w("")
            continue
        rank = next((k for k, s in enumerate(n["ranking"], 1) if s["variant"] == v), None)
        ranked = next((s for s in n["ranking"] if s["variant"] == v), None)
        verdict = (
            "plays it exactly" if n["exact"] else "too few answers for a verdict" if not n["enough"] else "departs"
        )
        w(
            f"Closest variant by behaviour: `{n['closest']}`, {n['agree']} of {n['counted']} counted positions agree "
            f"({n['answered']} of {n['asked']} answered, {n['skipped']} declined; {verdict})."
        )
        if n["closest"] != v and ranked is not None:
            w(
                f"The claimed `{v}` ranks {rank} of {len(n['ranking'])}, "
                f"{ranked['agree']} of {ranked['counted']} agree."
                + (f" Why, by hand: {conf['identify_note']}" if conf.get("identify_note") else "")
            )
        elif n["closest"] == v:
            w(f"identify names the claimed variant, `{v}`.")
        if n.get("closest_departures") or n.get("closest_unexplained"):
            rules = ", ".join(f"`{d['pointer']}`" for d in n.get("closest_departures", []))
            w(
                f"The engine departs from `{n['closest']}` on {len(n.get('closest_departures', []))} rule(s): {rules}; "
                f"{n.get('closest_unexplained', 0)} disagreement(s) no change explains."
            )
        w("")
        if n["departures"]:
            against = n.get("departs_from") or n["closest"]  # the claimed variant when it counted, else the closest
            w(f"| departure from `{against}` | its value | the engine's | positions | matched to |")
            w("|---|---|---|---:|---|")
            for k, dep in enumerate(n["departures"]):
                hits = [
                    d["id"]
                    for d in m["deviations"]
                    if any(f["command"] == "identify" and f["variant"] == v and f["departure"] == k for f in d["found"])
                ]
                other = any(o["variant"] == v and o["departure"] == k for o in m["identify_other"])
                to = (
                    ", ".join(hits)
                    if hits
                    else (
                        f"a difference between `{against}` and `{v}`, not a departure of `{v}`"
                        if other
                        else "**FALSE ALARM**"
                    )
                )
                # A rule named with no value: changes of the rules it holds (`near`) fit its positions alike.
                theirs = (
                    "none named: " + ", ".join(f"`{p}`" for p in dep["near"]) + " fit alike"
                    if dep.get("near")
                    else _cell(_short(_value(dep["engine"])))
                )
                w(
                    f"| `{dep['pointer']}` | {_cell(_short(_value(dep['variant'])))} | "
                    f"{theirs} | {dep['explains']} | {to} |"
                )
            w("")
        w(f"{n['unexplained']} disagreement(s) no single change explains.")
        w("")
    w(f"## fuzz, stateless, {page['runs'][page['claims'][0]]['fuzz']['deals']} deals")
    w("")
    for v in page["claims"]:
        fz = page["runs"][v]["fuzz"]
        w(f"### `{v}` (exit {fz['exit_code']}; {fz['mode']})")
        w("")
        d = fz["divergence"]
        if d is None:
            w("No divergence: " + ("; ".join(fz["lines"]) or "nothing reported") + ".")
        else:
            w(f"First divergence on deal {d['deal']} of seed {fz['seed']}: {d['what']}")
            w("")
            w("```gherkin")
            w(d["scenario"])
            w("```")
            w("")
            w("(fuzz reports a divergence, not a rule: it is not matched to a deviation.)")
        w("")
    w("## The confirmed deviations")
    w("")
    for dv in conf["deviations"]:
        w(f"### {dv['id']}: {dv['summary']}")
        w("")
        w(dv["text"])
        w("")
        for r in dv["rules"]:
            val = f", the variant has {_short(r['variant_value'])}" if "variant_value" in r else ""
            eng = f", the engine behaves as {_short(r['engine_value'])}" if "engine_value" in r else ""
            says = f" ({r['says']})" if r.get("says") else ""
            w(f"- rule: `{r['pointer']}` in {', '.join(r['variants'])}{val}{says}{eng}")
        w(f"- the variant's source: {dv['source']}")
        if dv.get("documented"):
            doc = dv["documented"]
            how = f" ({doc['note']})" if doc.get("note") else ""
            w(f'- the engine\'s own documented choice{how}: "{doc["quote"]}" (`{doc["where"]}`)')
        note = dv.get("scenario_note", "")
        if dv["smallest_scenario"]:
            w(f"- smallest scenario, by hand: `{dv['smallest_scenario']}`" + (f" ({note})" if note else ""))
        else:
            w(f"- smallest scenario, by hand: {note or 'none'}")
        if dv.get("drafted"):
            w(f"- scenarios it failed when drafted by hand: {dv['drafted']}")
        if dv.get("through"):
            w(f"- scenarios that fail through it: {dv['through']['why']}")
            for sid in dv["through"]["scenarios"]:
                w(f"  - `{sid}`")
        if dv.get("note"):
            w("")
            w(dv["note"])
        w("")
    for sec in conf["sections"]:
        w(f"## {sec['title']}")
        w("")
        w(sec["text"])
        w("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_index(pages: list[dict[str, Any]]) -> str:
    out = [
        "# Real engines against belote-spec",
        "",
        "<!-- Generated by `belote-spec engine-report`: each engine's page is the rendering of its JSON. -->",
        "",
        "Each page reports, for one engine behind its adapter in `harnesses/`, "
        "the variants it claims, what `conformance`, `identify` and `fuzz` find, and each deviation confirmed in "
        "the engine's code with what found it.",
        "",
        "| engine | page | summary |",
        "|---|---|---|",
    ]
    for p in pages:
        out.append(
            f"| {p['engine']} {p['version']} | [{p['engine']}.md]({p['engine']}.md) "
            f"([JSON]({p['engine']}.json)) | "
            f"{'<br>'.join(_cell(x) for x in [*(p['badges'][v] for v in p['claims']), summary(p)])} |"
        )
    return "\n".join(out) + "\n"


# -- the pages ---------------------------------------------------------------------------------------------
def regenerate(folder: Path, engines: list[str], no_run: bool) -> int:
    """Exit 0 when every page was written; 2 when a harness is unknown, its engine is not installed or
    a command cannot run (one line, and no page is half-written)."""
    from belote_spec.base.exits import OK, CommandError

    if not folder.is_dir():
        raise CommandError(f"no folder {folder}")
    paths = [find_harness(n, folder) for n in engines] if engines else confirmed_files(folder)
    if not paths:
        raise CommandError(f"no *.confirmed.yaml in {folder}")
    for path in paths:
        confirmed = load_confirmed(path)
        json_path, md_path = page_paths(confirmed, folder)
        if no_run:
            try:
                old = json.loads(json_path.read_text(encoding="utf-8"))
                page = assemble(confirmed, old["claims"], old["claims_why"], old["runs"])
            except (OSError, ValueError, KeyError, TypeError) as e:
                raise CommandError(f"cannot rebuild from {json_path.name}: {e!r}") from None
        else:
            try:
                __import__(harness_module(confirmed["harness"]))
            except ImportError as e:
                raise CommandError(
                    f"{confirmed['engine']}: {e} (pip install -e harnesses/{confirmed['engine']})"
                ) from None
            page = build(confirmed, lambda text: print(f"  running {text}...", file=sys.stderr))
        text = dumps(page)
        _write(json_path, text)
        _write(md_path, render(json.loads(text)))  # the page renders the JSON as committed (its keys sorted)
        print(f"wrote {md_path} and {json_path.name}" + (" (from its recorded runs)" if no_run else ""))
        print("  " + "\n  ".join(page["badges"][v] for v in page["claims"]))
    _write(folder / "index.md", render_index(committed_pages(folder)))
    return OK


def committed_pages(folder: Path = PAGES_DIR) -> list[dict[str, Any]]:
    """The JSON of every page there is, in the order of their confirmed files (for the index)."""
    pages = []
    for path in confirmed_files(folder):
        json_path = page_paths(load_confirmed(path), folder)[0]
        if json_path.exists():
            try:
                pages.append(json.loads(json_path.read_text(encoding="utf-8")))
            except ValueError as e:
                raise CommandError(f"{json_path.name} is not JSON: {e}") from None
    return pages


def _write(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as e:
        raise CommandError(f"cannot write {path}: {e.strerror or e}") from None
