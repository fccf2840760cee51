"""A live table: the single authority that applies requests to a game (PLT-01).

Data flow, one way: a request → the game's pure handler → events → **journal append (durable)** →
fold → views → every subscriber is told (:class:`Changes`), and each connection gets only the view
for its seat (PLT-05, PLT-10). A refusal is returned to the caller alone and changes nothing.

Requests that arrive together (the server's burst of phone requests read in one turn of the loop)
are applied in a group (:meth:`Table.begin_group`, :meth:`Table.end_group`): each is judged and
applied in turn as alone, their entries go to the journal in one transaction with one commit, and
the subscribers are told of them only once that commit is on disk; if the disk refuses, the table
is put back as it was before the group, and nothing of it was seen (PLT-03). The commit (its sync)
may run on a writer thread while the loop goes on: until it has returned the table shows what is on
disk, and any further write waits for it (:meth:`Table.settle`).

The table knows no sockets and no Qt. It is given a clock (milliseconds) and ``call_later`` (the
asyncio loop's, which is also the Qt loop's under qasync) to send ``tick`` when a timer runs out and
``leave`` when a phone stays away past the grace period (SPY-38).
"""

from __future__ import annotations

import datetime as dt
import gc
import logging
import re
import secrets
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rules.core import (
    BOARD,
    GUEST,
    MODERATOR,
    SYSTEM,
    Actor,
    ActorKind,
    Game,
    Json,
    Rejection,
    RejectionCode,
    Request,
    clean_nickname,
)

from . import _json
from ._clock import CallLater, Cancellable, TableClock
from ._group_commit import Group, GroupCommit, _Memory
from ._undo import UndoScan
from ._view_pass import ViewPass
from .export import protocol_html, protocol_json, withheld_entries, withhold, write_protocol
from .journal import DROPPED, OK, UNDONE, Entry, Journal, StorageError, TableRecord

log = logging.getLogger(__name__)

UNDO_FROM_KEPT = 64
"""How many of the last moderator actions keep the table's state from before them, so that an undo
replays the journal from there instead of from the table's start (PLT-04)."""
LEAVE_GRACE_S = 60.0
"""A phone away longer than this has left the table (SPY-38); module level so tests can shrink it."""
OLD_CODE_GRACE_S = 600.0
"""How long a table that took a new code (PLT-08) still seats phones that were given the old one: a
join under way, a code read off the board a few minutes before. Those phones reached this console
by its own address, so the old code takes nothing from the console that announced it."""
ALIVE_EVERY_S = 1.0
"""How often a table with a running timer notes that the console is alive (PLT-03)."""


