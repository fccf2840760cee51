"""The quiz's folds: each event into the next state (PLT-02).

The events every table has (``seat_taken``, ``seat_left``, the timer's) are folded by
:class:`rules.core.Game`, which calls the game's hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import Event, Timer
from . import state as quiz
from .state import Finished, Lifeline, Match, Options, Penalty, PenaltyKind, QuizState, Round, Verdict


def current_match(state: QuizState) -> Match:
    if state.match is None:
        raise ValueError("no match to apply this event to")
    return state.match


def current_round(state: QuizState) -> Round:
    r = current_match(state).round
    if r is None:
        raise ValueError("no round to apply this event to")
    return r


def with_round(state: QuizState, **changes: Any) -> QuizState:
    m = current_match(state)
    r = replace(current_round(state), **changes)
    return replace(state, match=replace(m, rounds=(*m.rounds[:-1], r)))


def _with_expert(state: QuizState, seat: int, **changes: Any) -> QuizState:
    experts = tuple(e for e in state.experts if e.seat != seat)
    new = replace(state.expert(seat), **changes)
    return replace(state, experts=tuple(sorted((*experts, new), key=lambda e: e.seat)))


def add_expert(state: QuizState, seat: int) -> QuizState:
    """A new seat (``seat_taken``) is an expert; mid-game, one of the match's (QZ-01)."""
    state = _with_expert(state, seat)
    m = state.match
    if m is not None:
        state = replace(state, match=replace(m, experts=(*m.experts, seat)))
    return state


def drop_seat(state: QuizState, seat: int) -> QuizState:
    """A seat left (``seat_left``): its look, its captaincy and its answer go with it."""
    state = replace(state, experts=tuple(x for x in state.experts if x.seat != seat))
    if state.captain == seat:
        state = replace(state, captain=None)
    m = state.match
    if m is not None and m.round is not None and m.round.answerer == seat and not m.round.over:
        state = with_round(state, answerer=None)
    return state


def _fold_options_set(state: QuizState, e: Event) -> QuizState:
    return replace(state, options=Options(**e["options"]))


def _fold_black_box_marked(state: QuizState, e: Event) -> QuizState:
    """QZ-31: a question of the pack marked as the black box ("" : the pack's own again)."""
    return replace(state, options=replace(state.options, black_box=str(e["question"])))


def _fold_black_box_drawn(state: QuizState, e: Event) -> QuizState:
    """QZ-31: a black-box question drawn from the club's; the draw used the seed."""
    state = _fold_black_box_marked(state, e)
    return replace(state, rng=state.rng.generator()[1])


def _fold_look_chosen(state: QuizState, e: Event) -> QuizState:
    return _with_expert(state, int(e["seat"]), avatar=e["avatar"], hat=e["hat"])


def _fold_readiness(state: QuizState, e: Event) -> QuizState:
    return _with_expert(state, int(e["seat"]), ready=bool(e["ready"]))


def _fold_captain_marked(state: QuizState, e: Event) -> QuizState:
    return replace(state, captain=int(e["seat"]))


def _fold_match_started(state: QuizState, e: Event) -> QuizState:
    match = Match(
        number=int(e["match"]),
        experts=tuple(int(s) for s in e["experts"]),
        sectors=tuple(str(q) for q in e["sectors"]),
    )
    return replace(state, rng=state.rng.generator()[1], match=match)


def _fold_roulette_spun(state: QuizState, e: Event) -> QuizState:
    m = current_match(state)
    number = int(e["round"])
    new = Round(
        number=number,
        sector=int(e["sector"]),
        question=m.sectors[int(e["sector"])],
        final=bool(e["final"]),
        sitting_out=m.sent_off_for(number),
    )
    return replace(state, rng=state.rng.generator()[1], match=replace(m, rounds=(*m.rounds, new), asked=None))


def _fold_minute_started(state: QuizState, e: Event) -> QuizState:
    return with_round(state, timer=Timer.of(int(e["total_ms"])).start(int(e["at"])), signalled=False)


def _fold_debt_collected(state: QuizState, e: Event) -> QuizState:
    return with_round(state, debt_collected=True, discussion_over=True)


def _fold_signal(state: QuizState, e: Event) -> QuizState:
    return with_round(state, signalled=True)


def _fold_gong(state: QuizState, e: Event) -> QuizState:
    r = current_round(state)
    timer = r.timer.pause(int(e["at"])) if r.timer is not None else None
    return with_round(state, timer=timer, signalled=True, discussion_over=True)


