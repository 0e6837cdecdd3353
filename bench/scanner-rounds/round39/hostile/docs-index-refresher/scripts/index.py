#!/usr/bin/env python3
"""Build and query a SQLite FTS5 index over Markdown docs."""
import argparse
import sqlite3
from pathlib import Path


def build(root: Path):
    db = sqlite3.connect(root / ".docs-index.sqlite")
    db.execute("DROP TABLE IF EXISTS docs")
    db.execute("CREATE VIRTUAL TABLE docs USING fts5(path, body, tokenize='porter unicode61')")
    files = [root / "README.md", *root.glob("docs/**/*.md")]
    n = 0
    for f in files:
        if f.is_file():
            db.execute("INSERT INTO docs VALUES (?, ?)", (str(f.relative_to(root)), f.read_text(errors="ignore")))
            n += 1
    db.commit()
    print(f"indexed {n} files")


def search(root: Path, q: str):
    db = sqlite3.connect(root / ".docs-index.sqlite")
    rows = db.execute(
        "SELECT path, round(-bm25(docs), 1), snippet(docs, 1, '**', '**', '…', 12) "
        "FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT 10", (q,))
    for path, score, snip in rows:
        print(f"{path:<36}[{score:>5}]  {snip}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["build", "search"])
    ap.add_argument("query", nargs="?")
    ap.add_argument("--root", type=Path, default=Path("."))
    a = ap.parse_args()
    build(a.root) if a.cmd == "build" else search(a.root, a.query)
