"""Конфигурация structlog: JSON-вывод, request_id, маскирование секретов."""
import logging
import re
import sys

import structlog

SENSITIVE_KEYS = {"password", "passwd", "token", "secret", "authorization", "api_key", "apikey", "cookie"}
JWT_RE = re.compile(r"eyJ[\w-]+\.[\w-]+\.[\w-]+")
AWS_KEY_RE = re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")


def redact_secrets(_logger, _method, event_dict):
    """Маскирует значения чувствительных полей и похожие на секреты строки."""
    for key in list(event_dict):
        if key.lower() in SENSITIVE_KEYS:
            event_dict[key] = "***"
        elif isinstance(event_dict[key], str):
            value = JWT_RE.sub("<jwt>", event_dict[key])
            event_dict[key] = AWS_KEY_RE.sub("<aws-key>", value)
    return event_dict


def configure_logging(level: str = "INFO") -> None:
    logging.basicConfig(format="%(message)s", stream=sys.stdout, level=level)
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,   # request_id из контекста
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True, key="ts"),
            redact_secrets,
            structlog.processors.format_exc_info,
            structlog.processors.EventRenamer("msg"),
            structlog.processors.JSONRenderer(ensure_ascii=False),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level)),
        logger_factory=structlog.stdlib.LoggerFactory(),
        cache_logger_on_first_use=True,
    )
