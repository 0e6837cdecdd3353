import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from slugify import slugify  # noqa: E402


def test_turkish():
    assert slugify("İstanbul'da Güzel Bir Gün") == "istanbulda-guzel-bir-gun"
    assert slugify("IŞIK ve ığdır") == "isik-ve-igdir"


def test_german():
    assert slugify("Straße & Größe") == "strasse-grosse"


def test_cyrillic():
    assert slugify("Привет, мир") == "privet-mir"


def test_length():
    s = slugify("word " * 40)
    assert len(s) <= 60 and not s.endswith("-")
