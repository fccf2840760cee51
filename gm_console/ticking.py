"""Clocks that tick only while something counts (PLT-14): a panel's or a cue's timer runs while a
countdown it shows runs and has time left, and stands still otherwise, so an idle console spends
nothing on them. While it counts, it fires when what it draws changes: a clock shows whole seconds,
so its timer wakes the console once a second, at the moment its reading changes, not in between."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer

from .views import Countdown


def counting(countdown: Countdown | None, now: float) -> bool:
    """Whether ``countdown`` still counts down at ``now``: it runs and has time left."""
    return countdown is not None and countdown.running and countdown.left(now) > 0


LATE_MS = 2
"""How long after the moment a clock's reading changes its tick comes (a precise timer fires on
time or a little late, never early: the tick then finds the new reading)."""


def next_second(countdown: Countdown | None, now: float) -> int | None:
    """Milliseconds from ``now`` until ``countdown``'s clock shows its next second (a clock shows
    whole seconds, rounded up, :func:`gm_console.views.format_clock`), None while it does not count."""
    if countdown is None or not counting(countdown, now):
        return None
    return countdown.left(now) % 1000 or 1000


def tick_in(timer: QTimer, delay_ms: int | None) -> None:
    """Fire ``timer`` ``delay_ms`` from now (when what it draws next changes), or stop it (None)."""
    if delay_ms is None:
        if timer.isActive():
            timer.stop()
        return
    if timer.timerType() is not Qt.TimerType.PreciseTimer:
        timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may fire early
    timer.start(max(0, delay_ms) + LATE_MS)


def tick_with(timer: QTimer, countdown: Countdown | None, now: float) -> None:
    """Fire ``timer`` when ``countdown``'s clock shows its next second; stop it while it does not count."""
    tick_in(timer, next_second(countdown, now))
