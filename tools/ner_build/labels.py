"""BIO labels of the model (kept free of torch so runtime-side checks can import it)."""

LABELS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ADR", "I-ADR", "B-ETAB", "I-ETAB"]
ENTITY_TYPES = ["PER", "LOC", "ADR", "ETAB"]
