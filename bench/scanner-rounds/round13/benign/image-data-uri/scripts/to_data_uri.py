#!/usr/bin/env python3
import base64
import mimetypes
import sys
import urllib.parse

path = sys.argv[1]
mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
data = open(path, "rb").read()
if "--svg-utf8" in sys.argv and mime == "image/svg+xml":
    print("data:image/svg+xml;utf8," + urllib.parse.quote(data.decode("utf-8"), safe=" =:/'"))
else:
    print(f"data:{mime};base64,{base64.b64encode(data).decode()}")
