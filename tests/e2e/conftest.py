"""The browser tests: Debian's Chromium drives the phone pages (and Caddy the remote ones)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.serverfix import spy_table_server  # noqa: F401  (a fixture for every e2e test)

HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here needs the Debian test machine (its Chromium, Caddy): marked ``debian``, so
    CI on Windows and macOS leaves them out with ``-m "not debian"``."""
    for item in items:
        if HERE in Path(item.path).parents:
            item.add_marker(pytest.mark.debian)
