"""agentkey_skill_meta over stdio with the Python SDK: client detection per
request, recipes, and schema validity, against a loopback server playing GitHub."""

from __future__ import annotations

import json
import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import jsonschema
import pytest
from mcp import Client, StdioServerParameters
from mcp.types import Implementation

from conftest import REPO

pytestmark = pytest.mark.anyio

SCHEMA = json.loads((REPO / "crates/skill-meta/schema/skill-meta-v1.schema.json").read_text())


class FakeGitHub:
    """A loopback HTTP server answering /repos/{owner}/{repo}/releases/latest."""

    def __init__(self, status: int = 200, body: bytes = b'{"tag_name": "v1.3.0"}'):
        self.requests: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802
                fake.requests.append(self.path)
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("ETag", '"v1"')
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()


@pytest.fixture
def github():
    fake = FakeGitHub()
    yield fake
    fake.close()


def params(cli, tmp_path: Path, api_base: str, extra_env: dict | None = None, extra_args=()) -> StdioServerParameters:
    env = dict(os.environ)
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    env.pop("AGENTKEY_NO_VERSION_BEACON", None)
    env.update(extra_env or {})
    return StdioServerParameters(
        command=str(cli.binary),
        args=["--data-dir", str(cli.data_dir), "serve", "--meta-api-base", api_base, *extra_args],
        env=env,
    )


async def meta(cli, tmp_path, api_base, client_name=None, mode="auto", extra_env=None, extra_args=()) -> dict:
    kwargs = {"client_info": Implementation(name=client_name, version="1.0")} if client_name else {}
    async with Client(params(cli, tmp_path, api_base, extra_env, extra_args), mode=mode, **kwargs) as c:
        tools = {t.name: t for t in (await c.list_tools()).tools}
        assert "agentkey_skill_meta" in tools
        result = await c.call_tool("agentkey_skill_meta", {})
    assert not result.is_error
    text = result.content[0].text
    response = json.loads(text)
    jsonschema.validate(response, SCHEMA)
    return response


CASES = [
    ("claude-code", {"client_detected": "claude-code", "update_command": "npx -y skills update -g agentkey",
                     "update_command_kind": "shell"}),
    ("claude-ai", {"client_detected": "claude"}),
    ("cursor-vscode", {"client_detected": "cursor", "update_command": "npx -y skills update -g agentkey",
                       "update_command_kind": "shell"}),
    (None, {"client_detected": "unknown"}),
]


@pytest.mark.parametrize("mode", ["auto", "legacy"])
@pytest.mark.parametrize("client_name,expected", CASES)
async def test_client_detection_and_recipes(cli, tmp_path, github, mode, client_name, expected):
    response = await meta(cli, tmp_path, github.url, client_name, mode)
    assert response["protocol_version"] == 1
    assert response["skill_version_latest"] == "1.3.0"
    assert response["update_doc_url"] == "https://github.com/chainbase-labs/agentkey/releases/latest"
    for key, value in expected.items():
        assert response[key] == value
    if "update_command" not in expected:
        assert "update_command" not in response and "update_command_kind" not in response
    if client_name in ("claude-code", "claude-ai", "cursor-vscode"):
        assert response["release_notes_url"] == "https://github.com/chainbase-labs/agentkey/releases/tag/v1.3.0"
    assert github.requests == ["/repos/chainbase-labs/agentkey/releases/latest"]


async def test_offline_answers_a_valid_minimal_response(cli, tmp_path):
    # Nothing listens on port 9 of loopback: the first fetch fails at once.
    response = await meta(cli, tmp_path, "http://127.0.0.1:9", "claude-code")
    assert response == {
        "protocol_version": 1,
        "skill_version_latest": "",
        "client_detected": "claude-code",
        "update_doc_url": "https://github.com/chainbase-labs/agentkey/releases/latest",
    }


async def test_rate_limited_github_is_unknown_version(cli, tmp_path):
    fake = FakeGitHub(status=403, body=b'{"message": "API rate limit exceeded"}')
    try:
        response = await meta(cli, tmp_path, fake.url, "cursor-vscode")
    finally:
        fake.close()
    assert response["skill_version_latest"] == ""
    assert "update_command" not in response and "release_notes_url" not in response


async def test_opt_out_touches_no_network(cli, tmp_path, github):
    response = await meta(cli, tmp_path, github.url, "claude-code", extra_env={"AGENTKEY_NO_VERSION_BEACON": "1"})
    assert response["skill_version_latest"] == ""
    assert github.requests == []


async def test_cache_is_shared_between_processes(cli, tmp_path, github):
    await meta(cli, tmp_path, github.url, "claude-code")
    await meta(cli, tmp_path, github.url, "claude-code")
    assert len(github.requests) == 1, "the second process answers from the cache file"
    cache = json.loads((tmp_path / "cache/agentkey/skill-version.json").read_text())
    assert cache["tag"] == "v1.3.0" and cache["etag"] == '"v1"'


async def test_config_file_and_flags(cli, tmp_path, github):
    (cli.data_dir / "config.toml").write_text(
        '[skill_meta]\nrepo = "acme/tools"\nskill = "acme-tools"\n'
        'update_doc_url = "https://acme.example/upgrade"\n\n'
        '[skill_meta.recipes.zed]\nkind = "manual_ui"\ncommand = "Extensions -> {skill} -> Update"\n'
    )
    response = await meta(cli, tmp_path, github.url, "Zed")
    assert github.requests == ["/repos/acme/tools/releases/latest"]
    assert response["client_detected"] == "zed"
    assert response["update_doc_url"] == "https://acme.example/upgrade"
    assert response["update_command"] == "Extensions -> acme-tools -> Update"
    assert response["update_command_kind"] == "manual_ui"
    assert response["release_notes_url"] == "https://github.com/acme/tools/releases/tag/v1.3.0"


async def test_release_notes_url_is_the_release_page_unless_overridden(cli, tmp_path):
    """GitHub's `html_url` is the page that exists (a tag `1.2.3` has no page
    at `.../tag/v1.2.3`); the config file, the environment and the flag
    override it, each winning over the one before."""
    page = "https://github.com/chainbase-labs/agentkey/releases/tag/1.2.3"
    fake = FakeGitHub(body=json.dumps({"tag_name": "1.2.3", "html_url": page}).encode())
    try:
        assert (await meta(cli, tmp_path, fake.url, "claude-code"))["release_notes_url"] == page
        (cli.data_dir / "config.toml").write_text(
            '[skill_meta]\nrelease_notes_url = "https://notes.example/file/{version}"\n'
        )
        response = await meta(cli, tmp_path, fake.url, "claude-code")
        assert response["release_notes_url"] == "https://notes.example/file/1.2.3"
        env = {"SKILL_MCP_META_RELEASE_NOTES_URL": "https://notes.example/env/{tag}"}
        response = await meta(cli, tmp_path, fake.url, "claude-code", extra_env=env)
        assert response["release_notes_url"] == "https://notes.example/env/1.2.3"
        flag = ["--meta-release-notes-url", "https://notes.example/flag/{repo}/{version}"]
        response = await meta(cli, tmp_path, fake.url, "claude-code", extra_env=env, extra_args=flag)
        assert response["release_notes_url"] == "https://notes.example/flag/chainbase-labs/agentkey/1.2.3"
    finally:
        fake.close()
