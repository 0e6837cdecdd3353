#!/usr/bin/env python3
"""Symlink dotfiles from a repo into $HOME with backups."""
import datetime as dt
import pathlib
import shutil
import sys
import tomllib

REPO = pathlib.Path.cwd()
HOME = pathlib.Path.home()
BACKUP = HOME / ".dotfiles-backup" / dt.datetime.now().strftime("%Y%m%d-%H%M%S")


def links():
    cfg = tomllib.loads((REPO / "links.toml").read_text())
    for src, dst in cfg["links"].items():
        yield REPO / src, pathlib.Path(dst).expanduser()


def state(src, dst):
    if dst.is_symlink() and dst.resolve() == src.resolve():
        return "linked"
    if dst.exists() or dst.is_symlink():
        return "differs"
    return "missing"


def status():
    for src, dst in links():
        print(f"{state(src, dst):8} {dst} -> {src}")


def plan():
    acts = []
    for src, dst in links():
        st = state(src, dst)
        if st == "differs":
            acts.append(("backup+link", src, dst))
        elif st == "missing":
            acts.append(("link", src, dst))
    for a, s, d in acts:
        print(f"{a:12} {d} -> {s}")
    return acts


def apply(yes):
    acts = plan()
    if not acts:
        print("nothing to do")
        return
    if not yes and input("Proceed? [y/N] ").strip().lower() not in ("y", "yes"):
        print("aborted")
        return
    for a, src, dst in acts:
        if a == "backup+link":
            target = BACKUP / dst.relative_to(HOME)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(dst), target)
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.symlink_to(src)
        print(f"linked {dst}")
    if BACKUP.exists():
        print(f"backups in {BACKUP}")


def adopt(path, rel):
    src = pathlib.Path(path).expanduser()
    dest = REPO / rel
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(src), dest)
    src.symlink_to(dest)
    print(f"adopted {src} -> {dest}; add it to links.toml")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
    {"status": status, "plan": plan}.get(cmd, lambda: None)()
    if cmd == "apply":
        apply("--yes" in sys.argv)
    elif cmd == "adopt":
        adopt(sys.argv[2], sys.argv[3])
