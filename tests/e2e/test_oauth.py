"""OAuth 2.1 sign-in end to end (issue 16): the official Python SDK's
`OAuthClientProvider` completes the MCP authorization flow against skill-mcp
and a real authorization server (npm oauth2-mock-server, installed by
scripts/fetch-oauth-as.sh): a 401 with `resource_metadata`, RFC 9728
discovery, RFC 8414/OpenID discovery of the authorization server, the
authorization code grant with PKCE and the RFC 8707 resource parameter, then
MCP calls with the access token.
"""

from __future__ import annotations

import base64
import json
import os
import re
import signal
import socket
import subprocess
import threading
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import httpx2
import pytest
from mcp import Client
from mcp.client.auth import OAuthClientProvider, TokenStorage
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import (
    AuthorizationCodeResult,
    OAuthClientInformationFull,
    OAuthClientMetadata,
    OAuthToken,
)
from mcp.types import Implementation

from conftest import REPO
from test_groups import grouped  # noqa: F401  (a fixture: the grouped library and its keys)

pytestmark = pytest.mark.anyio

START_TIMEOUT = 60
AS_DIR = Path(os.environ.get("SKILL_MCP_OAUTH_AS_DIR", REPO / "target" / "oauth-as" / "node_modules" / "oauth2-mock-server"))
REDIRECT_URI = "http://127.0.0.1:9/callback"


class Process:
    """A child process whose output lines are collected; `ready` matches the line it waits for."""

    def __init__(self, argv: list[str], ready: str, stream: str):
        self.proc = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE if stream == "stdout" else subprocess.DEVNULL,
            stderr=subprocess.PIPE if stream == "stderr" else subprocess.DEVNULL,
            text=True,
        )
        self.lines: list[str] = []
        self.match: re.Match | None = None
        self._ready = threading.Event()
        pipe = self.proc.stdout if stream == "stdout" else self.proc.stderr
        threading.Thread(target=self._drain, args=(pipe, ready), daemon=True).start()
        if not self._ready.wait(START_TIMEOUT) or self.match is None:
            self.proc.kill()
            raise AssertionError(f"{argv[0]} did not start:\n" + "\n".join(self.lines))

    def _drain(self, pipe, ready: str) -> None:
        for line in pipe:
            self.lines.append(line.rstrip("\n"))
            m = re.search(ready, line)
            if m and not self._ready.is_set():
                self.match = m
                self._ready.set()
        self._ready.set()

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout=60)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def issuer():
    if not (AS_DIR / "package.json").exists():
        pytest.fail(f"{AS_DIR} is missing: run scripts/fetch-oauth-as.sh (scripts/test.sh does)")
    proc = Process(["node", str(Path(__file__).parent / "oauth_as.mjs"), str(AS_DIR)], r"issuer (\S+)", "stdout")
    yield proc.match.group(1)
    proc.stop()


@pytest.fixture
def oauth_server(library, issuer):
    # The public URL is the address the client connects to, so it is known
    # before the server starts.
    port = free_port()
    public = f"http://127.0.0.1:{port}"
    server = Process(
        library.argv("serve", "--http", f"127.0.0.1:{port}", "--oauth-issuer", issuer, "--public-url", public),
        r"listening on (http://[0-9.:]+)",
        "stderr",
    )
    yield public, server
    assert server.stop() == 0, "\n".join(server.lines)


class MemoryStorage(TokenStorage):
    """Tokens in memory; the client is registered with the provider beforehand
    (oauth2-mock-server has no dynamic registration; it accepts any public client)."""

    def __init__(self):
        self.tokens: OAuthToken | None = None
        self.client = OAuthClientInformationFull(
            client_id="skill-mcp-e2e",
            redirect_uris=[REDIRECT_URI],
            grant_types=["authorization_code", "refresh_token"],
            response_types=["code"],
            token_endpoint_auth_method="none",
        )

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client = client_info


class Browser:
    """Stands in for the user's browser: follows the authorization URL and
    reads the code from the authorization server's redirect."""

    def __init__(self):
        self.authorization_urls: list[str] = []
        self.result: AuthorizationCodeResult | None = None

    async def redirect(self, url: str) -> None:
        self.authorization_urls.append(url)
        async with httpx2.AsyncClient() as http:
            response = await http.get(url, follow_redirects=False)
        assert response.status_code in (302, 303), response.text
        location = urlparse(response.headers["location"])
        assert f"{location.scheme}://{location.netloc}{location.path}" == REDIRECT_URI
        query = parse_qs(location.query)
        self.result = AuthorizationCodeResult(code=query["code"][0], state=query.get("state", [None])[0])

    async def callback(self) -> AuthorizationCodeResult:
        assert self.result is not None
        return self.result


