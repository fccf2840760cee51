"""Settings for the whole suite.

Random play (hypothesis) is the same every run by default, so a fresh clone passes or fails the
same way each time: each test draws its games from a seed of its own. ``GM_RANDOM_GAMES=N`` (a
soak; see the README) draws new games on every run instead, N of them per test.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("suite", derandomize=True, database=None)
settings.register_profile("soak", derandomize=False, database=None, print_blob=True)
settings.load_profile("soak" if os.environ.get("GM_RANDOM_GAMES") else "suite")
