"""Replicas sharing one PostgreSQL library, driven by the official MCP SDK.

Every test gets a fresh database on the server named by SKILL_MCP_TEST_PG_URL
(default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
The server itself is never stopped: an outage is a TCP proxy that cuts one
replica off.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import subprocess
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import anyio
import pytest
from mcp import Client, StdioServerParameters
from mcp.types import Implementation

from conftest import SKILL_FIXTURES, psql

pytestmark = pytest.mark.anyio

CLIENT = Implementation(name="e2e-replicas", version="1.0")
# The deadline: a write through one replica is visible through another within one second.
VISIBLE_WITHIN = 1.0
# Upper bound (not a measurement) for a replica to resynchronise after an outage.
RESYNC_BOUND = 30.0


def skill_folder(root: Path, name: str, body: str, extra: dict[str, bytes] | None = None) -> Path:
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(f"---\nname: {name}\ndescription: The {name} skill.\n---\n{body}\n", encoding="utf-8")
    for path, data in (extra or {}).items():
        target = folder / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return folder


def content_hash(folder: Path) -> str:
    """The store's content hash of a folder: SHA-256 over sorted (path NUL sha256 LF)."""
    pairs = sorted(
        (p.relative_to(folder).as_posix(), hashlib.sha256(p.read_bytes()).hexdigest())
        for p in folder.rglob("*")
        if p.is_file()
    )
    h = hashlib.sha256()
    for path, sha in pairs:
        h.update(path.encode() + b"\0" + sha.encode() + b"\n")
    return h.hexdigest()


