"""Settings for the whole suite.

Random play (hypothesis) is the same every run by default, so a fresh clone passes or fails the
same way each time: each test draws its games from a seed of its own. ``GM_RANDOM_GAMES=N`` (a
soak; see the README) draws new games on every run instead, N of them per test.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from hypothesis import settings

from tests import schemas

settings.register_profile("suite", derandomize=True, database=None)
settings.register_profile("soak", derandomize=False, database=None, print_blob=True)
settings.load_profile("soak" if os.environ.get("GM_RANDOM_GAMES") else "suite")


@pytest.fixture(autouse=True)
def frames_match_the_protocol() -> Iterator[None]:
    """Every frame a test's phones, boards and browsers received or sent, and every moderator view
    a test's table made, matched the protocol's JSON Schemas (docs/protocol/schema)."""
    schemas.MISMATCHES.clear()
    yield
    found = list(schemas.MISMATCHES)
    schemas.MISMATCHES.clear()
    assert not found, f"{len(found)} frames do not match docs/protocol/schema; the first:\n{found[0]}"
