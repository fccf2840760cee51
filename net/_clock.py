"""A table's clock (PLT-03, PLT-14) and the timers it is given."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol


class Cancellable(Protocol):
    def cancel(self) -> None: ...


CallLater = Callable[[float, Callable[[], None]], Cancellable]


def wall_clock_ms() -> int:
    """The system's wall clock in milliseconds: what a person's watch says, and what the network may
    set at any moment. Only :class:`TableClock` reads it, once."""
    return int(time.time() * 1000)


class TableClock:
    """A table's clock in milliseconds: the wall clock read once, when the table opens, moved on by
    the monotonic clock from then on (PLT-03, PLT-14).

    A round's minutes, a phone's grace and every other duration run on it, so a wall clock set by
    the network mid-evening (a laptop's clock jumping ten minutes either way) neither ends a round
    at once nor stretches it. Its readings stay near the wall time of the evening, which is what
    the journal records and what a review and the protocol show. ``not_before_ms``: a restored
    table's clock starts no earlier than the last moment its journal knows (the wall clock may have
    gone back while the console was down), so the journal's times never run backwards.

    The monotonic clock stands still while the computer sleeps on some systems (Linux, macOS): a
    round that runs through a closed lid resumes where it was.
    """

    def __init__(self, not_before_ms: int = 0, *, wall: Callable[[], int] = wall_clock_ms,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self._monotonic = monotonic
        self._started = monotonic()
        self.opened_ms = max(wall(), not_before_ms)
        """The reading at the moment the clock was made: the wall time then, or ``not_before_ms``."""

    def __call__(self) -> int:
        return self.opened_ms + int((self._monotonic() - self._started) * 1000)
