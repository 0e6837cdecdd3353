"""How long after `skill-mcp import` (another process) returns a running
server on the same SQLite database serves the skill (issue 15: within
100 ms, no busy poll). Starts `serve --http 127.0.0.1:0`, imports N skills
one by one with the CLI and polls the gateway API every 5 ms after each.

    .venv/bin/python bench/live_latency.py [--binary target/debug/skill-mcp] [--rounds 20]
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import httpx2


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default="target/debug/skill-mcp")
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        base = [args.binary, "--data-dir", str(root / "data")]
        token = subprocess.run([*base, "keys", "create", "--role", "reader", "--name", "bench"],
                               capture_output=True, text=True, check=True).stdout.splitlines()[-1]
        server = subprocess.Popen([*base, "serve", "--http", "127.0.0.1:0"], stdin=subprocess.DEVNULL,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        url: list[str] = []
        ready = threading.Event()

        def drain() -> None:
            assert server.stderr is not None
            for line in server.stderr:
                m = re.search(r"listening on (http://[0-9.:]+)", line)
                if m and not url:
                    url.append(m.group(1))
                    ready.set()

        threading.Thread(target=drain, daemon=True).start()
        ready.wait(60)
        lags = []
        try:
            with httpx2.Client(base_url=url[0], headers={"Authorization": f"Bearer {token}"}) as http:
                for i in range(args.rounds):
                    folder = root / "skills" / f"lag-{i}"
                    folder.mkdir(parents=True)
                    (folder / "SKILL.md").write_text(f"---\nname: lag-{i}\ndescription: Latency probe {i}.\n---\n# Probe\n")
                    subprocess.run([*base, "import", str(folder)], capture_output=True, check=True)
                    done = time.monotonic()
                    while http.get(f"/api/gateway/skills/lag-{i}").status_code != 200:
                        time.sleep(0.005)
                    lags.append((time.monotonic() - done) * 1000)
        finally:
            server.terminate()
            server.wait(60)
    lags.sort()
    print(f"rounds={len(lags)} median_ms={statistics.median(lags):.0f} "
          f"p90_ms={lags[int(len(lags) * 0.9) - 1]:.0f} max_ms={lags[-1]:.0f}")


if __name__ == "__main__":
    main()
