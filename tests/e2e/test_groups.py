"""Groups and visibility through the real binary: two reader keys limited to
groups and one admin key each see exactly their skills through every reader
(the tools, the Skills extension, resources, the gateway API and its ETags),
over HTTP in both protocol eras and through a gateway (`serve --remote` with
each key); `serve --groups` over stdio; a hidden skill, by slug and by id,
answers exactly as a skill that does not exist."""

from __future__ import annotations

import time
import uuid
from pathlib import Path

import httpx2
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from conftest import stdio_params
from test_gateway_mode import gateway_params, storage_server
from test_http_mcp import MODES, HttpServer, http_client
from test_skills_extension import get_skill, list_skills

pytestmark = pytest.mark.anyio

ALL = {"open-notes", "plat-deploy", "data-etl", "fin-report"}
SEES = {
    "platform": {"open-notes", "plat-deploy"},
    "data": {"open-notes", "data-etl"},
    "admin": ALL,
}
MISSING_SLUG = "no-such-skill"
MISSING_ID = str(uuid.UUID(int=0xDEADBEEF))


def skill(root: Path, name: str, metadata: str = "") -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    meta = f"metadata:\n{metadata}\n" if metadata else ""
    (folder / "SKILL.md").write_text(
        f"---\nname: {name}\ndescription: The {name} skill.\n{meta}---\n# {name}\n\nDo {name} things.\n"
    )
    (folder / "notes.md").write_text(f"notes of {name}\n")
    return folder


@pytest.fixture
def grouped(cli, tmp_path):
    """A library of four skills: one ungrouped, two grouped by frontmatter
    (a list and a comma string), one by `import --groups`; and its keys."""
    src = tmp_path / "src"
    skill(src, "open-notes")
    skill(src, "plat-deploy", "  groups: [platform]")
    skill(src, "data-etl", '  groups: "data"')
    cli("import", str(src), check=True)
    fin = skill(tmp_path / "fin", "fin-report")
    cli("import", "--groups", "finance", str(fin), check=True)
    keys = {
        "platform": cli("keys", "create", "--role", "reader", "--name", "plat", "--groups", "platform", check=True),
        "data": cli("keys", "create", "--role", "reader", "--name", "data", "--groups", "data", check=True),
        "admin": cli("keys", "create", "--role", "admin", "--name", "boss", check=True),
    }
    cli.tokens = {who: p.stdout.splitlines()[-1] for who, p in keys.items()}
    return cli


def slugs_of_list(text: str) -> set[str]:
    return {line.split(" ")[1] for line in text.splitlines() if line.startswith("- ")}


async def hidden_answers_as_missing(c: Client, hidden: set[str], ids: dict[str, str]) -> None:
    """Every tool and extension call on a hidden skill answers what it answers
    for one that does not exist (with the name swapped)."""
    async def text(tool: str, args: dict) -> tuple[bool, str]:
        r = await c.call_tool(tool, args)
        return bool(r.is_error), r.content[0].text

    missing_view = await text("skill_view", {"skill_slug": MISSING_SLUG})
    missing_view_id = await text("skill_view", {"skill_id": MISSING_ID})
    missing_file = await text("skill_file", {"skill_slug": MISSING_SLUG, "file_paths": ["notes.md"]})
    missing_file_id = await text("skill_file", {"skill_id": MISSING_ID, "file_paths": ["notes.md"]})
    assert missing_view[0] and missing_view_id[0]
    for slug in hidden:
        swap = lambda t: (t[0], t[1].replace(MISSING_SLUG, slug))  # noqa: E731
        swap_id = lambda t: (t[0], t[1].replace(MISSING_ID, ids[slug]))  # noqa: E731
        assert await text("skill_view", {"skill_slug": slug}) == swap(missing_view)
        assert await text("skill_view", {"skill_id": ids[slug]}) == swap_id(missing_view_id)
        assert await text("skill_file", {"skill_slug": slug, "file_paths": ["notes.md"]}) == swap(missing_file)
        assert await text("skill_file", {"skill_id": ids[slug], "file_paths": ["notes.md"]}) == swap_id(missing_file_id)
        for call in (lambda u: c.read_resource(u), lambda u: get_skill(c, u)):
            with pytest.raises(MCPError) as hidden_err:
                await call(f"skill://{slug}/SKILL.md")
            with pytest.raises(MCPError) as missing_err:
                await call(f"skill://{MISSING_SLUG}/SKILL.md")
            assert hidden_err.value.code == missing_err.value.code
            assert hidden_err.value.message == missing_err.value.message.replace(MISSING_SLUG, slug)


async def sees_exactly(c: Client, visible: set[str], ids: dict[str, str]) -> None:
    """Every reader of the MCP surface shows `visible` and nothing else."""
    listed = (await c.call_tool("skill_list", {})).content[0].text
    assert slugs_of_list(listed) == visible
    found = (await c.call_tool("skill_search", {"query": "skill things notes deploy etl report", "limit": 50}))
    assert slugs_of_list(found.content[0].text) == visible
    for slug in visible:
        view = await c.call_tool("skill_view", {"skill_id": ids[slug]})
        assert not view.is_error, slug
        files = await c.call_tool("skill_file", {"skill_slug": slug, "file_paths": ["notes.md"]})
        assert files.content[0].text == f"notes of {slug}\n"
    extension = await list_skills(c)
    assert {s["uri"].split("/")[2] for s in extension["skills"]} == visible
    resources = await c.list_resources()
    assert {str(r.uri).split("/")[2] for r in resources.resources} == visible
    await hidden_answers_as_missing(c, ALL - visible, ids)


