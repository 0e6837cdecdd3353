"""Fidelity on real published skills: every file of a skill is listed by
`skill_view` (symlinks and version-control or OS metadata aside), and every
file an agent is told about is readable, byte for byte and with a sensible
type, through `skill_file` and through `resources/read`.

The corpus (public skill repositories, snapshotted) is not part of this
repository, so the test is skipped unless SKILL_MCP_SHARED_DIR names a
folder holding `corpus/benign/`; `.ci/shared-checks` sets it.
"""

from __future__ import annotations

import base64
import os
import subprocess
from pathlib import Path

import pytest
from mcp import Client
from mcp.types import Implementation

from conftest import stdio_params
from test_skills_extension import list_skills

pytestmark = pytest.mark.anyio

CLIENT = Implementation(name="e2e-corpus", version="1.0")
SHARED = os.environ.get("SKILL_MCP_SHARED_DIR")
RASTER_MAGIC = {
    "image/png": (b"\x89PNG\r\n\x1a\n",),
    "image/jpeg": (b"\xff\xd8\xff",),
    "image/gif": (b"GIF87a", b"GIF89a"),
    "image/webp": (b"RIFF",),
}
BATCH = 100  # skill_file's limit per call
IMPORT_BOUND = 1800  # seconds: a bound against a hang, not a measurement


def corpus() -> Path:
    if not SHARED:
        pytest.skip("SKILL_MCP_SHARED_DIR is not set (the real-skill corpus lives outside the repository)")
    root = Path(SHARED) / "corpus" / "benign"
    assert root.is_dir(), f"SKILL_MCP_SHARED_DIR={SHARED} has no corpus/benign folder"
    return root


def is_text(data: bytes) -> bool:
    """The product's rule: UTF-8 without NUL is text."""
    if b"\x00" in data:
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def folders_by_slug(root: Path) -> dict[str, Path]:
    """Every skill folder of the corpus, by its folder name (the corpus's names are its slugs)."""
    found: dict[str, list[Path]] = {}
    for entry in sorted(root.rglob("SKILL.md")):
        found.setdefault(entry.parent.name, []).append(entry.parent)
    clashes = {slug: dirs for slug, dirs in found.items() if len(dirs) > 1}
    assert not clashes, f"folder names used twice, cannot map slugs to folders: {clashes}"
    return {slug: dirs[0] for slug, dirs in found.items()}


VCS_AND_OS_METADATA = {".git", ".svn", ".hg", ".DS_Store", "Thumbs.db", "desktop.ini"}


def unlisted(folder: Path, listed: list[str]) -> list[str]:
    """Files of a skill folder that skill_view does not list: everything but
    SKILL.md, symlinks (skipped by design) and version-control or OS
    metadata should be listed (a skill may point its agent at a dotfile)."""
    shown = set(listed)
    missing = []
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder)
        if path.is_symlink() or not path.is_file() or VCS_AND_OS_METADATA & set(rel.parts):
            continue
        if any((folder / parent / "SKILL.md").is_file() for parent in rel.parents if parent != Path(".")):
            continue  # a skill of its own
        if rel.as_posix() != "SKILL.md" and rel.as_posix() not in shown:
            missing.append(rel.as_posix())
    return missing


def listed_files(view_text: str) -> list[str]:
    line = next(l for l in view_text.splitlines() if l.startswith("[Available supporting files: "))
    listed = line.removeprefix("[Available supporting files: ").removesuffix("]")
    return [] if listed == "none" else listed.split(", ")


def check_item(where: str, expected: bytes, item) -> list[str]:
    """What is wrong with one skill_file content item, if anything."""
    if item.type == "text":
        if item.text.startswith("[ERROR "):
            return [f"{where}: listed but not readable: {item.text}"]
        if not is_text(expected):
            return [f"{where}: binary file served as text"]
        if item.text.encode("utf-8") != expected:
            return [f"{where}: text differs from the file"]
        return []
    if item.type == "image":
        data, mime = base64.b64decode(item.data), item.mime_type
        problems = [] if data == expected else [f"{where}: image bytes differ from the file"]
        if not any(data.startswith(m) for m in RASTER_MAGIC.get(mime, ())):
            problems.append(f"{where}: served as image {mime} but its bytes are not one")
        return problems
    if item.type == "resource":
        data, mime = base64.b64decode(item.resource.blob), item.resource.mime_type
        problems = [] if data == expected else [f"{where}: blob bytes differ from the file"]
        if is_text(expected):
            problems.append(f"{where}: UTF-8 text served as a base64 blob ({mime})")
        elif mime is None or mime.startswith("text/"):
            problems.append(f"{where}: binary file served with type {mime}")
        return problems
    return [f"{where}: unexpected content type {item.type}"]


async def test_every_listed_file_of_every_real_skill_reads_back_byte_for_byte(cli):
    root = corpus()
    for repo in sorted(p for p in root.iterdir() if p.is_dir()):
        # About 150 skills and 1,400 files: a debug build on a busy machine
        # needs longer than the CLI helper's bound.
        proc = subprocess.run(cli.argv("import", str(repo)), capture_output=True, text=True, timeout=IMPORT_BOUND)
        assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    folders = folders_by_slug(root)
    slugs = sorted(cli.skills())
    assert set(slugs) == set(folders), "every skill folder of the corpus is imported, and only those"
    problems: list[str] = []
    checked = 0
    async with Client(stdio_params(cli), client_info=CLIENT) as c:
        for slug in slugs:
            view = await c.call_tool("skill_view", {"skill_slug": slug})
            assert not view.is_error, view.content[0].text
            paths = listed_files(view.content[0].text)
            problems += [f"skill_view {slug}: does not list {rel}" for rel in unlisted(folders[slug], paths)]
            for start in range(0, len(paths), BATCH):
                batch = paths[start:start + BATCH]
                result = await c.call_tool("skill_file", {"skill_slug": slug, "file_paths": batch})
                assert not result.is_error, (slug, result.content[0])
                assert len(result.content) == len(batch)
                for path, item in zip(batch, result.content):
                    expected = (folders[slug] / path).read_bytes()
                    problems += check_item(f"skill_file {slug}/{path}", expected, item)
                    checked += 1

        cursor = None
        while True:
            page = await list_skills(c, cursor)
            for skill in page["skills"]:
                slug = skill["uri"].removeprefix("skill://").removesuffix("/SKILL.md")
                for resource in skill["resources"]:
                    path = resource["uri"].removeprefix(f"skill://{slug}/")
                    expected = (folders[slug] / path).read_bytes()
                    (item,) = (await c.read_resource(resource["uri"])).contents
                    where = f"resources/read {resource['uri']}"
                    if hasattr(item, "text"):
                        if not is_text(expected) or item.text.encode("utf-8") != expected:
                            problems.append(f"{where}: text differs from the file or the file is binary")
                    else:
                        if base64.b64decode(item.blob) != expected:
                            problems.append(f"{where}: blob bytes differ from the file")
                        if is_text(expected):
                            problems.append(f"{where}: UTF-8 text served as a base64 blob ({item.mime_type})")
                    checked += 1
            cursor = page.get("nextCursor")
            if cursor is None:
                break
    assert checked > 0
    assert problems == [], f"{len(problems)} of {checked} reads are wrong:\n" + "\n".join(problems)
