#!/usr/bin/env python3
"""Load run for BENCHMARKS.md (not CI): M concurrent MCP clients over
Streamable HTTP read skills for T seconds (skill_view, then every listed file
in one skill_file batch) while a writer re-imports new versions of the same
skills with the CLI. Reports requests, errors (must be 0), p50 and p99.

    /tmp/mcpvenv/bin/python scripts/load.py --clients 8 --seconds 30
    /tmp/mcpvenv/bin/python scripts/load.py --url http://127.0.0.1:3000/mcp   # a running server

Without --url it makes a library of --skills skills in a temporary data
directory and starts `skill-mcp serve --http 127.0.0.1:PORT` on it. An error
is a failed call, an isError result, a listed file that cannot be read, or a
batch whose files are not all of the version its view showed. The clients
speak the stateless 2026-07-28 protocol, so each sends back the version the
view's `_meta` named (`--no-pin` leaves it out, to count how often a new
version lands between the two calls). All traffic stays on 127.0.0.1, and
every loop is bounded by the deadline.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import anyio
from mcp import Client
from mcp.types import Implementation

REPO = Path(__file__).resolve().parents[1]
VERSION_META = "dev.skill-mcp/content-hash"
MARKER = re.compile(r"marker v(\d+)")
FILES = 3


def write_version(root: Path, skills: int, version: int) -> Path:
    out = root / f"v{version}"
    for s in range(skills):
        skill = out / f"load-{s}"
        (skill / "references").mkdir(parents=True, exist_ok=True)
        (skill / "SKILL.md").write_text(
            f"---\nname: load-{s}\ndescription: Skill {s} for the load run.\nversion: {version}.0.0\n---\n"
            f"# Load {s}\n\nmarker v{version}\n",
            encoding="utf-8",
        )
        for f in range(FILES):
            (skill / "references" / f"r{f}.md").write_text(f"file {f} of load-{s}, marker v{version}\n" * 40, encoding="utf-8")
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_healthy(base: str, proc: subprocess.Popen, tries: int = 300) -> None:
    for _ in range(tries):
        if proc.poll() is not None:
            sys.exit(f"the server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{base}/api/health", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.1)
    sys.exit("the server did not become healthy")


def percentile(sorted_values: list[float], p: float) -> float:
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, max(0, round(p / 100 * (len(sorted_values) - 1))))
    return sorted_values[k]


class Stats:
    def __init__(self) -> None:
        self.latencies: dict[str, list[float]] = {"skill_view": [], "skill_file": []}
        self.errors: list[str] = []
        self.newer_than_view = 0

    def error(self, what: str) -> None:
        if len(self.errors) < 20:
            self.errors.append(what)
        else:
            self.errors.append("")


def versions_in(text: str) -> set[int]:
    return {int(m) for m in MARKER.findall(text)}


async def reader(url: str, n: int, skills: int, deadline: float, stats: Stats, pin: bool) -> None:
    info = Implementation(name=f"load-{n}", version="1.0")
    async with Client(url, client_info=info) as c:
        i = n
        while time.monotonic() < deadline:
            slug = f"load-{i % skills}"
            i += 1
            t0 = time.perf_counter()
            try:
                view = await c.call_tool("skill_view", {"skill_slug": slug})
            except Exception as e:  # noqa: BLE001 - every failure counts as an error
                stats.error(f"skill_view {slug}: {e!r}")
                continue
            stats.latencies["skill_view"].append(time.perf_counter() - t0)
            if view.is_error:
                stats.error(f"skill_view {slug}: {view.content}")
                continue
            text = view.content[0].text
            viewed = versions_in(text)
            line = next((l for l in text.splitlines() if l.startswith("[Available supporting files: ")), "")
            paths = line.removeprefix("[Available supporting files: ").removesuffix("]").split(", ")
            t0 = time.perf_counter()
            try:
                version = (view.meta or {}).get(VERSION_META)
                meta = {VERSION_META: version} if pin and version else None
                batch = await c.call_tool("skill_file", {"skill_slug": slug, "file_paths": paths}, meta=meta)
            except Exception as e:  # noqa: BLE001
                stats.error(f"skill_file {slug}: {e!r}")
                continue
            stats.latencies["skill_file"].append(time.perf_counter() - t0)
            if batch.is_error:
                stats.error(f"skill_file {slug}: {batch.content}")
                continue
            texts = [item.text for item in batch.content]
            if any(t.startswith("[ERROR") for t in texts):
                stats.error(f"skill_file {slug}: a listed file is not readable")
                continue
            read = set().union(*(versions_in(t) for t in texts))
            if len(read) != 1 or len(viewed) != 1:
                stats.error(f"{slug}: versions mixed: view {viewed}, files {read}")
            elif read != viewed:
                stats.newer_than_view += 1
                if pin:
                    stats.error(f"{slug}: view of v{viewed} but files of v{read}")


async def writer(binary: str, data: Path, root: Path, skills: int, deadline: float, interval: float) -> int:
    version = 1
    while time.monotonic() < deadline:
        version += 1
        source = await anyio.to_thread.run_sync(write_version, root, skills, version)
        proc = await anyio.run_process([binary, "--data-dir", str(data), "import", str(source)], check=False)
        if proc.returncode != 0:
            sys.exit(f"the writer's import failed:\n{proc.stdout.decode()}{proc.stderr.decode()}")
        await anyio.sleep(interval)
    return version


async def run(args: argparse.Namespace) -> dict:
    binary = args.bin
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        data = Path(args.data_dir) if args.data_dir else tmp_path / "data"
        server = None
        url = args.url
        if url is None:
            subprocess.run([binary, "--data-dir", str(data), "import", str(write_version(tmp_path, args.skills, 1))],
                           check=True, capture_output=True)
            port = free_port()
            log = open(tmp_path / "server.log", "wb")
            server = subprocess.Popen([binary, "--data-dir", str(data), "--log", "warn", "serve", "--http", f"127.0.0.1:{port}"],
                                      stdout=log, stderr=log)
            wait_healthy(f"http://127.0.0.1:{port}", server)
            url = f"http://127.0.0.1:{port}/mcp"
        stats = Stats()
        deadline = time.monotonic() + args.seconds
        versions = 1
        try:
            async with anyio.create_task_group() as tg:
                for n in range(args.clients):
                    tg.start_soon(reader, url, n, args.skills, deadline, stats, not args.no_pin)
                if args.url is None and args.writer_interval >= 0:
                    async def write() -> None:
                        nonlocal versions
                        versions = await writer(binary, data, tmp_path, args.skills, deadline, args.writer_interval)
                    tg.start_soon(write)
        finally:
            if server is not None:
                server.terminate()
                server.wait(timeout=30)
    every = sorted(stats.latencies["skill_view"] + stats.latencies["skill_file"])
    ms = lambda v: round(v * 1000, 3)  # noqa: E731
    return {
        "clients": args.clients,
        "seconds": args.seconds,
        "skills": args.skills,
        "versions_written": versions,
        "requests": len(every),
        "requests_per_second": round(len(every) / args.seconds, 1),
        "errors": len(stats.errors),
        "first_errors": [e for e in stats.errors if e][:5],
        "p50_ms": ms(percentile(every, 50)),
        "p99_ms": ms(percentile(every, 99)),
        "by_tool": {
            tool: {"requests": len(v), "p50_ms": ms(percentile(sorted(v), 50)), "p99_ms": ms(percentile(sorted(v), 99))}
            for tool, v in stats.latencies.items()
        },
        "pinned": not args.no_pin,
        "batches_not_of_their_views_version": stats.newer_than_view,
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bin", default=os.environ.get("SKILL_MCP_BIN", str(REPO / "target" / "release" / "skill-mcp")))
    p.add_argument("--url", help="an MCP endpoint already serving the load-N skills (no server, no writer)")
    p.add_argument("--data-dir", help="data directory for the started server (default: a temporary one)")
    p.add_argument("--clients", type=int, default=8, help="concurrent MCP clients (M)")
    p.add_argument("--seconds", type=float, default=30, help="duration (T)")
    p.add_argument("--skills", type=int, default=20)
    p.add_argument("--no-pin", action="store_true", help="do not send the viewed version back with skill_file")
    p.add_argument("--writer-interval", type=float, default=0.5, help="pause between re-imports; negative: no writer")
    args = p.parse_args()
    if args.url is None and not Path(args.bin).exists():
        sys.exit(f"{args.bin} does not exist: cargo build --release -p skill-mcp, or pass --bin")
    result = anyio.run(run, args)
    print(json.dumps(result, indent=2))
    print(
        f"\n| {result['clients']} clients | {result['seconds']:g} s | {result['requests']} requests | "
        f"{result['errors']} errors | p50 {result['p50_ms']} ms | p99 {result['p99_ms']} ms | "
        f"{result['versions_written']} versions written |"
    )
    sys.exit(1 if result["errors"] else 0)


if __name__ == "__main__":
    main()
