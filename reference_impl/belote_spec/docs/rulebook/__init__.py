"""`belote-spec docs`: a rulebook per shipped variant and a comparison, generated from the YAML alone.

model.py cuts each resolved variant into rule blocks, phrases.py says each rule in plain English,
examples.py plays the worked examples on the reference engine, links.py finds the scenarios that pin each
rule and scenarios.py lays a feature file out for reading, compare.py sets the variants side by side;
markdown.py writes every page once, and html.py converts that Markdown into the static site. The committed
Markdown lives in docs/rulebooks/ (tests/docs/test_rulebook.py fails when it is stale).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from belote_spec.spec import resources

if TYPE_CHECKING:
    from belote_spec.docs.rulebook.model import Library

FORMATS = ("markdown", "html", "both")
EXIT_OK, EXIT_USAGE = 0, 2


def pages(fmt: str = "both", lib: Library | None = None, variants: Sequence[str] | None = None) -> dict[str, str]:
    """Every page to write, by path relative to the output folder, in a stable order.

    `lib` is the data read once (every shipped variant, clause and scenario); by default the process's
    reading, refreshed when a file changed.
    """
    from belote_spec.docs.rulebook import html, markdown
    from belote_spec.docs.rulebook.compare import compare
    from belote_spec.docs.rulebook.compare_pages import html as comparison_html
    from belote_spec.docs.rulebook.compare_pages import markdown as comparison_markdown
    from belote_spec.docs.rulebook.links import feature_folder

    if fmt not in FORMATS:
        raise ValueError(f"the format is one of {', '.join(FORMATS)}, not {fmt!r}")
    if lib is None and variants:
        from belote_spec.docs.rulebook.model import Library

        lib = Library(variants)
    if lib is None:
        from belote_spec.docs.rulebook.model import shared_library

        lib = shared_library()
    books = [lib.rulebook(v) for v in lib.ids]
    table = compare(lib.data, lib.blocks)
    entries = lib.index()
    features = sorted({s.feature for b in books for sec in b.sections for r in sec.rules for s in r.scenarios})
    folders: dict[str, list[tuple[str, str, dict[int, str]]]] = {}
    for feature in features:
        text = next(root / feature for root in resources.feature_roots() if (root / feature).is_file()).read_text(
            encoding="utf-8"
        )
        folders.setdefault(feature_folder(feature), []).append((feature, text, lib.pins.anchors.get(feature, {})))
    out: dict[str, str] = {}
    if fmt in ("markdown", "both"):
        out["index.md"] = markdown.index(entries)
        out["comparison.md"] = comparison_markdown(table)
        out.update({f"{b.variant}.md": markdown.rulebook(b) for b in books})
        for folder, files in folders.items():
            out[f"features/{folder}.md"] = markdown.scenarios_page(folder, files)
    if fmt in ("html", "both"):
        out["index.html"] = html.index(entries)
        out["comparison.html"] = comparison_html(table)
        out.update({f"{b.variant}.html": html.rulebook(b) for b in books})
        for folder, files in folders.items():
            out[f"features/{folder}.html"] = html.scenarios_page(folder, files)
        source_files = sorted({f for b in books for s in b.sources for f in s.files})
        for name in source_files:
            source = resources.read_source(name)
            if source is None:
                continue  # validate says so: a source with no text here, or one refused
            out[f"sources/{name}.html"] = html.source_page(name, source)
    return out


def write(folder: str | Path, fmt: str = "both", variants: Sequence[str] | None = None) -> list[Path]:
    """Generate the pages into `folder` (created if missing); the paths written, in order."""
    root = Path(folder)
    written = []
    for name, text in pages(fmt, variants=variants).items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        written.append(path)
    return written


def docs_main(folder: str, fmt: str = "both", variants: Sequence[str] | None = None) -> int:
    """The `docs` command: 0 when written; 2 with a one-line reason when the spec or the folder is unusable."""
    from belote_spec.conformance.coverage import ClauseFileError
    from belote_spec.conformance.gherkin import GherkinError
    from belote_spec.spec.errors import SpecErrors

    if Path(folder).exists() and not Path(folder).is_dir():
        print(f"belote-spec docs: {folder} is not a folder", file=sys.stderr)
        return EXIT_USAGE
    try:
        if variants:
            from belote_spec.spec.loader import canonical_variant_id

            variants = list(dict.fromkeys(canonical_variant_id(v) for v in variants))
        written = write(folder, fmt, variants)
    except (SpecErrors, ClauseFileError) as e:
        print(f"belote-spec docs: the spec does not load:\n{e}", file=sys.stderr)
        return EXIT_USAGE
    except GherkinError as e:
        print(f"belote-spec docs: {e}", file=sys.stderr)
        return EXIT_USAGE
    except OSError as e:
        print(f"belote-spec docs: cannot write {folder}: {e.strerror or e}", file=sys.stderr)
        return EXIT_USAGE
    kinds = {"markdown": "Markdown", "html": "HTML", "both": "Markdown and HTML"}[fmt]
    print(f"wrote {len(written)} {kinds} files under {folder}")
    return EXIT_OK
