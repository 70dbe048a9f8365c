"""Values, runs and blocks of this corpus's documents: corpus AU's, shared rather than copied (as corpora BT to BW do)."""
from tools.corpus_au.model import *  # noqa: F401,F403
