"""The CLI: import, lint, list, show, remove, and every class of bad SKILL.md."""

from __future__ import annotations

import json

from conftest import PROJECT_FIXTURES

BAD = PROJECT_FIXTURES / "bad"


def test_reimport_is_a_no_op(library, fixtures_dir):
    before = library.skills()
    proc = library("import", str(fixtures_dir), check=True)
    assert proc.stdout.splitlines()[-1] == "0 created, 0 updated, 4 unchanged, 0 failed"
    assert library.skills() == before


def test_bad_skills_are_refused_with_file_and_line_and_nothing_is_lost(library):
    before = library.skills()
    proc = library("import", str(BAD))
    assert proc.returncode == 1
    lines = proc.stdout.splitlines()
    failed = sorted(line for line in lines if line.startswith("failed"))
    assert failed == sorted([
        f"failed    {BAD}/invalid-yaml/SKILL.md:4: invalid YAML in frontmatter: did not find expected ',' or ']'",
        f"failed    {BAD}/no-description/SKILL.md:2: frontmatter has no 'description'; add one line saying what the skill does and when to use it",
        f"failed    {BAD}/no-frontmatter/SKILL.md:1: no YAML frontmatter: the file must start with a line '---', then 'name:' and 'description:', then a closing '---'",
        f"failed    {BAD}/skill-md-latin1/SKILL.md:3: not valid UTF-8 (byte 42); save the file as UTF-8",
        f"failed    {BAD}/dup-two: slug 'dup-slug' is already used by {BAD}/dup-one in this import; give one of them another name",
    ])
    assert lines[-1] == "3 created, 0 updated, 0 unchanged, 5 failed"
    after = library.skills()
    for slug, record in before.items():
        assert after[slug] == record, f"{slug} changed"
    new = set(after) - set(before)
    assert new == {"dup-slug", "not-kebab", "latin1-notes"}
    assert after["dup-slug"]["description"] == "First skill with this name."


def test_non_kebab_name_is_served_under_its_derived_slug_with_a_finding(library):
    library("import", str(BAD / "Not_Kebab"), check=True)
    findings = library.skills()["not-kebab"]["findings"]
    assert {
        "rule": "name-format",
        "severity": "medium",
        "message": "skill slug 'Not Kebab' is not kebab-case: use lowercase letters, digits and single hyphens, not starting or ending with a hyphen; served as 'not-kebab'",
        "file": "SKILL.md",
        "line": 2,
    } in findings
    show = library("show", "not-kebab", check=True).stdout
    assert "[medium] name-format SKILL.md:2:" in show


def test_text_file_that_is_not_utf8_is_kept_as_binary_with_a_finding(library):
    library("import", str(BAD / "latin1-notes"), check=True)
    show = library("show", "latin1-notes", check=True).stdout
    assert "[medium] text-not-utf8 notes.md: not valid UTF-8 (byte 3); served as binary." in show
    assert "application/octet-stream" in show


def test_lint_exit_codes(cli, fixtures_dir):
    good = cli("lint", str(fixtures_dir))
    assert good.returncode == 0, good.stdout
    assert good.stdout.splitlines()[-1] == "4 skills checked, 0 cannot be served"
    bad = cli("lint", str(BAD))
    assert bad.returncode == 1
    assert bad.stdout.splitlines()[-1] == "8 skills checked, 5 cannot be served"
    assert cli.skills() == {}, "lint never imports"


def test_lint_refuses_what_import_refuses(cli):
    """Two folders that map to one slug: lint says so in import's words."""
    lint = cli("lint", str(BAD))
    imported = cli("import", str(BAD))
    sentence = f"{BAD}/dup-two: slug 'dup-slug' is already used by {BAD}/dup-one in this import; give one of them another name"
    assert f"error   {sentence}" in lint.stdout.splitlines()
    assert f"failed    {sentence}" in imported.stdout.splitlines()
    refused_by_lint = {line.removeprefix("error   ") for line in lint.stdout.splitlines() if line.startswith("error   ")}
    refused_by_import = {line.removeprefix("failed    ") for line in imported.stdout.splitlines() if line.startswith("failed    ")}
    assert refused_by_lint == refused_by_import
    rows = json.loads(cli("lint", str(BAD), "--format", "json").stdout)
    assert {"skill": f"{BAD}/dup-two", "rule": "unservable", "severity": "high", "message": sentence,
            "file": None, "line": None, "excerpt": None} in rows


def test_lint_json_of_a_clean_library_is_an_empty_array(cli, fixtures_dir):
    proc = cli("lint", str(fixtures_dir), "--format", "json")
    assert proc.returncode == 0
    assert proc.stdout == "[]\n"


def test_the_seed_sections_are_a_style_checked_only_when_asked(cli, fixtures_dir):
    """The format sets no body structure: `missing-section` is not a finding
    of lint, import or show unless `lint --style seed` asks for it."""
    plain = cli("lint", str(fixtures_dir), check=True).stdout
    assert "missing-section" not in plain
    seed = json.loads(cli("lint", str(fixtures_dir), "--format", "json", "--style", "seed", check=True).stdout)
    assert sorted((r["skill"], r["message"]) for r in seed if r["rule"] == "missing-section") == [
        (slug, f"body has no '{section}' section")
        for slug in ["code-review", "travel-phrasebook"]
        for section in ["Execution Steps", "Known Pitfalls", "Trigger Conditions"]
    ]
    human = cli("lint", str(fixtures_dir), "--style", "seed", check=True).stdout
    assert "        [low] missing-section SKILL.md: body has no 'Trigger Conditions' section" in human
    cli("import", str(fixtures_dir), check=True)
    assert all(s["findings"] == [] for s in cli.skills().values()), cli.skills()
    assert "missing-section" not in cli("show", "code-review", check=True).stdout


def test_remove(library):
    assert library("remove", "technical-doc", check=True).stdout.strip() == "removed technical-doc"
    assert "technical-doc" not in library.skills()
    missing = library("remove", "technical-doc")
    assert missing.returncode == 1
    assert missing.stderr.strip() == "error: skill 'technical-doc' not found; see `skill-mcp list`"
    bad = library("remove", "Bad Slug")
    assert bad.returncode == 1
    assert "'Bad Slug' is not a skill slug" in bad.stderr


def test_import_of_a_path_without_skills(cli, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    proc = cli("import", str(empty))
    assert proc.returncode == 1
    assert proc.stdout.splitlines()[0] == f"failed    {empty}: no skill found (no SKILL.md in it or in any folder below it)"


def test_uuid_is_stable_across_reimport_of_changed_content(cli, tmp_path):
    skill = tmp_path / "src" / "evolving"
    skill.mkdir(parents=True)
    entry = skill / "SKILL.md"
    entry.write_text("---\nname: evolving\ndescription: v1\n---\n# v1\n")
    cli("import", str(skill), check=True)
    first = cli.skills()["evolving"]
    entry.write_text("---\nname: evolving\ndescription: v2\n---\n# v2\n")
    out = cli("import", str(skill), check=True).stdout
    assert out.startswith("updated   evolving (revision 2, published)")
    second = cli.skills()["evolving"]
    assert second["id"] == first["id"]
    assert second["revision"] == 2
    assert second["content_hash"] != first["content_hash"]
