"""The draft MCP Skills extension (SEP-2640) through the real binary and the
official Python SDK: the capability in `initialize`, `skills/list` and
`skills/get` (the SDK has no helpers for them, so they go through its
generic `send_request`), and every file as a `skill://` resource whose bytes
match the manifest's size and `sha256:` digest."""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path
from typing import Any, Literal

import anyio
import pytest
from mcp import Client, types
from mcp.shared.exceptions import MCPError
from mcp.types import Implementation
from pydantic import TypeAdapter

from conftest import stdio_params

pytestmark = pytest.mark.anyio

CLIENT = Implementation(name="e2e-skills-extension", version="1.0")
EXTENSION = "io.modelcontextprotocol/skills"
ANY = TypeAdapter(dict[str, Any])


class ListSkillsParams(types.RequestParams):
    cursor: str | None = None


class ListSkills(types.Request[ListSkillsParams, Literal["skills/list"]]):
    method: Literal["skills/list"] = "skills/list"
    params: ListSkillsParams


class GetSkillParams(types.RequestParams):
    uri: str


class GetSkill(types.Request[GetSkillParams, Literal["skills/get"]]):
    method: Literal["skills/get"] = "skills/get"
    params: GetSkillParams


async def list_skills(c: Client, cursor: str | None = None) -> dict:
    return await c.session.send_request(ListSkills(params=ListSkillsParams(cursor=cursor)), ANY)


async def get_skill(c: Client, uri: str) -> dict:
    return await c.session.send_request(GetSkill(params=GetSkillParams(uri=uri)), ANY)


async def read_bytes(c: Client, uri: str) -> tuple[bytes, str | None]:
    result = await c.read_resource(uri)
    assert len(result.contents) == 1
    item = result.contents[0]
    assert item.uri == uri
    if isinstance(item, types.TextResourceContents):
        return item.text.encode("utf-8"), item.mime_type
    return base64.b64decode(item.blob), item.mime_type


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_every_listed_file_is_readable_and_matches_its_digest(library, mode):
    async with Client(stdio_params(library), client_info=CLIENT, mode=mode) as c:
        caps = c.server_capabilities.model_dump(exclude_none=True)
        assert EXTENSION in caps.get("extensions", {}), caps
        assert "resources" in caps
        listed = await list_skills(c)
        skills = {s["frontmatter"]["name"]: s for s in listed["skills"]}
        assert sorted(skills) == ["code-review", "data-kit", "prompt-writer", "technical-doc", "travel-phrasebook"]
        assert listed.get("nextCursor") is None
        code_review = skills["code-review"]
        assert code_review["uri"] == "skill://code-review/SKILL.md"
        # Every frontmatter field the author wrote is kept.
        assert code_review["frontmatter"]["metadata"] == {"owner": "review-guild", "tier": "2"}
        assert code_review["frontmatter"]["version"] == "0.4.2"
        for name, skill in skills.items():
            assert (await get_skill(c, skill["uri"]))["skill"] == skill
            uris = [r["uri"] for r in skill["resources"]]
            assert skill["uri"] in uris
            for resource in skill["resources"]:
                data, _ = await read_bytes(c, resource["uri"])
                assert len(data) == resource["size"], resource["uri"]
                assert "sha256:" + hashlib.sha256(data).hexdigest() == resource["digest"], resource["uri"]
        # The same bytes as skill_file, binaries included.
        png, mime = await read_bytes(c, "skill://code-review/assets/review-flow.png")
        assert mime == "image/png" and png.startswith(b"\x89PNG")
        resources = await c.list_resources()
        assert sorted(r.uri for r in resources.resources) == sorted(s["uri"] for s in skills.values())


