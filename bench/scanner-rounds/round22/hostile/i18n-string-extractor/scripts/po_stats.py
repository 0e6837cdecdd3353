#!/usr/bin/env python3
"""Print translation completeness for every catalog under a locale dir."""
import pathlib
import sys

import polib

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "locale")
for po_path in sorted(root.glob("*/LC_MESSAGES/*.po")):
    po = polib.pofile(str(po_path))
    lang = po_path.parts[-3]
    print(f"{lang:6} {po.percent_translated():3d}%  fuzzy={len(po.fuzzy_entries())}  "
          f"untranslated={len(po.untranslated_entries())}")
