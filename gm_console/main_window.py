"""The moderator window (PLT-12): the lobby, the seats and the event log of every table, with the
game's own panels from its desk (``gm_console.desk``), every control with a keyboard shortcut.

It renders the moderator view and turns clicks and keys into requests; it decides nothing about
the game (PLT-01). The status bar shows the table code, the phones connected, the server's address
and the last refusal.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from urllib.parse import urlencode

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFrame,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from net.journal import StorageError
from net.records import Records
from net.table import Changes

from . import refusals, texts, views
from .commands import Commands, with_shortcut
from .desk import Desk, DeskContext
from .evening import EveningDialog
from .games import title_for
from .guide import Help
from .i18n import LANGUAGES, NATIVE_NAMES, Language
from .panels._panel import Panel, compact_layouts, fit_wrapped_labels
from .panels.lobby import ADDRESS_SHORTCUT, GAME_SHORTCUT, PUBLIC_URL_SHORTCUT, JoinPanel
from .panels.log import LogPanel
from .panels.seats import SEATS_SHORTCUT, ReissueDialog, SeatsPanel
from .recorder import RoomRecorder
from .sound import SoundService
from .storage_alert import StorageAlert
from .table_model import TableModel

PANEL_STRETCH = {"join": 0, "log": 2, "seats": 1}
"""How the height of a column is shared: fixed-size panels take what they need, the rest stretch
(a desk adds its own panels' shares)."""
DEFAULT_SIZE = (1600, 940)
COLUMN_SHARES = (30, 38, 32)
"""The width of the three columns in per cent when the window opens (the moderator may drag them)."""
LANGUAGE_SHORTCUTS = {"uk": "Ctrl+Shift+U", "pl": "Ctrl+Shift+P", "ru": "Ctrl+Shift+R", "en": "Ctrl+Shift+E"}


def seat_link(join_url: str, token: str) -> str:
    """The link that gives a seat back to its player: the join link plus the seat token (PLT-09)."""
    separator = "&" if "?" in join_url else "?"
    return f"{join_url}{separator}{urlencode({'token': token})}"


class MainWindow(QMainWindow):
    """The moderator's window.

    Signals:
        board_show_toggled(): the moderator wants the board window shown or hidden.
        board_full_screen_toggled(): the moderator wants the board full screen or windowed.
        game_chosen(str): the moderator picked another game: a new table for it.
        closed(): the window was closed; the console shuts down.
    """

    board_show_toggled = Signal()
    board_full_screen_toggled = Signal()
    game_chosen = Signal(str)
    closed = Signal()

    def __init__(self, model: TableModel, language: Language, desk: type[Desk],
                 parent: QWidget | None = None, *, records: Records | None = None,
                 sounds: SoundService | None = None, recorder: RoomRecorder | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.model = model
        self.language = language
        self.records = records
        self.evening_dialog: EveningDialog | None = None
        self.storage_alert: StorageAlert | None = None
        """Made the first time the journal refuses a write (PLT-03)."""
        self.server_address = ""
        self.last_error = ""
        self.last_refusal: tuple[str, str] | None = None
        """The code and English reason of the refusal the status bar shows (None: another text, or none)."""
        self.desk: Desk | None = None
        self.commands = Commands(self, desk.commands, lambda: self.desk.command_texts() if self.desk else {})
        self.undo_refused = QAction(self)
        """PLT-04: Ctrl+Z while the table can undo nothing asks all the same, so the refusal says why."""
        self.undo_refused.setObjectName("undo_refused")
        self.undo_refused.setShortcuts(self.commands.action("undo").shortcuts())
        self.undo_refused.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.addAction(self.undo_refused)

        self.join = JoinPanel(model, self.commands, title_for)
        self.seats = SeatsPanel(model, self.commands)
        self.log = LogPanel(model)
        for name in PANEL_STRETCH:
            getattr(self, name).setObjectName(name)
        self.desk = desk(DeskContext(
            model=model, language=language, commands=self.commands,
            sounds=sounds if sounds is not None else SoundService(self, enabled=False), recorder=recorder,
            submit=self.submit, show_error=self.show_error, show_message=self.show_message,
            confirm=self.confirm, selected_seat=self.seats.selected_seat, add_shortcut=self.add_shortcut,
            add_status_widget=self.statusBar().addPermanentWidget))
        self.desk.setParent(self)
        self.log.log_line = self.desk.log_line
        self.commands.retranslate()
        self.panels = (self.join, self.seats, *self.desk.panels(), self.log)
        stretch_of = {**PANEL_STRETCH, **self.desk.stretch}

        columns = QSplitter(Qt.Orientation.Horizontal, self)
        columns.setChildrenCollapsible(False)
        for stretch, group in zip(COLUMN_SHARES, ((self.join, *self.desk.lobby, self.seats),
                                                  self.desk.middle,
                                                  (*self.desk.right, self.log)), strict=True):
            column = QWidget(columns)
            layout = QVBoxLayout(column)
            layout.setContentsMargins(4, 4, 4, 4)
            for panel in group:
                layout.addWidget(panel, stretch_of.get(panel.objectName(), 1))
            columns.addWidget(column)
            columns.setStretchFactor(columns.count() - 1, stretch)
        self.setCentralWidget(columns)
        self.columns = columns
        compact_layouts(columns)
        fit_wrapped_labels(columns)
        self._sized = False
        self._laid_out: object = None  # what the columns were last laid out for (fit_columns)
        self._quit_agreed = False
        self._fit_labels = QTimer(self)  # once the layout has given the labels their widths
        self._fit_labels.setSingleShot(True)
        self._fit_labels.setInterval(0)
        self._fit_labels.timeout.connect(self.fit_drawn)
        self._drawn_panels: set[Panel] = set()  # the panels that drew since the last fit (fit_drawn)
        self._fit_all = True  # the window or its columns changed size since the last fit: every label

        self.focus_actions: dict[str, QAction] = {}
        for name, keys in (("game", GAME_SHORTCUT), ("seats", SEATS_SHORTCUT), ("public_url", PUBLIC_URL_SHORTCUT),
                           ("address", ADDRESS_SHORTCUT)):
            action = QAction(self)
            action.setObjectName(f"focus_{name}")
            action.setShortcut(QKeySequence(keys))
            self.addAction(action)
            self.focus_actions[name] = action

        self._build_menus()
        self.status_code = QLabel(self)
        self.status_phones = QLabel(self)
        self.status_server = QLabel(self)
        self.status_error = QLabel(self)
        self.status_error.setObjectName("last_error")
        self.status_error.setStyleSheet("color: #c62828; font-weight: bold;")
        bar = self.statusBar()
        bar.setStyleSheet("QStatusBar::item { border: none; } QStatusBar QLabel { padding: 0 14px; }")
        for label in (self.status_code, self.status_phones, self.status_server):
            label.setFrameShape(QFrame.Shape.StyledPanel)
            bar.addWidget(label)
        bar.addWidget(self.status_error, 1)

        self._connect_signals()
        self.retranslate()
        self.on_table_changed(Changes(model.table.version, "refresh"))
        self.seats.table.setFocus()  # not a text field: the one-key shortcuts work from the start
        self._keyed: QWidget | None = None
        """The focused widget of this window, whose keys pass :meth:`eventFilter`."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            # The filter follows the focus: only the widget that gets the keys is watched, so the
            # thousand other events of a change (paints, layouts, timers) never reach Python here.
            app.focusChanged.connect(self._follow_focus)
            self._follow_focus(None, app.focusWidget())

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.table_menu = bar.addMenu("")
        assert self.desk is not None
        for name in (*self.desk.menu, None, "undo", None, "kick", "reissue", "copy_link", None, "export", None, "quit"):
            if name is None:
                self.table_menu.addSeparator()
            else:
                self.table_menu.addAction(self.commands.action(name))
        self.board_menu = bar.addMenu("")
        self.board_menu.addAction(self.commands.action("board_show"))
        self.board_menu.addAction(self.commands.action("board_full_screen"))
        self.evening_menu = bar.addMenu("")  # PLT-17
        self.evening_menu.addAction(self.commands.action("evening"))
        self.commands.action("evening").setEnabled(self.records is not None)
        self.language_menu = bar.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang in LANGUAGES:
            action = QAction(NATIVE_NAMES[lang], self)
            action.setObjectName(f"language_{lang}")
            action.setCheckable(True)
            action.setData(lang)
            action.setShortcut(QKeySequence(LANGUAGE_SHORTCUTS[lang]))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[lang] = action
        self.language_actions[self.language.code].setChecked(True)
        self.help = Help(self, self.language, lambda: str((self.model.view.get("table") or {}).get("url") or ""))
        self.help_menu = bar.addMenu("")  # the venue guide (F1) and the keys (PLT-12, PLT-13)
        self.help_menu.addActions(self.help.actions())

    def _connect_signals(self) -> None:
        for panel in self.panels:
            self.model.changed.connect(panel.on_table_changed)
        self.model.changed.connect(self.on_table_changed)
        self.model.rejected.connect(self.on_rejected)
        actions = self.commands.actions
        assert self.desk is not None
        for command in self.desk.commands:
            actions[command.name].triggered.connect(lambda _=False, n=command.name: self.on_desk_command(n))
        actions["undo"].triggered.connect(self.on_undo)
        self.undo_refused.triggered.connect(self.on_undo)
        actions["kick"].triggered.connect(self.on_kick)
        actions["reissue"].triggered.connect(self.on_reissue)
        actions["copy_link"].triggered.connect(self.join.on_copy_link)
        actions["board_show"].triggered.connect(self.board_show_toggled)
        actions["board_full_screen"].triggered.connect(self.board_full_screen_toggled)
        actions["quit"].triggered.connect(self.on_quit)
        actions["evening"].triggered.connect(self.on_evening)
        actions["export"].triggered.connect(self.on_export)
        self.join.game_picker.activated.connect(self.on_game_picked)
        for name, action in self.focus_actions.items():
            action.triggered.connect(lambda _=False, n=name: self.on_focus(n))
        self.language_group.triggered.connect(self.on_language_chosen)
        self.language.changed.connect(self.on_language_changed)

    # --- table -> window ------------------------------------------------------------------------
    @Slot(object)
    def on_table_changed(self, changes: Changes) -> None:
        problem = self.model.table.storage_problem
        if changes.kind == "storage_failed" and problem is not None:
            self.show_storage_problem(problem)  # PLT-03: whoever sent it, the moderator knows
        allowed = self.model.allowed()
        self.commands.update_enabled(allowed)
        self.undo_refused.setEnabled(not self.commands.action("undo").isEnabled())  # one of the two has Ctrl+Z
        if self.desk is not None:
            self.desk.on_table_changed()
        self.seats.update_buttons()
        for panel in self.panels:  # rows a panel added for this change (a vote's candidates)
            if panel.take_drawn():
                compact_layouts(panel)
                self._drawn_panels.add(panel)
        self._fit_labels.start()
        self._show_status()

    def _show_status(self) -> None:
        view = self.model.view
        table = view.get("table") or {}
        connected = sum(1 for s in views.seats(view) if views.presence(s) == "connected")
        self.status_code.setText(self.tr("Table %1").replace("%1", str(table.get("code", ""))))
        self.status_phones.setText(self.tr("Phones: %1").replace("%1", str(connected)))
        self.status_server.setText(self.tr("Server: %1").replace("%1", self.server_address)
                                   if self.server_address else self.tr("Server: not running"))
        self.status_error.setText(self.last_error)

    def set_server_address(self, address: str) -> None:
        self.server_address = address
        self._show_status()

    @Slot(str, str)
    def on_rejected(self, code: str, reason: str) -> None:
        """The refusal's code in the status bar, its reason in the console's language as the tooltip
        (players by their names); an undo's refusal says there why (PLT-04)."""
        self.last_refusal = (code, reason)
        self._say_refusal()

    def _say_refusal(self) -> None:
        """The last refusal in the console's language now (again after a switch, PLT-15)."""
        if self.last_refusal is None:
            return
        code, reason = self.last_refusal
        said = refusals.explain(code, reason, self.model.view, self.step_name)
        undo = code in ("secret_revealed", "nothing_to_undo")
        self.last_error = said if undo else texts.rejection(code)
        self.status_error.setToolTip(said)
        self._show_status()

    def step_name(self, request_type: str) -> str | None:
        """The name of the console's command that sends ``request_type`` (None if none does)."""
        for name, spec in self.commands.specs.items():
            if request_type in spec.requests:
                return self.commands.action(name).text().replace("&", "")
        return None

    def protocol_names(self) -> dict[str, str]:
        """Content ids and outcome codes in the console's language, for the printed protocol; the
        game's own name as ``@game`` (PLT-18: "Игра: Клубная мафия", not its id)."""
        names = self.desk.protocol_names() if self.desk is not None else {}
        return {**names, "@game": title_for(self.model.table.game.id)}

    def protocol_lines(self) -> dict[int, str]:
        """PLT-18: each journal entry in words, as the event log says it; an entry the log keeps
        quiet about (a choice made in secret) is named as one, never as its raw request."""
        view = self.model.view
        lines = {}
        for entry in self.model.table.log():
            said = self.log.describe(entry, view, who=False)
            lines[entry.seq] = said if said is not None else self.tr("A choice made in secret")
        return lines

    def on_export(self) -> None:
        """PLT-18: the protocol as JSON and as a printable page, next to the journal."""
        table = self.model.table
        folder = table.journal.path.parent / "protocols"
        try:
            _, page = table.export_protocol(folder, self.language.code, self.protocol_names(), self.protocol_lines())
        except OSError as exc:
            self.show_error(self.tr("The protocol could not be saved: %1").replace("%1", str(exc.strerror or exc)))
            return
        self.last_saved = page
        self.statusBar().showMessage(self.tr("Protocol saved: %1").replace("%1", str(page)), 15000)

    def show_storage_problem(self, problem: StorageError) -> None:
        """The blocking alert: the journal refused a write; its path and the free space."""
        if self.storage_alert is None:
            self.storage_alert = StorageAlert(self.language, self)
        self.storage_alert.show_problem(problem)

    def show_error(self, text: str) -> None:
        self.last_error = text
        self.last_refusal = None
        self.status_error.setToolTip("")
        self._show_status()

    def show_message(self, text: str, ms: int) -> None:
        self.statusBar().showMessage(text, ms)

    def add_shortcut(self, name: str, keys: str) -> QAction:
        """A window-wide key for a desk's own use (its object name ``name``)."""
        action = QAction(self)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(keys))
        self.addAction(action)
        return action

    def submit(self, request_type: str, /, **args: Any) -> bool:
        """Send a moderator request; a refusal shows in the status bar, an acceptance clears it."""
        accepted = self.model.submit(request_type, **args)
        if accepted and self.last_error:
            self.last_error = ""
            self.last_refusal = None
            self.status_error.setToolTip("")
            self._show_status()
        return accepted

    # --- window -> table ------------------------------------------------------------------------
    def on_desk_command(self, name: str) -> None:
        if self.desk is not None:
            self.desk.trigger(name)

    @Slot(int)
    def on_game_picked(self, index: int) -> None:
        """Another game: a new table for it, once the moderator agrees to end this one."""
        game = str(self.join.game_picker.itemData(index))
        current = str((self.model.view.get("table") or {}).get("game") or "")
        if game == current:
            return
        title = title_for(game)
        if self.confirm(self.tr("New table"),
                        self.tr("Open a new table for %1? This table ends, its protocol stays in the journal, "
                                "and every phone joins again with the new code.").replace("%1", title)):
            self.game_chosen.emit(game)
        else:
            self.join.redraw()  # the picker springs back to the game of this table

    @Slot()
    def on_quit(self) -> None:
        """Ctrl+Q: with players at the table the moderator is asked first (their phones lose the
        console until it starts again; the table itself is kept and restored)."""
        if self.may_quit():
            self._quit_agreed = True
            self.close()

    def may_quit(self) -> bool:
        if not views.seats(self.model.view):
            return True
        return self.confirm(self.tr("Quit"), self.tr(
            "Quit the console? The players' phones lose the table until it starts again; the table is kept "
            "and restored next time."))

    @Slot()
    def on_undo(self) -> None:
        self.submit("undo")

    @Slot()
    def on_kick(self) -> None:
        seat = self.seats.selected_seat()
        if seat is None:
            return
        name = views.nickname(self.model.view, seat)
        if self.confirm(self.tr("Remove player"),
                        self.tr("Remove %1 from the table? In a round this counts as leaving.").replace("%1", name)):
            self.submit("kick", seat=seat)

    @Slot()
    def on_reissue(self) -> None:
        seat = self.seats.selected_seat()
        if seat is None:
            return
        name = views.nickname(self.model.view, seat)
        if not self.confirm(self.tr("New seat link"),
                            self.tr("Give %1 a new link? The phone now holding the seat is disconnected.")
                            .replace("%1", name)):
            return
        token = self.model.reissue_token(seat)
        if token is None:  # the journal refused it: the old link stays valid
            return
        url = str((self.model.view.get("table") or {}).get("url") or "")
        self.reissue_dialog = ReissueDialog(name, seat_link(url, token) if url else token, self)
        self.reissue_dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.reissue_dialog.open()

    @Slot()
    def on_evening(self) -> None:
        """The evening's standings, accounts, penalties and awards (PLT-17), for the selected seat."""
        if self.records is None:
            return
        if self.evening_dialog is None:
            self.evening_dialog = EveningDialog(self.records, self.model, self.language, self)
        dialog = self.evening_dialog
        dialog.refresh()
        seat = self.seats.selected_seat()
        if seat is not None:
            dialog.select_seat(seat)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def on_focus(self, name: str) -> None:
        if not self.isActiveWindow():  # the key was pressed on the board (BoardWindow.share_keys)
            self.activateWindow()
        if name == "seats":
            self.seats.table.setFocus()
            if self.seats.selected_seat() is None and self.seats.table.rowCount():
                self.seats.table.selectRow(0)
        elif name == "game":
            self.join.game_picker.setFocus()
        elif name == "address":
            self.join.address_picker.setFocus()
        elif name == "public_url":
            self.join.public_url.setFocus()
            self.join.public_url.selectAll()
        elif self.desk is not None:
            self.desk.focus(name)

    # --- keys and fields (PLT-12) ---------------------------------------------------------------
    @Slot(QWidget, QWidget)
    def _follow_focus(self, old: QWidget | None, now: QWidget | None) -> None:
        """Watch the keys of the widget that has the focus now, if it is in this window."""
        if self._keyed is not None:
            if shiboken6.isValid(self._keyed):
                self._keyed.removeEventFilter(self)
            self._keyed = None
        if now is not None and now.window() is self:
            now.installEventFilter(self)
            self._keyed = now

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """One-key shortcuts work whatever has focus, and a finished field gives the keyboard back.

        - In a number field (a spin box: the hands of a vote, an option) only digits are typed: any
          other key without Ctrl or Alt is the window's shortcut (N moves on, S seats the players).
        - In a text field (a nickname, a link) letters are text; Enter finishes it (its own action
          runs first) and Escape leaves it: either way the keyboard goes back to the seats, where
          every one-key shortcut works again.
        """
        if not isinstance(event, QKeyEvent):  # first: every event of the focused widget passes here
            return False
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self:
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier & ~Qt.KeyboardModifier.KeypadModifier
        spin = watched if isinstance(watched, QAbstractSpinBox) else watched.parentWidget()
        if isinstance(spin, QAbstractSpinBox):
            # a key the field does not take goes to the shortcut map
            return (kind == QEvent.Type.ShortcutOverride and not modifiers and bool(event.text())
                    and event.text().isprintable() and not event.text().isdigit())
        if isinstance(watched, QLineEdit) and not isinstance(watched.parentWidget(), QComboBox) and not modifiers:
            if event.key() == Qt.Key.Key_Escape:
                if kind == QEvent.Type.ShortcutOverride:
                    event.accept()  # the field's, not a window shortcut's (mafia's Escape unpicks)
                else:
                    self.give_back_keys()
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and kind == QEvent.Type.KeyPress:
                QTimer.singleShot(0, self.give_back_keys)  # after the field's own action (Add, Send)
        return False

    def give_back_keys(self) -> None:
        """The keyboard to the seats: every one-key shortcut works from there."""
        self.seats.table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def confirm(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(self, title, question)
        return answer == QMessageBox.StandardButton.Yes

    # --- language (PLT-15) ----------------------------------------------------------------------
    @Slot(QAction)
    def on_language_chosen(self, action: QAction) -> None:
        self.language.set(str(action.data()))

    @Slot(str)
    def on_language_changed(self, lang: str) -> None:
        self.language_actions[lang].setChecked(True)
        self.model.set_lang(lang)  # the board and the phones that join from now on follow (PLT-15)
        self.log.rebuild()  # the content's names (locations, roles) have followed the language too

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("GM Console — moderator"))
        self.commands.retranslate()
        if self.desk is not None:
            self.desk.on_table_changed()
        self.table_menu.setTitle(self.tr("Table"))
        self.board_menu.setTitle(self.tr("Board"))
        self.evening_menu.setTitle(self.tr("Evening"))
        self.language_menu.setTitle(self.tr("Language"))
        self.help_menu.setTitle(self.tr("Help"))
        self.help.retranslate()
        for lang, action in self.language_actions.items():
            action.setToolTip(with_shortcut(NATIVE_NAMES[lang], action))
        self._say_refusal()
        self._show_status()

    def open_guide(self) -> None:
        """Help ▸ Before the first evening: the venue guide in the console's language (PLT-13)."""
        self.help.open_guide()

    def show_sized(self, geometry: QByteArray | None = None) -> None:
        """Where it was when it last closed (``geometry`` from :meth:`saveGeometry`) if that still fits a
        screen; else at a comfortable size, or maximised on a screen smaller than that."""
        if geometry is not None and self.restoreGeometry(geometry):
            screen = self.screen().availableGeometry()
            if self.isMaximized() or screen.contains(self.frameGeometry()) or screen.contains(self.geometry()):
                self.show()
                return
        available = self.screen().availableGeometry()
        if available.width() < DEFAULT_SIZE[0] or available.height() < DEFAULT_SIZE[1]:
            self.setGeometry(available)  # also where no window manager maximises
            self.showMaximized()
            # once shown (its panels styled, they ask for less than before) it is set to the screen again,
            # as a window manager does when it maximises a window
            QTimer.singleShot(0, lambda: self.isMaximized() or self.setGeometry(available))
        else:
            self.resize(*DEFAULT_SIZE)
            self.move(available.center() - self.rect().center())
            self.show()

    @Slot()
    def fit_drawn(self) -> None:
        """:meth:`fit_columns` after a change of the table: the wrapped texts of the panels that drew
        for it (another panel's texts and widths are as they were), of every panel when the window,
        a column or a panel's showing changed since the last time."""
        drawn, self._drawn_panels = self._drawn_panels, set()
        everything, self._fit_all = self._fit_all, False
        self.fit_columns(None if everything else drawn)

    def fit_columns(self, panels: Iterable[Panel] | None = None) -> None:
        """Wrapped texts as high as they need (of ``panels`` only, when given and the window's size
        and its panels' showing are as at the last fit), then each column laid out again with what
        its panels now need (a panel shown for this phase, a longer text). A change that left every
        wrapped text's height, every panel's showing and the window's size as they were (a vote, a
        room picked) lays nothing out again: the columns hold what they need already."""
        shown = (self.size(), self.columns.sizes(), tuple(panel.isVisibleTo(self) for panel in self.panels))
        roots: Iterable[QWidget] = [self.columns] if panels is None or shown != self._laid_out else panels
        changed = False
        for root in roots:
            changed = fit_wrapped_labels(root) or changed
        if not changed and shown == self._laid_out:
            return
        self._laid_out = shown
        for i in range(self.columns.count()):
            column = self.columns.widget(i)
            layout = column.layout() if column is not None else None
            if layout is not None:
                layout.invalidate()
                layout.activate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_all = True
        self._fit_labels.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            QTimer.singleShot(0, self._share_columns)  # once the window has its final size

    def _share_columns(self) -> None:
        width = self.columns.width()
        self.columns.setSizes([width * share // 100 for share in COLUMN_SHARES])

    def closeEvent(self, event: QCloseEvent) -> None:
        if event.spontaneous() and not self._quit_agreed and not self.may_quit():
            event.ignore()  # the window's close button asks as Ctrl+Q does
            return
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        if self.evening_dialog is not None:
            self.evening_dialog.close()
        super().closeEvent(event)
        self.closed.emit()
