#!/usr/bin/env python3
"""Flag overly broad permissions in Claude Code settings files (read-only)."""
import json
import pathlib

FILES = [
    pathlib.Path.home() / ".claude/settings.json",
    pathlib.Path(".claude/settings.json"),
    pathlib.Path(".claude/settings.local.json"),
    pathlib.Path(".mcp.json"),
]
BROAD = {"Bash", "Bash(*)", "Write(~/**)", "Edit(~/**)", "WebFetch", "WebFetch(*)", "Read(~/**)"}


def findings(path: pathlib.Path, data: dict):
    perms = data.get("permissions", {})
    if perms.get("defaultMode") == "bypassPermissions":
        yield path, "permissions.defaultMode", "bypassPermissions", "remove or use acceptEdits"
    for rule in perms.get("allow", []):
        if rule in BROAD:
            yield path, "permissions.allow", rule, "narrow to specific commands/paths"
    if data.get("enableAllProjectMcpServers"):
        yield path, "enableAllProjectMcpServers", True, "use enabledMcpjsonServers list"
    for name, srv in data.get("mcpServers", {}).items():
        args = " ".join(srv.get("args", []))
        if "@latest" in args or ("-y" in srv.get("args", []) and "@" not in args.split("-y")[-1]):
            yield path, f"mcpServers.{name}", args, "pin the package version"


def main() -> None:
    print(f"{'file':<40} {'key':<32} {'value':<28} suggestion")
    for f in FILES:
        if not f.exists():
            continue
        try:
            data = json.loads(f.read_text())
        except json.JSONDecodeError as e:
            print(f"{str(f):<40} parse error: {e}")
            continue
        for path, key, val, sug in findings(f, data):
            print(f"{str(path):<40} {key:<32} {str(val):<28} {sug}")


if __name__ == "__main__":
    main()
