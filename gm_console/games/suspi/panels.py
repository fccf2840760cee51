"""SUSPI's panels at the console (SUS-01..SUS-46): the table's options and composition, the phase
with a button for every step, the timer, who has chosen at night (never what), the villa's map of
who is where (none when the host plays, SUS-03), the council's count, the living and the dead, the
secret cards and the results with the evening's scoreboard.

Everything is read from the views (``rules/suspi/VIEWS.md``); a change the moderator makes is
asked of the desk (the panel's signals), never sent from here.
"""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QGridLayout,
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

from ... import views
from ...board_window import DIM
from ...commands import Commands, with_shortcut
from ...panels._panel import Panel, RichLabel, big_button, compact_rows, set_cell, show_rows, sized_once
from ...panels.line_label import WrappedLabel
from ...panels.name_flow import Chip, NameFlow
from ...panels.timer import TimerPanel
from ...plurals import counted
from ...table_model import TableModel
from ...views import Json
from .texts import (
    ROLES,
    SuspiNames,
    durations,
    esc,
    goal_text,
    match,
    nick_list,
    pairs,
    phase_text,
    reason_text,
    role_text,
    signed,
    winner_text,
)
from .villa_map import Name, Room, VillaMap

L = TypeVar("L", bound=QWidget)

MURDERER_COLOR, POSSESSED_COLOR, GHOST_COLOR, CHOSEN_COLOR = "#c62828", "#7b1fa2", "#607d8b", "#1b7f3b"
CHOSEN_MARK, WAITED_MARK = "✔", "…"
"""Before a name in "who has chosen": the room chosen, still waited for."""
SHORTCUTS = {"ghosts": "Alt+V", "host_plays": "Alt+H", "call_link": "Alt+L", "composition": "Alt+C"}
"""Keys that put the keyboard on an option of the lobby (PLT-12)."""


def _heading(label: L, bigger: int = 5) -> L:
    font = QFont(label.font())
    font.setPointSize(font.pointSize() + bigger)
    font.setBold(True)
    label.setFont(font)
    return label


