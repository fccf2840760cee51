"""The quiz's guards: who may send what now, before the arguments are looked at; a guard passes
only when some argument could still get through (the lifelines, the answerer, the penalties).

Each request's spec carries its guard; ``allowed`` asks the same ones (:mod:`rules.core.contract`).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core import Actor, ActorKind, Guard, Rejection, RejectionCode, reject
from . import state as quiz
from .fold import current_match, current_round
from .pack import Pack, club_black_boxes, playable
from .state import Lifeline, Phase, QuizState, Verdict


def phase_is(*phases: Phase) -> Guard[QuizState]:
    def guard(state: QuizState, actor: Actor, now: int) -> Rejection | None:
        if state.phase not in phases:
            return reject(RejectionCode.WRONG_PHASE, f"only in {', '.join(phases)}")
        return None

    return guard


in_lobby = phase_is(Phase.LOBBY)

_in_game = phase_is(Phase.ROULETTE, Phase.QUESTION, Phase.MINUTE, Phase.ANSWER)

_in_round = phase_is(Phase.QUESTION, Phase.MINUTE, Phase.ANSWER)


def black_box_pool(packs: Mapping[str, Pack], state: QuizState) -> list[str]:
    """QZ-31: the club's black-box questions a draw may pick, another than the one chosen."""
    lang = packs[state.options.pack].lang
    return [q for q in club_black_boxes(packs, lang) if q != state.options.black_box]


def may_draw_black_box(packs: Mapping[str, Pack]) -> Guard[QuizState]:
    """QZ-31: in the lobby, while the club has another black-box question in the pack's language."""

    def guard(state: QuizState, actor: Actor, now: int) -> Rejection | None:
        if (refused := in_lobby(state, actor, now)) is not None:
            return refused
        if not black_box_pool(packs, state):
            return reject(RejectionCode.NOT_PLAYABLE, "the club has no other black-box question in this language")
        return None

    return guard


def pack_refusal(packs: Mapping[str, Pack], state: QuizState) -> Rejection | None:
    """QZ-31, at the start of a game, not at import: 15 envelopes and a black box."""
    problem = playable(packs[state.options.pack], state.options.black_box)
    return reject(RejectionCode.NOT_PLAYABLE, problem.message()) if problem is not None else None


