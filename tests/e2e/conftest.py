"""Shared fixtures for the end-to-end suite.

Every test here starts the real `skill-mcp` binary (built by `.ci/run`, or
named by SKILL_MCP_BIN) and talks to it with the official Python MCP SDK.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

REPO = Path(__file__).resolve().parents[2]
PROJECT_FIXTURES = REPO / "tests" / "fixtures"
SKILL_FIXTURES = PROJECT_FIXTURES / "skills"
GOLDEN = Path(__file__).resolve().parent / "golden"
# The PostgreSQL server the tests create their databases on (each test its own).
ADMIN_URL = os.environ.get("SKILL_MCP_TEST_PG_URL", "postgres://postgres@127.0.0.1:5432/postgres")


def _binary() -> Path:
    path = Path(os.environ.get("SKILL_MCP_BIN", REPO / "target" / "debug" / "skill-mcp"))
    if not path.exists():
        pytest.exit(f"{path} does not exist: build it with `cargo build -p skill-mcp` (or run .ci/run)", 2)
    return path


@pytest.fixture(scope="session")
def skill_mcp_bin() -> Path:
    """Path of the built skill-mcp binary."""
    return _binary()


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="session")
def fixtures_dir() -> Path:
    """The project's fixture library of good skills (tests/fixtures/skills)."""
    return SKILL_FIXTURES


@pytest.fixture(scope="session")
def project_fixtures() -> Path:
    """The project's fixtures (tests/fixtures: skills/, bad/, extra/, hostile/)."""
    return PROJECT_FIXTURES


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A fresh, empty data directory."""
    d = tmp_path / "data"
    d.mkdir()
    return d


class Cli:
    """Runs `skill-mcp --data-dir DIR ...` and returns the completed process."""

    def __init__(self, binary: Path, data_dir: Path):
        self.binary = binary
        self.data_dir = data_dir

    def argv(self, *args: str) -> list[str]:
        return [str(self.binary), "--data-dir", str(self.data_dir), *args]

    def __call__(self, *args: str, check: bool = False) -> subprocess.CompletedProcess[str]:
        proc = subprocess.run(self.argv(*args), capture_output=True, text=True, timeout=120)
        if check and proc.returncode != 0:
            raise AssertionError(f"skill-mcp {' '.join(args)} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}")
        return proc

    def skills(self) -> dict[str, dict]:
        """The stored skills by slug (from `list --json`)."""
        out = self("list", "--json", check=True).stdout
        return {s["slug"]: s for s in json.loads(out)}

    def ids(self) -> dict[str, str]:
        return {slug: s["id"] for slug, s in self.skills().items()}


@pytest.fixture
def cli(skill_mcp_bin: Path, data_dir: Path) -> Cli:
    """The CLI bound to a fresh data directory."""
    return Cli(skill_mcp_bin, data_dir)


@pytest.fixture
def library(cli: Cli, fixtures_dir: Path) -> Cli:
    """A data directory holding tests/fixtures/skills plus tests/fixtures/extra."""
    cli("import", str(fixtures_dir), str(PROJECT_FIXTURES / "extra"), check=True)
    return cli


def stdio_params(cli: Cli, *serve_args: str):
    """StdioServerParameters that run `skill-mcp serve` on the CLI's data directory."""
    from mcp import StdioServerParameters

    return StdioServerParameters(command=str(cli.binary), args=["--data-dir", str(cli.data_dir), "serve", *serve_args])


def golden(name: str, **ids: str) -> str:
    """A golden text with `{slug}` placeholders replaced by the skills' UUIDs."""
    text = (GOLDEN / name).read_text(encoding="utf-8")
    for slug, skill_id in ids.items():
        text = text.replace("{" + slug + "}", skill_id)
    return text.removesuffix("\n")


def psql(sql: str, url: str = ADMIN_URL) -> str:
    """Runs one statement with psql and returns what it printed."""
    if shutil.which("psql") is None:
        pytest.fail("psql (PostgreSQL client) is required for the PostgreSQL tests")
    proc = subprocess.run(["psql", url, "-XAtqc", sql], capture_output=True, text=True, timeout=60)
    if proc.returncode != 0:
        pytest.fail(f"psql failed on {sql!r}: {proc.stderr}")
    return proc.stdout.strip()


def with_database(url: str, name: str) -> str:
    """The URL with its database replaced by `name`."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


@pytest.fixture
def pg_url():
    """A fresh PostgreSQL database, dropped WITH (FORCE) at the end of the test."""
    name = f"skill_mcp_e2e_{uuid.uuid4().hex}"
    psql(f"CREATE DATABASE {name}")
    try:
        yield with_database(ADMIN_URL, name)
    finally:
        psql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture(params=["sqlite", "postgres"])
def db(request, tmp_path) -> list[str]:
    """The global arguments naming a fresh library on one backend."""
    if request.param == "sqlite":
        return ["--data-dir", str(tmp_path / "data")]
    return ["--database-url", request.getfixturevalue("pg_url")]