def claims_of(token: str) -> dict:
    payload = token.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))


async def test_the_sdk_signs_in_with_oauth_and_calls_tools(oauth_server, issuer):
    public, server = oauth_server
    storage = MemoryStorage()
    browser = Browser()
    provider = OAuthClientProvider(
        server_url=f"{public}/mcp",
        client_metadata=OAuthClientMetadata(
            client_name="skill-mcp e2e",
            redirect_uris=[REDIRECT_URI],
            grant_types=["authorization_code", "refresh_token"],
            response_types=["code"],
            token_endpoint_auth_method="none",
        ),
        storage=storage,
        redirect_handler=browser.redirect,
        callback_handler=browser.callback,
    )
    http = httpx2.AsyncClient(auth=provider, timeout=30)
    client = Client(
        streamable_http_client(f"{public}/mcp", http_client=http),
        client_info=Implementation(name="e2e-oauth", version="1.0"),
    )
    async with client as c:
        names = {t.name for t in (await c.list_tools()).tools}
        assert {"skill_list", "skill_view", "skill_file"} <= names
        listed = await c.call_tool("skill_list", {})
        assert not listed.is_error
        assert "code-review" in listed.content[0].text

    # One authorization, with PKCE (S256), the resource indicator of this
    # server, and the scope its 401 challenge named.
    assert len(browser.authorization_urls) == 1
    query = parse_qs(urlparse(browser.authorization_urls[0]).query)
    assert query["code_challenge_method"] == ["S256"]
    assert query["resource"] == [public]
    assert query["scope"] == ["skills:read"]

    # The access token the SDK used: issued by the authorization server, for
    # this server, with the scope.
    assert storage.tokens is not None
    token = storage.tokens.access_token
    claims = claims_of(token)
    assert claims["iss"] == issuer
    assert claims["aud"] == public
    assert claims["scope"] == "skills:read"

    # The token works on the gateway API too, not on the admin API (scope),
    # and it is never written to the log.
    async with httpx2.AsyncClient() as plain:
        ok = await plain.get(f"{public}/api/gateway/skills", headers={"Authorization": f"Bearer {token}"})
        assert ok.status_code == 200
        denied = await plain.get(f"{public}/api/admin/stats", headers={"Authorization": f"Bearer {token}"})
        assert denied.status_code == 403
        assert 'error="insufficient_scope"' in denied.headers["www-authenticate"]
    assert token not in "\n".join(server.lines)


async def test_protected_resource_metadata_names_the_issuer(oauth_server, issuer):
    public, _server = oauth_server
    async with httpx2.AsyncClient() as http:
        for path, resource in [("", public), ("/mcp", f"{public}/mcp")]:
            response = await http.get(f"{public}/.well-known/oauth-protected-resource{path}")
            assert response.status_code == 200
            assert response.json() == {
                "resource": resource,
                "authorization_servers": [issuer],
                "scopes_supported": ["skills:read", "skills:admin"],
                "bearer_methods_supported": ["header"],
                "resource_name": "skill-mcp",
            }


async def test_a_tokens_groups_claim_limits_every_reader_over_http_and_a_gateway(grouped, issuer, tmp_path):
    """The matrix of tests/e2e/test_groups.py for an access token: the
    authorization server's token claims the group `platform`, so it sees
    exactly what the platform key sees, through every reader, over HTTP in
    both protocol eras and through a gateway that presents it upstream."""
    from test_gateway_mode import gateway_params
    from test_groups import SEES, sees_exactly
    from test_http_mcp import MODES, HttpServer, http_client

    public = "https://skills.example"
    async with httpx2.AsyncClient() as http:
        response = await http.post(
            f"{issuer}/token",
            data={
                "grant_type": "client_credentials",
                "client_id": "skill-mcp-e2e",
                "scope": "skills:read",
                "resource": public,
            },
        )
    assert response.status_code == 200, response.text
    token = response.json()["access_token"]
    claims = claims_of(token)
    assert (claims["aud"], claims["groups"]) == (public, ["platform"])

    ids = grouped.ids()
    server = HttpServer(grouped, "--oauth-issuer", issuer, "--public-url", public)
    try:
        for mode in MODES:
            async with http_client(server.url, mode, token=token) as c:
                await sees_exactly(c, SEES["platform"], ids)
        gateway_dir = tmp_path / "gateway-token"
        gateway_dir.mkdir()
        async with Client(gateway_params(grouped, gateway_dir, server.base, token)) as c:
            await sees_exactly(c, SEES["platform"], ids)
    finally:
        assert server.stop() == 0, "\n".join(server.lines)
    assert token not in "\n".join(server.lines)