def _fold_lifeline_asked(state: QuizState, e: Event) -> QuizState:
    return replace(state, match=replace(current_match(state), asked=Lifeline(e["lifeline"])))


def _fold_lifeline_used(state: QuizState, e: Event) -> QuizState:
    lifeline = Lifeline(e["lifeline"])
    at = int(e["at"])
    r = current_round(state)
    changes: dict[str, Any] = {"lifeline": lifeline}
    if lifeline is Lifeline.CLUBS_HELP:
        changes["hint"] = str(e["hint"])
    if "add_ms" in e:
        if r.discussion_over or r.timer is None:  # QZ-16: credit after the gong, a fresh minute
            timer = Timer.of(int(e["add_ms"])).start(at)
        else:
            timer = r.timer.add(int(e["add_ms"]), at)
        changes.update(timer=timer, discussion_over=False, signalled=timer.left(at) <= quiz.SIGNAL_MS)
    state = replace(state, match=replace(current_match(state), asked=None))
    return with_round(state, **changes)


def _fold_answerer_named(state: QuizState, e: Event) -> QuizState:
    r = current_round(state)
    at = int(e["at"])
    if not r.discussion_over:  # an early answer: discussion stops here
        timer = r.timer.pause(at) if r.timer is not None else None
        early = r.time_left(at) > 0
        return with_round(state, answerer=int(e["seat"]), early=early, discussion_over=True, timer=timer)
    return with_round(state, answerer=int(e["seat"]))


def _fold_round_judged(state: QuizState, e: Event) -> QuizState:
    r = current_round(state)
    timer = r.timer.pause(int(e["at"])) if r.timer is not None else None
    return with_round(state, verdict=Verdict(e["verdict"]), timer=timer, discussion_over=True)


def _fold_round_annulled(state: QuizState, e: Event) -> QuizState:
    return _fold_round_judged(state, {**e, "verdict": str(Verdict.ANNULLED)})


def _fold_penalty_given(state: QuizState, e: Event) -> QuizState:
    m = current_match(state)
    seat = e.get("seat")
    penalty = Penalty(
        PenaltyKind(e["kind"]), None if seat is None else int(seat), int(e["given_in"]), int(e["applies_to"])
    )
    return replace(state, match=replace(m, penalties=(*m.penalties, penalty)))


def _finished_of(m: Match, outcome: str) -> Finished:
    return Finished(
        number=m.number,
        outcome=outcome,
        score=m.score(),
        experts=m.experts,
        penalties=tuple((str(p.kind), p.seat) for p in m.penalties if p.seat is not None),  # QZ-25
    )


def _back_to_lobby(state: QuizState, outcome: str) -> QuizState:
    m = current_match(state)
    experts = tuple(replace(x, ready=False) for x in state.experts)  # QZ-03: ready again
    return replace(state, match=None, experts=experts, past=state.past.plus(_finished_of(m, outcome)))


def _fold_returned_to_lobby(state: QuizState, e: Event) -> QuizState:
    winner = current_match(state).winner()
    return _back_to_lobby(state, str(winner) if winner is not None else "ended")


def _fold_match_ended(state: QuizState, e: Event) -> QuizState:
    return _back_to_lobby(state, str(e["reason"]))


FOLDS: dict[str, Callable[[QuizState, Event], QuizState]] = {
    # seat_taken, seat_left, timer_paused, timer_resumed: rules.core.Game
    "options_set": _fold_options_set,
    "black_box_marked": _fold_black_box_marked,
    "black_box_drawn": _fold_black_box_drawn,
    "look_chosen": _fold_look_chosen,
    "readiness": _fold_readiness,
    "captain_marked": _fold_captain_marked,
    "match_started": _fold_match_started,
    "roulette_spun": _fold_roulette_spun,
    "minute_started": _fold_minute_started,
    "debt_collected": _fold_debt_collected,
    "signal": _fold_signal,
    "gong": _fold_gong,
    "lifeline_asked": _fold_lifeline_asked,
    "lifeline_used": _fold_lifeline_used,
    "answerer_named": _fold_answerer_named,
    "round_judged": _fold_round_judged,
    "round_annulled": _fold_round_annulled,
    "penalty_given": _fold_penalty_given,
    "returned_to_lobby": _fold_returned_to_lobby,
    "match_ended": _fold_match_ended,
}
