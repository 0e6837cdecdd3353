"""Consistency under load: several MCP clients (each over its own stdio server
on one shared data directory, or all over one Streamable HTTP server) read skills (skill_view, then every file it
lists in one skill_file batch) while a writer re-imports new versions of the
same skills with the CLI. Every version's files carry its version marker.

What must hold for every read: the view names one whole version (its body
and the files it lists), every listed file is readable, every file of one
batch belongs to one version, and that version is never older than the
view's (a newer one may have been published between the two calls). When the
writer stops, every server converges on the last version."""

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


async def read_once(client: Client, slug: str, reads: list[tuple[int, int]]) -> None:
    view = await client.call_tool("skill_view", {"skill_slug": slug})
    assert not view.is_error, view.content
    view_text = view.content[0].text
    viewed = marker(view_text)
    paths = listed_files(view_text)
    assert paths == [f"references/r{f}.md" for f in range(FILES)]
    batch = await client.call_tool("skill_file", {"skill_slug": slug, "file_paths": paths})
    assert not batch.is_error, batch.content
    assert len(batch.content) == len(paths)
    texts = [item.text for item in batch.content]
    for path, text in zip(paths, texts):
        assert not text.startswith("[ERROR"), f"{slug}/{path} listed by the view is not readable: {text}"
    versions = {marker(t) for t in texts}
    assert len(versions) == 1, f"one batch mixes versions {sorted(versions)}"
    read = versions.pop()
    assert read >= viewed, f"{slug}: files of v{read} are older than the view of v{viewed}"
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


@pytest.mark.parametrize("transport", ["stdio", "http"])
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
        target = url if transport == "http" else stdio_params(cli)
        async with Client(target, client_info=CLIENT) as client:
            i = 0
            while not writer_done.is_set():
                await read_once(client, f"load-{(n + i) % SKILLS}", reads)
                i += 1
            # Converge: the server picks up the last write of each skill (each
            # skill is its own transaction, so they may arrive one by one).
            for s in range(SKILLS):
                for _ in range(200):
                    await read_once(client, f"load-{s}", reads)
                    if reads[-1] == (VERSIONS, VERSIONS):
                        break
                    await anyio.sleep(0.1)
                assert reads[-1] == (VERSIONS, VERSIONS), f"load-{s} still serves v{reads[-1][0]}"

    with contextlib.ExitStack() as stack:
        url = stack.enter_context(http_server(cli)) if transport == "http" else None
        with anyio.fail_after(600):
            async with anyio.create_task_group() as tg:
                tg.start_soon(writer)
                for n in range(READERS):
                    tg.start_soon(reader, n)

    seen = {viewed for viewed, _ in reads}
    newer_between = sum(1 for viewed, read in reads if read > viewed)
    print(f"{len(reads)} reads saw versions {sorted(seen)}; {newer_between} batches read a version published after their view")
    assert len(seen) >= 2, f"the readers never saw a new version: {sorted(seen)}"
