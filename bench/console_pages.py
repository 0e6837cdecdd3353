#!/usr/bin/env python3
"""Server time of each web-console page at N skills (issue 17). A benchmark,
not a test: it prints a table, and asserts nothing.

    bench/console_pages.py BIN [--skills 10000] [--runs 30] [--work DIR]

Writes a deterministic library with bench/gen_library.py, imports it, adds
access-log rows (through the admin API), starts `BIN serve --http`, signs in
with an admin key and requests each page RUNS times on loopback, after one
warm-up request (the first Library request after a change builds the view,
and the first search builds its BM25 index). Reported per page: the median
and the slowest time to first byte, and the time of the first request, which on loopback is the server's time
plus well under a millisecond.
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
import urllib.parse
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path

HERE = Path(__file__).resolve().parent


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # noqa: D102
        return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("bin", type=Path)
    ap.add_argument("--skills", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--work", type=Path, default=None)
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
    server = subprocess.Popen([*cli, "serve", "--http", "127.0.0.1:0"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    base: list[str] = []
    ready = threading.Event()

    def drain() -> None:
        assert server.stderr is not None
        for line in server.stderr:
            m = re.search(r"listening on (http://[0-9.:]+)", line)
            if m and not ready.is_set():
                base.append(m.group(1))
                ready.set()

    threading.Thread(target=drain, daemon=True).start()
    try:
        if not ready.wait(300):
            raise SystemExit("the server did not start")
        url = base[0]
        # Some access-log rows for the usage views: admin API reads of a few skills.
        slugs = sorted(p.name for p in lib.iterdir() if p.is_dir())
        for slug in slugs[:200]:
            req = urllib.request.Request(f"{url}/api/admin/skills/{slug}", headers={"Authorization": f"Bearer {token}"})
            urllib.request.urlopen(req).read()
        jar = CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)
        page = opener.open(f"{url}/console/sign-in").read().decode()
        csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
        body = urllib.parse.urlencode({"key": token, "csrf": csrf}).encode()
        try:
            opener.open(urllib.request.Request(f"{url}/console/sign-in", data=body, headers={"Origin": url}))
        except urllib.error.HTTPError as e:
            if e.code != 303:
                raise
        skill = slugs[len(slugs) // 2]
        pages = [
            ("Library, page 1", "/console/library"),
            ("Library, last page", f"/console/library?page={(args.skills + 49) // 50}"),
            ("Library, search", "/console/library?q=review+checklist"),
            ("Library, filters", "/console/library?status=published&findings=1"),
            ("Skill", f"/console/skills/{skill}"),
            ("File viewer", f"/console/skills/{skill}/files/SKILL.md"),
            ("Review queue", "/console/review"),
            ("Import", "/console/import"),
            ("Keys", "/console/keys"),
            ("Activity", "/console/activity"),
        ]
        print(f"| Page ({args.skills} skills) | first request | median | slowest of {args.runs} |")
        print("| --- | ---: | ---: | ---: |")
        for name, path in pages:
            t = time.perf_counter()
            opener.open(url + path).read()  # warm-up: builds the Library view, then the index
            first = time.perf_counter() - t
            samples = []
            for _ in range(args.runs):
                t = time.perf_counter()
                r = opener.open(url + path)
                r.read(1)
                samples.append(time.perf_counter() - t)
                r.read()
                if r.status != 200:
                    raise SystemExit(f"{path}: {r.status}")
            print(f"| {name} | {first * 1000:.1f} ms | {statistics.median(samples) * 1000:.1f} ms | {max(samples) * 1000:.1f} ms |")
    finally:
        server.terminate()
        server.wait(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
