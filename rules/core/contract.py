"""The game contract: what every game gives the table.

A game is a declarative object: its options and setup, a table of request types, each with a pure
handler ``(state, request, actor, now) -> events | Rejection``, a pure ``fold(state, event) -> state``
and three pure views (PLT-02, PLT-05). The table (``net.table``) is the only caller:

1. ``state = game.setup(options, seed)`` once, when the table is created;
2. for each request: ``outcome = game.handle(state, request, actor, now)``, which checks the
   sender, then the request's guard (may it be sent now?), then its arguments, then asks its
   handler; a :class:`Rejection` goes back to its sender and changes nothing; a list of events is
   journaled, then each event is folded with ``state = game.fold(state, event)``;
3. after every change the table derives ``public_view``, ``player_view`` per seat and
   ``moderator_view`` and sends each to its holder only.

Time is a number of milliseconds passed in as ``now``; a game never reads a clock. When a game needs
to act at a moment (a timer running out), ``next_deadline(state)`` names that moment and the table
sends the request ``tick`` from the system actor at that time.

``allowed`` (what the buttons offer) is derived here from the same guards, so a game never writes a
guard twice; the requests every table has (seats, the timer) are written once, in :class:`Game`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Generic, Protocol, TypeVar, cast

from .rejection import Rejection, RejectionCode, reject
from .seats import Seats
from .timer import Timer

Json = dict[str, Any]
Event = Mapping[str, Any]
"""An event is a JSON object with a ``type``; it is journaled as it is and folded into the state."""

S = TypeVar("S")


class ActorKind(enum.StrEnum):
    MODERATOR = "moderator"
    PLAYER = "player"
    GUEST = "guest"  # a phone that has no seat yet: it may only join
    BOARD = "board"  # the projector: reads the public view, sends nothing that changes the game
    SYSTEM = "system"  # the table itself: timers running out, disconnect grace, restore


@dataclass(frozen=True)
class Actor:
    """Who sends a request. Only the table builds actors; the network never chooses one."""

    kind: ActorKind
    seat: int | None = None

    @classmethod
    def player(cls, seat: int) -> Actor:
        return cls(ActorKind.PLAYER, seat)

    @property
    def player_seat(self) -> int:
        """The seat of a player, for a handler whose guard checked that the player has one."""
        if self.seat is None:
            raise ValueError(f"{self} has no seat")
        return self.seat

    def __str__(self) -> str:
        return f"{self.kind}:{self.seat}" if self.seat is not None else str(self.kind)


MODERATOR = Actor(ActorKind.MODERATOR)
SYSTEM = Actor(ActorKind.SYSTEM)
GUEST = Actor(ActorKind.GUEST)
BOARD = Actor(ActorKind.BOARD)


@dataclass(frozen=True)
class Request:
    """A request: a type and JSON arguments, already shape-checked by the network codec."""

    type: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> Json:
        return {"type": self.type, "args": dict(self.args)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Request:
        return cls(str(data["type"]), dict(data.get("args") or {}))


Outcome = list[Event] | Rejection
Handler = Callable[[S, Request, Actor, int], Outcome]
Folder = Callable[[S, Event], S]
Guard = Callable[[S, Actor, int], Rejection | None]
"""Whether an actor may send a request now, before its arguments are looked at: None, or why not.
``allowed`` asks the same guards, so a button is enabled exactly when its request could pass."""


class Arg(enum.Enum):
    """The argument kinds a request may carry; checked before the handler runs (PLT-11)."""

    SEAT = "seat"  # a positive seat number
    TEXT = "text"  # a short string
    ID = "id"  # a content id (lowercase ascii, digits, underscore)
    BOOL = "bool"
    INT = "int"


_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")
MAX_TEXT = 200


def check_arg(kind: Arg, value: Any) -> bool:
    if kind is Arg.BOOL:
        return isinstance(value, bool)
    if kind in (Arg.SEAT, Arg.INT):
        if not isinstance(value, int) or isinstance(value, bool):
            return False
        return value >= 1 if kind is Arg.SEAT else -100_000 <= value <= 100_000
    if kind is Arg.TEXT:
        return isinstance(value, str) and len(value) <= MAX_TEXT
    return isinstance(value, str) and 0 < len(value) <= 64 and set(value) <= _ID_CHARS


@dataclass(frozen=True)
class RequestSpec(Generic[S]):
    """One request type: who may send it, when (its guard), its arguments, and its pure handler.

    ``args`` maps a name to its kind; a name ending in ``?`` is optional.
    ``guard`` says whether the sender may send it now, before the arguments are looked at; the
    handler runs only after it passed (so a handler never asks it again).
    ``moderator_action`` marks what Ctrl+Z can take back (PLT-04).
    """

    handler: Handler[S]
    senders: frozenset[ActorKind]
    args: Mapping[str, Arg] = field(default_factory=dict)
    moderator_action: bool = False
    guard: Guard[S] | None = None


def spec(
    handler: Handler[S],
    *senders: ActorKind,
    guard: Guard[S] | None = None,
    args: Mapping[str, Arg] | None = None,
    undoable: bool = False,
) -> RequestSpec[S]:
    return RequestSpec(handler, frozenset(senders), dict(args or {}), undoable, guard)


class Seated(Protocol):
    """What every game's state has: its seats (a frozen dataclass with a ``seats`` field)."""

    @property
    def seats(self) -> Seats: ...


