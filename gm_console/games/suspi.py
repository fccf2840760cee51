"""SUSPI's screens at the console (SUS-01..SUS-46): the moderator's desk and the projector's board.

The desk: the table's options and composition, the phase with one key for every step (deal, next
step, pause, ±30 s, abort), the villa's map of who is where (none when the host plays, SUS-03), who
has chosen at night (never what), the council's count, the living and the dead, the secret cards,
the end-of-game reveal and the evening's scoreboard; sounds at nightfall, dawn, the council and the
results. The board: the phase and its countdown, the villa's rooms, who did not come back at dawn,
the live council count (ghost variant), the ghosts, the announced number of murderers, the results,
and the rules screen in the lobby for the first 20 minutes of the evening (SUS-46).

Everything is read from the views (``rules/suspi/VIEWS.md``); the console decides nothing (PLT-01).
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from net.journal import OK, Entry

from .. import texts, views
from ..board_window import ACCENT, ALARM, DIM, TEXT, WARN, BoardFrame, _label
from ..commands import ADD_SECONDS, Command, with_shortcut
from ..desk import Desk
from ..panels._panel import Panel, compact_rows
from ..panels.log import GAME_WORDS
from ..panels.round import big_button
from ..panels.timer import TimerPanel
from ..qr import QrView
from ..sound import SoundService
from ..table_model import TableModel
from ..views import Json

if TYPE_CHECKING:
    from ..main_window import MainWindow

TIMED = ("night", "day", "council", "unmasking")
"""The phases whose countdown runs (night 2 min, day 10 min, council 90 s, unmasking 90 s)."""
ROLES = ("murderer", "investigator", "doctor", "exorcist", "szur")
"""The special roles of a composition (SUS-27), in the order the options show them."""
MURDERER_COLOR, POSSESSED_COLOR, GHOST_COLOR = "#c62828", "#7b1fa2", "#607d8b"
CUES = {"night": "suspi_nightfall", "dawn": "suspi_dawn", "council": "suspi_council", "over": "suspi_results"}
"""The sound each phase opens with (``resources/sounds/<name>.wav``)."""
SHORTCUTS = {"ghosts": "Alt+V", "host_plays": "Alt+H", "call_link": "Alt+L", "composition": "Alt+C"}
"""Keys that put the keyboard on an option of the lobby (PLT-12)."""

_CONTEXT = "SuspiTexts"
PHASES = {
    "lobby": QT_TRANSLATE_NOOP("SuspiTexts", "Lobby: the guests are arriving"),
    "dealt": QT_TRANSLATE_NOOP("SuspiTexts", "Cards dealt: everyone reads their card"),
    "night": QT_TRANSLATE_NOOP("SuspiTexts", "Night: everyone picks a room"),
    "dawn": QT_TRANSLATE_NOOP("SuspiTexts", "Dawn: who did not come back"),
    "day": QT_TRANSLATE_NOOP("SuspiTexts", "Day: where were you last night?"),
    "council": QT_TRANSLATE_NOOP("SuspiTexts", "Council: the secret vote"),
    "verdict": QT_TRANSLATE_NOOP("SuspiTexts", "The council's verdict"),
    "unmasking": QT_TRANSLATE_NOOP("SuspiTexts", "Unmasking: guess someone's goal"),
    "over": QT_TRANSLATE_NOOP("SuspiTexts", "The game is over"),
}
ROLE_NAMES = {
    "murderer": QT_TRANSLATE_NOOP("SuspiTexts", "Murderer"),
    "investigator": QT_TRANSLATE_NOOP("SuspiTexts", "Investigator"),
    "doctor": QT_TRANSLATE_NOOP("SuspiTexts", "Doctor"),
    "exorcist": QT_TRANSLATE_NOOP("SuspiTexts", "Exorcist"),
    "szur": QT_TRANSLATE_NOOP("SuspiTexts", "Szur"),
    "guest": QT_TRANSLATE_NOOP("SuspiTexts", "Guest"),
}
GOAL_NAMES = {
    "thief": QT_TRANSLATE_NOOP("SuspiTexts", "Thief"),
    "loner": QT_TRANSLATE_NOOP("SuspiTexts", "Loner"),
    "spy": QT_TRANSLATE_NOOP("SuspiTexts", "Spy"),
    "companion": QT_TRANSLATE_NOOP("SuspiTexts", "Companion"),
    "suspect": QT_TRANSLATE_NOOP("SuspiTexts", "Suspect"),
    "accuser": QT_TRANSLATE_NOOP("SuspiTexts", "Accuser"),
    "romance": QT_TRANSLATE_NOOP("SuspiTexts", "Romance"),
    "bribe": QT_TRANSLATE_NOOP("SuspiTexts", "Bribe: abstain"),
}
WINNERS = {
    "city": QT_TRANSLATE_NOOP("SuspiTexts", "The city wins"),
    "murderers": QT_TRANSLATE_NOOP("SuspiTexts", "The murderers win"),
    "ghosts": QT_TRANSLATE_NOOP("SuspiTexts", "The ghosts win"),
}
REASONS = {
    "no_murderer": QT_TRANSLATE_NOOP("SuspiTexts", "No murderer is left alive"),
    "murderers_alone": QT_TRANSLATE_NOOP("SuspiTexts", "Only murderers are left alive"),
    "last_round": QT_TRANSLATE_NOOP("SuspiTexts", "A murderer survived the last round"),
    "possessed_majority": QT_TRANSLATE_NOOP("SuspiTexts", "The possessed outnumber the other living"),
    "aborted": QT_TRANSLATE_NOOP("SuspiTexts", "The game was aborted: nobody scores"),
}
RULES = (
    QT_TRANSLATE_NOOP("SuspiTexts", "Hold your card on the phone to read your character, role and goal; let go "
                                    "and it hides."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Night, 2 minutes: pick a room on the phone in secret, then put the phone "
                                    "face down."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Where the murderers are at least as many as the others, one of the others "
                                    "dies. Murderers do not choose."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Dawn: your phone tells you where you were and who was with you."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Day, 10 minutes: say where you were. Lying is allowed, showing your screen "
                                    "is not."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Council, 90 seconds: vote on the phone and confirm. One player leaves, two "
                                    "from 12 players while 8 live."),
    QT_TRANSLATE_NOOP("SuspiTexts", "The dead become ghosts: at night they point at a room to possess someone."),
    QT_TRANSLATE_NOOP("SuspiTexts", "The city wins when no murderer lives; the murderers when only they are left "
                                    "or one survives the last round; the ghosts when the possessed outnumber the "
                                    "other living."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Everyone but the Szur has a secret goal: +2. At the end, guess another "
                                    "player's goal: +1."),
)
"""SUS-46: the rules screen for the projector, in the lobby for the first 20 minutes of the evening."""
RULES_MS = 20 * 60_000
"""SUS-46: joining and the rules take about 20 minutes once per evening."""


def _translate(text: object) -> str:
    return QCoreApplication.translate(_CONTEXT, str(text))


def phase_text(phase: str | None) -> str:
    return _translate(PHASES[phase]) if phase in PHASES else str(phase or "")


def role_text(role: str | None) -> str:
    return _translate(ROLE_NAMES[role]) if role in ROLE_NAMES else str(role or "")


def goal_text(goal: str | None) -> str:
    return _translate(GOAL_NAMES[goal]) if goal in GOAL_NAMES else str(goal or "")


def winner_text(team: str | None) -> str:
    return _translate(WINNERS[team]) if team in WINNERS else ""


def reason_text(reason: str | None) -> str:
    return _translate(REASONS[reason]) if reason in REASONS else str(reason or "")


def match(view: Json) -> Json:
    """The view's ``match`` (null in the lobby before the first deal)."""
    return views.game(view).get("match") or {}


def pairs(rows: Iterable[Json] | None, key: str = "seat", value: str = "room") -> dict[Any, Any]:
    return {row.get(key): row.get(value) for row in rows or []}


def nick_list(view: Json, seats: Iterable[int] | None) -> str:
    return ", ".join(views.nickname(view, s) for s in seats or [])


def signed(points: int | str | None) -> str:
    """Points as the results show them: +2, −1, 0."""
    n = int(points or 0)
    return f"{n:+d}" if n else "0"


