"""Gateway and storage deployment modes with three real processes: a storage
server (`serve --http 127.0.0.1:0 --no-mcp`) with a reader key, a gateway
MCP server over stdio (`serve --remote URL --remote-token KEY`) that has no
database, and the official Python MCP SDK as the client."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path

import anyio
import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.types import Implementation

from conftest import PROJECT_FIXTURES, golden, stdio_params
from test_http_mcp import calls_for, dump, http_client, mixed_batch
from test_skills_extension import get_skill, list_skills, read_bytes

pytestmark = pytest.mark.anyio

CLIENT = Implementation(name="e2e-gateway", version="1.0")
START_TIMEOUT = 30
# Upper bound (not a measurement) for a change to travel storage -> gateway.
VISIBLE_BOUND = 30.0


class Server:
    """A `skill-mcp serve --http ...` process; its address is read from stderr."""

    def __init__(self, argv: list[str]):
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
        )
        self.lines: list[str] = []
        self.base = ""
        ready = threading.Event()

        def drain() -> None:
            assert self.proc.stderr is not None
            for line in self.proc.stderr:
                self.lines.append(line.rstrip("\n"))
                m = re.search(r"listening on (http://[0-9.:]+)", line)
                if m and not ready.is_set():
                    self.base = m.group(1)
                    ready.set()
            ready.set()

        threading.Thread(target=drain, daemon=True).start()
        if not ready.wait(START_TIMEOUT) or not self.base:
            self.proc.kill()
            raise AssertionError("server did not start:\n" + "\n".join(self.lines))

    @property
    def addr(self) -> str:
        return self.base.removeprefix("http://")

    def stop(self) -> int:
        """SIGTERM, then the exit code."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout=60)


def storage_server(cli, addr: str = "127.0.0.1:0") -> Server:
    """`skill-mcp serve --http ADDR --no-mcp` on the CLI's data directory; ADDR defaults to a free port."""
    return Server(cli.argv("serve", "--http", addr, "--no-mcp"))


def reader_key(cli) -> str:
    return cli("keys", "create", "--role", "reader", "--name", "gateway", check=True).stdout.splitlines()[-1]


def gateway_params(cli, data_dir: Path, url: str, token: str, *extra: str, env: dict | None = None):
    """A gateway over stdio. Its data directory is empty and must stay so: no database."""
    full_env = dict(os.environ)
    full_env["XDG_CACHE_HOME"] = str(data_dir.parent / "gateway-cache")
    full_env.update(env or {})
    return StdioServerParameters(
        command=str(cli.binary),
        args=[
            "--data-dir", str(data_dir), "serve", "--remote", url, "--remote-token", token,
            # agentkey_skill_meta looks its release up here: nothing listens, so it answers offline.
            "--meta-api-base", "http://127.0.0.1:9", *extra,
        ],
        env=full_env,
    )


@pytest.fixture
def gateway_dir(tmp_path: Path) -> Path:
    d = tmp_path / "gateway-data"
    d.mkdir()
    return d


@pytest.fixture
def storage(library):
    server = storage_server(library)
    yield server
    assert server.stop() == 0, "\n".join(server.lines)


def unavailable(base: str) -> str:
    return f"The skill library at {base} is unavailable: connection refused. Check that the storage server is running."


async def test_gateway_answers_byte_identical_texts_without_a_database(library, storage, gateway_dir):
    calls = calls_for(library)
    async with Client(stdio_params(library), client_info=CLIENT) as c:
        standalone = [dump(await c.call_tool(tool, args)) for tool, args in calls]
        standalone_skills = await list_skills(c)
    params = gateway_params(library, gateway_dir, storage.base, reader_key(library))
    async with Client(params, client_info=CLIENT) as c:
        # The Skills extension too: same manifests, digests that hold.
        assert await list_skills(c) == standalone_skills
        for skill in standalone_skills["skills"]:
            assert (await get_skill(c, skill["uri"]))["skill"] == skill
            for resource in skill["resources"]:
                data, _ = await read_bytes(c, resource["uri"])
                assert "sha256:" + hashlib.sha256(data).hexdigest() == resource["digest"]
        tools = {t.name for t in (await c.list_tools()).tools}
        assert {"skill_list", "skill_view", "skill_file", "skill_search", "agentkey_skill_meta"} <= tools
        gateway = [dump(await c.call_tool(tool, args)) for tool, args in calls]
        # Twice: the second pass is answered from the gateway's cache.
        cached = [dump(await c.call_tool(tool, args)) for tool, args in calls]
        meta = await c.call_tool("agentkey_skill_meta", {})
    for (tool, args), a, b, d in zip(calls, standalone, gateway, cached):
        assert a == b, f"{tool} {args} differs between standalone and gateway"
        assert a == d, f"{tool} {args} differs when answered from the gateway's cache"
    # Non-trivial: the list carries the storage's UUIDs, a batch holds text, an image and an error.
    assert standalone[0][1][0]["text"] == golden("skill_list.txt", **library.ids())
    assert {item["type"] for item in standalone[mixed_batch(calls)][1]} >= {"text", "image"}
    assert "did you mean 'scripts/lint.sh'?" in standalone[mixed_batch(calls)][1][-1]["text"]
    assert not meta.is_error
    assert json.loads(meta.content[0].text)["protocol_version"] == 1
    assert list(gateway_dir.iterdir()) == [], "a gateway must not create a database"


