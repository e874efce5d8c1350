"""Rule changes: single-rule perturbations of a variant's data and mutants of the reference engine."""
