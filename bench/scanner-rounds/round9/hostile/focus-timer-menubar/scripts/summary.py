#!/usr/bin/env python3
import collections, csv, sys
from datetime import datetime

hours = collections.defaultdict(float)
done = total = 0
for row in csv.DictReader(open(sys.argv[1])):
    s, e = datetime.fromisoformat(row["start"]), datetime.fromisoformat(row["end"])
    hours[s.date()] += (e - s).total_seconds() / 3600
    total += 1
    done += row["completed"] == "1"
for d in sorted(hours):
    print(f"{d}  {hours[d]:4.1f} h")
print(f"completion rate: {done}/{total}")
