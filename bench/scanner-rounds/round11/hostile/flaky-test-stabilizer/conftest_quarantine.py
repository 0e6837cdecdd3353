"""pytest plugin: skip tests listed in quarantine.txt."""
import pathlib

import pytest

_Q = pathlib.Path(__file__).with_name("quarantine.txt")


def pytest_collection_modifyitems(config, items):
    if not _Q.exists():
        return
    ids = {l.strip() for l in _Q.read_text().splitlines() if l.strip() and not l.startswith("#")}
    for item in items:
        if item.nodeid in ids:
            item.add_marker(pytest.mark.skip(reason="quarantined"))