def run(binary: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([str(binary), *args], capture_output=True, text=True, timeout=120)
    if check and proc.returncode != 0:
        raise AssertionError(f"skill-mcp {' '.join(args)} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}")
    return proc


def serve_params(binary: Path, url: str, *args: str) -> StdioServerParameters:
    return StdioServerParameters(command=str(binary), args=["--database-url", url, "serve", *args])


def text_of(result) -> str:
    assert not result.is_error, result.content
    return result.content[0].text


async def skill_list(client) -> str:
    return text_of(await client.call_tool("skill_list", {}))


def listener_count(url: str) -> int:
    return int(psql(
        "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
        url,
    ))


async def wait_for_listeners(url: str, n: int) -> None:
    """Waits until n sessions listen for changes, so that a test exercises notifications."""
    with anyio.fail_after(RESYNC_BOUND):
        while listener_count(url) < n:
            await anyio.sleep(0.05)


async def seconds_until(client, needle: str, bound: float) -> float:
    """Polls skill_list until it shows `needle`; returns the seconds it took, or fails after `bound`."""
    start = time.monotonic()
    while True:
        if needle in await skill_list(client):
            return time.monotonic() - start
        elapsed = time.monotonic() - start
        if elapsed > bound:
            pytest.fail(f"{needle!r} not visible after {elapsed:.2f}s (bound {bound}s)")
        await anyio.sleep(0.02)


async def test_a_cli_import_through_replica_a_is_served_by_replica_b_within_one_second(skill_mcp_bin, pg_url, tmp_path):
    run(skill_mcp_bin, "--database-url", pg_url, "import", str(skill_folder(tmp_path / "a", "first-skill", "# First")))
    async with Client(serve_params(skill_mcp_bin, pg_url), client_info=CLIENT) as b:
        assert "first-skill" in await skill_list(b)
        await wait_for_listeners(pg_url, 1)
        latencies = []
        for i in range(3):
            folder = skill_folder(tmp_path / f"w{i}", f"written-{i}", f"# Written {i}")
            # Replica A's CLI writes; B must serve it within one second of the import returning.
            await anyio.run_process([str(skill_mcp_bin), "--database-url", pg_url, "import", str(folder)])
            latencies.append(await seconds_until(b, f"written-{i}", VISIBLE_WITHIN))
        view = text_of(await b.call_tool("skill_view", {"skill_slug": "written-2"}))
        assert "# Written 2" in view
        print(f"replica B saw CLI imports after {', '.join(f'{s * 1000:.0f} ms' for s in latencies)}")

        # An update is visible too, whole.
        skill_folder(tmp_path / "w0", "written-0", "# Written 0, second revision", {"refs/new.md": b"new file"})
        await anyio.run_process([str(skill_mcp_bin), "--database-url", pg_url, "import", str(tmp_path / "w0" / "written-0")])
        start = time.monotonic()
        while "second revision" not in text_of(await b.call_tool("skill_view", {"skill_slug": "written-0"})):
            assert time.monotonic() - start <= VISIBLE_WITHIN, "the update was not visible within one second"
            await anyio.sleep(0.02)
        view = text_of(await b.call_tool("skill_view", {"skill_slug": "written-0"}))
        assert "refs/new.md" in view


async def test_a_second_serve_process_writing_is_seen_by_the_first(skill_mcp_bin, pg_url, tmp_path):
    skills = tmp_path / "skills"
    skill_folder(skills, "from-replica-a", "# From A", {"notes.txt": b"a"})
    async with Client(serve_params(skill_mcp_bin, pg_url), client_info=CLIENT) as b:
        assert await skill_list(b) == "No skills are published."
        await wait_for_listeners(pg_url, 1)
        # Replica A imports its skills folder at start, before it answers initialize.
        async with Client(serve_params(skill_mcp_bin, pg_url, "--skills-dir", str(skills)), client_info=CLIENT) as a:
            assert "from-replica-a" in await skill_list(a)
            took = await seconds_until(b, "from-replica-a", VISIBLE_WITHIN)
            print(f"replica B saw replica A's import after {took * 1000:.0f} ms")
            result = await b.call_tool("skill_file", {"skill_slug": "from-replica-a", "file_paths": ["notes.txt"]})
            assert text_of(result) == "a"


async def test_concurrent_imports_of_one_slug_end_with_one_whole_version(skill_mcp_bin, pg_url, tmp_path):
    rounds = 4
    async with Client(serve_params(skill_mcp_bin, pg_url), client_info=CLIENT) as b:
        for r in range(rounds):
            one = skill_folder(tmp_path / f"one{r}", "racer", f"# One {r}", {"shared.md": f"one {r}".encode(), "only-one.md": b"1"})
            two = skill_folder(tmp_path / f"two{r}", "racer", f"# Two {r}", {"shared.md": f"two {r}".encode(), "dir/only-two.bin": bytes([0, r])})
            procs = [
                subprocess.Popen([str(skill_mcp_bin), "--database-url", pg_url, "import", str(folder)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for folder in (one, two)
            ]
            for p in procs:
                out, err = p.communicate(timeout=120)
                assert p.returncode == 0, f"{out}\n{err}"
            stored = json.loads(run(skill_mcp_bin, "--database-url", pg_url, "list", "--json").stdout)
            [racer] = stored
            assert racer["revision"] == 2 * (r + 1), "both imports were applied, one after the other"
            winner = {content_hash(one): f"# One {r}", content_hash(two): f"# Two {r}"}
            assert racer["content_hash"] in winner, "the stored version is one of the two, never a mix"
            with anyio.fail_after(RESYNC_BOUND):
                while True:
                    # Until B has seen the first import, the skill is unknown there.
                    seen = await b.call_tool("skill_view", {"skill_slug": "racer"})
                    if not seen.is_error and winner[racer["content_hash"]] in text_of(seen):
                        break
                    await anyio.sleep(0.02)
            view = text_of(await b.call_tool("skill_view", {"skill_slug": "racer"}))
            files = ["dir/only-two.bin", "shared.md"] if "# Two" in view else ["only-one.md", "shared.md"]
            assert f"[Available supporting files: {', '.join(files)}]" in view


class Proxy:
    """A TCP proxy to PostgreSQL that can cut one replica off its database."""

    def __init__(self, upstream_host: str, upstream_port: int):
        self.upstream = (upstream_host, upstream_port)
        self.cut = False
        self.writers: list[asyncio.StreamWriter] = []
        self.server: asyncio.Server | None = None

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._link, "127.0.0.1", 0)
        return self.server.sockets[0].getsockname()[1]

    async def _link(self, reader, writer):
        if self.cut:
            writer.close()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            writer.close()
            return
        self.writers += [writer, up_writer]

        async def pump(src, dst):
            try:
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            except (OSError, asyncio.CancelledError):
                pass
            finally:
                dst.close()

        await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))

    def sever(self):
        self.cut = True
        for w in self.writers:
            w.transport.abort()
        self.writers.clear()

    def restore(self):
        self.cut = False

    def close(self):
        self.sever()
        if self.server is not None:
            self.server.close()


