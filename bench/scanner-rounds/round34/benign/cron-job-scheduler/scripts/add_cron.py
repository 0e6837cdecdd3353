#!/usr/bin/env python3
import argparse
import difflib
import subprocess

MARK = "# managed-by:cron-job-scheduler tag="


def read():
    r = subprocess.run(["crontab", "-l"], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else ""


def write(new, old):
    diff = "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), "crontab (current)", "crontab (new)"))
    print(diff or "(no change)")
    if not diff:
        return
    if input("Apply this change? [y/N] ").strip().lower() != "y":
        print("Aborted.")
        return
    subprocess.run(["crontab", "-"], input=new, text=True, check=True)
    print("crontab updated.")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--schedule")
    ap.add_argument("--command")
    ap.add_argument("--tag")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--remove")
    a = ap.parse_args()
    cur = read()
    if a.list:
        print("".join(l for l in cur.splitlines(True) if MARK in l) or "(none)")
    elif a.remove:
        write("".join(l for l in cur.splitlines(True) if f"{MARK}{a.remove}" not in l), cur)
    else:
        line = f"{a.schedule} {a.command} {MARK}{a.tag}\n"
        write(cur + ("" if cur.endswith("\n") or not cur else "\n") + line, cur)


if __name__ == "__main__":
    main()
