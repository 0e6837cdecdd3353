#!/usr/bin/env python3
"""Server time of each web-console page at N skills (issue 17). A benchmark,
not a test: it prints a table, and asserts nothing.

    bench/console_pages.py BIN [--skills 10000] [--runs 30] [--work DIR] [--sign-in-pause S]

Writes a deterministic library with bench/gen_library.py, imports it, starts
`BIN serve --http`, signs in with an admin key and at once asks for the
Library: the first request after start-up (serving the sign-in page starts
reading the Library's view in the background; a request that comes before
that read ends waits for it; --sign-in-pause S waits S seconds before
signing in, as a person pasting a key does), then the first search. The
search index is kept in the data directory between starts: when none is
there yet (the first run on a --work folder), a first server is started
and stopped before, and the time of its first search (which waits for the
index's first build) is printed. Then it adds access-log rows (admin API reads) and
re-imports one skill with a new description (a new revision at every run of
the benchmark): the next Library request is the first after a write (the
view is caught up from the audit log). Then it requests each page RUNS
times on loopback, after one warm-up request: the Skill page with its
history, the diff of two revisions and the roll-back confirmation are of
the re-imported skill. Reported per page: the time of the first request, and
the median and the slowest time to first byte of RUNS more; on loopback
that is the server's time plus well under a millisecond. The load average
is printed before and after (the machine is shared).
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path

HERE = Path(__file__).resolve().parent


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # noqa: D102
        return None


def loadavg() -> str:
    """The 1, 5 and 15 minute load averages (Linux), or '?'."""
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def start(cli: list[str]):
    """Starts `serve --http` on a free port: the process, its URL, when it
    said it was listening, and the times its log gives for reading the
    Library's view."""
    server = subprocess.Popen([*cli, "serve", "--http", "127.0.0.1:0"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    base: list[str] = []
    ready = threading.Event()
    listening_at: list[float] = []
    view_read: list[str] = []

    def drain() -> None:
        assert server.stderr is not None
        for line in server.stderr:
            m = re.search(r"listening on (http://[0-9.:]+)", line)
            if m and not ready.is_set():
                listening_at.append(time.perf_counter())
                base.append(m.group(1))
                ready.set()
            m = re.search(r"console library view read.*\bms=(\d+)", line)
            if m:
                view_read.append(m.group(1))

    threading.Thread(target=drain, daemon=True).start()
    if not ready.wait(300):
        stop(server)
        raise SystemExit("the server did not start")
    return server, base[0], listening_at, view_read


def stop(server: subprocess.Popen) -> None:
    server.terminate()
    try:
        server.wait(30)
    except subprocess.TimeoutExpired:
        server.kill()


def sign_in(url: str, token: str, pause: float):
    """Loads the sign-in page (which starts reading the Library's view),
    waits `pause` seconds and signs in: an opener holding the session."""
    jar = CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)
    page = opener.open(f"{url}/console/sign-in").read().decode()
    csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    time.sleep(pause)
    body = urllib.parse.urlencode({"key": token, "csrf": csrf}).encode()
    try:
        opener.open(urllib.request.Request(f"{url}/console/sign-in", data=body, headers={"Origin": url}))
    except urllib.error.HTTPError as e:
        if e.code != 303:
            raise
    return opener


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("bin", type=Path)
    ap.add_argument("--skills", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--work", type=Path, default=None)
    ap.add_argument("--sign-in-pause", type=float, default=0.0,
                    help="seconds between loading the sign-in page and signing in (a person pasting a key); 0: at once")
    args = ap.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="console-bench-"))
    lib = work / f"lib-{args.skills}"
    data = work / f"data-{args.skills}"
    subprocess.run([sys.executable, str(HERE / "gen_library.py"), str(lib), str(args.skills), "--reuse"], check=True)
    cli = [str(args.bin), "--data-dir", str(data)]
    if not data.exists():
        t = time.time()
        subprocess.run([*cli, "import", str(lib)], check=True, stdout=subprocess.DEVNULL)
        print(f"imported {args.skills} skills in {time.time() - t:.1f} s", file=sys.stderr)
    token = subprocess.run([*cli, "keys", "create", "--role", "admin", "--name", "bench"], check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
    print(f"load average before: {loadavg()}", flush=True)
    index_kept = any(data.glob("search-index-*"))
    if not index_kept:
        # The first start after the import builds the search index (then
        # kept in the data directory): the first search waits for that.
        server, url, _, _ = start(cli)
        try:
            opener = sign_in(url, token, 0.0)
            t = time.perf_counter()
            opener.open(f"{url}/console/library?q=review+checklist").read()
            first_build = time.perf_counter() - t
        finally:
            stop(server)
        print(f"first start after the import: the first search (at once after sign-in) took {first_build * 1000:.1f} ms "
              "(it waits for the search index's first build)", flush=True)
    server, url, listening_at, view_read = start(cli)
    try:
        opener = sign_in(url, token, args.sign_in_pause)
        t = time.perf_counter()
        opener.open(f"{url}/console/library").read()
        after_start = time.perf_counter() - t
        sent_after = t - listening_at[0]
        t = time.perf_counter()
        opener.open(f"{url}/console/library?q=review+checklist").read()
        first_search = time.perf_counter() - t
        # Some access-log rows for the usage views: admin API reads of a few skills.
        slugs = sorted(p.name for p in lib.iterdir() if p.is_dir())
        for slug in slugs[:200]:
            req = urllib.request.Request(f"{url}/api/admin/skills/{slug}", headers={"Authorization": f"Bearer {token}"})
            urllib.request.urlopen(req).read()
        skill = slugs[len(slugs) // 2]
        # A write: that skill re-imported by the CLI with its description
        # changed (a new revision, also at a second run of the benchmark on
        # the same --work), for the history views and the catch-up below.
        skill_md = lib / skill / "SKILL.md"
        original = skill_md.read_text()
        try:
            skill_md.write_text(original.replace("description: ", f"description: Revised at {time.time():.3f}. ", 1))
            subprocess.run([*cli, "import", str(lib / skill)], check=True, stdout=subprocess.DEVNULL)
        finally:
            skill_md.write_text(original)
        t = time.perf_counter()
        opener.open(f"{url}/console/library").read()
        caught_up = time.perf_counter() - t
        pages = [
            ("Library, page 1", "/console/library"),
            ("Library, last page", f"/console/library?page={(args.skills + 49) // 50}"),
            ("Library, search", "/console/library?q=review+checklist"),
            ("Library, filters", "/console/library?status=published&findings=1"),
            ("Skill (with its history)", f"/console/skills/{skill}"),
            ("Diff of two revisions", f"/console/skills/{skill}/diff?from=1&to=2"),
            ("Roll-back confirmation", f"/console/skills/{skill}/rollback?revision=1"),
            ("File viewer", f"/console/skills/{skill}/files/SKILL.md"),
            ("Review queue", "/console/review"),
            ("Import", "/console/import"),
            ("Keys", "/console/keys"),
            ("Activity", "/console/activity"),
        ]
        print(f"| Page ({args.skills} skills) | first request | median | slowest of {args.runs} |")
        print("| --- | ---: | ---: | ---: |")
        print(f"| Library, first request after start-up, {args.sign_in_pause:g} s after the sign-in page (a read it started may still run) | {after_start * 1000:.1f} ms | | |", flush=True)
        print(f"| Library, first search after start-up (right after the request above; search index kept from the last start) | {first_search * 1000:.1f} ms | | |", flush=True)
        print(f"| Library, first request after a write (catches the view up) | {caught_up * 1000:.1f} ms | | |", flush=True)
        for name, path in pages:
            try:
                t = time.perf_counter()
                opener.open(url + path).read()  # warm-up (the first request after a write builds the Library view)
                first = time.perf_counter() - t
                samples = []
                for _ in range(args.runs):
                    t = time.perf_counter()
                    r = opener.open(url + path)
                    r.read(1)
                    samples.append(time.perf_counter() - t)
                    r.read()
            except urllib.error.HTTPError as e:
                print(f"| {name} | HTTP {e.code} | | |", flush=True)
                continue
            print(f"| {name} | {first * 1000:.1f} ms | {statistics.median(samples) * 1000:.1f} ms | {max(samples) * 1000:.1f} ms |", flush=True)
        print(f"the first Library request was sent {sent_after * 1000:.0f} ms after the server said it was listening; "
              f"the server's read of the view (started by the sign-in page) took {view_read[0] if view_read else '?'} ms (its log)", flush=True)
        print(f"load average after: {loadavg()}", flush=True)
    finally:
        stop(server)
    return 0


if __name__ == "__main__":
    sys.exit(main())
