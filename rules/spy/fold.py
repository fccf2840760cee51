"""The spy game's folds: each event into the next state (PLT-02).

The events every table has (``seat_taken``, ``seat_left``, the timer's) are folded by
:class:`rules.core.Game`, which calls the game's hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import Ballot, Event, Timer
from .state import CHAIN_KEPT, Accusation, Guess, Options, Phase, Round, RoundOutcome, SpyState, Verdict


def current_round(state: SpyState) -> Round:
    if state.round is None:
        raise ValueError("no round to apply this event to")
    return state.round


def round_timer(r: Round) -> Timer:
    if r.timer is None:
        raise ValueError("the round has not started")
    return r.timer


def with_round(state: SpyState, **changes: Any) -> SpyState:
    return replace(state, round=replace(current_round(state), **changes))


def drop_seat(state: SpyState, seat: int) -> SpyState:
    """A seat left (``seat_left``): its votes go with it (SPY-36)."""
    r = state.round
    if r is None or r.outcome is not None:
        return state
    accusation = r.accusation
    if accusation is not None:
        accusation = replace(accusation, ballot=accusation.ballot.drop(seat))  # SPY-36
    suspects = r.suspects
    if suspects is not None and r.phase is Phase.SUSPECT_VOTE:  # still open: not yet revealed
        kept = tuple((voter, target) for voter, target in suspects.choices if target != seat)
        suspects = Ballot(suspects.eligible, kept).drop(seat)  # SPY-36
    return with_round(state, accusation=accusation, suspects=suspects)


def _fold_options_set(state: SpyState, e: Event) -> SpyState:
    return replace(state, options=Options(**e["options"]))


def _fold_cards_dealt(state: SpyState, e: Event) -> SpyState:
    location = str(e["location"])
    used = frozenset() if e["reshuffled"] else state.used  # SPY-04 (house): reshuffle
    new = Round(
        number=int(e["round"]),
        location=location,
        spies=frozenset(int(s) for s in e["spies"]),
        roles=tuple((int(x["seat"]), str(x["role"])) for x in e["roles"]),
        players=tuple(int(p) for p in e["players"]),
    )
    past = state.past if state.round is None else state.past.plus(state.round)
    return replace(
        state, rng=state.rng.generator()[1], used=used | {location}, round=new, past=past
    )


def _fold_card_seen(state: SpyState, e: Event) -> SpyState:
    return with_round(state, seen=current_round(state).seen | {int(e["seat"])})


def _fold_round_started(state: SpyState, e: Event) -> SpyState:
    timer = Timer.of(int(e["total_ms"])).start(int(e["at"]))
    state = replace(state, rng=state.rng.generator()[1])
    return with_round(state, timer=timer, asker=int(e["asker"]))


def _fold_question_asked(state: SpyState, e: Event) -> SpyState:
    r = current_round(state)
    asker, answerer = int(e["asker"]), int(e["answerer"])
    chain = (*r.chain[1 - CHAIN_KEPT:], (asker, answerer))  # the last ones only: no copy that grows
    return with_round(state, chain=chain, questions=r.questions + 1, asker=answerer)


def _fold_turn_passed(state: SpyState, e: Event) -> SpyState:
    return with_round(state, asker=int(e["to"]))


def _fold_accused(state: SpyState, e: Event) -> SpyState:
    r = current_round(state)
    timer = round_timer(r)
    accuser, accused = int(e["accuser"]), int(e["accused"])
    voters = frozenset(p for p in state.round_players() if p not in (accuser, accused))  # SPY-18
    accusation = Accusation(accuser, accused, Ballot(voters), resume=timer.running)
    return with_round(state, accusation=accusation, timer=timer.pause(int(e["at"])))  # SPY-17


def _fold_accusation_voted(state: SpyState, e: Event) -> SpyState:
    acc = current_round(state).accusation
    if acc is None:
        raise ValueError("no accusation to vote in")
    ballot = acc.ballot.cast(int(e["seat"]), bool(e["yes"]))
    return with_round(state, accusation=replace(acc, ballot=ballot))


def _close(r: Round, passed: bool) -> tuple[Verdict, ...]:
    acc = r.accusation
    if acc is None:
        return r.verdicts
    votes = tuple(sorted(acc.ballot.choices))
    return (*r.verdicts, Verdict(acc.accuser, acc.accused, passed, votes))


def _fold_accusation_closed(state: SpyState, e: Event) -> SpyState:
    r = current_round(state)
    acc = r.accusation
    passed = bool(e["passed"])
    timer = r.timer
    if acc is not None and acc.resume and not passed and timer is not None:
        timer = timer.resume(int(e["at"]))  # SPY-20: from where it stopped
    return with_round(state, verdicts=_close(r, passed), accusation=None, timer=timer)


def _fold_time_up(state: SpyState, e: Event) -> SpyState:
    timer = round_timer(current_round(state)).pause(int(e["at"]))
    return with_round(state, timer=timer, suspects=Ballot(frozenset(state.round_players())))


def _fold_suspected(state: SpyState, e: Event) -> SpyState:
    ballot = current_round(state).suspects
    if ballot is None:
        raise ValueError("no time-up vote")
    return with_round(state, suspects=ballot.cast(int(e["seat"]), int(e["target"])))


def _fold_spy_exposed(state: SpyState, e: Event) -> SpyState:
    return with_round(state, exposed=int(e["seat"]))


def _fold_spy_guessed(state: SpyState, e: Event) -> SpyState:
    guess = Guess(int(e["seat"]), str(e["location"]), bool(e["right"]))
    return with_round(state, guess=guess)


def _fold_crossed_out(state: SpyState, e: Event) -> SpyState:
    r = current_round(state)
    mark = (int(e["seat"]), str(e["location"]))
    crossed = r.crossed_out | {mark} if e["crossed"] else r.crossed_out - {mark}
    return with_round(state, crossed_out=crossed)


def _fold_round_ended(state: SpyState, e: Event) -> SpyState:
    r = current_round(state)
    timer = r.timer.pause(int(e["at"])) if r.timer is not None else None
    return with_round(
        state,
        outcome=RoundOutcome(e["outcome"]),
        points=tuple((int(p["seat"]), int(p["points"])) for p in e["points"]),
        timer=timer,
        verdicts=_close(r, passed=False),  # an accusation still open did not pass
        accusation=None,
    )


FOLDS: dict[str, Callable[[SpyState, Event], SpyState]] = {
    # seat_taken, seat_left, timer_paused, timer_resumed, time_added: rules.core.Game
    "options_set": _fold_options_set,
    "cards_dealt": _fold_cards_dealt,
    "card_seen": _fold_card_seen,
    "round_started": _fold_round_started,
    "question_asked": _fold_question_asked,
    "turn_passed": _fold_turn_passed,
    "accused": _fold_accused,
    "accusation_voted": _fold_accusation_voted,
    "accusation_closed": _fold_accusation_closed,
    "time_up": _fold_time_up,
    "suspected": _fold_suspected,
    "spy_exposed": _fold_spy_exposed,
    "spy_guessed": _fold_spy_guessed,
    "crossed_out": _fold_crossed_out,
    "round_ended": _fold_round_ended,
}
