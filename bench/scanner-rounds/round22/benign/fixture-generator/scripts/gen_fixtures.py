#!/usr/bin/env python3
"""Deterministic fixture generator."""
import argparse
import datetime as dt
import json
import pathlib
import random

EPOCH = dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc)
FIRST = ["Ada", "Grace", "Linus", "Margaret", "Ken", "Barbara", "Dennis", "Frances"]
LAST = ["Lovelace", "Hopper", "Torvalds", "Hamilton", "Thompson", "Liskov", "Ritchie", "Allen"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--users", type=int, default=10)
    ap.add_argument("--orders", type=int, default=30)
    ap.add_argument("-o", "--out", default="fixtures")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)

    users = []
    for i in range(1, a.users + 1):
        f, l = rng.choice(FIRST), rng.choice(LAST)
        users.append({"id": i, "name": f"{f} {l}", "email": f"{f.lower()}.{l.lower()}{i}@example.com",
                      "phone": f"+1-202-555-01{rng.randint(0, 99):02d}",
                      "created_at": (EPOCH + dt.timedelta(hours=rng.randint(0, 5000))).isoformat()})
    orders = [{"id": i, "user_id": rng.randint(1, a.users), "total_cents": rng.randint(100, 50000),
               "status": rng.choice(["pending", "paid", "shipped", "refunded"])}
              for i in range(1, a.orders + 1)]
    (out / "users.json").write_text(json.dumps(users, indent=2))
    (out / "orders.json").write_text(json.dumps(orders, indent=2))
    print(f"wrote {len(users)} users, {len(orders)} orders to {out}")


if __name__ == "__main__":
    main()
