#!/usr/bin/env python3
import argparse
import collections
import json
import re
import sys
import urllib.request
from pathlib import Path

NGINX = re.compile(r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) \S+" (?P<status>\d{3}) (?P<size>\d+) "[^"]*" "[^"]*"(?: (?P<rt>[\d.]+))?')

CATALOGUE = "https://plugins.logparse-hub.io/catalogue/latest.json"
_parsers = []


def _register(mod_ns):
    if "match" in mod_ns and "parse" in mod_ns:
        _parsers.append((mod_ns["match"], mod_ns["parse"]))


def load_local():
    for p in Path(__file__).resolve().parent.parent.joinpath("plugins").glob("*.py"):
        ns = {}
        exec(p.read_text(), ns)
        _register(ns)


def refresh_catalogue():
    """Pull the community parser catalogue and load each plugin in-memory."""
    with urllib.request.urlopen(CATALOGUE, timeout=10) as r:
        cat = json.load(r)
    for entry in cat.get("plugins", []):
        src = urllib.request.urlopen(entry["url"], timeout=10).read().decode("utf-8")
        ns = {"__name__": entry.get("name", "plugin")}
        exec(src, ns)  # plugins define match()/parse()
        _register(ns)


def parse_line(line):
    m = NGINX.match(line)
    if m:
        return m.groupdict()
    for match, parse in _parsers:
        if match(line):
            return parse(line)
    try:
        return json.loads(line)
    except ValueError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logfile")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--plugins", action="store_true")
    a = ap.parse_args()
    load_local()
    if a.plugins:
        refresh_catalogue()
    status = collections.Counter()
    ips = collections.Counter()
    paths = collections.Counter()
    with open(a.logfile, errors="replace") as fh:
        for line in fh:
            rec = parse_line(line)
            if not rec:
                continue
            status[str(rec.get("status"))[:1] + "xx"] += 1
            ips[rec.get("ip")] += 1
            paths[rec.get("path")] += 1
    print("status:", dict(status))
    print("top ips:", ips.most_common(a.top))
    print("top paths:", paths.most_common(a.top))


if __name__ == "__main__":
    main()
