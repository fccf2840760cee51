"""The bridge between the table and the Qt windows.

The table calls its subscribers from whatever thread changed it; this QObject re-emits each
:class:`net.table.Changes` as a Qt signal, so the windows always hear it on the GUI thread (queued
when it came from another thread, at once when it came from this one). After each change it takes
the moderator view and the public view once; every panel reads them from here and decides for
itself whether to redraw.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from net.journal import StorageError
from net.table import Accepted, Changes, Table
from rules.core import MODERATOR, Rejection, Request

from . import views
from .views import Json

log = logging.getLogger(__name__)


class TableModel(QObject):
    """The table as the console sees it: its latest views and the moderator's requests.

    Signals:
        changed(object): the table changed; the argument is its ``Changes``.
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
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.monotonic = monotonic
        self.view: Json = {}
        self.public: Json = {}
        self.received = 0.0
        self._take_views()
        self._arrived.connect(self.on_arrived)
        self._unsubscribe: Callable[[], None] | None = table.subscribe(self._arrived.emit)

    # --- reading ----------------------------------------------------------------------------------
    def _take_views(self) -> None:
        self.view = self.table.moderator_view()
        self.public = self.table.public_view()
        self.received = self.monotonic()

    @property
    def game(self) -> Json:
        return views.game(self.view)

    def allowed(self) -> set[str]:
        return views.allowed(self.view)

    @Slot(object)
    def on_arrived(self, changes: Changes) -> None:
        self._take_views()
        self.changed.emit(changes)

    def refresh(self) -> None:
        """Take the views again without a change at the table (e.g. the language changed)."""
        self.on_arrived(Changes(self.table.version, "refresh"))

    # --- acting -----------------------------------------------------------------------------------
    def submit(self, request_type: str, **args: Any) -> bool:
        """Send one request as the moderator; a refusal is emitted as ``rejected``."""
        result = self.table.submit(MODERATOR, Request(request_type, args))
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
            return self.table.reissue_token(seat)
        except StorageError:
            refusal = self.table.storage_refusal()
            self.rejected.emit(str(refusal.code), refusal.reason)
            return None

    def set_lang(self, lang: str) -> None:
        """The language the board and new phones show (PLT-15)."""
        self.table.lang = lang
        self.refresh()

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