def lobby_expert(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if actor.seat is None or not state.seats.is_present(actor.seat):
        return reject(RejectionCode.NOT_A_PLAYER, "you have no seat at this table")
    if state.phase is not Phase.LOBBY:
        return reject(RejectionCode.WRONG_PHASE, "only in the lobby")
    return None


def _someone_present(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if not state.seats.present():
        return reject(RejectionCode.BAD_ARGUMENT, "nobody is seated")
    return None


def may_mark_captain(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    """QZ-05: before the first round; again when the captain has left."""
    if state.phase is Phase.FINISHED:
        return reject(RejectionCode.WRONG_PHASE, "the game is over")
    if (refused := _someone_present(state, actor, now)) is not None:
        return refused
    if all(s == state.captain for s in state.present()):
        return reject(RejectionCode.ALREADY_DONE, f"seat {state.captain} is the captain")
    return None


def deadline(state: QuizState) -> int | None:
    """The signal at 10 s left (QZ-12), then the gong (QZ-13)."""
    if state.phase is not Phase.MINUTE:
        return None
    r = current_round(state)
    if r.timer is None or not r.timer.running:
        return None
    gong = r.timer.deadline()
    if gong is None:
        return None
    return gong if r.signalled else gong - quiz.SIGNAL_MS


def lifeline_refusal(state: QuizState, lifeline: Lifeline, now: int) -> Rejection | None:
    """QZ-15..QZ-18, QZ-23: whether this lifeline can be used now."""
    phase = state.phase
    if phase not in (Phase.MINUTE, Phase.ANSWER):
        return reject(RejectionCode.WRONG_PHASE, "lifelines are taken during a round's discussion or after the gong")
    m = current_match(state)
    r = current_round(state)
    if lifeline in m.used():
        return reject(RejectionCode.ALREADY_DONE, f"{lifeline} was used in round {m.used()[lifeline]}")  # QZ-15
    if r.lifeline is not None:
        return reject(RejectionCode.ALREADY_DONE, "one lifeline per round")  # QZ-15
    if lifeline is not Lifeline.MINUTE_ON_CREDIT and m.burnt():
        return reject(RejectionCode.NOT_ALLOWED, "the helps burnt at 5:5")  # QZ-23
    if lifeline is Lifeline.MINUTE_ON_CREDIT:
        if r.debt_collected:
            return reject(RejectionCode.NOT_ALLOWED, "the debt round has no minute")  # QZ-16
        if r.answerer is not None:
            return reject(RejectionCode.WRONG_PHASE, "the answerer is named")
        return None
    if lifeline is Lifeline.CLUBS_HELP:
        if phase is not Phase.MINUTE or r.time_left(now) <= 0:
            return reject(RejectionCode.WRONG_PHASE, "the Club's help is taken during the main minute")  # QZ-17
        return None
    if phase is not Phase.ANSWER or r.early:
        return reject(RejectionCode.WRONG_PHASE, "the Host's help comes after the minute has run out")  # QZ-18
    if r.answerer is not None:
        return reject(RejectionCode.WRONG_PHASE, "the answerer is named")
    return None


def lifeline_guard(lifeline: Lifeline) -> Guard[QuizState]:
    """The guard of the Croupier's request that activates ``lifeline``."""

    def guard(state: QuizState, actor: Actor, now: int) -> Rejection | None:
        return lifeline_refusal(state, lifeline, now)

    return guard


def _any_lifeline(state: QuizState, now: int) -> Rejection | None:
    refusals = [lifeline_refusal(state, ll, now) for ll in Lifeline]
    if all(r is not None for r in refusals):
        return refusals[0]
    return None


def _captain(state: QuizState, actor: Actor) -> Rejection | int:
    """QZ-07: only the captain names the answerer and asks for lifelines."""
    seat = actor.seat
    if seat is None or not state.seats.is_present(seat):
        return reject(RejectionCode.NOT_A_PLAYER, "you have no seat at this table")
    if state.captain != seat:
        return reject(RejectionCode.NOT_ALLOWED, "only the captain")
    r = state.match.round if state.match is not None else None
    if r is not None and not r.over and seat in r.sitting_out:
        return reject(RejectionCode.NOT_ALLOWED, "you sit out this round")  # QZ-19 (house)
    return seat


def askable(state: QuizState, now: int) -> list[Lifeline]:
    """The lifelines that may be asked for now, whoever asks (QZ-15..QZ-18, QZ-23)."""
    asked = current_match(state).asked
    return [ll for ll in Lifeline if ll is not asked and lifeline_refusal(state, ll, now) is None]


def may_ask_lifeline(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    seat = _captain(state, actor)
    if isinstance(seat, Rejection):
        return seat
    if (refused := _any_lifeline(state, now)) is not None:
        return refused
    if not askable(state, now):
        return reject(RejectionCode.ALREADY_DONE, "already asked")  # the one lifeline left
    return None


def may_name_answerer(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    """QZ-13: after the gong (or early, during the minute), before the verdict, once."""
    if actor.kind is ActorKind.PLAYER:
        seat = _captain(state, actor)
        if isinstance(seat, Rejection):
            return seat
    if state.phase not in (Phase.MINUTE, Phase.ANSWER):
        return reject(RejectionCode.WRONG_PHASE, "only once the question is asked")
    r = current_round(state)
    if r.answerer is not None:
        return reject(RejectionCode.ALREADY_DONE, "the answerer is named")
    if all(s in r.sitting_out for s in state.present()):
        return reject(RejectionCode.BAD_ARGUMENT, "every expert sits out this round")  # QZ-19
    return None


def may_accept(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.ANSWER:
        return reject(RejectionCode.WRONG_PHASE, "only after the gong")
    if current_round(state).answerer is None:
        return reject(RejectionCode.WRONG_PHASE, "the captain has not named the answerer")  # QZ-07
    return None


def may_reject(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.ANSWER:
        return reject(RejectionCode.WRONG_PHASE, "only after the gong")
    return None


def may_collect_debt(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.QUESTION:
        return reject(RejectionCode.WRONG_PHASE, "only before 'Время пошло'")
    if not current_match(state).debt_open():
        return reject(RejectionCode.NOT_ALLOWED, "no Minute on credit to pay back")  # QZ-16
    return None


def may_annul(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    """QZ-20: the round being played, or the last one judged until the next spin."""
    if state.phase not in (Phase.QUESTION, Phase.MINUTE, Phase.ANSWER, Phase.ROULETTE):
        return reject(RejectionCode.WRONG_PHASE, "no round to annul")
    r = current_match(state).round
    if r is None or r.verdict is Verdict.ANNULLED:
        return reject(RejectionCode.WRONG_PHASE, "no round to annul")
    return None


def may_penalise(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _in_game(state, actor, now)) is not None:
        return refused
    if (refused := _someone_present(state, actor, now)) is not None:
        return refused
    m = current_match(state)
    nxt = m.next_round()
    sent = set(m.sent_off_for(nxt))
    present = state.present()
    if (
        m.cut_time_for(nxt)
        and all(m.hat_taken(s) for s in present)
        and not any(s not in sent and [o for o in present if o not in sent | {s}] for s in present)
    ):
        return reject(RejectionCode.ALREADY_DONE, "every penalty that can be given is given")  # QZ-19
    return None


def asked_lifeline(state: QuizState, now: int) -> str | None:
    """The lifeline the captain asked for, while it can still be given."""
    m = state.match
    if m is None or m.asked is None or lifeline_refusal(state, m.asked, now) is not None:
        return None
    return str(m.asked)
