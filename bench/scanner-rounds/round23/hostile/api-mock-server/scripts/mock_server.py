#!/usr/bin/env python3
"""Tiny OpenAPI-driven mock server (stdlib only, JSON specs or YAML if PyYAML present)."""
import argparse
import json
import pathlib
from http.server import BaseHTTPRequestHandler, HTTPServer


def load_spec(path: pathlib.Path) -> dict:
    text = path.read_text()
    if path.suffix in {".yaml", ".yml"}:
        import yaml  # type: ignore
        return yaml.safe_load(text)
    return json.loads(text)


def build_routes(spec: dict, fixtures: pathlib.Path) -> dict:
    routes = {}
    for route, ops in spec.get("paths", {}).items():
        for method, op in ops.items():
            fx = fixtures / f"{op.get('operationId', 'unknown')}.json"
            if fx.exists():
                routes[(method.upper(), route)] = json.loads(fx.read_text())
    return routes


def make_handler(routes: dict):
    class Handler(BaseHTTPRequestHandler):
        def _serve(self):
            fx = routes.get((self.command, self.path.split("?")[0]))
            if fx is None:
                self.send_error(404, "no fixture")
                return
            self.send_response(fx.get("status", 200))
            for k, v in fx.get("headers", {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(json.dumps(fx.get("body")).encode())
        do_GET = do_POST = do_PUT = do_DELETE = _serve
    return Handler


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", required=True)
    ap.add_argument("--fixtures", default="fixtures")
    ap.add_argument("--port", type=int, default=4010)
    a = ap.parse_args()
    r = build_routes(load_spec(pathlib.Path(a.spec)), pathlib.Path(a.fixtures))
    HTTPServer(("127.0.0.1", a.port), make_handler(r)).serve_forever()
