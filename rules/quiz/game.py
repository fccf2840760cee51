"""The rules of "Почему? Куда? Зачем?", the Elite Club quiz (QZ-01..QZ-31).

How to call (the table does, see :mod:`rules.core.contract`)::

    game = QuizGame(packs)                     # packs: {"ru_hippo": Pack, ...}
    state = game.setup(options, seed)          # the lobby
    outcome = game.handle(state, request, actor, now)
    state = game.fold_all(state, outcome)      # when it is a list of events

Everything is pure. The state is frozen and holds its :class:`Rng` (the sectors' questions and the
roulette); time is the ``now`` passed in (milliseconds). The minute is a :class:`Timer`; the table
sends ``tick`` at :meth:`QuizGame.next_deadline`, which is first the 10-second signal (QZ-12), then
the gong (QZ-13). The phase is not stored: it follows from the match and its last round.

Decisions the rule book leaves open (besides the **(house)** clauses of ``rules/quiz.md``):

- the question text is read aloud by the Croupier; the board and the phones show it too, from
  "Время пошло" on (option ``show_question``, on by default), never before, so nobody reads ahead;
- the answer, the accepted alternatives and the comment reach the board and the phones only with
  the verdict (``round_judged`` is a revealing event: a verdict cannot be undone once shown);
- the question is out once read ("Время пошло", or the debt collected) and the Club's help once
  given: neither can be undone (PLT-04), so no undo ever brings another question or hint after them;
- the captain's phone may ask for a lifeline (``ask_lifeline``) and name the answerer; the Croupier
  activates lifelines and may name the answerer himself (the captain said it aloud) (QZ-07, QZ-15);
- an early answer: the captain may name the answerer during the minute; discussion stops there;
- Minute on credit may be taken during the minute (+60 s) or after the gong, before the answerer is
  named (a fresh 60 s); the debt is collected by ``collect_debt`` in a later round of the
  Croupier's choosing, before "Время пошло": that round has no minute at all (QZ-16);
- the Host's help is also allowed in a round whose minute was taken by the debt (it adds no time);
- "the next round" of a penalty (cut time, sent off) is the round after the one being played, or
  the coming one between rounds; a sent-off captain's phone can do nothing that round (the Croupier
  names the answerer and activates lifelines as told aloud);
- a round may be annulled while it is played or after its verdict until the next spin (unless that
  verdict ended the game); annulling takes back its point. Lifelines used in it stay used;
- a third annulment ends the match: back to the lobby, no winner (QZ-21). The match also ends with
  no winner when the last expert leaves, unless the game was already won: then it keeps its winner;
- a new expert may join mid-game while the team is under 5 (not once the game is won);
- "the first round" of QZ-10 is round number 1: if it is annulled, Zero may come up in round 2;
- the captain is kept when the team returns to the lobby; every expert must press "Ready" again.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..core import (
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
    RequestSpec,
    Rng,
    Seats,
    Timer,
    reject,
    spec,
)
from .pack import ENVELOPES, Pack, Question

MIN_EXPERTS = 2  # QZ-01
MAX_EXPERTS = 5  # QZ-01
WINNING_SCORE = 6  # QZ-01, QZ-22
HIPPOS = ((1, "order_of_the_crystal_hippo"), (3, "crystal_hippo"), (5, "order_of_the_diamond_hippo"),
          (10, "diamond_hippo"))
"""QZ-26: the awards for a player's team wins, at 1, 3, 5 and 10 wins."""
FINAL_SCORE = 5  # QZ-23: 5:5
SECTORS = ENVELOPES + 1  # QZ-08: 15 envelopes and Zero
ZERO = 0  # QZ-09: sector 0 is Zero, the black box
MINUTE_MS = 60_000  # QZ-11
SIGNAL_MS = 10_000  # QZ-12
CUT_TIME_MS = 40_000  # QZ-19
CREDIT_MS = 60_000  # QZ-16
CLUBS_HELP_MS = 60_000  # QZ-17
MAX_ANNULMENTS = 2  # QZ-20

AVATARS: tuple[str, ...] = ("owl", "fox", "cat", "bear", "hippo", "raven", "hedgehog", "beaver")
HATS: tuple[str, ...] = ("bowler", "top_hat", "fedora", "beret", "cap", "panama", "boater", "cylinder")


class Phase(enum.StrEnum):
    LOBBY = "lobby"  # experts join, choose a look, press "Ready" (QZ-03)
    ROULETTE = "roulette"  # between rounds: the Croupier spins (QZ-08)
    QUESTION = "question"  # the sector is out; the Croupier reads the question
    MINUTE = "minute"  # the discussion timer (QZ-11)
    ANSWER = "answer"  # after the gong: the captain names the answerer, the Croupier judges (QZ-13)
    FINISHED = "finished"  # someone has 6: victory or defeat music (QZ-24)


class Lifeline(enum.StrEnum):
    """The three lifelines (палочки-выручалочки), QZ-15."""

    MINUTE_ON_CREDIT = "minute_on_credit"
    CLUBS_HELP = "clubs_help"
    HOSTS_HELP = "hosts_help"


class PenaltyKind(enum.StrEnum):
    """QZ-19."""

    CUT_TIME = "cut_time"
    SENT_OFF = "sent_off"
    HAT_TAKEN = "hat_taken"


class Verdict(enum.StrEnum):
    EXPERTS = "experts"  # the point to the experts (QZ-06)
    VIEWERS = "viewers"  # the point to the viewers
    ANNULLED = "annulled"  # QZ-20: nobody scores


# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    pack: str
    call_link: str = ""  # QZ-02
    show_question: bool = True


@dataclass(frozen=True)
class Expert:
    """An expert's look and readiness (QZ-03, QZ-27)."""

    seat: int
    avatar: str | None = None
    hat: str | None = None
    ready: bool = False


@dataclass(frozen=True)
class Penalty:
    kind: PenaltyKind
    seat: int | None
    given_in: int
    """The round being played (or just played) when it was given."""
    applies_to: int
    """The round it bites: the next one (cut time, sent off); the rest of the game for a hat."""


@dataclass(frozen=True)
class Round:
    number: int
    sector: int
    question: str
    final: bool
    """Spun at 5:5 (QZ-23)."""
    timer: Timer | None = None
    signalled: bool = False
    discussion_over: bool = False
    debt_collected: bool = False
    lifeline: Lifeline | None = None
    hint: str = ""
    answerer: int | None = None
    early: bool = False
    verdict: Verdict | None = None
    sitting_out: tuple[int, ...] = ()

    @property
    def black_box(self) -> bool:
        return self.sector == ZERO

    @property
    def over(self) -> bool:
        return self.verdict is not None

    def time_left(self, now: int) -> int:
        return self.timer.left(now) if self.timer is not None else 0


