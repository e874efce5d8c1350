"""`belote-spec golden`: the golden playthroughs checked against the current rules, or written again."""

from __future__ import annotations

import argparse

from belote_spec.cli.args import Commands, variant_refs


def add_arguments(sub: Commands) -> None:
    gold = sub.add_parser("golden", help="check the golden playthroughs (or write them again with --update)")
    gold.add_argument("variant", nargs="*", help="only these variants (default: every shipped variant)")
    gold.add_argument("--update", action="store_true", help="write the playthroughs from the current rules")
    gold.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Exit 0 when every playthrough is up to date, 1 when one changed; a bad name or file is exit 2."""
    from belote_spec.base import exits
    from belote_spec.checks import golden

    variants = variant_refs(args.variant)
    if args.update:
        try:
            for path in golden.update(variants):
                print(f"wrote {path}")
        except OSError as e:
            raise exits.CommandError(f"cannot write the playthroughs: {e}") from None
        return exits.OK
    changed = golden.stale(variants)
    for diff in changed.values():
        print(diff)
    print(
        f"{len(changed)} of {len(variants)} variant(s) whose playthroughs changed"
        if changed
        else f"playthroughs are up to date for {len(variants)} variant(s)"
    )
    return exits.FAILED if changed else exits.OK
