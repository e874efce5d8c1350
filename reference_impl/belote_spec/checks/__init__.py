"""Checks of an engine beyond the scenarios: fuzz, perft, golden playthroughs, smoke, bench."""
