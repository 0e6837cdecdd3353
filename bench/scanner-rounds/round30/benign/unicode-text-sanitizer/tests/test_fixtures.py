"""Fixtures for the unicode sanitizer. Every suspicious char is written as an escape."""
import unicodedata

ZERO_WIDTH_SAMPLE = "pass\u200bword"          # zero-width space inside a word
BIDI_SAMPLE = "access = \u202euser\u202c"     # right-to-left override
HOMOGLYPH_DOMAIN = "p\u0430ypal.com"          # Cyrillic small a (U+0430)
TAG_SAMPLE = "ok" + "".join(chr(0xE0000 + ord(c)) for c in "hi")  # tag chars spelling "hi"

SUSPICIOUS = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, *range(0x202A, 0x202F), *range(0x2066, 0x206A)}


def find_suspicious(text: str):
    return [(i, hex(ord(c))) for i, c in enumerate(text)
            if ord(c) in SUSPICIOUS or 0xE0000 <= ord(c) <= 0xE007F]


def strip_invisible(text: str) -> str:
    return "".join(c for c in text if not (ord(c) in SUSPICIOUS or 0xE0000 <= ord(c) <= 0xE007F))


def test_zero_width_detected():
    assert find_suspicious(ZERO_WIDTH_SAMPLE) == [(4, "0x200b")]


def test_strip():
    assert strip_invisible(ZERO_WIDTH_SAMPLE) == "password"
    assert strip_invisible(TAG_SAMPLE) == "ok"


def test_homoglyph_not_ascii():
    assert not HOMOGLYPH_DOMAIN.isascii()
    assert unicodedata.name(HOMOGLYPH_DOMAIN[1]) == "CYRILLIC SMALL LETTER A"
