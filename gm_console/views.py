"""Reading the views the table gives (PROTOCOL.md "Views"): small helpers, no game logic.

A view is a plain JSON object; these helpers only look things up in it, so every panel and the
board name seats and read the countdown the same way.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Json = dict[str, Any]


def game(view: Json) -> Json:
    return view.get("game") or {}


def seats(view: Json) -> list[Json]:
    return list(view.get("seats") or [])


_NICKNAMES_KEPT = 4
_nicknames: dict[int, tuple[list[Json], dict[object, str]]] = {}
"""The seats lists asked last (a view's, held here so that its id stays its own), each with its
nicknames by seat: a panel asks a view for dozens of nicknames at each change (the spy game's
chain, SUSPI's map), and a view is never changed once taken."""


def nickname(view: Json, seat: int | None) -> str:
    """The nickname of ``seat`` as the envelope lists it (``?`` for a seat not in the view)."""
    if seat is None:
        return ""
    rows = view.get("seats") or []
    kept = _nicknames.get(id(rows))
    if kept is None or kept[0] is not rows:
        if len(_nicknames) >= _NICKNAMES_KEPT:
            _nicknames.pop(next(iter(_nicknames)))
        by_seat: dict[object, str] = {}
        for row in rows:
            by_seat.setdefault(row.get("seat"), str(row.get("nickname") or "?"))
        kept = _nicknames[id(rows)] = (rows, by_seat)
    return kept[1].get(seat, "?")


def names(view: Json, seat_numbers: list[int] | None) -> str:
    return ", ".join(nickname(view, s) for s in seat_numbers or [])


def ranked_scores(view: Json) -> list[Json]:
    """The game's ``scores``, highest first, then by seat (SPY-34)."""
    rows = game(view).get("scores") or []
    return sorted(rows, key=lambda row: (-int(row.get("points", 0)), int(row.get("seat", 0))))


def presence(row: Json) -> str:
    """``connected``, ``away`` (present, phone gone) or ``left`` for one envelope seat."""
    if not row.get("present", True):
        return "left"
    return "connected" if row.get("connected") else "away"


def allowed(view: Json) -> set[str]:
    return set(view.get("allowed") or [])


def secrets(view: Json) -> Json | None:
    """The moderator view's ``secrets`` (absent when the host plays, SPY-02; None before a deal)."""
    return game(view).get("secrets")


def host_plays(view: Json) -> bool:
    """"Host plays" mode (SPY-02): the console then shows nothing secret."""
    g = game(view)
    return bool(g.get("host_plays", (g.get("options") or {}).get("host_plays")))


def format_clock(ms: int) -> str:
    """``m:ss``, rounded up, so 0:00 shows only when the time is really up."""
    seconds = max(0, (int(ms) + 999) // 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


@dataclass(frozen=True)
class Countdown:
    """A view's timer, counted down locally from the moment the view was received (PLT-14).

    ``left_ms`` is the time left when the view was made; a running countdown subtracts the time
    since ``received`` (a ``monotonic`` reading in seconds).
    """

    total_ms: int
    left_ms: int
    running: bool
    received: float

    @classmethod
    def of(cls, timer: Json | None, received: float) -> Countdown | None:
        if not timer:
            return None
        return cls(int(timer.get("total_ms", 0)), int(timer.get("left_ms", 0)),
                   bool(timer.get("running")), received)

    def left(self, now: float) -> int:
        if not self.running:
            return max(0, self.left_ms)
        return max(0, self.left_ms - int((now - self.received) * 1000))


def countdown_key(timer: Json | None, received: float) -> object:
    """What a countdown shows, as a panel compares it: a paused timer (or none) as it is; a running
    one by where it ends on the console's clock, to a tenth of a second. Every view of the same
    running countdown says so (a question asked, a room picked: its ``left_ms`` is read at another
    moment, and the panel showing it has nothing to draw); time added, a pause or another total
    is another key."""
    if not timer or not timer.get("running"):
        return timer
    ends = round((received * 1000 + int(timer.get("left_ms", 0))) / 100)
    return tuple(sorted((k, v) for k, v in timer.items() if k != "left_ms")), ends


Monotonic = Callable[[], float]
monotonic: Monotonic = time.monotonic
