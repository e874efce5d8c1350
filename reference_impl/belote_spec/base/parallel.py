"""Independent work items spread over worker processes, results handed back in item order.

Used by `conformance --jobs` and `fuzz --jobs`. Each worker is a fresh `spawn` process (the same on
every platform) that builds its own state once (an engine, say) and works through a fixed share of the
items: worker w of N takes the w-th of N contiguous runs, so it loads only the variants of its own run
and the split depends on N alone. Results are kept by item index, so what a caller reports does not
depend on which worker finished first. A worker that dies (an in-process engine that kills its process,
say) costs only the item it was running, recorded through `lost`; a fresh worker takes over the rest of
its share and the run goes on.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
from collections.abc import Callable, Iterator, Sequence
from multiprocessing import get_context, resource_tracker
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

from belote_spec.base import exits
from belote_spec.base.processes import die_with_parent

T = TypeVar("T")
R = TypeVar("R")

STOP_WORKER = signal.SIGUSR1  # how the parent asks a worker to stop (and the signal a worker gets if it dies)
_BLOCKED_AT_START = frozenset({*exits.STOP_SIGNALS, STOP_WORKER})


def parse_jobs(text: str) -> int:
    """`--jobs N`: N worker processes, N >= 1; 0 or `auto` means one per core (os.cpu_count()). ValueError,
    with the words a command line shows, for anything else."""
    if text.strip().lower() == "auto":
        return os.cpu_count() or 1
    try:
        n = int(text)
    except ValueError:
        raise ValueError(f"expected a number of worker processes or 'auto', not {text!r}") from None
    if n < 0:
        raise ValueError(f"expected 1 or more worker processes (0 or 'auto': one per core), not {n}")
    return n or (os.cpu_count() or 1)


def _describe(e: BaseException) -> str:
    return f"{type(e).__name__}: {e}"


def _work(
    conn: Connection,
    setup: Callable[[], Any],
    task: Callable[[Any, Any], Any],
    teardown: Callable[[Any], None] | None,
    share: list[tuple[int, Any]],
    stop: Any,
) -> None:
    """A worker: sets up once, then one message per item of its share, in order, then ("done",).

    The stop signals (Ctrl-C and a hang-up reach the whole process group) are ignored: the parent reports
    them and stops its workers with STOP_WORKER, taken as Ctrl-C so that teardown closes the engine. The
    parent blocked them all while starting this process, so none arrived half-way through its start-up."""
    for signum in exits.STOP_SIGNALS:
        signal.signal(signum, signal.SIG_IGN)  # one that arrived while blocked is dropped here
    signal.signal(STOP_WORKER, _interrupted)
    die_with_parent(STOP_WORKER)
    # OSError: the parent is gone (its end of the pipe with it); nobody is left to tell.
    with contextlib.suppress(KeyboardInterrupt, OSError):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _BLOCKED_AT_START)  # a stop asked for meanwhile arrives now
        _serve_share(conn, setup, task, teardown, share, stop)


@contextlib.contextmanager
def _held() -> Iterator[None]:
    """The stop signals blocked in this thread: one that arrives meanwhile is handled on the way out."""
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, _BLOCKED_AT_START)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def _interrupted(signum: int, frame: object) -> None:
    raise KeyboardInterrupt()


def _serve_share(
    conn: Connection,
    setup: Callable[[], Any],
    task: Callable[[Any, Any], Any],
    teardown: Callable[[Any], None] | None,
    share: list[tuple[int, Any]],
    stop: Any,
) -> None:
    try:
        state = setup()
    except BaseException as e:  # anything but a finished setup: every item of the share is lost, say why
        conn.send(("setup_failed", _describe(e)))
        return
    try:
        for i, item in share:
            if stop is not None and 0 <= stop.value < i:  # an earlier item already decided the run
                conn.send(("skip", i))
                continue
            try:
                out: tuple[Any, ...] = ("result", i, task(state, item))
            except KeyboardInterrupt:
                raise
            except BaseException as e:
                out = ("error", i, _describe(e))
            try:
                conn.send(out)
            except Exception as e:  # a result that does not pickle
                conn.send(("error", i, f"the result could not be sent back: {_describe(e)}"))
    finally:
        if teardown is not None:
            with contextlib.suppress(Exception):  # an engine that will not close is no reason to lose results
                teardown(state)
    conn.send(("done",))


def run_ordered(  # noqa: C901 (one loop over the workers' messages, deaths and stop)
    items: Sequence[T],
    jobs: int,
    setup: Callable[[], Any],
    task: Callable[[Any, T], R],
    lost: Callable[[T, str], R],
    *,
    teardown: Callable[[Any], None] | None = None,
    progress: Callable[[int, int, T], None] | None = None,
    stop_at: Callable[[R], bool] | None = None,
) -> list[R | None]:
    """`[task(state, item) for item in items]` over `jobs` worker processes, each with `state = setup()`.

    `setup`, `task` and `teardown` are sent to the workers, so they must pickle (module-level functions,
    or functools.partial of them). An item whose task raised or whose worker died gets `lost(item, why)`.
    With `stop_at`, once a result satisfies it the items after that one are no longer started (they stay
    None); every item before the first such result is still run, so that result is the one a sequential
    run stopping at its first hit would give. `progress(k, n, item)` is called as the k-th result arrives.
    """
    n = len(items)
    results: list[R | None] = [None] * n
    ctx = get_context("spawn")
    with _held():  # the resource tracker it starts keeps them blocked: a hang-up of the terminal leaves it be
        resource_tracker.ensure_running()
    with _held():
        stop = ctx.Value("q", -1) if stop_at is not None else None
    workers: dict[Connection, tuple[BaseProcess, list[int]]] = {}
    arrived = 0

    def start(share: list[int]) -> None:
        receive, send = ctx.Pipe(duplex=False)
        proc = ctx.Process(
            target=_work,
            args=(send, setup, task, teardown, [(i, items[i]) for i in share], stop),
            name="belote-spec-worker",
        )
        # Held while it starts (the child inherits the mask) and until it is known to be stopped at the end:
        # a signal half-way through would leave the child a truncated start-up message, or stop it before
        # its handlers are in place.
        with _held():
            proc.start()
            send.close()  # the worker holds the only writing end: its death reads as end of file here
            workers[receive] = (proc, share)

    def record(i: int, result: R) -> None:
        nonlocal arrived
        results[i] = result
        arrived += 1
        if progress is not None:
            progress(arrived - 1, n, items[i])
        if stop is not None and stop_at is not None and stop_at(result) and not 0 <= stop.value < i:
            stop.value = i  # the lowest index that stops the run so far

    def finish(conn: Connection) -> BaseProcess:
        proc, _ = workers.pop(conn)
        conn.close()
        proc.join()
        return proc

    try:
        count = min(max(jobs, 1), n)
        for w in range(count):  # contiguous shares: a worker loads only the variants of its own share
            start(list(range(n * w // count, n * (w + 1) // count)))
        while workers:
            for conn in wait(list(workers)):
                assert isinstance(conn, Connection)
                share = workers[conn][1]
                try:
                    message = conn.recv()
                except (EOFError, OSError, pickle.UnpicklingError):  # the worker died without saying done
                    proc = finish(conn)
                    if share:
                        i = share.pop(0)
                        record(i, lost(items[i], f"the worker process died (exit code {proc.exitcode}) on this item"))
                        if share and (stop is None or not 0 <= stop.value < share[0]):
                            start(share)
                    continue
                kind = message[0]
                if kind == "done":
                    finish(conn)
                elif kind == "setup_failed":
                    for i in share:
                        record(i, lost(items[i], f"a worker process could not set up: {message[1]}"))
                    share.clear()
                else:
                    i = message[1]
                    share.remove(i)
                    if kind == "result":
                        record(i, message[2])
                    elif kind == "error":
                        record(i, lost(items[i], message[2]))
    finally:  # an interrupted run (Ctrl-C, SIGTERM) leaves no worker behind, nor a worker's engine
        _stop(list(workers.values()))
        for conn in list(workers):
            conn.close()
    return results


def _stop(running: list[tuple[BaseProcess, list[int]]], grace: float = 5.0) -> None:
    """Asks each worker still running to stop (STOP_WORKER, which a worker takes as Ctrl-C: its teardown
    closes its engine, which a SIGKILL would leave running), then kills the ones still there after
    `grace` seconds."""
    import time

    for proc, _ in running:
        if proc.is_alive() and proc.pid is not None:
            with contextlib.suppress(OSError):
                os.kill(proc.pid, STOP_WORKER)
    deadline = time.monotonic() + grace
    for proc, _ in running:
        proc.join(max(0.0, deadline - time.monotonic()))
        if proc.is_alive():
            proc.kill()
            proc.join()
