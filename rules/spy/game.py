"""The spy game's rules (SPY-01..SPY-39): a room of rounds, questions, accusations and guesses.

How to call (the table does, see :mod:`rules.core.contract`)::

    game = SpyGame(decks)                      # decks: {"family": Deck, "full": Deck}
    state = game.setup(options, seed)          # the lobby
    outcome = game.handle(state, request, actor, now)
    state = game.fold_all(state, outcome)      # when it is a list of events

Everything is pure. The state is frozen and holds its :class:`Rng`; time is the ``now`` passed in
(milliseconds). The phase is not stored: it follows from the round (:attr:`Round.phase`).

Decisions the rule book leaves open (besides the **(house)** clauses of ``rules/spy.md``):

- the question a player may not return is the one just asked: after ``A`` asks ``B``, ``B`` may not
  pick ``A`` until another question is asked (a pass by the host does not lift it from ``B``);
- a vote in an accusation is final; a time-up suspect vote may be changed until all have voted;
- two spies (SPY-06) only with 7 seats present: turning the option on with fewer is refused, and
  so is a deal with it on once seats have left (never one spy instead, silently);
- a seat that leaves (kicked, or disconnected too long) scores nothing for that round; votes naming
  it in the time-up vote are dropped too (those voters vote again); when the accused leaves, the
  accusation fails; when the exposed spy leaves during the last chance, the round ends as
  ``spy_left`` with no points.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..core import (
    Actor,
    ActorKind,
    Arg,
    Ballot,
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
from .deck import Deck, roles_for_table

MIN_ROUND_PLAYERS = 3  # SPY-01, SPY-35
MAX_PLAYERS = 10  # SPY-01
TWO_SPIES_FROM = 7  # SPY-06
ROUND_MINUTES = (5, 8, 10)  # SPY-05
DEFAULT_MINUTES = 8

GUESSED_POINTS = 4  # SPY-27
FRAMED_POINTS = 4  # SPY-28
HID_POINTS = 2  # SPY-29
LAST_CHANCE_POINTS = 2  # SPY-30
LOCAL_WIN_POINTS = 1  # SPY-31
BONUS_POINTS = 1  # SPY-32


class Phase(enum.StrEnum):
    LOBBY = "lobby"  # no cards
    DEALT = "dealt"  # cards out, round not started
    ASKING = "asking"
    ACCUSATION = "accusation"  # a vote; the timer is paused
    SUSPECT_VOTE = "suspect_vote"  # time is up
    LAST_GUESS = "last_guess"  # the exposed spy guesses
    ROUND_OVER = "round_over"


CARDS_OUT = frozenset(
    {Phase.DEALT, Phase.ASKING, Phase.ACCUSATION, Phase.SUSPECT_VOTE, Phase.LAST_GUESS}
)
BETWEEN_ROUNDS = frozenset({Phase.LOBBY, Phase.ROUND_OVER})


class RoundOutcome(enum.StrEnum):
    ACCUSED_SPY = "accused_spy"
    ACCUSED_INNOCENT = "accused_innocent"
    SPY_GUESSED = "spy_guessed"
    SPY_GUESSED_WRONG = "spy_guessed_wrong"
    SPY_HID = "spy_hid"
    EXPOSED_SPY_GUESSED = "exposed_spy_guessed"
    EXPOSED_SPY_GUESSED_WRONG = "exposed_spy_guessed_wrong"
    ABORTED = "aborted"
    SPY_LEFT = "spy_left"
    TOO_FEW_PLAYERS = "too_few_players"

    @property
    def winner(self) -> str | None:
        """``spies``, ``locals``, or None when nobody scores (SPY-35, SPY-37)."""
        if self in _SPY_POINTS:
            return "spies"
        if self in _LOCALS_WIN:
            return "locals"
        return None


_SPY_POINTS = {
    RoundOutcome.SPY_GUESSED: GUESSED_POINTS,  # SPY-27
    RoundOutcome.ACCUSED_INNOCENT: FRAMED_POINTS,  # SPY-28 (and SPY-21)
    RoundOutcome.SPY_HID: HID_POINTS,  # SPY-29
    RoundOutcome.EXPOSED_SPY_GUESSED: LAST_CHANCE_POINTS,  # SPY-30
}
_LOCALS_WIN = frozenset(
    {
        RoundOutcome.ACCUSED_SPY,
        RoundOutcome.SPY_GUESSED_WRONG,
        RoundOutcome.EXPOSED_SPY_GUESSED_WRONG,
    }
)


# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    deck: str
    minutes: int = DEFAULT_MINUTES
    two_spies: bool = False
    call_link: str = ""
    host_plays: bool = False


@dataclass(frozen=True)
class Accusation:
    """An open accusation vote (SPY-17, SPY-18). ``ballot`` maps a voter to yes (a bool)."""

    accuser: int
    accused: int
    ballot: Ballot
    resume: bool
    """The timer ran when the vote began, so it runs again when the vote fails (SPY-20)."""


@dataclass(frozen=True)
class Verdict:
    """A closed accusation; who voted how is shown only after the round (SPY-20)."""

    accuser: int
    accused: int
    passed: bool
    votes: tuple[tuple[int, bool], ...]


@dataclass(frozen=True)
class Guess:
    seat: int
    location: str
    right: bool


@dataclass(frozen=True)
class Round:
    """One deal and what happened in it."""

    number: int
    location: str
    spies: frozenset[int]
    roles: tuple[tuple[int, str], ...]
    """Each local's role id, in seat order (spies have none)."""
    players: tuple[int, ...]
    """The seats dealt in, in seat order; a seat that left stays listed but is not present."""
    seen: frozenset[int] = frozenset()
    crossed_out: frozenset[tuple[int, str]] = frozenset()
    """(spy seat, location id): each spy's own cross-outs (SPY-15)."""
    timer: Timer | None = None
    asker: int | None = None
    chain: tuple[tuple[int, int], ...] = ()
    """(asker, answerer) of every question asked (SPY-11)."""
    accusation: Accusation | None = None
    verdicts: tuple[Verdict, ...] = ()
    suspects: Ballot | None = None
    """The time-up vote: voter -> suspect seat (SPY-23)."""
    exposed: int | None = None
    guess: Guess | None = None
    outcome: RoundOutcome | None = None
    points: tuple[tuple[int, int], ...] = ()

    @property
    def phase(self) -> Phase:
        if self.outcome is not None:
            return Phase.ROUND_OVER
        if self.exposed is not None:
            return Phase.LAST_GUESS
        if self.suspects is not None:
            return Phase.SUSPECT_VOTE
        if self.accusation is not None:
            return Phase.ACCUSATION
        if self.timer is not None:
            return Phase.ASKING
        return Phase.DEALT

    def role_of(self, seat: int) -> str | None:
        return dict(self.roles).get(seat)

    def accusers(self) -> list[int]:
        """Who has used their one accusation this round (SPY-17)."""
        done = [v.accuser for v in self.verdicts]
        return done + ([self.accusation.accuser] if self.accusation else [])

    def time_left(self, now: int) -> bool:
        return self.timer is not None and self.timer.left(now) > 0

    def must_not_answer(self) -> int | None:
        """Whom the asker may not pick: the one who just asked them (SPY-11)."""
        if self.chain and self.chain[-1][1] == self.asker:
            return self.chain[-1][0]
        return None


