"""Consistency under load: several MCP clients (each over its own stdio server
on one shared data directory, or all over one Streamable HTTP server) read
skills (skill_view, then every file it lists in one skill_file batch) while a
writer re-imports new versions of the same skills with the CLI. Every
version's files carry its version marker.

What must hold for every read: the view names one whole version (its body
and the files it lists), every listed file is readable, and every file of the
batch belongs to the version the view showed, even when a newer one was
published between the two calls. A stdio connection and a 2025-11-25 HTTP
session pin the version they viewed by themselves; the stateless 2026-07-28
protocol has no session, so there the client sends back the version the
view's `_meta` named. When the writer stops, every server converges on the
last version."""

from __future__ import annotations

import contextlib
import re
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import anyio
import pytest
from mcp import Client
from mcp.types import Implementation

from conftest import stdio_params

VERSION_META = "dev.skill-mcp/content-hash"

pytestmark = pytest.mark.anyio

SKILLS = 4
FILES = 3
VERSIONS = 8
READERS = 4
MARKER = re.compile(r"marker v(\d+)")
CLIENT = Implementation(name="consistency-test", version="1.0")


def write_version(root: Path, version: int) -> Path:
    out = root / f"v{version}"
    for s in range(SKILLS):
        skill = out / f"load-{s}"
        (skill / "references").mkdir(parents=True)
        (skill / "SKILL.md").write_text(
            f"---\nname: load-{s}\ndescription: Skill {s} under load.\nversion: {version}.0.0\n---\n"
            f"# Load {s}\n\nmarker v{version}\n",
            encoding="utf-8",
        )
        for f in range(FILES):
            (skill / "references" / f"r{f}.md").write_text(f"file {f} of load-{s}, marker v{version}\n" * 20, encoding="utf-8")
    return out


def listed_files(view_text: str) -> list[str]:
    line = next(l for l in view_text.splitlines() if l.startswith("[Available supporting files: "))
    inner = line.removeprefix("[Available supporting files: ").removesuffix("]")
    return [] if inner == "none" else inner.split(", ")


def marker(text: str) -> int:
    found = {int(m) for m in MARKER.findall(text)}
    assert len(found) == 1, f"expected one version marker, found {sorted(found)} in {text[:200]!r}"
    return found.pop()


async def read_once(client: Client, slug: str, reads: list[tuple[int, int]], send_pin: bool = False) -> None:
    view = await client.call_tool("skill_view", {"skill_slug": slug})
    assert not view.is_error, view.content
    view_text = view.content[0].text
    viewed = marker(view_text)
    version = (view.meta or {}).get(VERSION_META)
    assert version, f"skill_view names no version in its _meta: {view.meta}"
    paths = listed_files(view_text)
    assert paths == [f"references/r{f}.md" for f in range(FILES)]
    meta = {VERSION_META: version} if send_pin else None
    batch = await client.call_tool("skill_file", {"skill_slug": slug, "file_paths": paths}, meta=meta)
    assert not batch.is_error, batch.content
    assert len(batch.content) == len(paths)
    texts = [item.text for item in batch.content]
    for path, text in zip(paths, texts):
        assert not text.startswith("[ERROR"), f"{slug}/{path} listed by the view is not readable: {text}"
    versions = {marker(t) for t in texts}
    assert len(versions) == 1, f"one batch mixes versions {sorted(versions)}"
    read = versions.pop()
    assert read == viewed, f"{slug}: the view showed v{viewed} but its files are of v{read}"
    assert (batch.meta or {}).get(VERSION_META) == version, f"{slug}: batch _meta {batch.meta} is not the view's {version}"
    reads.append((viewed, read))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def http_server(cli):
    """`skill-mcp serve --http` on the CLI's data directory; yields the /mcp URL."""
    port = free_port()
    proc = subprocess.Popen(cli.argv("serve", "--http", f"127.0.0.1:{port}"), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(300):
            assert proc.poll() is None, f"serve --http exited with {proc.returncode}"
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=2):
                    break
            except OSError:
                time.sleep(0.1)
        else:
            pytest.fail("serve --http never answered /api/health")
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        proc.wait(timeout=30)