def esc(text: object) -> str:
    return html.escape(str(text), quote=False)


class SuspiNames:
    """The villa's rooms and guests in the table's language (PLT-15): ids from the views, names
    from ``resources/suspi`` (the game's content). An unknown id is shown as it is."""

    def __init__(self, model: TableModel) -> None:
        self.model = model
        content = getattr(model.table.game, "content", None)
        self._rooms = {r.id: r.name for r in getattr(content, "rooms", ())}
        self._characters = {c.id: (c.name, c.description) for c in getattr(content, "characters", ())}

    def _lang(self) -> str:
        return str((self.model.view.get("table") or {}).get("lang") or "en")

    def _pick(self, names: Mapping[str, str], fallback: str) -> str:
        return names.get(self._lang()) or names.get("en") or fallback

    def room(self, room_id: str | None) -> str:
        return self._pick(self._rooms.get(room_id or "", {}), str(room_id or ""))

    def character(self, character_id: str | None) -> str:
        found = self._characters.get(character_id or "")
        return self._pick(found[0], str(character_id)) if found else str(character_id or "")

    def description(self, character_id: str | None) -> str:
        found = self._characters.get(character_id or "")
        return self._pick(found[1], "") if found else ""


def _heading(label: QLabel, bigger: int = 5) -> QLabel:
    font = QFont(label.font())
    font.setPointSize(font.pointSize() + bigger)
    font.setBold(True)
    label.setFont(font)
    return label


def _rich(parent: QWidget, name: str) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return label


def _table(parent: QWidget, name: str, columns: int) -> QTableWidget:
    table = QTableWidget(0, columns, parent)
    table.setObjectName(name)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setWordWrap(False)
    compact_rows(table)
    header = table.horizontalHeader()
    for column in range(columns):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], colors: list[str | None] | None = None,
          tips: list[str] | None = None) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        color = colors[r] if colors else None
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if color:
                item.setForeground(QBrush(QColor(color)))
            if tips and c == 0:
                item.setToolTip(tips[r])
            table.setItem(r, c, item)


# --- the desk's panels ------------------------------------------------------------------------------
class OptionsPanel(Panel):
    """The table's options (SUS-03, SUS-04, SUS-21) and the composition of the next deal (SUS-27).

    Each change is sent at once; the widgets always show what the view says (a refused change
    springs back). Editable while the view allows ``set_options`` / ``set_composition``.

    Signals:
        options_chosen(dict): ``set_options`` arguments.
        composition_chosen(dict): ``set_composition`` arguments.
    """

    options_chosen = Signal(dict)
    composition_chosen = Signal(dict)

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self._drawing = False
        self.ghosts = QCheckBox(self)
        self.ghosts.setObjectName("option_ghosts")
        self.host_plays = QCheckBox(self)
        self.host_plays.setObjectName("option_host_plays")
        self.call_link = QLineEdit(self)
        self.call_link.setObjectName("option_call_link")
        self.call_label = QLabel(self)
        self.call_label.setBuddy(self.call_link)
        self.counts: dict[str, QSpinBox] = {}
        self.count_labels: dict[str, QLabel] = {}
        grid = QGridLayout()
        for i, role in enumerate(ROLES):
            spin = QSpinBox(self)
            spin.setObjectName(f"composition_{role}")
            spin.setRange(1 if role == "murderer" else 0, 8 if role == "murderer" else 1)
            label = QLabel(self)
            label.setBuddy(spin)
            grid.addWidget(label, i // 3, (i % 3) * 2)
            grid.addWidget(spin, i // 3, (i % 3) * 2 + 1)
            spin.valueChanged.connect(self.on_composition_edited)
            self.counts[role], self.count_labels[role] = spin, label
        self.default = QPushButton(self)
        self.default.setObjectName("composition_default")
        grid.addWidget(self.default, 1, 4, 1, 2)
        self.composition_note = QLabel(self)
        self.composition_note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.ghosts)
        form.addRow(self.host_plays)
        form.addRow(self.call_label, self.call_link)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addWidget(self.composition_note)
        self._connect_signals()
        self.retranslate()
        self.redraw()

    def _connect_signals(self) -> None:
        self.ghosts.toggled.connect(lambda on: self._options(ghosts=on))
        self.host_plays.toggled.connect(lambda on: self._options(host_plays=on))
        self.call_link.editingFinished.connect(lambda: self._options(call_link=self.call_link.text().strip()))
        self.default.clicked.connect(lambda: self.composition_chosen.emit({"default": True}))

    def _options(self, **args: object) -> None:
        if not self._drawing:
            self.options_chosen.emit(args)

    @Slot()
    def on_composition_edited(self) -> None:
        if self._drawing:
            return
        wanted = {("murderers" if r == "murderer" else r): spin.value() for r, spin in self.counts.items()}
        self.composition_chosen.emit(wanted)

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("options"), game.get("composition"), views.allowed(view) & {"set_options", "set_composition"})

    def draw(self, view: Json) -> None:
        game = views.game(view)
        options = game.get("options") or {}
        composition = game.get("composition") or {}
        allowed = views.allowed(view)
        self._drawing = True
        try:
            self.ghosts.setChecked(bool(options.get("ghosts", True)))
            self.host_plays.setChecked(bool(options.get("host_plays")))
            if not self.call_link.hasFocus():
                self.call_link.setText(str(options.get("call_link") or ""))
            for role, spin in self.counts.items():
                spin.setValue(int(composition.get("murderers" if role == "murderer" else role, 0)))
                spin.setEnabled("set_composition" in allowed)
        finally:
            self._drawing = False
        for widget in (self.ghosts, self.host_plays, self.call_link):
            widget.setEnabled("set_options" in allowed)
        self.default.setEnabled("set_composition" in allowed and bool(options.get("composition")))
        self.composition_note.setText(
            self.tr("The moderator's composition") if options.get("composition")
            else self.tr("The default composition for the players at the table"))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Options"))
        self.ghosts.setText(self.tr("Ghosts (the default variant)"))
        self.ghosts.setToolTip(with_shortcut(self.tr("The dead become ghosts and the council count is live"),
                                             SHORTCUTS["ghosts"]))
        self.host_plays.setText(self.tr("The host plays (this screen shows no secret)"))
        self.host_plays.setToolTip(with_shortcut(self.tr("The app runs the table and its creator plays"),
                                                 SHORTCUTS["host_plays"]))
        self.call_label.setText(self.tr("Call link"))
        self.call_link.setPlaceholderText(self.tr("Discord, Meet or Zoom, for remote players"))
        self.call_link.setToolTip(with_shortcut(self.tr("The players see this link"), SHORTCUTS["call_link"]))
        names = {"murderer": self.tr("Murderers"), "investigator": self.tr("Investigator"),
                 "doctor": self.tr("Doctor"), "exorcist": self.tr("Exorcist"), "szur": self.tr("Szur")}
        for role, label in self.count_labels.items():
            label.setText(names[role])
        self.counts["murderer"].setToolTip(with_shortcut(self.tr("Roles of the next deal"), SHORTCUTS["composition"]))
        self.default.setText(self.tr("Default"))

    def focus(self, name: str) -> None:
        widget = {"ghosts": self.ghosts, "host_plays": self.host_plays, "call_link": self.call_link,
                  "composition": self.counts["murderer"]}.get(name)
        if widget is not None:
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)


