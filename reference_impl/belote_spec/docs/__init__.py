"""What is generated for readers: the rulebooks and the comparison, and the diff of two rule sets."""
