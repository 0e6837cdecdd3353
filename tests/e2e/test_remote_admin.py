"""Remote administration through the real binary, on SQLite and PostgreSQL:
`skill-mcp --server URL --token KEY ...` against `serve --http`, for import
(a folder packed on the fly, and archives), list, show, history, diff,
rollback (byte-identical, read back through the official MCP SDK), audit and
keys; wrong, revoked and reader keys; and a hostile folder refused before
anything is uploaded.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import tarfile
import zipfile
from pathlib import Path

import pytest

from conftest import SKILL_FIXTURES
from test_history import SLUG, V1_FILES, V2_FILES, read_skill, write_skill
from test_http_mcp import HttpServer
from test_replicas import run

pytestmark = pytest.mark.anyio


class DbCli:
    """What HttpServer needs: the argv of `skill-mcp <db args> ...`."""

    def __init__(self, binary: Path, db: list[str]):
        self.binary = binary
        self.db = db

    def argv(self, *args: str) -> list[str]:
        return [str(self.binary), *self.db, *args]


def tar_gz(folder: Path) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        tar.add(folder, arcname=folder.name)
    return buf.getvalue()


def zip_of(folder: Path) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for p in sorted(folder.rglob("*")):
            if p.is_file():
                z.write(p, f"{folder.name}/{p.relative_to(folder)}")
    return buf.getvalue()


@pytest.fixture
def server(skill_mcp_bin, db):
    """A server on a fresh library, and the admin key `boot` made locally for it."""
    token = run(skill_mcp_bin, *db, "keys", "create", "--role", "admin", "--name", "boot").stdout.splitlines()[-1]
    srv = HttpServer(DbCli(skill_mcp_bin, db))
    yield srv, token
    assert srv.stop() == 0, "\n".join(srv.lines)


def remote(binary: Path, base: str, token: str, *args: str, check: bool = True):
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILL_MCP_")}
    import subprocess

    proc = subprocess.run(
        [str(binary), "--server", base, "--token", token, *args], capture_output=True, text=True, timeout=120, env=env
    )
    if check and proc.returncode != 0:
        raise AssertionError(f"remote {' '.join(args)} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}")
    return proc


async def test_publish_inspect_roll_back_remotely(skill_mcp_bin, db, server, tmp_path):
    srv, token = server
    base = srv.base

    def r(*args: str, check: bool = True):
        return remote(skill_mcp_bin, base, token, *args, check=check)

    # A folder of two skills, packed on the fly.
    src = tmp_path / "src"
    write_skill(src / SLUG, "1.0.0", "# Demo\nDo it once.", V1_FILES)
    shutil.copytree(SKILL_FIXTURES / "code-review", src / "code-review")
    out = r("import", str(src)).stdout
    assert "created   code-review (revision 1, published)" in out, out
    assert "created   history-demo (revision 1, published)" in out, out
    assert out.endswith("2 created, 0 updated, 0 unchanged, 0 failed\n"), out
    v1 = await read_skill(skill_mcp_bin, db)

    # A .tar.gz archive is uploaded as is; a .zip with --groups.
    write_skill(tmp_path / "v2" / SLUG, "1.1.0", "# Demo\nDo it twice.", V2_FILES)
    archive = tmp_path / "v2.tar.gz"
    archive.write_bytes(tar_gz(tmp_path / "v2" / SLUG))
    out = r("import", str(archive)).stdout
    assert "updated   history-demo (revision 2, published)" in out, out
    assert out.endswith("0 created, 1 updated, 0 unchanged, 0 failed\n"), out
    zipped = tmp_path / "pw.zip"
    zipped.write_bytes(zip_of(SKILL_FIXTURES / "prompt-writer"))
    r("import", "--groups", "eng,ops", str(zipped))
    assert "groups:       eng,ops\n" in r("show", "prompt-writer").stdout

    # list and show: the local commands' formats.
    listed = r("list").stdout.splitlines()
    assert [line.split()[0] for line in listed] == ["code-review", "history-demo", "prompt-writer"], listed
    rows = json.loads(r("list", "--json").stdout)
    assert [(s["slug"], s["revision"]) for s in rows] == [("code-review", 1), ("history-demo", 2), ("prompt-writer", 1)]
    shown = r("show", SLUG).stdout
    assert "revision:     2\n" in shown and "version:      1.1.0\n" in shown, shown
    assert "  references/new.md" in shown, shown

    # history and diff, as the server's admin API answers them.
    history = json.loads(r("history", SLUG, "--json").stdout)
    assert [(h["revision"], h["version"], h["current"]) for h in history] == [(1, "1.0.0", False), (2, "1.1.0", True)]
    assert history[1]["actor"] == {"who": "boot", "transport": "http"}
    table = r("history", SLUG).stdout
    assert table.splitlines()[0].startswith("REV   HASH") and table.endswith("* current revision\n"), table
    assert "boot (http)" in table, table
    text = r("diff", SLUG, "1").stdout
    assert "-version: 1.0.0\n+version: 1.1.0\n" in text, text
    assert "+Step 2, \\u{1b}[31mrevised\\u{1b}[0m.\n" in text and "\x1b" not in text, text
    assert "removed assets/logo.png (binary): 11 bytes sha256:" in text, text

    # rollback: revision 1's bytes again, as the MCP SDK reads them.
    out = json.loads(r("rollback", SLUG, "--to", "1", "--json").stdout)
    assert (out["from_revision"], out["revision"]) == (1, 3)
    assert out["content_hash"] == history[0]["contentHash"]
    assert await read_skill(skill_mcp_bin, db) == v1
    assert json.loads(r("diff", SLUG, "1", "--json").stdout)["files"] == []
    missing = r("rollback", SLUG, "--to", "9", check=False)
    assert missing.returncode == 1
    assert missing.stderr == (
        f"error: skill '{SLUG}' has no revision 9; `skill-mcp history {SLUG}` lists its revisions (404 Not Found)\n"
    ), missing.stderr

    # remove
    assert r("remove", "code-review").stdout == "removed code-review\n"
    assert [s["slug"] for s in json.loads(r("list", "--json").stdout)] == [SLUG, "prompt-writer"]

    # Every write is audited with the calling key's name and the transport.
    audit = json.loads(r("audit", "--json").stdout)
    assert [a["action"] for a in audit][:3] == ["remove", "rollback", "import"]
    assert all(a["actor"] == {"who": "boot", "transport": "http"} for a in audit if a["action"] != "key-create")


async def test_keys_remotely(skill_mcp_bin, db, server):
    srv, token = server
    base = srv.base

    def r(*args: str, check: bool = True, key: str = token):
        return remote(skill_mcp_bin, base, key, *args, check=check)

    created = r("keys", "create", "--role", "reader", "--name", "ci-reader", "--groups", "eng").stdout.splitlines()
    assert created[0].startswith("Created reader key ") and created[0].endswith(
        " (ci-reader) for groups eng. Store it now: it is shown only this once."
    ), created
    reader = created[-1]
    assert reader.startswith("skm_")
    dup = r("keys", "create", "--role", "reader", "--name", "ci-reader", check=False)
    assert dup.returncode == 1
    assert dup.stderr == (
        "error: An unrevoked key is already named 'ci-reader': choose another name, or revoke that key first (409 Conflict)\n"
    ), dup.stderr
    unnamed = r("keys", "create", "--role", "reader", check=False)
    assert "give the key a --name" in unnamed.stderr, unnamed.stderr

    keys = json.loads(r("keys", "list", "--json").stdout)
    assert sorted((k["name"], k["role"], k["revoked_at"] is None) for k in keys) == [
        ("boot", "admin", True),
        ("ci-reader", "reader", True),
    ]
    assert "hash" not in json.dumps(keys).lower() and reader not in json.dumps(keys)
    table = r("keys", "list").stdout
    assert "reader  active    eng" in table, table

    # A reader key may not administer: the exact error.
    refused = r("list", check=False, key=reader)
    assert refused.returncode == 1
    assert refused.stderr == (
        f"error: {base} refused the key (403): This API key has the 'reader' role; this route needs an 'admin' key;"
        " administration needs an admin key (`skill-mcp keys create --role admin` on the server)\n"
    ), refused.stderr

    # Revoke by name: the key stops working at once.
    out = r("keys", "revoke", "ci-reader").stdout
    reader_id = next(k["id"] for k in keys if k["name"] == "ci-reader")
    assert out == f"revoked {reader_id}\n"
    gone = r("list", check=False, key=reader)
    assert gone.returncode == 1
    assert gone.stderr == f"error: {base} refused the key (401): it is unknown or revoked; check --token or SKILL_MCP_TOKEN\n"
    again = r("keys", "revoke", "ci-reader", check=False)
    assert again.stderr == (
        "error: No unrevoked key is named 'ci-reader'; see GET /api/admin/keys (404 Not Found)\n"
    ), again.stderr

    # A wrong key gets the same 401 text.
    wrong = r("list", check=False, key="skm_" + "A" * 43)
    assert wrong.stderr == gone.stderr

    # The key changes are audited under the caller's name.
    audit = json.loads(r("audit", "--json").stdout)
    assert [(a["action"], a["actor"]["who"], a["actor"]["transport"]) for a in audit[:2]] == [
        ("key-revoke", "boot", "http"),
        ("key-create", "boot", "http"),
    ]


async def test_hostile_folder_is_refused_before_upload(skill_mcp_bin, db, server, tmp_path):
    srv, token = server
    base = srv.base
    (tmp_path / "secret.txt").write_text("do not upload\n")
    src = tmp_path / "src"
    shutil.copytree(SKILL_FIXTURES / "code-review", src / "code-review")
    write_skill(src / SLUG, "1.0.0", "# Demo", {"references/guide.md": b"guide\n"})
    (src / SLUG / "references" / "leak.txt").symlink_to(tmp_path / "secret.txt")

    before = remote(skill_mcp_bin, base, token, "audit", "--json").stdout
    out = remote(skill_mcp_bin, base, token, "import", str(src), check=False)
    assert out.returncode == 1
    assert f"failed    {src / SLUG}/references/leak.txt: skipped a symbolic link;" in out.stdout, out.stdout
    assert f"          {src}: refused before upload; nothing was sent\n" in out.stdout, out.stdout
    assert out.stdout.endswith("0 created, 0 updated, 0 unchanged, 1 failed\n"), out.stdout
    # Nothing was stored: not even the folder's harmless skill.
    assert remote(skill_mcp_bin, base, token, "list").stdout.startswith("No skills are stored.")
    assert remote(skill_mcp_bin, base, token, "audit", "--json").stdout == before


def test_errors_without_a_server(skill_mcp_bin, tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILL_MCP_")}
    import subprocess

    def cli(*args: str):
        return subprocess.run([str(skill_mcp_bin), *args], capture_output=True, text=True, timeout=60, env=env)

    closed = cli("--server", "http://127.0.0.1:1", "--token", "skm_x", "list")
    assert closed.returncode == 1
    assert closed.stderr.startswith("error: cannot connect to http://127.0.0.1:1: "), closed.stderr
    assert closed.stderr.endswith("; is `skill-mcp serve --http` running there?\n"), closed.stderr
    serve = cli("--server", "http://127.0.0.1:1", "--token", "skm_x", "serve")
    assert serve.stderr == (
        "error: `serve` cannot run with --server: it serves a library, it does not administer one;"
        " leave out --server (and SKILL_MCP_SERVER)\n"
    ), serve.stderr
    no_token = cli("--server", "http://127.0.0.1:1", "list")
    assert no_token.stderr.startswith("error: --server needs --token KEY (or SKILL_MCP_TOKEN)"), no_token.stderr
    clear = cli("--server", "http://skills.invalid", "--token", "skm_x", "list")
    assert clear.stderr.startswith(
        "warning: http://skills.invalid is plain http to a host other than this machine: the admin key travels in clear; use https\n"
    ), clear.stderr
    bad = cli("--server", "skills.example:3000", "--token", "skm_x", "list")
    assert "is not a server URL" in bad.stderr, bad.stderr
