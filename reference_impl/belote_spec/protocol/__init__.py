"""The engine interface, the reference engine behind it, the JSON-lines server and client."""