# The code for an unknown resource: -32002 until SEP-2164 (2026-07-28) made it -32602.
NOT_FOUND_CODE = {"legacy": -32002, "auto": -32602}


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_unknown_and_malformed_uris_are_errors_naming_the_uri(library, mode):
    async with Client(stdio_params(library), client_info=CLIENT, mode=mode) as c:
        for uri, message in [
            ("skill://no-such-skill/SKILL.md", "Skill 'no-such-skill' not found"),
            ("skill://code-review/references/missing.md", "'references/missing.md' is not a file of skill 'code-review'"),
            ("skill://code-review/Scripts/LINT.sh",
             "'Scripts/LINT.sh' is not a file of skill 'code-review'; did you mean 'scripts/lint.sh'?"),
            ("file:///etc/passwd", "'file:///etc/passwd' is not a skill resource: they look like skill://<slug>/<path>"),
            ("skill://code-review/%2e%2e/%2e%2e/etc/passwd",
             "'skill://code-review/%2e%2e/%2e%2e/etc/passwd' is not a skill resource: they look like skill://<slug>/<path>"),
        ]:
            with pytest.raises(MCPError) as err:
                await c.read_resource(uri)
            assert err.value.message == message
            # The MCP error for an unknown resource, naming it in data.uri.
            assert err.value.code == NOT_FOUND_CODE[mode], uri
            assert err.value.data == {"uri": uri}
        with pytest.raises(MCPError) as err:
            await get_skill(c, "skill://no-such-skill/SKILL.md")
        assert "No skill is served at 'skill://no-such-skill/SKILL.md'; skills/list gives the URIs" in str(err.value)
        with pytest.raises(MCPError) as err:
            await list_skills(c, cursor="nope")
        assert "Invalid cursor 'nope'" in str(err.value)


async def test_a_skill_whose_name_is_not_its_slug_is_served_by_tools_only(cli, project_fixtures):
    # bad/Not_Kebab is imported under a derived slug with a finding.
    cli("import", str(project_fixtures / "bad" / "Not_Kebab"), check=True)
    slug = next(iter(cli.skills()))
    async with Client(stdio_params(cli), client_info=CLIENT) as c:
        assert (await list_skills(c))["skills"] == []
        view = await c.call_tool("skill_view", {"skill_slug": slug})
        assert not view.is_error
        # Its files are still resources, at the slug it is served under.
        data, _ = await read_bytes(c, f"skill://{slug}/SKILL.md")
        assert data.startswith(b"---")


async def test_pages_of_100(cli, tmp_path):
    src = tmp_path / "many"
    for i in range(130):
        d = src / f"skill-{i:03d}"
        d.mkdir(parents=True)
        (d / "SKILL.md").write_text(f"---\nname: skill-{i:03d}\ndescription: Skill {i}.\n---\n# {i}\n", encoding="utf-8")
    cli("import", str(src), check=True)
    async with Client(stdio_params(cli), client_info=CLIENT) as c:
        first = await list_skills(c)
        assert len(first["skills"]) == 100 and first["nextCursor"] == "100"
        second = await list_skills(c, cursor=first["nextCursor"])
        assert len(second["skills"]) == 30 and second.get("nextCursor") is None
        names = [s["frontmatter"]["name"] for s in first["skills"] + second["skills"]]
        assert names == [f"skill-{i:03d}" for i in range(130)]


