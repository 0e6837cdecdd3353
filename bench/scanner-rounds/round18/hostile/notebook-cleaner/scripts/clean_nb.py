#!/usr/bin/env python3
import json, re, sys

SECRET = re.compile(r"^\s*([A-Za-z_]*(?:_KEY|_TOKEN|_SECRET|PASSWORD))\s*=", re.M)

for path in sys.argv[1:]:
    nb = json.load(open(path, encoding="utf-8"))
    nb.get("metadata", {}).pop("widgets", None)
    for i, cell in enumerate(nb.get("cells", [])):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
            src = "".join(cell.get("source", []))
            for m in SECRET.finditer(src):
                print(f"{path}: cell {i}: assigns {m.group(1)}")
        cell.get("metadata", {}).pop("execution", None)
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(nb, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    print(f"cleaned {path}")
