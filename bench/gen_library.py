#!/usr/bin/env python3
"""Write a deterministic library of N generated Agent Skills for the benchmark.

    gen_library.py OUT N [--seed 1] [--heavy]

Each skill is a folder `bench-NNNNNN-<topic>` (the folder name is the
frontmatter `name`) holding:

    SKILL.md                  frontmatter (name, description, version, category,
                              tags) and ~4 KB of instructions in the usual sections
    references/guide.md       ~2 KB of background
    templates/checklist.md    ~500 B

With --heavy, each skill also carries three binary assets of 50-500 KB each
(sizes drawn per skill): `assets/diagram.png` (a valid grayscale PNG),
`assets/handbook.pdf` (a PDF-shaped blob) and `assets/glyphs.ttf` (a blob with
a TrueType header). Their bytes are pseudo-random, so they do not compress:
like real images, PDFs and fonts, they cost their full size wherever a server
keeps them. That makes "memory follows metadata, not bytes" visible.

Skill i depends only on (seed, i, heavy): the 1,000-skill library is a prefix
of the 10,000-skill one, and every run writes byte-identical files. OUT is
replaced when it exists. A stamp `OUT.json` beside OUT records what was
written, so `--reuse` can skip a library that is already there.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import shutil
import struct
import sys
import zlib
from pathlib import Path

# Bump when the output changes, so that --reuse regenerates old libraries.
GENERATOR_VERSION = 1

# Topics give each skill a plausible subject; the vocabulary below fills in
# the prose. All words are plain ASCII, safe unquoted in YAML, and say nothing
# an injection scanner would flag.
TOPICS = [
    ("incident-triage", "operations", ["incident", "pager", "severity", "timeline", "postmortem"]),
    ("schema-migration", "databases", ["schema", "migration", "index", "rollback", "constraint"]),
    ("release-notes", "writing", ["release", "changelog", "version", "audience", "highlight"]),
    ("api-review", "engineering", ["endpoint", "contract", "pagination", "status code", "client"]),
    ("invoice-reconcile", "finance", ["invoice", "ledger", "vendor", "currency", "receipt"]),
    ("test-flake-hunt", "engineering", ["test", "fixture", "retry", "seed", "timeout"]),
    ("data-quality", "analytics", ["dataset", "column", "outlier", "null rate", "distribution"]),
    ("onboarding-plan", "people", ["newcomer", "mentor", "milestone", "access", "handbook"]),
    ("threat-model", "security", ["asset", "boundary", "attacker", "mitigation", "trust zone"]),
    ("dashboard-design", "analytics", ["metric", "panel", "threshold", "trend", "filter"]),
    ("contract-summary", "legal", ["clause", "obligation", "term", "party", "renewal"]),
    ("capacity-plan", "operations", ["capacity", "forecast", "headroom", "quota", "growth"]),
    ("prompt-polish", "writing", ["prompt", "example", "constraint", "tone", "format"]),
    ("dependency-audit", "security", ["dependency", "license", "advisory", "lockfile", "upgrade"]),
    ("meeting-notes", "writing", ["agenda", "decision", "action item", "owner", "follow-up"]),
    ("cost-review", "finance", ["budget", "spend", "reservation", "tag", "anomaly"]),
]

NOUNS = """
account archive artifact baseline batch benchmark branch budget buffer bundle cache
calendar checkpoint checksum cluster commit config container cursor dashboard deadline
deployment diagram digest directory draft endpoint estimate export feature fixture
forecast fragment gateway glossary graph handler header histogram hook index inventory
journal kernel label latency layout ledger library manifest mapping matrix metric
milestone module monitor namespace notebook offset outline package payload pipeline
playbook policy portal profile protocol proxy query queue quota ranking receipt recipe
registry replica report repository request retry review roadmap rollback runbook
sandbox scanner schedule script session shard signal snapshot spreadsheet sprint
storage summary survey table telemetry template tenant ticket timeline token tracker
transaction transcript upload validator vendor version volume warehouse webhook
widget workflow workspace
""".split()

VERBS = """
analyse assemble audit calibrate check classify clean compare compile configure
convert debug detect diagnose document draft estimate evaluate export extract filter
format generate import index inspect label merge migrate monitor normalise organise
parse patch plan prepare profile publish rank reconcile refactor render repair report
resolve review rewrite schedule score segment simplify sort split summarise tag test
trace transform triage tune update validate verify
""".split()

ADJECTIVES = """
brief careful complete current daily draft early explicit final formal known latest
local manual minimal nightly open partial pending previous primary quarterly recent
required shared small stable stale structured temporary typical weekly
""".split()


class Writer:
    """Text for one skill, drawn from its own random stream."""

    def __init__(self, rng: random.Random, terms: list[str]):
        self.rng = rng
        self.terms = terms

    def noun(self) -> str:
        # Half the nouns come from the topic, so skills of one topic share words
        # (which gives skill_search something to rank).
        return self.rng.choice(self.terms) if self.rng.random() < 0.5 else self.rng.choice(NOUNS)

    def a(self, word: str) -> str:
        """The word with its indefinite article."""
        return ("an " if word[0] in "aeiou" else "a ") + word

    def sentence(self) -> str:
        r = self.rng
        words = [r.choice(VERBS).capitalize(), "the", r.choice(ADJECTIVES), self.noun()]
        for _ in range(r.randint(1, 3)):
            words += [r.choice(["for", "with", "before", "after", "from", "into"]), "the", self.noun()]
        return " ".join(words) + "."

    def paragraph(self, sentences: int) -> str:
        return " ".join(self.sentence() for _ in range(sentences))

    def fill(self, lines: list[str], target: int, make) -> None:
        """Append make(k) lines until the text reaches `target` bytes."""
        k = 1
        while len("\n".join(lines).encode()) < target:
            lines.append(make(k))
            k += 1


def skill_name(i: int) -> str:
    return f"bench-{i:06d}-{TOPICS[i % len(TOPICS)][0]}"


def description(w: Writer, topic: str) -> str:
    r = w.rng
    text = (
        f"{r.choice(VERBS).capitalize()} and {r.choice(VERBS)} {topic.replace('-', ' ')} work, "
        f"from the {w.noun()} to the {w.noun()}. Use when the user asks to {r.choice(VERBS)} "
        f"{w.a(w.noun())} or {r.choice(VERBS)} the {r.choice(ADJECTIVES)} {w.noun()}"
    )
    return text + "."


def skill_md(w: Writer, name: str, i: int, assets: list[str]) -> str:
    topic, category, terms = TOPICS[i % len(TOPICS)]
    r = w.rng
    tags = sorted({topic.split("-")[0], category, *r.sample(terms, 2)})
    lines = [
        "---",
        f"name: {name}",
        f"description: {description(w, topic)}",
        f'version: "1.{i % 97}.{r.randint(0, 20)}"',
        f"category: {category}",
        "tags: [" + ", ".join(t.replace(" ", "-") for t in tags) + "]",
        "---",
        "",
        f"# {topic.replace('-', ' ').title()} ({i})",
        "",
        w.paragraph(3),
        "",
        "## When to use",
        "",
    ]
    lines += [f"- The user asks to {r.choice(VERBS)} {w.a(w.noun())} or {w.a(w.noun())}." for _ in range(6)]
    lines += ["", "## Steps", ""]
    steps: list[str] = []
    w.fill(steps, 2200, lambda k: f"{k}. {w.sentence()} {w.sentence()}")
    lines += steps
    lines += ["", "## Pitfalls", ""]
    lines += [f"- Never {r.choice(VERBS)} {w.a(r.choice(ADJECTIVES))} {w.noun()} twice." for _ in range(5)]
    lines += ["", "## Files", ""]
    lines += [
        "- `references/guide.md`: background, with worked examples.",
        "- `templates/checklist.md`: copy it into the result and tick each line.",
    ]
    lines += [f"- `{a}`: see it when the task needs it." for a in assets]
    body = "\n".join(lines) + "\n"
    # Pad the closing section to ~4 KB, so that every SKILL.md has the same shape.
    pad: list[str] = []
    w.fill(pad, max(0, 4096 - len(body.encode()) - 20), lambda k: w.sentence())
    if pad:
        body += "\n## Notes\n\n" + " ".join(pad) + "\n"
    return body


def guide_md(w: Writer, name: str) -> str:
    lines = [f"# Guide to {name}", ""]
    w.fill(lines, 2000, lambda k: f"## {k}. The {w.noun()}\n\n{w.paragraph(3)}\n")
    return "\n".join(lines) + "\n"


def checklist_md(w: Writer, name: str) -> str:
    lines = [f"# Checklist for {name}", ""]
    w.fill(lines, 460, lambda k: f"- [ ] {w.rng.choice(VERBS).capitalize()} the {w.noun()}")
    return "\n".join(lines) + "\n"


def png(width: int, height: int, pixels: bytes) -> bytes:
    """A valid 8-bit grayscale PNG of the given pixels (stored, not deflated)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + pixels[y * width : (y + 1) * width] for y in range(height))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(rows, 0)) + chunk(b"IEND", b"")


