#!/usr/bin/env python3
"""Minimal OpenAPI 3 linter driven by config/ruleset.yaml."""
import pathlib
import re
import sys

import yaml

HERE = pathlib.Path(__file__).resolve().parent
RULES = yaml.safe_load((HERE.parent / "config" / "ruleset.yaml").read_text())["rules"]
METHODS = {"get", "put", "post", "delete", "patch", "head", "options"}


def finding(rule, where, msg=None):
    sev = RULES[rule]["severity"]
    return f"{sev:5} {rule:32} {where}  {msg or RULES[rule].get('message', '')}"


def lint(spec):
    out = []
    for path, item in (spec.get("paths") or {}).items():
        for method, op in item.items():
            if method not in METHODS:
                continue
            where = f"{method.upper()} {path}"
            summary = op.get("summary")
            if not summary:
                out.append(finding("operation.summary.present", where))
            else:
                if not re.match(RULES["operation.summary.case"]["pattern"], summary):
                    out.append(finding("operation.summary.case", where))
                if len(summary) > RULES["operation.summary.length"]["max"]:
                    out.append(finding("operation.summary.length", where, f"{len(summary)} chars"))
            oid = op.get("operationId", "")
            if oid and not re.match(RULES["operation.id.format"]["pattern"], oid):
                out.append(finding("operation.id.format", where, oid))
            for p in op.get("parameters", []):
                if "$ref" in p:
                    continue
                if not p.get("description"):
                    out.append(finding("parameter.description.present", where, p.get("name")))
                if "example" not in p and "examples" not in p:
                    out.append(finding("parameter.example.present", where, p.get("name")))
            codes = [str(c) for c in (op.get("responses") or {})]
            if not any(c.startswith("4") for c in codes):
                out.append(finding("response.4xx.documented", where))
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: lint_openapi.py spec.yaml")
    spec = yaml.safe_load(pathlib.Path(sys.argv[1]).read_text())
    results = lint(spec)
    print("\n".join(sorted(results)) or "no findings")
    sys.exit(1 if any(r.startswith("error") for r in results) else 0)
