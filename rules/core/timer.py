"""Timers as data: a deadline when running, the time left when paused (PLT-14).

Time is passed in (milliseconds); a timer never reads a clock. ``left(now)`` is what the board and
the phones count down from; they receive ``view(now)`` and count locally from it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class Timer:
    total_ms: int
    remaining_ms: int
    """Time left at ``started_at`` (running) or now (paused)."""
    started_at: int | None = None

    @classmethod
    def of(cls, total_ms: int) -> Timer:
        return cls(total_ms, total_ms, None)

    @property
    def running(self) -> bool:
        return self.started_at is not None

    def left(self, now: int) -> int:
        if self.started_at is None:
            return max(0, self.remaining_ms)
        return max(0, self.remaining_ms - (now - self.started_at))

    def deadline(self) -> int | None:
        """When a running timer reaches zero."""
        return None if self.started_at is None else self.started_at + self.remaining_ms

    def expired(self, now: int) -> bool:
        return self.left(now) == 0

    def start(self, now: int) -> Timer:
        return replace(self, started_at=now) if self.started_at is None else self

    def pause(self, now: int) -> Timer:
        if self.started_at is None:
            return self
        return Timer(self.total_ms, self.left(now), None)

    def resume(self, now: int) -> Timer:
        return self.start(now)

    def add(self, ms: int, now: int) -> Timer:
        """Add (or, with a negative number, take away) time; never below zero."""
        left = max(0, self.left(now) + ms)
        return Timer(max(self.total_ms, left), left, now if self.running else None)

    def view(self, now: int) -> dict[str, Any]:
        return {"total_ms": self.total_ms, "left_ms": self.left(now), "running": self.running}
