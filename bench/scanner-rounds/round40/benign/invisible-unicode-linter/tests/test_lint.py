"""Tests use escape sequences so the test file itself contains no invisible characters."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "scripts"))
from lint_unicode import lint_text  # noqa: E402


def msgs(text):
    return [m for _, _, m in lint_text("x", text, set())]


def test_bidi_override_detected():
    src = 'if role != "user\u202e \u2066# admin only\u2069 \u2066":\n'
    assert any("bidi control" in m for m in msgs(src))


def test_zero_width_space_detected():
    assert any("zero-width" in m for m in msgs("api\u200bkey = 1\n"))


def test_tag_characters_decoded():
    hidden = "".join(chr(0xE0000 + ord(c)) for c in "hi there")
    out = msgs(f"Normal sentence.{hidden}\n")
    assert any("hidden text: 'hi there'" in m for m in out)


def test_mixed_script_identifier():
    assert any("mixes CYRILLIC and LATIN" in m for m in msgs("p\u0430yment = 1\n"))


def test_leading_bom_allowed():
    assert msgs("\ufeffprint(1)\n") == []
