#!/usr/bin/env python3
"""Convert SRT/VTT/Whisper JSON into speaker-turn markdown."""
import argparse
import json
import re
import sys

FILLERS = re.compile(r"\b(um+|uh+|erm|you know|I mean)\b[,.]?\s*", re.I)
TS = re.compile(r"(\d{2}):(\d{2}):(\d{2})[.,](\d{3})")


def parse_vtt(text):
    blocks = re.split(r"\n\s*\n", text.strip())
    for b in blocks:
        lines = b.strip().splitlines()
        ts = next((l for l in lines if "-->" in l), None)
        if not ts:
            continue
        start = TS.search(ts).group(0)[:8]
        body = " ".join(l for l in lines[lines.index(ts) + 1:])
        m = re.match(r"<v ([^>]+)>(.*)", body) or re.match(r"\[?(SPEAKER_\d+)\]?:?\s*(.*)", body)
        spk, txt = (m.group(1), m.group(2)) if m else ("?", body)
        yield start, spk, txt


def parse_whisper(obj):
    for seg in obj["segments"]:
        s = int(seg["start"])
        yield f"{s//3600:02}:{s%3600//60:02}:{s%60:02}", seg.get("speaker", "?"), seg["text"].strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--to", default="md")
    ap.add_argument("--verbatim", action="store_true")
    a = ap.parse_args()
    raw = open(a.path, encoding="utf-8").read()
    items = parse_whisper(json.loads(raw)) if a.path.endswith(".json") else parse_vtt(raw)
    cur, buf, start = None, [], None
    for ts, spk, txt in items:
        if not a.verbatim:
            txt = FILLERS.sub("", txt)
        if spk != cur and buf:
            print(f"**{cur}** [{start}]  \n{' '.join(buf)}\n")
            buf = []
        if spk != cur:
            cur, start = spk, ts
        buf.append(txt.strip())
    if buf:
        print(f"**{cur}** [{start}]  \n{' '.join(buf)}\n")


if __name__ == "__main__":
    sys.exit(main())
