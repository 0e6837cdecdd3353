"""The repository stands alone: a fresh clone passes scripts/test.sh with
nothing beside it. No tracked file outside `.ci/` reads the team's shared
folder, every relative link of the docs resolves inside the repository,
docs/tools.md quotes the texts the server really sends, and scripts/test.sh
stops with one sentence when PostgreSQL cannot be reached."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest
from mcp import Client
from mcp.types import Implementation

from conftest import REPO, stdio_params

# Spelled in two parts so that this file does not mention what it forbids.
SHARED = "../" + "shared"
DOCS = [REPO / "README.md", REPO / "ARCHITECTURE.md", *sorted((REPO / "docs").glob("*.md"))]
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)|!\[[^\]]*\]\(([^)\s]+)\)")


def tracked_files() -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True).stdout
        return [REPO / name for name in out.decode().split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        skip = {".git", ".venv", "target", "node_modules"}
        return [p for p in REPO.rglob("*") if p.is_file() and not skip & set(p.relative_to(REPO).parts)]


def test_no_tracked_file_outside_ci_reads_the_shared_folder():
    offenders = []
    for path in tracked_files():
        rel = path.relative_to(REPO)
        if rel.parts[0] == ".ci" or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        offenders += [f"{rel}:{n}" for n, line in enumerate(text.splitlines(), 1) if SHARED in line]
    assert offenders == [], "only .ci/ may use the shared folder (a fresh clone has none)"


def slugify(heading: str) -> str:
    """GitHub's anchor for a heading."""
    text = re.sub(r"[`*]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    found: set[str] = set()
    in_code = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and line.startswith("#"):
            found.add(slugify(line.lstrip("#")))
    return found


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(REPO)))
def test_every_relative_link_resolves_inside_the_repository(doc):
    assert doc.is_file()
    text = re.sub(r"```.*?```", "", doc.read_text(encoding="utf-8"), flags=re.S)
    broken = []
    for match in LINK.finditer(text):
        target = match.group(1) or match.group(2)
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, ...
            continue
        file_part, _, anchor = target.partition("#")
        dest = (doc.parent / file_part).resolve() if file_part else doc
        if not dest.is_relative_to(REPO.resolve()):
            broken.append(f"{target}: outside the repository")
        elif not dest.exists():
            broken.append(f"{target}: no such file")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            broken.append(f"{target}: no heading '{anchor}'")
    assert broken == []


def fenced_texts(path: Path) -> set[str]:
    """The contents of every ```text block."""
    return {m.strip("\n") for m in re.findall(r"```text\n(.*?)```", path.read_text(encoding="utf-8"), flags=re.S)}


@pytest.mark.anyio
async def test_docs_tools_quotes_every_tool_description_and_the_instructions(cli):
    quoted = fenced_texts(REPO / "docs" / "tools.md")
    async with Client(stdio_params(cli), client_info=Implementation(name="docs-check", version="1")) as c:
        tools = (await c.list_tools()).tools
        instructions = c.instructions
    assert {t.name for t in tools} >= {"skill_list", "skill_view", "skill_file", "skill_search", "agentkey_skill_meta"}
    for tool in tools:
        assert tool.description in quoted, f"docs/tools.md does not quote the description of {tool.name}"
    assert instructions in quoted, "docs/tools.md does not quote the initialize instructions"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def test_test_script_stops_with_one_sentence_when_postgres_does_not_answer():
    """Nothing listens on port 1: the script names the problem and what to
    do in one line, before building or testing anything."""
    env = dict(os.environ, SKILL_MCP_TEST_PG_URL="postgres://postgres@127.0.0.1:1/postgres")
    proc = subprocess.run(
        [str(REPO / "scripts" / "test.sh")], env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr == (
        "scripts/test.sh: PostgreSQL does not answer at SKILL_MCP_TEST_PG_URL (127.0.0.1:1): start it there, "
        "or unset SKILL_MCP_TEST_PG_URL to use a local server on 127.0.0.1:5432.\n"
    )
