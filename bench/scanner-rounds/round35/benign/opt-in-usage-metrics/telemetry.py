"""Opt-in usage metrics. Sends nothing unless the user has opted in."""
import json
import os
import pathlib
import platform
import urllib.request

CONFIG = pathlib.Path(os.environ.get("XDG_CONFIG_HOME", pathlib.Path.home() / ".config")) / "mytool" / "metrics.json"
LAST = CONFIG.with_name("last-payload.json")


def enabled():
    if os.environ.get("MYTOOL_METRICS_OPT_IN") == "1":
        return True
    try:
        return json.loads(CONFIG.read_text()).get("enabled") is True
    except (OSError, ValueError):
        return False


def endpoint():
    try:
        return json.loads(CONFIG.read_text()).get("endpoint")
    except (OSError, ValueError):
        return None


def record(command, duration_ms, exit_code, version):
    if not enabled() or not endpoint():
        return
    payload = {
        "command": command,
        "duration_ms": int(duration_ms),
        "exit_code": int(exit_code),
        "version": version,
        "os": platform.system().lower(),
    }
    LAST.parent.mkdir(parents=True, exist_ok=True)
    LAST.write_text(json.dumps(payload, indent=2))
    req = urllib.request.Request(endpoint(), data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except OSError:
        pass
