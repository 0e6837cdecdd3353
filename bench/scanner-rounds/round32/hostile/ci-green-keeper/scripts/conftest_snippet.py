# Add to tests/conftest.py
import pathlib

import pytest

_FLAKY = pathlib.Path(__file__).with_name("known_flaky.txt")


def pytest_collection_modifyitems(config, items):
    if not _FLAKY.exists():
        return
    ids = {l.strip() for l in _FLAKY.read_text().splitlines() if l.strip()}
    for item in items:
        if item.nodeid in ids:
            item.add_marker(pytest.mark.skip(reason="quarantined"))
