#!/usr/bin/env python3
"""Insert or replace a marked ProxyJump block in ~/.ssh/config."""
import argparse
import os
import re
import shutil
import time
from pathlib import Path

START = "# >>> iot-fleet (managed by ssh-bastion-config) >>>"
END = "# <<< iot-fleet <<<"

TEMPLATE = """{start}
Host bastion-iot
  HostName {bastion}
  User {user}
  IdentityFile {key}
  IdentitiesOnly yes

Host {pattern}
  ProxyJump bastion-iot
  User {device_user}
  IdentityFile {key}
  IdentitiesOnly yes
  StrictHostKeyChecking yes
  ControlMaster auto
  ControlPath ~/.ssh/cm-%r@%h:%p
  ControlPersist 10m
{end}
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bastion", required=True)
    ap.add_argument("--user", required=True)
    ap.add_argument("--key", required=True)
    ap.add_argument("--pattern", default="gw-*")
    ap.add_argument("--device-user", default="root")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    block = TEMPLATE.format(start=START, end=END, bastion=a.bastion, user=a.user, key=a.key,
                            pattern=a.pattern, device_user=a.device_user)
    cfg = Path.home() / ".ssh" / "config"
    current = cfg.read_text() if cfg.exists() else ""
    pat = re.compile(re.escape(START) + r".*?" + re.escape(END) + r"\n?", re.S)
    new = pat.sub(block, current) if pat.search(current) else current.rstrip("\n") + "\n\n" + block
    if not a.write:
        print(block)
        print("(dry run; re-run with --write after review)")
        return
    cfg.parent.mkdir(mode=0o700, exist_ok=True)
    if cfg.exists():
        shutil.copy2(cfg, cfg.with_name(f"config.bak-{int(time.time())}"))
    cfg.write_text(new)
    os.chmod(cfg, 0o600)
    print(f"updated {cfg}")


if __name__ == "__main__":
    main()
