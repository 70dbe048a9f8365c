"""Values, runs and blocks of corpus BY's documents: corpus AU's, shared rather than copied (as corpora BT to BX do)."""
from tools.corpus_au.model import *  # noqa: F401,F403