@contextmanager
def _cycles_uncollected() -> Iterator[None]:
    """Python's cycle collector paused while a journal is read and folded (PLT-02): each of its runs
    walked the entries read so far again (no cycles to collect there), a restore growing faster."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


@dataclass(frozen=True)
class Accepted:
    version: int
    events: list[dict[str, Any]]


Result = Accepted | Rejection


@dataclass(frozen=True)
class Changes:
    """Told to every subscriber after each change; each screen decides what to redraw.

    ``kind``: ``request`` (an accepted request), ``undo``, ``presence`` (a phone came or went),
    ``kicked`` (``seat`` lost its token), ``restore`` (the table was rebuilt from the journal),
    ``storage_failed`` (the journal refused a write; :attr:`Table.storage_problem` says why;
    nothing changed).
    """

    version: int
    kind: str
    seat: int | None = None
    entry: Entry | None = None


def actor_to_str(actor: Actor) -> str:
    return str(actor)


def actor_from_str(text: str) -> Actor:
    kind, _, seat = text.partition(":")
    return Actor(ActorKind(kind), int(seat) if seat else None)


def new_code(taken: set[str], digits: int = 5) -> str:
    """A table code of ``digits`` digits (5: SPY-01; the quiz's 4: QZ-03), not among ``taken``."""
    low = 10 ** (digits - 1)
    while True:
        code = f"{secrets.randbelow(9 * low) + low}"
        if code not in taken:
            return code


@dataclass
class _AllowedCache:
    """What each actor may send, for one state (:meth:`Table._allowed`)."""

    state: Any = None
    version: int = -1
    deadline: int | None = None
    by_actor: dict[str, tuple[tuple[str, ...], bytes]] = field(default_factory=dict)

    def reset(self, state: Any, version: int, deadline: int | None) -> None:
        self.state, self.version, self.deadline = state, version, deadline
        self.by_actor = {}


@dataclass
class _Presence:
    connected: dict[int, int] = field(default_factory=dict)  # seat -> open connections
    leave_timers: dict[int, Cancellable] = field(default_factory=dict)


def _without(text: str, names: set[str]) -> str:
    """``text`` with each of ``names`` (a whole word) replaced by a dash (MAF-24)."""
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", "—", text)
    return text



def replayed(game: Game[Any], record: TableRecord, entries: Sequence[Entry]) -> Any:
    """The table's state from its seed and the events of its accepted entries (PLT-02): what a
    restart restores, and what a review reads without opening the table."""
    state = game.setup(record.options, record.seed)
    for entry in entries:
        if entry.status == OK:
            state = game.fold_all(state, entry.events)
    return state

class Table(GroupCommit):
    """One table of one game. Build it with :meth:`create` or :meth:`restore`.

    Signals (callbacks): ``subscribe(callback)``; the callback receives :class:`Changes`.
    """

    def __init__(
        self,
        game: Game[Any],
        journal: Journal,
        record: TableRecord,
        *,
        clock: Callable[[], int] | None = None,
        call_later: CallLater | None = None,
    ) -> None:
        self.game = game
        self.journal = journal
        self.record = record
        self.clock: Callable[[], int] = clock or TableClock()
        """The table's clock in milliseconds (:class:`TableClock` unless one is given)."""
        self._call_later = call_later
        self.state: Any = game.setup(record.options, record.seed)
        self._entries: list[Entry] = []
        self.last_undo = 0
        """The seq of the table's last undo (0: none yet): every view carries it (``table.undone``), so a
        screen that keeps state of its own (a phone's open card) starts again from the view (PLT-04)."""
        self._subscribers: list[Callable[[Changes], None]] = []
        self._presence = _Presence()
        self._deadline_handle: Cancellable | None = None
        self._deadline_for: int | None = None
        """The deadline (table's ms) :attr:`_deadline_handle` wakes for."""
        self._alive_handle: Cancellable | None = None
        self._allowed_since: dict[str, tuple[tuple[str, ...], int]] = {}
        self._allowed_cache = _AllowedCache()
        self._last_pass: ViewPass | None = None
        self._accounts: dict[int, int] = {}  # seat -> account id (PLT-17)
        self._unheld: set[int] = set()  # seats whose token no phone has got yet (PLT-09)
        self.storage_problem: StorageError | None = None
        """The last write the journal refused (the disk full or read-only), until one succeeds."""
        self.url = ""
        self.lang = "uk"
        self._can_undo_at: tuple[int, bool] = (-1, False)
        self._undo_scan = UndoScan(game)
        self._before: dict[int, tuple[Entry, Any]] = {}
        """The state before each of the last :data:`UNDO_FROM_KEPT` moderator actions, by seq, with the
        entry it is from: still the state before it while that entry is the journal's (an undo of an
        earlier action rewrites every entry after it, a refused group takes its entries back)."""
        self.undo_from_kept = UNDO_FROM_KEPT
        self._old_code: tuple[str, int] | None = None  # the code before recode() and until when it works
        self._told_later: list[Changes] | None = None  # while a group is open: its changes, told at its commit
        self._open: tuple[Group, _Memory, list[Changes]] | None = None  # the open group, the table before it
        self._in_flight: tuple[Group, _Memory, _Memory, list[Changes]] | None = None  # its commit on the writer
        self._holds_due: list[int] = []  # seats held in memory, journaled with the next group (hold)

    # --- building -------------------------------------------------------------------------------
    @classmethod
    def create(
        cls,
        game: Game[Any],
        journal: Journal,
        *,
        options: Mapping[str, Any] | None = None,
        code: str | None = None,
        seed: int | None = None,
        clock: Callable[[], int] | None = None,
        call_later: CallLater | None = None,
    ) -> Table:
        clock = clock or TableClock()
        now = clock()
        taken = {t.code for t in journal.open_tables()}
        record = TableRecord(
            id=uuid.uuid4().hex,
            game=game.id,
            code=code or new_code(taken, game.code_digits),
            seed=seed if seed is not None else secrets.randbits(48),
            options=dict(options or {}),
            created_ms=now,
            closed=False,
            alive_ms=now,
        )
        journal.create_table(record)
        table = cls(game, journal, record, clock=clock, call_later=call_later)
        table._reschedule()
        return table

    @classmethod
    def restore(
        cls,
        game: Game[Any],
        journal: Journal,
        record: TableRecord,
        *,
        clock: Callable[[], int] | None = None,
        call_later: CallLater | None = None,
    ) -> Table:
        """Rebuild a table from its seed and journaled events (PLT-02, PLT-03).

        A timer that was running when the console went down is paused with the time it had left
        at the last moment the console was known alive; the moderator resumes it. Nobody is
        connected yet: every seat a phone joined starts its grace period now, and leaves if its
        phone does not come back in time (SPY-38 and the other games' ``leave``).

        Without a ``clock`` the table's clock starts at the wall time, but never before the last
        moment the journal knows (:class:`TableClock`).
        """
        with _cycles_uncollected():
            entries = journal.entries(record.id)
            last = max([record.alive_ms, record.created_ms, *(e.now_ms for e in entries[-1:])])
            table = cls(game, journal, record, clock=clock or TableClock(not_before_ms=last), call_later=call_later)
            table._entries = entries
            table.last_undo = max((e.seq for e in table._entries if e.request.get("type") == "undo"), default=0)
            table._accounts = journal.seat_accounts(record.id)
            table._unheld = journal.unheld_seats(record.id)
            table.state = replayed(game, record, table._entries)
        if game.next_deadline(table.state) is not None and "restored" in game.requests:
            last = table._entries[-1].now_ms if table._entries else record.alive_ms
            paused = table._apply(SYSTEM, Request("restored"), max(record.alive_ms, last))
            if table.storage_problem is not None and isinstance(paused, Rejection):
                raise table.storage_problem  # a timer that cannot be paused must not run on
        table._reschedule()
        for seat in sorted(set(table.player_seats()) & journal.token_seats(record.id)):
            table._start_leave_timer(seat)  # a seat the host added without a phone has no token
        table._notify(Changes(table.version, "restore"))
        return table

    # --- properties -------------------------------------------------------------------------------
    @property
    def code(self) -> str:
        return self.record.code

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def version(self) -> int:
        return self._entries[-1].seq if self._entries else 0

    def log(self) -> list[Entry]:
        """Every journaled entry, undone ones included, oldest first."""
        return list(self._entries)

    def log_from(self, start: int) -> list[Entry]:
        """The entries from the ``start``-th on (:meth:`log` ``[start:]``, without copying the rest):
        a screen that drew the first ones takes only what is new. Entries before ``start`` change
        only at an undo, which moves :attr:`last_undo`."""
        return self._entries[start:]

    def subscribe(self, callback: Callable[[Changes], None], *, first: bool = False) -> Callable[[], None]:
        """Call ``callback`` after every change; ``first`` puts it before the others (the server:
        phones get their views before the console redraws its own screen)."""
        if first:
            self._subscribers.insert(0, callback)
        else:
            self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback)

    # --- requests ---------------------------------------------------------------------------------
    def submit(self, actor: Actor, request: Request) -> Result:
        """Apply one request now. Accepted means journaled on disk; then subscribers are told."""
        return self._submit(actor, request)

    def _submit(self, actor: Actor, request: Request, account_id: int | None = None,
                token: str | None = None) -> Result:
        self.settle()  # no request overtakes a group whose commit is under way
        if request.type == "undo":
            if actor.kind is not ActorKind.MODERATOR:
                return Rejection(RejectionCode.NOT_ALLOWED, "only the moderator can undo")
            return self.undo()
        seats_before = set(self.game.seat_numbers(self.state))
        result = self._apply(actor, request, self.clock(), account_id, token)
        if isinstance(result, Accepted):
            # A removed seat's phone is told first, so it gets no view of a table it has left
            # (PLT-09); its token works again only if the removal is undone.
            for seat in sorted(seats_before - set(self.game.seat_numbers(self.state))):
                self._notify(Changes(self.version, "kicked", seat=seat))
            self._after_change(Changes(result.version, "request", entry=self._entries[-1]))
        return result

    def _apply(self, actor: Actor, request: Request, now: int, account_id: int | None = None,
               token: str | None = None) -> Result:
        outcome = self.game.handle(self.state, request, actor, now)
        if isinstance(outcome, Rejection):
            return outcome
        events = [dict(e) for e in outcome]
        entry = Entry(self.version + 1, now, actor_to_str(actor), request.to_json(), events)
        seat = next((int(e["seat"]) for e in events if e.get("type") == "seat_taken"), None)
        link = (seat, account_id) if seat is not None and account_id is not None else None
        seat_token = (seat, token) if seat is not None and token is not None else None
        # durable before anyone sees the effect (PLT-03); a new seat's token and account with it
        # in one transaction (PLT-09, PLT-17): a crash leaves the whole join or nothing
        try:
            self.journal.append(self.id, entry, link, seat_token)
        except StorageError as refused:  # nothing is applied that is not on disk
            return self._storage_failed(refused)
        self.storage_problem = None
        if link is not None:
            self._accounts[link[0]] = link[1]
        if seat_token is not None:
            self._unheld.add(seat_token[0])
        self._entries.append(entry)
        if actor.kind is ActorKind.MODERATOR and self.undo_from_kept > 0:  # an undo's target (PLT-04)
            self._before[entry.seq] = (entry, self.state)
            if len(self._before) > self.undo_from_kept:
                del self._before[next(iter(self._before))]
        self.state = self.game.fold_all(self.state, events)
        return Accepted(entry.seq, events)

    def join(self, nickname: str, account_id: int | None = None) -> tuple[int, str] | Rejection:
        """A phone takes a new seat: its seat number and the token it keeps (PLT-09).

        The seat and its token are journaled together; the seat is the phone's once the token
        reached it (:meth:`hold`). Until then the same nickname joining again takes that seat
        with a new token: a join cut short (the phone never got its welcome, the console went
        down) never blocks its nickname.

        ``account_id``: the player signed in with an account (PLT-17); the seat stays linked to it
        (journaled with the join, restored with the table). Without one the player is a guest.
        """
        self.settle()
        seat = self._unheld_seat_named(nickname, account_id)
        if seat is not None:
            try:
                return seat, self.issue_token(seat, held=False)
            except StorageError:
                return self.storage_refusal()
        token = secrets.token_urlsafe(24)
        result = self._submit(GUEST, Request("join", {"nickname": nickname}), account_id, token)
        if isinstance(result, Rejection):
            return result
        seat = next(int(e["seat"]) for e in result.events if e.get("type") == "seat_taken")
        return seat, token

    def _unheld_seat_named(self, nickname: str, account_id: int | None) -> int | None:
        """A present seat that no phone holds, with this nickname spelled the same (case aside). A
        look-alike of it ("Оla" with a Cyrillic "О") does not take it: the rules refuse it as a name
        taken (:func:`rules.core.nickname_key`), so nobody can pick up a seat whose join was cut short
        by typing a name that only looks like its own."""
        name = clean_nickname(nickname).casefold()
        present = set(self.game.seat_numbers(self.state))
        names = self.nicknames()
        for seat in sorted(self._unheld & present):
            if names.get(seat, "").casefold() == name and self._accounts.get(seat) == account_id:
                return seat
        return None

    def hold(self, seat: int, *, later: bool = False) -> None:
        """The seat's token was handed to a phone (its welcome sent): the seat is that phone's now,
        and its nickname is taken (PLT-09). Journaled once; cheap to call again.

        ``later``: journaled with the table's next group (:meth:`begin_group`, group commit,
        PLT-03) instead of with a commit of its own: the seats of a room that joined at once are
        held with one commit. In memory the seat is held at once either way."""
        self.settle()
        if seat in self._unheld:
            self._unheld.discard(seat)  # in this run, whatever the disk says: the phone has it
            if self._open is not None:  # nor does a refused group give it back
                self._open[1].unheld.discard(seat)
            if later:
                self._holds_due.append(seat)
                return
            try:
                self.journal.hold(self.id, seat)
            except StorageError as refused:
                self._storage_failed(refused)

    @property
    def holds_due(self) -> bool:
        """Whether seats held in memory wait for the next group to journal them (:meth:`hold`)."""
        return bool(self._holds_due)

    def begin_group(self) -> Group:
        """A group (:meth:`GroupCommit.begin_group`) whose first writes are the holds due
        (:meth:`hold` ``later``): they are committed with its requests."""
        group = super().begin_group()
        due, self._holds_due = self._holds_due, []
        for seat in due:
            try:
                self.journal.hold(self.id, seat)
            except StorageError:  # the group is refused: told when it ends, as any of its writes
                break
        return group

    def held(self, seat: int) -> bool:
        """Whether a phone ever got this seat's token (or the moderator's seat link exists)."""
        return seat not in self._unheld

    def recode(self, code: str) -> None:
        """Take another table code, while nobody has joined with the old one (PLT-08: codes stay
        unique among the consoles on the network)."""
        self.settle()
        if self.player_seats():
            raise ValueError("players have joined with this code")
        old = self.record.code
        try:
            self.journal.set_code(self.id, code)
        except StorageError as refused:
            self._storage_failed(refused)
            raise
        self.record = replace(self.record, code=code)
        self.url = self.url.replace(f"code={old}", f"code={code}")
        self._old_code = (old, self.clock() + int(OLD_CODE_GRACE_S * 1000))
        self._notify(Changes(self.version, "recoded"))

    def accepts_code(self, code: str | None) -> bool:
        """Whether a phone that says ``code`` has reached this table: its code, or the code it had
        before :meth:`recode` for :data:`OLD_CODE_GRACE_S` after (PLT-08). The phone is welcomed
        with the table's code."""
        if code == self.record.code:
            return True
        old = self._old_code
        return old is not None and code == old[0] and self.clock() < old[1]

    def issue_token(self, seat: int, held: bool = True) -> str:
        """A new token for ``seat``, the only valid one from now on. ``held``: someone has it (a
        seat link the moderator shows); else it is the phone's once sent (:meth:`hold`)."""
        self.settle()
        token = secrets.token_urlsafe(24)
        try:
            self.journal.set_token(self.id, seat, token, held)
        except StorageError as refused:  # the old token stays the valid one
            self._storage_failed(refused)
            raise
        if held:
            self._unheld.discard(seat)
        else:
            self._unheld.add(seat)
        return token

    def seat_of_token(self, token: str) -> int | None:
        self.settle()  # a seat joined in a group under way has its token once the group is on disk
        seat = self.journal.seat_of_token(self.id, token)
        if seat is None or seat not in self.game.seat_numbers(self.state):
            return None
        return seat

    def reissue_token(self, seat: int) -> str:
        """A new token for ``seat``; a phone holding the old one is told it was removed (PLT-09)."""
        token = self.issue_token(seat)
        self._notify(Changes(self.version, "kicked", seat=seat))
        return token

    # --- accounts (PLT-17) ------------------------------------------------------------------------
    def account_of(self, seat: int) -> int | None:
        """The account the player at ``seat`` joined with, or None for a guest."""
        return self._accounts.get(seat)

    def seat_accounts(self) -> dict[int, int]:
        """Seat → account id, for every seat ever taken with an account at this table."""
        return dict(self._accounts)

    def seat_of_account(self, account_id: int) -> int | None:
        """The present seat held by ``account_id`` at this table, if any."""
        present = set(self.game.seat_numbers(self.state))
        return next((s for s, a in sorted(self._accounts.items()) if a == account_id and s in present), None)

    def nicknames(self) -> dict[int, str]:
        """Seat → nickname for every seat ever taken (those that left included)."""
        return {seat.number: seat.nickname for seat in self.game.seats(self.state)}

    # --- undo (PLT-04) ----------------------------------------------------------------------------
    def _undo_target(self) -> int | Rejection:
        """The last moderator action still in force, unless a secret was revealed since (PLT-04,
        :class:`net._undo.UndoScan`)."""
        return self._undo_scan.target(self._entries)

    def can_undo(self) -> bool:
        if self._can_undo_at[0] != self.version:  # worked out once per change, not per view
            self._can_undo_at = (self.version, not isinstance(self._undo_target(), Rejection))
        return self._can_undo_at[1]

    def undo(self) -> Result:
        """Take back the last moderator action by replaying the journal without it.

        Later requests are applied again at the moments they were made; any that no longer fit
        are marked ``dropped``. The journal keeps everything, marked.
        """
        self.settle()
        target = self._undo_target()
        if isinstance(target, Rejection):
            return target
        now = self.clock()
        start, state = 0, self.game.setup(self.record.options, self.record.seed)
        kept = self._before.get(self._entries[target].seq)
        if kept is not None and kept[0] is self._entries[target]:
            # the entries before the target are as they were when it was applied (any undo of an
            # earlier action made a new entry of it): replayed from the state before it, the same state
            # as the folds of all of them give
            start, state = target, kept[1]
        rewritten: list[Entry] = self._entries[:start]
        for index in range(start, len(self._entries)):
            entry = self._entries[index]
            if entry.status != OK or entry.request.get("type") == "undo":
                rewritten.append(entry)
                continue
            if index < target:
                state = self.game.fold_all(state, entry.events)
                rewritten.append(entry)
                continue
            if index == target:
                rewritten.append(Entry(entry.seq, entry.now_ms, entry.actor, entry.request, entry.events, UNDONE))
                continue
            outcome = self.game.handle(
                state, Request.from_json(entry.request), actor_from_str(entry.actor), entry.now_ms
            )
            if isinstance(outcome, Rejection):
                rewritten.append(Entry(entry.seq, entry.now_ms, entry.actor, entry.request, entry.events, DROPPED))
                continue
            events = [dict(e) for e in outcome]
            state = self.game.fold_all(state, events)
            rewritten.append(Entry(entry.seq, entry.now_ms, entry.actor, entry.request, events, OK))
        undo_entry = Entry(
            self.version + 1, now, actor_to_str(MODERATOR),
            {"type": "undo", "args": {"seq": self._entries[target].seq}}, [],
        )
        changed = [new for old, new in zip(self._entries[start:], rewritten[start:], strict=True) if old != new]
        try:
            self.journal.undo(self.id, undo_entry, changed)  # one transaction, durable
        except StorageError as refused:
            return self._storage_failed(refused)
        self.storage_problem = None
        self._entries = [*rewritten, undo_entry]
        self.last_undo = undo_entry.seq
        self.state = state
        self._after_change(Changes(undo_entry.seq, "undo", entry=undo_entry))
        return Accepted(undo_entry.seq, [])

    # --- presence (PLT-09, SPY-38) ----------------------------------------------------------------
    def connected(self, seat: int) -> bool:
        return self._presence.connected.get(seat, 0) > 0

    def set_connected(self, seat: int, connected: bool) -> None:
        counts = self._presence.connected
        before = self.connected(seat)
        counts[seat] = max(0, counts.get(seat, 0) + (1 if connected else -1))
        if self.connected(seat):
            handle = self._presence.leave_timers.pop(seat, None)
            if handle:
                handle.cancel()
        elif before:
            self._start_leave_timer(seat)
        if before != self.connected(seat):
            self._notify(Changes(self.version, "presence", seat=seat))

    def _start_leave_timer(self, seat: int) -> None:
        """The seat leaves unless its phone is back within the grace period (SPY-38)."""
        if self._call_later is None or "leave" not in self.game.requests:
            return
        old = self._presence.leave_timers.pop(seat, None)
        if old:
            old.cancel()
        self._presence.leave_timers[seat] = self._call_later(LEAVE_GRACE_S, lambda: self._on_left(seat))

    def _on_left(self, seat: int) -> None:
        self._presence.leave_timers.pop(seat, None)
        if not self.connected(seat) and seat in self.game.seat_numbers(self.state):
            left = self.submit(SYSTEM, Request("leave", {"seat": seat}))
            if self._refused_by_disk(left) and self._call_later is not None:  # again once it takes writes
                self._presence.leave_timers[seat] = self._call_later(ALIVE_EVERY_S, lambda: self._on_left(seat))

    # --- timers -----------------------------------------------------------------------------------
    def _reschedule(self) -> None:
        """Wake at the game's next deadline. A change that leaves it where it was (a vote while the
        round's clock runs) keeps the timer set for it: one timer a deadline, not one a change."""
        deadline = self.game.next_deadline(self.state)
        if self._deadline_handle:
            if deadline == self._deadline_for:
                return
            self._deadline_handle.cancel()
            self._deadline_handle = None
        if deadline is None or self._call_later is None:
            return
        delay = max(0.0, (deadline - self.clock()) / 1000)
        self._deadline_handle = self._call_later(delay, self._on_deadline)
        self._deadline_for = deadline
        if self._alive_handle is None:
            self._alive_handle = self._call_later(ALIVE_EVERY_S, self._on_alive)

    def _on_deadline(self) -> None:
        self._deadline_handle = None
        deadline = self.game.next_deadline(self.state)
        if deadline is None:
            return
        if deadline > self.clock():  # woke early: wait the rest
            self._reschedule()
            return
        if self._refused_by_disk(self.submit(SYSTEM, Request("tick"))) and self._call_later is not None:
            if self._deadline_handle:
                self._deadline_handle.cancel()  # one timer for the deadline, whatever was set meanwhile
            self._deadline_handle = self._call_later(ALIVE_EVERY_S, self._on_deadline)  # try again
            self._deadline_for = None  # not the deadline's own moment: the next change sets it again

    def _on_alive(self) -> None:
        self.settle()  # its handle still set: a group ended here reschedules no second one
        self._alive_handle = None
        if self.game.next_deadline(self.state) is None or self._call_later is None:
            return
        try:
            self.journal.mark_alive(self.id, self.clock())
        except StorageError as refused:
            if self.storage_problem is None:  # told once, not every second; refused requests tell again
                self._storage_failed(refused)
        if self._alive_handle is None:  # one chain of marks, whatever was scheduled meanwhile
            self._alive_handle = self._call_later(ALIVE_EVERY_S, self._on_alive)

    def close(self, finished: bool = False) -> None:
        """Stop timers; ``finished`` marks the table as not to be restored."""
        self.settle()
        for handle in (self._deadline_handle, self._alive_handle, *self._presence.leave_timers.values()):
            if handle:
                handle.cancel()
        self._presence.leave_timers.clear()
        try:
            due, self._holds_due = self._holds_due, []
            for seat in due:  # the seats whose phones got their welcome stay theirs (PLT-09)
                self.journal.hold(self.id, seat)
            if finished:
                self.journal.close_table(self.id)
            else:
                self.journal.mark_alive(self.id, self.clock())
        except StorageError as refused:  # the table stays as the journal last had it
            log.error("closing table %s: %s", self.code, refused)

    # --- views (PLT-05, PLT-10) ---------------------------------------------------------------------
    def _envelope(self, game_view: Json) -> Json:
        seats = []
        for seat in self.game.seats(self.state):
            seats.append({"seat": seat.number, "nickname": seat.nickname, "present": seat.present,
                          "connected": self.connected(seat.number)})
        return {
            "table": {"code": self.code, "game": self.game.id, "lang": self.lang, "url": self.url,
                      "opened": self.record.created_ms, "undone": self.last_undo},
            "seats": seats,
            "game": game_view,
        }

    def view_for(self, actor: Actor, now: int | None = None) -> Json:
        """The whole view one holder may see: board → public, player → their seat, moderator → all.

        Views sent together pass the same ``now`` so that they agree on the clock."""
        now = self.clock() if now is None else now
        if actor.kind is ActorKind.PLAYER and actor.seat is not None:
            view = self._envelope(self.game.player_view(self.state, actor.seat, now))
            view["you"] = {"seat": actor.seat}
            view["allowed"] = self.allowed(actor, now)
            return view
        if actor.kind is ActorKind.MODERATOR:
            view = self._envelope(self.game.moderator_view(self.state, now))
            view["allowed"] = self.allowed(actor, now)
            return view
        view = self._envelope(self.game.public_view(self.state, now))
        view["board"] = self.game.board(view)  # PLT-13: one scene for the projector and every TV
        return view

    def view_pass(self, now: int | None = None) -> ViewPass:
        """The views of one moment, as JSON text, for sending to many connections at once."""
        views = self._last_pass = ViewPass(self, self.clock() if now is None else now)
        return views

    def screen_views(self) -> tuple[Json, Json, int]:
        """The moderator's view and the board's (public) view of one moment, and that moment, for
        the console's screens: the moment of the last view pass while the table is as it was then
        (the board's view the phones and boards were sent is not made a second time), else now."""
        last = self._last_pass
        if last is not None and last.state is self.state and last.version == self.version:
            public = last.public_view()
            if public is not None:
                return self.view_for(MODERATOR, last.now), public, last.now
        now = self.clock()
        return self.view_for(MODERATOR, now), self.view_for(BOARD, now), now

    def public_view(self) -> Json:
        return self.view_for(BOARD)

    def moderator_view(self) -> Json:
        return self.view_for(MODERATOR)

    def allowed(self, actor: Actor, now: int | None = None) -> list[str]:
        """The request types ``actor`` may send now (its buttons, PROTOCOL.md ``allowed``)."""
        return list(self._allowed(actor, self.clock() if now is None else now)[0])

    def allowed_json(self, actor: Actor, now: int) -> bytes:
        """:meth:`allowed` as JSON, made once per seat and state."""
        return self._allowed(actor, now)[1]

    def _allowed(self, actor: Actor, now: int) -> tuple[tuple[str, ...], bytes]:
        """What ``actor`` may send, worked out once per state: the guards look at the state, and at
        the time only through the game's deadlines (a timer that runs out), so the answer holds
        until the state changes or the next deadline passes; past it, it is worked out each time
        (until the ``tick`` the deadline brings changes the state)."""
        cache = self._allowed_cache
        if cache.state is not self.state or cache.version != self.version:
            cache.reset(self.state, self.version, self.game.next_deadline(self.state))
        key = str(actor)
        known = cache.by_actor.get(key) if cache.deadline is None or now < cache.deadline else None
        if known is None:
            allowed = list(self.game.allowed(self.state, actor, now))
            if actor.kind is ActorKind.MODERATOR and self.can_undo():
                allowed.append("undo")
            known = cache.by_actor[key] = (tuple(allowed), _json.dumps(allowed))
            since = self._allowed_since.get(key)
            if since is None or since[0] != known[0]:
                self._allowed_since[key] = (known[0], self.version)
        return known

    def is_stale(self, actor: Actor, version: int, request_type: str | None = None) -> bool:
        """A request made on a view older than the last change of what this actor may do (PLT-11).

        A request of ``request_type`` that this actor may send now is never stale: it is judged by
        the table's state, whatever view it was made on (in a burst of 18 votes and confirms a phone's
        view is a few versions behind, and its vote still counts); only one it may no longer send is
        refused as stale, so that the phone looks again."""
        allowed = self.allowed(actor)
        if request_type is not None and request_type in allowed:
            return False
        since = self._allowed_since[str(actor)][1]
        return version < since

    def _published(self) -> tuple[list[Entry], Json, list[Json], list[Json]]:
        """The journal, the public view, the games' protocols and the finished rounds, without the
        names of players who opted out of publication (MAF-24)."""
        seats = self.game.withheld_seats(self.state)
        names = {n for s, n in self.nicknames().items() if s in seats}
        return (withheld_entries(self._entries, names), withhold(self.public_view(), names),
                withhold(self.game.protocols(self.state), names), withhold(self.game.finished(self.state), names))

    def protocol_json(self) -> Json:
        """The table's protocol as data (PLT-18)."""
        entries, public, games, _finished = self._published()
        return protocol_json(self.record, entries, public, games)

    def protocol_html(self, lang: str = "en", names: Mapping[str, str] | None = None,
                      lines: Mapping[int, str] | None = None, zone: dt.tzinfo | None = None) -> str:
        """The table's protocol as a printable page (PLT-18); ``lines``: each entry in words; each
        player by the place the game gives it at the table; times in ``zone`` (default: this machine's)."""
        entries, public, games, finished = self._published()
        hidden = {n for s, n in self.nicknames().items() if s in self.game.withheld_seats(self.state) and n}
        said = {seq: _without(text, hidden) for seq, text in (lines or {}).items()}  # MAF-24: in the words too
        return protocol_html(self.record, entries, public, lang, dict(names or {}), games, finished, said,
                             self.game.table_places(self.state), zone)

    def export_protocol(self, folder: Path, lang: str = "en", names: Mapping[str, str] | None = None,
                        lines: Mapping[int, str] | None = None,
                        zone: dt.tzinfo | None = None) -> tuple[Path, Path]:
        """Write the protocol as ``.json`` and ``.html`` into ``folder`` (PLT-18)."""
        return write_protocol(folder, self.record, self.protocol_json(),
                              self.protocol_html(lang, names, lines, zone))

    def note_recording(self, file: str, game: int, started_ms: int) -> bool:
        """MAF-23: the room's recording of ``game`` in ``file`` began at ``started_ms`` (the table's
        clock), journaled so that a review places each moment within a second of the audio; False
        (and :attr:`storage_problem`) when the disk refuses."""
        self.settle()
        try:
            self.journal.note_recording(self.id, file, game, started_ms)
        except StorageError as refused:
            self.storage_problem = refused
            log.error("the journal refused a recording's start: %s", refused)
            return False
        return True

    def player_seats(self) -> list[int]:
        return list(self.game.seat_numbers(self.state))

    # --- storage ------------------------------------------------------------------------------------
    def _storage_failed(self, refused: StorageError) -> Rejection:
        """A write the journal refused: nothing moved, every subscriber is told (the console alerts)."""
        log.error("the journal refused a write: %s", refused)
        self.storage_problem = refused
        self._notify(Changes(self.version, "storage_failed"))
        return self.storage_refusal()

    def storage_refusal(self) -> Rejection:
        """The refusal a request gets when the journal cannot store it."""
        problem = self.storage_problem
        cause = problem.cause if problem is not None else "the disk refused the write"
        return Rejection(RejectionCode.STORAGE_FAILED, f"the journal could not store it ({cause}); nothing changed")

    @staticmethod
    def _refused_by_disk(result: Result) -> bool:
        return isinstance(result, Rejection) and result.code is RejectionCode.STORAGE_FAILED

    # --- notifications ------------------------------------------------------------------------------
    def _after_change(self, changes: Changes) -> None:
        if self._told_later is None:  # a group's timers are set once it is on disk
            self._reschedule()
        self._notify(changes)

    def _notify(self, changes: Changes) -> None:
        if self._told_later is not None:  # inside a group: told once its commit is on disk (PLT-03)
            self._told_later.append(changes)
            return
        for callback in list(self._subscribers):
            try:
                callback(changes)
            except Exception:  # one broken screen must not stop the others
                log.exception("subscriber failed on %s", changes)
