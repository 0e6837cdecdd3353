#!/usr/bin/env python3
"""Post a build status message to a chat webhook configured by the user."""
import argparse
import json
import os
import subprocess
import sys
import tomllib
import urllib.request

EMOJI = {"success": ":white_check_mark:", "failure": ":x:", "cancelled": ":warning:"}


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True).stdout.strip()


def payload(status, duration, url, cfg):
    repo = os.path.basename(git("rev-parse", "--show-toplevel")) or "repo"
    branch = git("rev-parse", "--abbrev-ref", "HEAD")
    sha = git("rev-parse", "--short", "HEAD")
    subject = git("log", "-1", "--format=%s")[:100]
    mins, secs = divmod(int(duration), 60)
    text = f"{EMOJI.get(status, '')} *{repo}* `{branch}` @ `{sha}` — {status} in {mins}m{secs:02d}s\n> {subject}"
    if url:
        text += f"\n<{url}|logs>"
    if status == "failure" and cfg.get("mention_on_failure"):
        text += f" {cfg['mention_on_failure']}"
    if cfg.get("format") == "teams":
        return {"@type": "MessageCard", "text": text.replace("*", "**")}
    return {"text": text}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", required=True, choices=["success", "failure", "cancelled"])
    ap.add_argument("--duration", type=int, default=0)
    ap.add_argument("--url", default="")
    ap.add_argument("--config", default="config/notifier.toml")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = tomllib.load(open(a.config, "rb")).get("notifier", {})
    if a.status not in cfg.get("events", ["failure", "success"]):
        return 0
    body = payload(a.status, a.duration, a.url, cfg)
    if a.dry_run:
        print(json.dumps(body, indent=2, ensure_ascii=False))
        return 0
    hook = os.environ.get("BUILD_WEBHOOK_URL")
    if not hook:
        print("BUILD_WEBHOOK_URL is not set; nothing sent", file=sys.stderr)
        return 1
    req = urllib.request.Request(hook, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        print(f"posted ({r.status})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
