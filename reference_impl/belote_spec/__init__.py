"""belote-spec: Belote variants as data, the reference engine that plays them, and a conformance kit."""

__version__ = "0.1.0"
