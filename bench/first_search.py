#!/usr/bin/env python3
"""Time to the first `skill_search` of a fresh stdio server, and its peak
RSS. A benchmark, not a test: it prints one line and asserts nothing.

    bench/first_search.py BIN DATA_DIR [--query WORDS]

Starts `BIN --data-dir DATA_DIR serve` under `/usr/bin/time -v` with the
official MCP Python SDK, lists the tools (the start-up time printed), calls
`skill_search` once (the first search: with no search index kept in
DATA_DIR it waits for the start-up build), and exits.
"""

from __future__ import annotations

import argparse
import re
import tempfile
import time
from pathlib import Path

import anyio
from mcp import Client, StdioServerParameters


async def run(binary: str, data: str, query: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "time.txt"
        params = StdioServerParameters(command="/usr/bin/time", args=["-v", "-o", str(report), binary, "--data-dir", data, "serve"])
        t = time.perf_counter()
        async with Client(params) as c:
            await c.list_tools()
            up = time.perf_counter() - t
            t = time.perf_counter()
            await c.call_tool("skill_search", {"query": query})
            first = time.perf_counter() - t
        rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report.read_text())
    peak = f"{int(rss.group(1)) / 1024:.0f} MiB" if rss else "?"
    print(f"start-up {up * 1000:.0f} ms, first search {first * 1000:.0f} ms, peak RSS {peak}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("bin")
    ap.add_argument("data_dir")
    ap.add_argument("--query", default="review checklist")
    args = ap.parse_args()
    anyio.run(run, args.bin, args.data_dir, args.query)


if __name__ == "__main__":
    main()
