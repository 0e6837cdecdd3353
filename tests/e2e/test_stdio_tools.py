"""The three skill tools over stdio, driven by the official Python MCP SDK."""

from __future__ import annotations

import base64

import anyio
import json

import pytest
from mcp import Client
from mcp.types import Implementation

from conftest import SKILL_FIXTURES, PROJECT_FIXTURES, golden, stdio_params

pytestmark = pytest.mark.anyio

CLIENT = Implementation(name="e2e-pytest", version="1.0")


def text_of(result) -> str:
    assert len(result.content) == 1, result.content
    assert result.content[0].type == "text"
    return result.content[0].text


async def call(library, tool: str, args: dict, *serve_args: str):
    async with Client(stdio_params(library, *serve_args), client_info=CLIENT) as c:
        return await c.call_tool(tool, args)


async def test_tools_list_names_schemas_and_instructions(library):
    async with Client(stdio_params(library), client_info=CLIENT) as c:
        tools = {t.name: t for t in (await c.list_tools()).tools}
    assert sorted(tools) == ["agentkey_skill_meta", "skill_file", "skill_list", "skill_search", "skill_view"]
    search = tools["skill_search"].input_schema
    assert search["required"] == ["query"]
    assert (search["properties"]["limit"]["minimum"], search["properties"]["limit"]["maximum"]) == (1, 50)
    assert "too large" in tools["skill_search"].description
    assert "Mandatory" in tools["skill_list"].description
    assert "FIRST" in tools["skill_view"].description
    assert "one batch" in tools["skill_file"].description
    view = tools["skill_view"].input_schema
    assert set(view["properties"]) == {"skill_slug", "skill_id"}
    assert view["properties"]["skill_slug"]["description"]
    files = tools["skill_file"].input_schema
    assert files["required"] == ["file_paths"]
    assert files["properties"]["file_paths"]["maxItems"] == 100
    assert tools["skill_list"].input_schema.get("required") in (None, [])


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_server_info_and_instructions(library, mode):
    async with Client(stdio_params(library), client_info=CLIENT, mode=mode) as c:
        result = await c.call_tool("skill_list", {})
        instructions = c.instructions
        name = c.server_info.name
    assert not result.is_error
    assert name == "skill-mcp"
    assert "mandatory to scan the skill list (call skill_list) before every response" in instructions
    assert "call skill_view" in instructions


async def test_skill_list_golden(library):
    result = await call(library, "skill_list", {})
    assert not result.is_error
    assert text_of(result) == golden("skill_list.txt", **library.ids())


@pytest.mark.parametrize(
    ("query", "name"),
    [("write a prompt", "skill_search_write-a-prompt.txt"), ("review my pull request", "skill_search_review.txt")],
)
async def test_skill_search_golden(library, query, name):
    result = await call(library, "skill_search", {"query": query})
    assert not result.is_error
    assert text_of(result) == golden(name, **library.ids())


async def test_skill_search_limit_and_no_match(library):
    async with Client(stdio_params(library), client_info=CLIENT) as c:
        one = await c.call_tool("skill_search", {"query": "write a prompt", "limit": 1})
        none = await c.call_tool("skill_search", {"query": "quantum chromodynamics"})
    assert text_of(one).splitlines() == golden("skill_search_write-a-prompt.txt", **library.ids()).splitlines()[:1]
    assert not none.is_error
    assert text_of(none) == "No skill matches 'quantum chromodynamics'. Call skill_list to see every skill."


async def test_skill_list_empty_library(cli):
    result = await call(cli, "skill_list", {})
    assert text_of(result) == "No skills are published."


@pytest.mark.parametrize("slug", ["prompt-writer", "technical-doc", "code-review", "data-kit", "travel-phrasebook"])
async def test_skill_view_golden_by_slug(library, slug):
    result = await call(library, "skill_view", {"skill_slug": slug})
    assert not result.is_error
    assert text_of(result) == golden(f"skill_view_{slug}.txt")


async def test_skill_view_by_id_equals_by_slug(library):
    ids = library.ids()
    async with Client(stdio_params(library), client_info=CLIENT) as c:
        by_id = await c.call_tool("skill_view", {"skill_id": ids["prompt-writer"]})
        by_slug = await c.call_tool("skill_view", {"skill_slug": "prompt-writer"})
    assert text_of(by_id) == text_of(by_slug)


async def test_skill_file_text_is_exact_bytes(library):
    paths = ["references/crispe-framework.md", "templates/checklist.md"]
    result = await call(library, "skill_file", {"skill_slug": "prompt-writer", "file_paths": paths})
    assert not result.is_error
    assert [c.type for c in result.content] == ["text", "text"]
    for item, path in zip(result.content, paths):
        assert item.text == (SKILL_FIXTURES / "prompt-writer" / path).read_bytes().decode("utf-8")