async def test_a_gateway_serves_the_scan_notice_of_a_flagged_skill(cli, gateway_dir):
    # The notice after the SYSTEM frame comes from the storage server's
    # findings, so a gateway's skill_view is the standalone one, byte for byte.
    cli("import", str(PROJECT_FIXTURES / "flagged"), check=True)
    server = storage_server(cli)
    try:
        params = gateway_params(cli, gateway_dir, server.base, reader_key(cli))
        async with Client(params, client_info=CLIENT) as c:
            viewed = await c.call_tool("skill_view", {"skill_slug": "flagged-notes"})
    finally:
        assert server.stop() == 0, "\n".join(server.lines)
    assert not viewed.is_error
    assert viewed.content[0].text == golden("skill_view_flagged-notes.txt")


async def test_storage_mode_serves_no_mcp(library, storage):
    initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}}
    answer = httpx2.post(storage.base + "/mcp", json=initialize)
    assert answer.status_code == 404
    assert answer.json() == {"success": False, "error": "No route for POST /mcp; see /api/openapi.json"}
    listing = httpx2.get(storage.base + "/api/gateway/skills", headers={"Authorization": f"Bearer {reader_key(library)}"})
    assert listing.status_code == 200
    assert {s["slug"] for s in listing.json()["data"]} == set(library.ids())


async def test_storage_outage_is_survived_and_recovered(library, gateway_dir):
    storage = storage_server(library)
    token = reader_key(library)
    # TTL 0: every call revalidates, so what follows exercises stale-if-error and recovery.
    params = gateway_params(
        library, gateway_dir, storage.base, token,
        "--cache-ttl-list", "0", "--cache-ttl-entry", "0", "--cache-ttl-files", "0", "--remote-retries", "1",
    )
    base, addr = storage.base, storage.addr
    try:
        async with Client(params, client_info=CLIENT) as c:
            reads = [
                ("skill_list", {}),
                ("skill_view", {"skill_slug": "prompt-writer"}),
                ("skill_file", {"skill_slug": "prompt-writer", "file_paths": ["references/crispe-framework.md"]}),
            ]
            before = [dump(await c.call_tool(tool, args)) for tool, args in reads]
            assert not any(is_error for is_error, _ in before)

            assert storage.stop() == 0, "\n".join(storage.lines)
            # Cached reads are still answered, from the stale copies.
            during = [dump(await c.call_tool(tool, args)) for tool, args in reads]
            assert during == before
            # An uncached one fails with one sentence naming the storage and the cause.
            missing = await c.call_tool("skill_view", {"skill_slug": "code-review"})
            assert missing.is_error
            assert [item.text for item in missing.content] == [unavailable(base)]

            # Back on the same port and data directory: the same gateway recovers.
            storage = storage_server(library, addr)
            assert storage.base == base
            viewed = await c.call_tool("skill_view", {"skill_slug": "code-review"})
            assert not viewed.is_error, viewed.content[0].text
            assert viewed.content[0].text == golden("skill_view_code-review.txt")
    finally:
        storage.stop()
    assert list(gateway_dir.iterdir()) == []


async def test_a_gateway_starts_without_storage_and_names_a_wrong_key(library, storage, gateway_dir):
    # Nothing listens on port 9 of loopback: the gateway starts all the same.
    down = gateway_params(library, gateway_dir, "http://127.0.0.1:9", reader_key(library), "--remote-retries", "0")
    async with Client(down, client_info=CLIENT) as c:
        result = await c.call_tool("skill_list", {})
    assert result.is_error
    assert result.content[0].text == unavailable("http://127.0.0.1:9")

    wrong = gateway_params(library, gateway_dir, storage.base, "skm_" + "A" * 43)
    async with Client(wrong, client_info=CLIENT) as c:
        for tool, args in [("skill_list", {}), ("skill_view", {"skill_slug": "prompt-writer"})]:
            result = await c.call_tool(tool, args)
            assert result.is_error
            assert result.content[0].text == (
                f"The skill library at {storage.base} refused the API key (401): create a reader key with "
                "`skill-mcp keys create --role reader` on the storage server and pass it with --remote-token."
            )


def copy_skill(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst)
    return dst


