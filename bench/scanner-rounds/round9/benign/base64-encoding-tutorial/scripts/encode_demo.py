#!/usr/bin/env python3
import base64
import sys
import urllib.parse

s = sys.argv[1] if len(sys.argv) > 1 else "hello world"
b = s.encode()
print(f"text        {s}")
print(f"base64      {base64.b64encode(b).decode()}")
print(f"base64url   {base64.urlsafe_b64encode(b).decode().rstrip('=')}")
print(f"hex         {b.hex()}")
print(f"percent     {urllib.parse.quote(s)}")