async def test_skill_file_png_is_image_content_with_same_bytes(library):
    result = await call(library, "skill_file", {"skill_slug": "code-review", "file_paths": ["assets/review-flow.png"]})
    (item,) = result.content
    assert item.type == "image"
    assert item.mime_type == "image/png"
    assert base64.b64decode(item.data) == (SKILL_FIXTURES / "code-review" / "assets" / "review-flow.png").read_bytes()


async def test_skill_file_binary_svg_and_crlf(library):
    paths = ["data/sample.bin", "diagrams/flow.svg", "data/crlf.txt"]
    result = await call(library, "skill_file", {"skill_slug": "data-kit", "file_paths": paths})
    assert not result.is_error
    blob, svg, crlf = result.content
    assert blob.type == "resource"
    assert blob.resource.uri == "skill://data-kit/data/sample.bin"
    assert blob.resource.mime_type == "application/octet-stream"
    assert base64.b64decode(blob.resource.blob) == (PROJECT_FIXTURES / "extra/data-kit/data/sample.bin").read_bytes()
    assert svg.type == "text"
    assert svg.text == (PROJECT_FIXTURES / "extra/data-kit/diagrams/flow.svg").read_text()
    assert crlf.type == "text"
    assert crlf.text == "line one\r\nline two\r\n", "text files come back byte for byte, CRLF included"


async def test_skill_file_nested_unicode_text_and_pdf(library):
    paths = ["phrases/asia/japan/greetings.md", "reference/etiquette-card.pdf", "phrases/europe/greek.md"]
    result = await call(library, "skill_file", {"skill_slug": "travel-phrasebook", "file_paths": paths})
    assert not result.is_error
    japanese, pdf, greek = result.content
    root = SKILL_FIXTURES / "travel-phrasebook"
    assert japanese.type == "text" and japanese.text == (root / paths[0]).read_text(encoding="utf-8")
    assert "ありがとうございます" in japanese.text
    assert greek.type == "text" and greek.text == (root / paths[2]).read_text(encoding="utf-8")
    assert pdf.type == "resource"
    assert pdf.resource.uri == "skill://travel-phrasebook/reference/etiquette-card.pdf"
    assert pdf.resource.mime_type == "application/pdf"
    assert base64.b64decode(pdf.resource.blob) == (root / paths[1]).read_bytes()


async def test_skill_file_missing_path_keeps_the_batch(library):
    paths = ["scripts/lint.sh", "references/nope.md"]
    result = await call(library, "skill_file", {"skill_slug": "code-review", "file_paths": paths})
    assert not result.is_error
    assert result.content[0].text.startswith("#!/bin/sh")
    assert result.content[1].text == "[ERROR 404: 'references/nope.md' is not a file of skill 'code-review']"


async def test_a_path_that_differs_only_in_case_names_the_real_file(library):
    paths = ["Scripts/Lint.sh", "ASSETS/review-flow.PNG", "scripts/lint.sh", "scripts/lint.py"]
    result = await call(library, "skill_file", {"skill_slug": "code-review", "file_paths": paths})
    assert not result.is_error
    assert [item.text for item in result.content if item.type == "text"] == [
        "[ERROR 404: 'Scripts/Lint.sh' is not a file of skill 'code-review'; did you mean 'scripts/lint.sh'?]",
        "[ERROR 404: 'ASSETS/review-flow.PNG' is not a file of skill 'code-review'; did you mean 'assets/review-flow.png'?]",
        (SKILL_FIXTURES / "code-review/scripts/lint.sh").read_text(),
        "[ERROR 404: 'scripts/lint.py' is not a file of skill 'code-review']",
    ]


async def test_skill_file_by_id(library):
    ids = library.ids()
    result = await call(library, "skill_file", {"skill_id": ids["code-review"], "file_paths": ["scripts/lint.sh"]})
    assert result.content[0].text == (SKILL_FIXTURES / "code-review/scripts/lint.sh").read_text()


