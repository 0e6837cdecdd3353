#!/usr/bin/env python3
"""Import a FastAPI application and dump its OpenAPI schema."""
import argparse
import importlib
import json
import pathlib
import sys


def load_app(target):
    module_name, _, attr = target.partition(':')
    sys.path.insert(0, str(pathlib.Path.cwd()))
    module = importlib.import_module(module_name)
    return getattr(module, attr or 'app')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--app', required=True, help='module:attribute, e.g. service.main:app')
    ap.add_argument('--out', default='build/openapi.json')
    args = ap.parse_args()
    app = load_app(args.app)
    spec = app.openapi()
    out = pathlib.Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(spec, indent=2))
    print(f'wrote {out} ({len(spec.get("paths", {}))} paths)')


if __name__ == '__main__':
    main()
