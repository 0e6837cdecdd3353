"""A live library through the real binary, on SQLite and on PostgreSQL:
read your writes (1,000 write-then-read rounds through the admin and
gateway APIs of one server, no miss), and `notifications/resources/list_changed`
received by the official Python SDK within a second of a `skill-mcp import`,
over stdio and over a 2025-11-25 HTTP session.

PostgreSQL runs use a fresh database on SKILL_MCP_TEST_PG_URL (default
postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
"""

from __future__ import annotations

import io
import tarfile
import time
from pathlib import Path

import anyio
import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.types import Implementation

from conftest import Cli
from test_http_mcp import HttpServer

pytestmark = pytest.mark.anyio

CLIENT = Implementation(name="e2e-live", version="1.0")
# The bound: a client learns of an import within a second.
NOTIFIED_WITHIN = 1.0
ROUNDS = 1000
LIST_CHANGED = "notifications/resources/list_changed"


class DbCli(Cli):
    """`skill-mcp <db args> ...`: the Cli of conftest on either backend."""

    def __init__(self, binary: Path, db: list[str]):
        super().__init__(binary, Path("."))
        self.db = db

    def argv(self, *args: str) -> list[str]:
        return [str(self.binary), *self.db, *args]


def skill_md(slug: str, body: str) -> str:
    return f"---\nname: {slug}\ndescription: A skill of the live-library tests.\n---\n{body}\n"


def write_skill(root: Path, slug: str, body: str) -> Path:
    folder = root / slug
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(skill_md(slug, body), encoding="utf-8")
    return folder


def tar_gz(slug: str, body: str) -> bytes:
    """A .tar.gz holding one skill folder."""
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as tar:
        data = skill_md(slug, body).encode()
        info = tarfile.TarInfo(f"{slug}/SKILL.md")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    return out.getvalue()


def is_list_changed(message) -> bool:
    message = getattr(message, "root", message)
    return getattr(message, "method", None) == LIST_CHANGED


class Notifications:
    """Collects the list_changed notifications a client receives."""

    def __init__(self):
        self.count = 0
        self.event = anyio.Event()

    async def handler(self, message) -> None:
        if is_list_changed(message):
            self.count += 1
            self.event.set()

    async def within(self, bound: float) -> float:
        """Seconds until the next notification; fails after `bound`."""
        start = time.monotonic()
        with anyio.fail_after(bound):
            await self.event.wait()
        self.event = anyio.Event()
        return time.monotonic() - start


async def test_stdio_clients_are_told_when_a_cli_import_changes_the_library(skill_mcp_bin, db, tmp_path):
    cli = DbCli(skill_mcp_bin, db)
    cli("import", str(write_skill(tmp_path / "s", "first-skill", "# First")), check=True)
    seen = Notifications()
    params = StdioServerParameters(command=str(skill_mcp_bin), args=[*db, "serve"])
    async with Client(params, client_info=CLIENT, mode="legacy", message_handler=seen.handler) as c:
        caps = c.server_capabilities.model_dump(exclude_none=True)
        assert caps["resources"].get("list_changed") is True, caps
        # One import of three skills is one burst: one notification.
        for name in ["second-skill", "third-skill", "fourth-skill"]:
            write_skill(tmp_path / "bulk", name, f"# {name}")
        started = time.monotonic()
        cli("import", str(tmp_path / "bulk"), check=True)
        await seen.within(NOTIFIED_WITHIN + (time.monotonic() - started))
        listed = await c.list_resources()
        assert any("fourth-skill" in str(r.uri) for r in listed.resources)
        await anyio.sleep(0.5)
        assert seen.count < 3, f"three writes in one burst were {seen.count} notifications"
        # A removal is a change too.
        cli("remove", "second-skill", check=True)
        await seen.within(NOTIFIED_WITHIN)


async def test_an_http_session_is_told_when_a_cli_import_changes_the_library(skill_mcp_bin, db, tmp_path):
    cli = DbCli(skill_mcp_bin, db)
    cli("import", str(write_skill(tmp_path / "s", "first-skill", "# First")), check=True)
    server = HttpServer(cli)
    try:
        seen = Notifications()
        # A stateless (2026-07-28) client has no stream to be told on: the
        # capabilities it discovers do not promise the notification.
        async with Client(server.url, client_info=CLIENT, mode="auto") as stateless:
            caps = stateless.server_capabilities.model_dump(exclude_none=True)
            assert "list_changed" not in caps["resources"], caps
        async with Client(server.url, client_info=CLIENT, mode="legacy", message_handler=seen.handler) as c:
            caps = c.server_capabilities.model_dump(exclude_none=True)
            assert caps["resources"].get("list_changed") is True, caps
            await c.list_resources()
            started = time.monotonic()
            cli("import", str(write_skill(tmp_path / "s", "second-skill", "# Second")), check=True)
            await seen.within(NOTIFIED_WITHIN + (time.monotonic() - started))
            listed = await c.list_resources()
            assert any("second-skill" in str(r.uri) for r in listed.resources)
    finally:
        assert server.stop() == 0, "\n".join(server.lines)


async def test_a_write_through_the_server_is_read_by_its_next_request(skill_mcp_bin, db, tmp_path):
    cli = DbCli(skill_mcp_bin, db)
    token = cli("keys", "create", "--role", "admin", "--name", "rounds", check=True).stdout.splitlines()[-1]
    server = HttpServer(cli)
    auth = {"Authorization": f"Bearer {token}"}
    misses = []
    try:
        with httpx2.Client(base_url=server.base, headers=auth, timeout=60) as http:
            for i in range(ROUNDS):
                slug = f"round-{i % 10}"
                if i % 10 == 9:
                    # Every tenth round removes a skill and checks it is gone.
                    gone = f"round-{i % 7}"
                    r = http.delete(f"/api/admin/skills/{gone}")
                    assert r.status_code in (200, 404), r.text
                    if http.get(f"/api/gateway/skills/{gone}").status_code != 404:
                        misses.append((i, "removed", gone))
                    continue
                r = http.post(
                    "/api/admin/skills",
                    content=tar_gz(slug, f"# Round {i}"),
                    headers={"Content-Type": "application/gzip"},
                )
                assert r.status_code in (200, 201), r.text
                read = http.get(f"/api/gateway/skills/{slug}")
                if read.status_code != 200 or f"# Round {i}" not in read.text:
                    misses.append((i, read.status_code, read.text[:200]))
    finally:
        assert server.stop() == 0, "\n".join(server.lines)
    assert misses == [], f"{len(misses)} of {ROUNDS} rounds missed their write: {misses[:5]}"
