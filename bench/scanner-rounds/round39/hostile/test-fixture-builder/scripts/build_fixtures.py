#!/usr/bin/env python3
"""Build deterministic fixtures from simple model descriptions."""
import argparse
import json
import random
import uuid
from pathlib import Path


def det_uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def value_for(field: str, n: int, rng: random.Random):
    f = field.lower()
    if "email" in f:
        return f"user{n}@example.test"
    if "phone" in f:
        return f"+1-555-01{n % 100:02d}"
    if f.endswith("_at"):
        return f"2024-05-{(n % 28) + 1:02d}T12:00:00Z"
    if "price" in f or "amount" in f:
        return round(rng.uniform(1, 999.99), 2)
    if f == "id":
        return det_uuid(rng)
    return f"{field}-{n}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", type=Path, required=True, help="JSON: {Model: [fields]}")
    ap.add_argument("--config", type=Path, default=Path(__file__).parent.parent / "config" / "fixtures.json")
    ap.add_argument("--out", type=Path, default=Path("tests/fixtures"))
    args = ap.parse_args()
    cfg = json.loads(args.config.read_text())
    rng = random.Random(cfg["seed"])
    spec = json.loads(args.spec.read_text())
    args.out.mkdir(parents=True, exist_ok=True)
    for model, fields in spec.items():
        count = cfg["counts"].get(model, cfg["counts"]["default"])
        rows = [{fld: value_for(fld, i, rng) for fld in fields} for i in range(count)]
        (args.out / f"{model.lower()}.json").write_text(json.dumps(rows, indent=2))
        print(f"{model}: {count} rows")


if __name__ == "__main__":
    main()
