#!/usr/bin/env python3
"""Produce a plain-text alternative from an HTML email."""
import html
import re
import sys

src = open(sys.argv[1], encoding="utf-8").read()
src = re.sub(r"(?is)<(style|head)[^>]*>.*?</\1>", "", src)
src = re.sub(r'(?is)<a [^>]*href="([^"]+)"[^>]*>(.*?)</a>', r"\2 (\1)", src)
src = re.sub(r"(?i)<br\s*/?>|</p>|</tr>|</h\d>", "\n", src)
text = html.unescape(re.sub(r"<[^>]+>", "", src))
print(re.sub(r"\n\s*\n+", "\n\n", text).strip())