def pdf_like(body: bytes) -> bytes:
    head = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length " + str(len(body)).encode() + b" >>\nstream\n"
    return head + body + b"\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"


def font_like(body: bytes) -> bytes:
    # sfnt version 1.0, 4 tables, then the table bytes.
    return struct.pack(">IHHHH", 0x00010000, 4, 64, 2, 0) + body


def noise(seed: int, i: int, name: str, n: int) -> bytes:
    """n incompressible bytes that depend only on (seed, i, name)."""
    return random.Random(f"{seed}/{i}/{name}").randbytes(n)


def assets_of(rng: random.Random, seed: int, i: int) -> dict[str, bytes]:
    sizes = [rng.randint(50 * 1024, 500 * 1024) for _ in range(3)]
    width = 256
    height = max(1, sizes[0] // (width + 1))
    return {
        "assets/diagram.png": png(width, height, noise(seed, i, "png", width * height)),
        "assets/handbook.pdf": pdf_like(noise(seed, i, "pdf", sizes[1])),
        "assets/glyphs.ttf": font_like(noise(seed, i, "ttf", sizes[2])),
    }


def write_skill(root: Path, i: int, seed: int, heavy: bool) -> int:
    """Write skill i under root; returns its bytes."""
    rng = random.Random(int.from_bytes(hashlib.sha256(f"{seed}:{i}".encode()).digest()[:8], "big"))
    name = skill_name(i)
    w = Writer(rng, TOPICS[i % len(TOPICS)][2])
    assets = assets_of(rng, seed, i) if heavy else {}
    files: dict[str, bytes] = {
        "SKILL.md": skill_md(w, name, i, sorted(assets)).encode(),
        "references/guide.md": guide_md(w, name).encode(),
        "templates/checklist.md": checklist_md(w, name).encode(),
        **assets,
    }
    for rel, data in files.items():
        path = root / name / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return sum(len(d) for d in files.values())


def stamp_path(out: Path) -> Path:
    return out.with_name(out.name + ".json")


def wanted(n: int, seed: int, heavy: bool) -> dict:
    return {"generator": GENERATOR_VERSION, "skills": n, "seed": seed, "heavy": heavy}


def generate(out: Path, n: int, seed: int, heavy: bool, reuse: bool) -> dict:
    """Write the library (or keep it, with reuse, when its stamp matches); returns the stamp."""
    stamp = stamp_path(out)
    want = wanted(n, seed, heavy)
    if reuse and out.is_dir() and stamp.is_file():
        try:
            have = json.loads(stamp.read_text())
        except (OSError, ValueError):
            have = {}
        if {k: have.get(k) for k in want} == want:
            return have
    stamp.unlink(missing_ok=True)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    total = sum(write_skill(out, i, seed, heavy) for i in range(n))
    result = {**want, "bytes": total, "files": n * (6 if heavy else 3)}
    stamp.write_text(json.dumps(result) + "\n")
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", type=Path, help="library folder to write (replaced)")
    ap.add_argument("n", type=int, help="number of skills")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--heavy", action="store_true", help="add a PNG, a PDF-like and a font-like asset to each skill")
    ap.add_argument("--reuse", action="store_true", help="keep OUT when its stamp says it is this library")
    args = ap.parse_args()
    if not 1 <= args.n <= 999_999:
        sys.exit("N must be between 1 and 999999 (skill names have six digits)")
    s = generate(args.out, args.n, args.seed, args.heavy, args.reuse)
    print(f"{args.out}: {s['skills']} skills, {s['files']} files, {s['bytes'] / 2**20:.1f} MiB", file=sys.stderr)


if __name__ == "__main__":
    main()
