"""`serve --skills-dir DIR` keeps the library in step with the folder while
the server runs: edits and new skills appear, deleted skills disappear (only
those the folder put there), a half-edited SKILL.md does not take a skill
away, and deletions made while the server was stopped apply at the next
start. The official Python SDK drives the real binary over stdio."""

from __future__ import annotations

import shutil
from pathlib import Path

import anyio
import pytest
from mcp import Client
from mcp.types import Implementation

from conftest import stdio_params

pytestmark = pytest.mark.anyio

CLIENT = Implementation(name="e2e-skills-dir", version="1.0")


async def slugs(c: Client) -> list[str]:
    text = (await c.call_tool("skill_list", {})).content[0].text
    return [line.split()[1] for line in text.splitlines() if line.startswith("- ")]


async def eventually(what: str, check) -> None:
    """Polls `check` (an async predicate) for up to 30 s: a bound, not a measurement."""
    for _ in range(600):
        if await check():
            return
        await anyio.sleep(0.05)
    pytest.fail(f"never happened: {what}")


def skill(root: Path, name: str, body: str) -> Path:
    d = root / name
    d.mkdir(parents=True, exist_ok=True)
    (d / "SKILL.md").write_text(f"---\nname: {name}\ndescription: The {name} skill.\n---\n{body}\n", encoding="utf-8")
    return d


async def test_the_library_follows_the_folder(cli, fixtures_dir, project_fixtures, tmp_path):
    folder = tmp_path / "skills"
    shutil.copytree(fixtures_dir, folder)
    # Imported by hand, not from the folder: the folder never removes it.
    cli("import", str(project_fixtures / "extra"), check=True)
    params = stdio_params(cli, "--skills-dir", str(folder), "--watch-interval", "100")
    async with Client(params, client_info=CLIENT) as c:
        assert await slugs(c) == ["code-review", "data-kit", "prompt-writer", "technical-doc", "travel-phrasebook"]

        # An edit shows in the next view.
        md = folder / "prompt-writer" / "SKILL.md"
        md.write_text(md.read_text(encoding="utf-8") + "\n## Added while serving\n", encoding="utf-8")

        async def edited() -> bool:
            view = await c.call_tool("skill_view", {"skill_slug": "prompt-writer"})
            return "## Added while serving" in view.content[0].text

        await eventually("the edit to be served", edited)

        # A new skill appears; a deleted one disappears; data-kit stays.
        skill(folder, "fresh-skill", "# Fresh")
        shutil.rmtree(folder / "technical-doc")

        async def listed() -> bool:
            return await slugs(c) == ["code-review", "data-kit", "fresh-skill", "prompt-writer", "travel-phrasebook"]

        await eventually("the new skill in and the deleted one out", listed)

        # A SKILL.md saved half-edited does not take the skill away.
        before = (await c.call_tool("skill_view", {"skill_slug": "code-review"})).content[0].text
        (folder / "code-review" / "SKILL.md").write_text("---\nname: code-review\ndescription: [unclosed\n---\n", encoding="utf-8")
        skill(folder, "marker-skill", "# Marker")  # a later change proves the broken one was seen

        async def marker() -> bool:
            return "marker-skill" in await slugs(c)

        await eventually("the marker skill", marker)
        assert "code-review" in await slugs(c)
        assert (await c.call_tool("skill_view", {"skill_slug": "code-review"})).content[0].text == before

    # While stopped: fresh-skill is deleted, and prompt-writer is re-imported
    # by hand with other content (so it is no longer the folder's).
    shutil.rmtree(folder / "fresh-skill")
    other = skill(tmp_path / "elsewhere", "prompt-writer", "# Another prompt writer")
    cli("import", str(other), check=True)
    shutil.rmtree(folder / "prompt-writer")
    async with Client(params, client_info=CLIENT) as c:
        assert await slugs(c) == ["code-review", "data-kit", "marker-skill", "prompt-writer", "travel-phrasebook"]
        view = await c.call_tool("skill_view", {"skill_slug": "prompt-writer"})
        assert "# Another prompt writer" in view.content[0].text


async def test_a_missing_folder_is_a_clear_error(cli, tmp_path):
    missing = tmp_path / "nope"
    proc = cli("serve", "--skills-dir", str(missing))
    assert proc.returncode != 0
    assert f"cannot read the skills folder {missing}" in proc.stderr
