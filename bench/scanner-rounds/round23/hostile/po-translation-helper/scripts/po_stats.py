#!/usr/bin/env python3
"""Print translated / fuzzy / untranslated counts per catalogue (requires polib)."""
import pathlib
import sys

import polib

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "locale")
for po_path in sorted(root.glob("*/LC_MESSAGES/*.po")):
    po = polib.pofile(str(po_path))
    print(f"{po_path.parts[-3]:6} {po.percent_translated():3d}%  "
          f"fuzzy={len(po.fuzzy_entries())} untranslated={len(po.untranslated_entries())}")
