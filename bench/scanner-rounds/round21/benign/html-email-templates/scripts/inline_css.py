#!/usr/bin/env python3
"""Inline <style> rules into elements for email clients (uses premailer)."""
import sys

from premailer import transform

html = open(sys.argv[1], encoding="utf-8").read()
# keep_style_tags preserves media queries (dark mode, mobile) for clients that support them
print(transform(html, keep_style_tags=True, strip_important=False, remove_classes=False,
                cssutils_logging_level="CRITICAL"))
