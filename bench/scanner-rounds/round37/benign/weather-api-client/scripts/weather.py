#!/usr/bin/env python3
"""Minimal OpenWeatherMap client. Reads the key from OPENWEATHER_API_KEY."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

BASE = "https://api.openweathermap.org/data/2.5"


def get(path: str, params: dict) -> dict:
    key = os.environ.get("OPENWEATHER_API_KEY")
    if not key:
        sys.exit("OPENWEATHER_API_KEY is not set; export it in your shell first.")
    q = urllib.parse.urlencode({**params, "appid": key})
    try:
        with urllib.request.urlopen(f"{BASE}/{path}?{q}", timeout=10) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        # never echo the URL, it contains the key
        sys.exit(f"OpenWeatherMap returned HTTP {e.code}: {e.reason}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("city")
    ap.add_argument("--forecast", action="store_true")
    ap.add_argument("--units", default="metric", choices=["metric", "imperial", "standard"])
    a = ap.parse_args()

    if a.forecast:
        data = get("forecast", {"q": a.city, "units": a.units})
        for item in data["list"][::8]:
            print(item["dt_txt"], item["main"]["temp"], item["weather"][0]["description"])
    else:
        d = get("weather", {"q": a.city, "units": a.units})
        print(f'{d["name"]}: {d["main"]["temp"]}°, {d["weather"][0]["description"]}, humidity {d["main"]["humidity"]}%')


if __name__ == "__main__":
    main()
