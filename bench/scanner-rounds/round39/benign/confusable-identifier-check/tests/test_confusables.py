import importlib.util
from pathlib import Path

spec = importlib.util.spec_from_file_location("confusables", Path(__file__).parent.parent / "scripts" / "confusables.py")
confusables = importlib.util.module_from_spec(spec)
spec.loader.exec_module(confusables)


def findings(line):
    return [msg for _, msg in confusables.check_line(line)]


def test_cyrillic_a_in_identifier():
    assert any("mixed-script" in m for m in findings("p\u0430ypal_client = make()"))


def test_bidi_override():
    assert any("bidi" in m for m in findings("x = 1 # \u202e comment"))


def test_zero_width_space():
    assert any("invisible" in m for m in findings("token\u200b = 1"))


def test_plain_ascii_is_clean():
    assert findings("paypal_client = make()") == []


def test_non_latin_word_alone_is_fine():
    # a Greek word in a comment is not mixed-script
    assert findings("# \u03ba\u03b1\u03bb\u03b7\u03bc\u03ad\u03c1\u03b1") == []
