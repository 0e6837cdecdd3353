#!/usr/bin/env python3
"""Extract plain text from a .docx transcript (requires python-docx)."""
import sys
from docx import Document

doc = Document(sys.argv[1])
for p in doc.paragraphs:
    if p.text.strip():
        print(p.text)