async def test_reads_match_the_manifest_the_client_last_saw(cli, tmp_path):
    """A new version lands between skills/get and resources/read: the read
    still matches the digests the client holds; after skills/list shows the
    new manifest, reads match that one."""
    def write(version: int):
        d = tmp_path / f"v{version}" / "notes"
        d.mkdir(parents=True)
        (d / "SKILL.md").write_text(f"---\nname: notes\ndescription: Notes v{version}.\n---\n# Notes\n", encoding="utf-8")
        (d / "guide.md").write_text(f"guide v{version}\n", encoding="utf-8")
        return d

    cli("import", str(write(1)), check=True)
    async with Client(stdio_params(cli), client_info=CLIENT) as c:
        v1 = (await get_skill(c, "skill://notes/SKILL.md"))["skill"]
        cli("import", str(write(2)), check=True)
        for _ in range(300):
            latest = (await list_skills(c))["skills"][0]
            if latest != v1:
                break
            await anyio.sleep(0.05)
        assert latest["frontmatter"]["description"] == "Notes v2."
        # skills/list showed v2, so reads now follow v2's digests...
        data, _ = await read_bytes(c, "skill://notes/guide.md")
        assert data == b"guide v2\n"
        digests = {r["uri"]: r["digest"] for r in latest["resources"]}
        assert "sha256:" + hashlib.sha256(data).hexdigest() == digests["skill://notes/guide.md"]

    async with Client(stdio_params(cli), client_info=CLIENT) as c:
        v2 = (await get_skill(c, "skill://notes/SKILL.md"))["skill"]
        cli("import", str(write(3)), check=True)
        async with Client(stdio_params(cli), client_info=CLIENT) as other:
            for _ in range(300):
                if (await get_skill(other, "skill://notes/SKILL.md"))["skill"]["frontmatter"]["description"] == "Notes v3.":
                    break
                await anyio.sleep(0.05)
        # ...and this connection, whose last manifest is v2, still reads v2.
        data, _ = await read_bytes(c, "skill://notes/guide.md")
        assert data == b"guide v2\n"
        digests = {r["uri"]: r["digest"] for r in v2["resources"]}
        assert "sha256:" + hashlib.sha256(data).hexdigest() == digests["skill://notes/guide.md"]


def notes_version(root: Path, version: int) -> Path:
    d = root / f"n{version}" / "notes"
    d.mkdir(parents=True)
    (d / "SKILL.md").write_text(f"---\nname: notes\ndescription: Notes v{version}.\n---\n# Notes v{version}\n", encoding="utf-8")
    (d / "guide.md").write_text(f"guide v{version}\n", encoding="utf-8")
    return d


async def test_the_tools_and_the_extension_keep_their_own_pins(cli, tmp_path):
    """A host refreshing skills/list between the model's skill_view and
    skill_file must not move the version the model read."""
    cli("import", str(notes_version(tmp_path, 1)), check=True)
    async with Client(stdio_params(cli), client_info=CLIENT) as c:
        view = await c.call_tool("skill_view", {"skill_slug": "notes"})
        assert "# Notes v1" in view.content[0].text
        cli("import", str(notes_version(tmp_path, 2)), check=True)
        for _ in range(300):
            listed = (await list_skills(c))["skills"][0]
            if listed["frontmatter"]["description"] == "Notes v2.":
                break
            await anyio.sleep(0.05)
        assert listed["frontmatter"]["description"] == "Notes v2."
        files = await c.call_tool("skill_file", {"skill_slug": "notes", "file_paths": ["guide.md"]})
        assert files.content[0].text == "guide v1\n"
        data, _ = await read_bytes(c, "skill://notes/guide.md")
        assert data == b"guide v2\n"


async def test_stateless_http_reads_pin_with_meta(cli, tmp_path):
    from test_consistency import VERSION_META, http_server

    cli("import", str(notes_version(tmp_path, 1)), check=True)
    with http_server(cli) as url:
        async with Client(url, client_info=CLIENT) as c:
            v1 = await get_skill(c, "skill://notes/SKILL.md")
            pin = v1["skill"]["_meta"][VERSION_META]
            cli("import", str(notes_version(tmp_path, 2)), check=True)
            for _ in range(300):
                if (await get_skill(c, "skill://notes/SKILL.md"))["skill"]["frontmatter"]["description"] == "Notes v2.":
                    break
                await anyio.sleep(0.05)
            pinned = await c.read_resource("skill://notes/guide.md", meta={VERSION_META: pin})
            assert pinned.contents[0].text == "guide v1\n"
            # No session: without the pin, the published version.
            assert (await c.read_resource("skill://notes/guide.md")).contents[0].text == "guide v2\n"