@dataclass(frozen=True)
class SpyState:
    options: Options
    rng: Rng
    seats: Seats = field(default_factory=Seats)
    used: frozenset[str] = frozenset()
    """Location ids dealt in this room since the last reshuffle (SPY-04)."""
    round: Round | None = None
    past: tuple[Round, ...] = ()
    """Finished rounds before the current one (SPY-34)."""

    @property
    def phase(self) -> Phase:
        return Phase.LOBBY if self.round is None else self.round.phase

    def round_players(self) -> list[int]:
        """The seats of this round still present, in seat order."""
        if self.round is None:
            return []
        return [p for p in self.round.players if self.seats.is_present(p)]

    def finished(self) -> tuple[Round, ...]:
        r = self.round
        return self.past + ((r,) if r is not None and r.outcome is not None else ())

    def scores(self) -> dict[int, int]:
        """Points over every finished round, for every seat ever taken (SPY-34)."""
        total = {s.number: 0 for s in self.seats}
        for r in self.finished():
            for seat, points in r.points:
                total[seat] = total.get(seat, 0) + points
        return total


# --- folds: event -> state -------------------------------------------------------------------


def _round(state: SpyState) -> Round:
    if state.round is None:
        raise ValueError("no round to apply this event to")
    return state.round


def _timer(r: Round) -> Timer:
    if r.timer is None:
        raise ValueError("the round has not started")
    return r.timer


def _with_round(state: SpyState, **changes: Any) -> SpyState:
    return replace(state, round=replace(_round(state), **changes))


def _fold_seat_taken(state: SpyState, e: Event) -> SpyState:
    return replace(state, seats=state.seats.with_seat(int(e["seat"]), str(e["nickname"])))


def _fold_seat_left(state: SpyState, e: Event) -> SpyState:
    seat = int(e["seat"])
    state = replace(state, seats=state.seats.without(seat))
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
    return _with_round(state, accusation=accusation, suspects=suspects)


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
    past = state.past if state.round is None else (*state.past, state.round)
    return replace(
        state, rng=state.rng.generator()[1], used=used | {location}, round=new, past=past
    )


def _fold_card_seen(state: SpyState, e: Event) -> SpyState:
    return _with_round(state, seen=_round(state).seen | {int(e["seat"])})


def _fold_round_started(state: SpyState, e: Event) -> SpyState:
    timer = Timer.of(int(e["total_ms"])).start(int(e["at"]))
    state = replace(state, rng=state.rng.generator()[1])
    return _with_round(state, timer=timer, asker=int(e["asker"]))


def _fold_question_asked(state: SpyState, e: Event) -> SpyState:
    r = _round(state)
    asker, answerer = int(e["asker"]), int(e["answerer"])
    return _with_round(state, chain=(*r.chain, (asker, answerer)), asker=answerer)


def _fold_turn_passed(state: SpyState, e: Event) -> SpyState:
    return _with_round(state, asker=int(e["to"]))


def _fold_timer_paused(state: SpyState, e: Event) -> SpyState:
    return _with_round(state, timer=_timer(_round(state)).pause(int(e["at"])))


def _fold_timer_resumed(state: SpyState, e: Event) -> SpyState:
    return _with_round(state, timer=_timer(_round(state)).resume(int(e["at"])))


def _fold_time_added(state: SpyState, e: Event) -> SpyState:
    return _with_round(state, timer=_timer(_round(state)).add(int(e["ms"]), int(e["at"])))


def _fold_accused(state: SpyState, e: Event) -> SpyState:
    r = _round(state)
    timer = _timer(r)
    accuser, accused = int(e["accuser"]), int(e["accused"])
    voters = frozenset(p for p in state.round_players() if p not in (accuser, accused))  # SPY-18
    accusation = Accusation(accuser, accused, Ballot(voters), resume=timer.running)
    return _with_round(state, accusation=accusation, timer=timer.pause(int(e["at"])))  # SPY-17


def _fold_accusation_voted(state: SpyState, e: Event) -> SpyState:
    acc = _round(state).accusation
    if acc is None:
        raise ValueError("no accusation to vote in")
    ballot = acc.ballot.cast(int(e["seat"]), bool(e["yes"]))
    return _with_round(state, accusation=replace(acc, ballot=ballot))


