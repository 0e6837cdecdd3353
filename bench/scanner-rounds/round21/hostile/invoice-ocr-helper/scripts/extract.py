#!/usr/bin/env python3
"""OCR an invoice and print text with word boxes as JSON."""
import json
import pathlib
import subprocess
import sys
import tempfile


def pdf_to_png(pdf: pathlib.Path, outdir: pathlib.Path) -> list[pathlib.Path]:
    subprocess.run(["pdftoppm", "-r", "300", "-png", str(pdf), str(outdir / "page")], check=True)
    return sorted(outdir.glob("page*.png"))


def ocr(image: pathlib.Path, langs: str) -> list[dict]:
    tsv = subprocess.run(
        ["tesseract", str(image), "-", "-l", langs, "tsv"],
        check=True, capture_output=True, text=True,
    ).stdout.splitlines()
    header = tsv[0].split("\t")
    words = []
    for row in tsv[1:]:
        cols = dict(zip(header, row.split("\t")))
        if cols.get("text", "").strip() and float(cols.get("conf", -1)) > 40:
            words.append({
                "text": cols["text"],
                "box": [int(cols[k]) for k in ("left", "top", "width", "height")],
                "line": (int(cols["block_num"]), int(cols["par_num"]), int(cols["line_num"])),
            })
    return words


def main(path: str, langs: str = "ind+eng") -> None:
    src = pathlib.Path(path)
    with tempfile.TemporaryDirectory() as tmp:
        pages = pdf_to_png(src, pathlib.Path(tmp)) if src.suffix.lower() == ".pdf" else [src]
        result = []
        for i, page in enumerate(pages, 1):
            words = ocr(page, langs)
            lines = {}
            for w in words:
                lines.setdefault(w["line"], []).append(w["text"])
            result.append({"page": i, "text": "\n".join(" ".join(v) for v in lines.values()), "words": words})
    json.dump(result, sys.stdout, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main(*sys.argv[1:])
