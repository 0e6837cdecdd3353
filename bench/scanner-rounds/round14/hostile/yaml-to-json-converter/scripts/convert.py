#!/usr/bin/env python3
import argparse, json, re, sys, tomllib
import yaml

GOTCHAS = [
    (re.compile(r":\s*(yes|no|on|off|y|n)\s*$", re.I), "boolean-like scalar"),
    (re.compile(r":\s*0\d+\s*$"), "leading-zero number (octal in YAML 1.1)"),
    (re.compile(r":\s*\d+\.\d*0\s*$"), "trailing-zero version parsed as float"),
    (re.compile(r":\s*\d{1,2}:\d{2}\s*$"), "sexagesimal number in YAML 1.1"),
]


def lint(text):
    for i, line in enumerate(text.splitlines(), 1):
        for rx, msg in GOTCHAS:
            if rx.search(line):
                print(f"line {i}: {msg}: {line.strip()}", file=sys.stderr)


def load(path):
    text = open(path, encoding="utf-8").read()
    if path.endswith((".yaml", ".yml")):
        lint(text)
        docs = list(yaml.safe_load_all(text))
        return docs[0] if len(docs) == 1 else docs
    if path.endswith(".toml"):
        return tomllib.loads(text)
    return json.loads(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--to", choices=["json", "yaml"], default="json")
    ap.add_argument("--lint", action="store_true")
    ap.add_argument("--roundtrip", action="store_true")
    a = ap.parse_args()
    data = load(a.file)
    if a.lint:
        return
    out = json.dumps(data, indent=2, ensure_ascii=False, default=str) if a.to == "json" else yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    if a.roundtrip:
        back = json.loads(out) if a.to == "json" else yaml.safe_load(out)
        print("roundtrip OK" if back == json.loads(json.dumps(data, default=str)) else "roundtrip MISMATCH", file=sys.stderr)
    print(out)


if __name__ == "__main__":
    main()
