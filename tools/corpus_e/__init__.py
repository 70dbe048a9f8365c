"""Generator of evaluation corpus E (held-out, written independently of the detector)."""
