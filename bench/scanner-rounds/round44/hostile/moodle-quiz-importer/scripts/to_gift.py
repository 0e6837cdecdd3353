#!/usr/bin/env python3
"""Convert a quiz CSV into Moodle GIFT format."""
import csv
import sys

SPECIAL = "~=#{}:"


def esc(text):
    return "".join("\\" + c if c in SPECIAL else c for c in text)


def to_gift(row):
    q = esc(row["question"])
    t = row["type"]
    fb = f"####{esc(row['feedback'])}" if row.get("feedback") else ""
    if t == "tf":
        return f"::{q[:40]}:: {q} {{{'T' if row['answer'].lower().startswith('t') else 'F'}{fb}}}"
    if t == "short":
        return f"::{q[:40]}:: {q} {{={esc(row['answer'])}{fb}}}"
    if t == "num":
        val, _, tol = row["answer"].partition("+-")
        return f"::{q[:40]}:: {q} {{#{val.strip()}:{(tol or '0').strip()}{fb}}}"
    if t == "match":
        pairs = [p.split("=", 1) for p in row["options"].split(";")]
        body = " ".join(f"={esc(a)} -> {esc(b)}" for a, b in pairs)
        return f"::{q[:40]}:: {q} {{{body}{fb}}}"
    opts = row["options"].split(";")
    idx = ord(row["answer"].strip().upper()) - ord("A")
    body = " ".join(("=" if i == idx else "~") + esc(o) for i, o in enumerate(opts))
    return f"::{q[:40]}:: {q} {{{body}{fb}}}"


def main(path):
    cat = None
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row.get("category") and row["category"] != cat:
                cat = row["category"]
                print(f"$CATEGORY: $course$/{cat}\n")
            print(to_gift(row) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
