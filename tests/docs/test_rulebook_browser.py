"""The HTML site in a real browser: headless Chromium driven through chromedriver's W3C WebDriver protocol
(plain JSON over urllib, no Python dependency), the site built by the `belote-spec docs` console script and
served by http.server on 127.0.0.1.

Every page, found by crawling from the index (so the test follows whatever pages the site has), is checked at
1280 px and 390 px wide: the page body never scrolls sideways, every table fits or sits in a frame that
scrolls, every internal link and #anchor resolves. Screenshots of the index, the comparison and three
rulebooks at both widths go to BELOTE_SPEC_SCREENSHOTS (default: a temporary folder) for a person to look at.
One browser session serves every test. Skipped when Chromium or chromedriver is missing, unless
BELOTE_SPEC_REQUIRE_BROWSER=1 (CI) makes that a failure. Every HTTP call has a timeout and the browser is
stopped in teardown, so the test cannot hang.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urldefrag

import pytest

from belote_spec.docs.rulebook.compare import compare
from belote_spec.docs.rulebook.compare_pages import default_family
from belote_spec.docs.rulebook.model import shared_library
from belote_spec.spec.loader import shipped_variant_ids

MISSING = "headless Chromium not found: apt-get install -y chromium chromium-driver"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]
STEP = 20.0  # seconds any one WebDriver call may take
WIDTHS = {1280: 800, 390: 844}  # a laptop and a phone: width -> height, CSS px
# the pages photographed (those the site has)
SHOTS = ("index", "comparison", "french", "bulgarian", "klaverjas-rotterdam")
SHOT_HEIGHT = 2400  # px of a long page kept in its screenshot
BELOTE_SPEC = shutil.which("belote-spec") or str(Path(sys.executable).with_name("belote-spec"))


def _binaries() -> tuple[str, str]:
    chromium = next(filter(None, map(shutil.which, ("chromium", "chromium-browser", "google-chrome"))), None)
    driver = "/usr/bin/chromedriver" if os.access("/usr/bin/chromedriver", os.X_OK) else shutil.which("chromedriver")
    if not chromium or not driver:
        if os.environ.get("BELOTE_SPEC_REQUIRE_BROWSER") == "1":
            pytest.fail(f"{MISSING} (BELOTE_SPEC_REQUIRE_BROWSER=1)")
        pytest.skip(MISSING)
    return chromium, driver


class WebDriverError(AssertionError):
    pass


class Browser:
    """A WebDriver session: each call a JSON request to chromedriver with a timeout."""

    def __init__(self, driver_url: str) -> None:
        self.url = driver_url
        self.session = ""

    def call(self, method: str, path: str, body: dict[str, Any] | None = None, timeout: float = STEP) -> Any:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            f"{self.url}{path}", data=data, method=method, headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return json.load(response)["value"]
        except urllib.error.HTTPError as e:
            raise WebDriverError(f"{method} {path}: {e.read().decode(errors='replace')[:500]}") from None

    def start(self, chromium: str, profile: str) -> None:
        caps = {
            "browserName": "chrome",
            "pageLoadStrategy": "normal",
            "timeouts": {"pageLoad": 15000, "script": 10000, "implicit": 0},
            "goog:chromeOptions": {"binary": chromium, "args": [*FLAGS, f"--user-data-dir={profile}"]},
        }
        started = self.call("POST", "/session", {"capabilities": {"alwaysMatch": caps}}, timeout=3 * STEP)
        self.session = started["sessionId"]

    def go(self, url: str) -> None:
        self.call("POST", f"/session/{self.session}/url", {"url": url})

    def js(self, script: str, *args: Any) -> Any:
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": list(args)})

    def cdp(self, command: str, params: dict[str, Any]) -> Any:
        """A Chrome DevTools command through chromedriver (viewport size, full-page screenshots)."""
        return self.call("POST", f"/session/{self.session}/goog/cdp/execute", {"cmd": command, "params": params})

    def viewport(self, width: int, height: int) -> None:
        """The page's CSS viewport, exactly (a window size would include the browser's frame)."""
        self.cdp(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
        )

    def screenshot(self, path: Path, width: int) -> None:
        height = min(int(self.js("return document.scrollingElement.scrollHeight")), SHOT_HEIGHT)
        shot = self.cdp(
            "Page.captureScreenshot",
            {
                "format": "png",
                "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
            },
        )
        path.write_bytes(base64.b64decode(shot["data"]))

    def quit(self) -> None:
        if self.session:
            with contextlib.suppress(Exception):
                self.call("DELETE", f"/session/{self.session}")
            self.session = ""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Stop chromedriver and the browser it started (its own process group), politely then not."""
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        if process.poll() is not None:
            break
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, sig)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(wait)
    with contextlib.suppress(ProcessLookupError):  # a browser child left behind in the group
        os.killpg(process.pid, signal.SIGKILL)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The HTML site as a user builds it: the installed console script, in a fresh folder."""
    folder = tmp_path_factory.mktemp("site")
    done = subprocess.run(
        [BELOTE_SPEC, "docs", str(folder), "--format", "html"],
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    return folder


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[str]:
    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    chromium, driver = _binaries()
    profile = tempfile.mkdtemp(prefix="belote-spec-chromium-")
    port = _free_port()
    log = Path(profile) / "chromedriver.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [driver, f"--port={port}"],
            stdout=out,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
    client = Browser(f"http://127.0.0.1:{port}")
    try:
        deadline = time.monotonic() + 15
        while True:
            try:
                if client.call("GET", "/status").get("ready"):
                    break
            except (OSError, WebDriverError):
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"chromedriver did not start: {log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.1)
        client.start(chromium, str(Path(profile) / "profile"))
        yield client
    finally:
        client.quit()
        _stop(process)
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def shots() -> Path:
    """Where the screenshots go: BELOTE_SPEC_SCREENSHOTS, or a temporary folder (named in the test's output)."""
    folder = Path(os.environ.get("BELOTE_SPEC_SCREENSHOTS") or tempfile.mkdtemp(prefix="belote-spec-shots-"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


PAGE_STATE = """
const h1 = document.querySelector('h1');
return {ready: document.readyState, title: document.title, h1: h1 ? h1.textContent.trim() : null,
        text: document.body ? document.body.innerText.length : 0, hash: location.hash};
"""
LINKS = "return Array.from(document.querySelectorAll('a[href]'), a => a.href);"
MISSING_IDS = "return arguments[0].filter(id => !document.getElementById(id));"
# What a reader at this width meets: the body's sideways overflow, and each table that neither fits the
# screen nor sits in a frame that scrolls sideways (a frame that itself fits).
LAYOUT = """
const width = window.innerWidth;
const scroller = el => {
  for (let p = el; p && p !== document.body; p = p.parentElement) {
    const x = getComputedStyle(p).overflowX;
    if (x === 'auto' || x === 'scroll') return p;
  }
  return null;
};
const name = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className ? '.' + el.className : '');
const unreadable = [];
for (const t of document.querySelectorAll('table')) {
  const box = (scroller(t) || t).getBoundingClientRect();
  if (box.width > 0 && (box.left < -1 || box.right > width + 1)) unreadable.push(name(t) + ' ' + Math.round(box.right));
}
return {width: width, client: document.scrollingElement.clientWidth, scroll: document.scrollingElement.scrollWidth,
        unreadable: unreadable};
"""


def _open(browser: Browser, url: str) -> dict[str, Any]:
    browser.go(url)
    state = browser.js(PAGE_STATE)
    assert state["ready"] == "complete", url
    assert state["title"] and not state["title"].startswith("Error response"), f"{url}: {state['title']}"
    assert state["h1"] and state["text"] > 0, f"{url}: no heading or no content"
    return state


def _layout(browser: Browser, page: str, width: int) -> list[str]:
    """What is wrong with the open page at this width (nothing: [])."""
    seen = browser.js(LAYOUT)
    problems = []
    if seen["width"] != width:  # a phone widens its viewport to show a page wider than the screen
        problems.append(f"{page} at {width} px: too wide for the screen, the browser widened it to {seen['width']} px")
    if seen["scroll"] > seen["client"]:
        problems.append(
            f"{page} at {width} px: the page scrolls sideways ({seen['scroll']} px of content in {seen['client']} px)"
        )
    problems += [f"{page} at {width} px: a table runs off the screen: {t}" for t in seen["unreadable"]]
    return problems


def _crawl(browser: Browser, server: str, site: Path, shots: Path) -> dict[str, set[str]]:
    """Every page reachable from the index, each opened once (at the first #fragment known for it) and
    checked at every width (the viewport changes under the open page, as when a phone turns; the
    layout is the same as on a fresh load), photographed if it is one of SHOTS; the fragments its
    links name, by page, are checked too."""
    known: dict[str, set[str]] = {f"{server}index.html": set()}
    checked: dict[str, set[str]] = {}
    problems: list[str] = []
    queue = [f"{server}index.html"]
    widths = list(WIDTHS)
    while queue:
        page = queue.pop(0)
        wanted = sorted(known[page])
        browser.viewport(widths[0], WIDTHS[widths[0]])
        state = _open(browser, f"{page}#{wanted[0]}" if wanted else page)
        assert state["hash"] == (f"#{wanted[0]}" if wanted else ""), page
        name = page[len(server) :]
        for i, width in enumerate(widths):
            if i:
                browser.viewport(width, WIDTHS[width])
            problems += _layout(browser, name, width)
            if name.removesuffix(".html") in SHOTS:
                browser.js("window.scrollTo(0, 0)")
                browser.screenshot(shots / f"{name.removesuffix('.html')}-{width}.png", width)
        widths.reverse()  # the next page starts at the width this one ended with
        for link in browser.js(LINKS):
            url, fragment = urldefrag(link)
            url = url.split("?", 1)[0]  # the comparison keeps the reader's choice in its address
            if not url.startswith(server):
                continue
            assert (site / url[len(server) :]).is_file(), f"{page} links to a missing page {link}"
            if url not in known:
                known[url] = set()
                queue.append(url)
            known[url].update([fragment] if fragment else [])
        here = sorted(known[page])
        assert browser.js(MISSING_IDS, here) == [], f"{page}: links to ids it does not have"
        checked[page] = set(here)
    assert not problems, "\n".join(problems[:12])
    for page, fragments in known.items():
        late = sorted(fragments - checked[page])
        if late:
            _open(browser, f"{page}#{late[0]}")
            assert browser.js(MISSING_IDS, late) == [], f"{page}: links to ids it does not have"
    return known


@pytest.mark.parametrize(("required", "outcome"), [("", pytest.skip.Exception), ("1", pytest.fail.Exception)])
def test_a_missing_browser_skips_unless_required(
    monkeypatch: pytest.MonkeyPatch, required: str, outcome: type[BaseException]
) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    monkeypatch.setenv("BELOTE_SPEC_REQUIRE_BROWSER", required)
    with pytest.raises(outcome, match="headless Chromium not found: apt-get install -y chromium chromium-driver"):
        _binaries()


def test_every_page_fits_both_widths_and_every_link_resolves(
    browser: Browser, server: str, site: Path, shots: Path
) -> None:
    """Crawled from the index: links, anchors and the layout at 1280 px and 390 px of every page found."""
    pages = _crawl(browser, server, site, shots)
    every = {f"{server}{p.relative_to(site).as_posix()}" for p in site.rglob("*.html")}
    assert set(pages) == every, "pages the index does not lead to: " + ", ".join(sorted(every - set(pages)))
    assert len(pages) > len(shipped_variant_ids()) + 2
    taken = sorted(p.name for p in shots.glob("*.png"))
    print(f"screenshots in {shots}: {', '.join(taken)}")
    assert {f"comparison-{w}.png" for w in WIDTHS} <= set(taken)


COLUMNS = """
const visible = el => !el.closest('[hidden]') && getComputedStyle(el).display !== 'none';
const table = document.querySelector('table.compare');
const heads = Array.from(table.tHead.rows[0].cells).slice(1);
const rows = Array.from(table.querySelectorAll('tbody tr[data-key]'));
const shown = rows.filter(visible);
return {
  columns: heads.filter(visible).map(c => c.dataset.col),
  all: heads.map(c => c.dataset.col),
  form: visible(document.getElementById('choose')),
  shown: shown.map(r => {
    const cells = Array.from(r.querySelectorAll('td[data-col]')).filter(visible);
    return {key: r.dataset.key, differs: r.classList.contains('differs'),
            mark: visible(r.querySelector('.mark')), values: new Set(cells.map(c => c.dataset.c)).size,
            cells: cells.length};
  }),
  hidden: rows.filter(r => !visible(r)).map(r => new Set(Array.from(r.querySelectorAll('td[data-col]'))
      .filter(c => c.hidden === false).map(c => c.dataset.c)).size),
  summary: document.getElementById('summary').textContent,
};
"""
STICKY = """
const frame = document.querySelector('.scroll.grid');
const label = document.querySelector('table.compare tbody tr[data-key]:not([hidden]) th');
const head = document.querySelector('table.compare thead th[data-col]:not([hidden])');
frame.scrollLeft = frame.scrollWidth; frame.scrollTop = frame.scrollHeight;
const f = frame.getBoundingClientRect(), l = label.getBoundingClientRect(), h = head.getBoundingClientRect();
return {scrolled: frame.scrollLeft > 0, wide: frame.scrollWidth > frame.clientWidth,
        label: Math.round(l.left - f.left), head: Math.round(h.top - f.top),
        labelPos: getComputedStyle(label).position, headPos: getComputedStyle(head).position};
"""


@pytest.fixture(scope="module")
def table() -> Any:
    lib = shared_library()
    return compare(lib.data, lib.blocks)


def test_comparison_shows_one_family_and_only_the_rules_that_differ_in_it(
    browser: Browser, server: str, table: Any
) -> None:
    browser.viewport(1280, WIDTHS[1280])
    _open(browser, f"{server}comparison.html")
    seen = browser.js(COLUMNS)
    family = table.family_members()[default_family(table)]
    assert seen["form"] and seen["all"] == table.variants
    assert seen["columns"] == family and 1 < len(family) < len(table.variants)
    rows = {r.key: r for g in table.groups for r in g.rows}
    columns = [table.variants.index(v) for v in family]
    expected = sorted(k for k, r in rows.items() if r.differs_among(columns))
    assert sorted(r["key"] for r in seen["shown"]) == expected
    assert all(r["differs"] and r["mark"] and r["values"] > 1 and r["cells"] == len(family) for r in seen["shown"])
    assert seen["hidden"] and set(seen["hidden"]) == {1}
    assert f"{len(expected)} of {len(rows)} rules differ" in seen["summary"]


def test_comparison_shows_the_variants_the_reader_chooses_with_shared_rules_after(
    browser: Browser, server: str, table: Any
) -> None:
    browser.viewport(1280, WIDTHS[1280])
    two = table.variants[:1] + table.variants[-1:]
    _open(browser, f"{server}comparison.html?v={','.join(two)}&all=1")
    seen = browser.js(COLUMNS)
    assert seen["columns"] == two
    assert len(seen["shown"]) == sum(len(g.rows) for g in table.groups) and not seen["hidden"]
    columns = [table.variants.index(v) for v in two]
    rows = {r.key: r for g in table.groups for r in g.rows}
    for r in seen["shown"]:
        assert r["differs"] == rows[r["key"]].differs_among(columns) == (r["values"] > 1) == r["mark"], r["key"]
    for group in table.groups:  # within each section, the rules that differ come first
        keys = [r["key"] for r in seen["shown"] if rows[r["key"]] in group.rows]
        marks = [rows[k].differs_among(columns) for k in keys]
        assert marks == sorted(marks, reverse=True), group.anchor
    other = [m for f, m in table.family_members().items() if f != default_family(table)][-1]
    browser.js("document.querySelector(`button[data-family='${arguments[0]}']`).click()", " ".join(other))
    assert browser.js(COLUMNS)["columns"] == other  # a family's button chooses it
    browser.js(
        "Array.from(document.querySelectorAll('input[name=v]')).forEach(b => {"
        " if (arguments[0].includes(b.value) !== b.checked) b.click(); })",
        two,
    )
    assert browser.js(COLUMNS)["columns"] == two  # and the boxes, one by one
    browser.js("document.getElementById('only-differing').click()")
    after = browser.js(COLUMNS)
    assert after["shown"] and all(r["differs"] for r in after["shown"]) and after["columns"] == two
    assert len(after["shown"]) < len(seen["shown"])


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_comparison_keeps_rule_names_and_variant_names_in_view_while_its_table_scrolls(
    browser: Browser, server: str, width: int
) -> None:
    browser.viewport(width, WIDTHS[width])
    _open(browser, f"{server}comparison.html?all=1&v=" + ",".join(shipped_variant_ids()))
    seen = browser.js(STICKY)
    assert seen["wide"] and seen["scrolled"], seen  # every variant: wider than the screen, so it scrolls
    assert seen["labelPos"] == seen["headPos"] == "sticky", seen
    assert abs(seen["label"]) <= 2 and abs(seen["head"]) <= 2, seen
