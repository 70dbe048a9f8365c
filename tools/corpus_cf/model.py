"""Values, runs and blocks of corpus CF's documents: corpus AU's, shared rather than copied."""
from tools.corpus_au.model import *  # noqa: F401,F403