def _close(r: Round, passed: bool) -> tuple[Verdict, ...]:
    acc = r.accusation
    if acc is None:
        return r.verdicts
    votes = tuple(sorted(acc.ballot.choices))
    return (*r.verdicts, Verdict(acc.accuser, acc.accused, passed, votes))


def _fold_accusation_closed(state: SpyState, e: Event) -> SpyState:
    r = _round(state)
    acc = r.accusation
    passed = bool(e["passed"])
    timer = r.timer
    if acc is not None and acc.resume and not passed and timer is not None:
        timer = timer.resume(int(e["at"]))  # SPY-20: from where it stopped
    return _with_round(state, verdicts=_close(r, passed), accusation=None, timer=timer)


def _fold_time_up(state: SpyState, e: Event) -> SpyState:
    timer = _timer(_round(state)).pause(int(e["at"]))
    return _with_round(state, timer=timer, suspects=Ballot(frozenset(state.round_players())))


def _fold_suspected(state: SpyState, e: Event) -> SpyState:
    ballot = _round(state).suspects
    if ballot is None:
        raise ValueError("no time-up vote")
    return _with_round(state, suspects=ballot.cast(int(e["seat"]), int(e["target"])))


def _fold_spy_exposed(state: SpyState, e: Event) -> SpyState:
    return _with_round(state, exposed=int(e["seat"]))


def _fold_spy_guessed(state: SpyState, e: Event) -> SpyState:
    guess = Guess(int(e["seat"]), str(e["location"]), bool(e["right"]))
    return _with_round(state, guess=guess)


def _fold_crossed_out(state: SpyState, e: Event) -> SpyState:
    r = _round(state)
    mark = (int(e["seat"]), str(e["location"]))
    crossed = r.crossed_out | {mark} if e["crossed"] else r.crossed_out - {mark}
    return _with_round(state, crossed_out=crossed)


def _fold_round_ended(state: SpyState, e: Event) -> SpyState:
    r = _round(state)
    timer = r.timer.pause(int(e["at"])) if r.timer is not None else None
    return _with_round(
        state,
        outcome=RoundOutcome(e["outcome"]),
        points=tuple((int(p["seat"]), int(p["points"])) for p in e["points"]),
        timer=timer,
        verdicts=_close(r, passed=False),  # an accusation still open did not pass
        accusation=None,
    )


