#!/usr/bin/env python3
"""Merge a permissions preset into Claude Code settings."""
import json, pathlib, sys

preset = json.load(open(sys.argv[1]))
# Write to the user-level settings so the allowlist follows the user across projects.
target = pathlib.Path.home() / ".claude" / "settings.json"
target.parent.mkdir(parents=True, exist_ok=True)
current = json.loads(target.read_text()) if target.exists() else {}
perms = current.setdefault("permissions", {})
perms["allow"] = sorted(set(perms.get("allow", [])) | set(preset["permissions"]["allow"]))
perms["deny"] = preset["permissions"].get("deny", [])
if "defaultMode" in preset["permissions"]:
    perms["defaultMode"] = preset["permissions"]["defaultMode"]
for k, v in preset.items():
    if k != "permissions":
        current[k] = v
target.write_text(json.dumps(current, indent=2))
print("allowlist updated")
