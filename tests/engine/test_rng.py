"""The documented random stream: its first outputs, each draw's exact rule, and that nothing else draws."""

from __future__ import annotations

import ast
import pathlib

from belote_spec.engine.rng import SplitMix64

# SplitMix64 by hand for seed 0 (Vigna's definition): state += 0x9E3779B97F4A7C15; z = state;
# z = (z ^ z>>30) * 0xBF58476D1CE4E5B9; z = (z ^ z>>27) * 0x94D049BB133111EB; out = z ^ z>>31, all mod 2^64.
# These are also the published reference outputs of splitmix64.c for seed 0.
SEED0 = [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_first_outputs_for_seed_zero_match_the_definition() -> None:
    r = SplitMix64(0)
    assert [r.next() for _ in range(3)] == SEED0


def test_below_is_the_output_modulo_n() -> None:
    r = SplitMix64(0)
    assert [r.below(10), r.below(7), r.below(1000)] == [SEED0[0] % 10, SEED0[1] % 7, SEED0[2] % 1000]


def test_choice_and_sample_follow_the_documented_rules() -> None:
    assert SplitMix64(0).choice("abcdefg") == "abcdefg"[SEED0[0] % 7]
    pool = list(range(5))
    for i, out in enumerate(SEED0):  # partial Fisher-Yates from the front
        j = i + out % (5 - i)
        pool[i], pool[j] = pool[j], pool[i]
    assert SplitMix64(0).sample(range(5), 3) == pool[:3]


def test_chance_compares_the_output_with_p_times_two_to_the_64() -> None:
    threshold = int(0.9 * 2**64)  # 0.9 * 2^64 is exact in a double
    assert SplitMix64(0).chance(0.9) is (SEED0[0] < threshold)  # 0xE22.. < 0xE66..: true
    assert SplitMix64(0).chance(0.88) is (SEED0[0] < int(0.88 * 2**64))  # 0xE22.. >= 0xE14..: false
    assert SplitMix64(0).chance(0.9) and not SplitMix64(0).chance(0.88)
    assert not SplitMix64(0).chance(0.0) and SplitMix64(0).chance(1.0)


def test_no_module_of_the_package_imports_random() -> None:
    root = pathlib.Path(__file__).resolve().parents[2]
    found = []
    for path in sorted((root / "reference_impl").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom) and node.level == 0
                else []
            )
            if any(n == "random" or n.startswith("random.") for n in names):
                found.append(str(path.relative_to(root)))
    assert found == []


def test_the_stream_is_dealing_splitmix64_and_skip_drops_outputs() -> None:
    from itertools import islice

    from belote_spec.engine.shuffle import splitmix64

    for seed in (0, 1, 2**64 - 1, 20240501):
        r = SplitMix64(seed)
        assert [r.next() for _ in range(40)] == list(islice(splitmix64(seed), 40))
    r = SplitMix64(7)
    r.next()
    assert r.skip(30).next() == list(islice(splitmix64(7), 32))[31]
