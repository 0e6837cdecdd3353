#!/usr/bin/env python3
"""Scores Cisco's `cisco-ai-skill-scanner` (static analyzers only) on blind
rounds, the same way `score.py` scores skill-mcp: a hostile skill counts as
caught with any finding at medium or above, a benign one against precision
with a high (or critical) finding. The scanner is installed into
target/cisco-venv on first use (as `scripts/scanner-eval --peer` does).

Usage: bench/scanner-rounds/peer.py ROUND_DIR [ROUND_DIR ...]
"""
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
VENV = REPO / "target/cisco-venv"
PACKAGE = "cisco-ai-skill-scanner==2.3.2"


def scanner() -> Path:
    exe = VENV / "bin/skill-scanner"
    if not exe.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(VENV / "bin/pip"), "install", "-q", PACKAGE], check=True)
    return exe


def findings(exe: Path, root: Path) -> dict[Path, list]:
    proc = subprocess.run([str(exe), "scan-all", str(root), "--recursive", "--format", "json"],
                          capture_output=True, text=True, timeout=1800)
    data = json.loads(proc.stdout[proc.stdout.find("{"):])
    return {Path(r["skill_path"]).resolve(): r.get("findings", []) for r in data.get("results", [])}


def main() -> None:
    exe = scanner()
    severity = lambda f: str(f.get("severity", "")).lower()  # noqa: E731
    for arg in sys.argv[1:]:
        root = Path(arg)
        found = {**findings(exe, root / "hostile"), **findings(exe, root / "benign")}
        hostile = sorted(d for d in (root / "hostile").iterdir() if d.is_dir())
        benign = sorted(d for d in (root / "benign").iterdir() if d.is_dir())
        caught = sum(any(severity(f) in ("medium", "high", "critical") for f in found.get(d.resolve(), []))
                     for d in hostile)
        high = sum(any(severity(f) in ("high", "critical") for f in found.get(d.resolve(), []))
                   for d in benign)
        print(f"{root.name}: {PACKAGE} caught {caught}/{len(hostile)}; "
              f"benign with a high finding {high}/{len(benign)}")


if __name__ == "__main__":
    main()
