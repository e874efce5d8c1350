"""Variants as they stood at a git revision: the revision's whole `spec/` is written to a temporary folder,
so `extends` parents and cited sources come from the same revision as the variant."""

from __future__ import annotations

import io
import subprocess
import tarfile
import tempfile
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from belote_spec.spec import resources
from belote_spec.spec.errors import SpecError, SpecErrors
from belote_spec.spec.loader import find_variant_file, load_variant

WORKING_TREE = "working tree"


class RevisionError(Exception):
    """A revision that cannot be read: not a git repository, an unknown revision, no spec/ in it."""


@dataclass(frozen=True)
class Revision:
    """A revision's spec folder: `label` names it in messages, `spec` is where its files are."""

    label: str
    spec: Path
    temporary: bool

    @property
    def variants(self) -> Path:
        return self.spec / "variants"

    def ids(self) -> list[str]:
        return sorted(p.stem for p in self.variants.glob("*.yaml"))

    def file(self, ref: str) -> Path | None:
        """The file of a variant id or alias at this revision, or None when the revision has no such variant."""
        try:
            return find_variant_file(ref, [self.variants])
        except SpecErrors:
            return None

    def load(self, path: Path) -> dict[str, Any]:
        """The resolved variant, its parents and sources read from this revision; SpecErrors name the file
        as `revision:spec/variants/x.yaml` rather than the temporary folder."""
        with resources.data_folder("spec", self.spec):
            try:
                return load_variant(str(path))
            except SpecErrors as e:
                raise SpecErrors([self._renamed(err) for err in e.errors]) from None

    def _renamed(self, error: SpecError) -> SpecError:
        if not self.temporary:
            return error
        root = str(self.spec.parent) + "/"
        name = f"{self.label}:{error.file.removeprefix(root)}" if error.file.startswith(root) else error.file
        return SpecError(name, error.line, error.col, error.pointer, error.message.replace(root, f"{self.label}:"))


def parse_range(text: str) -> tuple[str, str | None]:
    """`A..B`, `A..` or `A` as (A, B), B None for the working tree."""
    start, dots, end = text.partition("..")
    if not start or (dots and end.startswith(".")):
        raise RevisionError(f"expected a range A..B (B may be left out for the working tree), got {text!r}")
    return start, (end or None)


def _git(top: Path | None, *args: str) -> bytes:
    command = ["git", *(["-C", str(top)] if top is not None else []), *args]
    try:
        done = subprocess.run(command, capture_output=True, check=False)
    except OSError as e:
        raise RevisionError(f"cannot run git: {e}") from None
    if done.returncode != 0:
        why = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise RevisionError(why[-1] if why else f"git {' '.join(args)} failed")
    return done.stdout


def toplevel(repo: str | None) -> Path:
    """The top of the git repository holding `repo` (default: the current folder)."""
    where = Path(repo) if repo else None
    if where is not None and not where.is_dir():
        raise RevisionError(f"{repo}: no such folder")
    try:
        out = _git(where, "rev-parse", "--show-toplevel")
    except RevisionError as e:
        raise RevisionError(f"{repo or 'the current folder'} is not in a git repository ({e})") from None
    return Path(out.decode().strip())


def _extract(top: Path, rev: str, into: Path) -> Path:
    try:
        commit = _git(top, "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}").decode().strip()
    except RevisionError:
        raise RevisionError(f"unknown revision {rev!r} in {top}") from None
    try:
        archive = _git(top, "archive", "--format=tar", commit, "spec")
    except RevisionError as e:
        raise RevisionError(f"{rev} has no spec/ folder ({e})") from None
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "spec"


@contextmanager
def revisions(range_text: str, repo: str | None = None) -> Iterator[tuple[Revision, Revision]]:
    """The two sides of `A..B`, each revision's spec/ in a temporary folder removed afterwards."""
    start, end = parse_range(range_text)
    top = toplevel(repo)
    with ExitStack() as stack:
        sides = []
        for rev in (start, end):
            if rev is None:
                if not (top / "spec" / "variants").is_dir():
                    raise RevisionError(f"{top} has no spec/variants folder")
                sides.append(Revision(WORKING_TREE, top / "spec", False))
            else:
                folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="belote-diff-")))
                sides.append(Revision(rev, _extract(top, rev, folder), True))
        yield sides[0], sides[1]
