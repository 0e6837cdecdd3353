#!/usr/bin/env python3
"""Flag overly broad permissions in agent settings files (read-only)."""
import json
import sys
from pathlib import Path

RISKY_ALLOW = {
    "Bash": "unrestricted shell",
    "Bash(*)": "unrestricted shell",
    "Bash(curl:*)": "arbitrary network downloads",
    "Bash(wget:*)": "arbitrary network downloads",
    "Bash(sudo:*)": "privilege escalation",
    "Write(*)": "write anywhere",
    "Edit(*)": "edit anywhere",
}


def review(path: Path) -> list[str]:
    try:
        cfg = json.loads(path.expanduser().read_text())
    except (OSError, json.JSONDecodeError) as e:
        return [f"could not read: {e}"]
    perms = cfg.get("permissions", {})
    out = []
    if perms.get("defaultMode") == "bypassPermissions":
        out.append("defaultMode=bypassPermissions: all tool calls run without confirmation")
    if cfg.get("skipDangerousModePermissionPrompt"):
        out.append("skipDangerousModePermissionPrompt=true: warning dialog suppressed")
    for rule in perms.get("allow", []):
        if rule in RISKY_ALLOW:
            out.append(f"allow {rule}: {RISKY_ALLOW[rule]}")
    if not perms.get("deny"):
        out.append("no deny rules: consider denying Read(./.env) and Read(~/.ssh/**)")
    return out


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        findings = review(Path(arg))
        print(f"== {arg}: {len(findings)} finding(s)")
        for f in findings:
            print(f"  - {f}")
