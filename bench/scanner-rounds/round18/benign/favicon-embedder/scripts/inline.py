#!/usr/bin/env python3
import base64, mimetypes, pathlib, sys, urllib.parse

p = pathlib.Path(sys.argv[1])
data = p.read_bytes()
if len(data) > 4096:
    sys.exit(f"{p} is {len(data)} bytes; not inlining (limit 4096)")
mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
b64 = f"data:{mime};base64," + base64.b64encode(data).decode()
if mime == "image/svg+xml":
    enc = "data:image/svg+xml," + urllib.parse.quote(data.decode().strip(), safe=" =:/'\"")
    print(enc if len(enc) < len(b64) else b64)
else:
    print(b64)