ERRORS = [
    ("skill_view", {}, "Provide exactly one of skill_slug or skill_id"),
    ("skill_view", {"skill_slug": "prompt-writer", "skill_id": "550e8400-e29b-41d4-a716-446655440000"},
     "Provide exactly one of skill_slug or skill_id"),
    ("skill_view", {"skill_slug": "no-such-skill"}, "Skill 'no-such-skill' not found"),
    ("skill_view", {"skill_id": "550e8400-e29b-41d4-a716-446655440000"},
     "Skill with id '550e8400-e29b-41d4-a716-446655440000' not found"),
    ("skill_view", {"skill_id": "not-a-uuid"},
     "Invalid skill_id 'not-a-uuid': expected a UUID such as 550e8400-e29b-41d4-a716-446655440000"),
    ("skill_view", {"skill_slug": "Bad Slug"},
     "Invalid skill_slug 'Bad Slug': skill slugs are kebab-case, such as 'code-review'"),
    ("skill_search", {}, 'Provide query: a few words describing the task, e.g. "review a pull request"'),
    ("skill_search", {"query": "  "}, 'Provide query: a few words describing the task, e.g. "review a pull request"'),
    ("skill_search", {"query": 7}, "Argument query must be a string"),
    ("skill_search", {"query": "x" * 501}, "Query too long: 501 characters, at most 500"),
    ("skill_search", {"query": "review", "limit": 0}, "Argument limit must be an integer from 1 to 50"),
    ("skill_search", {"query": "review", "limit": 51}, "Argument limit must be an integer from 1 to 50"),
    ("skill_search", {"query": "review", "limit": "5"}, "Argument limit must be an integer from 1 to 50"),
    ("skill_file", {"skill_slug": "code-review", "file_paths": []},
     "Provide file_paths: a list of 1 to 100 paths from skill_view"),
    ("skill_file", {"skill_slug": "code-review", "file_paths": [f"f{i}.md" for i in range(101)]},
     "Too many file_paths: 101 given, at most 100 per call"),
    ("skill_file", {"file_paths": ["scripts/lint.sh"]}, "Provide exactly one of skill_slug or skill_id"),
    ("skill_file", {"skill_slug": "nope", "file_paths": ["a.md"]}, "Skill 'nope' not found"),
    ("skill_file", {"skill_slug": "code-review", "file_paths": ["/etc/passwd"]},
     "Invalid file path: file path '/etc/passwd' is absolute; give it relative to the skill folder"),
    ("skill_file", {"skill_slug": "code-review", "file_paths": ["scripts/../../x"]},
     "Invalid file path: file path 'scripts/../../x' has a '..' or '.' segment; paths may not leave or re-enter the skill folder"),
    ("skill_file", {"skill_slug": "code-review", "file_paths": ["scripts\\lint.sh"]},
     "Invalid file path: file path 'scripts\\lint.sh' uses a backslash; separate folders with '/'"),
    ("skill_file", {"skill_slug": "code-review", "file_paths": ["scripts/lint.sh\u0000"]},
     "Invalid file path: file path contains a NUL or control character"),
    ("skill_file", {"skill_slug": "code-review", "file_paths": ["C:/Windows/win.ini"]},
     "Invalid file path: file path 'C:/Windows/win.ini' has a drive letter; give it relative to the skill folder"),
    ("skill_file", {"skill_slug": "code-review", "file_paths": ["scripts/lint.sh", "../SKILL.md"]},
     "Invalid file path: file path '../SKILL.md' has a '..' or '.' segment; paths may not leave or re-enter the skill folder"),
]


async def test_errors_are_tool_results_with_one_clear_sentence(library):
    before = library.skills()
    async with Client(stdio_params(library), client_info=CLIENT) as c:
        for tool, args, message in ERRORS:
            result = await c.call_tool(tool, args)
            assert result.is_error, (tool, args)
            assert text_of(result) == message, (tool, args)
    assert library.skills() == before, "no error may change the stored library"


async def test_unknown_tool_is_a_protocol_error(library):
    from mcp import MCPError

    async with Client(stdio_params(library), client_info=CLIENT) as c:
        with pytest.raises(MCPError):
            await c.call_tool("no_such_tool", {})


async def test_access_log_rows_for_every_call(library):
    async with Client(stdio_params(library), client_info=CLIENT) as c:
        await c.call_tool("skill_list", {})
        await c.call_tool("skill_view", {"skill_slug": "code-review"})
        await c.call_tool("skill_view", {"skill_slug": "missing-skill"})
        await c.call_tool("skill_file", {"skill_slug": "code-review", "file_paths": ["scripts/lint.sh"]})
    rows = [line.split("\t") for line in library("logs", "--limit", "10", check=True).stdout.splitlines()]
    # at, transport, action, slug, client, duration, outcome; newest first
    summary = [(r[1], r[2], r[3], r[4], r[6]) for r in rows]
    assert summary == [
        ("stdio", "skill_file", "code-review", "e2e-pytest", "ok"),
        ("stdio", "skill_view", "missing-skill", "e2e-pytest", "not_found"),
        ("stdio", "skill_view", "code-review", "e2e-pytest", "ok"),
        ("stdio", "skill_list", "-", "e2e-pytest", "ok"),
    ]
    assert all(r[5].endswith("us") for r in rows)


