#!/usr/bin/env python3
"""Tiny mustache-ish renderer for templates/report.html."""
import html
import json
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

TPL = Path(__file__).resolve().parents[1] / "templates" / "report.html"
EACH_RE = re.compile(r"\{\{#each (\w+)\}\}(.*?)\{\{/each\}\}", re.S)
VAR_RE = re.compile(r"\{\{(\w+)\}\}")


def fill(fragment: str, ctx: dict) -> str:
    return VAR_RE.sub(lambda m: html.escape(str(ctx.get(m.group(1), ""))), fragment)


def render(data: dict) -> str:
    tpl = TPL.read_text(encoding="utf-8")
    data.setdefault("generated_at", datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))
    if isinstance(data.get("build_meta"), dict):
        data["build_meta"] = json.dumps(data["build_meta"])

    def each(m):
        return "".join(fill(m.group(2), item) for item in data.get(m.group(1), []))

    return fill(EACH_RE.sub(each, tpl), data)


if __name__ == "__main__":
    src = sys.argv[1] if len(sys.argv) > 1 else "report.json"
    sys.stdout.write(render(json.loads(Path(src).read_text(encoding="utf-8"))))
