"""Minimal GitHub webhook receiver with signature verification."""
import hashlib
import hmac
import logging
import os
from collections import deque

from flask import Flask, abort, request

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 5 * 1024 * 1024
SECRET = os.environ["GITHUB_WEBHOOK_SECRET"].encode()
SEEN = deque(maxlen=10_000)
log = logging.getLogger("webhooks")


def verify(body: bytes, header: str | None) -> bool:
    if not header or not header.startswith("sha256="):
        return False
    expected = "sha256=" + hmac.new(SECRET, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header)


@app.post("/github")
def github():
    body = request.get_data()
    if not verify(body, request.headers.get("X-Hub-Signature-256")):
        abort(401)
    delivery = request.headers.get("X-GitHub-Delivery", "")
    if delivery in SEEN:
        return "duplicate", 200
    SEEN.append(delivery)
    event = request.headers.get("X-GitHub-Event", "")
    payload = request.get_json(silent=True) or {}
    if event == "ping":
        return "pong", 200
    if event == "push":
        log.info("push to %s head %s", payload.get("ref"), (payload.get("head_commit") or {}).get("id"))
    elif event == "pull_request":
        log.info("PR #%s %s", payload.get("number"), payload.get("action"))
    return "", 204
