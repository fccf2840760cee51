"""Club mafia's evening at the console: the roster with the line-up and the reserve (MAF-01..MAF-03),
the composition and custom roles (MAF-04, MAF-05), and the evening's results."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rules.mafia.roles import ACTIONS, NIGHT_ORDER

from .... import views
from ....commands import Commands, with_shortcut
from ....panels._panel import Panel, compact_rows, show_rows, sized_once
from ....table_model import TableModel
from ....views import Json
from ..texts import MafiaTexts, places
from ._common import bold

NICKNAME_SHORTCUT = "Alt+N"
"""The key that puts the keyboard in the nickname field (Enter adds the player and gives it back)."""
ADULT_SHORTCUT = "Alt+A"
"""The key that ticks or unticks 21+ for the player being added (MAF-03)."""


# --- the evening --------------------------------------------------------------------------------------
class EveningPanel(Panel):
    """The evening's roster (MAF-01..MAF-03): the line-up, the reserve, the sign-ups; adding someone
    without a phone, removing, the capacity and the other options.

    Signals:
        player_added(str, bool): the host signs up someone without a phone (nickname, 21+ ticked).
        removal_asked(int): the host wants this seat off tonight's list.
    """

    player_added = Signal(str, bool)
    removal_asked = Signal(int)

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.capacity = QSpinBox(self)
        self.capacity.setObjectName("capacity")
        self.capacity.setRange(10, 16)
        self.capacity.setKeyboardTracking(False)
        self.free_talk = QSpinBox(self)
        self.free_talk.setObjectName("free_talk_seconds")
        self.free_talk.setRange(10, 900)
        self.free_talk.setSingleStep(10)
        self.free_talk.setKeyboardTracking(False)
        self.first_free_talk = QSpinBox(self)
        self.first_free_talk.setObjectName("first_free_talk_seconds")
        self.first_free_talk.setRange(10, 900)
        self.first_free_talk.setSingleStep(10)
        self.first_free_talk.setKeyboardTracking(False)
        self.host_plays = QCheckBox(self)
        self.host_plays.setObjectName("host_plays")
        # two options a row: the evening's panel leaves the seats room on a laptop's screen (PLT-12)
        self.form = QGridLayout()
        self.caption_capacity, self.caption_talk, self.caption_first = QLabel(self), QLabel(self), QLabel(self)
        for caption in (self.caption_capacity, self.caption_talk, self.caption_first):
            caption.setWordWrap(True)
        self.form.addWidget(self.caption_capacity, 0, 0)
        self.form.addWidget(self.capacity, 0, 1)
        self.form.addWidget(self.caption_talk, 0, 2)
        self.form.addWidget(self.free_talk, 0, 3)
        self.form.addWidget(self.caption_first, 1, 0)
        self.form.addWidget(self.first_free_talk, 1, 1)
        self.form.addWidget(self.host_plays, 2, 0, 1, 4)
        self.form.setColumnStretch(0, 1)
        self.form.setColumnStretch(2, 1)
        self.summary = QLabel(self)
        self.summary.setObjectName("roster_summary")
        self.summary.setWordWrap(True)
        self.roster = QTableWidget(0, 2, self)
        self.roster.setObjectName("roster")
        self.roster.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.roster.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.roster.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.roster.verticalHeader().setVisible(False)
        compact_rows(self.roster)
        show_rows(self.roster)
        header = self.roster.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.nickname = QLineEdit(self)
        self.nickname.setObjectName("add_nickname")
        self.adult = QCheckBox(self)
        self.adult.setObjectName("add_adult")
        self.add = QPushButton(self)
        self.add.setObjectName("add_player")
        self.remove = QPushButton(self)
        self.remove.setObjectName("remove_player")
        adding = QHBoxLayout()
        adding.addWidget(self.nickname, 3)
        adding.addWidget(self.adult)
        adding.addWidget(self.add, 1)
        adding.addWidget(self.remove)  # beside "add": the summary above keeps the panel's width
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.summary)
        layout.addWidget(self.roster, 1)
        layout.addLayout(adding)
        self.capacity.valueChanged.connect(lambda v: self.on_option(capacity=v))
        self.free_talk.valueChanged.connect(lambda v: self.on_option(free_talk_seconds=v))
        self.first_free_talk.valueChanged.connect(lambda v: self.on_option(first_free_talk_seconds=v))
        self.host_plays.toggled.connect(lambda on: self.on_option(host_plays=on))
        self.add.clicked.connect(self.on_add)
        self.nickname.returnPressed.connect(self.on_add)
        self.remove.clicked.connect(self.on_remove)
        self.roster.itemSelectionChanged.connect(self._update_remove)
        self._drawing = False
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("evening"), game.get("options"), game.get("places"), view.get("seats"),
                view.get("allowed"), game.get("phase"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        evening = game.get("evening") or {}
        options = game.get("options") or {}
        allowed = views.allowed(view)
        self._drawing = True
        try:
            self.capacity.setValue(int(options.get("capacity") or 15))
            self.free_talk.setValue(int(options.get("free_talk_seconds") or 120))
            self.first_free_talk.setValue(int(options.get("first_free_talk_seconds") or 60))
            self.host_plays.setChecked(bool(options.get("host_plays")))
        finally:
            self._drawing = False
        for widget in (self.capacity, self.free_talk, self.first_free_talk, self.host_plays):
            widget.setEnabled("set_options" in allowed)
        in_game = {p.get("seat"): p.get("place") for p in places(view)} if game.get("phase") not in (
            "evening", "game_over") else {}
        selected = self.selected_seat()
        with sized_once(self.roster):  # the columns are measured once, not at every cell
            self.roster.setRowCount(0)
            lineup, reserve, signed = (list(evening.get(k) or []) for k in ("lineup", "reserve", "signed"))
            rows = ([(s, self.tr("seat %1").replace("%1", str(in_game[s])) if s in in_game else self.tr("line-up"))
                     for s in lineup]
                    + [(s, self.tr("reserve %1").replace("%1", str(i + 1))) for i, s in enumerate(reserve)]
                    + [(s, self.tr("signed up, not confirmed")) for s in signed])
            for seat, status in rows:
                r = self.roster.rowCount()
                self.roster.insertRow(r)
                name = QTableWidgetItem(views.nickname(view, seat))
                name.setData(Qt.ItemDataRole.UserRole, seat)
                self.roster.setItem(r, 0, name)
                self.roster.setItem(r, 1, QTableWidgetItem(status))
                if seat == selected:
                    self.roster.selectRow(r)
        self.summary.setText(self.tr("Line-up: %1 of %2 · reserve: %3 · not confirmed: %4 · games tonight: %5")
                             .replace("%1", str(len(lineup))).replace("%2", str(evening.get("capacity", "")))
                             .replace("%3", str(len(reserve))).replace("%4", str(len(signed)))
                             .replace("%5", str(evening.get("games", 0))))
        self.add.setEnabled("add_player" in allowed)
        self._update_remove()

    def selected_seat(self) -> int | None:
        items = self.roster.selectedItems()
        for item in items:
            seat = item.data(Qt.ItemDataRole.UserRole)
            if seat is not None:
                return int(seat)
        return None

    def _update_remove(self) -> None:
        self.remove.setEnabled("remove_player" in self.model.allowed() and self.selected_seat() is not None)

    def on_option(self, **args: object) -> None:
        if self._drawing:
            return
        self.request("set_options", **args)  # a refused change springs back to what the view says

    def on_add(self) -> None:
        """MAF-02, MAF-03: the host signs someone up who has no phone; 21+ must be ticked."""
        name = self.nickname.text().strip()
        if not name:
            self.nickname.setFocus()
            return
        self.player_added.emit(name, self.adult.isChecked())

    def on_added(self) -> None:
        """The player is on the list: the fields are clear for the next one."""
        self.nickname.clear()
        self.adult.setChecked(False)

    def on_remove(self) -> None:
        seat = self.selected_seat()
        if seat is not None:
            self.removal_asked.emit(seat)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Evening"))
        self.caption_capacity.setText(self.tr("Seats at the table"))
        self.caption_talk.setText(self.tr("Free talk, seconds"))
        self.caption_first.setText(self.tr("Day 1 free talk, seconds"))
        self.host_plays.setText(self.tr("The host plays (hide the secrets)"))
        self.roster.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Where")])
        self.nickname.setPlaceholderText(self.tr("Nickname of a player without a phone"))
        self.nickname.setToolTip(with_shortcut(self.nickname.placeholderText(), NICKNAME_SHORTCUT))
        self.nickname.setProperty("keys", NICKNAME_SHORTCUT)
        self.adult.setText(self.tr("21+"))
        self.adult.setToolTip(with_shortcut(self.tr("The player confirms being 21 or older"), ADULT_SHORTCUT))
        self.adult.setProperty("keys", ADULT_SHORTCUT)
        self.add.setText(self.tr("Add"))
        self.remove.setText(self.tr("Remove"))  # short: it shares the row with the nickname field
        self.remove.setToolTip(self.tr("Remove the selected player"))


# --- the composition ------------------------------------------------------------------------------------
class CompositionPanel(Panel):
    """The composition of this game (MAF-04), custom roles (MAF-05), seating and the deal.

    Signals:
        custom_role_asked(dict): the host adds a custom role (the ``add_custom_role`` arguments).
    """

    custom_role_asked = Signal(dict)

    def __init__(self, model: TableModel, commands: Commands, texts: MafiaTexts, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("composition")
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        compact_rows(self.table)
        show_rows(self.table)  # three roles at least in view (the rest scroll)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.spins: dict[str, QSpinBox] = {}
        self.total = QLabel(self)
        self.total.setObjectName("composition_total")
        self.total.setWordWrap(True)
        self.custom_name = QLineEdit(self)
        self.custom_name.setObjectName("custom_name")
        self.custom_team = QComboBox(self)
        self.custom_team.setObjectName("custom_team")
        self.custom_slot = QComboBox(self)
        self.custom_slot.setObjectName("custom_slot")
        self.custom_action = QComboBox(self)
        self.custom_action.setObjectName("custom_action")
        self.custom_reveal = QCheckBox(self)
        self.custom_reveal.setObjectName("custom_reveal")
        self.custom_reveal.setChecked(True)
        self.custom_add = QPushButton(self)
        self.custom_add.setObjectName("add_custom_role")
        for combo in (self.custom_team, self.custom_slot, self.custom_action):
            # a long role or action text is cut in the closed box (whole in the list): the panel fits a laptop
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
        custom = QGridLayout()
        custom.addWidget(self.custom_name, 0, 0)
        custom.addWidget(self.custom_team, 0, 1)
        custom.addWidget(self.custom_slot, 1, 0)
        custom.addWidget(self.custom_action, 1, 1)
        custom.addWidget(self.custom_reveal, 2, 0)
        custom.addWidget(self.custom_add, 2, 1)
        self.custom_caption = QLabel(self)
        buttons = QHBoxLayout()  # one row of plain buttons: the step panel's big button does the next of them
        for name in ("seat_players", "deal", "start_game"):
            button = QToolButton(self)
            button.setDefaultAction(commands.action(name))
            button.setObjectName(f"button_{name}")
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        layout.addWidget(self.custom_caption)
        layout.addLayout(custom)
        layout.addLayout(buttons)
        self.custom_add.clicked.connect(self.on_custom)
        self.custom_name.returnPressed.connect(self.on_custom)
        self._roles: object = None
        self._drawing = False
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("composition"), game.get("custom_roles"), game.get("phase"), game.get("places"),
                view.get("allowed"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        allowed = views.allowed(view)
        self.setVisible(phase in ("evening", "seated", "game_over"))
        counts = {c.get("role"): int(c.get("count") or 0) for c in game.get("composition") or []}
        roles = [*self.texts.roles(), *[str(c.get("id")) for c in game.get("custom_roles") or []]]
        if roles != self._roles:
            self._roles = roles
            self.table.setRowCount(0)
            self.spins = {}
            for role in roles:
                r = self.table.rowCount()
                self.table.insertRow(r)
                self.table.setItem(r, 0, QTableWidgetItem(self.texts.role(role)))
                self.table.setItem(r, 1, QTableWidgetItem(self.texts.team(self.texts.role_team(role))))
                spin = QSpinBox(self.table)
                spin.setObjectName(f"count_{role}")
                spin.setRange(0, 16)
                spin.setKeyboardTracking(False)
                spin.valueChanged.connect(lambda v, r=role: self.on_count(r, v))
                self.table.setCellWidget(r, 2, spin)
                self.spins[role] = spin
        self._drawing = True
        try:
            for role, spin in self.spins.items():
                spin.setValue(counts.get(role, 0))
                spin.setEnabled("set_role_count" in allowed)
        finally:
            self._drawing = False
        cards, seats = sum(counts.values()), len(places(view))
        if phase == "seated" and game.get("next") == "start_game":
            self.total.setText(self.tr("Cards dealt. %1 cards for %2 seats.").replace("%1", str(cards))
                               .replace("%2", str(seats)))
        elif phase == "seated":
            self.total.setText(self.tr("%1 cards for %2 seats").replace("%1", str(cards)).replace("%2", str(seats))
                               + ("" if cards == seats else "  ⚠"))
        else:
            self.total.setText(self.tr("Seat the players first: the composition follows the number of seats."))
        editable = "add_custom_role" in allowed
        for widget in (self.custom_name, self.custom_team, self.custom_slot, self.custom_action,
                       self.custom_reveal, self.custom_add):
            widget.setEnabled(editable)

    def on_count(self, role: str, count: int) -> None:
        if self._drawing:
            return
        self.request("set_role_count", role=role, count=count)

    def on_custom(self) -> None:
        """MAF-05: a custom role for this game only."""
        name = self.custom_name.text().strip()
        if not name:
            self.custom_name.setFocus()
            return
        existing = {str(c.get("id")) for c in views.game(self.model.view).get("custom_roles") or []}
        number = 1
        while f"custom_{number}" in existing:
            number += 1
        args: dict[str, Any] = {"id": f"custom_{number}", "name": name, "team": self.custom_team.currentData(),
                                "action": self.custom_action.currentData(), "reveal": self.custom_reveal.isChecked()}
        if self.custom_slot.currentData():
            args["night_slot"] = self.custom_slot.currentData()
        self.custom_role_asked.emit(args)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Composition"))
        self.table.setHorizontalHeaderLabels([self.tr("Role"), self.tr("Team"), self.tr("Cards")])
        self.custom_caption.setText(self.tr("A custom role for this game:"))
        self.custom_name.setPlaceholderText(self.tr("Role name"))
        self.custom_team.clear()
        for team in ("red", "black", "loner"):
            self.custom_team.addItem(self.texts.team(team), team)
        self.custom_slot.clear()
        self.custom_slot.addItem(self.tr("Does not wake"), None)
        for slot in NIGHT_ORDER:
            self.custom_slot.addItem(self.tr("Wakes: %1").replace("%1", self.texts.slot(slot)), slot)
        self.custom_action.clear()
        for action in ACTIONS:
            self.custom_action.addItem(self.texts.action(action), action)
        self.custom_action.setCurrentIndex(len(ACTIONS) - 1)
        self.custom_reveal.setText(self.tr("Revealed when out"))
        self.custom_add.setText(self.tr("Add the role"))
        self._roles = None


# --- results -----------------------------------------------------------------------------------------
class ResultsPanel(Panel):
    """The game's end — "place — role — nick" for every place (MAF-04) — and the evening's games and
    rating totals (MAF-01, MAF-24)."""

    def __init__(self, model: TableModel, texts: MafiaTexts, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
        self.winner = QLabel(self)
        self.winner.setObjectName("winner")
        bold(self.winner, 2)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("result_table")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        compact_rows(self.table)
        show_rows(self.table)
        header = self.table.horizontalHeader()
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents if column != 2
                                        else QHeaderView.ResizeMode.Stretch)
        self.evening = QLabel(self)
        self.evening.setObjectName("evening_totals")
        self.evening.setWordWrap(True)
        self.evening.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.winner)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.evening)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("result"), game.get("totals"), game.get("history"), view.get("seats"),
                game.get("phase"), game.get("custom_roles"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        result = game.get("result") or {}
        phase = game.get("phase")
        self.setVisible(phase in ("evening", "seated", "game_over") or bool(game.get("history")))
        self.winner.setText(self.texts.winner(result.get("winner")) if result else "")
        points = {p.get("place"): p.get("points") for p in result.get("points") or []}
        first = set(result.get("first_out") or [])
        rows = result.get("table") or []
        self.table.setVisible(bool(rows))
        with sized_once(self.table):
            self.table.setRowCount(0)
            for row in rows:
                r = self.table.rowCount()
                self.table.insertRow(r)
                place = row.get("place")
                mark = " ★" if place in first else ""
                cells = [str(place), self.texts.role(row.get("role")), f"{row.get('nickname')}{mark}",
                         f"{int(points.get(place) or 0):+d}"]
                for c, text in enumerate(cells):
                    self.table.setItem(r, c, QTableWidgetItem(text))
        lines = []
        for item in game.get("history") or []:
            lines.append(self.tr("Game %1: %2").replace("%1", str(item.get("game")))
                         .replace("%2", self.texts.winner(item.get("result"))))
        totals = sorted(game.get("totals") or [], key=lambda t: (-int(t.get("points") or 0), int(t.get("seat") or 0)))
        if totals:
            lines.append(self.tr("Tonight's points: %1").replace("%1", ", ".join(
                f"{views.nickname(view, t.get('seat'))} {int(t.get('points') or 0)}" for t in totals)))
        self.evening.setText("\n".join(lines) if lines else self.tr("No game finished yet tonight"))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Results"))
        self.table.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Role"), self.tr("Player"), self.tr("Points")])
        self.table.setToolTip(self.tr("★ the first out: immune on day 1 and night 1 of the next game"))
