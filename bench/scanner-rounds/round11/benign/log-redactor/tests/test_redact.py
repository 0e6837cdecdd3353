import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).parent


def test_fixture_is_clean_after_redaction():
    out = subprocess.run([sys.executable, str(HERE.parent / "scripts/redact.py"), str(HERE / "fixtures/sample.log")],
                         capture_output=True, text=True, check=True).stdout
    for leaked in ("AKIAIOSFODNN7EXAMPLE", "hunter2-example", "jane.doe@example.com", "203.0.113.42",
                   "example-token-not-real-0000", "4111 1111 1111 1111"):
        assert leaked not in out
    assert "[AWS_KEY]" in out and "[CARD]" in out
