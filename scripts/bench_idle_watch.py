#!/usr/bin/env python3
"""Idle CPU of `serve --skills-dir` over a large folder (issue 12, item 5).

Writes SKILLS skill folders of FILES_PER_SKILL files each (50,000 files by
default) into a temporary folder, starts `skill-mcp serve --skills-dir` on
it (stdio, stdin kept open), waits for the first import and the catalog load
to finish (the log line), lets it settle for 15 s, then reads utime+stime from /proc/PID/stat before and
after SECONDS of idling and prints the share of one core it used.

    cargo build --release -p skill-mcp
    python3 scripts/bench_idle_watch.py target/release/skill-mcp [SECONDS]

Not part of the tests: it takes minutes and measures time.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

SKILLS = 5_000
FILES_PER_SKILL = 10  # SKILL.md and nine references: 50,000 files


def ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    # utime and stime are fields 14 and 15 of the line; 12 and 13 after the name.
    return int(fields[11]) + int(fields[12])


def main() -> None:
    binary = sys.argv[1]
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 30.0
    with tempfile.TemporaryDirectory() as tmp:
        skills = Path(tmp) / "skills"
        for i in range(SKILLS):
            d = skills / f"skill-{i:05}"
            (d / "references").mkdir(parents=True)
            (d / "SKILL.md").write_text(f"---\nname: skill-{i:05}\ndescription: Skill {i}.\n---\n# Skill {i}\n")
            for j in range(FILES_PER_SKILL - 1):
                (d / "references" / f"ref-{j}.md").write_text(f"Reference {j} of skill {i}.\n")
        env = dict(os.environ, SKILL_MCP_LOG="info")
        proc = subprocess.Popen(
            [binary, "--data-dir", str(Path(tmp) / "data"), "serve", "--skills-dir", str(skills)],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env,
        )
        ready = threading.Event()

        def read_stderr() -> None:
            assert proc.stderr is not None
            for line in proc.stderr:
                if "catalog loaded" in line:
                    ready.set()
                if "cannot watch" in line:
                    print("server:", line.strip())

        threading.Thread(target=read_stderr, daemon=True).start()
        started = time.monotonic()
        if not ready.wait(timeout=1800):
            proc.kill()
            sys.exit("the first import did not finish within 30 minutes")
        print(f"first import and catalog load of {SKILLS * FILES_PER_SKILL} files: {time.monotonic() - started:.1f} s")
        time.sleep(15)  # let the watch be set up and its first look end
        hz = os.sysconf("SC_CLK_TCK")
        before = ticks(proc.pid)
        time.sleep(seconds)
        used = ticks(proc.pid) - before
        print(f"idle: {used} ticks in {seconds:.0f} s = {100.0 * used / hz / seconds:.2f}% of one core")
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=60)


if __name__ == "__main__":
    main()
