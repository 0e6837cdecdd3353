from collections import Counter
import importlib.util, pathlib

spec = importlib.util.spec_from_file_location("redact", pathlib.Path(__file__).parents[1] / "scripts" / "redact.py")
redact = importlib.util.module_from_spec(spec); spec.loader.exec_module(redact)

# Fake values from vendor documentation; not real credentials.
CASES = [
    ("key=AKIAIOSFODNN7EXAMPLE", "aws_key"),
    ("Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", "bearer"),
    ("db=postgres://app:hunter2@db.internal/app", "url_password"),
    ("card 4111 1111 1111 1111 declined", "card"),
]

def test_cases():
    for text, kind in CASES:
        stats = Counter()
        out = redact.redact(text, stats)
        assert stats[kind] >= 1, (text, out)
        assert "REDACTED" in out
