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

    # The audit log tells the folder's writes from the hand-made ones.
    import json

    audit = json.loads(cli("audit", "--limit", "1000", "--json", check=True).stdout)
    by = {(r["action"], r["target"]): r["actor"] for r in audit}
    assert by[("remove", "technical-doc")] == {"who": "skills-dir", "transport": "folder-sync"}
    assert by[("import", "fresh-skill")] == {"who": "skills-dir", "transport": "folder-sync"}
    assert by[("import", "data-kit")]["transport"] == "cli"


async def test_a_missing_folder_is_a_clear_error(cli, tmp_path):
    missing = tmp_path / "nope"
    proc = cli("serve", "--skills-dir", str(missing))
    assert proc.returncode != 0
    assert f"cannot read the skills folder {missing}" in proc.stderr


SWAPPER = """
import ctypes, os, sys, time
libc = ctypes.CDLL(None, use_errno=True)
pairs = [(os.fsencode(a), os.fsencode(b)) for a, b in zip(sys.argv[1::2], sys.argv[2::2])]
deadline = time.monotonic() + 300  # stops by itself whatever happens to the test
while time.monotonic() < deadline:
    for a, b in pairs:
        # renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE): an atomic swap of two names.
        if libc.renameat2(-100, a, -100, b, 2) != 0:
            sys.exit(f"renameat2: errno {ctypes.get_errno()}")
"""


@pytest.mark.skipif(not Path("/proc/self").exists(), reason="renameat2 is Linux-only")
async def test_a_link_swapped_in_is_never_served(cli, tmp_path):
    """Another process swaps a file and a folder of a watched skill with links
    to an outside secret, as fast as it can, while the server re-imports it:
    skill_view and skill_file never show the secret."""
    import subprocess
    import sys

    secret = "TOP-SECRET-e2e-4c1d"
    outside = tmp_path / "outside"
    (outside / "dir").mkdir(parents=True)
    (outside / "secret.md").write_text(secret)
    (outside / "dir" / "notes.md").write_text(secret)
    folder = tmp_path / "skills"
    d = skill(folder, "swapped", "# Swapped\nRead the guide and the notes.")
    (d / "refs").mkdir()
    (d / "refs" / "guide.md").write_text("harmless guide")
    (d / "sub").mkdir()
    (d / "sub" / "notes.md").write_text("harmless notes")
    (d / "refs" / "swap.md").symlink_to(outside / "secret.md")
    (d / "swap-dir").symlink_to(outside / "dir")

    params = stdio_params(cli, "--skills-dir", str(folder), "--watch-interval", "100")
    async with Client(params, client_info=CLIENT) as c:
        swapper = subprocess.Popen(
            [sys.executable, "-c", SWAPPER,
             str(d / "refs" / "guide.md"), str(d / "refs" / "swap.md"), str(d / "sub"), str(d / "swap-dir")],
        )
        try:
            changes = 0
            last = None
            # Bounded: until the served files changed 12 times (imports ran
            # mid-swap), at most 20,000 rounds (a round takes about 2 ms and
            # the watcher re-imports every half second or so; 5,000 rounds
            # once ended at exactly 12 changes on a loaded CI machine).
            for _ in range(20000):
                view = (await c.call_tool("skill_view", {"skill_slug": "swapped"})).content[0].text
                assert secret not in view
                files = await c.call_tool(
                    "skill_file",
                    {
                        "skill_slug": "swapped",
                        "file_paths": ["refs/guide.md", "refs/swap.md", "sub/notes.md", "swap-dir/notes.md"],
                    },
                )
                for block in files.content:
                    assert secret not in getattr(block, "text", ""), block
                listed = ("refs/guide.md" in view, "refs/swap.md" in view, "sub/notes.md" in view)
                if listed != last:
                    changes += 1
                    last = listed
                if changes > 12:
                    break
                assert swapper.poll() is None, "the swapper stopped"
            assert changes > 12, "the server never re-imported the skill while it was swapped"
        finally:
            swapper.kill()
            swapper.wait()
