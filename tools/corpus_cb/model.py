"""Values, runs and blocks of corpus CB's documents: corpus AU's, shared rather than copied (as corpora BT to CA do)."""
from tools.corpus_au.model import *  # noqa: F401,F403
