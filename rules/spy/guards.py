"""The spy game's guards: who may send what now, before the arguments are looked at.

Each request's spec carries its guard; ``allowed`` asks the same ones (:mod:`rules.core.contract`).
"""

from __future__ import annotations

from ..core import Actor, Rejection, RejectionCode, reject
from ..core.rounds import in_phase, round_seat
from . import state as spy
from .fold import current_round
from .state import BETWEEN_ROUNDS, CARDS_OUT, QUESTIONS, Phase, SpyState

between_rounds = in_phase(BETWEEN_ROUNDS, "only before a deal or after a round")


def two_spies_refused(state: SpyState) -> Rejection | None:
    """SPY-06: two spies only from 7 players (the seats present now, as a deal counts them)."""
    present = len(state.seats.present())
    if present < spy.TWO_SPIES_FROM:
        return reject(RejectionCode.TOO_FEW_PLAYERS,
                      f"two spies need at least {spy.TWO_SPIES_FROM} players; {present} are seated")
    return None


cards_dealt = in_phase({Phase.DEALT}, "deal the cards first, once per round")
cards_out = in_phase(CARDS_OUT, "no round is on")
asking = in_phase({Phase.ASKING}, "only while questions are asked")
round_running = in_phase(QUESTIONS, "only while the round runs")


def _round_player(state: SpyState, actor: Actor) -> Rejection | int:
    r = state.round
    return round_seat(state.seats, actor, r.players if r is not None else None, none_on="no cards are out")  # SPY-16


def may_see_card(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    if state.phase not in CARDS_OUT:
        return reject(RejectionCode.WRONG_PHASE, "the round is over")
    if seat in current_round(state).seen:
        return reject(RejectionCode.ALREADY_DONE, "already seen")
    return None


def may_ask(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    r = current_round(state)
    if r.phase is not Phase.ASKING:
        return reject(RejectionCode.WRONG_PHASE, "no questions now")
    if not r.time_left(now):
        return reject(RejectionCode.WRONG_PHASE, "time is up")  # SPY-23
    if r.asker != seat:
        return reject(RejectionCode.OUT_OF_TURN, f"it is seat {r.asker}'s turn to ask")
    return None


def may_accuse(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    r = current_round(state)
    if r.phase is Phase.ACCUSATION:
        return reject(RejectionCode.WRONG_PHASE, "a vote is on")
    if r.phase is not Phase.ASKING:
        return reject(RejectionCode.WRONG_PHASE, "only while the round runs")
    if not r.time_left(now):
        return reject(RejectionCode.WRONG_PHASE, "time is up")
    if seat in r.accusers():
        return reject(RejectionCode.ALREADY_DONE, "one accusation per round")  # SPY-17
    return None


def may_vote(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    acc = current_round(state).accusation
    if acc is None:
        return reject(RejectionCode.WRONG_PHASE, "no accusation to vote in")
    if seat == acc.accused:
        return reject(RejectionCode.NOT_ALLOWED, "the accused does not vote")  # SPY-18
    if seat == acc.accuser:
        return reject(RejectionCode.ALREADY_DONE, "the accuser's yes is automatic")  # SPY-18
    if seat in acc.ballot.voted():
        return reject(RejectionCode.ALREADY_DONE, "you have voted")
    return None


def may_guess(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    r = current_round(state)
    if seat not in r.spies:
        return reject(RejectionCode.NOT_ALLOWED, "only a spy guesses the location")
    if r.phase is Phase.LAST_GUESS:
        if seat != r.exposed:
            return reject(RejectionCode.OUT_OF_TURN, "only the exposed spy guesses now")  # SPY-25
        return None
    if r.phase is Phase.ACCUSATION:
        return reject(RejectionCode.WRONG_PHASE, "not during a vote")  # SPY-22
    if r.phase is not Phase.ASKING or not r.time_left(now):
        return reject(RejectionCode.WRONG_PHASE, "only while the round runs")
    return None


def may_cross_out(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    if seat not in current_round(state).spies:
        return reject(RejectionCode.NOT_ALLOWED, "only a spy crosses out locations")
    if state.phase not in CARDS_OUT:
        return reject(RejectionCode.WRONG_PHASE, "the round is over")
    return None


def may_suspect(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    if state.phase is not Phase.SUSPECT_VOTE:
        return reject(RejectionCode.WRONG_PHASE, "only once time is up")
    return None
