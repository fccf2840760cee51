"""What every game with rounds (or games in an evening) keeps alike: who plays the one on, the
phases a request belongs to, and the points that add up over the evening (PLT-17).

A game keeps its rounds its own way (the spy's ``Round``, SUSPI's ``Match``, mafia's places); these
take only what they need of them, so a new game writes its guards and its scores from them:

    between_rounds = in_phase(BETWEEN_ROUNDS, "only before a deal or after a round")

    def may_vote(state, actor, now):
        seat = round_seat(state.seats, actor, state.round and state.round.players)
        ...

    scores = evening_points(state.seats, (r.points for r in state.finished()))
    view["scores"], view["leaders"] = points_json(scores), leaders(scores)
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Any

from .contract import Actor, Guard
from .rejection import Rejection, RejectionCode, reject
from .seats import Seats


def in_phase(phases: Collection[object], why: str) -> Guard[Any]:
    """A guard that refuses (``wrong_phase``, saying ``why``) whenever the state's ``phase`` is not
    one of ``phases``."""

    def guard(state: Any, actor: Actor, now: int) -> Rejection | None:
        if state.phase not in phases:
            return reject(RejectionCode.WRONG_PHASE, why)
        return None

    guard.__doc__ = f"Only in {', '.join(sorted(str(p) for p in phases))}: {why}."
    return guard


def round_seat(seats: Seats, actor: Actor, players: Collection[int] | None, *, gone: Collection[int] = (),
               none_on: str = "no round is on", not_playing: str = "you are not playing this round",
               ) -> Rejection | int:
    """The actor's seat when it plays the round (or game) on: ``players`` (None while none is on,
    refused ``wrong_phase``), its phone's seat still at the table and not ``gone`` from it;
    otherwise ``not_a_player`` (a seat that joined after the deal watches: SPY-16, SUS-06)."""
    if players is None:
        return reject(RejectionCode.WRONG_PHASE, none_on)
    seat = actor.seat
    if seat is None or seat not in players or not seats.is_present(seat) or seat in gone:
        return reject(RejectionCode.NOT_A_PLAYER, not_playing)
    return int(seat)


def evening_points(seats: Seats, finished: Iterable[Iterable[tuple[int, int]]]) -> dict[int, int]:
    """Every seat ever taken with its points over the finished rounds (each a list of
    ``(seat, points)``): a seat that never scored has 0 (SPY-34, SUS-45)."""
    total = {s.number: 0 for s in seats}
    for points in finished:
        for seat, pts in points:
            total[seat] = total.get(seat, 0) + pts
    return total


def leaders(points: Mapping[int, int]) -> list[int]:
    """The seats with the most points, none while nobody has any (SPY-34)."""
    top = max(points.values(), default=0)
    return sorted(s for s, p in points.items() if p == top and top > 0)


def points_json(points: Mapping[int, int]) -> list[dict[str, int]]:
    """The points as a view gives them: ``[{"seat", "points"}]`` in seat order."""
    return [{"seat": s, "points": p} for s, p in sorted(points.items())]
