"""The package's version, apart from its API so that reading it imports nothing else."""

__version__ = "0.1.0"