# stdio: a connection per reader; http: the SDK's default, the stateless
# 2026-07-28 protocol (the pin travels in `_meta`); http-session: the
# 2025-11-25 handshake, whose session remembers what it viewed.
@pytest.mark.parametrize("transport", ["stdio", "http", "http-session"])
async def test_readers_see_whole_versions_while_a_writer_reimports(cli, tmp_path, transport):
    cli("import", str(write_version(tmp_path, 1)), check=True)
    versions = [write_version(tmp_path, v) for v in range(2, VERSIONS + 1)]
    reads: list[tuple[int, int]] = []
    writer_done = anyio.Event()

    async def writer() -> None:
        for source in versions:
            proc = await anyio.run_process(cli.argv("import", str(source)), check=False)
            assert proc.returncode == 0, proc.stdout.decode() + proc.stderr.decode()
            await anyio.sleep(0.3)  # pacing only: lets readers run between versions
        writer_done.set()

    async def reader(n: int) -> None:
        target = stdio_params(cli) if transport == "stdio" else url
        mode = "legacy" if transport == "http-session" else "auto"
        send_pin = transport == "http"
        async with Client(target, client_info=CLIENT, mode=mode) as client:
            i = 0
            while not writer_done.is_set():
                await read_once(client, f"load-{(n + i) % SKILLS}", reads, send_pin)
                i += 1
            # Converge: the server picks up the last write of each skill (each
            # skill is its own transaction, so they may arrive one by one).
            for s in range(SKILLS):
                for _ in range(200):
                    await read_once(client, f"load-{s}", reads, send_pin)
                    if reads[-1] == (VERSIONS, VERSIONS):
                        break
                    await anyio.sleep(0.1)
                assert reads[-1] == (VERSIONS, VERSIONS), f"load-{s} still serves v{reads[-1][0]}"

    with contextlib.ExitStack() as stack:
        url = stack.enter_context(http_server(cli)) if transport != "stdio" else None
        with anyio.fail_after(600):
            async with anyio.create_task_group() as tg:
                tg.start_soon(writer)
                for n in range(READERS):
                    tg.start_soon(reader, n)

    seen = {viewed for viewed, _ in reads}
    print(f"{len(reads)} reads saw versions {sorted(seen)}, each batch of the version its view showed")
    assert len(seen) >= 2, f"the readers never saw a new version: {sorted(seen)}"


async def wait_for_version(client: Client, slug: str, version: int) -> None:
    """Polls skill_view until the server serves `version` (the CLI wrote it)."""
    for _ in range(300):
        view = await client.call_tool("skill_view", {"skill_slug": slug})
        if marker(view.content[0].text) == version:
            return
        await anyio.sleep(0.05)
    pytest.fail(f"{slug} never reached v{version}")


async def batch_marker(client: Client, slug: str, meta: dict | None = None) -> tuple[int, str]:
    batch = await client.call_tool("skill_file", {"skill_slug": slug, "file_paths": ["references/r0.md"]}, meta=meta)
    assert not batch.is_error, batch.content
    return marker(batch.content[0].text), (batch.meta or {}).get(VERSION_META)


async def test_files_come_from_the_viewed_version_after_a_new_one_is_published(cli, tmp_path):
    """Deterministic: view v1, publish v2, read files. A stdio connection reads
    v1 (what it viewed); viewing again moves it to v2."""
    cli("import", str(write_version(tmp_path, 1)), check=True)
    async with Client(stdio_params(cli), client_info=CLIENT) as client:
        view = await client.call_tool("skill_view", {"skill_slug": "load-0"})
        v1 = view.meta[VERSION_META]
        cli("import", str(write_version(tmp_path, 2)), check=True)
        # Another connection sees v2 once the server has picked it up...
        async with Client(stdio_params(cli), client_info=CLIENT) as other:
            await wait_for_version(other, "load-0", 2)
        # ...this one, which has not viewed it yet, still reads what it viewed.
        assert await batch_marker(client, "load-0") == (1, v1)
        await wait_for_version(client, "load-0", 2)
        version, hash2 = await batch_marker(client, "load-0")
        assert version == 2 and hash2 != v1


async def test_stateless_http_reads_the_version_named_in_meta(cli, tmp_path):
    """The 2026-07-28 protocol has no session: without a pin the published
    version is read; with the view's `_meta` sent back, the viewed one (while
    the server keeps it); an unknown pin falls back to the published one."""
    cli("import", str(write_version(tmp_path, 1)), check=True)
    with http_server(cli) as url:
        async with Client(url, client_info=CLIENT) as client:
            view = await client.call_tool("skill_view", {"skill_slug": "load-1"})
            v1 = view.meta[VERSION_META]
            cli("import", str(write_version(tmp_path, 2)), check=True)
            await wait_for_version(client, "load-1", 2)
            assert await batch_marker(client, "load-1", {VERSION_META: v1}) == (1, v1)
            assert (await batch_marker(client, "load-1"))[0] == 2
            assert (await batch_marker(client, "load-1", {VERSION_META: "not-a-version"}))[0] == 2
