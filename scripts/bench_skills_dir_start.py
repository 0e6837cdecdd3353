#!/usr/bin/env python3
"""Time from process start to the answer to `initialize` of
`skill-mcp serve --skills-dir DIR` (stdio), a fresh process each time: the
first start (an empty data directory: every skill imported) and the
restarts after it (what an MCP client pays at each session), beside a
start without --skills-dir on the same data directory.

Usage: scripts/bench_skills_dir_start.py BIN SKILLS_DIR [--reps N]
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import tempfile
import time

INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "bench-skills-dir-start", "version": "1"},
    },
}


def start(binary: str, *args: str) -> float:
    """Seconds from spawning the server to its initialize response."""
    began = time.perf_counter()
    proc = subprocess.Popen(
        [binary, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    assert proc.stdin and proc.stdout
    proc.stdin.write((json.dumps(INIT) + "\n").encode())
    proc.stdin.flush()
    line = proc.stdout.readline()
    took = time.perf_counter() - began
    proc.stdin.close()
    proc.wait(timeout=60)
    if b'"result"' not in line:
        raise SystemExit(f"no initialize result: {line[:200]!r}")
    return took


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("skills_dir")
    ap.add_argument("--reps", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as data:
        common = ["--data-dir", data, "serve"]
        first = start(args.binary, *common, "--skills-dir", args.skills_dir)
        again = [start(args.binary, *common, "--skills-dir", args.skills_dir) for _ in range(args.reps)]
        plain = [start(args.binary, *common) for _ in range(args.reps)]
    print(f"{args.skills_dir}: first start {first:.3f} s; restart median {statistics.median(again):.3f} s "
          f"(min {min(again):.3f}); without --skills-dir median {statistics.median(plain):.3f} s")


if __name__ == "__main__":
    main()
