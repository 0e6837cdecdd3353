"""Versions through the real binary, on SQLite and on PostgreSQL: history,
diff, rollback (byte-identical to the old revision, as the official MCP SDK
reads it), the audit log, retention pins, and history surviving `migrate`.

PostgreSQL runs use a fresh database on SKILL_MCP_TEST_PG_URL (default
postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters
from mcp.types import Implementation

from conftest import ADMIN_URL, psql, with_database
from test_replicas import run

pytestmark = pytest.mark.anyio

CLIENT = Implementation(name="e2e-history", version="1.0")
SLUG = "history-demo"


def write_skill(folder: Path, version: str, body: str, files: dict[str, bytes]) -> Path:
    """Replaces the folder's content with SKILL.md and `files`."""
    if folder.exists():
        for p in sorted(folder.rglob("*"), reverse=True):
            p.unlink() if p.is_file() else p.rmdir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(
        f"---\nname: {SLUG}\ndescription: A skill whose history is inspected.\nversion: {version}\n---\n{body}\n",
        encoding="utf-8",
    )
    for path, data in files.items():
        target = folder / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return folder


V1_FILES = {
    "references/guide.md": b"# Guide\nStep one.\nStep two.\n",
    "assets/logo.png": b"\x89PNG\r\n\x1a\n\x00\x01\x02",
}
V2_FILES = {
    "references/guide.md": b"# Guide\nStep one.\nStep 2, \x1b[31mrevised\x1b[0m.\n",
    "references/new.md": b"Added in 1.1.0\n",
}


async def read_skill(binary: Path, db: list[str]) -> tuple[str, list[dict]]:
    """skill_view's text and skill_file's content for every file of v1 and v2, via the SDK."""
    params = StdioServerParameters(command=str(binary), args=[*db, "serve"])
    async with Client(params, client_info=CLIENT) as c:
        view = await c.call_tool("skill_view", {"skill_slug": SLUG})
        assert not view.is_error, view.content
        paths = sorted(set(V1_FILES) | set(V2_FILES))
        files = []
        for p in paths:
            r = await c.call_tool("skill_file", {"skill_slug": SLUG, "file_paths": [p]})
            files.append({"path": p, "error": r.is_error, "content": [item.model_dump() for item in r.content]})
        return view.content[0].text, files


def cli_json(binary: Path, db: list[str], *args: str):
    return json.loads(run(binary, *db, *args, "--json").stdout)


async def test_publish_inspect_roll_back(skill_mcp_bin, db, tmp_path):
    folder = tmp_path / "src" / SLUG
    run(skill_mcp_bin, *db, "import", str(write_skill(folder, "1.0.0", "# Demo\nDo it once.", V1_FILES)))
    v1 = await read_skill(skill_mcp_bin, db)
    run(skill_mcp_bin, *db, "import", str(write_skill(folder, "1.1.0", "# Demo\nDo it twice.", V2_FILES)))
    v2 = await read_skill(skill_mcp_bin, db)
    assert v2 != v1

    history = cli_json(skill_mcp_bin, db, "history", SLUG)
    assert [(h["revision"], h["version"], h["current"], h["kept"]) for h in history] == [
        (1, "1.0.0", False, True),
        (2, "1.1.0", True, True),
    ]
    assert history[1]["changed"] == ["SKILL.md", "assets/logo.png", "references/guide.md", "references/new.md"]
    assert history[0]["actor"]["transport"] == "cli" and history[0]["actor"]["who"].startswith("cli:")

    # The text diff: SKILL.md and guide.md line by line, control characters
    # escaped, the binary file by size and digest.
    text = run(skill_mcp_bin, *db, "diff", SLUG, "1").stdout
    assert "--- a/SKILL.md\n+++ b/SKILL.md\n" in text, text
    assert "-version: 1.0.0\n+version: 1.1.0\n" in text, text
    assert "+Step 2, \\u{1b}[31mrevised\\u{1b}[0m.\n" in text, text
    assert "\x1b" not in text
    assert "removed assets/logo.png (binary): 11 bytes sha256:" in text and "-> absent" in text, text
    diff = cli_json(skill_mcp_bin, db, "diff", SLUG, "1", "2")
    assert [(f["path"], f["change"], f["text"]) for f in diff["files"]] == [
        ("SKILL.md", "modified", True),
        ("assets/logo.png", "removed", False),
        ("references/guide.md", "modified", True),
        ("references/new.md", "added", True),
    ]

    # Rollback publishes revision 1's content as revision 3: byte-identical.
    out = cli_json(skill_mcp_bin, db, "rollback", SLUG, "--to", "1")
    assert (out["from_revision"], out["revision"]) == (1, 3)
    assert out["content_hash"] == history[0]["contentHash"]
    assert await read_skill(skill_mcp_bin, db) == v1
    assert cli_json(skill_mcp_bin, db, "diff", SLUG, "1")["files"] == []

    audit = cli_json(skill_mcp_bin, db, "audit")
    assert [a["action"] for a in audit] == ["rollback", "import", "import"]
    assert audit[0]["target"] == SLUG and audit[0]["detail"].startswith("revision 3 = revision 1 (")

    # Bad input: the exact errors a user sees.
    missing = run(skill_mcp_bin, *db, "rollback", SLUG, "--to", "9", check=False)
    assert missing.returncode == 1
    assert f"skill '{SLUG}' has no revision 9; `skill-mcp history {SLUG}` lists its revisions" in missing.stderr
    zero = run(skill_mcp_bin, *db, "diff", SLUG, "0", check=False)
    assert zero.returncode == 2 and "0 is not in 1.." in zero.stderr, zero.stderr
    nobody = run(skill_mcp_bin, *db, "history", "no-such-skill", check=False)
    assert "skill 'no-such-skill' is not in the library" in nobody.stderr

    # Retention: with --keep-revisions 1, revisions superseded within the
    # pin grace (what a catalog may still serve) are kept all the same.
    run(skill_mcp_bin, *db, "--keep-revisions", "1", "import",
        str(write_skill(folder, "1.2.0", "# Demo\nThrice.", V1_FILES)))
    kept = [h["kept"] for h in cli_json(skill_mcp_bin, db, "history", SLUG)]
    assert kept == [True, True, True, True]


