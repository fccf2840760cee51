"""A table's group commit (PLT-03): the requests that arrive together are judged and applied one
by one as alone, journaled in one transaction and committed with one sync, and told to the table's
subscribers only once that commit is on disk; a group the disk refuses leaves the table as before it.

:class:`GroupCommit` is a part of :class:`net.table.Table` (its only user), kept here for its size:
what the table holds in memory (:class:`_Memory`), taken before a group and put back when its
commit fails or while it runs on the journal's writer thread.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor, Future
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from .journal import Entry, Journal, StorageError


@dataclass
class Group:
    """A group of requests (:meth:`Table.begin_group`) and, once it is over (``done``), its outcome.

    ``committed``: the group's entries are on disk (or it wrote none); else ``refused`` says why the
    disk refused, and every request of the group that was accepted is undone (nothing was seen).
    ``on_disk``: while its commit runs on the writer thread, the future that ends with it."""

    done: bool = False
    committed: bool = False
    refused: StorageError | None = None
    on_disk: Future[None] | None = None


@dataclass(frozen=True)
class _Memory:
    """What a table holds in memory: taken before a group, put back if its commit fails, and
    shown while its commit runs on the writer thread."""

    state: Any
    entries: list[Entry]
    last_undo: int
    accounts: dict[int, int]
    unheld: set[int]
    storage_problem: StorageError | None
    can_undo_at: tuple[int, bool]
    allowed_since: dict[str, tuple[tuple[str, ...], int]]


class GroupCommit:
    """The group commit of a :class:`net.table.Table`, which gives it the table's memory and the
    ways it tells its subscribers (``_notify``), reschedules its timers and reports a refused write.
    The changes told after a commit are the table's ``Changes``."""

    journal: Journal
    state: Any
    last_undo: int
    storage_problem: StorageError | None
    _entries: list[Entry]
    _accounts: dict[int, int]
    _unheld: set[int]
    _can_undo_at: tuple[int, bool]
    _allowed_since: dict[str, tuple[tuple[str, ...], int]]
    _told_later: list[Any] | None
    _open: tuple[Group, _Memory, list[Any]] | None
    _in_flight: tuple[Group, _Memory, _Memory, list[Any]] | None

    def _notify(self, changes: Any) -> None:
        raise NotImplementedError

    def _reschedule(self) -> None:
        raise NotImplementedError

    def _storage_failed(self, refused: StorageError) -> Any:
        raise NotImplementedError

    @contextmanager
    def grouped(self) -> Iterator[Group]:
        """Apply the requests submitted inside as one group (group commit, PLT-03), committed when the
        block ends: :meth:`begin_group`, then :meth:`end_group` on this thread. An exception inside
        leaves nothing of the group, in the journal or in memory."""
        group = self.begin_group()
        try:
            yield group
        except BaseException:
            self._abandon_group()
            raise
        self.end_group()

    def begin_group(self) -> Group:
        """Open a group of requests (group commit, PLT-03): each request submitted until
        :meth:`end_group` is judged and applied in turn exactly as alone (a later one sees what an
        earlier one did) and its result returned at once; but their entries go to the journal in
        one transaction, committed with one sync at :meth:`end_group`, and the subscribers hear of
        the group's changes only after that commit. Whoever answers the requests (the server's
        acks) answers none before the group is committed. If the disk refuses a write or the
        commit, the table is as before the group, the subscribers hear ``storage_failed`` once, and
        :attr:`Group.refused` says so: the requests accepted in it must then be answered as refused
        (:meth:`storage_refusal`)."""
        self.settle()
        if self._open is not None:
            raise RuntimeError("a group is open already")
        group = Group()
        self._open = (group, self._memory(kept=True), [])
        self._told_later = self._open[2]
        self.journal.begin_group()
        return group

    def end_group(self, writer: Executor | None = None) -> Group:
        """Commit the open group. Without ``writer`` the commit is made here and the group is over
        when this returns. With ``writer`` (one thread), the commit is made there while this
        thread goes on: until it has returned the table shows what it was before the group (its
        views, its log, what its screens read), and the group ends at :meth:`settle`, which any
        further write to the table calls first; :attr:`Group.on_disk` ends with the commit."""
        assert self._open is not None, "no group is open"
        group, before, told = self._open
        self._open, self._told_later = None, None
        after = self._memory()
        in_flight = self.journal.commit_group_on(writer) if writer is not None else None
        if in_flight is None:
            try:
                self.journal.commit_group()  # the one commit of the group: on disk when it returns
            except StorageError as refused:
                self._finish(group, before, before, told, refused)
            else:
                self._finish(group, before, after, told, None)
            return group
        group.on_disk = in_flight
        self._recall(before)  # until the commit returned, nothing of the group shows
        self._in_flight = (group, before, after, told)
        return group

    def settle(self) -> None:
        """Wait for the group whose commit is on the writer thread, and end it: its changes are
        applied and told, or (the disk refused) the table stays as before it. Every write to the
        table calls it first, so that no write overtakes a group."""
        in_flight, self._in_flight = self._in_flight, None
        if in_flight is None:
            return
        group, before, after, told = in_flight
        assert group.on_disk is not None
        try:
            group.on_disk.result()
        except StorageError as refused:
            self._finish(group, before, before, told, refused)
        else:
            self._finish(group, before, after, told, None)

    def _finish(self, group: Group, before: _Memory, now: _Memory, told: list[Any],
                refused: StorageError | None) -> None:
        self._recall(now)
        self._reschedule()
        group.done = True
        if refused is not None:
            group.refused = refused
            self._storage_failed(refused)
            return
        group.committed = True
        for changes in told:
            self._notify(changes)

    def _abandon_group(self) -> None:
        assert self._open is not None
        _group, before, _told = self._open
        self._open, self._told_later = None, None
        self.journal.abandon_group()
        self._recall(before)

    def _memory(self, *, kept: bool = False) -> _Memory:
        """What the table holds in memory now; ``kept``: copies of its lists and maps, which the
        table goes on changing (the memory of the table before a group)."""
        if not kept:
            return _Memory(self.state, self._entries, self.last_undo, self._accounts, self._unheld,
                           self.storage_problem, self._can_undo_at, self._allowed_since)
        return _Memory(self.state, list(self._entries), self.last_undo, dict(self._accounts), set(self._unheld),
                       self.storage_problem, self._can_undo_at, dict(self._allowed_since))

    def _recall(self, memory: _Memory) -> None:
        """The table as it was when ``memory`` was taken (its lists and maps are the table's again)."""
        self.state, self._entries, self.last_undo = memory.state, memory.entries, memory.last_undo
        self._accounts, self._unheld = memory.accounts, memory.unheld
        self.storage_problem, self._can_undo_at = memory.storage_problem, memory.can_undo_at
        self._allowed_since = memory.allowed_since
