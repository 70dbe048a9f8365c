"""Values, runs and blocks of corpus BZ's documents: corpus AU's, shared rather than copied (as corpora BT to BY do)."""
from tools.corpus_au.model import *  # noqa: F401,F403
