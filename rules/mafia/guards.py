"""Club mafia's guards: who may send what now, before the arguments are looked at.

Each request's spec carries its guard; ``allowed`` asks the same ones (:mod:`rules.core.contract`).
"""

from __future__ import annotations

from ..core import Actor, Guard, Rejection, RejectionCode, reject
from .fold import current_match
from .state import MAX_NOMINATIONS, MAX_ROSTER, PLAYING, SPEECHES, MafiaState, Phase, in_game, roster_status


def is_seat(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if actor.seat is None or not state.seats.is_present(actor.seat):
        return reject(RejectionCode.NOT_A_PLAYER, "no seat")
    return None


def may_confirm(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if (refused := is_seat(state, actor, now)) is not None:
        return refused
    if actor.seat not in state.signed:
        return reject(RejectionCode.WRONG_PHASE, "sign up first, or already confirmed")
    return None


def may_withdraw(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if (refused := is_seat(state, actor, now)) is not None:
        return refused
    seat = actor.seat
    assert seat is not None
    if roster_status(state, seat) is None:
        return reject(RejectionCode.WRONG_PHASE, "not signed up")
    if in_game(state, seat):
        return reject(RejectionCode.WRONG_PHASE, "you are in the game on")
    return None


def may_see_card(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if (refused := is_seat(state, actor, now)) is not None:
        return refused
    m = state.match
    if m is None or not m.dealt or m.phase is Phase.GAME_OVER:
        return reject(RejectionCode.WRONG_PHASE, "no cards are out")
    assert actor.seat is not None
    place = m.place_of(actor.seat)
    if place is None:
        return reject(RejectionCode.NOT_A_PLAYER, "you are not in this game")
    p = m.player(place)
    if p is not None and p.seen:
        return reject(RejectionCode.ALREADY_DONE, "already seen")
    return None


def no_game_running(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in (Phase.EVENING, Phase.GAME_OVER):
        return reject(RejectionCode.WRONG_PHASE, "only between games")
    return None


def roster_room(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if len(state.seats.present()) >= MAX_ROSTER:
        return reject(RejectionCode.TABLE_FULL, f"the evening has {MAX_ROSTER} names")
    return None


def someone_listed(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if not (state.signed or state.lineup or state.reserve):
        return reject(RejectionCode.BAD_ARGUMENT, "nobody is signed up")
    return None


def seated_not_dealt(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or m.phase is not Phase.SEATED or m.dealt:
        return reject(RejectionCode.WRONG_PHASE, "only after seating, before the deal")
    return None


def dealt(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or m.phase is not Phase.SEATED or not m.dealt:
        return reject(RejectionCode.WRONG_PHASE, "deal the cards first")
    return None


def dealt_any(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or not m.dealt or m.result == "aborted":
        return reject(RejectionCode.WRONG_PHASE, "no game with cards")
    return None


def game_on(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase in (Phase.EVENING, Phase.GAME_OVER):
        return reject(RejectionCode.WRONG_PHASE, "no game on")
    return None


def playing(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in PLAYING:
        return reject(RejectionCode.WRONG_PHASE, "only while a game is played")
    return None


def phase_in(*phases: Phase) -> Guard[MafiaState]:
    def guard(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if state.phase not in phases:
            return reject(RejectionCode.WRONG_PHASE, f"only in {', '.join(phases)}")
        return None

    return guard


def may_next_speaker(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in SPEECHES | {Phase.FREE_TALK}:
        return reject(RejectionCode.WRONG_PHASE, "nobody speaks now")
    return None


def may_nominate(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.CIRCLE:
        return reject(RejectionCode.WRONG_PHASE, "nominations are made in the circle")  # MAF-08
    m = current_match(state)
    if m.speaker is None:
        return reject(RejectionCode.OUT_OF_TURN, "nobody speaks")
    if sum(1 for b, _ in m.nominations if b == m.speaker) >= MAX_NOMINATIONS:
        return reject(RejectionCode.ALREADY_DONE, "one or two nominations per speaker (MAF-08)")
    return None


def may_under_foul(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    speaker = current_match(state).speaker if state.match is not None else None
    if state.phase not in SPEECHES or speaker is None or not current_match(state).is_alive(speaker):
        return reject(RejectionCode.WRONG_PHASE, "only during a living player's speech")
    return None