@dataclass(frozen=True)
class Match:
    number: int
    experts: tuple[int, ...]
    """The seats that started it; a seat that joins later is added."""
    sectors: tuple[str, ...]
    """The question id of each sector, index 0 being Zero's black-box question (QZ-08, QZ-09)."""
    rounds: tuple[Round, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    asked: Lifeline | None = None
    """The lifeline the captain asked for from his phone, until the Croupier acts."""

    @property
    def round(self) -> Round | None:
        return self.rounds[-1] if self.rounds else None

    def score(self) -> tuple[int, int]:
        """(experts, viewers), QZ-22."""
        experts = sum(1 for r in self.rounds if r.verdict is Verdict.EXPERTS)
        viewers = sum(1 for r in self.rounds if r.verdict is Verdict.VIEWERS)
        return experts, viewers

    def winner(self) -> Verdict | None:
        experts, viewers = self.score()
        if experts >= WINNING_SCORE:
            return Verdict.EXPERTS
        if viewers >= WINNING_SCORE:
            return Verdict.VIEWERS
        return None

    def played(self) -> frozenset[int]:
        return frozenset(r.sector for r in self.rounds)

    def annulments(self) -> int:
        return sum(1 for r in self.rounds if r.verdict is Verdict.ANNULLED)

    def used(self) -> dict[Lifeline, int]:
        """Lifeline -> the round it was used in (QZ-15: once per game)."""
        return {r.lifeline: r.number for r in self.rounds if r.lifeline is not None}

    def burnt(self) -> bool:
        """QZ-23: once the final round is spun, the unused helps are gone."""
        return any(r.final for r in self.rounds)

    def debt_open(self) -> bool:
        """QZ-16: Minute on credit taken and not yet paid back."""
        return Lifeline.MINUTE_ON_CREDIT in self.used() and not any(r.debt_collected for r in self.rounds)

    def next_round(self) -> int:
        return len(self.rounds) + 1

    def hat_taken(self, seat: int) -> bool:
        return any(p.kind is PenaltyKind.HAT_TAKEN and p.seat == seat for p in self.penalties)

    def sent_off_for(self, number: int) -> tuple[int, ...]:
        return tuple(
            sorted(
                p.seat
                for p in self.penalties
                if p.kind is PenaltyKind.SENT_OFF and p.applies_to == number and p.seat is not None
            )
        )

    def cut_time_for(self, number: int) -> bool:
        return any(p.kind is PenaltyKind.CUT_TIME and p.applies_to == number for p in self.penalties)


@dataclass(frozen=True)
class Finished:
    """A match that ended, for the records (QZ-25)."""

    number: int
    outcome: str
    score: tuple[int, int]
    experts: tuple[int, ...]
    penalties: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class QuizState:
    options: Options
    rng: Rng
    seats: Seats = field(default_factory=Seats)
    experts: tuple[Expert, ...] = ()
    captain: int | None = None
    match: Match | None = None
    past: tuple[Finished, ...] = ()

    @property
    def phase(self) -> Phase:
        m = self.match
        if m is None:
            return Phase.LOBBY
        if m.winner() is not None:
            return Phase.FINISHED
        r = m.round
        if r is None or r.over:
            return Phase.ROULETTE
        if r.discussion_over:
            return Phase.ANSWER
        if r.timer is not None:
            return Phase.MINUTE
        return Phase.QUESTION

    def expert(self, seat: int) -> Expert:
        for e in self.experts:
            if e.seat == seat:
                return e
        return Expert(seat)

    def present(self) -> list[int]:
        return self.seats.numbers()


# --- folds: event -> state -------------------------------------------------------------------


def _match(state: QuizState) -> Match:
    if state.match is None:
        raise ValueError("no match to apply this event to")
    return state.match


def _round(state: QuizState) -> Round:
    r = _match(state).round
    if r is None:
        raise ValueError("no round to apply this event to")
    return r


def _with_round(state: QuizState, **changes: Any) -> QuizState:
    m = _match(state)
    r = replace(_round(state), **changes)
    return replace(state, match=replace(m, rounds=(*m.rounds[:-1], r)))


def _with_expert(state: QuizState, seat: int, **changes: Any) -> QuizState:
    experts = tuple(e for e in state.experts if e.seat != seat)
    new = replace(state.expert(seat), **changes)
    return replace(state, experts=tuple(sorted((*experts, new), key=lambda e: e.seat)))


def _fold_seat_taken(state: QuizState, e: Event) -> QuizState:
    seat = int(e["seat"])
    state = replace(state, seats=state.seats.with_seat(seat, str(e["nickname"])))
    state = _with_expert(state, seat)
    m = state.match
    if m is not None:
        state = replace(state, match=replace(m, experts=(*m.experts, seat)))
    return state


def _fold_seat_left(state: QuizState, e: Event) -> QuizState:
    seat = int(e["seat"])
    state = replace(state, seats=state.seats.without(seat))
    state = replace(state, experts=tuple(x for x in state.experts if x.seat != seat))
    if state.captain == seat:
        state = replace(state, captain=None)
    m = state.match
    if m is not None and m.round is not None and m.round.answerer == seat and not m.round.over:
        state = _with_round(state, answerer=None)
    return state


def _fold_options_set(state: QuizState, e: Event) -> QuizState:
    return replace(state, options=Options(**e["options"]))


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
    m = _match(state)
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
    return _with_round(state, timer=Timer.of(int(e["total_ms"])).start(int(e["at"])), signalled=False)


def _fold_debt_collected(state: QuizState, e: Event) -> QuizState:
    return _with_round(state, debt_collected=True, discussion_over=True)


def _fold_signal(state: QuizState, e: Event) -> QuizState:
    return _with_round(state, signalled=True)


def _fold_gong(state: QuizState, e: Event) -> QuizState:
    r = _round(state)
    timer = r.timer.pause(int(e["at"])) if r.timer is not None else None
    return _with_round(state, timer=timer, signalled=True, discussion_over=True)


def _fold_timer_paused(state: QuizState, e: Event) -> QuizState:
    r = _round(state)
    return _with_round(state, timer=r.timer.pause(int(e["at"])) if r.timer else None)


def _fold_timer_resumed(state: QuizState, e: Event) -> QuizState:
    r = _round(state)
    return _with_round(state, timer=r.timer.resume(int(e["at"])) if r.timer else None)


def _fold_lifeline_asked(state: QuizState, e: Event) -> QuizState:
    return replace(state, match=replace(_match(state), asked=Lifeline(e["lifeline"])))


def _fold_lifeline_used(state: QuizState, e: Event) -> QuizState:
    lifeline = Lifeline(e["lifeline"])
    at = int(e["at"])
    r = _round(state)
    changes: dict[str, Any] = {"lifeline": lifeline}
    if lifeline is Lifeline.CLUBS_HELP:
        changes["hint"] = str(e["hint"])
    if "add_ms" in e:
        if r.discussion_over or r.timer is None:  # QZ-16: credit after the gong, a fresh minute
            timer = Timer.of(int(e["add_ms"])).start(at)
        else:
            timer = r.timer.add(int(e["add_ms"]), at)
        changes.update(timer=timer, discussion_over=False, signalled=timer.left(at) <= SIGNAL_MS)
    state = replace(state, match=replace(_match(state), asked=None))
    return _with_round(state, **changes)


def _fold_answerer_named(state: QuizState, e: Event) -> QuizState:
    r = _round(state)
    at = int(e["at"])
    if not r.discussion_over:  # an early answer: discussion stops here
        timer = r.timer.pause(at) if r.timer is not None else None
        early = r.time_left(at) > 0
        return _with_round(state, answerer=int(e["seat"]), early=early, discussion_over=True, timer=timer)
    return _with_round(state, answerer=int(e["seat"]))


def _fold_round_judged(state: QuizState, e: Event) -> QuizState:
    r = _round(state)
    timer = r.timer.pause(int(e["at"])) if r.timer is not None else None
    return _with_round(state, verdict=Verdict(e["verdict"]), timer=timer, discussion_over=True)


def _fold_round_annulled(state: QuizState, e: Event) -> QuizState:
    return _fold_round_judged(state, {**e, "verdict": str(Verdict.ANNULLED)})


def _fold_penalty_given(state: QuizState, e: Event) -> QuizState:
    m = _match(state)
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
    m = _match(state)
    experts = tuple(replace(x, ready=False) for x in state.experts)  # QZ-03: ready again
    return replace(state, match=None, experts=experts, past=(*state.past, _finished_of(m, outcome)))


def _fold_returned_to_lobby(state: QuizState, e: Event) -> QuizState:
    winner = _match(state).winner()
    return _back_to_lobby(state, str(winner) if winner is not None else "ended")


def _fold_match_ended(state: QuizState, e: Event) -> QuizState:
    return _back_to_lobby(state, str(e["reason"]))


_FOLDS: dict[str, Callable[[QuizState, Event], QuizState]] = {
    "seat_taken": _fold_seat_taken,
    "seat_left": _fold_seat_left,
    "options_set": _fold_options_set,
    "look_chosen": _fold_look_chosen,
    "readiness": _fold_readiness,
    "captain_marked": _fold_captain_marked,
    "match_started": _fold_match_started,
    "roulette_spun": _fold_roulette_spun,
    "minute_started": _fold_minute_started,
    "debt_collected": _fold_debt_collected,
    "signal": _fold_signal,
    "gong": _fold_gong,
    "timer_paused": _fold_timer_paused,
    "timer_resumed": _fold_timer_resumed,
    "lifeline_asked": _fold_lifeline_asked,
    "lifeline_used": _fold_lifeline_used,
    "answerer_named": _fold_answerer_named,
    "round_judged": _fold_round_judged,
    "round_annulled": _fold_round_annulled,
    "penalty_given": _fold_penalty_given,
    "returned_to_lobby": _fold_returned_to_lobby,
    "match_ended": _fold_match_ended,
}


class _Batch:
    """Events of one request, each folded as it is added so the next decision sees it."""

    def __init__(self, state: QuizState) -> None:
        self.state = state
        self.events: list[Event] = []

    def add(self, event: Json) -> None:
        self.events.append(event)
        self.state = _FOLDS[event["type"]](self.state, event)


Guard = Callable[[QuizState, Actor, int], Rejection | int | None]
PhaseGuard = Callable[[QuizState, Actor, int], Rejection | None]


# --- guards: who may send what now, before the arguments are looked at -----------------------


def _phase_is(*phases: Phase) -> PhaseGuard:
    def guard(state: QuizState, actor: Actor, now: int) -> Rejection | None:
        if state.phase not in phases:
            return reject(RejectionCode.WRONG_PHASE, f"only in {', '.join(phases)}")
        return None

    return guard


_in_lobby = _phase_is(Phase.LOBBY)
_in_game = _phase_is(Phase.ROULETTE, Phase.QUESTION, Phase.MINUTE, Phase.ANSWER)
_in_round = _phase_is(Phase.QUESTION, Phase.MINUTE, Phase.ANSWER)


def _lobby_expert(state: QuizState, actor: Actor, now: int) -> Rejection | int:
    if actor.seat is None or not state.seats.is_present(actor.seat):
        return reject(RejectionCode.NOT_A_PLAYER, "you have no seat at this table")
    if state.phase is not Phase.LOBBY:
        return reject(RejectionCode.WRONG_PHASE, "only in the lobby")
    return actor.seat


def _someone_present(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if not state.seats.present():
        return reject(RejectionCode.BAD_ARGUMENT, "nobody is seated")
    return None


def _may_mark_captain(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    """QZ-05: before the first round; again when the captain has left."""
    if state.phase is Phase.FINISHED:
        return reject(RejectionCode.WRONG_PHASE, "the game is over")
    return _someone_present(state, actor, now)


def _timer_running(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.MINUTE:
        return reject(RejectionCode.WRONG_PHASE, "only during the minute")
    timer = _round(state).timer
    if timer is None or not timer.running:
        return reject(RejectionCode.ALREADY_DONE, "the timer is paused")
    return None


def _timer_paused(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.MINUTE:
        return reject(RejectionCode.WRONG_PHASE, "only during the minute")
    timer = _round(state).timer
    if timer is None or timer.running:
        return reject(RejectionCode.ALREADY_DONE, "the timer is running")
    return None


def _tick_due(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    deadline = _deadline(state)
    if deadline is None or deadline > now:
        return reject(RejectionCode.WRONG_PHASE, "nothing is due")
    return None


def _deadline(state: QuizState) -> int | None:
    """The signal at 10 s left (QZ-12), then the gong (QZ-13)."""
    if state.phase is not Phase.MINUTE:
        return None
    r = _round(state)
    if r.timer is None or not r.timer.running:
        return None
    gong = r.timer.deadline()
    if gong is None:
        return None
    return gong if r.signalled else gong - SIGNAL_MS


def _lifeline_refusal(state: QuizState, lifeline: Lifeline, now: int) -> Rejection | None:
    """QZ-15..QZ-18, QZ-23: whether this lifeline can be used now."""
    phase = state.phase
    if phase not in (Phase.MINUTE, Phase.ANSWER):
        return reject(RejectionCode.WRONG_PHASE, "lifelines are taken during a round's discussion or after the gong")
    m = _match(state)
    r = _round(state)
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


def _any_lifeline(state: QuizState, now: int) -> Rejection | None:
    refusals = [_lifeline_refusal(state, ll, now) for ll in Lifeline]
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


def _askable(state: QuizState, now: int) -> list[Lifeline]:
    """The lifelines that may be asked for now, whoever asks (QZ-15..QZ-18, QZ-23)."""
    asked = _match(state).asked
    return [ll for ll in Lifeline if ll is not asked and _lifeline_refusal(state, ll, now) is None]


def _may_ask_lifeline(state: QuizState, actor: Actor, now: int) -> Rejection | int:
    seat = _captain(state, actor)
    if isinstance(seat, Rejection):
        return seat
    if (refused := _any_lifeline(state, now)) is not None:
        return refused
    return seat


def _may_name_answerer(state: QuizState, actor: Actor, now: int) -> Rejection | int | None:
    """QZ-13: after the gong (or early, during the minute), before the verdict, once."""
    if actor.kind is ActorKind.PLAYER:
        seat = _captain(state, actor)
        if isinstance(seat, Rejection):
            return seat
    if state.phase not in (Phase.MINUTE, Phase.ANSWER):
        return reject(RejectionCode.WRONG_PHASE, "only once the question is asked")
    if _round(state).answerer is not None:
        return reject(RejectionCode.ALREADY_DONE, "the answerer is named")
    return None


def _may_accept(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.ANSWER:
        return reject(RejectionCode.WRONG_PHASE, "only after the gong")
    if _round(state).answerer is None:
        return reject(RejectionCode.WRONG_PHASE, "the captain has not named the answerer")  # QZ-07
    return None


def _may_reject(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.ANSWER:
        return reject(RejectionCode.WRONG_PHASE, "only after the gong")
    return None


def _may_collect_debt(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.QUESTION:
        return reject(RejectionCode.WRONG_PHASE, "only before 'Время пошло'")
    if not _match(state).debt_open():
        return reject(RejectionCode.NOT_ALLOWED, "no Minute on credit to pay back")  # QZ-16
    return None


def _may_annul(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    """QZ-20: the round being played, or the last one judged until the next spin."""
    if state.phase not in (Phase.QUESTION, Phase.MINUTE, Phase.ANSWER, Phase.ROULETTE):
        return reject(RejectionCode.WRONG_PHASE, "no round to annul")
    r = _match(state).round
    if r is None or r.verdict is Verdict.ANNULLED:
        return reject(RejectionCode.WRONG_PHASE, "no round to annul")
    return None


def _may_penalise(state: QuizState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _in_game(state, actor, now)) is not None:
        return refused
    return _someone_present(state, actor, now)


def _asked(state: QuizState, now: int) -> str | None:
    """The lifeline the captain asked for, while it can still be given."""
    m = state.match
    if m is None or m.asked is None or _lifeline_refusal(state, m.asked, now) is not None:
        return None
    return str(m.asked)


# --- the game ---------------------------------------------------------------------------------


class QuizGame(Game[QuizState]):
    """The Elite Club quiz for 2 to 5 experts against the viewers (QZ-01), over the packs given."""

    id = "quiz"
    min_players = MIN_EXPERTS
    max_players = MAX_EXPERTS
    code_digits = 4  # QZ-03: a unique four-digit code
    folds = _FOLDS
    # The verdict shows the answer (and opens the black box, QZ-09): no undo past it (PLT-04).
    # PLT-04 (house): so does "Время пошло" (or the debt collected), which reads the question out
    # and puts it on the board and the phones: undone, a different question could come up after it
    # and the experts would have heard two. A minute started too early is paused, or the round annulled.
    revealing_events = frozenset({"round_judged", "minute_started", "debt_collected"})

    def reveals_secret(self, event: Event) -> bool:
        # QZ-17, PLT-04 (house): the Club's help puts its hint on the phones; undone, another could follow
        clubs_help = event["type"] == "lifeline_used" and event.get("lifeline") == str(Lifeline.CLUBS_HELP)
        return clubs_help or super().reveals_secret(event)

    def __init__(self, packs: Mapping[str, Pack]) -> None:
        if not packs:
            raise ValueError("the quiz needs at least one question pack")
        self.packs: dict[str, Pack] = dict(packs)
        self.default_pack = next(iter(self.packs))
        seat, text, ident, flag = Arg.SEAT, Arg.TEXT, Arg.ID, Arg.BOOL
        player, host = ActorKind.PLAYER, ActorKind.MODERATOR
        guest, system = ActorKind.GUEST, ActorKind.SYSTEM

        def console(handler: Any, args: Mapping[str, Arg] | None = None) -> RequestSpec[QuizState]:
            return spec(handler, host, args=args, undoable=True)

        self.requests: Mapping[str, RequestSpec[QuizState]] = {
            # phones
            "set_look": spec(self._set_look, player, args={"avatar?": ident, "hat?": ident}),
            "ready": spec(self._ready, player, args={"ready?": flag}),
            "ask_lifeline": spec(self._ask_lifeline, player, args={"lifeline": ident}),
            # the captain's phone or the console
            "name_answerer": spec(self._name_answerer, player, host, args={"seat": seat}, undoable=True),
            # the console (the Croupier)
            "set_options": console(
                self._set_options, {"pack?": ident, "call_link?": text, "show_question?": flag}
            ),
            "mark_captain": console(self._mark_captain, {"seat": seat}),
            "start": console(self._start),
            "spin": console(self._spin),
            "time_go": console(self._time_go),
            "collect_debt": console(self._collect_debt),
            "pause_timer": console(self._pause_timer),
            "resume_timer": console(self._resume_timer),
            "minute_on_credit": console(self._minute_on_credit),
            "clubs_help": console(self._clubs_help, {"hint?": text}),
            "hosts_help": console(self._hosts_help),
            "accept_answer": console(self._accept_answer),
            "reject_answer": console(self._reject_answer),
            "penalty": console(self._penalty, {"kind": ident, "seat?": seat}),
            "annul_round": console(self._annul_round),
            "to_lobby": console(self._to_lobby),
            "kick": console(self._kick, {"seat": seat}),
            # a phone without a seat, and the table itself
            "join": spec(self._join, guest, args={"nickname": text}),
            "tick": spec(self._tick, system),
            "leave": spec(self._leave, system, args={"seat": seat}),
            "restored": spec(self._restored, system),
        }
        self._guards: dict[str, Guard] = {
            "set_look": _lobby_expert,
            "ready": _lobby_expert,
            "ask_lifeline": _may_ask_lifeline,
            "name_answerer": _may_name_answerer,
            "set_options": _in_lobby,
            "mark_captain": _may_mark_captain,
            "start": self._may_start,
            "spin": self._may_spin,
            "time_go": self._may_time_go,
            "collect_debt": _may_collect_debt,
            "pause_timer": _timer_running,
            "resume_timer": _timer_paused,
            "minute_on_credit": self._lifeline_guard(Lifeline.MINUTE_ON_CREDIT),
            "clubs_help": self._lifeline_guard(Lifeline.CLUBS_HELP),
            "hosts_help": self._lifeline_guard(Lifeline.HOSTS_HELP),
            "accept_answer": _may_accept,
            "reject_answer": _may_reject,
            "penalty": _may_penalise,
            "annul_round": _may_annul,
            "to_lobby": _phase_is(Phase.FINISHED),
            "kick": _someone_present,
            "join": self._seat_free,
            "tick": _tick_due,
            "leave": _someone_present,
            "restored": _timer_running,
        }

    @staticmethod
    def _lifeline_guard(lifeline: Lifeline) -> Guard:
        def guard(state: QuizState, actor: Actor, now: int) -> Rejection | None:
            return _lifeline_refusal(state, lifeline, now)

        return guard

    # --- set-up -----------------------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], seed: int) -> QuizState:
        """The lobby. ``options`` has the keys of ``set_options``; bad options raise ValueError."""
        problem = self._check_args(self.requests["set_options"], options)
        if problem:
            raise ValueError(problem)
        parsed = self._options(Options(self.default_pack), options)
        if isinstance(parsed, Rejection):
            raise ValueError(parsed.reason)
        return QuizState(options=parsed, rng=Rng(seed))

    def _options(self, base: Options, args: Mapping[str, Any]) -> Options | Rejection:
        changes: dict[str, Any] = dict(args)
        if "pack" in changes and changes["pack"] not in self.packs:
            return reject(RejectionCode.BAD_ARGUMENT, f"no pack {changes['pack']!r}")  # QZ-31
        if "call_link" in changes:
            changes["call_link"] = changes["call_link"].strip()  # QZ-02
        return replace(base, **changes)

    def next_deadline(self, state: QuizState) -> int | None:
        """The 10-second signal (QZ-12), then the gong (QZ-13), while the minute runs."""
        return _deadline(state)

    def question(self, state: QuizState, question_id: str) -> Question:
        return self.packs[state.options.pack].question(question_id)

    # --- guest and system -------------------------------------------------------------------
    def _seat_free(self, state: QuizState, actor: Actor, now: int) -> Rejection | None:
        if state.phase is Phase.FINISHED:
            return reject(RejectionCode.WRONG_PHASE, "the game is over: join in the lobby")
        if len(state.seats.present()) >= self.max_players:
            return reject(RejectionCode.TABLE_FULL, f"a team has at most {self.max_players} experts")  # QZ-01
        return None

    def _join(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-03: an expert enters with the table code (checked by the table) and a nickname."""
        if (refused := self._seat_free(state, actor, now)) is not None:
            return refused
        name = state.seats.check_join(str(request.args["nickname"]), self.max_players)
        if isinstance(name, Rejection):
            return name
        return [{"type": "seat_taken", "seat": state.seats.next_number(), "nickname": name}]

    def _tick(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-12: the signal at 10 s left; QZ-13: the gong at zero."""
        if (refused := _tick_due(state, actor, now)) is not None:
            return refused
        if _round(state).time_left(now) > 0:
            return [{"type": "signal", "at": now}]
        return [{"type": "gong", "at": now}]

    def _restored(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """PLT-03: after a restart the running minute waits, paused, for the Croupier."""
        if (refused := _timer_running(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_paused", "at": now}]

    def _leave(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        return self._seat_leaves(state, int(request.args["seat"]), "left")

    def _kick(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        return self._seat_leaves(state, int(request.args["seat"]), "kicked")

    def _seat_leaves(self, state: QuizState, seat: int, reason: str) -> Outcome:
        if state.seats.get(seat) is None:
            return reject(RejectionCode.BAD_ARGUMENT, f"no seat {seat}")
        if not state.seats.is_present(seat):
            return reject(RejectionCode.ALREADY_DONE, f"seat {seat} has left")
        batch = _Batch(state)
        batch.add({"type": "seat_left", "seat": seat, "reason": reason})
        if batch.state.match is not None and not batch.state.seats.present():
            if batch.state.phase is Phase.FINISHED:
                batch.add({"type": "returned_to_lobby"})  # QZ-24: the game was won; it keeps its winner
            else:
                batch.add({"type": "match_ended", "reason": "no_experts"})  # (house) nobody left to play
        return batch.events

    # --- the phones -------------------------------------------------------------------------
    def _set_look(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-27: an avatar and a hat, seen at the table."""
        seat = _lobby_expert(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        expert = state.expert(seat)
        avatar = request.args.get("avatar", expert.avatar)
        hat = request.args.get("hat", expert.hat)
        if avatar is not None and avatar not in AVATARS:
            return reject(RejectionCode.BAD_ARGUMENT, f"no avatar {avatar!r}")
        if hat is not None and hat not in HATS:
            return reject(RejectionCode.BAD_ARGUMENT, f"no hat {hat!r}")
        if (avatar, hat) == (expert.avatar, expert.hat):
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "look_chosen", "seat": seat, "avatar": avatar, "hat": hat}]

    def _ready(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-03: everyone presses "Ready"."""
        seat = _lobby_expert(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        ready = bool(request.args.get("ready", True))
        if state.expert(seat).ready == ready:
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "readiness", "seat": seat, "ready": ready}]

    def _ask_lifeline(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-07, QZ-15: only the captain asks; the Croupier activates it from the console."""
        seat = _may_ask_lifeline(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        try:
            lifeline = Lifeline(str(request.args["lifeline"]))
        except ValueError:
            return reject(RejectionCode.BAD_ARGUMENT, f"no lifeline {request.args['lifeline']!r}")
        if (refused := _lifeline_refusal(state, lifeline, now)) is not None:
            return refused
        if _match(state).asked is lifeline:
            return reject(RejectionCode.ALREADY_DONE, "already asked")
        return [{"type": "lifeline_asked", "lifeline": str(lifeline), "seat": seat}]

    def _name_answerer(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-07, QZ-13: the captain names any expert, themselves included; QZ-19: not one sent off."""
        refused = _may_name_answerer(state, actor, now)
        if isinstance(refused, Rejection):
            return refused
        target = int(request.args["seat"])
        if not state.seats.is_present(target):
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} is not at the table")
        if target in _round(state).sitting_out:
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} sits out this round")  # QZ-19
        return [{"type": "answerer_named", "seat": target, "at": now}]

    # --- the console: lobby ---------------------------------------------------------------
    def _set_options(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _in_lobby(state, actor, now)) is not None:
            return refused
        if not request.args:
            return reject(RejectionCode.BAD_ARGUMENT, "no option given")
        options = self._options(state.options, request.args)
        if isinstance(options, Rejection):
            return options
        if options == state.options:
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "options_set", "options": asdict(options)}]

    def _mark_captain(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-05: the experts choose the captain aloud; the Croupier marks him."""
        if (refused := _may_mark_captain(state, actor, now)) is not None:
            return refused
        seat = int(request.args["seat"])
        if not state.seats.is_present(seat):
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {seat} is not at the table")
        if state.captain == seat:
            return reject(RejectionCode.ALREADY_DONE, f"seat {seat} is the captain")
        return [{"type": "captain_marked", "seat": seat}]

    def _may_start(self, state: QuizState, actor: Actor, now: int) -> Rejection | None:
        """QZ-01, QZ-03, QZ-05: 2-5 experts, all ready, a captain marked."""
        if (refused := _in_lobby(state, actor, now)) is not None:
            return refused
        present = state.present()
        if len(present) < MIN_EXPERTS:
            return reject(RejectionCode.TOO_FEW_PLAYERS, f"a team has at least {MIN_EXPERTS} experts")
        not_ready = [s for s in present if not state.expert(s).ready]
        if not_ready:
            return reject(RejectionCode.WRONG_PHASE, f"not ready: seats {not_ready}")
        if state.captain is None or not state.seats.is_present(state.captain):
            return reject(RejectionCode.WRONG_PHASE, "mark the captain first")
        return None

    def _start(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-08: 15 envelopes from the pack onto the sectors, and a black-box question for Zero."""
        if (refused := self._may_start(state, actor, now)) is not None:
            return refused
        pack = self.packs[state.options.pack]
        gen, _ = state.rng.generator()
        envelopes = gen.sample([q.id for q in pack.envelopes], ENVELOPES)
        black_box = gen.choice([q.id for q in pack.black_box])
        number = state.past[-1].number + 1 if state.past else 1
        return [
            {
                "type": "match_started",
                "match": number,
                "experts": state.present(),
                "sectors": [black_box, *envelopes],
            }
        ]

    # --- the console: the round ------------------------------------------------------------
    def _may_spin(self, state: QuizState, actor: Actor, now: int) -> Rejection | None:
        if state.phase is not Phase.ROULETTE:
            return reject(RejectionCode.WRONG_PHASE, "finish the round first")
        if state.captain is None or not state.seats.is_present(state.captain):
            return reject(RejectionCode.WRONG_PHASE, "mark the captain first")  # QZ-05
        return None

    def _spin(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-08: always a sector not yet played; QZ-10: no Zero in the first or the final round."""
        if (refused := self._may_spin(state, actor, now)) is not None:
            return refused
        m = _match(state)
        number = m.next_round()
        final = m.score() == (FINAL_SCORE, FINAL_SCORE)  # QZ-23
        free = [s for s in range(SECTORS) if s not in m.played()]
        if number == 1 or final:
            free = [s for s in free if s != ZERO]  # QZ-10 (house): the spin skips Zero
        if not free:  # cannot happen: at most 13 rounds are played (QZ-20, QZ-22)
            return reject(RejectionCode.WRONG_PHASE, "every sector has been played")
        sector, _ = state.rng.choice(free)
        return [{"type": "roulette_spun", "round": number, "sector": sector, "final": final}]

    def _may_time_go(self, state: QuizState, actor: Actor, now: int) -> Rejection | None:
        if state.phase is not Phase.QUESTION:
            return reject(RejectionCode.WRONG_PHASE, "only once the sector is out")
        return None

    def _time_go(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-11: "Время пошло": exactly 60 s; QZ-19: 40 s after a cut-time penalty."""
        if (refused := self._may_time_go(state, actor, now)) is not None:
            return refused
        m = _match(state)
        r = _round(state)
        total = CUT_TIME_MS if m.cut_time_for(r.number) else MINUTE_MS
        return [{"type": "minute_started", "total_ms": total, "at": now}]

    def _collect_debt(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-16: the round the Croupier picks to collect the debt: an answer at once, no minute."""
        if (refused := _may_collect_debt(state, actor, now)) is not None:
            return refused
        return [{"type": "debt_collected", "round": _round(state).number, "at": now}]

    def _pause_timer(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _timer_running(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_paused", "at": now}]

    def _resume_timer(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _timer_paused(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_resumed", "at": now}]

    def _use(self, state: QuizState, lifeline: Lifeline, now: int, **extra: Any) -> Outcome:
        if (refused := _lifeline_refusal(state, lifeline, now)) is not None:
            return refused
        return [{"type": "lifeline_used", "lifeline": str(lifeline), "round": _round(state).number, "at": now, **extra}]

    def _minute_on_credit(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-16: +60 s of discussion now; the debt is collected later."""
        return self._use(state, Lifeline.MINUTE_ON_CREDIT, now, add_ms=CREDIT_MS)

    def _clubs_help(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-17: a hint on the experts' phones and +60 s, during the main minute."""
        if (refused := _lifeline_refusal(state, Lifeline.CLUBS_HELP, now)) is not None:
            return refused
        hint = str(request.args.get("hint", "")).strip() or self.question(state, _round(state).question).hint
        if not hint:
            return reject(RejectionCode.BAD_ARGUMENT, "this question has no Club's help: type the hint")
        return self._use(state, Lifeline.CLUBS_HELP, now, add_ms=CLUBS_HELP_MS, hint=hint)

    def _hosts_help(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-18: an oral hint after the minute, no extra time."""
        return self._use(state, Lifeline.HOSTS_HELP, now)

    def _judge(self, state: QuizState, verdict: Verdict, now: int) -> Outcome:
        r = _round(state)
        return [{"type": "round_judged", "round": r.number, "verdict": str(verdict), "at": now}]

    def _accept_answer(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-06: right: the point to the experts; QZ-07: only an answer the captain confirmed."""
        if (refused := _may_accept(state, actor, now)) is not None:
            return refused
        return self._judge(state, Verdict.EXPERTS, now)

    def _reject_answer(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-06: wrong (or no answer): the point to the viewers."""
        if (refused := _may_reject(state, actor, now)) is not None:
            return refused
        return self._judge(state, Verdict.VIEWERS, now)

    def _penalty(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-19: cut time (next round 40 s), sent off (sits out the next round), hat taken."""
        if (refused := _may_penalise(state, actor, now)) is not None:
            return refused
        try:
            kind = PenaltyKind(str(request.args["kind"]))
        except ValueError:
            return reject(RejectionCode.BAD_ARGUMENT, f"no penalty {request.args['kind']!r}")
        m = _match(state)
        r = m.round
        given_in = r.number if r is not None else 0
        applies_to = m.next_round()  # the round after this one, or the coming one between rounds
        seat = request.args.get("seat")
        if kind is PenaltyKind.CUT_TIME:
            if seat is not None:
                return reject(RejectionCode.BAD_ARGUMENT, "cut time punishes the team: no seat")
            if m.cut_time_for(applies_to):
                return reject(RejectionCode.ALREADY_DONE, "the next round is already cut")
            return [{"type": "penalty_given", "kind": str(kind), "seat": None,
                     "given_in": given_in, "applies_to": applies_to}]
        if seat is None:
            return reject(RejectionCode.BAD_ARGUMENT, "name the expert")
        seat = int(seat)
        if not state.seats.is_present(seat):
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {seat} is not at the table")
        if kind is PenaltyKind.HAT_TAKEN:
            if m.hat_taken(seat):
                return reject(RejectionCode.ALREADY_DONE, "the hat is already taken")
            return [{"type": "penalty_given", "kind": str(kind), "seat": seat,
                     "given_in": given_in, "applies_to": given_in}]
        sent = set(m.sent_off_for(applies_to))
        if seat in sent:
            return reject(RejectionCode.ALREADY_DONE, "already sent off for the next round")
        if not [s for s in state.present() if s not in sent | {seat}]:
            return reject(RejectionCode.NOT_ALLOWED, "someone must be left to answer")
        return [{"type": "penalty_given", "kind": str(kind), "seat": seat,
                 "given_in": given_in, "applies_to": applies_to}]

    def _annul_round(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-20: at most two per game, nobody scores; QZ-21: a third ends the match."""
        if (refused := _may_annul(state, actor, now)) is not None:
            return refused
        m = _match(state)
        if m.annulments() >= MAX_ANNULMENTS:
            return [{"type": "match_ended", "reason": "third_annulment"}]  # QZ-21
        return [{"type": "round_annulled", "round": _round(state).number, "at": now}]

    def _to_lobby(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-24: when the music ends, everyone returns to the lobby."""
        if state.phase is not Phase.FINISHED:
            return reject(RejectionCode.WRONG_PHASE, "the game is not over")
        return [{"type": "returned_to_lobby"}]

    # --- what may be sent now -------------------------------------------------------------
    def allowed(self, state: QuizState, actor: Actor, now: int) -> list[str]:
        """Request types this actor could send now with some argument (PROTOCOL.md ``allowed``)."""
        if actor.kind is ActorKind.PLAYER and actor.seat is None:
            return []
        return [
            name
            for name, rs in self.requests.items()
            if actor.kind in rs.senders
            and not isinstance(self._guards[name](state, actor, now), Rejection)
            and self._reachable(state, name, actor, now)
        ]

    def _reachable(self, state: QuizState, name: str, actor: Actor, now: int) -> bool:
        """The few requests whose guard passes but whose every argument may still be refused."""
        if name == "ask_lifeline":
            return bool(_askable(state, now))
        if name == "name_answerer":
            r = _round(state)
            return any(s not in r.sitting_out for s in state.present())
        if name == "mark_captain":
            return any(s != state.captain for s in state.present())
        if name == "penalty":
            m = _match(state)
            nxt = m.next_round()
            sent = set(m.sent_off_for(nxt))
            present = state.present()
            return (
                not m.cut_time_for(nxt)
                or any(not m.hat_taken(s) for s in present)
                or any(s not in sent and [o for o in present if o not in sent | {s}] for s in present)
            )
        return True

    # --- views (PLT-05, PLT-10) -----------------------------------------------------------
    def seat_numbers(self, state: QuizState) -> list[int]:
        return state.seats.numbers()

    def public_view(self, state: QuizState, now: int) -> Json:
        m = state.match
        phase = state.phase
        experts, viewers = m.score() if m is not None else (0, 0)
        r = m.round if m is not None else None
        return {
            "phase": str(phase),
            "options": asdict(state.options),
            "pack": self._pack_view(state),
            "experts": [self._expert_view(state, s) for s in state.present()],
            "captain": state.captain,
            "match": m.number if m is not None else None,
            "round": r.number if r is not None else 0,
            "score": {"experts": experts, "viewers": viewers, "to_win": WINNING_SCORE},
            "roulette": self._roulette_view(m),
            "question": self._question_view(state, r, now),
            "lifelines": self._lifelines_view(m),
            "debt": self._debt_view(m),
            "annulments": {"used": m.annulments() if m is not None else 0, "max": MAX_ANNULMENTS},
            "penalties": self._penalties_view(m),
            "winner": str(m.winner()) if m is not None and m.winner() is not None else None,
            "history": self._history_view(state),
        }

    def player_view(self, state: QuizState, seat: int, now: int) -> Json:
        view = self.public_view(state, now)
        m = state.match
        r = m.round if m is not None else None
        expert = state.expert(seat)
        view["me"] = {
            "seat": seat,
            "captain": state.captain == seat,  # QZ-05, QZ-07
            "ready": expert.ready,
            "avatar": expert.avatar,
            "hat": None if m is not None and m.hat_taken(seat) else expert.hat,
            "hat_taken": m is not None and m.hat_taken(seat),
            "sitting_out": r is not None and not r.over and seat in r.sitting_out,  # QZ-19 (house)
            "penalties": [p for p in self._penalties_view(m) if p["seat"] == seat],
            "answering": r is not None and not r.over and r.answerer == seat,
            "hint": r.hint if r is not None and r.lifeline is Lifeline.CLUBS_HELP and not r.over else None,
            "lifeline_asked": _asked(state, now) if state.captain == seat else None,
            "may_ask": self._may_ask(state, seat, now),  # QZ-15..QZ-18, QZ-23: what the captain may ask now
        }
        return view

    @staticmethod
    def _may_ask(state: QuizState, seat: int, now: int) -> list[str]:
        """The lifelines the captain at ``seat`` may ask for now (the phone offers only these)."""
        if isinstance(_may_ask_lifeline(state, Actor.player(seat), now), Rejection):
            return []
        return [str(ll) for ll in _askable(state, now)]

    def moderator_view(self, state: QuizState, now: int) -> Json:
        view = self.public_view(state, now)
        m = state.match
        r = m.round if m is not None else None
        view["lifeline_asked"] = _asked(state, now)
        secrets: Json | None = None
        if r is not None:
            q = self.question(state, r.question)
            secrets = {  # QZ-06, QZ-31: the answer is for the Croupier's eyes only
                "question": q.question,
                "answer": q.answer,
                "accepted": list(q.accepted),
                "rejected": list(q.rejected),
                "comment": q.comment,
                "source": q.source,
                "author": q.author,
                "hint": q.hint,
            }
        view["secrets"] = secrets
        return view

    def _pack_view(self, state: QuizState) -> Json:
        pack = self.packs[state.options.pack]
        return {"id": pack.id, "title": pack.title, "lang": pack.lang}

    def _expert_view(self, state: QuizState, seat: int) -> Json:
        m = state.match
        e = state.expert(seat)
        hat_taken = m is not None and m.hat_taken(seat)
        r = m.round if m is not None else None
        return {
            "seat": seat,
            "avatar": e.avatar,
            "hat": None if hat_taken else e.hat,  # QZ-19: until the end of the game
            "hat_taken": hat_taken,
            "ready": e.ready,
            "captain": state.captain == seat,
            "sitting_out": r is not None and not r.over and seat in r.sitting_out,
        }

    @staticmethod
    def _roulette_view(m: Match | None) -> Json:
        if m is None:
            return {"sectors": SECTORS, "played": [], "landed": None}
        r = m.round
        return {"sectors": SECTORS, "played": sorted(m.played()), "landed": r.sector if r is not None else None}

    def _question_view(self, state: QuizState, r: Round | None, now: int) -> Json | None:
        if r is None:
            return None
        q = self.question(state, r.question)
        # "Время пошло" (or the debt collected): not a round annulled before it was read
        shown = state.options.show_question and (r.timer is not None or r.debt_collected)
        revealed = r.verdict in (Verdict.EXPERTS, Verdict.VIEWERS)
        return {
            "sector": r.sector,
            "black_box": r.black_box,  # QZ-09: the box is brought in
            "final": r.final,  # QZ-23
            "text": q.question if shown else None,
            "timer": r.timer.view(now) if r.timer is not None else None,
            "signalled": r.signalled,
            # QZ-13: the minute ran out (not an early answer, not a minute cut short by an annulment)
            "gong": r.discussion_over and r.timer is not None and r.timer.left(now) == 0 and not r.early,
            "early": r.early,
            "debt_collected": r.debt_collected,
            "lifeline": str(r.lifeline) if r.lifeline is not None else None,
            "clubs_help": r.hint if r.lifeline is Lifeline.CLUBS_HELP else None,  # QZ-17
            "sitting_out": list(r.sitting_out),
            "answerer": r.answerer,
            "verdict": str(r.verdict) if r.verdict is not None else None,
            # QZ-09: the box is opened after the answer; the answer is shown with the verdict
            "answer": (
                {"answer": q.answer, "accepted": list(q.accepted), "comment": q.comment}
                if revealed
                else None
            ),
        }

    @staticmethod
    def _lifelines_view(m: Match | None) -> Json:
        out: Json = {}
        used = m.used() if m is not None else {}
        burnt = m is not None and m.burnt()
        for ll in Lifeline:
            if ll in used:
                out[str(ll)] = {"state": "used", "round": used[ll]}
            elif burnt and ll is not Lifeline.MINUTE_ON_CREDIT:
                out[str(ll)] = {"state": "burnt", "round": None}  # QZ-23
            else:
                out[str(ll)] = {"state": "available", "round": None}
        return out

    @staticmethod
    def _debt_view(m: Match | None) -> Json | None:
        if m is None or Lifeline.MINUTE_ON_CREDIT not in m.used():
            return None
        collected = next((r.number for r in m.rounds if r.debt_collected), None)
        return {"taken_in": m.used()[Lifeline.MINUTE_ON_CREDIT], "collected_in": collected}

    @staticmethod
    def _penalties_view(m: Match | None) -> list[Json]:
        if m is None:
            return []
        return [
            {"kind": str(p.kind), "seat": p.seat, "given_in": p.given_in, "applies_to": p.applies_to}
            for p in m.penalties
        ]

    def _history_view(self, state: QuizState) -> list[Json]:
        m = state.match
        if m is None:
            return []
        return [
            {"round": r.number, "sector": r.sector, "black_box": r.black_box, "verdict": str(r.verdict)}
            for r in m.rounds
            if r.verdict is not None
        ]

    # --- records (PLT-17, QZ-25) ----------------------------------------------------------
    def profile_awards(self, wins: int) -> list[str]:
        """QZ-26: every hippo earned by ``wins`` team wins, lowest first."""
        return [award for needed, award in HIPPOS if wins >= needed]

    def finished(self, state: QuizState) -> list[Json]:
        """Every match that ended, for the records (QZ-25)::

            {"round": 1, "outcome": "experts", "score": {"experts": 6, "viewers": 3},
             "points": [{"seat": 1, "points": 6}], "winners": [1],
             "penalties": [{"seat": 2, "kind": "hat_taken"}]}

        ``round`` numbers the match at this table; every expert of the match gets the team's
        points; ``winners`` is the team when it won, else empty (the viewers are no seat).
        A match ended without a winner (a third annulment, QZ-21) has outcome ``third_annulment``.
        """
        out: list[Json] = []
        for f in state.past:
            won = f.outcome == str(Verdict.EXPERTS)
            out.append(
                {
                    "round": f.number,
                    "outcome": f.outcome,
                    "score": {"experts": f.score[0], "viewers": f.score[1]},
                    "points": [{"seat": s, "points": f.score[0]} for s in f.experts],
                    "winners": list(f.experts) if won else [],
                    "penalties": [{"seat": s, "kind": k} for k, s in f.penalties],
                }
            )
        return out
