"""NER engine speed and memory: session load, ms per ~3,000-character page, RSS.

Goals (on 2 cores): ≤ 70 ms per page (the folder issue's goal; the first one was
120 ms), session load ≤ 500 ms, resident memory of the loaded model ≤ 200 MB.

    .venv/bin/python benchmarks/bench_ner.py                  # default bundle, else the tiny test model
    .venv/bin/python benchmarks/bench_ner.py --bundle DIR --pages 30 --batch 1 4 8

Run it in a fresh process: the load time includes nothing but the bundle
(onnxruntime and tokenizers are imported first and timed separately).
All text is fictional.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PARAGRAPHS = [
    "COMPTE RENDU OPÉRATOIRE\nPatient : M. Hugo Lefèvre-Marchand, né le 14/03/1957 à Quimperlé.\n"
    "IPP 004512873 – Séjour 2300457812. Médecin traitant : Dr Aurélie Baptistin, Saint-Brieuc.\n",
    "Indication : cholécystite aiguë lithiasique évoluant depuis 72 heures, avec fièvre à 38,9 °C, "
    "douleur de l'hypochondre droit et syndrome inflammatoire biologique (CRP 187 mg/L). "
    "L'échographie réalisée au Centre hospitalier de Cornouaille montre une vésicule à paroi épaissie.\n",
    "Intervention le 02/11/2026 par le Dr Mathilde Kergoat, assistée de l'interne Yanis Belkacem. "
    "Anesthésie générale (Dr Pierre-Yves Le Gall). Installation en décubitus dorsal, jambes écartées. "
    "Open-cœlioscopie ombilicale, pneumopéritoine à 12 mmHg, trois trocarts opérateurs.\n",
    "Exploration : vésicule inflammatoire, adhérences épiploïques lâches, pas d'épanchement. "
    "Dissection du triangle de Calot, obtention des critères de sécurité, clip et section du canal "
    "cystique et de l'artère cystique. Cholécystectomie rétrograde, hémostase au crochet.\n",
    "Extraction dans un sac, lavage, aspiration, exsufflation sous contrôle de la vue. Fermeture "
    "aponévrotique ombilicale au fil résorbable, surjet intradermique. Durée : 55 minutes.\n",
    "Suites : antalgiques de palier 1, reprise alimentaire à J1, sortie prévue le 04/11/2026 au "
    "domicile, 12 rue des Tanneurs, 29300 Quimperlé. Téléphone de la famille (Mme Odile Lefèvre) : "
    "06 12 34 56 78. Courriel : o.lefevre@exemple.fr.\n",
    "Consultation de contrôle dans six semaines avec le Dr Kergoat au service de chirurgie viscérale "
    "de l'hôpital Laënnec. Anatomopathologie en attente. Ordonnance remise au patient, arrêt de "
    "travail de quinze jours. Compte rendu adressé au Dr Baptistin et au Dr Jean-Marc Trévidic.\n",
]


def make_page(n_chars: int = 3000) -> str:
    out, i = [], 0
    while sum(len(p) for p in out) < n_chars:
        out.append(PARAGRAPHS[i % len(PARAGRAPHS)])
        i += 1
    return "".join(out)[:n_chars]


def rss_mb() -> tuple[float | None, float | None]:
    """(current, peak) resident set size in MB, Linux /proc; None elsewhere."""
    try:
        fields = dict(
            line.split(":", 1) for line in Path("/proc/self/status").read_text().splitlines() if ":" in line
        )
        return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024
    except (OSError, KeyError, ValueError):
        return None, None


def tiny_bundle() -> Path:
    sys.path.insert(0, str(ROOT / "tests"))
    from ner_tiny_bundle import make_bundle

    return make_bundle(Path(tempfile.mkdtemp(prefix="bench_ner_")) / "tiny", max_length=256, window_overlap=64)


def proxy_bundle(tokenizer_json: Path, out: Path, layers: int = 6, hidden: int = 384, heads: int = 12,
                 ff: int = 1536, max_length: int = 256, overlap: int = 64, quantize: bool = False) -> Path:
    """A bundle with the default model's *shape* (post-LN BERT encoder, random
    weights) around a real tokenizer: honest speed/memory figures before the
    trained model exists. Its spans mean nothing. Needs the ``onnx`` package."""
    import json
    import shutil

    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper
    from tokenizers import Tokenizer

    rng = np.random.default_rng(0)
    vocab = Tokenizer.from_file(str(tokenizer_json)).get_vocab_size()
    labels = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ADR", "I-ADR", "B-ETAB", "I-ETAB"]
    inits, nodes = [], []

    def w(name, *shape, scale=0.02):
        inits.append(numpy_helper.from_array((rng.standard_normal(shape) * scale).astype(np.float32), name))
        return name

    def c(name, value, dtype=np.int64):
        inits.append(numpy_helper.from_array(np.array(value, dtype=dtype), name))
        return name

    def n(op, ins, out, **kw):
        nodes.append(helper.make_node(op, ins, [out], **kw))
        return out

    def ln(x, name):
        inits.append(numpy_helper.from_array(np.ones(hidden, np.float32), name + "_g"))
        inits.append(numpy_helper.from_array(np.zeros(hidden, np.float32), name + "_b"))
        return n("LayerNormalization", [x, name + "_g", name + "_b"], name, axis=-1, epsilon=1e-12)

    def dense(x, name, d_in, d_out):
        return n("Add", [n("MatMul", [x, w(name + "_w", d_in, d_out)], name + "_mm"), w(name + "_bias", d_out)], name)

    hd = hidden // heads
    for name, value in (("zero", 0), ("one", 1), ("ax12", [1, 2]), ("heads_shape", [0, 0, heads, hd]),
                        ("merge_shape", [0, 0, hidden])):
        c(name, value)
    for name, value in (("big_neg", -10000.0), ("onef", 1.0), ("scale", 1.0 / np.sqrt(hd)), ("half", 0.5),
                        ("rsqrt2", 1 / np.sqrt(2))):
        c(name, value, np.float32)
    seq = n("Gather", [n("Shape", ["input_ids"], "ids_shape"), "one"], "seq_len")
    pos_ids = n("Range", ["zero", seq, "one"], "pos_ids")
    x = n("Add", [n("Gather", [w("word", vocab, hidden), "input_ids"], "wemb"),
                  n("Gather", [w("pos", 512, hidden), pos_ids], "pemb")], "emb")
    x = ln(x, "emb_ln")
    maskf = n("Cast", ["attention_mask"], "maskf", to=TensorProto.FLOAT)
    bias = n("Mul", [n("Sub", ["onef", maskf], "inv_mask"), "big_neg"], "bias2")
    bias = n("Unsqueeze", [bias, "ax12"], "bias")
    for i in range(layers):
        p = f"l{i}"

        def split(t, name):
            return n("Transpose", [n("Reshape", [t, "heads_shape"], name + "_r")], name, perm=[0, 2, 1, 3])

        q = split(dense(x, p + "_q", hidden, hidden), p + "_qh")
        k = split(dense(x, p + "_k", hidden, hidden), p + "_kh")
        v = split(dense(x, p + "_v", hidden, hidden), p + "_vh")
        kt = n("Transpose", [k], p + "_kt", perm=[0, 1, 3, 2])
        att = n("Add", [n("Mul", [n("MatMul", [q, kt], p + "_qk"), "scale"], p + "_qks"), bias], p + "_att")
        att = n("Softmax", [att], p + "_sm", axis=-1)
        ctx = n("Transpose", [n("MatMul", [att, v], p + "_ctx")], p + "_ctxt", perm=[0, 2, 1, 3])
        ctx = n("Reshape", [ctx, "merge_shape"], p + "_ctxm")
        x = ln(n("Add", [x, dense(ctx, p + "_ao", hidden, hidden)], p + "_res1"), p + "_aln")
        h = dense(x, p + "_fi", hidden, ff)
        gelu = n("Mul", [n("Mul", [h, "half"], p + "_h2"),
                         n("Add", [n("Erf", [n("Mul", [h, "rsqrt2"], p + "_hs")], p + "_erf"), "onef"], p + "_e1")],
                 p + "_gelu")
        x = ln(n("Add", [x, dense(gelu, p + "_fo", ff, hidden)], p + "_res2"), p + "_oln")
    dense(x, "logits", hidden, len(labels))
    graph = helper.make_graph(
        nodes, "proxy", [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "seq"]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "seq"]),
        ], [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", "seq", len(labels)])],
        initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    onnx.save(model, str(folder / "model.onnx"))
    if quantize:
        from onnxruntime.quantization import QuantType, quantize_dynamic

        fp32 = folder / "model_fp32.onnx"
        (folder / "model.onnx").rename(fp32)
        quantize_dynamic(str(fp32), str(folder / "model.onnx"), weight_type=QuantType.QInt8)
        fp32.unlink()
    shutil.copy(tokenizer_json, folder / "tokenizer.json")
    (folder / "config.json").write_text(json.dumps({
        "format": "caviard-ner/1", "model_id": f"proxy-random-{layers}x{hidden}{'-int8' if quantize else ''}",
        "labels": labels,
        "label_map": {"PER": "NOM", "LOC": "VILLE", "ADR": "ADRESSE", "ETAB": "ETAB"},
        "max_length": max_length, "window_overlap": overlap, "entity_threshold": 0.5,
    }), encoding="utf-8")
    return folder


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bundle", type=Path, help="bundle folder (default: models/caviard-ner-fr, else tiny test model)")
    ap.add_argument("--pages", type=int, default=20)
    ap.add_argument("--gui", action="store_true",
                    help="the GUI's setting (threads never spin); default: the headless commands' setting")
    ap.add_argument("--chars", type=int, default=3000)
    ap.add_argument("--batch", type=int, nargs="+", default=[8])
    ap.add_argument("--make-proxy", type=Path, metavar="OUT",
                    help="only build, into OUT, a random-weight bundle of the default architecture "
                         "(needs --proxy-tokenizer); then measure it with --bundle OUT in a fresh process")
    ap.add_argument("--proxy-tokenizer", type=Path, help="tokenizer.json for --make-proxy")
    ap.add_argument("--proxy-layers", type=int, default=6)
    ap.add_argument("--quantize", action="store_true", help="--make-proxy: int8 dynamic quantization")
    ap.add_argument("--max-length", type=int, default=256)
    ap.add_argument("--overlap", type=int, default=64)
    args = ap.parse_args()

    if args.make_proxy:
        if not args.proxy_tokenizer:
            ap.error("--make-proxy needs --proxy-tokenizer")
        out = proxy_bundle(args.proxy_tokenizer, args.make_proxy, layers=args.proxy_layers,
                           max_length=args.max_length, overlap=args.overlap, quantize=args.quantize)
        print(f"proxy bundle written to {out}")
        return 0

    bundle = args.bundle
    label = "given"
    if bundle is None:
        default = ROOT / "models" / "caviard-ner-fr"
        if (default / "model.onnx").is_file():
            bundle, label = default, "default"
        else:
            bundle = tiny_bundle()
            label = "TINY TEST MODEL (default bundle absent: figures say nothing about the real model)"

    rss0, _ = rss_mb()
    t = time.perf_counter()
    import onnxruntime  # noqa: F401
    import tokenizers  # noqa: F401

    t_import = time.perf_counter() - t
    rss1, _ = rss_mb()

    from app.detection.ner import NerDetector
    from app.detection.ner.engine import cpu_cores, get_engine, set_spinning

    set_spinning(not args.gui)
    t = time.perf_counter()
    c = time.process_time()
    engine = get_engine(bundle)
    t_load = time.perf_counter() - t
    c_load = time.process_time() - c
    rss2, _ = rss_mb()

    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    if load is not None:
        print(f"machine load average (1 min): {load[0]:.2f} — figures are inflated if this exceeds the core count")
    size_mb = sum(f.stat().st_size for f in bundle.iterdir() if f.is_file()) / 1e6
    print(f"bundle: {bundle.name} ({label}); model_id={engine.config.model_id}; files {size_mb:.1f} MB")
    print(f"setting: {'GUI (threads never spin)' if args.gui else 'headless detect/anonymize (threads may spin)'}")
    print(f"cores used (intra-op threads): {cpu_cores()}; max_length={engine.config.max_length} "
          f"overlap={engine.config.window_overlap}; batch-independent outputs: {engine.batch_independent} "
          f"(False → windows run one by one whatever --batch says)")
    print(f"import onnxruntime+tokenizers: {t_import * 1000:.0f} ms")
    print(f"session load (engine incl. probe inference): {t_load * 1000:.0f} ms wall, "
          f"{c_load * 1000:.0f} ms CPU   [goal ≤ 500 ms]")
    if rss0 is not None:
        print(f"RSS: start {rss0:.0f} MB, after imports {rss1:.0f} MB, after load {rss2:.0f} MB "
              f"→ loaded model +{rss2 - rss1:.0f} MB")

    page = make_page(args.chars)
    n_tok = len(engine.tokenizer.encode(page, add_special_tokens=False).ids)
    for batch in args.batch:
        det = NerDetector(bundle, batch_size=batch)
        for _ in range(2):
            det.detect_page(0, page)
        times = []
        cpu0 = time.process_time()
        for i in range(args.pages):
            t = time.perf_counter()
            spans = det.detect_page(i, page)
            times.append((time.perf_counter() - t) * 1000)
        cpu_ms = (time.process_time() - cpu0) * 1000 / args.pages
        res = engine.predict(page, det.entity_threshold, det.window_overlap, batch)
        times.sort()
        p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
        print(f"batch {batch:>2}: page {len(page)} chars, {n_tok} tokens, {len(res.windows)} windows, "
              f"{len(spans)} spans → median {statistics.median(times):.1f} ms/page [goal ≤ 70 ms], p90 {p90:.1f}, "
              f"CPU {cpu_ms:.0f} ms/page")
    # Engine overhead alone (tokenize, softmax, decode, resolve): replay cached logits.
    cache: dict = {}
    real_run = engine._run

    def cached_run(contents):
        key = tuple(map(tuple, contents))
        if key not in cache:
            cache[key] = real_run(contents)
        return cache[key]

    engine._run = cached_run
    try:
        det.detect_page(0, page)
        c = time.process_time()
        for i in range(args.pages):
            det.detect_page(i, page)
        overhead = (time.process_time() - c) * 1000 / args.pages
    finally:
        del engine._run
    print(f"engine overhead without onnxruntime: {overhead:.1f} ms CPU/page")
    rss3, peak = rss_mb()
    if rss3 is not None:
        print(f"RSS after inference {rss3:.0f} MB (peak {peak:.0f} MB) → model+inference +{rss3 - rss1:.0f} MB "
              f"over imports   [goal ≤ 200 MB]")
    print(f"model status: {det.status.message_fr()} sha256={det.status.sha256[:16]}…")
    # Last stdout line: one JSON object (benchmarks/README.md convention, read by run_all.py).
    print(json.dumps({"name": "ner", "bundle": "tiny-test" if label.startswith("TINY") else label,
                      "setting": "gui" if args.gui else "headless",
                      "chars_per_page": len(page), "batch": args.batch[-1],
                      "ms_per_page": round(statistics.median(times), 1), "cpu_ms_per_page": round(cpu_ms, 1),
                      "goal_ms_per_page": 70, "load_ms": round(t_load * 1000), "goal_load_ms": 500,
                      "model_rss_mb": None if rss2 is None or rss1 is None else round(rss2 - rss1),
                      "goal_model_rss_mb": 200, "load_avg": None if load is None else round(load[0], 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
