"""The game contract: what every game gives the table.

A game is a declarative object: its options and setup, a table of request types, each with a pure
handler ``(state, request, actor, now) -> events | Rejection``, a pure ``fold(state, event) -> state``
and three pure views (PLT-02, PLT-05). The table (``net.table``) is the only caller:

1. ``state = game.setup(options, seed)`` once, when the table is created;
2. for each request: ``outcome = game.handle(state, request, actor, now)``; a :class:`Rejection`
   goes back to its sender and changes nothing; a list of events is journaled, then each event is
   folded with ``state = game.fold(state, event)``;
3. after every change the table derives ``public_view``, ``player_view`` per seat and
   ``moderator_view`` and sends each to its holder only.

Time is a number of milliseconds passed in as ``now``; a game never reads a clock. When a game needs
to act at a moment (a timer running out), ``next_deadline(state)`` names that moment and the table
sends the request ``tick`` from the system actor at that time.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

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


class RejectionCode(enum.StrEnum):
    """Why a request was refused. Clients translate the code; ``reason`` is a short English note."""

    UNKNOWN_REQUEST = "unknown_request"
    BAD_ARGUMENT = "bad_argument"
    NOT_ALLOWED = "not_allowed"  # this actor may never send it
    WRONG_PHASE = "wrong_phase"  # not now
    OUT_OF_TURN = "out_of_turn"
    ALREADY_DONE = "already_done"
    TABLE_FULL = "table_full"
    NAME_TAKEN = "name_taken"
    TOO_FEW_PLAYERS = "too_few_players"
    NOT_A_PLAYER = "not_a_player"  # an observer, or a seat that left
    NOTHING_TO_UNDO = "nothing_to_undo"
    SECRET_REVEALED = "secret_revealed"
    STORAGE_FAILED = "storage_failed"  # the table's journal could not store it (the disk): nothing changed


@dataclass(frozen=True)
class Rejection:
    code: RejectionCode
    reason: str

    def to_json(self) -> Json:
        return {"code": str(self.code), "reason": self.reason}


Outcome = list[Event] | Rejection
Handler = Callable[[S, Request, Actor, int], Outcome]
Folder = Callable[[S, Event], S]


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
    """One request type: who may send it, its arguments, and its pure handler.

    ``args`` maps a name to its kind; a name ending in ``?`` is optional.
    ``moderator_action`` marks what Ctrl+Z can take back (PLT-04).
    """

    handler: Handler[S]
    senders: frozenset[ActorKind]
    args: Mapping[str, Arg] = field(default_factory=dict)
    moderator_action: bool = False


def spec(
    handler: Handler[S],
    *senders: ActorKind,
    args: Mapping[str, Arg] | None = None,
    undoable: bool = False,
) -> RequestSpec[S]:
    return RequestSpec(handler, frozenset(senders), dict(args or {}), undoable)


def reject(code: RejectionCode, reason: str) -> Rejection:
    return Rejection(code, reason)


class Game(Generic[S]):
    """Base of every game. A game sets ``id``, ``requests`` and ``folds`` and the view methods.

    Everything here is pure: the same state, request, actor and time give the same outcome.
    """

    id: str = ""
    min_players: int = 1
    max_players: int = 1
    code_digits: int = 5
    """How many digits the table's join code has (the quiz's has four, QZ-03)."""
    requests: Mapping[str, RequestSpec[S]] = {}
    folds: Mapping[str, Folder[S]] = {}
    revealing_events: frozenset[str] = frozenset()
    """Event types that show a secret to someone who may not have seen it before; an undo that
    would take such an event back is refused (PLT-04). (house) Dealing cards is one: a card reaches
    its phone the moment it is dealt, and a redeal after the table changed could show that phone a
    second card that adds to the first (a seat that saw the location made the spy of it)."""

    # --- set-up -----------------------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], seed: int) -> S:
        raise NotImplementedError

    # --- requests ---------------------------------------------------------------------------
    def handle(self, state: S, request: Request, actor: Actor, now: int) -> Outcome:
        """Check who sends it and its arguments, then ask its handler (PLT-11)."""
        rs = self.requests.get(request.type)
        if rs is None:
            return reject(RejectionCode.UNKNOWN_REQUEST, f"unknown request {request.type!r}")
        if actor.kind not in rs.senders:
            return reject(RejectionCode.NOT_ALLOWED, f"{actor.kind} may not send {request.type!r}")
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

    def is_moderator_action(self, request: Request) -> bool:
        rs = self.requests.get(request.type)
        return bool(rs and rs.moderator_action)

    def fold(self, state: S, event: Event) -> S:
        return self.folds[str(event["type"])](state, event)

    def fold_all(self, state: S, events: Iterable[Event]) -> S:
        for event in events:
            state = self.fold(state, event)
        return state

    def reveals_secret(self, event: Event) -> bool:
        return str(event["type"]) in self.revealing_events

    def next_deadline(self, state: S) -> int | None:
        """The moment (ms) at which the table must send ``tick``, or None."""
        return None

    # --- views (PLT-05) ---------------------------------------------------------------------
    def public_view(self, state: S, now: int) -> Json:
        raise NotImplementedError

    def player_view(self, state: S, seat: int, now: int) -> Json:
        """The public view plus what this seat alone may see (:meth:`player_part`)."""
        part = self.player_part(state, seat, now)
        return {**self.public_view(state, now), **part}

    def player_part(self, state: S, seat: int, now: int) -> Json:
        """What one player's view adds to the public view: their card, their choices. Its keys are
        not keys of the public view, so the table can send the public part once and this beside it.

        A game overrides this (and keeps the default :meth:`player_view`) or overrides
        :meth:`player_view`, in which case this default works out the difference."""
        view = self.player_view(state, seat, now)
        public = self.public_view(state, now)
        return {k: v for k, v in view.items() if k not in public or public[k] != v}

    def moderator_view(self, state: S, now: int) -> Json:
        raise NotImplementedError

    def seat_numbers(self, state: S) -> list[int]:
        """Every seat that has a view of its own (present seats)."""
        raise NotImplementedError

    def allowed(self, state: S, actor: Actor, now: int) -> list[str]:
        """The request types this actor could send now (buttons enabled on phone and console)."""
        return []

    # --- records (PLT-17) -------------------------------------------------------------------
    def withheld_seats(self, state: S) -> frozenset[int]:
        """Seats whose players opted out of publication: an exported protocol leaves their names
        out (MAF-24). Most games have none."""
        return frozenset()

    def protocols(self, state: S) -> list[Json]:
        """One protocol per finished game of the table, for the exported protocol (MAF-24); a game
        whose rounds need none of their own returns ``[]``."""
        return []

    def profile_awards(self, wins: int) -> list[str]:
        """The awards a player's profile shows for ``wins`` games of this game won (ids, oldest
        first); most games have none (the quiz's hippos, QZ-26)."""
        return []

    def finished(self, state: S) -> list[Json]:
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

    def replay(self, options: Mapping[str, Any], seed: int, events: Iterable[Event]) -> S:
        """Replay from seed and events gives the same state (PLT-02)."""
        return self.fold_all(self.setup(options, seed), events)
