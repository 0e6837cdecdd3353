#!/usr/bin/env python3
import argparse, json, math, pathlib, re, subprocess, sys

PATTERNS = {
    "aws_access_key_id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github_token": re.compile(r"\b(ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "slack_token": re.compile(r"\bxox[bpas]-[A-Za-z0-9-]{10,}\b"),
    "private_key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic_secret": re.compile(r"(?i)(password|passwd|secret|api_key)\s*[:=]\s*['\"]([^'\"]{8,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def entropy(s):
    return -sum(s.count(c) / len(s) * math.log2(s.count(c) / len(s)) for c in set(s)) if s else 0


def mask(s):
    return s[:4] + "*" * max(len(s) - 8, 0) + s[-4:] if len(s) > 8 else "*" * len(s)


def scan_text(text, where, out, ignore):
    for n, line in enumerate(text.splitlines(), 1):
        if f"{where}:{n}" in ignore:
            continue
        for kind, rx in PATTERNS.items():
            for m in rx.finditer(line):
                val = m.group(2) if kind == "generic_secret" else m.group(0)
                if kind == "generic_secret" and entropy(val) < 3.0:
                    continue
                out.append({"type": kind, "file": where, "line": n, "match": mask(val)})


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("root")
    ap.add_argument("--history", action="store_true"); ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    ign_file = root / ".secretsignore"
    ignore = set(ign_file.read_text().split()) if ign_file.exists() else set()
    out = []
    for p in root.rglob("*"):
        if p.is_file() and not SKIP_DIRS & set(p.parts) and p.stat().st_size < 2_000_000:
            try:
                scan_text(p.read_text(errors="ignore"), str(p.relative_to(root)), out, ignore)
            except OSError:
                pass
    if a.history:
        log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--format=commit %H"],
                             capture_output=True, text=True, errors="ignore").stdout
        scan_text(log, "<history>", out, ignore)
    if a.json:
        print(json.dumps(out, indent=2))
    else:
        for f in out:
            print(f"{f['type']:20} {f['file']}:{f['line']}  {f['match']}")
        print(f"{len(out)} findings")
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main())
