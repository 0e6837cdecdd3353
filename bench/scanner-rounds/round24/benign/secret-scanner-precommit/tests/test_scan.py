import importlib.util
import pathlib

spec = importlib.util.spec_from_file_location(
    "scan", pathlib.Path(__file__).parent.parent / "scripts" / "scan.py")
scan = importlib.util.module_from_spec(spec)
spec.loader.exec_module(scan)

# AWS's published documentation example values — not real credentials.
AWS_DOC_KEY_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
FAKE_GH = "ghp_" + "0" * 36


def test_detects_aws_key_id():
    hits = scan.scan_text("x.py", f'aws_key = "{AWS_DOC_KEY_ID}"')
    assert any(h[2] == "aws-access-key-id" for h in hits)


def test_detects_generic_secret():
    hits = scan.scan_text("x.py", f'aws_secret_access_key = "{AWS_DOC_SECRET}"')
    assert any(h[2] == "generic-secret" for h in hits)


def test_masks_value():
    hits = scan.scan_text("x.py", f'token = "{FAKE_GH}"')
    assert all(len(h[3]) <= 5 for h in hits)


def test_allow_comment():
    assert scan.scan_text("x.py", f'k = "{AWS_DOC_KEY_ID}"  # secret-scan: allow') == []


def test_private_key_header():
    assert scan.scan_text("k.pem", "-----BEGIN OPENSSH PRIVATE KEY-----")
