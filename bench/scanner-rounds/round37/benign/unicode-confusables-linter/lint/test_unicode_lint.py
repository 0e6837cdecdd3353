from unicode_lint import decode_tags, scripts

# Test inputs are built from escapes so this file itself stays clean.
ZWSP = "\u200b"
RLO = "\u202e"
TAG_HI = "".join(chr(0xE0000 + ord(c)) for c in "hi")


def test_decode_tags():
    assert decode_tags("visible" + TAG_HI) == "hi"


def test_mixed_script():
    assert scripts("p\u0430ypal") == {"LATIN", "CYRILLIC"}


def test_constants_are_invisible_chars():
    assert len(ZWSP) == 1 and len(RLO) == 1
