#!/usr/bin/env python3
"""Flood run for BENCHMARKS.md (not CI): the server's memory under a flood of
MCP sessions and a flood of slow connections (issue 12, items 7 and 8).

    python3 scripts/flood.py                       # debug build, defaults below
    python3 scripts/flood.py --sessions 30000 --slow 2000 --bin target/release/skill-mcp

It starts `skill-mcp serve --http 127.0.0.1:PORT` on an empty library in a
temporary data directory, with the flags given after `--` added, and reads
the server's resident memory (VmRSS, /proc) once a second:

1. session flood: --sessions `initialize` calls, --workers at a time, no key
   (so every one comes from 127.0.0.1); counts the answers by status
   (200 = a session, 429/503 = refused over a cap);
2. expiry: waits --idle-timeout + 2 s for the sessions to end idle, and
   checks that a new session can be made again; then floods and waits
   once more, to show that the memory of ended sessions is reused;
3. slow-connection flood: --slow connections that send half a request's
   headers and then nothing; counts how many the server closed within
   --header-timeout + 5 s of the last one opening (more than
   --max-connections wait in the accept queue until a slot frees).

Standard library only. Prints one table; RSS in MiB.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import resource
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

INIT = json.dumps({
    "jsonrpc": "2.0", "id": 1, "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {},
               "clientInfo": {"name": "flood", "version": "1"}},
}).encode()


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


class Sampler(threading.Thread):
    """Peak RSS of the server since the last reset."""

    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid, self.peak, self.stop = pid, 0.0, False

    def run(self):
        while not self.stop:
            self.peak = max(self.peak, rss_mib(self.pid))
            time.sleep(0.25)

    def reset(self) -> None:
        self.peak = rss_mib(self.pid)


def start_server(binary: str, data: str, extra: list[str]) -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen(
        [binary, "--data-dir", data, "serve", "--http", "127.0.0.1:0", *extra],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    deadline = time.time() + 60
    assert proc.stderr is not None
    while time.time() < deadline:
        line = proc.stderr.readline()
        m = re.search(r"listening on http://127\.0\.0\.1:(\d+)", line)
        if m:
            # Keep draining stderr so the server never blocks on it.
            threading.Thread(target=lambda: [None for _ in proc.stderr], daemon=True).start()
            return proc, int(m.group(1))
        if not line and proc.poll() is not None:
            break
    proc.kill()
    sys.exit("the server did not start")


def initialize(port: int) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("POST", "/mcp", INIT, {
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
        })
        resp = conn.getresponse()
        resp.read()
        return resp.status
    except OSError:
        return -1
    finally:
        conn.close()


def slow_connection(port: int) -> socket.socket | None:
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.sendall(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")
        return s
    except OSError:
        return None


def closed_by_server(s: socket.socket, until: float) -> bool:
    s.settimeout(max(0.01, until - time.time()))
    try:
        return s.recv(1) == b""
    except socket.timeout:
        return False
    except OSError:
        return True


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=str(REPO / "target" / "debug" / "skill-mcp"))
    ap.add_argument("--sessions", type=int, default=30000)
    ap.add_argument("--workers", type=int, default=32)
    ap.add_argument("--rounds", type=int, default=2, help="session floods, each followed by expiry")
    ap.add_argument("--slow", type=int, default=2000)
    ap.add_argument("--idle-timeout", type=int, default=5)
    ap.add_argument("--header-timeout", type=int, default=5)
    ap.add_argument("extra", nargs="*", help="more serve flags, after --")
    args = ap.parse_args()

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = args.slow + 256
    if soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(want, hard), hard))
    slow_n = min(args.slow, resource.getrlimit(resource.RLIMIT_NOFILE)[0] - 256)

    with tempfile.TemporaryDirectory() as data:
        flags = ["--session-idle-timeout", str(args.idle_timeout),
                 "--header-timeout", str(args.header_timeout), *args.extra]
        proc, port = start_server(args.bin, data, flags)
        try:
            rows = []
            sampler = Sampler(proc.pid)
            sampler.start()
            time.sleep(1)
            rows.append(("idle after start", rss_mib(proc.pid), rss_mib(proc.pid), ""))

            for round_ in range(1, args.rounds + 1):
                sampler.reset()
                t0 = time.time()
                with ThreadPoolExecutor(args.workers) as pool:
                    statuses = Counter(pool.map(lambda _: initialize(port), range(args.sessions)))
                took = time.time() - t0
                counts = ", ".join(f"{k}: {v}" for k, v in sorted(statuses.items()))
                rows.append((f"flood {round_}: {args.sessions} initialize in {took:.1f} s", rss_mib(proc.pid),
                             sampler.peak, counts))

                sampler.reset()
                time.sleep(args.idle_timeout + 2)
                again = initialize(port)
                rows.append((f"flood {round_}: sessions idle {args.idle_timeout + 2} s (expired)", rss_mib(proc.pid),
                             sampler.peak, f"new initialize: {again}"))

            sampler.reset()
            t0 = time.time()
            socks = [s for s in (slow_connection(port) for _ in range(slow_n)) if s]
            opened = time.time() - t0
            held = rss_mib(proc.pid)
            until = time.time() + args.header_timeout + 5
            closed = sum(closed_by_server(s, until) for s in socks)
            for s in socks:
                s.close()
            rows.append((f"{len(socks)} slow connections (opened in {opened:.1f} s)", held, sampler.peak,
                         f"closed by the server within {args.header_timeout + 5} s: {closed}"))
            time.sleep(1)
            health = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            health.request("GET", "/api/health")
            ok = health.getresponse().status
            rows.append(("after the slow flood", rss_mib(proc.pid), sampler.peak, f"GET /api/health: {ok}"))
            sampler.stop = True

            print(f"serve flags: {' '.join(flags)}")
            print("| phase | RSS after (MiB) | peak RSS (MiB) | answers |")
            print("| --- | ---: | ---: | --- |")
            for phase, after, peak, note in rows:
                print(f"| {phase} | {after:.0f} | {peak:.0f} | {note} |")
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=40)
            except subprocess.TimeoutExpired:
                proc.kill()


if __name__ == "__main__":
    main()
