"""The event log: every journaled request of the table, oldest first; what undo took back is shown
struck through (PLT-04).

The game's desk puts its own requests in words (:meth:`gm_console.desk.Desk.log_line`), and
leaves out those whose content is secret (a spy's vote or cross-out, SPY-15, SPY-20; a SUSPI
player's room). What every table has (joining, leaving, removal, the timer, undo) is worded
here. A player's request that the desk does not word is left out: it may tell the moderator who
holds which role, and the moderator may be playing (host plays).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from net.journal import DROPPED, OK, UNDONE, Entry, same_start

from .. import views
from ..table_model import TableModel
from ..views import Json
from ._panel import Panel
from .log_view import LogView

T = TypeVar("T")

GAME_WORDS = object()
"""What a desk's ``log_line`` returns for a request it leaves to this panel."""


def departure(kind: str, view: Json, args: Json) -> str:
    """A ``kick`` or a ``leave`` in the log's words (a desk adds what followed from it)."""
    gone = views.nickname(view, args.get("seat"))
    if kind == "kick":
        return QCoreApplication.translate("LogPanel", "%1 removed by the moderator").replace("%1", gone)
    return QCoreApplication.translate("LogPanel", "%1 left (phone away too long)").replace("%1", gone)


def request_of(entry: Entry, view: Json) -> tuple[str, Json, str]:
    """An entry's request as a desk words it: its type, its arguments and the sender's nickname
    (empty for the moderator and the system)."""
    seat = entry.actor.partition(":")[2]
    return (str(entry.request.get("type")), entry.request.get("args") or {},
            views.nickname(view, int(seat)) if seat.isdigit() else "")


def nicknames(view: Json) -> tuple[tuple[object, object], ...]:
    """Each seat's nickname, all that the lines' words read of the seats (not whether a phone is
    connected: a phone that sleeps and comes back changes no line). The words read one more thing
    of the view as it is now: whether the host plays (:meth:`LogPanel.draw`)."""
    return tuple((row.get("seat"), row.get("nickname")) for row in view.get("seats") or [])


LogLine = Callable[[Entry, Json], object]


