"""The lobby: the game, the table code and its QR code, the call link and the round options.

The options are sent as ``set_options`` requests the moment they change; the widgets always show
what the view says (a refused change springs back). They are editable only while the view allows
``set_options`` (before a deal or between rounds).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from net.content import GAMES

from .. import texts, views
from ..commands import Commands, with_shortcut
from ..content import ContentNames
from ..qr import QrView
from ..table_model import TableModel
from ..views import Json
from ._panel import Panel

ROUND_MINUTES = (5, 8, 10)  # SPY-05: what the options offer; the game checks it
SHORTCUTS = {
    "game": "Alt+G",
    "deck": "Alt+D",
    "minutes": "Alt+M",
    "two_spies": "Alt+2",
    "host_plays": "Alt+H",
    "call_link": "Alt+L",
}


class JoinPanel(Panel):
    """The game picker, the table code in large digits, the QR code of the join link and the link."""

    def __init__(self, model: TableModel, commands: Commands, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.game_label = QLabel(self)
        self.game_picker = QComboBox(self)
        self.game_picker.setObjectName("game_picker")
        for game in texts.GAME_TITLES:
            self.game_picker.addItem("", game)
            item = self.game_picker.model().item(self.game_picker.count() - 1)  # type: ignore[attr-defined]
            item.setEnabled(game in GAMES)
        self.code_caption = QLabel(self)
        self.code = QLabel(self)
        self.code.setObjectName("table_code")
        code_font = QFont(self.code.font())
        code_font.setPointSize(36)
        code_font.setBold(True)
        code_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
        self.code.setFont(code_font)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QrView(self, minimum=120)
        self.qr.setObjectName("join_qr")
        self.url = QLabel(self)
        self.url.setObjectName("join_url")
        self.url.setWordWrap(True)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy = QToolButton(self)
        self.copy.setDefaultAction(commands.action("copy_link"))

        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_picker, 1)
        code_box = QVBoxLayout()
        code_box.addWidget(self.code_caption)
        code_box.addWidget(self.code)
        code_box.addStretch(1)
        middle = QHBoxLayout()
        middle.addLayout(code_box, 1)
        middle.addWidget(self.qr, 1)
        link = QHBoxLayout()
        link.addWidget(self.url, 1)
        link.addWidget(self.copy)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addLayout(link)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        return view.get("table")

    def draw(self, view: Json) -> None:
        table = view.get("table") or {}
        self.code.setText(str(table.get("code", "")))
        url = str(table.get("url") or "")
        self.url.setText(url or self.tr("(the server is not running)"))
        self.qr.set_text(url)
        index = self.game_picker.findData(table.get("game"))
        if index >= 0:
            self.game_picker.setCurrentIndex(index)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Join the table"))
        self.game_label.setText(self.tr("Game:"))
        for i in range(self.game_picker.count()):
            game = self.game_picker.itemData(i)
            title = texts.game_title(game)
            self.game_picker.setItemText(i, title if game in GAMES else self.tr("%1 (coming)").replace("%1", title))
        self.game_picker.setToolTip(with_shortcut(self.tr("The game played at this table"), SHORTCUTS["game"]))
        self.game_picker.setProperty("keys", SHORTCUTS["game"])
        self.code_caption.setText(self.tr("Table code"))
        self.qr.setToolTip(self.tr("Players scan this code with their phone camera"))

    @Slot()
    def on_copy_link(self) -> None:
        url = str((self.model.view.get("table") or {}).get("url") or "")
        if url:
            QGuiApplication.clipboard().setText(url)


class OptionsPanel(Panel):
    """The round options (SPY-03, SPY-05, SPY-06, SPY-02) and the call link (SPY-39).

    Signals:
        option_chosen(dict): the moderator changed an option; the ``set_options`` arguments.
    """

    option_chosen = Signal(dict)

    def __init__(self, model: TableModel, content: ContentNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.content = content
        self.deck = QComboBox(self)
        self.deck.setObjectName("deck")
        self.deck.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for deck_id in content.deck_ids():
            self.deck.addItem("", deck_id)
        self.unused = QLabel(self)
        self.unused.setObjectName("deck_unused")
        self.minutes = QComboBox(self)
        self.minutes.setObjectName("minutes")
        for minutes in ROUND_MINUTES:
            self.minutes.addItem("", minutes)
        self.two_spies = QCheckBox(self)
        self.two_spies.setObjectName("two_spies")
        self.two_spies_note = QLabel(self)
        self.two_spies_note.setObjectName("two_spies_note")
        self.two_spies_note.setWordWrap(True)
        self.two_spies_note.setStyleSheet("color: #c62828;")
        self.host_plays = QCheckBox(self)
        self.host_plays.setObjectName("host_plays")
        self.call_link = QLineEdit(self)
        self.call_link.setObjectName("call_link")
        self.call_link.setClearButtonEnabled(True)
        self.deck_label, self.minutes_label, self.call_label = QLabel(self), QLabel(self), QLabel(self)
        for label, buddy in ((self.deck_label, self.deck), (self.minutes_label, self.minutes),
                             (self.call_label, self.call_link)):
            label.setBuddy(buddy)

        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.deck_label, self.deck)
        form.addRow("", self.unused)
        form.addRow(self.minutes_label, self.minutes)
        form.addRow(self.two_spies)
        form.addRow(self.two_spies_note)
        form.addRow(self.host_plays)
        form.addRow(self.call_label, self.call_link)
        self._connect_signals()
        self.retranslate()
        self.redraw()

    def _connect_signals(self) -> None:
        self.deck.activated.connect(self.on_deck_activated)
        self.minutes.activated.connect(self.on_minutes_activated)
        self.two_spies.clicked.connect(self.on_two_spies_clicked)
        self.host_plays.clicked.connect(self.on_host_plays_clicked)
        self.call_link.editingFinished.connect(self.on_call_link_edited)

    # --- view -> widgets --------------------------------------------------------------------------
    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("options"), game.get("deck"), game.get("two_spies_from"), self._present(view),
                "set_options" in views.allowed(view))

    @staticmethod
    def _present(view: Json) -> int:
        """The seats present now: the ones a deal counts."""
        return sum(1 for row in views.seats(view) if row.get("present", True))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        options = game.get("options") or {}
        deck = game.get("deck") or {}
        editable = "set_options" in views.allowed(view)
        for i in range(self.deck.count()):
            self.deck.setItemText(i, self._deck_text(self.deck.itemData(i)))
        self._select(self.deck, options.get("deck"))
        self.unused.setText(self.tr("%1 of %2 locations not yet played in this room")
                            .replace("%1", str(deck.get("unused", "?")))
                            .replace("%2", str(deck.get("size", "?"))))
        self._select(self.minutes, options.get("minutes"))
        self.two_spies.setChecked(bool(options.get("two_spies")))
        self.host_plays.setChecked(bool(options.get("host_plays")))
        if not self.call_link.hasFocus():
            self.call_link.setText(str(options.get("call_link") or ""))
        for widget in (self.deck, self.minutes, self.host_plays, self.call_link):
            widget.setEnabled(editable)
        # SPY-06: the rules say from how many players (the view's two_spies_from); below that the
        # box is unavailable, and a box left on says why the deal waits
        needed = int(game.get("two_spies_from") or 0)
        short = self._present(view) < needed
        self.two_spies.setText(self.tr("Two spies (from %n players)", "", needed))
        self.two_spies.setEnabled(editable and (not short or self.two_spies.isChecked()))
        self.two_spies_note.setText(self.tr("Two spies need at least %n players: untick to deal now", "", needed))
        self.two_spies_note.setVisible(short and self.two_spies.isChecked())

    def _deck_text(self, deck_id: str) -> str:
        size = self.content.deck_size(deck_id)
        return self.tr("%1 — %2 locations").replace("%1", self.content.deck_title(deck_id)).replace(
            "%2", str(size))

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        if index >= 0 and index != combo.currentIndex():
            combo.setCurrentIndex(index)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Round options"))
        self.deck_label.setText(self.tr("Deck:"))
        self.minutes_label.setText(self.tr("Round time:"))
        self.call_label.setText(self.tr("Call link:"))
        for i, minutes in enumerate(ROUND_MINUTES):
            self.minutes.setItemText(i, self.tr("%1 min").replace("%1", str(minutes)))
        self.host_plays.setText(self.tr("Host plays (this screen hides all secrets)"))
        self.call_link.setPlaceholderText(self.tr("WhatsApp, FaceTime or Meet link for remote players"))
        tips = {
            "deck": (self.deck, self.tr("Family: no alcohol or nightlife; Full: adult parties included")),
            "minutes": (self.minutes, self.tr("How long a round lasts")),
            "two_spies": (self.two_spies, self.tr("Deal two spies who do not know about each other")),
            "host_plays": (self.host_plays, self.tr(
                "The host takes a seat too: this screen then shows no location, spy or role")),
            "call_link": (self.call_link, self.tr("Players see this link in the lobby on their phones")),
        }
        for name, (widget, tip) in tips.items():
            widget.setToolTip(with_shortcut(tip, SHORTCUTS[name]))
            widget.setProperty("keys", SHORTCUTS[name])

    # --- widgets -> requests ----------------------------------------------------------------------
    @Slot(int)
    def on_deck_activated(self, index: int) -> None:
        self.option_chosen.emit({"deck": self.deck.itemData(index)})

    @Slot(int)
    def on_minutes_activated(self, index: int) -> None:
        self.option_chosen.emit({"minutes": self.minutes.itemData(index)})

    @Slot(bool)
    def on_two_spies_clicked(self, checked: bool) -> None:
        self.option_chosen.emit({"two_spies": checked})

    @Slot(bool)
    def on_host_plays_clicked(self, checked: bool) -> None:
        self.option_chosen.emit({"host_plays": checked})

    @Slot()
    def on_call_link_edited(self) -> None:
        self.call_link.clearFocus()  # the one-key shortcuts work again at once
        text = self.call_link.text().strip()
        if text != str((views.game(self.model.view).get("options") or {}).get("call_link") or ""):
            self.option_chosen.emit({"call_link": text})

    def focus(self, name: str) -> None:
        """Give the keyboard to one option (its shortcut); a check box is toggled instead."""
        if name in ("two_spies", "host_plays"):
            box = self.two_spies if name == "two_spies" else self.host_plays
            if box.isEnabled():
                box.click()
        elif name in ("deck", "minutes"):
            combo = self.deck if name == "deck" else self.minutes
            if combo.isEnabled():
                combo.setFocus()
                combo.showPopup()
        elif self.call_link.isEnabled():
            self.call_link.setFocus()
            self.call_link.selectAll()
