"""The rules compiled from a variant, and one deal and one match played over them."""
