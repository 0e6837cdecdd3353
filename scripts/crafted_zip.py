#!/usr/bin/env python3
"""Writes a zip whose central directory lists ENTRIES entries that all point
at one tiny local file (the shape of the 55 MiB, 1.1 M-entry upload of issue
12, item 11), to measure what reading it costs:

    python3 scripts/crafted_zip.py /tmp/crafted.zip 1100000
    /usr/bin/time -f '%M KiB peak RSS' target/release/skill-mcp lint /tmp/crafted.zip
"""

from __future__ import annotations

import struct
import sys
import zlib


def main() -> None:
    out, entries = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1_100_000
    data = b"x"
    crc = zlib.crc32(data)
    name0 = b"demo/SKILL.md"
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 0, 0, 0, crc, 1, 1, len(name0), 0) + name0 + data
    central = bytearray()
    for i in range(entries):
        name = b"d%06x" % i
        central += struct.pack(
            "<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 0, 0, 0, crc, 1, 1, len(name), 0, 0, 0, 0, 0, 0
        ) + name
    count = min(entries, 0xFFFF)
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, count, count, len(central), len(local), 0)
    if entries > 0xFFFF:
        # zip64 end record and locator carry the real count.
        record_at = len(local) + len(central)
        z64 = struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, entries, entries, len(central), len(local))
        locator = struct.pack("<IIQI", 0x07064B50, 0, record_at, 1)
        end = z64 + locator + struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 0xFFFF, 0xFFFF, len(central), len(local), 0)
    with open(out, "wb") as f:
        f.write(local)
        f.write(central)
        f.write(end)
    print(f"{out}: {entries} entries, {len(local) + len(central) + len(end)} bytes")


if __name__ == "__main__":
    main()