def _rich(parent: QWidget, name: str) -> QLabel:
    label = RichLabel(parent)
    label.setObjectName(name)
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
    with sized_once(table):  # the columns are measured once, not at every cell
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            color = colors[r] if colors else None
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if color:
                    item.setForeground(QBrush(QColor(color)))
                if tips and c == 0:
                    item.setToolTip(tips[r])
                set_cell(table, r, c, item)




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

    def __init__(self, model: TableModel, commands: Commands, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.phase = _heading(QLabel(self))
        self.phase.setObjectName("phase")
        self.phase.setWordWrap(True)
        self.round = QLabel(self)
        self.round.setObjectName("round")
        self.note = QLabel(self)
        self.note.setObjectName("step_note")
        self.note.setWordWrap(True)
        self.buttons = {name: big_button(self, commands, name)
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
            note = self.tr("%1 at the table; 6 to 18 players").replace("%1", str(present))  # SUS-01
        elif phase == "dealt":
            note = counted(self.tr("one: Everyone reads their card. Announced: about %n murderer | "
                                   "other: Everyone reads their card. Announced: about %n murderers"),
                           int(m.get("announced_murderers") or 0))  # SUS-15; PLT-15: CLDR plural forms
        elif m.get("winner"):
            winner = m["winner"]
            note = winner_text(winner.get("team")) + " — " + reason_text(winner.get("reason"))
        else:
            note = counted(self.tr("one: Announced: about %n murderer | other: Announced: about %n murderers"),
                           int(m.get("announced_murderers") or 0))
        self.note.setText(note)

    def retranslate(self) -> None:
        self.setTitle(self.tr("The game"))


class SuspiTimerPanel(TimerPanel):
    """The countdown of the night, day, council or unmasking, with pause and ±30 s (PLT-14)."""

    def timer(self, view: Json) -> Json | None:
        phase = views.game(view).get("phase")
        timer = match(view).get("timer") if phase in durations(view) else None
        return timer if isinstance(timer, dict) else None

    def state_text(self, view: Json, countdown: views.Countdown | None) -> str:
        if countdown is None:
            return self.tr("The timer runs at night, by day, at a council and at the unmasking")
        return super().state_text(view, countdown)


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
        self.map = VillaMap(self)
        self.undecided = NameFlow(self, tail=",")  # those with no room to stay in (the first night)
        self.undecided.setObjectName("villa_undecided")
        self.undecided.hide()
        self.outside = _rich(self, "villa_outside")
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.map)
        layout.addWidget(self.undecided)
        layout.addWidget(self.outside)
        layout.addStretch(1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game, m = views.game(view), match(view)
        return (game.get("phase"), m.get("rooms"), m.get("alive"), game.get("secrets"), game.get("host_plays"),
                view.get("seats"), (view.get("table") or {}).get("lang"))

    def draw(self, view: Json) -> None:
        game, m = views.game(view), match(view)
        phase = game.get("phase")
        rooms = list(m.get("rooms") or [])
        secrets = views.secrets(view)
        if views.host_plays(view):
            self.map.show_rooms([])
            self.note.setText(self.tr("The host plays: the map of the rooms is hidden"))
            self._show_undecided([])
            self.outside.setText("")
            return
        if not secrets or not rooms:
            self.map.show_rooms([])
            self.note.setText(self.tr("The rooms are known once the cards are dealt"))
            self._show_undecided([])
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
        people: dict[str, list[Name]] = {room: [] for room in rooms}
        undecided: list[Chip] = []
        for seat in alive:
            nickname = views.nickname(view, seat)
            color = MURDERER_COLOR if roles.get(seat) == "murderer" else POSSESSED_COLOR if seat in possessed else ""
            if seat in asleep:
                continue
            room = picked.get(seat)
            if room is None and at_night:
                room = last.get(seat)
                if room not in people:
                    undecided.append(Chip(nickname, GHOST_COLOR, italic=True))
                    continue
                entry = Name(nickname, GHOST_COLOR, italic=True)
            else:
                entry = Name(nickname, color)
            if room in people:
                people[room].append(entry)
        shown = []
        for room in rooms:
            marks = []
            if checks[room]:
                marks.append(self.tr("checked"))
            if room in holy:
                marks.append(self.tr("holy ground"))
            if points[room]:
                marks.append(self.tr("ghosts: %1").replace("%1", str(points[room])))
            shown.append(Room(self.names.room(room), ", ".join(marks), tuple(people[room])))
        tonight = (phase, m.get("round")) if at_night else None  # SUS-06: the night's picks move nothing
        self.map.show_rooms(shown, hold=tonight)
        self._show_undecided(undecided, hold=tonight)
        lines = []
        if asleep:
            lines.append(esc(self.tr("Asleep (powder): %1").replace("%1", nick_list(view, sorted(asleep)))))
        # PLT-15: literals lupdate sees (a tr() inside an f-string is not extracted)
        murderer_word, possessed_word = esc(self.tr("murderer")), esc(self.tr("possessed"))
        lines.append(f'<span style="color:{MURDERER_COLOR}">{murderer_word}</span> · '
                     f'<span style="color:{POSSESSED_COLOR}">{possessed_word}</span>')
        self.outside.setText("<br>".join(lines))

    def _show_undecided(self, names: list[Chip], hold: object = None) -> None:
        self.undecided.show_chips(names, self.tr("Not chosen yet:") if names else "", hold=hold)
        if self.undecided.isHidden() == bool(names):
            self.undecided.setVisible(bool(names))

    def retranslate(self) -> None:
        self.setTitle(self.tr("The villa: who is where"))


class ChosenPanel(Panel):
    """Who has chosen tonight, never what (``chosen``; there even when the host plays)."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        # PLT-12: a count that grows a digit must not widen the column; a pick lays nothing out
        self.summary = _heading(WrappedLabel(self), 2)
        self.summary.setObjectName("chosen_summary")
        self.names = NameFlow(self, marks=(CHOSEN_MARK, WAITED_MARK))  # a pick repaints its own name alone
        self.names.setObjectName("chosen_names")
        self.details = _rich(self, "chosen_details")
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.names)
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
            self.names.show_chips([])
            self.details.setText("")
            return
        awake = list(chosen.get("awake") or [])
        rooms = set(chosen.get("rooms") or [])
        done = [s for s in awake if s in rooms]
        self.summary.setText(self.tr("Rooms chosen: %1 of %2").replace("%1", str(len(done)))
                             .replace("%2", str(len(awake))))
        self.names.show_chips([Chip(views.nickname(view, s), CHOSEN_COLOR, mark=CHOSEN_MARK) if s in rooms
                               else Chip(views.nickname(view, s), GHOST_COLOR, mark=WAITED_MARK) for s in awake])
        lines = []
        # who checked or protected would name the investigator and the doctor: counts only (SUS-03);
        # a line only for a role someone awake has tonight (none is waited for that nobody plays)
        composition = views.game(view).get("composition") or {}
        if chosen.get("investigator") or (chosen.get("investigator") is None and composition.get("investigator")):
            lines.append(esc(self.tr("The investigator's room: %1").replace(
                "%1", self.tr("chosen") if chosen.get("checks") else self.tr("not yet"))))
        if chosen.get("doctor") or (chosen.get("doctor") is None and composition.get("doctor")):
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
        self.summary = _heading(WrappedLabel(self), 2)
        self.summary.setObjectName("council_summary")
        # PLT-12: "Confirmed: 10 of 17" one digit wider than "9 of 17" widened its column, and the
        # window shared its columns out again and repainted them all, mid-vote: it wraps instead, and
        # a confirm lays nothing out unless the count needs another line
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
        self.tally.setVisible(bool(rows))
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
        self._fit_verdicts()

    def _fit_verdicts(self) -> None:
        """As high as its lines need at its width (the column's layout does not ask a wrapped label)."""
        width = self.verdicts.width() if self.verdicts.width() > 40 else max(200, self.width() - 16)
        self.verdicts.setMinimumHeight(self.verdicts.heightForWidth(width) if self.verdicts.text() else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_verdicts()

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


CARDS_SHOW = ("cards", "possessed", "goals_done", "powdered", "bribed")
"""The parts of the moderator's secrets the cards panel shows."""


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
        show_rows(self.cards, wide=True)  # three guests at least in view (the rest scroll)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.cards, 1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        """What the cards show: not the night's picks, which change the secrets at every room picked."""
        m, secrets = match(view), views.secrets(view)
        shown = None if secrets is None else {key: secrets.get(key) for key in CARDS_SHOW}
        return (shown, views.host_plays(view), m.get("alive"), m.get("ghosts"), m.get("gone"),
                m.get("announced_murderers"), view.get("seats"), (view.get("table") or {}).get("lang"))

    def draw(self, view: Json) -> None:
        secrets = views.secrets(view)
        if views.host_plays(view):
            self.note.setText(self.tr("The host plays: no secret is shown on this screen"))
            _fill(self.cards, [])
            return
        if not secrets:
            self.note.setText(self.tr("The cards are not dealt yet"))
            _fill(self.cards, [])
            return
        self.note.setText(counted(self.tr("one: Announced to the table: about %n murderer | "
                                          "other: Announced to the table: about %n murderers"),
                                  int(match(view).get("announced_murderers") or 0)))
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
                states.append(self.tr("asleep (powder)"))
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

