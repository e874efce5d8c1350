"""Running the cited scenarios in features/ against any engine behind the engine interface."""
