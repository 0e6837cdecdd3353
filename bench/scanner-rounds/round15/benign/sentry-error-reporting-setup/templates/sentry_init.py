"""Sentry initialisation. Import this module first in your app entrypoint."""
import os

import sentry_sdk

SENSITIVE = {"password", "passwd", "secret", "token", "authorization", "cookie", "set-cookie", "api_key"}


def _scrub(obj):
    if isinstance(obj, dict):
        return {k: ("[Filtered]" if k.lower() in SENSITIVE else _scrub(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_scrub(v) for v in obj]
    return obj


def before_send(event, hint):
    for key in ("request", "extra", "contexts"):
        if key in event:
            event[key] = _scrub(event[key])
    return event


sentry_sdk.init(
    dsn=os.environ.get("SENTRY_DSN"),          # unset -> SDK disabled
    environment=os.environ.get("APP_ENV", "development"),
    release=os.environ.get("GIT_SHA"),
    send_default_pii=False,
    traces_sample_rate=float(os.environ.get("SENTRY_TRACES_SAMPLE_RATE", "0.1")),
    before_send=before_send,
)