async def test_a_replica_cut_off_its_database_keeps_serving_and_resynchronises(skill_mcp_bin, pg_url, tmp_path):
    run(skill_mcp_bin, "--database-url", pg_url, "import", str(skill_folder(tmp_path, "before-outage", "# Before")))
    run(skill_mcp_bin, "--database-url", pg_url, "import", str(skill_folder(tmp_path, "never-viewed", "# Never")))
    parts = urlsplit(pg_url)
    proxy = Proxy(parts.hostname or "127.0.0.1", parts.port or 5432)
    port = await proxy.start()
    netloc = (f"{parts.username}@" if parts.username else "") + f"127.0.0.1:{port}"
    via_proxy = urlunsplit(parts._replace(netloc=netloc))
    try:
        async with Client(serve_params(skill_mcp_bin, via_proxy), client_info=CLIENT) as b:
            assert "before-outage" in await skill_list(b)
            # Viewed once: its SKILL.md is in the blob cache (the catalog
            # holds no bodies), so it stays readable through the outage.
            assert "# Before" in text_of(await b.call_tool("skill_view", {"skill_slug": "before-outage"}))
            proxy.sever()
            # A write lands while B cannot reach the database.
            await anyio.run_process([str(skill_mcp_bin), "--database-url", pg_url, "import", str(skill_folder(tmp_path, "during-outage", "# During"))])
            # B keeps answering from its last catalog for longer than its safety poll.
            for _ in range(6):
                listing = await skill_list(b)
                assert "before-outage" in listing and "during-outage" not in listing
                view = text_of(await b.call_tool("skill_view", {"skill_slug": "before-outage"}))
                assert "# Before" in view
                await anyio.sleep(1)
            # A skill never read cannot be, and says so.
            cold = await b.call_tool("skill_view", {"skill_slug": "never-viewed"})
            assert cold.is_error
            said = cold.content[0].text
            assert said.startswith("The skill's files cannot be read right now (SKILL.md of never-viewed: "), said
            assert said.endswith("Try again shortly."), said
            proxy.restore()
            took = await seconds_until(b, "during-outage", RESYNC_BOUND)
            print(f"replica B resynchronised {took:.1f} s after the database came back")
            # And it follows notifications again.
            await wait_for_listeners(pg_url, 1)
            await anyio.run_process([str(skill_mcp_bin), "--database-url", pg_url, "import", str(skill_folder(tmp_path, "after-outage", "# After"))])
            await seconds_until(b, "after-outage", VISIBLE_WITHIN)
    finally:
        proxy.close()


async def test_migrate_sqlite_to_postgres_and_back_serves_the_same_library(skill_mcp_bin, pg_url, tmp_path):
    source = tmp_path / "source"
    run(skill_mcp_bin, "--data-dir", str(source), "import", str(SKILL_FIXTURES), check=True)
    sqlite_source = f"sqlite://{source / 'skill-mcp.db'}"
    sqlite_back = f"sqlite://{tmp_path / 'back' / 'skill-mcp.db'}"

    out = run(skill_mcp_bin, "migrate", "--from", sqlite_source, "--to", pg_url).stdout
    assert "copied 4 skills" in out and "verified 4 content hashes" in out, out
    # A non-empty target is refused unless --force.
    refused = run(skill_mcp_bin, "migrate", "--from", sqlite_source, "--to", pg_url, check=False)
    assert refused.returncode == 1
    assert "is not empty (4 skills" in refused.stderr and "pass --force" in refused.stderr, refused.stderr
    run(skill_mcp_bin, "migrate", "--from", sqlite_source, "--to", pg_url, "--force")
    out = run(skill_mcp_bin, "migrate", "--from", pg_url, "--to", sqlite_back).stdout
    assert "verified 4 content hashes" in out, out

    def listing(*db: str) -> list[dict]:
        return json.loads(run(skill_mcp_bin, *db, "list", "--json").stdout)

    original = listing("--data-dir", str(source))
    assert listing("--database-url", pg_url) == original
    assert listing("--database-url", sqlite_back) == original

    async def texts(params) -> list[str]:
        async with Client(params, client_info=CLIENT) as c:
            out = [await skill_list(c)]
            for s in original:
                view = await c.call_tool("skill_view", {"skill_id": s["id"]})
                out.append(text_of(view))
            return out

    expected = await texts(StdioServerParameters(command=str(skill_mcp_bin), args=["--data-dir", str(source), "serve"]))
    assert await texts(serve_params(skill_mcp_bin, pg_url)) == expected
    assert await texts(serve_params(skill_mcp_bin, sqlite_back)) == expected