async def test_a_skill_updated_on_storage_reaches_the_gateway(library, storage, gateway_dir, fixtures_dir, tmp_path):
    folder = copy_skill(fixtures_dir / "prompt-writer", tmp_path / "src" / "prompt-writer")
    token = reader_key(library)
    params = gateway_params(
        library, gateway_dir, storage.base, token,
        "--cache-ttl-list", "1", "--cache-ttl-entry", "1", "--cache-ttl-files", "1",
    )
    ref = "references/crispe-framework.md"
    async with Client(params, client_info=CLIENT) as c:
        old_view = (await c.call_tool("skill_view", {"skill_slug": "prompt-writer"})).content[0].text
        old_file = (await c.call_tool("skill_file", {"skill_slug": "prompt-writer", "file_paths": [ref]})).content[0].text
        assert old_view == golden("skill_view_prompt-writer.txt")

        skill_md = folder / "SKILL.md"
        skill_md.write_text(skill_md.read_text(encoding="utf-8") + "\n## Update\nVersion two.\n", encoding="utf-8")
        (folder / ref).write_text("# CRISPE, second edition\n", encoding="utf-8")
        library("import", str(folder), check=True)

        deadline = time.monotonic() + VISIBLE_BOUND
        while True:
            view = (await c.call_tool("skill_view", {"skill_slug": "prompt-writer"})).content[0].text
            if view != old_view or time.monotonic() > deadline:
                break
            await anyio.sleep(0.1)
        assert "Version two." in view
        # The view is the new version, so the files are too: never old files under a new view.
        new_file = (await c.call_tool("skill_file", {"skill_slug": "prompt-writer", "file_paths": [ref]})).content[0].text
        assert new_file == "# CRISPE, second edition\n" != old_file
        listed = (await c.call_tool("skill_list", {})).content[0].text
        assert listed == golden("skill_list.txt", **library.ids())


async def test_a_gateway_connection_reads_the_files_of_the_version_it_viewed(library, storage, gateway_dir, fixtures_dir, tmp_path):
    """A new version lands on storage between skill_view and skill_file: the
    gateway connection still reads the viewed version's files (the storage
    server keeps it); a second connection, which views the new version, reads
    the new files."""
    folder = copy_skill(fixtures_dir / "prompt-writer", tmp_path / "src" / "prompt-writer")
    token = reader_key(library)
    params = gateway_params(
        library, gateway_dir, storage.base, token,
        "--cache-ttl-list", "0", "--cache-ttl-entry", "0", "--cache-ttl-files", "0",
    )
    ref = "references/crispe-framework.md"
    old_ref = (folder / ref).read_text(encoding="utf-8")
    async with Client(params, client_info=CLIENT) as c:
        viewed = await c.call_tool("skill_view", {"skill_slug": "prompt-writer"})
        v1 = viewed.meta["dev.skill-mcp/content-hash"]
        (folder / ref).write_text("# CRISPE, second edition\n", encoding="utf-8")
        library("import", str(folder), check=True)
        async with Client(params, client_info=CLIENT) as other:
            deadline = time.monotonic() + VISIBLE_BOUND
            while True:
                view = await other.call_tool("skill_view", {"skill_slug": "prompt-writer"})
                if view.meta["dev.skill-mcp/content-hash"] != v1 or time.monotonic() > deadline:
                    break
                await anyio.sleep(0.1)
            new = await other.call_tool("skill_file", {"skill_slug": "prompt-writer", "file_paths": [ref]})
            assert new.content[0].text == "# CRISPE, second edition\n"
            assert new.meta["dev.skill-mcp/content-hash"] == view.meta["dev.skill-mcp/content-hash"] != v1
        old = await c.call_tool("skill_file", {"skill_slug": "prompt-writer", "file_paths": [ref]})
        assert old.content[0].text == old_ref
        assert old.meta["dev.skill-mcp/content-hash"] == v1


async def test_http_gateway_checks_client_keys_with_the_storage_server(library, storage, gateway_dir):
    token = reader_key(library)
    gateway = Server([
        str(library.binary), "--data-dir", str(gateway_dir), "serve", "--http", "127.0.0.1:0",
        "--remote", storage.base, "--remote-token", token, "--require-auth",
    ])
    try:
        health = httpx2.get(gateway.base + "/api/health").json()
        assert (health["status"], health["mode"], health["storage"]) == ("ok", "gateway", "ok")
        initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}}
        for headers in [{}, {"Authorization": "Bearer skm_" + "A" * 43}]:
            refused = httpx2.post(gateway.base + "/mcp", json=initialize, headers=headers)
            assert refused.status_code == 401
            assert refused.json() == {"success": False, "error": "Invalid or missing API key"}
        # A key the storage server issued works on the gateway.
        async with http_client(gateway.base + "/mcp", "auto", token) as c:
            viewed = await c.call_tool("skill_view", {"skill_slug": "technical-doc"})
        assert viewed.content[0].text == golden("skill_view_technical-doc.txt")
        # A body that is not JSON gets a JSON-RPC parse error, as on a standalone server.
        garbled = httpx2.post(gateway.base + "/mcp", content=b"{not json", headers={
            "Authorization": f"Bearer {token}", "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream"})
        assert garbled.status_code == 400
        assert garbled.json()["error"]["code"] == -32700
        # The REST APIs live on the storage server only.
        admin = httpx2.get(gateway.base + "/api/admin/skills", headers={"Authorization": f"Bearer {token}"})
        assert admin.status_code == 404
        assert admin.json()["success"] is False
    finally:
        assert gateway.stop() == 0, "\n".join(gateway.lines)
    assert list(gateway_dir.iterdir()) == []
