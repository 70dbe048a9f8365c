"""Preparation (encoder + tokenizer) and the time-boxed training loop.

Why time-boxed with periodic held-out evaluation: the build must fit a
laptop-class 2-core budget; the loop keeps the checkpoint with the best dev
score so it can be stopped at any moment and still export the best model.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import numpy as np
import torch

from .e5_weights import load_e5
from .features import batchify, encode_doc, predict_doc, score
from .lexicon import load_pools
from .model import TokenClassifier, load_pretrained
from .synth import Synth
from .tokenizer_build import build_tokenizer_json, select_pieces


def prepare(work: Path, e5_bin: Path, unpii_dir: Path, eds: Path, n_layers: int, vocab_target: int, seed: int):
    from tokenizers import Tokenizer

    img = load_e5(str(e5_bin))
    pools = load_pools(unpii_dir)
    syn = Synth(pools, "train", eds, seed)
    corpus = [syn.document().text for _ in range(4000)]
    corpus += list(pools.first["train"]) + list(pools.last["train"]) + list(pools.city["train"])
    corpus += list(pools.eponyms)
    keep = select_pieces(img.pieces, img.scores, corpus, vocab_target)
    tj = build_tokenizer_json(img.pieces, img.scores, keep, 3)
    (work / "tokenizer.json").write_text(tj, "utf-8")
    tok = Tokenizer.from_str(tj)
    # unknown-token rate on held-out text (should be ~0 for French)
    dev = Synth(pools, "dev", eds, seed + 1)
    n = unk = 0
    for _ in range(300):
        ids = tok.encode(dev.document().text, add_special_tokens=False).ids
        n += len(ids)
        unk += sum(1 for i in ids if i == 3)
    torch.manual_seed(seed)
    model = TokenClassifier(len(keep), img.hidden, img.n_heads, img.ffn, n_layers, img.max_pos, img.eps)
    load_pretrained(model, img, keep)
    torch.save({"state": model.state_dict(), "vocab": len(keep), "n_layers": n_layers, "step": 0},
               work / "init.pt")
    info = {"vocab_kept": int(len(keep)), "vocab_full": len(img.pieces), "dev_tokens": n, "dev_unk": unk,
            "e5": {"hidden": img.hidden, "layers": img.n_layers, "heads": img.n_heads, "ffn": img.ffn}}
    (work / "prepare.json").write_text(json.dumps(info, indent=1))
    return info


def make_eval_set(pools, eds, split: str, n: int, seed: int):
    s = Synth(pools, split, eds, seed)
    return [s.document() for _ in range(n)]


def evaluate(model, tok, docs, max_length, overlap, threshold=0.5):
    model.eval()
    def run(ids, mask):
        with torch.no_grad():
            return model(torch.from_numpy(ids), torch.from_numpy(mask)).numpy()
    pairs = []
    for d in docs:
        spans, _, _ = predict_doc(run, tok, d.text, max_length, overlap, threshold)
        pairs.append((d, spans))
    model.train()
    return score(pairs)


def train(work: Path, unpii_dir: Path, eds: Path, minutes: float, batch: int, lr: float, max_length: int,
          overlap: int, eval_every: int, seed: int, planned_steps: int, freeze_emb: bool = True, n_dev: int = 60):
    from tokenizers import Tokenizer

    torch.set_num_threads(2)
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    tok = Tokenizer.from_file(str(work / "tokenizer.json"))
    ck = torch.load(work / "init.pt")
    model = TokenClassifier(ck["vocab"], n_layers=ck["n_layers"])
    model.load_state_dict(ck["state"])
    model.word.weight.requires_grad_(not freeze_emb)
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=lr, weight_decay=0.01)
    warm = 40
    t_start = time.time()
    # linear decay driven by elapsed wall time, so the schedule ends with the time box
    # whatever the step speed on a shared machine turns out to be
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / warm) * max(0.05, 1.0 - (time.time() - t_start) / (60 * minutes)))
    pools = load_pools(unpii_dir)
    syn = Synth(pools, "train", eds, seed + 100)
    dev = make_eval_set(pools, eds, "dev", n_dev, seed + 1)
    log = open(work / "train_log.jsonl", "a")
    t0 = time.time()
    buf: list = []
    step, best = 0, -1.0
    lossf = torch.nn.CrossEntropyLoss(ignore_index=-100)
    model.train()
    run_loss = 0.0
    while True:
        while len(buf) < batch:
            buf.extend(encode_doc(tok, syn.document(), max_length, overlap))
        items, buf = buf[:batch], buf[batch:]
        ids, mask, labs = batchify(items)
        logits = model(torch.from_numpy(ids), torch.from_numpy(mask))
        loss = lossf(logits.reshape(-1, logits.shape[-1]), torch.from_numpy(labs).reshape(-1))
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        sched.step()
        step += 1
        run_loss = 0.98 * run_loss + 0.02 * loss.item() if step > 1 else loss.item()
        elapsed = (time.time() - t0) / 60
        done = elapsed >= minutes or step >= planned_steps
        if step % eval_every == 0 or done:
            te = time.time()
            res = evaluate(model, tok, dev, max_length, overlap)
            per = res["PER"]
            sc = (per["char_f1"] + per["char_r"] + res["PLACES"]["char_f1"]) / 3
            rec = {"step": step, "min": round(elapsed, 2), "loss": round(run_loss, 4), "score": round(sc, 4),
                   "per_char_r": round(per["char_r"], 4), "per_char_p": round(per["char_p"], 4),
                   "places_char_f1": round(res["PLACES"]["char_f1"], 4),
                   "places_exact_f1": round(res["PLACES"]["exact_f1"], 4),
                   "eval_s": round(time.time() - te, 1)}
            if sc > best:
                best = sc
                torch.save({"state": model.state_dict(), "vocab": ck["vocab"], "n_layers": ck["n_layers"],
                            "step": step, "dev": rec}, work / "best.pt")
                rec["saved"] = True
            log.write(json.dumps(rec) + "\n")
            log.flush()
        elif step % 20 == 0:
            log.write(json.dumps({"step": step, "min": round(elapsed, 2), "loss": round(run_loss, 4)}) + "\n")
            log.flush()
        if done:
            break
    (work / "train_done.json").write_text(json.dumps({"steps": step, "minutes": round((time.time() - t0) / 60, 2),
                                                      "best_dev_score": best}))
