"""The evening (PLT-17): tonight's standings, new accounts, penalties and awards.

A dialog beside the main window. It reads the club's records (:class:`net.records.Records`) and the
table's seats; it writes only to the records: a new account, or a penalty or an award for the
account of a seat. A guest's seat is shown as a guest and gets nothing. The standings follow every
change at the table (a finished round is recorded by the table's records keeper).
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from PySide6.QtCore import QDate, QEvent, QLocale, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from net.journal import StorageError
from net.records import (
    AWARD,
    MIN_PASSWORD,
    PENALTY,
    Account,
    Mark,
    Records,
    RecordsError,
    RecordsErrorCode,
    evening_day,
)
from net.review import EveningReviews, reviewable, table_reviews

from . import texts, views
from .commands import with_shortcut
from .i18n import Language
from .panels._panel import compact_rows, set_cell, sized_once
from .table_model import TableModel

log = logging.getLogger(__name__)

SHORTCUTS = {
    "standings": "Alt+T",
    "seats": "Alt+S",
    "kind": "Alt+K",
    "points": "Alt+P",
    "note": "Alt+O",
    "give": "Alt+G",
    "take_back": "Alt+B",
    "nickname": "Alt+N",
    "password": "Alt+W",
    "register": "Alt+R",
    "reviews": "Alt+V",
}
GUEST_COLOR = "#8a8a8a"
ACCOUNT_COLOR = "#1b7f3b"
ERROR_COLOR = "#c62828"
MAX_MARK_POINTS = 50


def total(points: int) -> str:
    """``3``, ``0``, ``−2`` (a real minus sign, as in :func:`signed`)."""
    return f"−{-points}" if points < 0 else str(points)


def signed(points: int) -> str:
    """``+3``, ``−2`` (a real minus sign), ``0``."""
    if points > 0:
        return f"+{points}"
    return f"−{-points}" if points < 0 else "0"


class EveningDialog(QDialog):
    """Tonight at the club: standings, accounts, penalties and awards (PLT-17).

    Not modal: the moderator keeps running the table while it is open.
    """

    def __init__(self, records: Records, model: TableModel, language: Language,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evening_dialog")
        self.records = records
        self.model = model
        self.language = language
        self._refresh_pending = False
        self._registering: asyncio.Task[Account] | None = None
        self._reviewing: asyncio.Task[Path] | None = None

        self.heading = QLabel(self)
        self.heading.setObjectName("evening_title")
        font = QFont(self.heading.font())
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.heading.setFont(font)

        self.standings_box = QGroupBox(self)
        self.standings = QTableWidget(0, 6, self.standings_box)
        self.standings.setObjectName("standings")
        self._table_look(self.standings)
        header = self.standings.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.empty = QLabel(self.standings_box)
        self.empty.setObjectName("standings_empty")
        self.empty.setWordWrap(True)
        standings_layout = QVBoxLayout(self.standings_box)
        standings_layout.addWidget(self.standings, 1)
        standings_layout.addWidget(self.empty)

        # the seats of this table, and a penalty or an award for the selected one
        self.seats_box = QGroupBox(self)
        self.seats = QTableWidget(0, 3, self.seats_box)
        self.seats.setObjectName("evening_seats")
        self._table_look(self.seats)
        self.seats.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.seats.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        seats_header = self.seats.horizontalHeader()
        seats_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        seats_header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.kind = QComboBox(self.seats_box)
        self.kind.setObjectName("mark_kind")
        self.kind.addItem("", PENALTY)
        self.kind.addItem("", AWARD)
        self.points = QSpinBox(self.seats_box)
        self.points.setObjectName("mark_points")
        self.points.setRange(0, MAX_MARK_POINTS)
        self.points.setValue(1)
        self.note = QLineEdit(self.seats_box)
        self.note.setObjectName("mark_note")
        self.note.setMaxLength(200)
        self.give = QPushButton(self.seats_box)
        self.give.setObjectName("give_mark")
        self.take_back = QPushButton(self.seats_box)
        self.take_back.setObjectName("take_back_mark")
        self.take_back.setEnabled(False)
        self.last_mark: Mark | None = None
        self.mark_status = QLabel(self.seats_box)
        self.mark_status.setObjectName("mark_status")
        self.mark_status.setWordWrap(True)
        self.profile = QLabel(self.seats_box)
        self.profile.setObjectName("profile")
        self.profile.setWordWrap(True)
        self.kind_label, self.points_label, self.note_label = (QLabel(self.seats_box) for _ in range(3))
        mark_form = QFormLayout()
        mark_form.addRow(self.kind_label, self.kind)
        mark_form.addRow(self.points_label, self.points)
        mark_form.addRow(self.note_label, self.note)
        seats_layout = QVBoxLayout(self.seats_box)
        seats_layout.addWidget(self.seats, 1)
        seats_layout.addWidget(self.profile)
        seats_layout.addLayout(mark_form)
        give_row = QHBoxLayout()
        give_row.addWidget(self.mark_status, 1)
        give_row.addWidget(self.take_back)
        give_row.addWidget(self.give)
        seats_layout.addLayout(give_row)

        # a new account, made at the moderator's desk
        self.account_box = QGroupBox(self)
        self.nickname = QLineEdit(self.account_box)
        self.nickname.setObjectName("account_nickname")
        self.nickname.setMaxLength(24)
        self.password = QLineEdit(self.account_box)
        self.password.setObjectName("account_password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaxLength(200)
        self.register = QPushButton(self.account_box)
        self.register.setObjectName("register_account")
        self.account_status = QLabel(self.account_box)
        self.account_status.setObjectName("account_status")
        self.account_status.setWordWrap(True)
        self.account_hint = QLabel(self.account_box)
        self.account_hint.setWordWrap(True)
        self.account_hint.setStyleSheet(f"color: {GUEST_COLOR};")
        self.nickname_label, self.password_label = QLabel(self.account_box), QLabel(self.account_box)
        account_form = QFormLayout()
        account_form.addRow(self.nickname_label, self.nickname)
        account_form.addRow(self.password_label, self.password)
        account_layout = QVBoxLayout(self.account_box)
        account_layout.addLayout(account_form)
        account_layout.addWidget(self.register, 0, Qt.AlignmentFlag.AlignRight)
        account_layout.addWidget(self.account_status)
        account_layout.addWidget(self.account_hint)
        account_layout.addStretch(1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        # MAF-23, MAF-24: the review of each finished mafia game beside its recording (net.review)
        self.reviews = QPushButton(self)
        self.reviews.setObjectName("write_reviews")
        self.review_status = QLabel(self)
        self.review_status.setObjectName("review_status")
        self.review_status.setWordWrap(True)
        self.review_status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.last_review: Path | None = None
        bottom = QHBoxLayout()
        bottom.addWidget(self.reviews)
        bottom.addWidget(self.review_status, 1)
        bottom.addWidget(self.buttons)
        lower = QHBoxLayout()
        lower.addWidget(self.seats_box, 3)
        lower.addWidget(self.account_box, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.standings_box, 1)
        layout.addLayout(lower)
        layout.addLayout(bottom)

        self.shortcut_actions: dict[str, QAction] = {}
        for name, keys in SHORTCUTS.items():
            action = QAction(self)
            action.setObjectName(f"evening_{name}")
            action.setShortcut(QKeySequence(keys))
            self.addAction(action)
            self.shortcut_actions[name] = action
        self._connect_signals()
        self.retranslate()
        self.resize(880, 640)
        self.refresh()

    @staticmethod
    def _table_look(table: QTableWidget) -> None:
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        compact_rows(table)

    def _connect_signals(self) -> None:
        self.model.changed.connect(self.on_table_changed)
        self.seats.itemSelectionChanged.connect(self.on_seat_selected)
        self.give.clicked.connect(self.on_give_clicked)
        self.take_back.clicked.connect(self.on_take_back_clicked)
        self.note.returnPressed.connect(self.on_give_clicked)
        self.register.clicked.connect(self.on_register_clicked)
        self.password.returnPressed.connect(self.on_register_clicked)
        self.buttons.rejected.connect(self.reject)
        focus = {"standings": self.standings, "seats": self.seats, "kind": self.kind, "points": self.points,
                 "note": self.note, "nickname": self.nickname, "password": self.password}
        for name, widget in focus.items():
            self.shortcut_actions[name].triggered.connect(lambda _=False, w=widget: w.setFocus())
        self.shortcut_actions["give"].triggered.connect(self.on_give_clicked)
        self.shortcut_actions["take_back"].triggered.connect(self.on_take_back_clicked)
        self.shortcut_actions["register"].triggered.connect(self.on_register_clicked)
        self.reviews.clicked.connect(self.on_reviews_clicked)
        self.shortcut_actions["reviews"].triggered.connect(self.on_reviews_clicked)

    # --- reading --------------------------------------------------------------------------------
    def now(self) -> int:
        return self.model.table.clock()

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        """Redraw once the table's change has been handled by everyone (the records keeper too)."""
        if self.isVisible() and not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self.refresh)

    def refresh(self) -> None:
        self._refresh_pending = False
        self._draw_heading()
        self._draw_standings()
        self._draw_seats()

    def _draw_heading(self) -> None:
        now = self.now()
        evening = self.records.find_evening(now)
        day = evening_day(now)
        if evening is None or evening.title == evening.day:
            locale = QLocale(self.language.code)
            title = locale.toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)
        else:
            title = evening.title
        self.heading.setText(self.tr("Evening: %1").replace("%1", title))

    def _draw_standings(self) -> None:
        evening = self.records.find_evening(self.now())
        rows = self.records.standings(evening.id) if evening is not None else []
        notes: dict[int, list[str]] = {}
        if evening is not None:
            for mark in self.records.marks(evening.id):
                notes.setdefault(mark.account_id, []).append(
                    f"{signed(mark.points)}  {mark.note}" if mark.note else signed(mark.points))
        with sized_once(self.standings):
            self.standings.setRowCount(len(rows))
            for row, standing in enumerate(rows):
                cells = (str(row + 1), standing.nickname, str(standing.games), str(standing.wins),
                         signed(standing.mark_points) if standing.penalties or standing.awards else "",
                         total(standing.points))
                for col, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    item.setData(Qt.ItemDataRole.UserRole, standing.account_id)
                    if col != 1:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    if col == 4 and standing.account_id in notes:
                        item.setToolTip("\n".join(notes[standing.account_id]))
                    if col == 5:
                        bold = QFont(item.font())
                        bold.setBold(True)
                        item.setFont(bold)
                    set_cell(self.standings, row, col, item)
        self.empty.setVisible(not rows)

    def _draw_seats(self) -> None:
        selected = self.selected_seat()
        accounts = self.model.seat_accounts()
        rows = views.seats(self.model.view)
        self.seats.blockSignals(True)
        with sized_once(self.seats):
            self.seats.setRowCount(len(rows))
            for row, seat in enumerate(rows):
                number = int(seat["seat"])
                has_account = number in accounts
                status = self.tr("account") if has_account else self.tr("guest")
                cells = (str(number), str(seat.get("nickname", "")), status)
                for col, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    item.setData(Qt.ItemDataRole.UserRole, number)
                    if col == 2:
                        item.setForeground(QBrush(QColor(ACCOUNT_COLOR if has_account else GUEST_COLOR)))
                        item.setToolTip(self.tr("Plays with an account: the evening is recorded") if has_account
                                        else self.tr("A guest: plays, but nothing is recorded"))
                    if not seat.get("present", True):
                        item.setForeground(QBrush(QColor(GUEST_COLOR)))
                    set_cell(self.seats, row, col, item)
                if number == selected:
                    self.seats.selectRow(row)
        self.seats.blockSignals(False)
        self._update_give()
        self._draw_profile()

    def selected_seat(self) -> int | None:
        rows = self.seats.selectionModel().selectedRows() if self.seats.selectionModel() else []
        if not rows:
            return None
        item = self.seats.item(rows[0].row(), 0)
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def select_seat(self, seat: int | None) -> None:
        self.seats.clearSelection()
        for row in range(self.seats.rowCount()):
            item = self.seats.item(row, 0)
            if seat is not None and item is not None and item.data(Qt.ItemDataRole.UserRole) == seat:
                self.seats.selectRow(row)
        self._update_give()

    def selected_account(self) -> int | None:
        seat = self.selected_seat()
        return None if seat is None else self.model.seat_accounts().get(seat)

    def _update_give(self) -> None:
        seat = self.selected_seat()
        account = self.selected_account()
        self.give.setEnabled(account is not None)
        if seat is None:
            self.give.setToolTip(with_shortcut(self.tr("Select a seat first"), SHORTCUTS["give"]))
        elif account is None:
            self.give.setToolTip(with_shortcut(self.tr("A guest has no account: nothing can be recorded"),
                                               SHORTCUTS["give"]))
        else:
            self.give.setToolTip(with_shortcut(self.tr("Record it for the selected player"), SHORTCUTS["give"]))

    # --- writing --------------------------------------------------------------------------------
    @Slot()
    def on_seat_selected(self) -> None:
        self._update_give()
        self._say(self.mark_status, "")
        self._draw_profile()

    def _draw_profile(self) -> None:
        """The selected player's profile over every evening (PLT-17, QZ-25, QZ-26), as their phone shows it."""
        account = self.selected_account()
        stats = self.records.player_stats(account) if account is not None else None
        if stats is None:
            self.profile.setText("")
            return
        game = self.model.table.game
        awards = [texts.award(a) for a in game.profile_awards(stats.wins_by_game.get(game.id, 0))]
        line = (self.tr("%1: games %2, won %3, lost %4, penalties %5").replace("%1", stats.nickname)
                .replace("%2", str(stats.games)).replace("%3", str(stats.wins)).replace("%4", str(stats.losses))
                .replace("%5", str(stats.penalties)))
        self.profile.setText(" · ".join([line, *awards]))

    @Slot()
    def on_give_clicked(self) -> None:
        account = self.selected_account()
        seat = self.selected_seat()
        if account is None or seat is None:
            self._say(self.mark_status, self.tr("Select a seat with an account"), error=True)
            return
        kind = str(self.kind.currentData())
        try:
            mark = self.records.mark(account, kind, self.points.value(), self.note.text(), self.now())
        except RecordsError as refused:
            self._say(self.mark_status, self._refusal(refused.code), error=True)
            return
        text = self.tr("Penalty for %1: %2") if kind == PENALTY else self.tr("Award for %1: %2")
        self._say(self.mark_status, text.replace("%1", views.nickname(self.model.view, seat))
                  .replace("%2", signed(mark.points)))
        self.last_mark = mark
        self.take_back.setEnabled(True)
        self.note.clear()
        self.refresh()

    @Slot()
    def on_take_back_clicked(self) -> None:
        """The penalty or award just given, taken back (a mis-click leaves nothing behind)."""
        mark = self.last_mark
        if mark is None:
            return
        self.records.unmark(mark.id)
        self.last_mark = None
        self.take_back.setEnabled(False)
        self._say(self.mark_status, self.tr("Taken back: %1 for %2").replace("%1", signed(mark.points))
                  .replace("%2", mark.nickname))
        self.refresh()

    @Slot()
    def on_register_clicked(self) -> None:
        """A new account. The password's slow hash runs beside the event loop when the console's
        loop runs (the table's phones never wait for it), else here."""
        nickname, password = self.nickname.text(), self.password.text()
        loop = _running_loop()
        if loop is None:
            try:
                account = self.records.register(nickname, password, self.now())
            except RecordsError as refused:
                self._registered(None, refused)
                return
            except StorageError:  # the records' disk is full or read-only: no account (PLT-03)
                self._say(self.account_status, self.tr("This cannot be recorded"), error=True)
                return
            self._registered(account, None)
            return
        self.register.setEnabled(False)
        self._say(self.account_status, self.tr("Creating the account…"))
        self._registering = loop.create_task(self.records.register_in_background(nickname, password, self.now()))
        self._registering.add_done_callback(self._on_registered)

    def _on_registered(self, task: asyncio.Task[Account]) -> None:
        self.register.setEnabled(True)
        refused = task.exception()
        if isinstance(refused, RecordsError):
            self._registered(None, refused)
        elif refused is not None:
            self._say(self.account_status, self.tr("This cannot be recorded"), error=True)
        else:
            self._registered(task.result(), None)

    def _registered(self, account: Account | None, refused: RecordsError | None) -> None:
        if refused is not None or account is None:
            self._say(self.account_status, self._refusal(refused.code if refused else RecordsErrorCode.BAD_NICKNAME),
                      error=True)
            return
        self.password.clear()
        self.nickname.clear()
        self._say(self.account_status, self.tr("Account %1 created. The player signs in on the phone "
                                               "with this nickname and password.").replace("%1", account.nickname))

    def _refusal(self, code: RecordsErrorCode) -> str:
        texts = {
            RecordsErrorCode.NAME_TAKEN: self.tr("An account with this nickname exists already"),
            RecordsErrorCode.PASSWORD_TOO_SHORT: self.tr("The password needs at least %1 characters")
            .replace("%1", str(MIN_PASSWORD)),
            RecordsErrorCode.PASSWORD_TOO_LONG: self.tr("The password is too long"),
            RecordsErrorCode.BAD_NICKNAME: self.tr("Enter a nickname"),
        }
        if code not in texts:
            return self.tr("This cannot be recorded")
        return texts[code]

    # --- the evening's review (MAF-23, MAF-24) ---------------------------------------------------
    def reviews_possible(self) -> bool:
        return reviewable(self.model.table.game)

    @Slot()
    def on_reviews_clicked(self) -> None:
        """Each finished game's review page (its recording beside it, with chapters) and the
        evening's page, in the console's language, in ``<data dir>/reviews/<evening>/``."""
        if not self.reviews_possible() or self._reviewing is not None:
            return
        table = self.model.table
        try:
            reviews = table_reviews(table, table.journal.path.parent)
        except OSError as exc:
            self._reviews_failed(exc)
            return
        lang = self.language.code
        loop = _running_loop()
        if loop is None:
            try:
                self._reviews_written(reviews.write(lang))
            except OSError as exc:
                self._reviews_failed(exc)
            return
        # the files (an hour of audio copied or re-tagged per game) are written beside the loop
        # that serves the phones, as the password's hash is
        self.reviews.setEnabled(False)
        self._say(self.review_status, self.tr("Writing the reviews…"))
        self._reviewing = loop.create_task(self._write_reviews(reviews, lang))
        self._reviewing.add_done_callback(self._on_reviews_done)

    @staticmethod
    async def _write_reviews(reviews: EveningReviews, lang: str) -> Path:
        return await asyncio.to_thread(reviews.write, lang)

    def _on_reviews_done(self, task: asyncio.Task[Path]) -> None:
        self._reviewing = None
        self.reviews.setEnabled(self.reviews_possible() and self._reviewing is None)
        if task.cancelled():
            return
        failed = task.exception()
        if isinstance(failed, OSError):
            self._reviews_failed(failed)
        elif failed is not None:
            log.error("the reviews could not be written", exc_info=failed)
            self._reviews_failed(OSError(str(failed)))
        else:
            self._reviews_written(task.result())

    def _reviews_written(self, page: Path) -> None:
        self.last_review = page
        self._say(self.review_status, self.tr("Reviews written: %1").replace("%1", str(page.parent)))

    def _reviews_failed(self, exc: OSError) -> None:
        self._say(self.review_status, self.tr("The reviews could not be written: %1").replace(
            "%1", str(exc.strerror or exc)), error=True)

    @staticmethod
    def _say(label: QLabel, text: str, error: bool = False) -> None:
        label.setText(text)
        label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;" if error else "")

    # --- language (PLT-15) ----------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.isVisible():
                self.refresh()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Evening — standings and accounts"))
        self.standings_box.setTitle(self.tr("Tonight's standings"))
        self.standings.setHorizontalHeaderLabels(
            ["#", self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Penalties and awards"),
             self.tr("Points")])
        self.empty.setText(self.tr("Nothing recorded tonight yet. Rounds played by players with an account "
                                   "appear here when they end; guests are not recorded."))
        self.seats_box.setTitle(self.tr("Players at this table"))
        self.seats.setHorizontalHeaderLabels(["#", self.tr("Nickname"), self.tr("Account")])
        self.kind_label.setText(self.tr("Penalty or award:"))
        self.kind.setItemText(0, self.tr("Penalty (points taken away)"))
        self.kind.setItemText(1, self.tr("Award (points given)"))
        self.points_label.setText(self.tr("Points:"))
        self.note_label.setText(self.tr("Note:"))
        self.note.setPlaceholderText(self.tr("Why, e.g. a foul or the best question"))
        self.give.setText(self.tr("Record"))
        self.account_box.setTitle(self.tr("New account"))
        self.nickname_label.setText(self.tr("Nickname:"))
        self.password_label.setText(self.tr("Password:"))
        self.register.setText(self.tr("Create account"))
        self.account_hint.setText(self.tr("A nickname and a password, no e-mail. Players can also create "
                                          "their account on the phone when they join."))
        tips = {
            "standings": (self.standings, self.tr("Tonight's standings: points include penalties and awards")),
            "seats": (self.seats, self.tr("Select the player who gets a penalty or an award")),
            "kind": (self.kind, self.tr("A penalty takes points away, an award gives points")),
            "points": (self.points, self.tr("How many points")),
            "note": (self.note, self.tr("What it was for (optional)")),
            "nickname": (self.nickname, self.tr("The new account's nickname")),
            "password": (self.password, self.tr("At least %1 characters").replace("%1", str(MIN_PASSWORD))),
            "register": (self.register, self.tr("Create the account")),
        }
        for name, (widget, tip) in tips.items():
            widget.setToolTip(with_shortcut(tip, SHORTCUTS[name]))
            widget.setProperty("keys", SHORTCUTS[name])
        self.give.setProperty("keys", SHORTCUTS["give"])
        self.take_back.setText(self.tr("Take back"))
        self.take_back.setToolTip(with_shortcut(self.tr("Take back the penalty or award just recorded"),
                                                SHORTCUTS["take_back"]))
        self.take_back.setProperty("keys", SHORTCUTS["take_back"])
        self.reviews.setText(self.tr("Write the reviews"))
        self.reviews.setEnabled(self.reviews_possible() and self._reviewing is None)
        self.reviews.setToolTip(with_shortcut(
            self.tr("A page for each finished game: the protocol, the measured facts and the timeline beside its "
                    "recording; players who opted out are not named") if self.reviews_possible()
            else self.tr("Reviews are written for club mafia games"), SHORTCUTS["reviews"]))
        self.reviews.setProperty("keys", SHORTCUTS["reviews"])
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))
        close.setToolTip(with_shortcut(self.tr("Close"), "Esc"))
        close.setProperty("keys", "Esc")
        self._update_give()


def _running_loop() -> asyncio.AbstractEventLoop | None:
    """The console's event loop when it runs (slow work then goes beside it), else None (a dialog
    opened without it, as in a test: the work is done at once)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