class StepsPanel(Panel):
    """The phase in words, the game and round, and a button for every step."""

    def __init__(self, model: TableModel, window: MainWindow, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.phase = _heading(QLabel(self))
        self.phase.setObjectName("phase")
        self.phase.setWordWrap(True)
        self.round = QLabel(self)
        self.round.setObjectName("round")
        self.note = QLabel(self)
        self.note.setObjectName("step_note")
        self.note.setWordWrap(True)
        self.buttons = {name: big_button(self, window.commands, name)
                        for name in ("deal", "advance", "abort_game", "undo")}
        grid = QGridLayout()
        grid.addWidget(self.buttons["deal"], 0, 0)
        grid.addWidget(self.buttons["advance"], 0, 1, 1, 2)
        grid.addWidget(self.buttons["abort_game"], 1, 0)
        grid.addWidget(self.buttons["undo"], 1, 1, 1, 2)
        head = QHBoxLayout()
        head.addWidget(self.phase, 1)
        head.addWidget(self.round)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.note)
        layout.addLayout(grid)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game, m = views.game(view), match(view)
        return (game.get("phase"), game.get("game"), m.get("round"), m.get("last_round"), m.get("winner"),
                m.get("announced_murderers"), len(game.get("players") or []), view.get("seats"))

    def draw(self, view: Json) -> None:
        game, m = views.game(view), match(view)
        phase = str(game.get("phase") or "")
        self.phase.setText(phase_text(phase))
        parts = []
        if game.get("game"):
            parts.append(self.tr("Game %1").replace("%1", str(game.get("game"))))
        if m.get("round"):
            parts.append(self.tr("Round %1").replace("%1", str(m.get("round"))))
        if m.get("last_round"):
            parts.append(self.tr("the last round"))  # SUS-13
        self.round.setText(" · ".join(parts))
        present = sum(1 for s in views.seats(view) if s.get("present", True))
        if phase in ("lobby", "over"):
            note = self.tr("%1 at the table; 6 to 18 play").replace("%1", str(present))  # SUS-01
        elif phase == "dealt":
            note = self.tr("Everyone reads their card. Announced: about %1 murderers") \
                .replace("%1", str(m.get("announced_murderers")))  # SUS-15
        elif m.get("winner"):
            winner = m["winner"]
            note = winner_text(winner.get("team")) + " — " + reason_text(winner.get("reason"))
        else:
            note = self.tr("Announced: about %1 murderers").replace("%1", str(m.get("announced_murderers")))
        self.note.setText(note)

    def retranslate(self) -> None:
        self.setTitle(self.tr("The game"))


class SuspiTimerPanel(TimerPanel):
    """The countdown of the night, day, council or unmasking, with pause and ±30 s (PLT-14)."""

    def watch(self, view: Json) -> object:
        return (match(view).get("timer"), views.game(view).get("phase"), self.model.received)

    def draw(self, view: Json) -> None:
        phase = views.game(view).get("phase")
        timer = match(view).get("timer") if phase in TIMED else None
        self.countdown = views.Countdown.of(timer, self.model.received)
        if self.countdown is None:
            self.state.setText(self.tr("The timer runs at night, by day, at a council and at the unmasking"))
        elif self.countdown.running:
            self.state.setText(self.tr("Running"))
        else:
            self.state.setText(self.tr("Paused"))
        self.on_tick()


