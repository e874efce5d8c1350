"""The HTML rulebooks in a real browser: headless Chromium driven through chromedriver's W3C WebDriver
protocol (plain JSON over urllib, no Python dependency), the site served by http.server on 127.0.0.1.

Skipped when Chromium or chromedriver is missing, unless BELOTE_SPEC_REQUIRE_BROWSER=1 (CI) makes that a
failure. Every HTTP call has a timeout and the browser is stopped in teardown, so the test cannot hang.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import shutil
import signal
import socket
import subprocess
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

from reference_impl.cli import main
from reference_impl.loader import shipped_variant_ids

MISSING = "headless Chromium not found: apt-get install -y chromium chromium-driver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage"]
STEP = 20.0  # seconds any one WebDriver call may take


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
        request = urllib.request.Request(f"{self.url}{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return json.load(response)["value"]
        except urllib.error.HTTPError as e:
            raise WebDriverError(f"{method} {path}: {e.read().decode(errors='replace')[:500]}") from None

    def start(self, chromium: str, profile: str) -> None:
        caps = {"browserName": "chrome", "pageLoadStrategy": "normal",
                "timeouts": {"pageLoad": 15000, "script": 10000, "implicit": 0},
                "goog:chromeOptions": {"binary": chromium, "args": [*FLAGS, f"--user-data-dir={profile}"]}}
        started = self.call("POST", "/session", {"capabilities": {"alwaysMatch": caps}}, timeout=3 * STEP)
        self.session = started["sessionId"]

    def go(self, url: str) -> None:
        self.call("POST", f"/session/{self.session}/url", {"url": url})

    def js(self, script: str, *args: Any) -> Any:
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": list(args)})

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
    folder = tmp_path_factory.mktemp("site")
    assert main(["docs", str(folder), "--format", "html"]) == 0
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
        process = subprocess.Popen([driver, f"--port={port}"], stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
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


PAGE_STATE = """
const h1 = document.querySelector('h1');
return {ready: document.readyState, title: document.title, h1: h1 ? h1.textContent.trim() : null,
        text: document.body ? document.body.innerText.length : 0, hash: location.hash};
"""
LINKS = "return Array.from(document.querySelectorAll('a[href]'), a => a.href);"
MISSING_IDS = "return arguments[0].filter(id => !document.getElementById(id));"


def _open(browser: Browser, url: str) -> dict[str, Any]:
    browser.go(url)
    state = browser.js(PAGE_STATE)
    assert state["ready"] == "complete", url
    assert state["title"] and not state["title"].startswith("Error response"), f"{url}: {state['title']}"
    assert state["h1"] and state["text"] > 0, f"{url}: no heading or no content"
    return state


@pytest.mark.parametrize(("required", "outcome"), [("", pytest.skip.Exception), ("1", pytest.fail.Exception)])
def test_a_missing_browser_skips_unless_required(
        monkeypatch: pytest.MonkeyPatch, required: str, outcome: type[BaseException]) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    monkeypatch.setenv("BELOTE_SPEC_REQUIRE_BROWSER", required)
    with pytest.raises(outcome, match="headless Chromium not found: apt-get install -y chromium chromium-driver"):
        _binaries()


def test_each_rulebook_page_renders(browser: Browser, server: str) -> None:
    for name in ["index", "comparison", *shipped_variant_ids()]:
        state = _open(browser, f"{server}{name}.html")
        assert state["h1"] == state["title"], name


def test_comparison_has_a_column_per_variant_and_highlighted_rows(browser: Browser, server: str) -> None:
    _open(browser, f"{server}comparison.html")
    table = browser.js("""
        const tables = Array.from(document.querySelectorAll('table.compare'));
        const first = tables[0].rows[0];
        const rows = tables.flatMap(t => Array.from(t.rows).slice(1));
        const mark = r => r.querySelector('td.mark');
        const shown = r => getComputedStyle(mark(r)).display !== 'none' && mark(r).offsetWidth > 0;
        return {tables: tables.length,
                columns: Array.from(first.cells).slice(2).map(c => c.textContent.trim()),
                widths: tables.map(t => t.rows[0].cells.length),
                differing: rows.filter(r => r.classList.contains('differs'))
                               .map(r => [mark(r).textContent.trim(), shown(r),
                                          getComputedStyle(r).backgroundColor]),
                plain: rows.filter(r => !r.classList.contains('differs'))
                           .map(r => [mark(r).textContent.trim(), getComputedStyle(r).backgroundColor])};
    """)
    ids = shipped_variant_ids()
    assert table["columns"] == ids
    assert set(table["widths"]) == {len(ids) + 2}
    assert table["differing"] and table["plain"]
    assert all(text == "≠" and shown for text, shown, _ in table["differing"])
    assert all(text == "" for text, _ in table["plain"])
    highlight = {bg for _, _, bg in table["differing"]}
    assert len(highlight) == 1 and highlight.isdisjoint(bg for _, bg in table["plain"])


def test_every_internal_link_resolves(browser: Browser, server: str, site: Path) -> None:
    """Crawl from the index: every page loads with a heading, every #fragment names an element there.

    A page is opened at the first fragment known for it; the fragments found after it was open are checked
    by opening it again at the end.
    """
    known: dict[str, set[str]] = {f"{server}index.html": set()}
    checked: dict[str, set[str]] = {}
    queue = [f"{server}index.html"]
    while queue:
        page = queue.pop(0)
        wanted = sorted(known[page])
        state = _open(browser, f"{page}#{wanted[0]}" if wanted else page)
        assert state["hash"] == (f"#{wanted[0]}" if wanted else ""), page
        for link in browser.js(LINKS):
            url, fragment = urldefrag(link)
            if not url.startswith(server):
                continue
            assert (site / url[len(server):]).is_file(), f"{page} links to a missing page {link}"
            if url not in known:
                known[url] = set()
                queue.append(url)
            known[url].update([fragment] if fragment else [])
        here = sorted(known[page])
        assert browser.js(MISSING_IDS, here) == [], f"{page}: links to ids it does not have"
        checked[page] = set(here)
    for page, fragments in known.items():
        late = sorted(fragments - checked[page])
        if late:
            _open(browser, f"{page}#{late[0]}")
            assert browser.js(MISSING_IDS, late) == [], f"{page}: links to ids it does not have"
    assert len(checked) > len(shipped_variant_ids()) + 2
    assert set(checked) == {f"{server}{p.relative_to(site).as_posix()}" for p in site.rglob("*.html")}
