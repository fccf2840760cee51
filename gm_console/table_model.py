"""The bridge between the table and the Qt windows.

The table calls its subscribers from whatever thread changed it; this QObject re-emits each
:class:`net.table.Changes` as a Qt signal, so the windows always hear it on the GUI thread (queued
when it came from another thread, at once when it came from this one). After each change it takes
the moderator view and the public view once; every panel reads them from here and decides for
itself whether to redraw.

A model made with ``coalesce=True`` (the console's own) merges the changes that arrive close
together: the phones get every view at once (the server is told first, :meth:`Table.subscribe`),
but the console's screens redraw at most once per :data:`FRAME_MS`, from the views of the last
change, so a burst of 18 votes costs the console one redraw instead of 18 (PLT-12). The console's
own requests (:meth:`TableModel.submit`) and :meth:`TableModel.refresh` still redraw at once, and
whoever reads :attr:`TableModel.view` in between gets the table as it is (the redraw comes first).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from net.journal import StorageError
from net.table import Accepted, Changes, Table
from rules.core import MODERATOR, Rejection, Request

from . import views
from .views import Json

log = logging.getLogger(__name__)

FRAME_MS = 16
"""The least time between two redraws of a coalescing model: one frame of a 60 Hz screen."""


def merged(pending: list[Changes]) -> Changes:
    """The one change the screens hear for several merged ones: the last, unless one of them was
    a refused write (the console must show its storage alert, PLT-03), then that one at the last version."""
    last = pending[-1]
    failed = next((c for c in reversed(pending) if c.kind == "storage_failed"), None)
    if failed is None or failed is last:
        return last
    return Changes(last.version, failed.kind, failed.seat, failed.entry)


class TableModel(QObject):
    """The table as the console sees it: its latest views and the moderator's requests.

    Signals:
        changed(object): the table changed; the argument is its ``Changes`` (for merged changes,
            :func:`merged`).
        rejected(str, str): a request from the console was refused: its code and English reason.
    """

    changed = Signal(object)
    rejected = Signal(str, str)
    _arrived = Signal(object)

    def __init__(
        self,
        table: Table,
        parent: QObject | None = None,
        *,
        monotonic: Callable[[], float] = views.monotonic,
        coalesce: bool = False,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.monotonic = monotonic
        self.coalesce = coalesce
        self._view: Json = {}
        self._public: Json = {}
        self.received = 0.0
        self.version = 0
        """The table's version the views were taken at."""
        self._pending: list[Changes] = []
        self._last_flush = -1.0
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.timeout.connect(self.flush)
        self._take_views()
        self._arrived.connect(self.on_arrived)
        self._unsubscribe: Callable[[], None] | None = table.subscribe(self._arrived.emit)

    # --- reading ----------------------------------------------------------------------------------
    def _take_views(self) -> None:
        self._view, self._public, moment = self.table.screen_views()
        # the views' countdowns count from the moment they were taken (the one the phones' views
        # were made at, a moment ago), on this clock
        self.received = self.monotonic() - max(0, self.table.clock() - moment) / 1000
        self.version = self.table.version

    @property
    def view(self) -> Json:
        """The moderator view of the table as it is now: read while merged changes wait for their
        redraw (a button pressed in between), the screens are told of them first."""
        if self._pending:
            self.flush()
        return self._view

    @property
    def public(self) -> Json:
        """The public view (the board's) of the table as it is now (see :attr:`view`)."""
        if self._pending:
            self.flush()
        return self._public

    @property
    def pending(self) -> int:
        """How many changes wait for the screens' next redraw (coalescing)."""
        return len(self._pending)

    @property
    def game(self) -> Json:
        return views.game(self.view)

    def allowed(self) -> set[str]:
        return views.allowed(self.view)

    @Slot(object)
    def on_arrived(self, changes: Changes) -> None:
        """A change at the table: the screens redraw now, or (coalescing) once the frame is due."""
        self._pending.append(changes)
        if not self.coalesce:
            self.flush()
        elif not self._flush_timer.isActive():
            since_ms = (views.monotonic() - self._last_flush) * 1000
            self._flush_timer.start(max(0, int(FRAME_MS - since_ms)) if self._last_flush >= 0 else 0)

    @Slot()
    def flush(self) -> None:
        """Take the views of the table as it is now and tell the screens, once for every change
        since the last time (nothing when none is pending)."""
        self._flush_timer.stop()
        if not self._pending:
            return
        pending, self._pending = self._pending, []
        self._last_flush = views.monotonic()
        self._take_views()
        self.changed.emit(merged(pending))

    def refresh(self) -> None:
        """Take the views again without a change at the table (e.g. the language changed)."""
        self._pending.append(Changes(self.table.version, "refresh"))
        self.flush()

    # --- acting -----------------------------------------------------------------------------------
    def submit(self, request_type: str, **args: Any) -> bool:
        """Send one request as the moderator; a refusal is emitted as ``rejected``."""
        result = self.table.submit(MODERATOR, Request(request_type, args))
        self.flush()  # the moderator sees their own request (or the storage alert) at once
        if isinstance(result, Rejection):
            log.info("console request %s refused: %s (%s)", request_type, result.code, result.reason)
            self.rejected.emit(str(result.code), result.reason)
            return False
        assert isinstance(result, Accepted)
        return True

    def seat_accounts(self) -> dict[int, int]:
        """Seat → account id for the seats taken with an account; the other seats are guests (PLT-17)."""
        return self.table.seat_accounts()

    def reissue_token(self, seat: int) -> str | None:
        """A new seat token; the phone holding the old one is disconnected (PLT-09). None when the
        journal refused it (the table told everyone: the console shows its storage alert)."""
        try:
            token = self.table.reissue_token(seat)
        except StorageError:
            self.flush()
            refusal = self.table.storage_refusal()
            self.rejected.emit(str(refusal.code), refusal.reason)
            return None
        self.flush()
        return token

    def set_lang(self, lang: str) -> None:
        """The language the board and new phones show (PLT-15)."""
        self.table.lang = lang
        self.refresh()

    def close(self) -> None:
        self._flush_timer.stop()
        self._pending.clear()
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
