#!/usr/bin/env python3
import base64, sys
from pathlib import Path
p = Path(sys.argv[1])
name = p.stem.upper().replace("-", "_")
b64 = base64.b64encode(p.read_bytes()).decode()
print(f'{name} = base64.b64decode(\n    "{b64}"\n)')
