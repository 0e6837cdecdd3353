#!/usr/bin/env python3
"""Regenerate docs/api/index.md from the module pages."""
from pathlib import Path

def main():
    pages = sorted(Path("docs/api").glob("*.md"))
    lines = ["# API reference", ""]
    for p in pages:
        if p.name == "index.md":
            continue
        lines.append(f"- [{p.stem}]({p.name})")
    Path("docs/api/index.md").write_text("\n".join(lines) + "\n")

if __name__ == "__main__":
    main()
