"""MCP over Streamable HTTP, driven by the official Python MCP SDK in both
protocol eras: its default ("auto", the stateless 2026-07-28 protocol) and
its legacy initialize handshake (2025-11-25 sessions)."""

from __future__ import annotations

import re
import signal
import subprocess
import threading
import time

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.types import Implementation

from conftest import golden, stdio_params

pytestmark = pytest.mark.anyio

CLIENT = Implementation(name="e2e-http", version="1.0")
MODES = ["auto", "legacy"]
START_TIMEOUT = 30


class HttpServer:
    """`skill-mcp serve --http 127.0.0.1:0` on a library, its address read from stderr."""

    def __init__(self, cli, *serve_args: str):
        self.proc = subprocess.Popen(
            cli.argv("serve", "--http", "127.0.0.1:0", *serve_args),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self._ready = threading.Event()
        self.base = ""
        threading.Thread(target=self._drain, daemon=True).start()
        if not self._ready.wait(START_TIMEOUT):
            self.proc.kill()
            raise AssertionError("server did not start:\n" + "\n".join(self.lines))

    def _drain(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.append(line.rstrip("\n"))
            m = re.search(r"listening on (http://[0-9.:]+)", line)
            if m and not self._ready.is_set():
                self.base = m.group(1)
                self._ready.set()
        self._ready.set()

    @property
    def url(self) -> str:
        return self.base + "/mcp"

    def stop(self) -> int:
        """SIGTERM, then the exit code."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout=60)


@pytest.fixture
def http_server(library):
    server = HttpServer(library)
    yield server
    assert server.stop() == 0, "\n".join(server.lines)


def http_client(url: str, mode: str, token: str | None = None) -> Client:
    """A Client over Streamable HTTP, with a Bearer key when given."""
    if token is None:
        return Client(url, client_info=CLIENT, mode=mode)
    http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=30)
    return Client(streamable_http_client(url, http_client=http), client_info=CLIENT, mode=mode)


def dump(result) -> tuple[bool, list[dict]]:
    """Everything a model sees of a tool result."""
    return bool(result.is_error), [c.model_dump(mode="json", exclude_none=True) for c in result.content]


@pytest.mark.parametrize("mode", MODES)
async def test_tools_over_http(library, http_server, mode):
    async with http_client(http_server.url, mode) as c:
        names = {t.name for t in (await c.list_tools()).tools}
        assert {"skill_list", "skill_view", "skill_file"} <= names
        assert c.server_info.name == "skill-mcp"

        listed = await c.call_tool("skill_list", {})
        assert not listed.is_error
        assert listed.content[0].text == golden("skill_list.txt", **library.ids())

        viewed = await c.call_tool("skill_view", {"skill_slug": "prompt-writer"})
        assert viewed.content[0].text == golden("skill_view_prompt-writer.txt")

        files = await c.call_tool(
            "skill_file", {"skill_slug": "code-review", "file_paths": ["assets/review-flow.png", "nope.md"]}
        )
        assert not files.is_error
        assert files.content[0].type == "image"
        assert files.content[0].mime_type == "image/png"
        assert files.content[1].text == "[ERROR 404: 'nope.md' is not a file of skill 'code-review']"

        bad = await c.call_tool("skill_file", {"skill_slug": "code-review", "file_paths": ["../secrets"]})
        assert bad.is_error
        assert bad.content[0].text.startswith("Invalid file path")

        missing = await c.call_tool("skill_view", {"skill_slug": "no-such-skill"})
        assert missing.is_error
        assert missing.content[0].text == "Skill 'no-such-skill' not found"


def calls_for(library) -> list[tuple[str, dict]]:
    """Every kind of call, with every file of every skill."""
    calls: list[tuple[str, dict]] = [("skill_list", {})]
    for slug, skill in library.skills().items():
        calls.append(("skill_view", {"skill_slug": slug}))
        calls.append(("skill_view", {"skill_id": skill["id"]}))
    shown = library("show", "code-review", check=True).stdout
    code_review_files = [
        line.split()[0] for line in shown.splitlines() if line.startswith("  ") and "bytes" in line
    ]
    assert "SKILL.md" in code_review_files
    calls += [
        ("skill_file", {"skill_slug": "code-review", "file_paths": code_review_files + ["missing.txt", "skill.md", "Scripts/LINT.sh"]}),
        ("skill_file", {"skill_slug": "prompt-writer", "file_paths": ["references/crispe-framework.md"]}),
        ("skill_file", {"skill_slug": "code-review", "file_paths": ["/etc/passwd"]}),
        ("skill_view", {"skill_slug": "no-such-skill"}),
        ("skill_view", {"skill_slug": "prompt-writer", "skill_id": "550e8400-e29b-41d4-a716-446655440000"}),
        ("skill_view", {}),
        ("skill_search", {"query": "write a prompt"}),
        ("skill_search", {"query": "svg diagram", "limit": 1}),
        ("skill_search", {"query": "zeppelin"}),
        ("skill_search", {"query": "review", "limit": 0}),
    ]
    return calls


def mixed_batch(calls: list[tuple[str, dict]]) -> int:
    """Index of the call whose batch holds text, an image and an in-place error."""
    return next(i for i, (_, args) in enumerate(calls) if "missing.txt" in args.get("file_paths", []))


async def test_stdio_and_http_answer_byte_identical_texts(library, http_server):
    calls = calls_for(library)
    async with Client(stdio_params(library), client_info=CLIENT) as c:
        over_stdio = [dump(await c.call_tool(tool, args)) for tool, args in calls]
    for mode in MODES:
        async with http_client(http_server.url, mode) as c:
            over_http = [dump(await c.call_tool(tool, args)) for tool, args in calls]
        for (tool, args), a, b in zip(calls, over_stdio, over_http):
            assert a == b, f"{mode}: {tool} {args} differs between stdio and HTTP"
    # Non-trivial: the batch holds text, an image and an in-place error.
    kinds = {item["type"] for item in over_stdio[mixed_batch(calls)][1]}
    assert {"text", "image"} <= kinds
    assert [item["text"] for item in over_stdio[mixed_batch(calls)][1][-2:]] == [
        "[ERROR 404: 'skill.md' is not a file of skill 'code-review'; did you mean 'SKILL.md'?]",
        "[ERROR 404: 'Scripts/LINT.sh' is not a file of skill 'code-review'; did you mean 'scripts/lint.sh'?]",
    ]


@pytest.mark.parametrize("mode", MODES)
async def test_require_auth_needs_a_key_and_logs_the_client(library, mode):
    token = library("keys", "create", "--role", "reader", "--name", "agents", check=True).stdout.splitlines()[-1]
    server = HttpServer(library, "--require-auth")
    try:
        initialize = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "x", "version": "1"}},
        }
        raw = httpx2.post(server.url, json=initialize, headers={"Accept": "application/json, text/event-stream"})
        assert raw.status_code == 401
        assert raw.headers["www-authenticate"] == 'Bearer realm="skill-mcp"'
        assert raw.json() == {"success": False, "error": "Invalid or missing API key"}
        with pytest.raises(Exception):
            async with http_client(server.url, mode) as c:
                await c.call_tool("skill_list", {})
        with pytest.raises(Exception):
            async with http_client(server.url, mode, token="skm_" + "A" * 43) as c:
                await c.call_tool("skill_list", {})
        async with http_client(server.url, mode, token=token) as c:
            result = await c.call_tool("skill_view", {"skill_slug": "technical-doc"})
        assert result.content[0].text == golden("skill_view_technical-doc.txt")
        deadline = time.monotonic() + 20
        while True:
            logs = library("logs", "--slug", "technical-doc", check=True).stdout
            rows = [line.split("\t") for line in logs.splitlines()]
            hits = [r for r in rows if r[1] == "mcp-http" and r[2] == "skill_view"]
            if hits or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        assert hits, logs
        assert hits[0][4] == "e2e-http"
        assert hits[0][6] == "ok"
    finally:
        assert server.stop() == 0, "\n".join(server.lines)


async def test_sigterm_with_an_open_session_exits_0(library):
    server = HttpServer(library)
    async with http_client(server.url, "legacy") as c:
        result = await c.call_tool("skill_list", {})
        assert not result.is_error
        # The session (and its standing SSE stream) is still open here.
        code = server.stop()
        assert code == 0, "\n".join(server.lines)
        assert any("shutting down" in line for line in server.lines)


BAD_BODIES = [
    # (what, content type, body, HTTP status, JSON-RPC code, message start)
    ("invalid JSON", "application/json", b'{"jsonrpc": "2.0", "id": 1, "method": ', 400, -32700,
     "Parse error: the body is not valid JSON ("),
    ("empty body", "application/json", b"", 400, -32700,
     "Parse error: the body is empty; send one JSON-RPC message"),
    ("JSON that is not JSON-RPC", "application/json", b'{"hello": "world"}', 400, -32600,
     "Invalid request: not a JSON-RPC 2.0 request, notification or response ("),
    ("a JSON string", "application/json", b'"tools/list"', 400, -32600,
     "Invalid request: the body must be a JSON-RPC message (a JSON object)"),
    ("a batch", "application/json", b'[{"jsonrpc": "2.0", "id": 1, "method": "ping"}]', 400, -32600,
     "Invalid request: batches (JSON arrays) are not supported; send one JSON-RPC message per request"),
    ("wrong content type", "text/plain", b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}', 415, -32600,
     "Invalid request: send the JSON-RPC message with Content-Type: application/json"),
    ("no content type", None, b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}', 415, -32600,
     "Invalid request: send the JSON-RPC message with Content-Type: application/json"),
]


@pytest.mark.parametrize("path", ["/mcp", "/v1/mcp"])
def test_unparsable_bodies_get_a_json_rpc_error(http_server, path):
    for what, content_type, body, status, code, message in BAD_BODIES:
        headers = {"Accept": "application/json, text/event-stream"}
        if content_type:
            headers["Content-Type"] = content_type
        r = httpx2.post(http_server.base + path, content=body, headers=headers, timeout=30)
        assert r.status_code == status, what
        assert r.headers["content-type"].startswith("application/json"), what
        answer = r.json()
        assert (answer["jsonrpc"], answer["id"], answer["error"]["code"]) == ("2.0", None, code), what
        assert answer["error"]["message"].startswith(message), (what, answer)
    # The id of a malformed request is echoed when it has one.
    r = httpx2.post(http_server.base + path, json={"jsonrpc": "1.0", "id": 7, "method": "ping"},
                    headers={"Accept": "application/json, text/event-stream"}, timeout=30)
    assert (r.status_code, r.json()["id"], r.json()["error"]["code"]) == (400, 7, -32600)