async def test_history_survives_migrate(skill_mcp_bin, db, tmp_path):
    folder = tmp_path / "src" / SLUG
    run(skill_mcp_bin, *db, "import", str(write_skill(folder, "1.0.0", "# Demo\nOne.", V1_FILES)))
    run(skill_mcp_bin, *db, "import", str(write_skill(folder, "1.1.0", "# Demo\nTwo.", V2_FILES)))
    run(skill_mcp_bin, *db, "rollback", SLUG, "--to", "1")
    before = await read_skill(skill_mcp_bin, db)

    source = db[1] if db[0] == "--database-url" else f"sqlite://{Path(db[1]) / 'skill-mcp.db'}"
    if db[0] == "--database-url":
        target = ["--data-dir", str(tmp_path / "copy")]
        target_url = f"sqlite://{tmp_path / 'copy' / 'skill-mcp.db'}"
        cleanup = None
    else:
        import uuid

        cleanup = f"skill_mcp_e2e_{uuid.uuid4().hex}"
        psql(f"CREATE DATABASE {cleanup}")
        target_url = with_database(ADMIN_URL, cleanup)
        target = ["--database-url", target_url]
    try:
        out = run(skill_mcp_bin, "migrate", "--from", source, "--to", target_url).stdout
        assert "3 versions (3 with their files), 3 audit rows" in out, out
        for args in (["history", SLUG], ["diff", SLUG, "1", "2"]):
            assert cli_json(skill_mcp_bin, target, *args) == cli_json(skill_mcp_bin, db, *args), args
        # The audit log arrives as it was, with the copy itself on top.
        copied, original = cli_json(skill_mcp_bin, target, "audit"), cli_json(skill_mcp_bin, db, "audit")
        strip = lambda rows: [{k: v for k, v in r.items() if k != "seq"} for r in rows]  # noqa: E731
        assert strip(copied[1:]) == strip(original)
        assert (copied[0]["action"], copied[0]["actor"]["transport"]) == ("migrate", "migrate")
        assert copied[0]["detail"].startswith("copied 1 skills and 3 revisions from ")
        assert await read_skill(skill_mcp_bin, target) == before
        # The copy rolls back like the original.
        run(skill_mcp_bin, *target, "rollback", SLUG, "--to", "2")
        assert cli_json(skill_mcp_bin, target, "diff", SLUG, "2")["files"] == []
    finally:
        if cleanup:
            psql(f"DROP DATABASE IF EXISTS {cleanup} WITH (FORCE)")
