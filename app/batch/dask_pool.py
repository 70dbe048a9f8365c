"""A folder run on a Dask cluster: the same runner and units of work, Dask's executor.

``anonymize-folder --dask local`` starts a local cluster of ``--workers``
processes; ``--dask tcp://host:8786`` joins a running scheduler (for
instance one ``dask-jobqueue`` started on a SLURM or PBS cluster). The
runner only needs ``submit`` and ``shutdown``: Dask's ``ClientExecutor``
gives concurrent.futures futures, so dossier grouping, page ranges,
progress and Ctrl+C behave as with the local process pool.

Dask is an optional extra (``pip install 'caviard[dask]'``), never in the
bundle. Every worker must run in its own process with one thread (MuPDF is
not thread-safe), import this package, and see IN_DIR and OUT_DIR at the
same paths (a shared file system): see docs/DISTRIBUTED.md.
"""

from __future__ import annotations

from app.job.outcome import EXIT_INPUT, JobError

LOCAL = "local"
CONNECT_TIMEOUT_S = 30


def _plugin(use_model: bool):
    """A worker plugin that loads the detectors once per Dask worker, like the pool's initializer."""
    from distributed.diagnostics.plugin import WorkerPlugin

    class LoadDetectors(WorkerPlugin):
        name = "caviard-detectors"
        idempotent = True

        def __init__(self, use_model: bool):
            self.use_model = use_model

        def setup(self, worker) -> None:
            from app.batch import work

            if getattr(worker.state, "nthreads", 1) > 1:
                raise RuntimeError("caviard: start Dask workers with --nthreads 1 (MuPDF is not thread-safe)")
            from app.detection.ner.engine import set_threads

            set_threads(1)  # one process, one thread, one core: the cluster scales by processes
            work.init_worker(self.use_model)

    return LoadDetectors(use_model)


class DaskPool:
    """The runner's pool interface over a Dask client (and the local cluster it started)."""

    def __init__(self, client, cluster=None):
        self.client, self.cluster = client, cluster
        self.executor = client.get_executor(pure=False)

    def submit(self, fn, *args):
        return self.executor.submit(fn, *args)

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        try:
            self.executor.shutdown(wait=wait and not cancel_futures)
        finally:
            self.client.close()
            if self.cluster is not None:
                self.cluster.close()


def open_dask_pool(address: str, workers: int, use_model: bool) -> DaskPool:
    """A pool on the cluster at ``address`` ("local": start one); French errors, never a traceback."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise JobError("Dask n'est pas installé : pip install 'caviard[dask]' (option facultative).", EXIT_INPUT) from None
    cluster = None
    try:
        if address == LOCAL:
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                   dashboard_address=None, silence_logs=40)
            client = Client(cluster)
        else:
            client = Client(address, timeout=CONNECT_TIMEOUT_S)
    except Exception as exc:
        if cluster is not None:
            cluster.close()
        raise JobError("cluster Dask injoignable (%s)." % type(exc).__name__, EXIT_INPUT) from None
    try:
        client.register_plugin(_plugin(use_model))
    except Exception as exc:
        client.close()
        if cluster is not None:
            cluster.close()
        raise JobError("les workers Dask n'ont pas pu charger la détection (%s) : un seul thread par worker, "
                       "et Caviard installé sur chaque nœud." % type(exc).__name__, EXIT_INPUT) from None
    return DaskPool(client, cluster)
