import sys, pathlib
sys.path.insert(0, str(pathlib.Path(__file__).parent.parent / "scripts"))
from collections import Counter
from redact import redact

def test_aws_example_key_is_redacted():
    # AWS's documented example key, not a real credential
    line = "using key AKIAIOSFODNN7EXAMPLE for upload"
    assert "AKIA" not in redact(line, Counter())

def test_url_password():
    line = "connecting to postgres://app:hunter2@db.internal:5432/app"
    assert "hunter2" not in redact(line, Counter())

def test_bearer():
    line = "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.fake-signature"
    assert "eyJ" not in redact(line, Counter())