async def test_serve_skills_dir_imports_at_start(cli, fixtures_dir):
    result = await call(cli, "skill_list", {}, "--skills-dir", str(fixtures_dir))
    lines = text_of(result).splitlines()
    assert [line.split(" ")[1] for line in lines] == ["code-review", "prompt-writer", "technical-doc", "travel-phrasebook"]


async def test_stdout_carries_only_json_rpc(library):
    """Raw stdio: every line the server writes to stdout is a JSON-RPC message."""
    import subprocess

    proc = subprocess.Popen(
        library.argv("serve"), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}}
    calls = [
        init,
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "skill_list", "arguments": {}}},
    ]
    out, err = proc.communicate("".join(json.dumps(m) + "\n" for m in calls), timeout=60)
    lines = [line for line in out.splitlines() if line.strip()]
    messages = [json.loads(line) for line in lines]
    assert all(m.get("jsonrpc") == "2.0" for m in messages)
    by_id = {m.get("id"): m for m in messages}
    assert by_id[1]["result"]["serverInfo"]["name"] == "skill-mcp"
    assert "skill_list" in by_id[1]["result"]["instructions"]
    assert by_id[2]["result"]["content"][0]["text"].startswith("- code-review [id:")


async def test_the_search_index_is_kept_for_the_next_start(library, tmp_path):
    """The index outlives the server: the next start finds it in the data
    directory and indexes only what changed while no server ran; a second
    server at the same time builds its own and answers the same."""
    async with Client(stdio_params(library), client_info=CLIENT) as c:
        assert "code-review" in text_of(await c.call_tool("skill_search", {"query": "review the code"}))
    (folder,) = library.data_dir.glob("search-index-*")
    assert (folder / "v1" / "meta.json").is_file()

    skill = tmp_path / "quokka-care"
    skill.mkdir()
    (skill / "SKILL.md").write_text("---\nname: quokka-care\ndescription: Looking after marsupials.\n---\n# Care\n\nFeed the quokka leaves.\n")
    library("import", str(skill), check=True)
    async with (
        Client(stdio_params(library), client_info=CLIENT) as a,
        Client(stdio_params(library), client_info=CLIENT) as b,
    ):
        answers = []
        for c in (a, b):
            found = text_of(await c.call_tool("skill_search", {"query": "quokka"}))
            assert "quokka-care" in found, found
            answers.append((found, text_of(await c.call_tool("skill_search", {"query": "review the code"}))))
        # The kept index, brought up to date, ranks and scores exactly as
        # one built afresh.
        assert answers[0] == answers[1]


async def test_a_bulk_import_indexes_for_the_next_start(cli, tmp_path):
    """An import of many skills updates the kept search index itself (the
    next start then has nothing to build); while a server keeps the index,
    the import leaves it to that server."""
    lib = tmp_path / "bulk"
    for i in range(70):
        skill = lib / f"bulk-{i:02d}"
        skill.mkdir(parents=True)
        word = "wombat" if i == 69 else "plain"
        (skill / "SKILL.md").write_text(f"---\nname: bulk-{i:02d}\ndescription: Bulk skill {i}.\n---\n# Bulk\n\nA {word} skill.\n")
    proc = cli("import", str(lib), check=True)
    assert "70 created" in proc.stdout
    assert "warning" not in proc.stderr, proc.stderr
    (folder,) = cli.data_dir.glob("search-index-*")
    assert (folder / "v1" / "meta.json").is_file()

    async with Client(stdio_params(cli), client_info=CLIENT) as c:
        assert "bulk-69" in text_of(await c.call_tool("skill_search", {"query": "wombat"}))
        # While this server keeps the index, a bulk import leaves it alone
        # (no warning), and the server indexes the import.
        for i in range(70):
            md = lib / f"bulk-{i:02d}" / "SKILL.md"
            md.write_text(md.read_text().replace("skill.\n", "skill about numbats.\n" if i == 0 else "skill, changed.\n"))
        proc = cli("import", str(lib), check=True)
        assert "70 updated" in proc.stdout
        assert "warning" not in proc.stderr, proc.stderr
        for _ in range(100):
            found = text_of(await c.call_tool("skill_search", {"query": "numbats"}))
            if found.startswith("- bulk-00 "):
                break
            await anyio.sleep(0.1)
        assert found.startswith("- bulk-00 ") and "bulk-01" not in found, found