def test_keys_list_shows_groups(grouped):
    table = grouped("keys", "list", check=True).stdout
    rows = {line.split()[-1]: line for line in table.splitlines()[1:]}
    assert " platform " in rows["plat"]
    assert " (all) " in rows["boss"]
    refused = grouped("keys", "create", "--role", "reader", "--groups", "Not Valid")
    assert refused.returncode != 0
    assert "group name 'Not Valid' is not valid" in refused.stderr
    assert grouped.skills()["fin-report"]["groups"] == ["finance"]
    assert grouped.skills()["plat-deploy"]["groups"] == ["platform"]


@pytest.mark.parametrize("mode", MODES)
async def test_each_key_sees_exactly_its_skills_over_http(grouped, mode):
    ids = grouped.ids()
    server = HttpServer(grouped, "--require-auth")
    try:
        for who, visible in SEES.items():
            async with http_client(server.url, mode, token=grouped.tokens[who]) as c:
                await sees_exactly(c, visible, ids)
    finally:
        assert server.stop() == 0, "\n".join(server.lines)


def test_the_gateway_api_and_its_etags_follow_the_key(grouped):
    ids = grouped.ids()
    server = HttpServer(grouped, "--require-auth")
    try:
        api = server.base + "/api/gateway"
        etags = {}
        for who, visible in SEES.items():
            h = {"Authorization": f"Bearer {grouped.tokens[who]}"}
            listing = httpx2.get(api + "/skills", headers=h)
            assert {s["slug"] for s in listing.json()["data"]} == visible
            etags[who] = listing.headers["etag"]
            again = httpx2.get(api + "/skills", headers={**h, "If-None-Match": etags[who]})
            assert again.status_code == 304
            found = httpx2.get(api + "/search", params={"q": "skill things", "limit": 50}, headers=h)
            assert {hit["skill"]["slug"] for hit in found.json()["data"]} == visible
            missing = httpx2.get(f"{api}/skills/{MISSING_SLUG}", headers=h)
            missing_id = httpx2.get(f"{api}/skills/{MISSING_ID}", headers=h)
            missing_files = httpx2.post(f"{api}/skills/{MISSING_SLUG}/files", json={"paths": ["notes.md"]}, headers=h)
            for slug in ALL:
                by_slug = httpx2.get(f"{api}/skills/{slug}", headers=h)
                by_id = httpx2.get(f"{api}/skills/{ids[slug]}", headers=h)
                files = httpx2.post(f"{api}/skills/{slug}/files", json={"paths": ["notes.md"]}, headers=h)
                if slug in visible:
                    assert by_slug.status_code == by_id.status_code == files.status_code == 200
                    continue
                assert (by_slug.status_code, by_slug.text) == (404, missing.text.replace(MISSING_SLUG, slug))
                assert (by_id.status_code, by_id.text) == (404, missing_id.text.replace(MISSING_ID, ids[slug]))
                assert (files.status_code, files.text) == (404, missing_files.text.replace(MISSING_SLUG, slug))
        # Each caller's listing has its own ETag: one key's cached copy is
        # never "current" for another.
        assert len(set(etags.values())) == 3
        h = {"Authorization": f"Bearer {grouped.tokens['data']}", "If-None-Match": etags["admin"]}
        assert httpx2.get(api + "/skills", headers=h).status_code == 200
        # The admin API sets groups (and refuses invalid ones); readers follow.
        admin = {"Authorization": f"Bearer {grouped.tokens['admin']}"}
        bad = httpx2.put(server.base + "/api/admin/skills/open-notes", json={"groups": ["Not Valid"]}, headers=admin)
        assert bad.status_code == 400
        assert "group name 'Not Valid' is not valid" in bad.json()["error"]
        put = httpx2.put(server.base + "/api/admin/skills/open-notes", json={"groups": ["finance"]}, headers=admin)
        assert put.status_code == 200, put.text
        assert put.json()["data"]["groups"] == ["finance"]
        data = {"Authorization": f"Bearer {grouped.tokens['data']}"}
        deadline = time.monotonic() + 30
        while True:
            seen = {s["slug"] for s in httpx2.get(api + "/skills", headers=data).json()["data"]}
            if seen == {"data-etl"} or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        assert seen == {"data-etl"}
    finally:
        assert server.stop() == 0, "\n".join(server.lines)


async def test_a_gateway_serves_what_its_key_sees(grouped, tmp_path):
    ids = grouped.ids()
    storage = storage_server(grouped)
    try:
        for who, visible in SEES.items():
            gateway_dir = tmp_path / f"gateway-{who}"
            gateway_dir.mkdir()
            params = gateway_params(grouped, gateway_dir, storage.base, grouped.tokens[who])
            async with Client(params) as c:
                await sees_exactly(c, visible, ids)
        refused = grouped("serve", "--remote", storage.base, "--remote-token", grouped.tokens["admin"], "--groups", "data")
        assert refused.returncode != 0
        assert "--groups limits a local library" in refused.stderr
    finally:
        assert storage.stop() == 0, "\n".join(storage.lines)


async def test_serve_groups_limits_stdio(grouped):
    ids = grouped.ids()
    async with Client(stdio_params(grouped, "--groups", "data")) as c:
        await sees_exactly(c, SEES["data"], ids)
    async with Client(stdio_params(grouped, "--groups", "platform,data")) as c:
        listed = (await c.call_tool("skill_list", {})).content[0].text
        assert slugs_of_list(listed) == {"open-notes", "plat-deploy", "data-etl"}
    async with Client(stdio_params(grouped)) as c:
        listed = (await c.call_tool("skill_list", {})).content[0].text
        assert slugs_of_list(listed) == ALL
