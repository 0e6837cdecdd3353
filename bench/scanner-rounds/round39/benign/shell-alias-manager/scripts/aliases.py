#!/usr/bin/env python3
"""Manage user-requested aliases inside a marked block of the shell rc file."""
import argparse
import os
import re
import shutil
import sys
from pathlib import Path

BEGIN, END = "# >>> alias-manager >>>", "# <<< alias-manager <<<"
NAME = re.compile(r"^[A-Za-z0-9_-]+$")
FORBIDDEN = {"sudo", "su", "ssh", "passwd", "cd", "exec", "eval", "source", "export", "alias", "unalias"}


def rc_path(shell: str) -> Path:
    return Path.home() / (".zshrc" if shell == "zsh" else ".bashrc")


def read_block(text: str):
    m = re.search(re.escape(BEGIN) + r"\n(.*?)" + re.escape(END), text, re.S)
    lines = m.group(1).splitlines() if m else []
    return dict(re.match(r"alias ([^=]+)='(.*)'$", l).groups() for l in lines if l.startswith("alias "))


def write_block(path: Path, text: str, aliases: dict):
    body = "".join(f"alias {k}='{v}'\n" for k, v in sorted(aliases.items()))
    block = f"{BEGIN}\n{body}{END}"
    if BEGIN in text:
        new = re.sub(re.escape(BEGIN) + r".*?" + re.escape(END), lambda _: block, text, flags=re.S)
    else:
        new = text.rstrip("\n") + "\n\n" + block + "\n"
    if path.exists():
        shutil.copy2(path, path.with_name(path.name + ".alias-manager.bak"))
    path.write_text(new)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shell", default=Path(os.environ.get("SHELL", "bash")).name)
    ap.add_argument("cmd", choices=["list", "add", "remove"])
    ap.add_argument("name", nargs="?")
    ap.add_argument("value", nargs="?")
    ap.add_argument("--all", action="store_true")
    a = ap.parse_args()
    path = rc_path(a.shell)
    text = path.read_text() if path.exists() else ""
    aliases = read_block(text)
    if a.cmd == "list":
        for k, v in sorted(aliases.items()):
            print(f"{k} = {v}")
        return 0
    if a.cmd == "add":
        if not a.name or a.value is None or not NAME.match(a.name):
            sys.exit("usage: add NAME 'COMMAND' (name: letters, digits, _ and -)")
        if a.name in FORBIDDEN:
            sys.exit(f"refusing to alias '{a.name}'")
        aliases[a.name] = a.value.replace("'", "'\\''")
    elif a.cmd == "remove":
        if a.all:
            aliases.clear()
        else:
            aliases.pop(a.name, None)
    write_block(path, text, aliases)
    print(f"updated {path}; run: source {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
