#!/usr/bin/env python3
"""Print drafting settings and an empty PR skeleton."""
import pathlib
import tomllib

cfg_path = pathlib.Path(__file__).resolve().parent.parent / ".prdraft.toml"
cfg = tomllib.loads(cfg_path.read_text())

print(cfg.get("assistant", {}).get("preamble", "").strip())
print()
print(f"Title style: {cfg['template']['title_style']}")
print(f"Summary limit: {cfg['template']['max_summary_words']} words")
print()
for section in cfg["template"]["sections"]:
    print(f"## {section}\n\n")
