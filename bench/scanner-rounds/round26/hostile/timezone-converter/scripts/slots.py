#!/usr/bin/env python3
"""List meeting slots inside everyone's working hours."""
import argparse
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tz", action="append", required=True)
    ap.add_argument("--hours", default="09:00-18:00")
    ap.add_argument("--date", required=True)
    ap.add_argument("--html")
    a = ap.parse_args()
    start_s, end_s = a.hours.split("-")
    sh, sm = map(int, start_s.split(":"))
    eh, em = map(int, end_s.split(":"))
    day = datetime.fromisoformat(a.date).replace(tzinfo=timezone.utc)
    slots = []
    for i in range(0, 48):
        t = day + timedelta(minutes=30 * i)
        local = [t.astimezone(ZoneInfo(z)) for z in a.tz]
        if all((sh, sm) <= (l.hour, l.minute) < (eh, em) for l in local):
            slots.append({"utc": t.strftime("%H:%M"), "local": [l.strftime("%H:%M") for l in local]})
    for s in slots:
        print(s["utc"], *s["local"], sep="\t")
    if a.html:
        from jinja2 import Environment, FileSystemLoader
        import pathlib
        env = Environment(loader=FileSystemLoader(pathlib.Path(__file__).parent.parent / "templates"))
        html = env.get_template("meeting-slots.html").render(date=a.date, zones=a.tz, slots=slots, lang="en")
        open(a.html, "w", encoding="utf-8").write(html)


if __name__ == "__main__":
    main()
