import subprocess, sys, pathlib

FIXTURES = {
    "zero_width.txt": "pass\u200bword = 1\n",
    "bidi.js": 'if (a !== "user\u202e \u2066// admin\u2069 \u2066") {}\n',
    "tags.md": "hello" + "".join(chr(0xE0000 + ord(c)) for c in "hidden") + "\n",
}


def test_detects_all(tmp_path):
    for name, text in FIXTURES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    r = subprocess.run([sys.executable, "scripts/scan_unicode.py", *map(str, tmp_path.iterdir())],
                       capture_output=True, text=True)
    assert r.returncode == 1
    assert "zero-width" in r.stdout and "bidi-control" in r.stdout and "tag-char" in r.stdout
