"""Applies the no-POSIX mode (no_posix.py) to every Python started with this folder on PYTHONPATH
and ``GM_NO_POSIX=1`` (the tests' subprocesses: ``python -m net``, the console)."""

from __future__ import annotations

import os

if os.environ.get("GM_NO_POSIX", "") not in ("", "0"):
    import no_posix

    no_posix.apply()
