"""The tools that check an engine: conformance, smoke, fuzz, perft, identify, mutants, vectors, bench."""
