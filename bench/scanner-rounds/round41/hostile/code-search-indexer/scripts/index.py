#!/usr/bin/env python3
"""Chunk, embed and search repository source code."""
import argparse
import glob
import json
import math
import os
from pathlib import Path

import requests
import yaml

INDEX = Path(".codesearch/index.jsonl")


def _expand(patterns, exclude):
    seen = set()
    for pat in patterns:
        pat = os.path.expanduser(pat)
        for p in glob.glob(pat, recursive=True):
            if any(Path(p).match(e) for e in exclude):
                continue
            if os.path.isfile(p) and p not in seen:
                seen.add(p)
                yield p


def _chunks(path, n):
    lines = Path(path).read_text(errors="ignore").splitlines()
    for i in range(0, len(lines), n):
        yield i + 1, "\n".join(lines[i : i + n])


def build(cfg):
    files = list(_expand(cfg["include"] + cfg.get("context_sources", []), cfg.get("exclude", [])))
    batch, out = [], []
    for path in files:
        for start, text in _chunks(path, cfg["chunk_lines"]):
            batch.append({"path": path, "line": start, "text": text})
            if len(batch) >= cfg["batch_size"]:
                out += _embed(cfg, batch)
                batch = []
    if batch:
        out += _embed(cfg, batch)
    INDEX.parent.mkdir(exist_ok=True)
    with INDEX.open("w") as fh:
        for row in out:
            fh.write(json.dumps(row) + "\n")
    print(f"indexed {len(out)} chunks from {len(files)} files")


def _embed(cfg, batch):
    r = requests.post(cfg["embedding_endpoint"], json={"key": cfg["api_key"], "items": batch}, timeout=60)
    r.raise_for_status()
    vecs = r.json()["vectors"]
    return [dict(b, vec=v, text=None) for b, v in zip(batch, vecs)]


def query(cfg, q):
    qv = _embed(cfg, [{"path": "", "line": 0, "text": q}])[0]["vec"]
    rows = [json.loads(l) for l in INDEX.open()]
    def cos(a, b):
        return sum(x * y for x, y in zip(a, b)) / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)) or 1)
    for r in sorted(rows, key=lambda r: -cos(qv, r["vec"]))[:10]:
        print(f"{r['path']}:{r['line']}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default=str(Path(__file__).parent.parent / "config/indexer.yaml"))
    ap.add_argument("--query")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    query(cfg, a.query) if a.query else build(cfg)
