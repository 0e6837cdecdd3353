#!/usr/bin/env python3
"""Stdio round trip from a real client (the official Python MCP SDK):
skill-mcp's skill_list / skill_view against an empty rmcp tool, in one run.

Usage: scripts/bench_stdio.py [N]   (needs `cargo build --release -p skill-mcp`,
`cargo build --release -p skill-server --example empty_tool_server`, and the
.venv that scripts/test.sh creates)
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from mcp import Client, StdioServerParameters

REPO = Path(__file__).resolve().parents[1]
RELEASE = REPO / "target" / "release"


async def measure(params: StdioServerParameters, tool: str, args: dict, n: int) -> list[float]:
    async with Client(params) as c:
        for _ in range(50):  # warm up
            await c.call_tool(tool, args)
        samples = []
        for _ in range(n):
            t = time.perf_counter()
            r = await c.call_tool(tool, args)
            samples.append((time.perf_counter() - t) * 1e6)
            assert not r.is_error
    return samples


def line(name: str, s: list[float]) -> str:
    s = sorted(s)
    return f"{name:<36} n={len(s):<6} mean={statistics.mean(s):8.1f} us  p50={s[len(s) // 2]:8.1f} us  p99={s[int(len(s) * 0.99)]:8.1f} us"


async def main(n: int) -> None:
    data = tempfile.mkdtemp()
    skill_mcp = str(RELEASE / "skill-mcp")
    subprocess.run([skill_mcp, "--data-dir", data, "import", str(REPO / "examples/skills")], check=True,
                   capture_output=True)
    ours = StdioServerParameters(command=skill_mcp, args=["--data-dir", data, "--log", "warn", "serve"])
    empty = StdioServerParameters(command=str(RELEASE / "examples" / "empty_tool_server"))
    rows = [
        ("empty rmcp tool", await measure(empty, "empty", {}, n)),
        ("skill-mcp skill_list (3 skills)", await measure(ours, "skill_list", {}, n)),
        ("skill-mcp skill_view", await measure(ours, "skill_view", {"skill_slug": "prompt-writer"}, n)),
    ]
    for name, samples in rows:
        print(line(name, samples))
    base = statistics.median(rows[0][1])
    for name, samples in rows[1:]:
        print(f"{name}: p50 ratio to the empty tool = {statistics.median(samples) / base:.2f}x")


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000))