St = TypeVar("St", bound=Seated)


class Batch(Generic[St]):
    """The events of one request, each folded as it is added so that the next decision sees it::

        batch = Batch(game, state)
        batch.add({"type": "seat_left", "seat": 3, "reason": "left"})
        batch.state            # with seat 3 gone
        return batch.events    # the handler's outcome
    """

    def __init__(self, game: Game[St], state: St) -> None:
        self.game = game
        self.state = state
        self.events: list[Event] = []

    def add(self, event: Event) -> None:
        self.events.append(event)
        self.state = self.game.fold(self.state, event)


class Game(Generic[St]):
    """Base of every game. A game sets ``id``, ``requests`` and ``folds`` and the view methods.

    Everything here is pure: the same state, request, actor and time give the same outcome.

    What every table has is written here once, for every game to list in its ``requests``: the
    seat requests (:meth:`join_request`, :meth:`leave_request`, :meth:`kick_request`) and the
    timer's (:meth:`pause_request`, :meth:`resume_request`, :meth:`add_time_request`,
    :meth:`restored_request`, :meth:`tick_request`), with their folds (``seat_taken``,
    ``seat_left``, ``timer_paused``, ``timer_resumed``, ``time_added``). A game fills in the hooks
    they call: :meth:`timer`, :meth:`change_timer`, :meth:`on_deadline`, :meth:`seat_taken`,
    :meth:`seat_left`, :meth:`after_leaving`, and :meth:`may_join` if joining has rules of its own.
    """

    id: str = ""
    min_players: int = 1
    max_players: int = 1
    code_digits: int = 5
    """How many digits the table's join code has (the quiz's has four, QZ-03)."""
    requests: Mapping[str, RequestSpec[St]] = {}
    folds: Mapping[str, Folder[St]] = {}
    revealing_events: frozenset[str] = frozenset()
    """Event types that show a secret to someone who may not have seen it before; an undo that
    would take such an event back is refused (PLT-04). (house) Dealing cards is one: a card reaches
    its phone the moment it is dealt, and a redeal after the table changed could show that phone a
    second card that adds to the first (a seat that saw the location made the spy of it)."""

    # --- set-up -----------------------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], seed: int) -> St:
        raise NotImplementedError

    def options_for(self, lang: str) -> dict[str, Any]:
        """The options a new table starts with when the console speaks ``lang`` (PLT-15): none
        unless a game's content has a language of its own (the quiz's packs)."""
        return {}

    # --- requests ---------------------------------------------------------------------------
    def handle(self, state: St, request: Request, actor: Actor, now: int) -> Outcome:
        """Check who sends it, whether it may be sent now (its guard), its arguments, then ask its
        handler (PLT-11)."""
        rs = self.requests.get(request.type)
        if rs is None:
            return reject(RejectionCode.UNKNOWN_REQUEST, f"unknown request {request.type!r}")
        if actor.kind not in rs.senders:
            return reject(RejectionCode.NOT_ALLOWED, f"{actor.kind} may not send {request.type!r}")
        if rs.guard is not None and (refused := rs.guard(state, actor, now)) is not None:
            return refused
        problem = self._check_args(rs, request.args)
        if problem:
            return reject(RejectionCode.BAD_ARGUMENT, problem)
        return rs.handler(state, request, actor, now)

    @staticmethod
    def _check_args(rs: RequestSpec[Any], args: Mapping[str, Any]) -> str | None:
        known = {name.rstrip("?") for name in rs.args}
        for name in args:
            if name not in known:
                return f"unexpected argument {name!r}"
        for name, kind in rs.args.items():
            optional = name.endswith("?")
            key = name.rstrip("?")
            if key not in args:
                if optional:
                    continue
                return f"missing argument {key!r}"
            if not check_arg(kind, args[key]):
                return f"argument {key!r} must be a {kind.value}"
        return None

    def allowed(self, state: St, actor: Actor, now: int) -> list[str]:
        """The request types this actor could send now (buttons enabled on phone and console):
        those it may send whose guard passes (PROTOCOL.md ``allowed``)."""
        if actor.kind is ActorKind.PLAYER and actor.seat is None:
            return []
        now_sent = self.sent_now(state, actor.kind)
        return [name for name, guard in self._sent_by(actor.kind)
                if (now_sent is None or name in now_sent) and (guard is None or guard(state, actor, now) is None)]

    def sent_now(self, state: St, kind: ActorKind) -> Collection[str] | None:
        """The request types an actor of ``kind`` could send in this state at all, whoever it is
        (their guards refuse every other), or None: any. ``allowed`` asks only their guards, for
        each seat at every change; a game whose phases each take a few requests says which here."""
        return None

    def _sent_by(self, kind: ActorKind) -> tuple[tuple[str, Guard[St] | None], ...]:
        """The request types ``kind`` may send, in the game's order, with their guards: worked out
        once per game (a seat's ``allowed`` is asked for every seat at every change)."""
        index: tuple[Mapping[str, RequestSpec[St]], dict[ActorKind, tuple[tuple[str, Guard[St] | None], ...]]] | None
        index = self.__dict__.get("_sent_by_kind")
        if index is None or index[0] is not self.requests:
            index = (self.requests, {})
            self.__dict__["_sent_by_kind"] = index
        known = index[1].get(kind)
        if known is None:
            known = index[1][kind] = tuple((name, rs.guard) for name, rs in self.requests.items() if kind in rs.senders)
        return known

    def is_moderator_action(self, request: Request) -> bool:
        rs = self.requests.get(request.type)
        return bool(rs and rs.moderator_action)

    def fold(self, state: St, event: Event) -> St:
        kind = str(event["type"])
        own = self.folds.get(kind)
        if own is not None:
            return own(state, event)
        shared = _SHARED_FOLDS.get(kind)
        if shared is None:
            raise KeyError(f"no fold for event {kind!r}")
        return cast(St, shared(self, state, event))

    def fold_all(self, state: St, events: Iterable[Event]) -> St:
        for event in events:
            state = self.fold(state, event)
        return state

    def reveals_secret(self, event: Event) -> bool:
        return str(event["type"]) in self.revealing_events

    def next_deadline(self, state: St) -> int | None:
        """The moment (ms) at which the table must send ``tick``, or None."""
        return None

    # --- seats: join, leave, kick (every table) ----------------------------------------------
    def seats(self, state: St) -> Seats:
        """Every seat ever taken at this table, those that left included."""
        return state.seats

    @property
    def seat_limit(self) -> int:
        """How many present seats the table holds (most games: ``max_players``)."""
        return self.max_players

    def may_join(self, state: St, actor: Actor, now: int) -> Rejection | None:
        """The guard of ``join``: the table has a free seat."""
        if len(self.seats(state).present()) >= self.seat_limit:
            return reject(RejectionCode.TABLE_FULL, f"the table has {self.seat_limit} seats")
        return None

    def seat_taken(self, state: St, seat: int) -> St:
        """What a game's state keeps for a new seat, after ``seat_taken`` added it to the seats."""
        return state

    def seat_left(self, state: St, seat: int) -> St:
        """What a game's state forgets of a seat, after ``seat_left`` marked it gone."""
        return state

    def after_leaving(self, batch: Batch[St], seat: int, now: int) -> None:
        """What a seat's leaving sets off (a round ends, a vote is settled), once ``seat_left`` is
        folded into ``batch``."""

    def join_request(self) -> RequestSpec[St]:
        """``join``: a phone without a seat takes the next seat with a nickname (PLT-06)."""
        return spec(self._join, ActorKind.GUEST, guard=self.may_join, args={"nickname": Arg.TEXT})

    def leave_request(self) -> RequestSpec[St]:
        """``leave``: the table says a seat has gone (disconnected too long, PLT-13)."""
        return spec(self._leave, ActorKind.SYSTEM, guard=_someone_present, args={"seat": Arg.SEAT})

    def kick_request(self) -> RequestSpec[St]:
        """``kick``: the moderator removes a seat (PLT-13)."""
        return spec(self._kick, ActorKind.MODERATOR, guard=_someone_present, args={"seat": Arg.SEAT},
                    undoable=True)

    def _join(self, state: St, request: Request, actor: Actor, now: int) -> Outcome:
        seats = self.seats(state)
        name = seats.check_join(str(request.args["nickname"]), self.seat_limit)
        if isinstance(name, Rejection):
            return name
        return [{"type": "seat_taken", "seat": seats.next_number(), "nickname": name}]

    def _leave(self, state: St, request: Request, actor: Actor, now: int) -> Outcome:
        return self._seat_goes(state, int(request.args["seat"]), "left", now)

    def _kick(self, state: St, request: Request, actor: Actor, now: int) -> Outcome:
        return self._seat_goes(state, int(request.args["seat"]), "kicked", now)

    def _seat_goes(self, state: St, seat: int, reason: str, now: int) -> Outcome:
        seats = self.seats(state)
        if seats.get(seat) is None:
            return reject(RejectionCode.BAD_ARGUMENT, f"no seat {seat}")
        if not seats.is_present(seat):
            return reject(RejectionCode.ALREADY_DONE, f"seat {seat} has left")
        batch = Batch(self, state)
        batch.add({"type": "seat_left", "seat": seat, "reason": reason})
        self.after_leaving(batch, seat, now)
        return batch.events

    def _fold_seat_taken(self, state: St, e: Event) -> St:
        seat = int(e["seat"])
        state = _with_seats(state, self.seats(state).with_seat(seat, str(e["nickname"])))
        return self.seat_taken(state, seat)

    def _fold_seat_left(self, state: St, e: Event) -> St:
        seat = int(e["seat"])
        return self.seat_left(_with_seats(state, self.seats(state).without(seat)), seat)

    # --- the timer: pause, resume, add time, restored, tick (PLT-03, PLT-14) ------------------
    def timer(self, state: St) -> Timer | None:
        """The timer the moderator may pause and resume now; None when none runs in this phase."""
        return None

    def change_timer(self, state: St, change: Callable[[Timer], Timer]) -> St:
        """The state with its timer changed (the folds of ``timer_paused``, ``timer_resumed``,
        ``time_added``)."""
        raise NotImplementedError

    def on_deadline(self, state: St, now: int) -> Outcome:
        """What happens when ``next_deadline`` is reached: the events of ``tick``."""
        raise NotImplementedError

    def timer_running(self, state: St, actor: Actor, now: int) -> Rejection | None:
        """The guard of ``pause_timer`` and ``restored``."""
        timer = self.timer(state)
        if timer is None:
            return reject(RejectionCode.WRONG_PHASE, "no timer runs now")
        if not timer.running:
            return reject(RejectionCode.ALREADY_DONE, "the timer is paused")
        return None

    def timer_paused(self, state: St, actor: Actor, now: int) -> Rejection | None:
        """The guard of ``resume_timer``."""
        timer = self.timer(state)
        if timer is None:
            return reject(RejectionCode.WRONG_PHASE, "no timer runs now")
        if timer.running:
            return reject(RejectionCode.ALREADY_DONE, "the timer is running")
        return None

    def deadline_due(self, state: St, actor: Actor, now: int) -> Rejection | None:
        """The guard of ``tick``: ``next_deadline`` is reached."""
        deadline = self.next_deadline(state)
        if deadline is None or deadline > now:
            return reject(RejectionCode.WRONG_PHASE, "nothing is due")
        return None

    def pause_request(self) -> RequestSpec[St]:
        return spec(self._pause, ActorKind.MODERATOR, guard=self.timer_running, undoable=True)

    def resume_request(self, guard: Guard[St] | None = None) -> RequestSpec[St]:
        """``resume_timer``; ``guard``: when a game refuses more than a running timer."""
        return spec(self._resume, ActorKind.MODERATOR, guard=guard or self.timer_paused, undoable=True)

    def add_time_request(self, guard: Guard[St]) -> RequestSpec[St]:
        """``add_time`` (or, with a negative number, take time away) whenever ``guard`` passes."""
        return spec(self._add_time, ActorKind.MODERATOR, guard=guard, args={"seconds": Arg.INT}, undoable=True)

    def restored_request(self) -> RequestSpec[St]:
        """``restored``: after a restart a running timer waits, paused, for the moderator (PLT-03)."""
        return spec(self._pause, ActorKind.SYSTEM, guard=self.timer_running)

    def tick_request(self) -> RequestSpec[St]:
        """``tick``: the table's request at ``next_deadline`` (the game's :meth:`on_deadline`)."""
        return spec(self._tick, ActorKind.SYSTEM, guard=self.deadline_due)

    def _pause(self, state: St, request: Request, actor: Actor, now: int) -> Outcome:
        return [{"type": "timer_paused", "at": now}]

    def _resume(self, state: St, request: Request, actor: Actor, now: int) -> Outcome:
        return [{"type": "timer_resumed", "at": now}]

    def _add_time(self, state: St, request: Request, actor: Actor, now: int) -> Outcome:
        seconds = int(request.args["seconds"])
        if seconds == 0:
            return reject(RejectionCode.BAD_ARGUMENT, "add a number of seconds other than 0")
        return [{"type": "time_added", "ms": seconds * 1000, "at": now}]

    def _tick(self, state: St, request: Request, actor: Actor, now: int) -> Outcome:
        return self.on_deadline(state, now)

    def _fold_timer_paused(self, state: St, e: Event) -> St:
        at = int(e["at"])
        return self.change_timer(state, lambda t: t.pause(at))

    def _fold_timer_resumed(self, state: St, e: Event) -> St:
        at = int(e["at"])
        return self.change_timer(state, lambda t: t.resume(at))

    def _fold_time_added(self, state: St, e: Event) -> St:
        ms, at = int(e["ms"]), int(e["at"])
        return self.change_timer(state, lambda t: t.add(ms, at))

    # --- views (PLT-05) ---------------------------------------------------------------------
    def public_view(self, state: St, now: int) -> Json:
        raise NotImplementedError

    def player_view(self, state: St, seat: int, now: int) -> Json:
        """The public view plus what this seat alone may see (:meth:`player_part`)."""
        part = self.player_part(state, seat, now)
        return {**self.public_view(state, now), **part}

    def player_part(self, state: St, seat: int, now: int) -> Json:
        """What one player's view adds to the public view: their card, their choices. Its keys are
        not keys of the public view, so the table can send the public part once and this beside it.

        A game overrides this (and keeps the default :meth:`player_view`) or overrides
        :meth:`player_view`, in which case this default works out the difference."""
        view = self.player_view(state, seat, now)
        public = self.public_view(state, now)
        return {k: v for k, v in view.items() if k not in public or public[k] != v}

    def moderator_view(self, state: St, now: int) -> Json:
        raise NotImplementedError

    def board(self, view: Json) -> Json | None:
        """The public board's scene (:mod:`rules.core.board`) from the public view ``view`` (the
        envelope: ``table``, ``seats``, ``game``), or None: the renderers then show the join block
        and the phase. Only the public view goes in, so nothing secret can come out (PLT-05)."""
        return None

    def seat_numbers(self, state: St) -> list[int]:
        """Every seat that has a view of its own (present seats)."""
        return self.seats(state).numbers()

    # --- records (PLT-17) -------------------------------------------------------------------
    def withheld_seats(self, state: St) -> frozenset[int]:
        """Seats whose players opted out of publication: an exported protocol leaves their names
        out (MAF-24). Most games have none."""
        return frozenset()

    def table_places(self, state: St) -> dict[int, tuple[int, ...]]:
        """Each seat's place at the table as the game names it, for the printed protocol (PLT-18):
        the places it held, in the order it held them (none: it never sat at the table). A game
        without places of its own names a player by the seat (PLT-09), whose order is the table's
        (SPY-36: "the next player in seat order"; SUSPI's seats, the quiz's experts)."""
        return {s.number: (s.number,) for s in self.seats(state)}

    def protocols(self, state: St) -> list[Json]:
        """One protocol per finished game of the table, for the exported protocol (MAF-24); a game
        whose rounds need none of their own returns ``[]``."""
        return []

    def profile_awards(self, wins: int) -> list[str]:
        """The awards a player's profile shows for ``wins`` games of this game won (ids, oldest
        first); most games have none (the quiz's hippos, QZ-26)."""
        return []

    def finished(self, state: St) -> list[Json]:
        """Every finished round (or game) so far, oldest first, for the club's records (PLT-17)::

            {"round": 2, "outcome": "accused_spy",
             "points": [{"seat": 1, "points": 2}, {"seat": 3, "points": 0}],
             "winners": [1, 3]}

        ``round`` numbers the round at this table (unique, growing); ``points`` lists the seats that
        played it; ``winners`` the seats that won it (empty for an outcome where nobody scores).
        A finished round never changes: the list only grows. A game that keeps no records
        returns ``[]``.
        """
        return []

    def replay(self, options: Mapping[str, Any], seed: int, events: Iterable[Event]) -> St:
        """Replay from seed and events gives the same state (PLT-02)."""
        return self.fold_all(self.setup(options, seed), events)


def _someone_present(state: Seated, actor: Actor, now: int) -> Rejection | None:
    """The guard of ``leave`` and ``kick``: someone is seated."""
    if not state.seats.present():
        return reject(RejectionCode.BAD_ARGUMENT, "nobody is seated")
    return None


def _with_seats(state: St, seats: Seats) -> St:
    return cast(St, replace(cast(Any, state), seats=seats))


_SHARED_FOLDS: Mapping[str, Callable[[Game[Any], Any, Event], Any]] = {
    "seat_taken": Game._fold_seat_taken,
    "seat_left": Game._fold_seat_left,
    "timer_paused": Game._fold_timer_paused,
    "timer_resumed": Game._fold_timer_resumed,
    "time_added": Game._fold_time_added,
}
"""The folds of the events every table has; a game's own ``folds`` come first."""