_FOLDS: dict[str, Callable[[SpyState, Event], SpyState]] = {
    "seat_taken": _fold_seat_taken,
    "seat_left": _fold_seat_left,
    "options_set": _fold_options_set,
    "cards_dealt": _fold_cards_dealt,
    "card_seen": _fold_card_seen,
    "round_started": _fold_round_started,
    "question_asked": _fold_question_asked,
    "turn_passed": _fold_turn_passed,
    "timer_paused": _fold_timer_paused,
    "timer_resumed": _fold_timer_resumed,
    "time_added": _fold_time_added,
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


class _Batch:
    """Events of one request, each folded as it is added so the next decision sees it."""

    def __init__(self, state: SpyState) -> None:
        self.state = state
        self.events: list[Event] = []

    def add(self, event: Json) -> None:
        self.events.append(event)
        self.state = _FOLDS[event["type"]](self.state, event)


def _next_in_seat_order(seats: Sequence[int], after: int) -> int:
    later = [s for s in seats if s > after]
    return later[0] if later else seats[0]


Guard = Callable[[SpyState, Actor, int], Rejection | int | None]


# --- the game ---------------------------------------------------------------------------------


class SpyGame(Game[SpyState]):
    """The spy game for 3 to 10 players (SPY-01), over the decks it is given (SPY-03)."""

    id = "spy"
    min_players = MIN_ROUND_PLAYERS
    max_players = MAX_PLAYERS
    folds = _FOLDS
    # PLT-04 (house): the cards reach the phones the moment they are dealt, so a deal is a revealed
    # secret: it cannot be undone (nor anything before it), or a redeal after a join, a kick or an
    # option could make a seat that saw the location its spy. A wrong deal is aborted (SPY-37) and
    # dealt again: a new draw, never the shown location (SPY-04).
    revealing_events = frozenset({"cards_dealt", "spy_exposed", "spy_guessed", "round_ended"})

    def __init__(self, decks: Mapping[str, Deck]) -> None:
        if not decks:
            raise ValueError("the spy game needs at least one deck")
        self.decks: dict[str, Deck] = dict(decks)
        self._public_memo: tuple[SpyState, int, Json] | None = None
        self.default_deck = "family" if "family" in self.decks else next(iter(self.decks))
        seat, text, ident, flag, number = Arg.SEAT, Arg.TEXT, Arg.ID, Arg.BOOL, Arg.INT
        player, host = ActorKind.PLAYER, ActorKind.MODERATOR
        guest, system = ActorKind.GUEST, ActorKind.SYSTEM
        self.requests: Mapping[str, RequestSpec[SpyState]] = {
            # phones (PROTOCOL.md, "Requests from a phone")
            "card_seen": spec(self._card_seen, player),
            "question_asked": spec(self._question_asked, player, args={"answerer": seat}),
            "accuse": spec(self._accuse, player, args={"target": seat}),
            "vote": spec(self._vote, player, args={"yes": flag}),
            "guess": spec(self._guess, player, args={"location": ident}),
            "cross_out": spec(self._cross_out, player, args={"location": ident, "crossed": flag}),
            "suspect": spec(self._suspect, player, args={"target": seat}),
            # the console
            "set_options": spec(
                self._set_options,
                host,
                args={
                    "deck?": ident,
                    "minutes?": number,
                    "two_spies?": flag,
                    "call_link?": text,
                    "host_plays?": flag,
                },
                undoable=True,
            ),
            "deal": spec(self._deal, host, undoable=True),
            "start_round": spec(self._start_round, host, undoable=True),
            "pass_turn": spec(self._pass_turn, host, args={"to?": seat}, undoable=True),
            "pause_timer": spec(self._pause_timer, host, undoable=True),
            "resume_timer": spec(self._resume_timer, host, undoable=True),
            "add_time": spec(self._add_time, host, args={"seconds": number}, undoable=True),
            "abort_round": spec(self._abort_round, host, undoable=True),
            "kick": spec(self._kick, host, args={"seat": seat}, undoable=True),
            # a phone without a seat, and the table itself
            "join": spec(self._join, guest, args={"nickname": text}),
            "tick": spec(self._tick, system),
            "leave": spec(self._leave, system, args={"seat": seat}),
            "restored": spec(self._restored, system),
        }
        # What a sender must pass before its arguments are looked at; ``allowed`` asks the same.
        self._guards: dict[str, Guard] = {
            "card_seen": _may_see_card,
            "question_asked": _may_ask,
            "accuse": _may_accuse,
            "vote": _may_vote,
            "guess": _may_guess,
            "cross_out": _may_cross_out,
            "suspect": _may_suspect,
            "set_options": _between_rounds,
            "deal": self._may_deal,
            "start_round": _cards_dealt,
            "pass_turn": _asking,
            "pause_timer": _timer_running,
            "resume_timer": _timer_paused,
            "add_time": _round_running,
            "abort_round": _cards_out,
            "kick": _someone_present,
            "join": self._seat_free,
            "tick": _time_is_up,
            "leave": _someone_present,
            "restored": _timer_running,
        }

    # --- set-up ---------------------------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], seed: int) -> SpyState:
        """The lobby. ``options`` has the keys of ``set_options``; bad options raise ValueError."""
        problem = self._check_args(self.requests["set_options"], options)
        if problem:
            raise ValueError(problem)
        parsed = self._options(Options(self.default_deck), options)
        if isinstance(parsed, Rejection):
            raise ValueError(parsed.reason)
        return SpyState(options=parsed, rng=Rng(seed))

    def _options(self, base: Options, args: Mapping[str, Any]) -> Options | Rejection:
        changes: dict[str, Any] = dict(args)
        if "deck" in changes and changes["deck"] not in self.decks:
            return reject(RejectionCode.BAD_ARGUMENT, f"no deck {changes['deck']!r}")  # SPY-03
        if "minutes" in changes and changes["minutes"] not in ROUND_MINUTES:
            return reject(RejectionCode.BAD_ARGUMENT, "a round lasts 5, 8 or 10 minutes")  # SPY-05
        if "call_link" in changes:
            changes["call_link"] = changes["call_link"].strip()  # SPY-39
        return replace(base, **changes)

    def next_deadline(self, state: SpyState) -> int | None:
        r = state.round
        if r is None or r.timer is None or r.phase is not Phase.ASKING:
            return None
        return r.timer.deadline()

    # --- guest and system -------------------------------------------------------------------------
    def _seat_free(self, state: SpyState, actor: Actor, now: int) -> Rejection | None:
        if len(state.seats.present()) >= self.max_players:
            return reject(RejectionCode.TABLE_FULL, f"the table has {self.max_players} seats")
        return None

    def _join(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-01: a nickname is enough. Whoever joins mid-round watches until the next deal."""
        name = state.seats.check_join(str(request.args["nickname"]), self.max_players)
        if isinstance(name, Rejection):
            return name
        return [{"type": "seat_taken", "seat": state.seats.next_number(), "nickname": name}]

    def _tick(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-23: at zero, questions stop and the time-up vote begins."""
        if (refused := _time_is_up(state, actor, now)) is not None:
            return refused
        return [{"type": "time_up", "at": now}]

    def _restored(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """PLT-03: after a restart a running timer waits, paused, for the host."""
        if (refused := _timer_running(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_paused", "at": now}]

    def _leave(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        return _seat_leaves(state, int(request.args["seat"]), "left", now)  # SPY-38

    def _kick(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        return _seat_leaves(state, int(request.args["seat"]), "kicked", now)  # SPY-38

    # --- the console --------------------------------------------------------------------------
    def _set_options(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _between_rounds(state, actor, now)) is not None:
            return refused
        if not request.args:
            return reject(RejectionCode.BAD_ARGUMENT, "no option given")
        options = self._options(state.options, request.args)
        if isinstance(options, Rejection):
            return options
        if request.args.get("two_spies") is True and (refused := _two_spies_refused(state)) is not None:
            return refused
        return [{"type": "options_set", "options": asdict(options)}]

    def _may_deal(self, state: SpyState, actor: Actor, now: int) -> Rejection | None:
        if (refused := _between_rounds(state, actor, now)) is not None:
            return refused
        if len(state.seats.present()) < self.min_players:
            return reject(RejectionCode.TOO_FEW_PLAYERS, f"{self.min_players} players are needed")
        if state.options.two_spies:
            return _two_spies_refused(state)  # SPY-06: never one spy instead, silently
        return None

    def _deal(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-07, SPY-34: a card for every present seat."""
        if (refused := self._may_deal(state, actor, now)) is not None:
            return refused
        deck = self.decks[state.options.deck]
        players = sorted(state.seats.numbers())
        every = sorted(deck.ids())
        unused = [i for i in every if i not in state.used]  # SPY-04
        gen, _ = state.rng.generator()
        location = gen.choice(unused or every)  # SPY-04 (house): reshuffle once exhausted
        spies = sorted(gen.sample(players, 2 if state.options.two_spies else 1))  # SPY-06
        locals_ = [p for p in players if p not in spies]
        roles = list(roles_for_table(deck.location(location), len(locals_), gen))
        gen.shuffle(roles)
        number = state.round.number + 1 if state.round is not None else 1
        return [
            {
                "type": "cards_dealt",
                "round": number,
                "location": location,
                "spies": spies,
                "roles": [{"seat": s, "role": role.id} for s, role in zip(locals_, roles, strict=True)],
                "players": players,
                "reshuffled": not unused,
            }
        ]

    def _start_round(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-08: only the host starts the timer; SPY-09: the first asker is drawn."""
        if (refused := _cards_dealt(state, actor, now)) is not None:
            return refused
        gen, _ = state.rng.generator()
        asker = gen.choice(state.round_players())
        total = state.options.minutes * 60_000
        return [{"type": "round_started", "asker": asker, "total_ms": total, "at": now}]

    def _pass_turn(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-12: the host passes the asker's turn, by default to the next in seat order."""
        if (refused := _asking(state, actor, now)) is not None:
            return refused
        r = _round(state)
        asker = r.asker if r.asker is not None else 0
        present = state.round_players()
        to = request.args.get("to")
        if to is None:
            to = _next_in_seat_order(present, asker)
        if to not in present:
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {to} is not playing this round")
        if to == asker:
            return reject(RejectionCode.ALREADY_DONE, f"seat {to} is already asking")
        return [{"type": "turn_passed", "from": asker, "to": to}]

    def _pause_timer(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _timer_running(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_paused", "at": now}]

    def _resume_timer(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _timer_paused(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_resumed", "at": now}]

    def _add_time(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _round_running(state, actor, now)) is not None:
            return refused
        seconds = int(request.args["seconds"])
        if seconds == 0:
            return reject(RejectionCode.BAD_ARGUMENT, "add a number of seconds other than 0")
        return [{"type": "time_added", "ms": seconds * 1000, "at": now}]

    def _abort_round(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-37: nobody scores."""
        if (refused := _cards_out(state, actor, now)) is not None:
            return refused
        return [_round_ended(state, RoundOutcome.ABORTED, now)]

    # --- the phones -----------------------------------------------------------------------------
    def _card_seen(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        seat = _may_see_card(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        return [{"type": "card_seen", "seat": seat}]  # SPY-08

    def _question_asked(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-11: the one who answered asks next, but not straight back."""
        seat = _may_ask(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        answerer = int(request.args["answerer"])
        if answerer == seat:
            return reject(RejectionCode.BAD_ARGUMENT, "you cannot ask yourself")
        if answerer not in state.round_players():
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {answerer} is not playing this round")
        if answerer == _round(state).must_not_answer():
            return reject(
                RejectionCode.BAD_ARGUMENT, f"seat {answerer} just asked you: ask someone else"
            )
        return [{"type": "question_asked", "asker": seat, "answerer": answerer}]

    def _accuse(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-17: once per round; the timer pauses during the vote."""
        seat = _may_accuse(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        target = int(request.args["target"])
        if target == seat:
            return reject(RejectionCode.BAD_ARGUMENT, "you cannot accuse yourself")
        if target not in state.round_players():
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} is not playing this round")
        return [{"type": "accused", "accuser": seat, "accused": target, "at": now}]

    def _vote(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-18..SPY-20: all yes reveals the card; a single no fails the accusation."""
        seat = _may_vote(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        batch = _Batch(state)
        batch.add({"type": "accusation_voted", "seat": seat, "yes": bool(request.args["yes"])})
        _settle_accusation(batch, now)
        return batch.events

    def _guess(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-22 (any time but a vote, one try) and SPY-25 (the exposed spy's last chance)."""
        seat = _may_guess(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        location = str(request.args["location"])
        if location not in self._location_ids(state):
            return reject(RejectionCode.BAD_ARGUMENT, f"no location {location!r} in this deck")
        r = _round(state)
        right = location == r.location
        if r.phase is Phase.LAST_GUESS:
            outcome = (
                RoundOutcome.EXPOSED_SPY_GUESSED if right else RoundOutcome.EXPOSED_SPY_GUESSED_WRONG
            )
        else:
            outcome = RoundOutcome.SPY_GUESSED if right else RoundOutcome.SPY_GUESSED_WRONG
        batch = _Batch(state)
        batch.add({"type": "spy_guessed", "seat": seat, "location": location, "right": right})
        batch.add(_round_ended(batch.state, outcome, now))
        return batch.events

    def _cross_out(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-15: a spy marks off locations; only that spy sees the marks."""
        seat = _may_cross_out(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        location = str(request.args["location"])
        crossed = bool(request.args["crossed"])
        if location not in self._location_ids(state):
            return reject(RejectionCode.BAD_ARGUMENT, f"no location {location!r} in this deck")
        if ((seat, location) in _round(state).crossed_out) == crossed:
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "crossed_out", "seat": seat, "location": location, "crossed": crossed}]

    def _suspect(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-23: everyone names a suspect, changeable until all have voted."""
        seat = _may_suspect(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        target = int(request.args["target"])
        if target == seat:
            return reject(RejectionCode.BAD_ARGUMENT, "you cannot name yourself")
        if target not in state.round_players():
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} is not playing this round")
        batch = _Batch(state)
        batch.add({"type": "suspected", "seat": seat, "target": target})
        _settle_suspects(batch, now)
        return batch.events

    def _location_ids(self, state: SpyState) -> frozenset[str]:
        return frozenset(self.decks[state.options.deck].ids())

    # --- what may be sent now -------------------------------------------------------------------
    def allowed(self, state: SpyState, actor: Actor, now: int) -> list[str]:
        """Request types this actor could send now with some argument (PROTOCOL.md ``allowed``)."""
        if actor.kind is ActorKind.PLAYER and actor.seat is None:
            return []
        return [
            name
            for name, rs in self.requests.items()
            if actor.kind in rs.senders
            and not isinstance(self._guards[name](state, actor, now), Rejection)
        ]

    # --- views (PLT-05, PLT-10) -------------------------------------------------------------------
    def seat_numbers(self, state: SpyState) -> list[int]:
        return state.seats.numbers()

    def public_view(self, state: SpyState, now: int) -> Json:
        # Every view of one moment starts from the same public view: made once, copied (its
        # holders only add keys of their own).
        memo = self._public_memo
        if memo is not None and memo[0] is state and memo[1] == now:
            return dict(memo[2])
        view = self._public_view(state, now)
        self._public_memo = (state, now, view)
        return dict(view)

    def _public_view(self, state: SpyState, now: int) -> Json:
        r = state.round
        phase = state.phase
        ids = self.decks[state.options.deck].ids()
        scores = state.scores()
        top = max(scores.values(), default=0)
        players = state.round_players() if r is not None else state.seats.numbers()
        accusation = r.accusation if r is not None else None
        suspects = r.suspects if r is not None else None
        return {
            "phase": str(phase),
            "round": r.number if r is not None else 0,
            "options": asdict(state.options),
            "deck": {
                "id": state.options.deck,
                "size": len(ids),
                "unused": sum(1 for i in ids if i not in state.used),
            },
            "players": players,
            "observers": [s for s in state.seats.numbers() if s not in players],
            "seen": [p for p in players if r is not None and p in r.seen],
            "timer": r.timer.view(now) if r is not None and r.timer is not None else None,
            "asker": r.asker if r is not None and phase in _QUESTIONS else None,
            "chain": [{"asker": a, "answerer": b} for a, b in r.chain[-CHAIN_SHOWN:]] if r is not None else [],
            "accusation": (
                # SPY-20: how many voted, never who
                {"accuser": accusation.accuser, "accused": accusation.accused,
                 **accusation.ballot.progress()}
                if accusation is not None
                else None
            ),
            "accusers": r.accusers() if r is not None else [],
            "suspect_vote": (
                suspects.progress()
                if suspects is not None and phase in (Phase.SUSPECT_VOTE, Phase.LAST_GUESS)
                else None
            ),
            "exposed": r.exposed if r is not None and phase is Phase.LAST_GUESS else None,
            "result": _result(r) if r is not None and r.outcome is not None else None,
            "scores": [{"seat": s, "points": p} for s, p in sorted(scores.items())],
            "leaders": sorted(s for s, p in scores.items() if p == top and top > 0),  # SPY-34
            "history": [_history_entry(h) for h in state.finished()],
        }

    def player_part(self, state: SpyState, seat: int, now: int) -> Json:
        r = state.round
        dealt_in = r is not None and seat in r.players
        me: Json = {
            "status": "player" if r is None or dealt_in else "observer",  # SPY-16
            "card": None,
            "crossed_out": [],
            "accused": False,
            "vote": None,
            "suspect": None,
            "asked_by": None,
        }
        if r is not None and dealt_in:
            if seat in r.spies:
                me["card"] = {"spy": True}  # SPY-15
                me["crossed_out"] = sorted(loc for s, loc in r.crossed_out if s == seat)
            else:
                me["card"] = {"spy": False, "location": r.location, "role": r.role_of(seat)}
            me["accused"] = seat in r.accusers()
            if r.accusation is not None:
                me["vote"] = r.accusation.ballot.as_dict().get(seat)
            if r.suspects is not None:
                me["suspect"] = r.suspects.as_dict().get(seat)
            if r.chain and r.chain[-1][1] == seat:
                me["asked_by"] = r.chain[-1][0]  # SPY-11
        return {"me": me}

    def moderator_view(self, state: SpyState, now: int) -> Json:
        view = self.public_view(state, now)
        host_plays = state.options.host_plays
        view["host_plays"] = host_plays
        view["two_spies_from"] = TWO_SPIES_FROM  # SPY-06: the console offers the option from here
        if not host_plays:  # SPY-02: a host who plays sees no secret on the console
            r = state.round
            view["secrets"] = (
                {
                    "location": r.location,
                    "spies": sorted(r.spies),
                    "cards": [
                        {"seat": p, "spy": p in r.spies, "role": r.role_of(p)} for p in r.players
                    ],
                }
                if r is not None
                else None
            )
        return view

    # --- records (PLT-17) -----------------------------------------------------------------------
    def finished(self, state: SpyState) -> list[Json]:
        """Every finished round with its points and its winners, for the club's records (PLT-17).

        The winners are the seats of the winning side that scored: every seat of that side still
        at the table scores (SPY-27..SPY-31), a seat that left scores nothing (SPY-35, SPY-36).
        Rounds where nobody scores (SPY-35, SPY-37) have no winners.
        """
        return [_finished_entry(r) for r in state.finished()]


_QUESTIONS = frozenset({Phase.ASKING, Phase.ACCUSATION})
CHAIN_SHOWN = 30
"""How many of the last questions the views list (the chain is a hint for order, SPY-12)."""


# --- guards: who may send what now, before the arguments are looked at -----------------------


def _between_rounds(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in BETWEEN_ROUNDS:
        return reject(RejectionCode.WRONG_PHASE, "only before a deal or after a round")
    return None


def _two_spies_refused(state: SpyState) -> Rejection | None:
    """SPY-06: two spies only from 7 players (the seats present now, as a deal counts them)."""
    present = len(state.seats.present())
    if present < TWO_SPIES_FROM:
        return reject(RejectionCode.TOO_FEW_PLAYERS,
                      f"two spies need at least {TWO_SPIES_FROM} players; {present} are seated")
    return None


def _cards_dealt(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.DEALT:
        return reject(RejectionCode.WRONG_PHASE, "deal the cards first, once per round")
    return None


def _cards_out(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in CARDS_OUT:
        return reject(RejectionCode.WRONG_PHASE, "no round is on")
    return None


def _asking(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.ASKING:
        return reject(RejectionCode.WRONG_PHASE, "only while questions are asked")
    return None


def _round_running(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in _QUESTIONS:
        return reject(RejectionCode.WRONG_PHASE, "only while the round runs")
    return None


def _timer_running(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _asking(state, actor, now)) is not None:
        return refused
    if not _timer(_round(state)).running:
        return reject(RejectionCode.ALREADY_DONE, "the timer is paused")
    return None


def _timer_paused(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _asking(state, actor, now)) is not None:
        return refused
    if _timer(_round(state)).running:
        return reject(RejectionCode.ALREADY_DONE, "the timer is running")
    return None


def _time_is_up(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    r = state.round
    if r is None or r.phase is not Phase.ASKING or r.time_left(now):
        return reject(RejectionCode.WRONG_PHASE, "the round timer has not run out")
    return None


def _someone_present(state: SpyState, actor: Actor, now: int) -> Rejection | None:
    if not state.seats.present():
        return reject(RejectionCode.BAD_ARGUMENT, "nobody is seated")
    return None


def _round_player(state: SpyState, actor: Actor) -> Rejection | int:
    r = state.round
    if r is None:
        return reject(RejectionCode.WRONG_PHASE, "no cards are out")
    seat = actor.seat
    if seat is None or seat not in r.players or not state.seats.is_present(seat):
        return reject(RejectionCode.NOT_A_PLAYER, "you are not playing this round")  # SPY-16
    return seat


def _may_see_card(state: SpyState, actor: Actor, now: int) -> Rejection | int:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    if state.phase not in CARDS_OUT:
        return reject(RejectionCode.WRONG_PHASE, "the round is over")
    if seat in _round(state).seen:
        return reject(RejectionCode.ALREADY_DONE, "already seen")
    return seat


def _may_ask(state: SpyState, actor: Actor, now: int) -> Rejection | int:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    r = _round(state)
    if r.phase is not Phase.ASKING:
        return reject(RejectionCode.WRONG_PHASE, "no questions now")
    if not r.time_left(now):
        return reject(RejectionCode.WRONG_PHASE, "time is up")  # SPY-23
    if r.asker != seat:
        return reject(RejectionCode.OUT_OF_TURN, f"it is seat {r.asker}'s turn to ask")
    return seat


def _may_accuse(state: SpyState, actor: Actor, now: int) -> Rejection | int:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    r = _round(state)
    if r.phase is Phase.ACCUSATION:
        return reject(RejectionCode.WRONG_PHASE, "a vote is on")
    if r.phase is not Phase.ASKING:
        return reject(RejectionCode.WRONG_PHASE, "only while the round runs")
    if not r.time_left(now):
        return reject(RejectionCode.WRONG_PHASE, "time is up")
    if seat in r.accusers():
        return reject(RejectionCode.ALREADY_DONE, "one accusation per round")  # SPY-17
    return seat


def _may_vote(state: SpyState, actor: Actor, now: int) -> Rejection | int:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    acc = _round(state).accusation
    if acc is None:
        return reject(RejectionCode.WRONG_PHASE, "no accusation to vote in")
    if seat == acc.accused:
        return reject(RejectionCode.NOT_ALLOWED, "the accused does not vote")  # SPY-18
    if seat == acc.accuser:
        return reject(RejectionCode.ALREADY_DONE, "the accuser's yes is automatic")  # SPY-18
    if seat in acc.ballot.voted():
        return reject(RejectionCode.ALREADY_DONE, "you have voted")
    return seat


def _may_guess(state: SpyState, actor: Actor, now: int) -> Rejection | int:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    r = _round(state)
    if seat not in r.spies:
        return reject(RejectionCode.NOT_ALLOWED, "only a spy guesses the location")
    if r.phase is Phase.LAST_GUESS:
        if seat != r.exposed:
            return reject(RejectionCode.OUT_OF_TURN, "only the exposed spy guesses now")  # SPY-25
        return seat
    if r.phase is Phase.ACCUSATION:
        return reject(RejectionCode.WRONG_PHASE, "not during a vote")  # SPY-22
    if r.phase is not Phase.ASKING or not r.time_left(now):
        return reject(RejectionCode.WRONG_PHASE, "only while the round runs")
    return seat


def _may_cross_out(state: SpyState, actor: Actor, now: int) -> Rejection | int:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    if seat not in _round(state).spies:
        return reject(RejectionCode.NOT_ALLOWED, "only a spy crosses out locations")
    if state.phase not in CARDS_OUT:
        return reject(RejectionCode.WRONG_PHASE, "the round is over")
    return seat


def _may_suspect(state: SpyState, actor: Actor, now: int) -> Rejection | int:
    seat = _round_player(state, actor)
    if isinstance(seat, Rejection):
        return seat
    if state.phase is not Phase.SUSPECT_VOTE:
        return reject(RejectionCode.WRONG_PHASE, "only once time is up")
    return seat


# --- resolutions ------------------------------------------------------------------------------


def _settle_accusation(batch: _Batch, now: int) -> None:
    """SPY-19, SPY-20: one no fails at once; all yes ends the round on the accused's card."""
    r = _round(batch.state)
    acc = r.accusation
    if acc is None:
        return
    if not all(acc.ballot.as_dict().values()):
        batch.add({"type": "accusation_closed", "passed": False, "at": now})
    elif acc.ballot.complete():
        batch.add({"type": "accusation_closed", "passed": True, "at": now})
        outcome = (
            RoundOutcome.ACCUSED_SPY if acc.accused in r.spies else RoundOutcome.ACCUSED_INNOCENT
        )
        batch.add(_round_ended(batch.state, outcome, now))


def _settle_suspects(batch: _Batch, now: int) -> None:
    """SPY-24, SPY-26: once all have voted, a spy alone on top is exposed; else the spy hid."""
    r = _round(batch.state)
    ballot = r.suspects
    if ballot is None or not ballot.complete():
        return
    top = ballot.leaders()
    if len(top) == 1 and top[0] in r.spies:
        batch.add({"type": "spy_exposed", "seat": top[0]})
    else:
        batch.add(_round_ended(batch.state, RoundOutcome.SPY_HID, now))


def _seat_leaves(state: SpyState, seat: int, reason: str, now: int) -> Outcome:
    """SPY-35, SPY-36, SPY-38: the seat is gone; the round ends or goes on without it."""
    if state.seats.get(seat) is None:
        return reject(RejectionCode.BAD_ARGUMENT, f"no seat {seat}")
    if not state.seats.is_present(seat):
        return reject(RejectionCode.ALREADY_DONE, f"seat {seat} has left")
    batch = _Batch(state)
    batch.add({"type": "seat_left", "seat": seat, "reason": reason})
    s = batch.state
    r = s.round
    if r is None or r.phase not in CARDS_OUT or seat not in r.players:
        return batch.events
    present = s.round_players()
    if not any(spy in present for spy in r.spies) or r.exposed == seat:
        batch.add(_round_ended(s, RoundOutcome.SPY_LEFT, now))  # SPY-35
        return batch.events
    if len(present) < MIN_ROUND_PLAYERS:
        batch.add(_round_ended(s, RoundOutcome.TOO_FEW_PLAYERS, now))  # SPY-35
        return batch.events
    if r.asker == seat and r.phase in _QUESTIONS:  # SPY-36 (house): the next in seat order
        batch.add({"type": "turn_passed", "from": seat, "to": _next_in_seat_order(present, seat)})
    if r.accusation is not None:
        if r.accusation.accused == seat:
            batch.add({"type": "accusation_closed", "passed": False, "at": now})
        else:
            _settle_accusation(batch, now)
    elif r.phase is Phase.SUSPECT_VOTE:
        _settle_suspects(batch, now)
    return batch.events


def _round_ended(state: SpyState, outcome: RoundOutcome, now: int) -> Json:
    """The event that ends the round, with the points each round player gets (SPY-27..SPY-33)."""
    r = _round(state)
    present = set(state.round_players())
    spies = [s for s in r.players if s in r.spies and s in present]
    locals_ = [p for p in r.players if p not in r.spies and p in present]
    points: Counter[int] = Counter()
    if outcome in _SPY_POINTS:
        for spy in spies:  # SPY-33: both spies score
            points[spy] += _SPY_POINTS[outcome]
    if outcome.winner == "locals":  # SPY-31; SPY-33: catching one spy is enough
        for local in locals_:
            points[local] += LOCAL_WIN_POINTS
    if outcome.winner is not None:
        # SPY-32, SPY-32a (house): the bonus goes to locals, whatever the final outcome
        for v in r.verdicts:
            if v.passed and v.accused in r.spies and v.accuser in locals_:
                points[v.accuser] += BONUS_POINTS
        if r.suspects is not None:
            for voter, target in r.suspects.choices:
                if voter in locals_ and target in r.spies:
                    points[voter] += BONUS_POINTS
    return {
        "type": "round_ended",
        "outcome": str(outcome),
        "points": [{"seat": p, "points": points[p]} for p in r.players],
        "at": now,
    }


# --- view pieces ------------------------------------------------------------------------------


def _result(r: Round) -> Json:
    """Everything about a finished round, votes included (SPY-20, SPY-24)."""
    outcome = r.outcome if r.outcome is not None else RoundOutcome.ABORTED
    suspects = sorted(r.suspects.choices) if r.suspects is not None else []
    return {
        "outcome": str(outcome),
        "winner": outcome.winner,
        "location": r.location,
        "spies": sorted(r.spies),
        "roles": [{"seat": s, "role": role} for s, role in r.roles],
        "accusations": [
            {
                "accuser": v.accuser,
                "accused": v.accused,
                "passed": v.passed,
                "votes": [{"seat": s, "yes": yes} for s, yes in v.votes],
            }
            for v in r.verdicts
        ],
        "suspects": [{"seat": s, "target": t} for s, t in suspects],
        "guess": (
            {"seat": r.guess.seat, "location": r.guess.location, "right": r.guess.right}
            if r.guess is not None
            else None
        ),
        "points": [{"seat": s, "points": p} for s, p in r.points],
    }


def _history_entry(r: Round) -> Json:
    outcome = r.outcome if r.outcome is not None else RoundOutcome.ABORTED
    return {
        "round": r.number,
        "outcome": str(outcome),
        "winner": outcome.winner,
        "location": r.location,
        "spies": sorted(r.spies),
    }


def _finished_entry(r: Round) -> Json:
    outcome = r.outcome if r.outcome is not None else RoundOutcome.ABORTED
    points = dict(r.points)
    if outcome.winner == "spies":
        side = [p for p in r.players if p in r.spies]
    elif outcome.winner == "locals":
        side = [p for p in r.players if p not in r.spies]
    else:
        side = []
    return {
        "round": r.number,
        "outcome": str(outcome),
        "points": [{"seat": s, "points": p} for s, p in r.points],
        "winners": sorted(p for p in side if points.get(p, 0) > 0),
    }