class VillaPanel(Panel):
    """The villa's map: each room with who is there (SUS-06, SUS-07), from the moderator's secrets.

    At night: this night's picks so far (the undecided under the room they would stay in), the
    investigator's room, the holy ground and the ghosts' points; otherwise where everyone spent the
    last night. When the host plays the view has no secrets and the map says so (SUS-03).
    """

    def __init__(self, model: TableModel, names: SuspiNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = names
        self.note = QLabel(self)
        self.note.setObjectName("villa_note")
        self.note.setWordWrap(True)
        self.grid = QGridLayout()
        self.rooms: dict[str, QLabel] = {}
        self.outside = _rich(self, "villa_outside")
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(self.grid)
        layout.addWidget(self.outside)
        layout.addStretch(1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game, m = views.game(view), match(view)
        return (game.get("phase"), m.get("rooms"), m.get("alive"), game.get("secrets"), game.get("host_plays"),
                view.get("seats"), (view.get("table") or {}).get("lang"))

    def _room_boxes(self, rooms: list[str]) -> None:
        if list(self.rooms) == rooms:
            return
        for label in self.rooms.values():
            self.grid.removeWidget(label)
            label.deleteLater()
        self.rooms = {}
        columns = 3 if len(rooms) > 4 else 2
        for i, room in enumerate(rooms):
            label = _rich(self, f"room_{room}")
            label.setFrameShape(QFrame.Shape.StyledPanel)
            label.setMinimumHeight(60)
            label.setMargin(6)
            self.grid.addWidget(label, i // columns, i % columns)
            self.rooms[room] = label

    def draw(self, view: Json) -> None:
        game, m = views.game(view), match(view)
        phase = game.get("phase")
        rooms = list(m.get("rooms") or [])
        secrets = views.secrets(view)
        if views.host_plays(view):
            self._room_boxes([])
            self.note.setText(self.tr("The host plays: the map of the rooms is hidden (SUS-03)"))
            self.outside.setText("")
            return
        self._room_boxes(rooms)
        if not secrets or not rooms:
            self.note.setText(self.tr("The rooms are known once the cards are dealt"))
            self.outside.setText("")
            return
        roles = {c.get("seat"): c.get("role") for c in secrets.get("cards") or []}
        possessed = set(secrets.get("possessed") or [])
        alive = list(m.get("alive") or [])
        last = pairs(secrets.get("last_rooms"))
        night = secrets.get("night") or {}
        at_night = phase == "night"
        if at_night:
            picked = pairs(night.get("rooms"))
            asleep = set(night.get("asleep") or [])
            self.note.setText(self.tr("Tonight's picks so far; grey: not chosen yet (stays in last night's room)"))
        else:
            picked, asleep = last, set()
            self.note.setText(self.tr("Where everyone spent the last night") if last
                              else self.tr("Nobody has spent a night in the villa yet"))
        checks = Counter(r.get("room") for r in night.get("checks") or []) if at_night else Counter()
        holy = {r.get("room") for r in night.get("holy_ground") or []} if at_night else set()
        points = Counter(r.get("room") for r in night.get("points") or []) if at_night else Counter()
        people: dict[str, list[str]] = {room: [] for room in rooms}
        undecided: list[str] = []
        for seat in alive:
            name = esc(views.nickname(view, seat))
            color = MURDERER_COLOR if roles.get(seat) == "murderer" else POSSESSED_COLOR if seat in possessed else ""
            if seat in asleep:
                continue
            room = picked.get(seat)
            if room is None and at_night:
                room = last.get(seat)
                entry = f'<i style="color:{GHOST_COLOR}">{name}</i>'
                if room not in people:
                    undecided.append(entry)
                    continue
            else:
                entry = f'<span style="color:{color}">{name}</span>' if color else name
            if room in people:
                people[room].append(entry)
        for room, label in self.rooms.items():
            marks = []
            if checks[room]:
                marks.append(self.tr("checked"))
            if room in holy:
                marks.append(self.tr("holy ground"))
            if points[room]:
                marks.append(self.tr("ghosts: %1").replace("%1", str(points[room])))
            mark = f' <small style="color:{DIM}">({esc(", ".join(marks))})</small>' if marks else ""
            who = ", ".join(people[room]) or f'<span style="color:{DIM}">—</span>'
            label.setText(f"<b>{esc(self.names.room(room))}</b> ({len(people[room])}){mark}<br>{who}")
        lines = []
        if undecided:
            lines.append(self.tr("Not chosen yet: %1").replace("%1", ", ".join(undecided)))
        if asleep:
            lines.append(esc(self.tr("Asleep (powder): %1").replace("%1", nick_list(view, sorted(asleep)))))
        lines.append(f'<span style="color:{MURDERER_COLOR}">{esc(self.tr("murderer"))}</span> · '
                     f'<span style="color:{POSSESSED_COLOR}">{esc(self.tr("possessed"))}</span>')
        self.outside.setText("<br>".join(lines))

    def retranslate(self) -> None:
        self.setTitle(self.tr("The villa: who is where"))


class ChosenPanel(Panel):
    """Who has chosen tonight, never what (``chosen``; there even when the host plays)."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.summary = _heading(QLabel(self), 2)
        self.summary.setObjectName("chosen_summary")
        self.details = _rich(self, "chosen_details")
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.details)
        layout.addStretch(1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("chosen"), match(view).get("ghosts"), view.get("seats"))

    def draw(self, view: Json) -> None:
        chosen = views.game(view).get("chosen")
        if not chosen:
            self.summary.setText(self.tr("The phones choose at night"))
            self.details.setText("")
            return
        awake = list(chosen.get("awake") or [])
        rooms = set(chosen.get("rooms") or [])
        done = [s for s in awake if s in rooms]
        self.summary.setText(self.tr("Rooms chosen: %1 of %2").replace("%1", str(len(done)))
                             .replace("%2", str(len(awake))))
        marks = [f'<span style="color:#1b7f3b">✔ {esc(views.nickname(view, s))}</span>' if s in rooms
                 else f'<span style="color:{GHOST_COLOR}">… {esc(views.nickname(view, s))}</span>' for s in awake]
        lines = ["  ".join(marks)]
        # who checked or protected would name the investigator and the doctor: counts only (SUS-03)
        lines.append(esc(self.tr("The investigator's room: %1").replace(
            "%1", self.tr("chosen") if chosen.get("checks") else self.tr("not yet"))))
        lines.append(esc(self.tr("The doctor's patient: %1").replace(
            "%1", self.tr("chosen") if chosen.get("protects") else self.tr("not yet"))))
        ghosts = list(match(view).get("ghosts") or [])
        if ghosts:
            pointed = set(chosen.get("points") or [])
            lines.append(esc(self.tr("Ghosts pointed: %1 of %2").replace("%1", str(len(pointed & set(ghosts))))
                             .replace("%2", str(len(ghosts)))))
        self.details.setText("<br>".join(lines))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Who has chosen (not what)"))


class CouncilPanel(Panel):
    """The council: confirmations, the count (live in the ghost variant, and for a game master who
    does not play), the sleepers who sit out, and every council's verdict (SUS-10, SUS-11)."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.summary = _heading(QLabel(self), 2)
        self.summary.setObjectName("council_summary")
        self.tally = _table(self, "council_tally", 3)
        self.verdicts = _rich(self, "council_verdicts")
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.tally, 1)
        layout.addWidget(self.verdicts)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game, m = views.game(view), match(view)
        secrets = views.secrets(view) or {}
        return (game.get("phase"), m.get("council"), m.get("verdicts"), secrets.get("votes"), view.get("seats"))

    def draw(self, view: Json) -> None:
        m = match(view)
        council = m.get("council")
        secrets = views.secrets(view) or {}
        rows: list[list[str]] = []
        if council:
            head = self.tr("Confirmed: %1 of %2").replace("%1", str(council.get("confirmed", 0))) \
                .replace("%2", str(council.get("eligible", 0)))
            if council.get("runoff"):
                head = self.tr("Runoff") + " · " + head
            places = int(council.get("places") or 1)
            if places > 1:
                head += " · " + self.tr("%1 places").replace("%1", str(places))
            self.summary.setText(head)
            voters: dict[int, list[int]] = {}
            for vote in secrets.get("votes") or []:
                if vote.get("confirmed") and vote.get("target"):
                    voters.setdefault(vote["target"], []).append(vote["seat"])
            tally = council.get("tally")
            if tally is None and secrets:  # no ghosts: secret on the board, known to a game master
                tally = [{"seat": s, "votes": len(v)} for s, v in voters.items()]
            for row in sorted(tally or [], key=lambda r: (-int(r.get("votes", 0)), r.get("seat", 0))):
                seat = row.get("seat")
                rows.append([views.nickname(view, seat), str(row.get("votes", 0)), nick_list(view, voters.get(seat))])
            if tally is None:
                rows.append([self.tr("The count is secret until the vote ends (no ghosts)"), "", ""])
        else:
            self.summary.setText(self.tr("No council now"))
        _fill(self.tally, rows)
        lines = []
        if council and council.get("no_vote"):
            lines.append(esc(self.tr("Asleep, no vote: %1").replace("%1", nick_list(view, council["no_vote"]))))
        for verdict in m.get("verdicts") or []:
            counts = ", ".join(f"{views.nickname(view, c.get('seat'))} {c.get('votes')}"
                               for c in verdict.get("counts") or [])
            leaving = nick_list(view, verdict.get("leaving")) or self.tr("nobody")
            line = self.tr("Council %1: %2 left").replace("%1", str(verdict.get("round"))).replace("%2", leaving)
            if verdict.get("empty"):
                line += " · " + self.tr("empty places: %1").replace("%1", str(verdict["empty"]))
            detail = f' <span style="color:{DIM}">({esc(counts)})</span>' if counts else ""
            lines.append(f"<b>{esc(line)}</b>{detail}")
        self.verdicts.setText("<br>".join(lines))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Council"))
        self.tally.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Votes"), self.tr("Who voted")])


class FatesPanel(Panel):
    """The living and the dead: the ghosts, who did not come back at dawn, the Szur's shots, who
    left the table (SUS-08, SUS-17, SUS-32)."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.text = _rich(self, "fates")
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addStretch(1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        m = match(view)
        return (views.game(view).get("phase"), m.get("alive"), m.get("dead"), m.get("ghosts"), m.get("gone"),
                m.get("missing"), m.get("shots"), view.get("seats"))

    def draw(self, view: Json) -> None:
        m = match(view)
        if not m:
            self.text.setText(self.tr("Nobody has died yet"))
            return
        alive, dead, ghosts = m.get("alive") or [], m.get("dead") or [], m.get("ghosts") or []
        lines = [self.tr("Alive (%1): %2").replace("%1", str(len(alive))).replace("%2", nick_list(view, alive))]
        if ghosts:
            lines.append(self.tr("Ghosts (%1): %2").replace("%1", str(len(ghosts)))
                         .replace("%2", nick_list(view, ghosts)))
        elif dead:
            lines.append(self.tr("Out, silent (%1): %2").replace("%1", str(len(dead)))
                         .replace("%2", nick_list(view, dead)))
        if m.get("round"):
            missing = m.get("missing") or []
            lines.append(self.tr("Did not come back at dawn: %1").replace("%1", nick_list(view, missing))
                         if missing else self.tr("Everyone came back at the last dawn"))
        for shot in m.get("shots") or []:
            lines.append(self.tr("Shot by the Szur in round %1: %2").replace("%1", str(shot.get("round")))
                         .replace("%2", views.nickname(view, shot.get("target"))))
        if m.get("gone"):
            lines.append(self.tr("Left the table: %1").replace("%1", nick_list(view, m["gone"])))
        self.text.setText("<br>".join(esc(line) for line in lines))

    def retranslate(self) -> None:
        self.setTitle(self.tr("The living and the dead"))


class CardsPanel(Panel):
    """Every player's card and what became of it (SUS-05), for a game master who does not play;
    when the host plays the view has no secrets and the panel says so (SUS-03)."""

    def __init__(self, model: TableModel, names: SuspiNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = names
        self.note = QLabel(self)
        self.note.setObjectName("cards_note")
        self.note.setWordWrap(True)
        self.cards = _table(self, "secret_cards", 4)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.cards, 1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        m = match(view)
        return (views.secrets(view), views.host_plays(view), m.get("alive"), m.get("ghosts"), view.get("seats"),
                (view.get("table") or {}).get("lang"))

    def draw(self, view: Json) -> None:
        secrets = views.secrets(view)
        if views.host_plays(view):
            self.note.setText(self.tr("The host plays: no secret is shown on this screen (SUS-03)"))
            _fill(self.cards, [])
            return
        if not secrets:
            self.note.setText(self.tr("The cards are not dealt yet"))
            _fill(self.cards, [])
            return
        self.note.setText(self.tr("Announced to the table: about %1 murderers")
                          .replace("%1", str(match(view).get("announced_murderers"))))
        m = match(view)
        alive, ghosts, gone = set(m.get("alive") or []), set(m.get("ghosts") or []), set(m.get("gone") or [])
        possessed = set(secrets.get("possessed") or [])
        done = {(g.get("seat"), g.get("goal")) for g in secrets.get("goals_done") or []}
        powdered, bribed = set(secrets.get("powdered") or []), set(secrets.get("bribed") or [])
        rows, colors, tips = [], [], []
        for card in secrets.get("cards") or []:
            seat = card.get("seat")
            goal = card.get("goal") or {}
            goal_cell = goal_text(goal.get("kind"))
            if goal.get("target"):
                goal_cell += " → " + views.nickname(view, goal["target"])
            if (seat, goal.get("kind")) in done:
                goal_cell += " ✔"
            if seat in bribed:
                goal_cell += " · " + goal_text("bribe") + (" ✔" if (seat, "bribe") in done else "")
            states = [self.tr("left") if seat in gone else self.tr("ghost") if seat in ghosts
                      else self.tr("alive") if seat in alive else self.tr("out")]
            if seat in possessed and seat in alive:
                states.append(self.tr("possessed"))
            if seat in powdered:
                states.append(self.tr("powdered"))
            rows.append([views.nickname(view, seat), role_text(card.get("role")), goal_cell, ", ".join(states)])
            tips.append(self.names.character(card.get("character")) + " — "
                        + self.names.description(card.get("character")))
            colors.append(MURDERER_COLOR if card.get("role") == "murderer"
                          else POSSESSED_COLOR if seat in possessed else GHOST_COLOR if seat not in alive else None)
        _fill(self.cards, rows, colors, tips)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Cards (secret)"))
        self.cards.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Role"), self.tr("Goal"), self.tr("State")])


class ResultPanel(Panel):
    """The end of a game: the winner, every role and goal, the guesses and the points (SUS-42,
    SUS-43); and the evening's scoreboard, leaders first (SUS-45)."""

    def __init__(self, model: TableModel, names: SuspiNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = names
        self.winner = _heading(QLabel(self), 3)
        self.winner.setObjectName("result_winner")
        self.winner.setWordWrap(True)
        self.reveal = _table(self, "result_reveal", 4)
        self.evening_caption = QLabel(self)
        self.evening = _table(self, "evening_scores", 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.winner)
        layout.addWidget(self.reveal, 2)
        layout.addWidget(self.evening_caption)
        layout.addWidget(self.evening, 1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game, m = views.game(view), match(view)
        return (m.get("result"), m.get("winner"), m.get("unmasking"), game.get("evening"), game.get("leaders"),
                view.get("seats"), (view.get("table") or {}).get("lang"))

    def draw(self, view: Json) -> None:
        game, m = views.game(view), match(view)
        result = m.get("result")
        unmasking = m.get("unmasking")
        if result:
            head = winner_text(result.get("winner")) or self.tr("Nobody wins")
            self.winner.setText(head + " — " + reason_text(result.get("reason")))
        elif m.get("winner") and unmasking:
            guessed = self.tr("guesses: %1 of %2").replace("%1", str(unmasking.get("guessed"))) \
                .replace("%2", str(unmasking.get("players")))
            self.winner.setText(winner_text(m["winner"].get("team")) + " — " + guessed)
        else:
            self.winner.setText(self.tr("No result yet"))
        rows, colors, tips = [], [], []
        if result:
            roles = pairs(result.get("roles"), value="role")
            characters = pairs(result.get("characters"), value="character")
            goals = {g.get("seat"): g for g in result.get("goals") or []}
            guessed_right = Counter(g.get("target") for g in result.get("guesses") or [] if g.get("right"))
            team = set(result.get("team") or [])
            for row in sorted(result.get("points") or [], key=lambda r: (-int(r.get("points", 0)), r.get("seat", 0))):
                seat = row.get("seat")
                goal = goals.get(seat) or {}
                goal_cell = goal_text(goal.get("goal")) + (" ✔" if goal.get("done") else "")
                if guessed_right[seat]:
                    goal_cell += " · " + self.tr("guessed by %1").replace("%1", str(guessed_right[seat]))
                parts = [(self.tr("team"), row.get("team")), (self.tr("goals"), row.get("goals")),
                         (self.tr("guesses"), row.get("guesses")), (self.tr("guessed"), row.get("guessed")),
                         (self.tr("shot"), row.get("shot"))]
                detail = ", ".join(f"{name} {signed(v)}" for name, v in parts if v)
                rows.append([views.nickname(view, seat) + (" ★" if seat in team else ""), role_text(roles.get(seat)),
                             goal_cell, signed(row.get("points")) + (f"  ({detail})" if detail else "")])
                colors.append(MURDERER_COLOR if roles.get(seat) == "murderer" else None)
                tips.append(self.names.character(characters.get(seat)))
        _fill(self.reveal, rows, colors, tips)
        self.reveal.setVisible(bool(rows))
        leaders = set(game.get("leaders") or [])
        played = len(game.get("history") or [])
        evening = sorted(game.get("evening") or [], key=lambda r: (-int(r.get("points", 0)), r.get("seat", 0)))
        evening = evening if played else []  # SUS-45: points once a game is over
        self.evening.setVisible(bool(evening))
        _fill(self.evening, [[("★ " if r.get("seat") in leaders else "") + views.nickname(view, r.get("seat")),
                              str(r.get("points", 0))] for r in evening],
              ["#b8860b" if r.get("seat") in leaders else None for r in evening])
        self.evening_caption.setText(self.tr("The evening's scoreboard · games played: %1").replace("%1", str(played)))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Results"))
        self.reveal.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Role"), self.tr("Goal"), self.tr("Points")])
        self.evening.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Points")])


# --- sounds -----------------------------------------------------------------------------------------
class SuspiCues(QObject):
    """Nightfall, dawn, the council (and its runoff) and the results, as the views move on."""

    def __init__(self, model: TableModel, sounds: SoundService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.sounds = sounds
        self._seen = self._moment()  # a restored table does not replay its last cue
        model.changed.connect(self.on_table_changed)

    def _moment(self) -> tuple[object, ...]:
        game, m = views.game(self.model.view), match(self.model.view)
        council = m.get("council") or {}
        return (game.get("phase"), game.get("game"), m.get("round"), bool(council.get("runoff")))

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        moment = self._moment()
        before, self._seen = self._seen, moment
        if moment != before and moment[0] in CUES and (moment[0] != before[0] or moment[0] == "council"):
            self.sounds.play(CUES[str(moment[0])])


# --- the desk ---------------------------------------------------------------------------------------
class SuspiDesk(Desk):
    commands: ClassVar[tuple[Command, ...]] = (
        Command("deal", ("D",), ("deal",)),
        Command("advance", ("N",), ("advance",)),
        Command("pause_resume", ("P",), ("pause_timer", "resume_timer")),
        Command("add_time", ("+", "="), ("add_time",)),
        Command("take_time", ("-",), ("add_time",)),
        Command("abort_game", ("A",), ("abort_game",)),
    )
    menu: ClassVar[tuple[str | None, ...]] = (
        "deal", "advance", None, "pause_resume", "add_time", "take_time", None, "abort_game")
    stretch: ClassVar[dict[str, int]] = {"options": 0, "steps": 0, "timer": 0, "chosen": 0, "villa": 2,
                                         "council": 1, "fates": 0, "cards": 2, "result": 2}

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        model = window.model
        self.names = SuspiNames(model)
        self.options = OptionsPanel(model)
        self.steps = StepsPanel(model, window)
        self.timer = SuspiTimerPanel(model, window.commands)
        self.chosen = ChosenPanel(model)
        self.villa = VillaPanel(model, self.names)
        self.council = CouncilPanel(model)
        self.fates = FatesPanel(model)
        self.cards = CardsPanel(model, self.names)
        self.result = ResultPanel(model, self.names)
        for name in ("options", "steps", "timer", "chosen", "villa", "council", "fates", "cards", "result"):
            getattr(self, name).setObjectName(name)
        self.lobby = [self.options]
        self.middle = [self.steps, self.timer, self.chosen, self.villa, self.council]
        self.right = [self.fates, self.cards, self.result]
        self.cues = SuspiCues(model, window.sounds, self) if window.sounds is not None else None
        self.options.options_chosen.connect(self.on_options_chosen)
        self.options.composition_chosen.connect(self.on_composition_chosen)
        self.focus_actions: dict[str, QAction] = {}
        for name, keys in SHORTCUTS.items():
            action = QAction(window)
            action.setObjectName(f"focus_{name}")
            action.setShortcut(QKeySequence(keys))
            window.addAction(action)
            action.triggered.connect(lambda _=False, n=name: self.options.focus(n))
            self.focus_actions[name] = action
        self._host_modes: tuple[int, list[tuple[int, bool, bool]]] = (-1, [])
        """The table's version and its ``host_plays`` changes: (seq, kept, on)."""

    def _advance_text(self) -> str:
        phase = views.game(self.model.view).get("phase")
        return {
            "dealt": self.tr("Night falls"),
            "verdict": self.tr("Night falls"),
            "night": self.tr("End the night"),
            "dawn": self.tr("Start the day"),
            "day": self.tr("Open the council"),
            "council": self.tr("Close the council"),
            "unmasking": self.tr("Reveal the results"),
        }.get(str(phase), self.tr("Next step"))

    def command_texts(self) -> dict[str, tuple[str, str]]:
        over = views.game(self.model.view).get("phase") == "over"
        return {
            "deal": (self.tr("New game") if over else self.tr("Deal cards"),
                     self.tr("Deal characters, roles, goals and rooms to everyone at the table")),
            "advance": (self._advance_text(), self.tr("The next step of the game: night, dawn, day, council")),
            "pause_resume": (self.tr("Resume") if "resume_timer" in self.model.allowed() else self.tr("Pause"),
                             self.tr("Pause or resume the timer")),
            "add_time": (self.tr("+30 s"), self.tr("Add 30 seconds")),
            "take_time": (self.tr("−30 s"), self.tr("Take 30 seconds away")),
            "abort_game": (self.tr("Abort game"), self.tr("Abort the game: roles are shown, nobody scores")),
        }

    def trigger(self, name: str) -> None:
        if name in ("deal", "advance"):
            self.submit(name)
        elif name == "pause_resume":
            self.submit("resume_timer" if "resume_timer" in self.model.allowed() else "pause_timer")
        elif name == "add_time":
            self.submit("add_time", seconds=ADD_SECONDS)
        elif name == "take_time":
            self.submit("add_time", seconds=-ADD_SECONDS)
        elif name == "abort_game" and self.window.confirm(
                self.tr("Abort game"), self.tr("Abort this game? Roles are shown and nobody scores.")):
            self.submit("abort_game")

    def on_table_changed(self) -> None:
        commands = self.window.commands
        commands.set_pause_text("resume_timer" in self.model.allowed())
        texts_now = self.command_texts()
        for name in ("deal", "advance"):
            commands.action(name).setText(texts_now[name][0])

    # --- the event log ----------------------------------------------------------------------------
    def _host_played(self, entry: Entry) -> bool:
        """Whether the host played when ``entry`` was accepted (SUS-03): the options then in force,
        by the entries kept and by all of them (an undone change counts too, to be safe)."""
        table = self.model.table
        if self._host_modes[0] != table.version:
            changes = [(e.seq, e.status == OK, bool((event.get("options") or {}).get("host_plays")))
                       for e in table.log() for event in e.events if event.get("type") == "options_set"]
            self._host_modes = (table.version, changes)
        kept = latest = bool(table.record.options.get("host_plays"))
        for seq, ok, on in self._host_modes[1]:
            if seq >= entry.seq:
                break
            latest = on
            if ok:
                kept = on
        return kept or latest

    def _outcome(self, entry: Entry, view: Json) -> list[str]:
        """What the table learns from an entry's events: the phases, the dawn, the verdict, the
        winner; never a pick, a vote or a power (SUS-03, SUS-08, SUS-11)."""
        words: list[str] = []
        for event in entry.events:
            kind = event.get("type")
            if kind == "cards_dealt":
                words.append(self.tr("Game %1 dealt: %2 players").replace("%1", str(event.get("game")))
                             .replace("%2", str(len(event.get("players") or []))))
            elif kind == "night_began":
                text = self.tr("Night %1 falls").replace("%1", str(event.get("round")))
                words.append(text + " · " + self.tr("the last round") if event.get("last_round") else text)
            elif kind == "night_resolved":
                deaths = list(event.get("deaths") or [])
                words.append(self.tr("Dawn") + " · " + (
                    self.tr("Did not come back: %1").replace("%1", nick_list(view, sorted(deaths))) if deaths
                    else self.tr("Everyone came back this morning")))
            elif kind == "day_began":
                words.append(self.tr("The day begins"))
            elif kind == "council_opened":
                words.append(self.tr("The council opens"))
            elif kind == "council_ended":
                runoff, leaving = event.get("runoff") or [], event.get("leaving") or []
                words.append(self.tr("Runoff among: %1").replace("%1", nick_list(view, runoff)) if runoff
                             else self.tr("Leaves the villa: %1").replace("%1", nick_list(view, leaving)) if leaving
                             else self.tr("Nobody leaves the villa"))
            elif kind == "game_won":
                words.append(f"{winner_text(event.get('team'))} ({reason_text(event.get('reason'))})")
            elif kind == "game_ended":
                result = event.get("result") or {}
                words.append(self.tr("The results are revealed") if result.get("winner")
                             else reason_text("aborted"))
        return words

    def log_line(self, entry: Entry, view: Json) -> object:
        """The game in the event log. SUS-03: while the host plays (now, or when the entry was
        made) no room, power, vote or guess shows, only what the whole table learns; a game master
        who does not play reads who picked which room and who used which power."""
        kind = str(entry.request.get("type"))
        args = entry.request.get("args") or {}
        seat_text = entry.actor.partition(":")[2]
        who = views.nickname(view, int(seat_text)) if seat_text.isdigit() else ""
        after = self._outcome(entry, view)
        open_to_master = not views.host_plays(view) and not self._host_played(entry)

        def name(seat: object) -> str:
            return views.nickname(view, int(seat)) if isinstance(seat, int) else str(seat or "")

        def room(room_id: object) -> str:
            return self.names.room(str(room_id or ""))

        def line(*parts: str) -> str:
            return " · ".join([*parts, *after])

        secret = {  # what a game master reads; nothing of it while the host plays
            "pick_room": lambda: self.tr("%1 picks the room %2").replace("%1", who).replace(
                "%2", room(args.get("room"))),
            "check_room": lambda: self.tr("%1 (investigator) checks the room %2").replace("%1", who).replace(
                "%2", room(args.get("room"))),
            "protect": lambda: self.tr("%1 (doctor) protects %2").replace("%1", who).replace(
                "%2", name(args.get("target"))),
            "holy_ground": lambda: self.tr("%1 (exorcist) makes %2 holy ground").replace("%1", who).replace(
                "%2", room(args.get("room"))),
            "ghost_point": lambda: self.tr("%1 (ghost) points at the room %2").replace("%1", who).replace(
                "%2", room(args.get("room"))),
            "council_vote": lambda: self.tr("%1 votes for %2").replace("%1", who).replace(
                "%2", name(args.get("target"))),
            "council_abstain": lambda: self.tr("%1 abstains").replace("%1", who),
            "powder": lambda: self.tr("%1 (murderer) puts %2 to sleep with powder").replace("%1", who).replace(
                "%2", name(args.get("target"))),
            "bribe": lambda: self.tr("%1 (murderer) bribes %2").replace("%1", who).replace(
                "%2", name(args.get("target"))),
            "guess_goal": lambda: self.tr("%1 guesses that %2's goal is %3").replace("%1", who).replace(
                "%2", name(args.get("target"))).replace("%3", goal_text(str(args.get("goal") or ""))),
        }
        if kind in secret:
            return line(secret[kind]()) if open_to_master else (" · ".join(after) or None)
        if kind == "council_confirm":  # the count of confirmations is public, who confirmed is not
            return line(self.tr("%1 confirms their vote").replace("%1", who) if open_to_master
                        else self.tr("A vote is confirmed"))
        if kind == "shoot":  # SUS-32: the shot is public, the shooter is not
            target = name(args.get("target"))
            return line(self.tr("%1 (Szur) shoots %2").replace("%1", who).replace("%2", target) if open_to_master
                        else self.tr("The Szur shoots %1").replace("%1", target))
        if kind == "set_options":
            changes = []
            if "ghosts" in args:
                changes.append(self.tr("ghosts") if args["ghosts"] else self.tr("no ghosts"))
            if "host_plays" in args:
                changes.append(self.tr("the host plays") if args["host_plays"] else self.tr("the host does not play"))
            if "call_link" in args:
                changes.append(self.tr("call link: %1").replace("%1", str(args["call_link"]))
                               if args["call_link"] else self.tr("no call link"))
            return self.tr("Options: %1").replace("%1", ", ".join(changes))
        if kind == "set_composition":
            if args.get("default"):
                return self.tr("Composition: the default")
            keys = {role: "murderers" if role == "murderer" else role for role in ROLES}
            counts = ", ".join(f"{role_text(role)} {args[key]}" for role, key in keys.items() if key in args)
            return self.tr("Composition: %1").replace("%1", counts)
        if kind in ("deal", "advance"):
            return line() if after else self.tr("Next step")
        if kind == "abort_game":
            return reason_text("aborted")
        if kind == "tick" and after:
            return line(self.tr("Time is up"))
        if kind in ("kick", "leave") and after:  # a departure that closed the council or decided the game
            gone = name(args.get("seat"))
            return line(self.tr("%1 removed by the moderator").replace("%1", gone) if kind == "kick"
                        else self.tr("%1 left (phone away too long)").replace("%1", gone))
        return GAME_WORDS

    def protocol_names(self) -> dict[str, str]:
        names = {code: phase_text(code) for code in PHASES}
        names.update({code: role_text(code) for code in ROLE_NAMES})
        names.update({code: goal_text(code) for code in GOAL_NAMES})
        names.update({code: winner_text(code) for code in WINNERS})
        names.update({code: reason_text(code) for code in REASONS})
        content = getattr(self.model.table.game, "content", None)
        for room in getattr(content, "rooms", ()):
            names[room.id] = self.names.room(room.id)
        for character in getattr(content, "characters", ()):
            names[character.id] = self.names.character(character.id)
        return names

    def focus(self, name: str) -> bool:
        if name in self.focus_actions:
            self.options.focus(name)
            return True
        return False

    def on_options_chosen(self, args: dict[str, object]) -> None:
        self.submit("set_options", **args)
        self.options.redraw()  # a refused change springs back to what the view says

    def on_composition_chosen(self, args: dict[str, object]) -> None:
        self.submit("set_composition", **args)
        self.options.redraw()


# --- the board --------------------------------------------------------------------------------------
LOBBY, PLAY, RESULT = 0, 1, 2


class SuspiBoard(BoardFrame):
    """The projector: the join code with the rules (SUS-46), the night, dawn, day and council of the
    villa, and the results with the evening's scoreboard. Only the public view."""

    def __init__(self, model: TableModel, _content: object = None, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = SuspiNames(model)
        self._rules = False
        self.title = _label(self, "small", center=False, wrap=False)
        self.round_label = _label(self, "small", wrap=False)
        self.round_label.setObjectName("board_round")
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.pages = QStackedWidget(self)

        lobby = QWidget(self.pages)
        self.join_caption = _label(lobby, "title")
        self.code = _label(lobby, "code", wrap=False)
        self.code.setObjectName("board_code")
        self.url = _label(lobby, "small")
        self.call_link = _label(lobby, "small")
        self.qr = QrView(lobby, minimum=200, dark="#000000", light="#ffffff")
        self.lobby_seats = _label(lobby, "small")
        self.rules_caption = _label(lobby, "big", center=False)
        self.rules_caption.setObjectName("board_rules_caption")
        self.rules = _label(lobby, "rules", center=False)
        self.rules.setObjectName("board_rules")
        self.rules.setTextFormat(Qt.TextFormat.RichText)
        self.rules.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        join = QVBoxLayout()
        join.addStretch(1)
        join.addWidget(self.join_caption)
        join.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        join.addWidget(self.code)
        join.addWidget(self.url)
        join.addWidget(self.call_link)
        join.addWidget(self.lobby_seats)
        join.addStretch(1)
        rules = QVBoxLayout()
        rules.addStretch(1)
        rules.addWidget(self.rules_caption)
        rules.addWidget(self.rules)
        rules.addStretch(1)
        lobby_row = QHBoxLayout(lobby)
        lobby_row.addLayout(join, 2)
        lobby_row.addSpacing(40)
        lobby_row.addLayout(rules, 3)

        play = QWidget(self.pages)
        self.phase = _label(play, "big")
        self.phase.setObjectName("board_phase")
        self.clock = _label(play, "huge", wrap=False)
        self.clock.setObjectName("board_countdown")
        self.clock_state = _label(play, "body")
        self.headline = _label(play, "title")
        self.headline.setObjectName("board_headline")
        self.tally = _label(play, "vote")
        self.tally.setObjectName("board_tally")
        self.rooms = _label(play, "body")
        self.rooms.setObjectName("board_rooms")
        self.facts = _label(play, "small")
        self.facts.setObjectName("board_facts")
        column = QVBoxLayout(play)
        column.addWidget(self.phase)
        column.addStretch(1)
        column.addWidget(self.clock)
        column.addWidget(self.clock_state)
        column.addStretch(1)
        column.addWidget(self.headline)
        column.addWidget(self.tally)
        column.addStretch(1)
        column.addWidget(self.rooms)
        column.addWidget(self.facts)

        result = QWidget(self.pages)
        self.winner = _label(result, "winner")
        self.winner.setObjectName("board_winner")
        self.reason = _label(result, "body")
        self.result_clock = _label(result, "big", wrap=False)
        self.result_note = _label(result, "body")
        self.reveal = _label(result, "table", center=False)
        self.reveal.setObjectName("board_reveal")
        self.scores = _label(result, "table", center=False)
        self.scores.setObjectName("board_scores")
        result_column = QVBoxLayout()
        result_column.addStretch(1)
        result_column.addWidget(self.winner)
        result_column.addWidget(self.reason)
        result_column.addWidget(self.result_clock)
        result_column.addWidget(self.result_note)
        result_column.addWidget(self.reveal, 0, Qt.AlignmentFlag.AlignHCenter)
        result_column.addStretch(1)
        result_row = QHBoxLayout(result)
        result_row.addLayout(result_column, 3)
        result_row.addSpacing(40)
        result_row.addWidget(self.scores, 1)

        for page in (lobby, play, result):
            self.pages.addWidget(page)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.round_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 24, 48, 32)
        layout.addLayout(head)
        layout.addWidget(self.pages, 1)
        self.start()

    # --- what it shows ------------------------------------------------------------------------------
    def draw(self, view: Json) -> None:
        game, m = views.game(view), match(view)
        table = view.get("table") or {}
        phase = str(game.get("phase") or "lobby")
        self.title.setText(self.tr("%1 · table %2").replace("%1", texts.game_title(str(table.get("game", ""))))
                           .replace("%2", str(table.get("code", ""))))
        parts = []
        if game.get("game"):
            parts.append(self.tr("Game %1").replace("%1", str(game["game"])))
        if m.get("round"):
            parts.append(self.tr("Round %1").replace("%1", str(m["round"])))
        if m.get("last_round"):
            parts.append(self.tr("the last round"))
        self.round_label.setText(" · ".join(parts))
        timer = m.get("timer") if phase in TIMED else None
        self.countdown = views.Countdown.of(timer, self.model.received)
        if phase == "lobby":
            self.pages.setCurrentIndex(LOBBY)
            self._draw_lobby(view)
        elif phase in ("unmasking", "over"):
            self.pages.setCurrentIndex(RESULT)
            self._draw_result(view)
        else:
            self.pages.setCurrentIndex(PLAY)
            self._draw_play(view)
        self.on_tick()

    def rules_shown(self, view: Json) -> bool:
        """SUS-46: the rules screen shows in the lobby for the first 20 minutes after the table was
        opened (the envelope's ``table.opened``), and never once the evening's first game is dealt."""
        game = views.game(view)
        if game.get("phase") != "lobby" or game.get("match") is not None or game.get("history"):
            return False
        opened = (view.get("table") or {}).get("opened")
        return opened is None or self.model.table.clock() - int(opened) < RULES_MS

    def _draw_lobby(self, view: Json) -> None:
        game, table = views.game(view), view.get("table") or {}
        url = str(table.get("url") or "")
        self.join_caption.setText(self.tr("Join with your phone"))
        self.code.setText(str(table.get("code", "")))
        self.url.setText(url)
        self.qr.set_text(url)
        self.qr.setVisible(bool(url))
        link = str((game.get("options") or {}).get("call_link") or "")
        self.call_link.setText(self.tr("Call: %1").replace("%1", link) if link else "")
        self.call_link.setVisible(bool(link))
        present = [s for s in views.seats(view) if s.get("present", True)]
        self.lobby_seats.setText(self.tr("At the table (%1): %2").replace("%1", str(len(present)))
                                 .replace("%2", ", ".join(str(s.get("nickname")) for s in present))
                                 if present else self.tr("Waiting for players…"))
        shown = self._rules = self.rules_shown(view)
        self.rules_caption.setText(self.tr("How SUSPI is played") if shown else self.tr("The evening so far"))
        if shown:
            items = "".join(f"<li style='margin-bottom:6px'>{esc(_translate(rule))}</li>" for rule in RULES)
            self.rules.setText(f"<ul style='margin-left:-20px'>{items}</ul>")
        else:
            self.rules.setText(self._scores_html(view))

    def _draw_play(self, view: Json) -> None:
        game, m = views.game(view), match(view)
        phase = str(game.get("phase") or "")
        self.phase.setText(phase_text(phase))
        council = m.get("council") or {}
        missing = list(m.get("missing") or [])
        tally_text = ""
        if phase == "dealt":
            headline = self.tr("Hold your card to read it — then the night falls")
        elif phase == "night":
            headline = self.tr("Pick a room on your phone, then put it face down")
        elif phase in ("dawn", "day"):  # SUS-08: who did not come back
            headline = (self.tr("Did not come back: %1").replace("%1", nick_list(view, missing)) if missing
                        else self.tr("Everyone came back this morning"))
            shots = [s for s in m.get("shots") or [] if s.get("round") == m.get("round")]
            if shots and phase == "day":
                headline += "\n" + self.tr("Shot: %1").replace("%1", nick_list(view, [s.get("target") for s in shots]))
        elif phase == "council":
            headline = self.tr("Vote on your phone and confirm — %1 of %2 confirmed") \
                .replace("%1", str(council.get("confirmed", 0))).replace("%2", str(council.get("eligible", 0)))
            if council.get("runoff"):
                headline = self.tr("Runoff among: %1").replace("%1", nick_list(view, council.get("candidates"))) \
                    + "\n" + headline
            tally = council.get("tally")  # SUS-10, SUS-21: live in the ghost variant only
            if tally:
                ranked = sorted(tally, key=lambda r: (-int(r.get("votes", 0)), r.get("seat", 0)))
                tally_text = self.tr("Votes so far: %1").replace(
                    "%1", "   ".join(f"{views.nickname(view, r.get('seat'))} {r.get('votes')}" for r in ranked))
        elif phase == "verdict":
            verdicts = m.get("verdicts") or []
            last = verdicts[-1] if verdicts else {}
            leaving = list(last.get("leaving") or [])
            headline = (self.tr("Leaves the villa: %1").replace("%1", nick_list(view, leaving)) if leaving
                        else self.tr("Nobody leaves the villa"))
            counts = sorted(last.get("runoff_counts") or last.get("counts") or [],
                            key=lambda r: (-int(r.get("votes", 0)), r.get("seat", 0)))
            tally_text = "   ".join(f"{views.nickname(view, r.get('seat'))} {r.get('votes')}" for r in counts)
        else:
            headline = ""
        self.headline.setText(headline)
        self.tally.setText(tally_text)
        self.tally.setVisible(bool(tally_text))
        rooms = "  ·  ".join(self.names.room(r) for r in m.get("rooms") or [])
        self.rooms.setText(self.tr("The villa: %1").replace("%1", rooms) if rooms else "")
        facts = [self.tr("Alive: %1").replace("%1", str(len(m.get("alive") or [])))]
        ghosts = list(m.get("ghosts") or [])
        if ghosts:  # SUS-17
            facts.append(self.tr("Ghosts: %1").replace("%1", nick_list(view, ghosts)))
        elif m.get("dead"):
            facts.append(self.tr("Out: %1").replace("%1", nick_list(view, m.get("dead"))))
        if m.get("announced_murderers"):  # SUS-15
            facts.append(self.tr("Murderers: about %1").replace("%1", str(m["announced_murderers"])))
        self.facts.setText("   ·   ".join(facts))

    def _draw_result(self, view: Json) -> None:
        m = match(view)
        result = m.get("result")
        winner = (result or {}).get("winner") or (m.get("winner") or {}).get("team")
        reason = (result or {}).get("reason") or (m.get("winner") or {}).get("reason")
        self.winner.setText(winner_text(winner) or self.tr("Nobody wins"))
        self.reason.setText(reason_text(reason))
        unmasking = m.get("unmasking")
        if unmasking:  # SUS-42
            self.result_note.setText(self.tr("Guess another player's goal on your phone — %1 of %2 guessed")
                                     .replace("%1", str(unmasking.get("guessed", 0)))
                                     .replace("%2", str(unmasking.get("players", 0))))
        else:
            self.result_note.setText("")
        self.result_clock.setVisible(bool(unmasking))
        self.reveal.setText(self._reveal_html(view) if result else "")
        self.reveal.setVisible(bool(result))
        self.scores.setText(self._scores_html(view))

    def _reveal_html(self, view: Json) -> str:
        result = match(view).get("result") or {}
        roles = pairs(result.get("roles"), value="role")
        characters = pairs(result.get("characters"), value="character")
        goals = {g.get("seat"): g for g in result.get("goals") or []}
        team = set(result.get("team") or [])
        cells = []
        for row in sorted(result.get("points") or [], key=lambda r: (-int(r.get("points", 0)), r.get("seat", 0))):
            seat = row.get("seat")
            goal = goals.get(seat) or {}
            color = ALARM if roles.get(seat) == "murderer" else TEXT
            star = " ★" if seat in team else ""
            done = " ✔" if goal.get("done") else ""
            cells.append(
                f'<tr><td style="color:{color}; padding-right:24px"><b>{esc(views.nickname(view, seat))}</b>{star}</td>'
                f'<td style="color:{DIM}; padding-right:24px">{esc(self.names.character(characters.get(seat)))}</td>'
                f'<td style="color:{color}; padding-right:24px">{esc(role_text(roles.get(seat)))}</td>'
                f'<td style="padding-right:24px">{esc(goal_text(goal.get("goal")))}{done}</td>'
                f'<td align="right" style="color:{ACCENT}">{signed(row.get("points"))}</td></tr>')
        size = max(12, int(26 * self.unit()))
        return f'<table style="font-size:{size}px" cellspacing="0" cellpadding="2">{"".join(cells)}</table>'

    def _scores_html(self, view: Json) -> str:
        game = views.game(view)
        leaders = set(game.get("leaders") or [])
        rows = sorted(game.get("evening") or [], key=lambda r: (-int(r.get("points", 0)), r.get("seat", 0)))
        cells = []
        for row in rows:
            seat = row.get("seat")
            color = ACCENT if seat in leaders else TEXT
            star = "★ " if seat in leaders else ""
            name = esc(views.nickname(view, seat))
            cells.append(f'<tr><td style="color:{color}; padding-right:30px">{star}{name}</td>'
                         f'<td align="right" style="color:{color}">{int(row.get("points", 0))}</td></tr>')
        head = esc(self.tr("The evening"))
        return (f'<div style="color:{DIM}">{head}</div>'
                f'<table cellspacing="0" cellpadding="3">{"".join(cells)}</table>') if cells else ""

    @Slot()
    def on_tick(self) -> None:
        if self.pages.currentIndex() == LOBBY and self.rules_shown(self.model.public) != self._rules:
            self._draw_lobby(self.model.public)  # the 20 minutes are over (SUS-46)
        countdown = self.countdown
        if countdown is None:
            self.clock.setText("")
            self.clock.setVisible(False)  # the headline takes the middle (dawn, verdict)
            self.clock_state.setText("")
            self.result_clock.setText("")
            return
        left = countdown.left(self.model.monotonic())
        self.clock.setText(views.format_clock(left))
        self.result_clock.setText(views.format_clock(left))
        self.clock.setVisible(True)
        self.clock_state.setText(self.tr("Paused") if not countdown.running and left > 0 else "")
        color = ALARM if left == 0 else WARN if left <= 30_000 else TEXT
        if color != self._clock_color:
            self._clock_color = color
            self.clock.setStyleSheet(f"color: {color};")

    # --- look ---------------------------------------------------------------------------------------
    def _apply_style(self) -> None:
        super()._apply_style()
        unit = self.unit()
        self.qr.setMinimumSize(int(260 * unit), int(260 * unit))
        self.rules.setStyleSheet(f"font-size: {max(10, int(34 * unit))}px; color: {TEXT};")
        self.rules_caption.setStyleSheet(f"color: {ACCENT};")

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("GM Console — public board"))
        self._watched = None
        self.on_table_changed()


def _board(model: TableModel, content: object) -> SuspiBoard:
    return SuspiBoard(model, content)


DESK = SuspiDesk
BOARD = _board
