#!/usr/bin/env python3
"""Runs the official MCP conformance suite against the real skill-mcp binary.

    scripts/conformance.sh            # installs Node and the suite, then runs this

The suite (npm `@modelcontextprotocol/conformance`) is written for the MCP
reference test server: many of its scenarios call fixture tools, prompts and
resources (`test_simple_text`, `test://static-text`, ...) that a skills server
does not have. This script runs the scenarios that apply to a skills server,
reads every check each scenario wrote, and fails on any check that fails unless
`tests/conformance/expected.toml` names that check with a reason. An entry that
no longer fails is reported as stale and fails the run too, so the list only
ever holds real, explained gaps.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EXPECTED = REPO / "tests" / "conformance" / "expected.toml"

# Scenarios that test what a skills server does: lifecycle, both protocol
# eras, tools/list, resources, the Skills extension (SEP-2640), HTTP rules.
SCENARIOS = [
    "server-initialize",
    "server-session-lifecycle",
    "server-stateless",
    "ping",
    "tools-list",
    "server-sse-multiple-streams",
    "resources-list",
    "sep-2164-resource-not-found",
    "sep-2640-skills-enumeration",
    "sep-2640-skills-manifest",
    "sep-2640-skills-directory",
    "dns-rebinding-protection",
    "http-header-validation",
    "caching",
]


def start_server(binary: Path, data_dir: Path, library: Path) -> tuple[subprocess.Popen[str], str]:
    """Imports `library` into a fresh data directory and serves it over HTTP on a free port."""
    subprocess.run(
        [str(binary), "--data-dir", str(data_dir), "import", str(library)],
        check=True,
        capture_output=True,
        text=True,
    )
    proc = subprocess.Popen(
        [str(binary), "--data-dir", str(data_dir), "serve", "--http", "127.0.0.1:0"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None
    # The bound address is printed on stderr (stdout is reserved for stdio MCP).
    for line in proc.stderr:
        m = re.search(r"listening on (http://\S+)", line)
        if m:
            # Keep draining the server's log so that it never blocks on a full pipe.
            threading.Thread(target=lambda: [None for _ in proc.stderr], daemon=True).start()
            return proc, m.group(1) + "/mcp"
    proc.kill()
    raise SystemExit("skill-mcp serve --http exited before printing its address")


def run_scenario(cli: list[str], url: str, scenario: str, out: Path) -> list[dict]:
    """Runs one scenario and returns the checks it recorded."""
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [*cli, "server", "--url", url, "--scenario", scenario, "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    checks: list[dict] = []
    for path in sorted(out.glob(f"server-{scenario}-*/checks.json")):
        checks.extend(json.loads(path.read_text(encoding="utf-8")))
    if not checks:
        raise SystemExit(f"scenario {scenario} recorded no checks (see {out})")
    return checks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", required=True, help="command that runs the conformance CLI (space-separated)")
    parser.add_argument("--binary", default=str(REPO / "target" / "debug" / "skill-mcp"))
    parser.add_argument("--library", default=str(REPO / "examples" / "skills"))
    parser.add_argument("--scenario", action="append", help="run only these scenarios")
    args = parser.parse_args()

    expected: dict[str, dict[str, str]] = tomllib.loads(EXPECTED.read_text(encoding="utf-8"))
    cli = args.cli.split()
    work = Path(tempfile.mkdtemp(prefix="skill-mcp-conformance-"))
    proc, url = start_server(Path(args.binary), work / "data", Path(args.library))
    failures: list[str] = []
    seen_expected: set[tuple[str, str]] = set()
    try:
        for scenario in args.scenario or SCENARIOS:
            allowed = expected.get(scenario, {})
            checks = run_scenario(cli, url, scenario, work / "results" / scenario)
            counts: dict[str, int] = {}
            for check in checks:
                status = check.get("status", "?")
                counts[status] = counts.get(status, 0) + 1
                cid = check.get("id", "?")
                if status == "FAILURE":
                    if cid in allowed:
                        seen_expected.add((scenario, cid))
                    else:
                        message = (check.get("errorMessage") or check.get("description") or "")[:300]
                        failures.append(f"{scenario}: {cid}: {message}")
                elif status == "WARNING":
                    message = (check.get("errorMessage") or check.get("description") or "")[:200]
                    print(f"   warning {scenario}: {cid}: {message}")
            summary = ", ".join(f"{n} {s.lower()}" for s, n in sorted(counts.items()))
            print(f"{scenario}: {summary}")
        for scenario, ids in expected.items():
            if args.scenario and scenario not in args.scenario:
                continue
            for cid in ids:
                if (scenario, cid) not in seen_expected:
                    failures.append(f"{scenario}: {cid} is listed in {EXPECTED.name} but did not fail: remove it")
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    if failures:
        print(f"\n{len(failures)} unexpected conformance result(s) (results in {work}):")
        for f in failures:
            print(f"  - {f}")
        return 1
    shutil.rmtree(work, ignore_errors=True)
    print("conformance: every failing check is an explained, expected one")
    return 0


if __name__ == "__main__":
    sys.exit(main())
