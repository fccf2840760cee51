"""A small game used to test the table platform on its own: players join and score points while a
timer runs; the moderator starts and stops rounds; the end of a round reveals a secret number.

It follows the same contract as the real games (rules.core.Game), so the table, journal, server and
undo are proven general, not shaped around one game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rules.core import (
    Actor,
    ActorKind,
    Arg,
    Event,
    Game,
    Json,
    Outcome,
    Rejection,
    RejectionCode,
    Request,
    Rng,
    Seats,
    Timer,
    reject,
    spec,
)


@dataclass(frozen=True)
class TallyState:
    seats: Seats
    rng: Rng
    points: tuple[tuple[int, int], ...] = ()
    timer: Timer | None = None
    secret: int | None = None
    revealed: bool = False
    rounds: int = 0

    def points_of(self, seat: int) -> int:
        return dict(self.points).get(seat, 0)


def _join(state: TallyState, request: Request, actor: Actor, now: int) -> Outcome:
    name = state.seats.check_join(str(request.args["nickname"]), 4)
    if isinstance(name, Rejection):
        return name
    return [{"type": "seat_taken", "seat": state.seats.next_number(), "nickname": name}]


def _score(state: TallyState, request: Request, actor: Actor, now: int) -> Outcome:
    if state.timer is None or not state.timer.running:
        return reject(RejectionCode.WRONG_PHASE, "no round is running")
    if actor.seat not in state.seats.numbers():
        return reject(RejectionCode.NOT_A_PLAYER, "not at the table")
    return [{"type": "scored", "seat": actor.seat, "points": int(request.args.get("points", 1))}]


def _start(state: TallyState, request: Request, actor: Actor, now: int) -> Outcome:
    if state.timer is not None:
        return reject(RejectionCode.WRONG_PHASE, "a round is running")
    gen, _ = state.rng.generator()
    return [{"type": "round_started", "now": now, "ms": 10_000, "secret": gen.randint(1, 100)}]


def _pause(state: TallyState, request: Request, actor: Actor, now: int) -> Outcome:
    if state.timer is None or not state.timer.running:
        return reject(RejectionCode.WRONG_PHASE, "the timer is not running")
    return [{"type": "paused", "now": now}]


def _reveal(state: TallyState, request: Request, actor: Actor, now: int) -> Outcome:
    if state.timer is None:
        return reject(RejectionCode.WRONG_PHASE, "no round")
    return [{"type": "revealed"}]


def _tick(state: TallyState, request: Request, actor: Actor, now: int) -> Outcome:
    if state.timer is None or not state.timer.running or not state.timer.expired(now):
        return reject(RejectionCode.WRONG_PHASE, "not yet")
    return [{"type": "revealed"}]


def _leave(state: TallyState, request: Request, actor: Actor, now: int) -> Outcome:
    seat = int(request.args["seat"])
    if not state.seats.is_present(seat):
        return reject(RejectionCode.BAD_ARGUMENT, "no such seat")
    return [{"type": "seat_left", "seat": seat}]


def _restored(state: TallyState, request: Request, actor: Actor, now: int) -> Outcome:
    return _pause(state, request, actor, now)


def _f_seat(s: TallyState, e: Event) -> TallyState:
    return replace(s, seats=s.seats.with_seat(int(e["seat"]), str(e["nickname"])))


def _f_scored(s: TallyState, e: Event) -> TallyState:
    pts = dict(s.points)
    pts[int(e["seat"])] = pts.get(int(e["seat"]), 0) + int(e["points"])
    return replace(s, points=tuple(sorted(pts.items())))


def _f_started(s: TallyState, e: Event) -> TallyState:
    _, rng = s.rng.generator()
    return replace(s, rng=rng, timer=Timer.of(int(e["ms"])).start(int(e["now"])), secret=int(e["secret"]),
                   revealed=False)


def _f_paused(s: TallyState, e: Event) -> TallyState:
    assert s.timer is not None
    return replace(s, timer=s.timer.pause(int(e["now"])))


def _f_revealed(s: TallyState, e: Event) -> TallyState:
    return replace(s, timer=None, revealed=True, rounds=s.rounds + 1)


def _f_left(s: TallyState, e: Event) -> TallyState:
    return replace(s, seats=s.seats.without(int(e["seat"])))


class TallyGame(Game[TallyState]):
    id = "tally"
    min_players = 1
    max_players = 4
    requests = {
        "join": spec(_join, ActorKind.GUEST, args={"nickname": Arg.TEXT}),
        "score": spec(_score, ActorKind.PLAYER, args={"points?": Arg.INT}),
        "start": spec(_start, ActorKind.MODERATOR, undoable=True),
        "pause": spec(_pause, ActorKind.MODERATOR, undoable=True),
        "reveal": spec(_reveal, ActorKind.MODERATOR, undoable=True),
        "kick": spec(_leave, ActorKind.MODERATOR, args={"seat": Arg.SEAT}, undoable=True),
        "tick": spec(_tick, ActorKind.SYSTEM),
        "leave": spec(_leave, ActorKind.SYSTEM, args={"seat": Arg.SEAT}),
        "restored": spec(_restored, ActorKind.SYSTEM),
    }
    folds = {
        "seat_taken": _f_seat, "scored": _f_scored, "round_started": _f_started, "paused": _f_paused,
        "revealed": _f_revealed, "seat_left": _f_left,
    }
    revealing_events = frozenset({"revealed"})

    def setup(self, options: Any, seed: int) -> TallyState:
        return TallyState(Seats(), Rng(seed))

    def next_deadline(self, state: TallyState) -> int | None:
        return state.timer.deadline() if state.timer else None

    def seat_numbers(self, state: TallyState) -> list[int]:
        return state.seats.numbers()

    def public_view(self, state: TallyState, now: int) -> Json:
        return {
            "timer": state.timer.view(now) if state.timer else None,
            "points": [{"seat": s, "points": p} for s, p in state.points],
            "secret": state.secret if state.revealed else None,
        }

    def player_view(self, state: TallyState, seat: int, now: int) -> Json:
        view = self.public_view(state, now)
        view["me"] = {"points": state.points_of(seat)}
        return view

    def moderator_view(self, state: TallyState, now: int) -> Json:
        view = self.public_view(state, now)
        view["secrets"] = {"secret": state.secret}
        return view

    def allowed(self, state: TallyState, actor: Actor, now: int) -> list[str]:
        running = state.timer is not None and state.timer.running
        if actor.kind is ActorKind.PLAYER:
            return ["score"] if running else []
        if actor.kind is ActorKind.MODERATOR:
            out = ["kick"]
            if state.timer is None:
                out.append("start")
            if running:
                out.append("pause")
            if state.timer is not None:
                out.append("reveal")
            return out
        return []
