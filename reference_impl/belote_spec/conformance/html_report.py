"""A conformance report a person reads in a browser, and a badge per engine and variant.

One self-contained page (no script, no external file), in the manner of cucumber's HTML report: the
verdict first, the root causes (the few rules that explain the failures), a table per variant and area,
then every failure folded: the step, the message, the requests and answers, and the engine's stderr.
Badges are SVG in the shields.io flat style, so a README can show `french 73/88` in the engine's colours.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import TYPE_CHECKING, Any

from belote_spec.base.text import shorten
from belote_spec.base.untrusted import shown
from belote_spec.conformance.reports import failure_groups, reading_lines, stop_sentence
from belote_spec.spec.variant_keys import strip_annotations

if TYPE_CHECKING:
    from belote_spec.conformance.reports import RunMeta
    from belote_spec.conformance.runner import CaseResult

_CSS = """
:root { --ok: #1a7f37; --bad: #cf222e; --skip: #9a6700; --line: #d0d7de; --soft: #f6f8fa; }
* { box-sizing: border-box; }
body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 1rem;
       max-width: 72rem; color: #1f2328; overflow-wrap: anywhere; }
h1 { font-size: 1.6rem; margin: .5rem 0; } h2 { font-size: 1.25rem; margin-top: 2rem; }
.verdict { font-size: 1.2rem; font-weight: 600; padding: .6rem 1rem; border-radius: 6px; color: #fff; }
.verdict.ok { background: var(--ok); } .verdict.bad { background: var(--bad); }
.verdict.none, .verdict.partial { background: var(--skip); }
.meta { color: #59636e; margin: .5rem 0 1rem; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid var(--line); padding: .35rem .6rem; text-align: left; vertical-align: top; }
th { background: var(--soft); position: sticky; top: 0; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
.bar { display: flex; height: .6rem; min-width: 6rem; border-radius: 3px; overflow: hidden; background: var(--line); }
.bar .p { background: var(--ok); } .bar .f { background: var(--bad); } .bar .s { background: var(--skip); }
details { border: 1px solid var(--line); border-radius: 6px; margin: .5rem 0; padding: .4rem .8rem; }
summary { cursor: pointer; font-weight: 600; }
pre { background: var(--soft); padding: .6rem; overflow-x: auto; white-space: pre-wrap; font-size: .85rem; }
.cause { border-left: 4px solid var(--bad); padding: .2rem .8rem; margin: .8rem 0; }
.quote { font-style: italic; }
code { font-size: .9em; }
"""


def _bar(c: Counter[str]) -> str:
    total = sum(c.values()) or 1
    parts = "".join(
        f'<span class="{k[0]}" style="width:{100 * c[k] / total:.1f}%"></span>'
        for k in ("passed", "failed", "skipped")
        if c[k]
    )
    return f'<div class="bar" role="img" aria-label="{c["passed"]} passed, {c["failed"]} failed">{parts}</div>'


def _verdict(results: list[CaseResult], meta: RunMeta | None = None) -> tuple[str, str]:
    """The banner's colour and line: green only when every selected case ran, none failed and more ran than
    were skipped; a run cut short or mostly skipped says so in amber rather than pass for a full one."""
    c = Counter(r.status for r in results)
    line = f"{c['passed']} passed, {c['failed']} failed, {c['skipped']} skipped"
    selected = max(meta.selected if meta is not None else 0, len(results))
    never = selected - len(results)
    interrupted = meta.interrupted if meta is not None else None
    if interrupted:
        line += f"; stopped by {interrupted}"
    if never:
        line += f"; {never} of {selected} cases never ran"
    if c["failed"] or c["xpassed"]:
        return "bad", line
    if not c["passed"]:
        return "none", line + ": nothing verified"
    if never or interrupted:
        return "partial", line + ": a partial run"
    if _mostly_skipped(c):
        return "partial", line + ": more cases skipped than ran"
    return "ok", line


def _mostly_skipped(c: Counter[str]) -> bool:
    return c["skipped"] > c.total() - c["skipped"]


def _causes(causes: dict[str, Any] | None, results: list[CaseResult]) -> list[str]:
    if not causes or not causes.get("failed"):
        return []
    found, left = causes.get("causes", []), causes.get("unexplained", [])
    head = f"Root causes: {causes['failed']} failed, {len(found)} cause{'s' if len(found) != 1 else ''}"
    if left:
        head += f", {len(left)} unexplained"
    out = [f'<h2 id="causes">{escape(head)}</h2>']
    for c in causes.get("causes", []):
        out.append('<div class="cause">')
        out.append(
            f"<p><code>{escape(c.get('variant', ''))} {escape(c.get('pointer', ''))}</code>: "
            f"{escape(c.get('description') or '')}</p>"
        )
        if not c.get("pinned", True):
            near = f"; changes of {', '.join(c['near'])} come as near" if c.get("near") else ""
            out.append(
                f"<p>The engine departs on this rule: no change tried reproduces its answers{escape(near)} "
                f"({len(c.get('explains', []))} scenario(s)).</p>"
            )
        elif "variant_value" in c:
            out.append(
                f"<p>The variant has <code>{escape(_short(c['variant_value']))}</code>; the engine behaves as "
                f"<code>{escape(_short(c.get('engine_value')))}</code> "
                f"({len(c.get('explains', []))} scenario(s)).</p>"
            )
        for cite in c.get("cite", [])[:1]:
            out.append(
                f'<p>{escape(cite.get("source", ""))}: <span class="quote">“{escape(cite.get("quote", ""))}”</span></p>'
            )
        if c.get("smallest"):
            out.append(
                f'<p>Smallest failing scenario: <a href="#{_anchor(c["smallest"])}">'
                f"<code>{escape(c['smallest'])}</code></a></p>"
            )
        out.append("</div>")
    left = set(causes.get("unexplained", []))
    for words, rs in failure_groups(r for r in results if r.id in left):
        many = f"{len(rs)} unexplained failures" if len(rs) > 1 else "Unexplained"
        smallest = rs[0].id
        out.append(
            f'<p>{many}: {escape(shown(words))}; smallest: <a href="#{_anchor(smallest)}"><code>'
            f"{escape(smallest)}</code></a></p>"
        )
    for gone in sorted(left - {r.id for r in results}):
        out.append(f"<p>Unexplained: <code>{escape(gone)}</code></p>")
    for stop in causes.get("stops", []):
        # The scenario id marked by two control characters no id holds, so the whole sentence is escaped
        # once and only the id becomes code.
        said = escape(stop_sentence(stop, code=lambda i: f"\x02{i}\x03"))
        out.append('<p class="stop">' + said.replace("\x02", "<code>").replace("\x03", "</code>") + "</p>")
    return out


def _short(value: Any) -> str:
    import json

    text = json.dumps(strip_annotations(value), ensure_ascii=False, sort_keys=True)
    return shorten(text, 200, "…", ellipsis_counts=False)


def _anchor(case_id: str) -> str:
    return "case-" + "".join(ch if ch.isalnum() else "-" for ch in case_id).strip("-")


def _head(engine_name: str, meta: RunMeta | None) -> list[str]:
    """The parts of the line under the verdict: the engine, belote-spec's version, when, and an interruption."""
    head = [f"engine {escape(shown(engine_name))}"]
    if meta is not None:
        version = meta.engine.get("version")
        if version:
            head[0] += f" {escape(shown(str(version)))}"
        head.append(f"belote-spec {escape(meta.belote_spec)}")
        if meta.start_time:
            head.append(f"started {escape(meta.start_time)}, {meta.duration:.1f} s")
        if meta.interrupted:
            head.append(f"<strong>stopped by {escape(meta.interrupted)}: the report covers what ran</strong>")
    return head


def _block(text: str) -> str:
    """An engine's message for a <pre>: bounded, its lines kept, its controls visible, escaped."""
    return escape(shown(text, newlines=True))


def _failure(r: CaseResult) -> list[str]:
    """One failed (or unexpectedly passing) case, folded: where, the message, the exchange, the engine's stderr."""
    out = [f'<details id="{_anchor(r.id)}"><summary><code>{escape(r.id)}</code></summary>']
    if r.location:
        out.append(f"<p>{escape(r.location)}</p>")
    if r.step:
        out.append(f"<p>At the step <code>{escape(r.step)}</code></p>")
    out.append(f"<pre>{_block(r.message)}</pre>")
    for more in r.more_failures:  # the later Then steps of the block that failed too
        where = f"the step <code>{escape(more.step)}</code>" if more.step else "the end"
        out.append(f"<p>And at {where}</p><pre>{_block(more.message)}</pre>")
    if r.calls:
        out.append(
            "<p>Requests (&gt;) and answers (&lt;)</p><pre>"
            + "\n".join(f"&gt; {escape(shown(c['request']))}\n&lt; {escape(shown(c['answer']))}" for c in r.calls)
            + "</pre>"
        )
    if r.stderr.strip():
        out.append(f"<p>The engine's stderr</p><pre>{escape(shown(r.stderr[-4000:], newlines=True))}</pre>")
    out.append("</details>")
    return out


def as_html(results: list[CaseResult], engine_name: str, meta: RunMeta | None = None) -> str:
    """The whole report as one HTML page."""
    kind, line = _verdict(results, meta)
    out = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>belote-spec conformance: {escape(shown(engine_name))}</title><style>{_CSS}</style></head><body>",
        f"<h1>Conformance of {escape(shown(engine_name))}</h1>",
        f'<p class="verdict {kind}">{escape(line)}</p>',
        f'<p class="meta">{" · ".join(_head(engine_name, meta))}</p>',
    ]
    if meta is not None:
        out += _causes(meta.causes, results)
        if meta.siblings:
            head, *rest = reading_lines(meta.siblings)[1:]
            out += [f'<h2 id="siblings">{escape(head.rstrip(":"))}</h2>', *(f"<p>{escape(r[2:])}</p>" for r in rest)]
    by: dict[tuple[str, str], Counter[str]] = {}
    for r in results:
        by.setdefault((r.variant, r.area), Counter())[r.status] += 1
    out += [
        '<h2 id="summary">By variant and rule area</h2>',
        '<div class="scroll"><table>',
        "<thead><tr><th>variant</th><th>area</th><th>passed</th><th>failed</th><th>skipped</th><th></th></tr>"
        "</thead><tbody>",
    ]
    for (variant, area), c in sorted(by.items()):
        out.append(
            f'<tr><td>{escape(variant)}</td><td>{escape(area)}</td><td class="n">{c["passed"]}</td>'
            f'<td class="n">{c["failed"]}</td><td class="n">{c["skipped"]}</td><td>{_bar(c)}</td></tr>'
        )
    out.append("</tbody></table></div>")
    failed = [r for r in results if r.status in ("failed", "xpassed")]
    if failed:
        out.append(f'<h2 id="failures">Failures ({len(failed)})</h2>')
    for r in failed:
        out += _failure(r)
    skipped = [r for r in results if r.status == "skipped"]
    if skipped:
        out.append(f'<h2 id="skipped">Skipped ({len(skipped)})</h2>')
        out.append("<details><summary>what was not checked</summary><ul>")
        out += [f"<li><code>{escape(r.id)}</code>: {escape(shown(r.message))}</li>" for r in skipped]
        out.append("</ul></details>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def _width(text: str) -> int:
    """An estimate of the text's width at 11px Verdana, as shields.io's flat badges are set."""
    return int(sum(7.5 if ch.isupper() or ch.isdigit() else 6.2 for ch in text)) + 10


def badge(label: str, results: list[CaseResult], partial: bool = False) -> str:
    """A flat SVG badge: the label, and passed/total (skipped cases count in the total): red on a failure,
    amber when the run was partial or skipped more cases than it ran, else green."""
    c = Counter(r.status for r in results)
    ran = c["passed"] + c["failed"] + c["xfailed"] + c["xpassed"]
    value = f"{c['passed']}/{len(results)}" if ran else "nothing verified"
    if c["failed"] or c["xpassed"]:
        colour = "#cf222e"
    elif c["passed"] and not partial and not _mostly_skipped(c):
        colour = "#1a7f37"
    else:
        colour = "#9a6700"
    left, right = _width(label), _width(value)
    title = f"{label}: {value}" + (f", {c['skipped']} skipped" if c["skipped"] else "")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + right}" height="20" role="img" '
        f'aria-label="{escape(title)}"><title>{escape(title)}</title>'
        f'<rect width="{left}" height="20" fill="#555"/><rect x="{left}" width="{right}" height="20" '
        f'fill="{colour}"/><g fill="#fff" text-anchor="middle" font-family="Verdana,DejaVu Sans,sans-serif" '
        f'font-size="11"><text x="{left / 2:.1f}" y="14">{escape(label)}</text>'
        f'<text x="{left + right / 2:.1f}" y="14">{escape(value)}</text></g></svg>\n'
    )


def badges(results: list[CaseResult], partial: bool = False) -> dict[str, str]:
    """File name -> SVG: one badge for the whole run and one per variant; `partial`: the run was interrupted."""
    out = {"belote-spec.svg": badge("belote-spec", results, partial)}
    for variant in sorted({r.variant for r in results}):
        out[f"{variant}.svg"] = badge(variant, [r for r in results if r.variant == variant], partial)
    return out
