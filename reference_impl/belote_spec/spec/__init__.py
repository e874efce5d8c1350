"""The variant language: data folders, YAML with positions, the loader, its schema and meaning checks."""
