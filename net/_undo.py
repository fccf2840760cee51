"""What undo would take back (PLT-04): the last moderator action still in force, unless a secret
was revealed since. Kept up to date entry by entry as the journal grows, so that asking at every
change (the console's undo button, every view's ``allowed``) costs the entries added since the last
time, not a walk back over every phone request since the last moderator action (a night of room
picks, a round of questions). A list rewritten from some entry on (an undo keeps the entries before
the action it takes back) is read again from that entry, not from its start."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.core import ActorKind, Game, Rejection, RejectionCode, Request

from .journal import OK, Entry, same_start


class UndoScan:
    """The undo target of a table's entries (:meth:`target`).

    (house) A secret that reached a phone stays revealed: each game names the events that put one
    on a phone (a deal's cards, the quiz's question read out) in ``revealing_events``, so no undo
    takes a deal back and no replay after it deals again differently: a phone never learns a second
    card that adds to one it saw in a branch that was undone.
    """

    def __init__(self, game: Game[Any]) -> None:
        self.game = game
        self._entries: Sequence[Entry] | None = None
        self._seen = 0
        self._action: int | None = None
        """The index of the last moderator action in force (an ``ok`` entry, not an undo)."""
        self._revealer: int | None = None
        """The index of the latest entry from that action on that put a secret on a phone."""
        self._marks: list[tuple[int, int | None, int | None]] = []
        """(index, action, revealer) at each entry that changed them, in order: where the scan stood
        after any entry, for a list that is the same up to it."""

    def target(self, entries: Sequence[Entry]) -> int | Rejection:
        """The index in ``entries`` of the moderator action undo takes back, or why there is none.
        ``entries`` is the table's list: appended to between two calls, or another list (an undo
        rewrites it, a restore reads it), which is then read from its start."""
        if entries is not self._entries:  # the same entries up to some index (the same objects): read from there
            same = same_start(self._entries or (), entries, self._seen)
            self._entries = entries
            self._rewind(same)
        elif self._seen > len(entries):
            self._rewind(len(entries))
        for index in range(self._seen, len(entries)):
            self._take(index, entries[index])
        self._seen = len(entries)
        if self._action is None:
            return Rejection(RejectionCode.NOTHING_TO_UNDO, "no moderator action to take back")
        action = entries[self._action]
        if self._revealer == self._action:
            return Rejection(RejectionCode.SECRET_REVEALED,
                             f"{action.request['type']!r} revealed a secret and cannot be taken back")
        if self._revealer is not None:
            revealer = entries[self._revealer]
            return Rejection(RejectionCode.SECRET_REVEALED,
                             f"{revealer.request['type']!r} ({revealer.actor}) revealed a secret after "
                             f"{action.request['type']!r}, so that cannot be taken back")
        return self._action

    def _rewind(self, seen: int) -> None:
        """Where the scan stood after the first ``seen`` entries."""
        marks = self._marks
        while marks and marks[-1][0] >= seen:
            marks.pop()
        self._action, self._revealer = marks[-1][1:] if marks else (None, None)
        self._seen = seen

    def _take(self, index: int, entry: Entry) -> None:
        if entry.status != OK or entry.request.get("type") == "undo":
            return
        reveals = any(self.game.reveals_secret(e) for e in entry.events)
        if entry.actor.startswith(ActorKind.MODERATOR.value) \
                and self.game.is_moderator_action(Request.from_json(entry.request)):
            self._action, self._revealer = index, index if reveals else None
        elif reveals and self._action is not None:
            self._revealer = index
        else:
            return
        self._marks.append((index, self._action, self._revealer))
