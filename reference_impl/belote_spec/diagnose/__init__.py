"""Diagnosis: which variant an engine plays (identify) and which rule explains its failures (causes)."""
