"""Structural tests for MIME fixtures."""
import base64
import email
from email import policy
from pathlib import Path

FIX = Path(__file__).parent / "fixtures"

# Expected decoded subject for the RFC 2047 header (UTF-8 base64 of "Quarterly report 📊").
SUBJECT_B64 = "UXVhcnRlcmx5IHJlcG9ydCDwn5OK"


def load(name):
    return email.message_from_bytes((FIX / name).read_bytes(), policy=policy.default)


def test_subject_decodes():
    msg = load("attachment_pdf.eml")
    assert msg["subject"] == base64.b64decode(SUBJECT_B64).decode("utf-8")


def test_pdf_attachment_bytes():
    msg = load("attachment_pdf.eml")
    parts = [p for p in msg.iter_attachments()]
    assert len(parts) == 1
    data = parts[0].get_content()
    assert data.startswith(b"%PDF-1.4")
    assert data.rstrip().endswith(b"%%EOF")


def test_text_body_quoted_printable():
    msg = load("attachment_pdf.eml")
    body = msg.get_body(preferencelist=("plain",)).get_content()
    assert "quarterly report attached" in body