class LogPanel(Panel):
    """``table.log()`` in words."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.log_line: LogLine = lambda _entry, _view: GAME_WORDS
        """The desk's words for an entry: a text, None to leave it out, or GAME_WORDS."""
        self.list = LogView(self)
        self.list.setObjectName("event_log")
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setMinimumHeight(60)  # three entries at least; a laptop needs the rest
        self._drawn: list[Entry] = []
        """The entries the lines were drawn from, in the journal's order."""
        self._names: dict[object, object] = {}
        """The nickname of every seat the lines drawn were worded with (a phone's coming and going
        changes no line: it is not compared)."""
        self._host_plays = False
        self._mark: tuple[object, int] = (None, -1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        self.retranslate()

    def watch(self, view: Json) -> object:
        return (self.model.table.version, nicknames(view), views.host_plays(view))

    def draw(self, view: Json) -> None:
        """Add the entries that are new since the last draw. An undo rewrites the entries from the
        one it took back on (PLT-04: struck through, the later ones applied again or dropped): their
        lines are taken out and added again, the lines before them stay. Start over when a seat's
        nickname changed or the host started or stopped playing (PLT-10: the lines then show no
        secret of any game of the evening). An evening's log grows long: it is never rebuilt per
        request, nor when a phone sleeps or comes back, nor when a seat is taken or left, nor at an
        undo."""
        table = self.model.table
        names = dict(nicknames(view))
        host_plays = views.host_plays(view)
        drawn = self._drawn
        # the entries drawn change only at an undo (PLT-04), which moves the table's last_undo: an
        # evening's log is compared in one step, not entry by entry at each request
        mark = (table.id, table.last_undo)
        renamed = any(self._names.get(seat, name) != name for seat, name in names.items())
        if renamed or mark[0] != self._mark[0] or host_plays != self._host_plays:
            self._names = {}
            self.list.wipe()
            drawn = []
        elif mark != self._mark:
            kept = same_start(drawn, table.log_from(0))
            if kept < len(drawn):
                self.list.drop_from(drawn[kept].seq)
                del drawn[kept:]
        self._mark, self._host_plays = mark, host_plays
        lines = []
        for entry in table.log_from(len(drawn)):
            drawn.append(entry)
            text = self.describe(entry, view)
            if text is not None:
                lines.append(self._line(entry, text))
        self.list.add(lines)
        self._drawn = drawn
        self._names.update(names)

    def _line(self, entry: Entry, text: str) -> tuple[int, str, str | None]:
        """An entry's line: its seq, its time and words, and why it is struck (or None)."""
        struck = (self.tr("Taken back by undo") if entry.status == UNDONE
                  else self.tr("No longer valid after an undo") if entry.status == DROPPED else None)
        return entry.seq, f"{dt.datetime.fromtimestamp(entry.now_ms / 1000):%H:%M:%S}  {text}", struck

    def describe(self, entry: Entry, view: Json, *, who: bool = True) -> str | None:
        """One entry in words, or None for a request whose content stays secret; ``who=False``
        leaves out the "Moderator:" in front (the printed protocol has a column for who)."""
        kind = str(entry.request.get("type"))
        args = entry.request.get("args") or {}
        actor = entry.actor.partition(":")[0]
        words = self.log_line(entry, view)
        if words is GAME_WORDS:
            if kind == "join":
                joined = next((e.get("nickname") for e in entry.events if e.get("type") == "seat_taken"),
                              args.get("nickname"))
                return self.tr("%1 joined").replace("%1", str(joined))
            texts = {
                "pause_timer": lambda: self.tr("Timer paused"),
                "resume_timer": lambda: self.tr("Timer resumed"),
                "add_time": lambda: self.tr("Time changed by %1 s").replace(
                    "%1", f"{int(args.get('seconds', 0)):+d}"),
                "kick": lambda: departure(kind, view, args),
                "leave": lambda: departure(kind, view, args),
                "tick": lambda: self.tr("Time is up"),
                "restored": lambda: self.tr("Console restarted: the timer waits"),
                "undo": lambda: self.tr("Undo"),
            }
            if kind in texts:
                words = texts[kind]()
            elif actor == "player":
                return None
            else:
                words = kind.replace("_", " ")
        if words is None:
            return None
        text = str(words)
        if who and actor == "moderator" and kind != "undo":
            text = self.tr("Moderator: %1").replace("%1", text)
        return text

    def retranslate(self) -> None:
        self.setTitle(self.tr("Event log"))
        self.rebuild()

    def rebuild(self) -> None:
        """Every entry worded anew, once each and in the journal's order (after a language switch)."""
        self.list.wipe()
        self._drawn = []
        self._names = {}
        self.redraw()


class JournalEvents(Generic[T]):
    """The journal's events of one kind (or of a few, in the journal's order), each as (its entry's
    seq, whether the entry is kept, its ``value``), read as the journal grows: an entry once, when it
    is new, and the whole journal again only when its entries were rewritten (an undo marks them,
    PLT-04; a write the disk refused takes its entries back, PLT-03). Reading them all at every
    change of the table cost a request the whole evening's journal."""

    def __init__(self, model: TableModel, kind: str | tuple[str, ...], value: Callable[[Json], T]) -> None:
        self.model = model
        self.kinds = frozenset((kind,) if isinstance(kind, str) else kind)
        self.value = value
        self._mark: object = None
        self._last: Entry | None = None  # the last entry read (the same object while the journal only grew)
        self._seen = 0
        self._found: list[tuple[int, bool, T]] = []

    def __call__(self) -> list[tuple[int, bool, T]]:
        table = self.model.table
        mark = (id(table), table.id, table.last_undo)
        tail = table.log_from(max(0, self._seen - 1)) if mark == self._mark else []
        if mark != self._mark or (self._seen and tail[:1] != [self._last]):
            self._mark, self._seen, self._last, self._found = mark, 0, None, []
            tail = table.log_from(0)
        new = tail[1:] if self._seen else tail
        for entry in new:
            self._found.extend((entry.seq, entry.status == OK, self.value(event))
                               for event in entry.events if event.get("type") in self.kinds)
        if new:
            self._seen += len(new)
            self._last = new[-1]
        return self._found


class HostPlayed:
    """Whether the host played when a journal entry was accepted (PLT-10): the ``host_plays``
    option then in force, by the changes kept and by all of them (an undone change counts too, to
    be safe). A desk's event log shows no secret of an entry made while the host played.

    The journal's option changes are read as the journal grows (:class:`JournalEvents`).
    """

    def __init__(self, model: TableModel) -> None:
        self.model = model
        self._changes = JournalEvents(model, "options_set",
                                      lambda event: bool((event.get("options") or {}).get("host_plays")))
        """The ``host_plays`` changes: (seq, kept, on)."""

    def __call__(self, entry: Entry) -> bool:
        table = self.model.table
        kept = latest = bool(table.record.options.get("host_plays"))
        for seq, ok, on in self._changes():
            if seq >= entry.seq:
                break
            latest = on
            if ok:
                kept = on
        return kept or latest
