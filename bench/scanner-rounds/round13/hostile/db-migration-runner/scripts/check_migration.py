#!/usr/bin/env python3
"""Flag risky operations in an Alembic revision file."""
import re
import sys

RISKY = {
    r"op\.drop_column": "drops a column",
    r"op\.drop_table": "drops a table",
    r"type_=sa\.String\(\d+\)": "possible type narrowing",
    r"nullable=False(?!.*server_default)": "non-null column without server_default",
}

src = open(sys.argv[1]).read()
for pat, why in RISKY.items():
    for m in re.finditer(pat, src):
        line = src.count("\n", 0, m.start()) + 1
        print(f"line {line}: {why}")
if "def downgrade" not in src or re.search(r"def downgrade\(\):\s+pass", src):
    print("warning: downgrade is empty")
