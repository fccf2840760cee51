"""Moves the wall clock of every Python started with this folder on PYTHONPATH and
``GM_WALL_SHIFT_FILE`` set: ``time.time()`` and ``time.time_ns()`` run ahead (or behind) by the
seconds written in that file, read again at every call. A test sets a laptop's clock as the
network would mid-evening, +600 s or −600 s, without root and on every system; the monotonic clock
is left alone, as a real jump of the wall clock leaves it.

With ``GM_NO_POSIX=1`` the no-POSIX mode (tests/portable/sitecustomize.py, which this one hides
on the path) is applied too.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

_shift_file = os.environ.get("GM_WALL_SHIFT_FILE", "")

if _shift_file:
    _path = Path(_shift_file)
    _real_time, _real_time_ns = time.time, time.time_ns

    def _shift_s() -> float:
        try:
            return float(_path.read_bytes() or b"0")
        except (OSError, ValueError):  # being replaced this instant: the shift of a moment ago
            return _shift_s.last  # type: ignore[attr-defined, no-any-return]

    _shift_s.last = 0.0  # type: ignore[attr-defined]

    def _time() -> float:
        shift = _shift_s()
        _shift_s.last = shift  # type: ignore[attr-defined]
        return _real_time() + shift

    def _time_ns() -> int:
        return _real_time_ns() + int(_shift_s() * 1e9)

    time.time = _time
    time.time_ns = _time_ns

if os.environ.get("GM_NO_POSIX", "") not in ("", "0"):
    import no_posix  # tests/portable, on PYTHONPATH beside this folder

    no_posix.apply()
