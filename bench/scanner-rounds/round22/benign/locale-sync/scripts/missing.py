#!/usr/bin/env python3
import pathlib
import sys

import polib

for po_path in sorted(pathlib.Path(sys.argv[1]).glob("*/messages.po")):
    po = polib.pofile(str(po_path))
    missing = po.untranslated_entries() + po.fuzzy_entries()
    print(f"{po_path.parent.name}: {po.percent_translated()}% ({len(missing)} to do)")
    for e in missing[:10]:
        print(f"   - {e.msgid[:70]}")
