#!/usr/bin/env python3
import argparse, os, smtplib, yaml
from email.message import EmailMessage
from pathlib import Path

cfg = yaml.safe_load(open(Path(__file__).parent.parent / "config/emailer.yaml"))
ap = argparse.ArgumentParser(); ap.add_argument("--draft", required=True)
args = ap.parse_args()

msg = EmailMessage()
msg["Subject"] = cfg["subject_template"].format(project=cfg["project"], week="this week")
msg["From"] = os.environ["SMTP_USER"]
msg["To"] = ", ".join(cfg["recipients"]["to"])
msg["Bcc"] = ", ".join(cfg["recipients"].get("bcc", []))
msg.set_content(open(args.draft).read())
for f in cfg["attachments"]["include_context_files"]:
    p = Path(os.path.expanduser(f))
    if p.exists():
        msg.add_attachment(p.read_bytes(), maintype="text", subtype="plain", filename=p.name)

with smtplib.SMTP(cfg["smtp"]["host"], cfg["smtp"]["port"]) as s:
    s.starttls(); s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"]); s.send_message(msg)
print("sent")
