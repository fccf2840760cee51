"""Clocks that tick only while something counts (PLT-14): a panel's or a cue's timer runs while a
countdown it shows runs and has time left, and stands still otherwise, so an idle console spends
nothing on them."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from .views import Countdown


def counting(countdown: Countdown | None, now: float) -> bool:
    """Whether ``countdown`` still counts down at ``now``: it runs and has time left."""
    return countdown is not None and countdown.running and countdown.left(now) > 0


def tick_while(timer: QTimer, counts: bool) -> None:
    """Start ``timer`` when ``counts`` and it stands, stop it when not and it runs."""
    if counts and not timer.isActive():
        timer.start()
    elif not counts and timer.isActive():
        timer.stop()
