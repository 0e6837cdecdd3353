#!/usr/bin/env python3
"""The process-level benchmark of skill-mcp, the way a user meets it.

    skill_bench.py size --lib DIR --library light|heavy --bin SKILL_MCP --out FILE.jsonl [--full] [--skillz BIN] ...
        imports the library (timed), then measures every setup on it and
        appends one JSON line per import and per run to FILE.jsonl.
    skill_bench.py report FILE.jsonl [--plot FILE.png]
        prints the tables and the skill-mcp / skillz ratios; draws the plot.

bench/run.sh is the one command that runs it (venvs, libraries, sizes).

A run starts the server as a fresh process --startups times. Each time it
measures, from the client (the official MCP Python SDK, response cache off):
  startup     spawn -> initialize (or discover) -> first tools/list returned, all pages
  first_list  spawn -> first skill_list answered (skillz: its tool list is its skill list)
The median of the fresh processes is reported. The last process then serves
--iters calls of each tool (after --warmup), on skills drawn at random:
  list    skill_list                          skillz: tools/list
  view    skill_view                          skillz: the skill's own tool
  file    skill_file with 2 paths             skillz: 2 x resources/read
  search  skill_search (limit 10)             skillz: has no search
and each first answer is checked for text it must contain (`verified`).
Peak RSS is VmHWM of the server process, read from /proc/PID/status just
before the client closes. /proc/loadavg is recorded at the start and end.

Setups (transport): stdio; http-stateless (serve --http 127.0.0.1:0, the
2026-07-28 protocol, the SDK's default); http-session (the 2025-11-25
initialize handshake and session); with --full also gateway (a stdio
`serve --remote URL` in front of `serve --http --no-mcp`) and postgres (stdio
on a fresh PostgreSQL database, created and dropped here); and skillz over
stdio when --skillz names its binary.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable
from urllib.parse import urlsplit, urlunsplit

FILES = ["references/guide.md", "templates/checklist.md"]  # written by gen_library.py for every skill
SKILLZ_TASK = "benchmark: apply this skill"
LISTEN = re.compile(r"listening on (http://[0-9.:\[\]]+)")
# skill_list of a large library is one big message; the SDK's default cap on a
# server-sent event (1 MiB) is below it, so the benchmark raises the cap.
MAX_SSE_EVENT_BYTES = 256 * 1024 * 1024


class OpError(Exception):
    """A call answered with an error, or a process that did not start."""


# --------------------------------------------------------------------------- /proc


def loadavg() -> list[float]:
    """The 1, 5 and 15 minute load averages."""
    return [float(x) for x in Path("/proc/loadavg").read_text().split()[:3]]


def children(pid: int) -> list[int]:
    """Direct children of pid."""
    kids = []
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                stat = Path(f"/proc/{d}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:  # field 4 is the parent
                kids.append(int(d))
    return kids


def tree(pids: list[int]) -> list[int]:
    """pids and all their descendants."""
    todo, seen = list(pids), []
    while todo:
        p = todo.pop()
        seen.append(p)
        todo += children(p)
    return seen


def vm_kib(pid: int, field: str) -> int:
    """A Vm* field of /proc/PID/status in KiB (0 once the process is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def mib(pids: list[int], field: str = "VmHWM") -> float:
    """The sum of a Vm* field over a process tree, in MiB."""
    return round(sum(vm_kib(p, field) for p in tree(pids)) / 1024, 1)


def pct(samples_us: list[float]) -> dict:
    """Nearest-rank percentiles of latencies in µs."""
    s = sorted(samples_us)

    def rank(p: int) -> float:
        return s[max(0, -(-p * len(s) // 100) - 1)]

    return {"p50": round(rank(50)), "p90": round(rank(90)), "p99": round(rank(99)),
            "mean": round(statistics.fmean(s)), "n": len(s)}


def server_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """This environment without our own SKILL_MCP_* settings, plus extra."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILL_MCP_")}
    return env | (extra or {})


# --------------------------------------------------------------------------- processes


class HttpProcess:
    """A `skill-mcp serve --http 127.0.0.1:0 ...` process; its address is read from stderr."""

    def __init__(self, argv: list[str], log: Path, env: dict[str, str]):
        self.started = time.perf_counter_ns()
        self.proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, text=True, env=env)
        self.base = ""
        self.ready_ns = 0
        self._ready = threading.Event()
        self._log = log.open("a")
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self._log.write(line)
            m = LISTEN.search(line)
            if m and not self._ready.is_set():
                self.base = m.group(1)
                self.ready_ns = time.perf_counter_ns()
                self._ready.set()
        self._log.flush()
        self._ready.set()  # it exited: wake the waiter

    async def wait_ready(self, timeout: float) -> None:
        import anyio

        await anyio.to_thread.run_sync(self._ready.wait, timeout)
        if not self.base:
            self.stop()
            raise OpError(f"{self.proc.args[0]} serve --http did not start (exit {self.proc.poll()}); see {self._log.name}")

    def stop(self) -> None:
        """SIGTERM, then SIGKILL if it has not exited within 30 s."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._log.close()


def run_timed(argv: list[str], log: Path, env: dict[str, str], timeout: float) -> dict:
    """Run a command to its end; its wall time and peak RSS (from wait4)."""
    with log.open("a") as out:
        t = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=out, env=env)
        deadline = time.monotonic() + timeout
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                proc.returncode = -9
                raise OpError(f"{' '.join(argv[:3])} ... took longer than {timeout:.0f} s")
            time.sleep(0.05)
        proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise OpError(f"{' '.join(argv)} exited {proc.returncode}; see {log}")
    return {"ms": round((time.perf_counter() - t) * 1000, 1), "rss_peak_mib": round(usage.ru_maxrss / 1024, 1)}


# --------------------------------------------------------------------------- setups


def text_of(result: Any) -> str:
    """Every text a result carries (tool content, resource contents, tool listing), as JSON."""
    return result.model_dump_json(by_alias=True, exclude_none=True)


def check(result: Any) -> Any:
    if getattr(result, "is_error", False):
        raise OpError(" ".join(getattr(c, "text", "") for c in result.content)[:300])
    return result


async def list_all_tools(c: Any) -> Any:
    """tools/list, following next_cursor to the end."""
    page = await c.list_tools()
    tools, cursor = list(page.tools), page.next_cursor
    while cursor:
        page = await c.list_tools(cursor=cursor)
        tools += page.tools
        cursor = page.next_cursor
    page.tools = tools
    return page


class Setup:
    """One server in one transport: how to start a fresh process, and its four operations."""

    server = "skill-mcp"
    transport = "stdio"
    protocol_mode = "legacy"

    def __init__(self, bench: "Bench"):
        self.bench = bench

    async def prepare(self) -> dict:
        """Once per run, before the first process: returns fields for the result."""
        return {}

    def finish(self) -> dict:
        """Once per run, after the last process (always called)."""
        return {}

    def command(self) -> str:
        return self.bench.bin

    def server_args(self) -> list[str]:
        return [*self.bench.db_args, "serve"]

    @contextlib.asynccontextmanager
    async def session(self, log: Path) -> AsyncIterator[tuple[Any, list[int], int]]:
        """A client of a fresh stdio server process: (client, server pids, start ns)."""
        from mcp import Client, StdioServerParameters
        from mcp.client.stdio import stdio_client

        params = StdioServerParameters(command=self.command(), args=self.server_args(), env=self.env())
        before = set(children(os.getpid()))
        with log.open("a") as errlog:
            t0 = time.perf_counter_ns()
            client = Client(stdio_client(params, errlog=errlog), mode=self.protocol_mode, cache=None,
                            read_timeout_seconds=self.bench.args.run_timeout)
            async with client as c:
                pids = [p for p in children(os.getpid()) if p not in before]
                yield c, pids, t0

    def env(self) -> dict[str, str]:
        return {}

    async def op_list(self, c: Any, slug: str) -> Any:
        return check(await c.call_tool("skill_list", {}))

    async def op_view(self, c: Any, slug: str) -> Any:
        return check(await c.call_tool("skill_view", {"skill_slug": slug}))

    async def op_file(self, c: Any, slug: str) -> Any:
        return check(await c.call_tool("skill_file", {"skill_slug": slug, "file_paths": FILES}))

    async def op_search(self, c: Any, slug: str) -> Any:
        return check(await c.call_tool("skill_search", {"query": search_query(slug), "limit": 10}))

    def expect(self, op: str, slug: str, slugs: list[str]) -> list[str]:
        """Text the answer of op must contain."""
        return {
            "list": [slugs[0], slugs[-1]],
            "view": [slug, "## Steps", "references/guide.md"],
            "file": [f"# Guide to {slug}", f"# Checklist for {slug}"],
            "search": ["bench-"],
        }[op]


class Stdio(Setup):
    """skill-mcp serve over stdio, on the imported SQLite library."""


class Postgres(Stdio):
    """skill-mcp serve over stdio on PostgreSQL (the database is made in Bench.postgres)."""

    transport = "postgres"


class Http(Setup):
    """skill-mcp serve --http 127.0.0.1:0 and a client over Streamable HTTP."""

    def __init__(self, bench: "Bench", stateless: bool):
        super().__init__(bench)
        self.transport = "http-stateless" if stateless else "http-session"
        # "auto" probes server/discover: the stateless 2026-07-28 protocol.
        self.protocol_mode = "auto" if stateless else "legacy"

    @contextlib.asynccontextmanager
    async def session(self, log: Path) -> AsyncIterator[tuple[Any, list[int], int]]:
        from mcp import Client
        from mcp.client.streamable_http import streamable_http_client

        proc = HttpProcess([self.bench.bin, *self.server_args(), "--http", "127.0.0.1:0"], log, server_env())
        try:
            await proc.wait_ready(self.bench.args.run_timeout)
            transport = streamable_http_client(proc.base + "/mcp", max_sse_event_size=MAX_SSE_EVENT_BYTES)
            client = Client(transport, mode=self.protocol_mode, cache=None,
                            read_timeout_seconds=self.bench.args.run_timeout)
            async with client as c:
                yield c, [proc.proc.pid], proc.started
        finally:
            proc.stop()


class Gateway(Setup):
    """A stdio gateway (serve --remote URL) in front of a storage server (serve --http --no-mcp)."""

    transport = "gateway"

    def __init__(self, bench: "Bench"):
        super().__init__(bench)
        self.storage: HttpProcess | None = None
        self.token = ""

    async def prepare(self) -> dict:
        b = self.bench
        out = subprocess.run([b.bin, *b.db_args, "keys", "create", "--role", "reader", "--name", "bench"],
                             capture_output=True, text=True, env=server_env(), timeout=60)
        if out.returncode != 0 or not out.stdout.strip():
            raise OpError(f"keys create failed: {out.stderr.strip()[-300:]}")
        self.token = out.stdout.strip().splitlines()[-1]
        self.storage = HttpProcess([b.bin, *b.db_args, "serve", "--http", "127.0.0.1:0", "--no-mcp"],
                                   b.log_path("storage"), server_env())
        await self.storage.wait_ready(b.args.run_timeout)
        return {"storage_ready_ms": round((self.storage.ready_ns - self.storage.started) / 1e6, 1)}

    def finish(self) -> dict:
        if self.storage is None:
            return {}
        out = {"storage_rss_peak_mib": mib([self.storage.proc.pid])}
        self.storage.stop()
        return out

    def server_args(self) -> list[str]:
        assert self.storage is not None
        return ["--data-dir", str(self.bench.work / "gateway-data"), "serve", "--remote", self.storage.base]

    def env(self) -> dict[str, str]:
        # The token in the environment, as the README tells users; agentkey_skill_meta's cache in our work dir.
        return {"SKILL_MCP_REMOTE_TOKEN": self.token, "XDG_CACHE_HOME": str(self.bench.work / "gateway-cache")}


class Skillz(Setup):
    """skillz (PyPI) over stdio: one tool per skill (argument `task`), one resource per supporting file."""

    server = "skillz"
    transport = "stdio"

    def command(self) -> str:
        return self.bench.args.skillz

    def server_args(self) -> list[str]:
        return [str(self.bench.lib), "--transport", "stdio"]

    async def op_list(self, c: Any, slug: str) -> Any:
        return await list_all_tools(c)

    async def op_view(self, c: Any, slug: str) -> Any:
        return check(await c.call_tool(slug, {"task": SKILLZ_TASK}))

    async def op_file(self, c: Any, slug: str) -> Any:
        from mcp.types import ReadResourceResult

        results = [await c.read_resource(f"resource://skillz/{slug}/{p}") for p in FILES]
        return ReadResourceResult(contents=[x for r in results for x in r.contents])

    op_search = None  # type: ignore[assignment]


def search_query(slug: str) -> str:
    """A query from the skill's topic (bench-000042-incident-triage -> "incident triage")."""
    return slug.split("-", 2)[2].replace("-", " ")


# --------------------------------------------------------------------------- one library


def git_commit() -> str | None:
    """The commit of the checkout the benchmark runs from (with "+dirty" for local changes)."""
    here = Path(__file__).resolve().parent
    try:
        head = subprocess.run(["git", "-C", str(here), "rev-parse", "--short=12", "HEAD"], capture_output=True,
                              text=True, timeout=30).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(here), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return (head + ("+dirty" if dirty else "")) or None


def version_of(binary: str) -> str | None:
    try:
        out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


class Bench:
    """Everything measured on one generated library."""

    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.lib: Path = args.lib.resolve()
        self.bin: str = str(Path(args.bin).resolve())
        self.slugs = sorted(d.name for d in self.lib.iterdir() if (d / "SKILL.md").is_file())
        if not self.slugs:
            sys.exit(f"{self.lib} has no skills: make it with bench/gen_library.py")
        stamp = self.lib.with_name(self.lib.name + ".json")
        self.lib_info = json.loads(stamp.read_text()) if stamp.is_file() else {}
        self.work = Path(args.work).resolve() / f"{self.lib.name}-{os.getpid()}"
        self.work.mkdir(parents=True, exist_ok=True)
        self.db_args = ["--data-dir", str(self.work / "data")]
        rng = random.Random(args.seed)
        self.picks = [rng.choice(self.slugs) for _ in range(args.warmup + args.iters)]
        self.common = {
            "commit": git_commit(),
            "skill_mcp_version": version_of(self.bin),
            "library": args.library,
            "skills": len(self.slugs),
            "lib_bytes": self.lib_info.get("bytes"),
            "lib_files": self.lib_info.get("files"),
            "host_cores": os.cpu_count(),
        }

    def log_path(self, what: str) -> Path:
        d = Path(self.args.work).resolve() / "logs"
        d.mkdir(parents=True, exist_ok=True)
        return d / f"{self.lib.name}-{what}.log"

    def emit(self, line: dict) -> None:
        line = {"ts": dt.datetime.now().isoformat(timespec="seconds"), **line}
        with open(self.args.out, "a") as f:
            f.write(json.dumps(line) + "\n")
        brief = {k: line.get(k) for k in ("kind", "server", "transport", "backend", "skills", "status", "startup_ms",
                                            "rss_peak_mib", "import_ms", "error") if line.get(k) is not None}
        print(json.dumps(brief), file=sys.stderr, flush=True)

    def do_import(self, backend: str) -> bool:
        la = loadavg()
        line = {"kind": "import", "server": "skill-mcp", "backend": backend, **self.common, "loadavg_start": la}
        try:
            r = run_timed([self.bin, *self.db_args, "import", str(self.lib)], self.log_path(f"import-{backend}"),
                          server_env(), self.args.run_timeout)
            line.update(status="ok", import_ms=r["ms"], import_rss_peak_mib=r["rss_peak_mib"],
                        skills_per_s=round(len(self.slugs) / (r["ms"] / 1000), 1))
        except (OpError, OSError) as e:
            line.update(status="error", error=str(e)[:500])
        line["loadavg_end"] = loadavg()
        self.emit(line)
        return line["status"] == "ok"

    async def measure(self, setup: Setup, timeout: float, startups: int) -> dict:
        import anyio

        a = self.args
        res: dict = {"kind": "run", "server": setup.server, "transport": setup.transport, **self.common,
                     "iters": a.iters, "warmup": a.warmup, "startups": startups, "loadavg_start": loadavg()}
        log = self.log_path(f"{setup.server}-{setup.transport}")
        res["stderr_log"] = str(log)
        try:
            with anyio.fail_after(timeout):
                res.update(await setup.prepare())
                starts, inits, firsts = [], [], []
                for k in range(startups):
                    last = k == startups - 1
                    async with setup.session(log) as (c, pids, t0):
                        t_init = time.perf_counter_ns()
                        listing = await list_all_tools(c)
                        t_tools = time.perf_counter_ns()
                        first = await setup.op_list(c, self.picks[0])
                        t_first = time.perf_counter_ns()
                        starts.append((t_tools - t0) / 1e6)
                        inits.append((t_init - t0) / 1e6)
                        firsts.append((t_first - t0) / 1e6)
                        if last:
                            info = c.server_info
                            res.update(
                                server_version=" ".join(filter(None, [info.name, info.version])) if info else None,
                                protocol=c.protocol_version,
                                tools_count=len(listing.tools),
                                tools_list_bytes=len(text_of(listing).encode()),
                                rss_start_mib=mib(pids, "VmRSS"),
                                first_list_bytes=len(text_of(first).encode()),
                            )
                            await self.calls(setup, c, res)
                            res["server_pids"] = pids
                            res["rss_peak_mib"] = mib(pids)
                res["startup_ms"] = round(statistics.median(starts), 1)
                res["startup_ms_samples"] = [round(x, 1) for x in starts]
                res["init_ms"] = round(statistics.median(inits), 1)
                res["first_list_ms"] = round(statistics.median(firsts), 1)
                res["status"] = "partial" if res.get("errors") or not all(res["verified"].values()) else "ok"
        except TimeoutError:
            res.update(status="timeout", error=f"did not finish within {timeout:.0f} s")
        except Exception as e:  # noqa: BLE001 - reported in the result line
            res.update(status="error", error=f"{type(e).__name__}: {e}"[:500])
        finally:
            res.update(setup.finish())
        res["loadavg_end"] = loadavg()
        return res

    async def calls(self, setup: Setup, c: Any, res: dict) -> None:
        """--iters timed calls of each operation, after --warmup, on the random picks."""
        a = self.args
        res["verified"], res["errors"] = {}, {}
        ops: dict[str, Callable[[Any, str], Awaitable[Any]] | None] = {
            "list": setup.op_list, "view": setup.op_view, "file": setup.op_file, "search": setup.op_search}
        for name, op in ops.items():
            if op is None:
                continue
            try:
                sample = await op(c, self.picks[0])
                dump = text_of(sample)
                res[f"{name}_bytes"] = len(dump.encode())
                res["verified"][name] = all(m in dump for m in setup.expect(name, self.picks[0], self.slugs))
                for i in range(a.warmup):
                    await op(c, self.picks[i])
                samples = []
                for i in range(a.iters):
                    slug = self.picks[a.warmup + i]
                    t = time.perf_counter_ns()
                    await op(c, slug)
                    samples.append((time.perf_counter_ns() - t) / 1000)
                res[f"{name}_us"] = pct(samples)
            except Exception as e:  # noqa: BLE001 - one failing operation must not hide the others
                res["errors"][name] = f"{type(e).__name__}: {e}"[:300]

    async def run(self) -> None:
        a = self.args
        run_timeout = a.run_timeout
        if a.data_dir:
            # A library imported earlier (same schema): compare binaries on
            # one import instead of importing again for each.
            self.db_args = ["--data-dir", str(Path(a.data_dir).resolve())]
            sqlite_ok = True
        else:
            sqlite_ok = self.do_import("sqlite")
        setups: list[Setup] = []
        if sqlite_ok:
            setups += [Stdio(self), Http(self, stateless=True), Http(self, stateless=False)]
            if a.full:
                setups.append(Gateway(self))
        if a.only:
            setups = [s for s in setups if s.transport in a.only.split(",")]
        for s in setups:
            self.emit(await self.measure(s, run_timeout, a.startups))
        if a.full:
            await self.postgres()
        if a.skillz:
            await self.skillz()

    async def postgres(self) -> None:
        """Import into, and serve from, a fresh PostgreSQL database, dropped afterwards."""
        a = self.args
        name = f"skill_mcp_bench_{uuid.uuid4().hex[:12]}"
        u = urlsplit(a.pg_url)
        db_url = urlunsplit((u.scheme, u.netloc, "/" + name, u.query, u.fragment))
        made = subprocess.run(["psql", a.pg_url, "-qc", f"CREATE DATABASE {name}"], capture_output=True, text=True)
        if made.returncode != 0:
            self.emit({"kind": "run", "server": "skill-mcp", "transport": "postgres", **self.common,
                       "status": "error", "error": f"cannot create a database: {made.stderr.strip()[:300]}"})
            return
        sqlite_args = self.db_args
        try:
            self.db_args = ["--database-url", db_url]
            if self.do_import("postgres"):
                self.emit(await self.measure(Postgres(self), a.run_timeout, a.startups))
        finally:
            self.db_args = sqlite_args
            subprocess.run(["psql", a.pg_url, "-qc", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"],
                           capture_output=True, text=True)

    async def skillz(self) -> None:
        """skillz on the same library, unless it already ran out of time on a smaller one."""
        a = self.args
        for line in read_lines(Path(a.out)):
            if (line.get("server") == "skillz" and line.get("library") == a.library
                    and line.get("status") == "timeout" and line.get("skills", 0) < len(self.slugs)):
                self.emit({"kind": "run", "server": "skillz", "transport": "stdio", **self.common, "status": "skipped",
                           "error": f"timed out at {line['skills']} skills"})
                return
        self.emit(await self.measure(Skillz(self), a.skillz_timeout, min(a.startups, a.skillz_startups)))


# --------------------------------------------------------------------------- report


def read_lines(path: Path) -> list[dict]:
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def ms(us: float | None) -> str:
    if us is None:
        return "-"
    v = us / 1000
    return f"{v:.2f}" if v < 10 else f"{v:.1f}" if v < 100 else f"{v:.0f}"


MARKDOWN = False  # report --markdown: tables for BENCHMARKS.md


def print_table(cols: list[str], rows: list[list[str]]) -> None:
    if MARKDOWN:
        for r in [cols, ["---"] * len(cols)] + rows:
            print("| " + " | ".join(r) + " |")
        return
    widths = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]
    for i, r in enumerate([cols, ["-" * w for w in widths]] + rows):
        cells = [c.ljust(w) if j < 3 or j == len(cols) - 1 else c.rjust(w) for j, (c, w) in enumerate(zip(r, widths))]
        print("  ".join(cells).rstrip())


def load_str(r: dict) -> str:
    a, b = r.get("loadavg_start"), r.get("loadavg_end")
    return f"{a[0]:.1f}-{b[0]:.1f}" if a and b else "-"


def report(path: Path, plot: Path | None) -> None:
    lines = read_lines(path)
    runs = [r for r in lines if r.get("kind") == "run"]
    imports = [r for r in lines if r.get("kind") == "import"]
    print(f"# {path}\n")
    if imports:
        rows = []
        for r in imports:
            ok = r.get("status") == "ok"
            rows.append([r["library"], f"{r['skills']:,}", r["backend"], f"{r['import_ms'] / 1000:.1f}" if ok else "-",
                         f"{r['skills_per_s']:,.0f}" if ok else "-", f"{r['import_rss_peak_mib']:.0f}" if ok else "-",
                         f"{(r.get('lib_bytes') or 0) / 2**20:.3g}", load_str(r), r.get("error", "")[:60]])
        print_table(["library", "skills", "backend", "import s", "skills/s", "RSS MiB", "lib MiB", "load", "note"], rows)
        print()
    rows = []
    for r in runs:
        note = r.get("error", "") if r.get("status") not in ("ok", "partial") else ""
        note += "; ".join(f"{op} failed" for op in r.get("errors", {}))
        note += "".join(f"; {op} unverified" for op, ok in r.get("verified", {}).items() if not ok)
        if r.get("storage_rss_peak_mib"):
            note += f"; storage RSS {r['storage_rss_peak_mib']:.0f} MiB"
        if r.get("protocol"):
            note += f"; {r['protocol']}"

        def p(op: str, q: str) -> str:
            return ms((r.get(f"{op}_us") or {}).get(q))

        has = r.get("status") in ("ok", "partial")
        rows.append([r["library"], f"{r['skills']:,}", f"{r['server']} {r['transport']}",
                     f"{r['startup_ms']:.0f}" if has else "-", f"{r['first_list_ms']:.0f}" if has else "-",
                     f"{p('list', 'p50')}/{p('list', 'p99')}", f"{p('view', 'p50')}/{p('view', 'p99')}",
                     f"{p('file', 'p50')}/{p('file', 'p99')}", f"{p('search', 'p50')}/{p('search', 'p99')}",
                     f"{r['rss_start_mib']:.0f}" if has else "-", f"{r['rss_peak_mib']:.0f}" if has else "-",
                     load_str(r), note.strip("; ")[:90]])
    print_table(["library", "skills", "server", "start-up ms", "1st list ms", "list ms p50/p99",
                 "view ms p50/p99", "file ms p50/p99", "search ms p50/p99", "RSS start", "RSS peak", "load", "note"],
                rows)
    print("\nstart-up: spawn -> initialize -> tools/list, median of fresh processes; 1st list: spawn -> first "
          "skill_list answered; RSS in MiB (peak = VmHWM before closing); load: 1-min load average at start-end")
    ratios(runs)
    if plot is not None:
        draw(runs, plot)


def ratios(runs: list[dict]) -> None:
    """skill-mcp / skillz over stdio, where both finished on the same library."""
    ok = {(r["server"], r["transport"], r["library"], r["skills"]): r for r in runs
          if r.get("status") in ("ok", "partial")}
    rows = []
    for (server, transport, library, n), ours in sorted(ok.items(), key=lambda kv: (kv[0][2], kv[0][3])):
        if server != "skill-mcp" or transport != "stdio" or ("skillz", "stdio", library, n) not in ok:
            continue
        theirs = ok[("skillz", "stdio", library, n)]

        def ratio(key: str, sub: str | None = None) -> str:
            a, b = ours.get(key), theirs.get(key)
            if sub:
                a, b = (a or {}).get(sub), (b or {}).get(sub)
            return f"{a / b:.2f}x" if a and b else "-"

        rows.append([library, f"{n:,}", ratio("startup_ms"), ratio("first_list_ms"), ratio("rss_peak_mib"),
                     ratio("list_us", "p50"), ratio("view_us", "p50"), ratio("file_us", "p50")])
    if rows:
        print("\nskill-mcp / skillz, both over stdio (below 1x: skill-mcp is faster or smaller)\n")
        print_table(["library", "skills", "start-up", "1st list", "peak RSS", "list p50", "view p50", "file p50"],
                    rows)


def draw(runs: list[dict], out: Path) -> None:
    """Start-up and peak RSS against library size, log-log, one line per server and setup."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib import ticker

    series: dict[tuple[str, str, str], list[dict]] = {}
    for r in runs:
        if r.get("status") in ("ok", "partial"):
            series.setdefault((r["server"], r["transport"], r["library"]), []).append(r)
    fig, axes = plt.subplots(1, 2, figsize=(12, 6))
    colors = {"stdio": "C0", "http-stateless": "C1", "http-session": "C2", "gateway": "C3", "postgres": "C4"}
    for (server, transport, library), rs in sorted(series.items()):
        rs.sort(key=lambda r: r["skills"])
        xs = [r["skills"] for r in rs]
        style = {
            "color": "C7" if server == "skillz" else colors.get(transport, "C5"),
            "linestyle": "--" if library == "heavy" else "-",
            "marker": ("s" if server == "skillz" else "o") if library == "light" else "^",
            "markerfacecolor": "none" if library == "heavy" else None,
            "linewidth": 2.5 if server == "skillz" or transport == "stdio" else 1.2,
            "label": f"{server} {transport}" + (" (heavy library)" if library == "heavy" else ""),
        }
        axes[0].plot(xs, [r["startup_ms"] / 1000 for r in rs], **style)
        axes[1].plot(xs, [r["rss_peak_mib"] for r in rs], **style)
    for ax, title, unit in ((axes[0], "Start-up: spawn -> initialize -> tools/list", "seconds (median)"),
                            (axes[1], "Peak RSS of the server process (VmHWM)", "MiB")):
        ax.set_xscale("log")
        ax.set_yscale("log")
        # Plain numbers (1,000 and 250), not 10^3 and 2.5x10^2.
        for axis in (ax.xaxis, ax.yaxis):
            axis.set_major_locator(ticker.LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
            axis.set_major_formatter(ticker.FuncFormatter(lambda v, _: f"{v:,.0f}" if v >= 10 else f"{v:g}"))
            axis.set_minor_formatter(ticker.NullFormatter())
        ax.set_xlabel("skills in the library")
        ax.set_ylabel(unit)
        ax.set_title(title, fontsize=10)
        ax.grid(True, which="both", alpha=0.3)
    handles, labels = axes[0].get_legend_handles_labels()
    fig.legend(handles, labels, fontsize=8, loc="lower center", ncol=4)
    when = min((r["ts"] for r in runs if "ts" in r), default="")
    fig.suptitle(f"skill-mcp and skillz, official MCP Python SDK client, {os.cpu_count()} cores ({when[:10]})",
                 fontsize=11)
    fig.tight_layout(rect=(0, 0.13, 1, 1))
    fig.savefig(out, dpi=110)
    print(f"\nplot: {out}")


# --------------------------------------------------------------------------- main


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("size", help="measure every setup on one library; appends JSON lines to --out")
    s.add_argument("--lib", type=Path, required=True, help="a library made by gen_library.py")
    s.add_argument("--library", choices=["light", "heavy"], required=True, help="its kind, for the report")
    s.add_argument("--bin", required=True, help="the skill-mcp binary (a release build)")
    s.add_argument("--out", required=True, help="JSON lines file to append to")
    s.add_argument("--work", required=True, help="scratch folder for data directories and server logs")
    s.add_argument("--full", action="store_true", help="also the gateway and PostgreSQL setups")
    s.add_argument("--data-dir", help="serve this data directory, imported earlier from --lib, instead of importing")
    s.add_argument("--only", help="comma-separated transports to run (stdio, http-stateless, http-session, gateway)")
    s.add_argument("--skillz", help="the skillz binary, to run it side by side")
    s.add_argument("--iters", type=int, default=200)
    s.add_argument("--warmup", type=int, default=20)
    s.add_argument("--startups", type=int, default=5, help="fresh processes for the start-up median")
    s.add_argument("--seed", type=int, default=7, help="seed of the random skill picks")
    s.add_argument("--run-timeout", type=float, default=1800, help="seconds one skill-mcp run (or import) may take")
    s.add_argument("--skillz-timeout", type=float, default=1200, help="seconds one skillz run may take")
    s.add_argument("--skillz-startups", type=int, default=3,
                   help="at most this many fresh skillz processes (it takes minutes to start on large libraries)")
    s.add_argument("--pg-url", default="postgres://postgres@127.0.0.1:5432/postgres",
                   help="PostgreSQL URL to create (and drop) the benchmark's database with")
    r = sub.add_parser("report", help="tables, ratios and plot of a results file")
    r.add_argument("results", type=Path)
    r.add_argument("--plot", type=Path, help="write the plot (PNG) here")
    r.add_argument("--markdown", action="store_true", help="Markdown tables")
    args = ap.parse_args()

    if args.cmd == "report":
        global MARKDOWN
        MARKDOWN = args.markdown
        report(args.results, args.plot)
        return
    if args.iters < 1 or args.startups < 1 or args.warmup < 0:
        sys.exit("--iters and --startups must be at least 1, --warmup at least 0")
    import anyio

    bench = Bench(args)
    try:
        anyio.run(bench.run)
    finally:
        shutil.rmtree(bench.work, ignore_errors=True)


if __name__ == "__main__":
    main()
