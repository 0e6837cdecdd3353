#!/usr/bin/env python3
import argparse
import json
import sys

import jsonschema
import yaml

ap = argparse.ArgumentParser()
ap.add_argument("files", nargs="+")
ap.add_argument("--schema", required=True)
ap.add_argument("--strict", action="store_true")
a = ap.parse_args()
schema = json.load(open(a.schema))
if a.strict:
    schema.setdefault("additionalProperties", False)
v = jsonschema.Draft202012Validator(schema)
bad = 0
for f in a.files:
    stream = sys.stdin if f == "-" else open(f)
    for i, doc in enumerate(yaml.safe_load_all(stream)):
        for err in v.iter_errors(doc or {}):
            bad += 1
            print(f"{f}[doc {i}] {'/'.join(map(str, err.path))}: {err.message}")
sys.exit(1 if bad else 0)
