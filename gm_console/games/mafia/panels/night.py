"""Club mafia's night at the console: the night wizard's steps in order, who wakes, what may be
entered for the picked place and what was entered tonight (MAF-15, MAF-16)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rules.mafia.roles import ACTIONS, NIGHT_ORDER

from .... import views
from ....commands import with_shortcut
from ....panels._panel import Panel
from ....table_model import TableModel
from ....views import Json
from ..texts import MafiaTexts, place_name, place_row
from ._common import NIGHT_PHASES, bold, clear_layout


# --- the night ----------------------------------------------------------------------------------------
class NightPanel(Panel):
    """The night wizard (MAF-15, MAF-16): the night's steps in order, who wakes now, what may be
    entered for the picked place, and what was entered tonight.

    Signals:
        action_chosen(str): the host pressed one of the night step's actions (for the picked place).
    """

    action_chosen = Signal(str)

    def __init__(self, model: TableModel, texts: MafiaTexts, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
        self.picked: int | None = None
        """The place picked on the ring (set by :meth:`set_picked`)."""
        self.steps = QListWidget(self)
        self.steps.setObjectName("night_steps")
        self.steps.setMaximumHeight(4 * self.steps.fontMetrics().height() + 14)
        self.awake = QLabel(self)
        self.awake.setObjectName("awake")
        self.awake.setWordWrap(True)
        bold(self.awake, 1)
        self.target = QLabel(self)
        self.target.setObjectName("night_target")
        self.actions_row = QHBoxLayout()
        self.action_buttons: dict[str, QPushButton] = {}
        self.entered = QListWidget(self)
        self.entered.setObjectName("night_entered")
        self.entered.setMaximumHeight(3 * self.entered.fontMetrics().height() + 12)
        layout = QVBoxLayout(self)
        layout.addWidget(self.steps)
        layout.addWidget(self.awake)
        layout.addWidget(self.target)
        layout.addLayout(self.actions_row)
        layout.addWidget(self.entered)
        self._actions: object = None
        self.retranslate()
        self.redraw()

    def set_picked(self, place: int | None) -> None:
        self.picked = place
        self.on_table_changed()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("phase"), game.get("wizard"), game.get("secrets"), game.get("places"),
                view.get("allowed"), self.picked)

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        self.setVisible(phase in NIGHT_PHASES)
        wizard = game.get("wizard") or {}
        secrets = views.secrets(view) or {}
        slot = wizard.get("slot")
        done = list(wizard.get("done") or [])
        self.steps.clear()
        if phase == "acquaintance":
            self.steps.addItem(self.tr("The acquaintance night: the blacks meet, nothing is entered"))
        for code in self._slots(view, done, slot):
            mark = "✓" if code in done else "▶" if code == slot else "·"
            self.steps.addItem(f"{mark}  {self.texts.slot(code)}")
            if code == slot:
                self.steps.setCurrentRow(self.steps.count() - 1)
        if phase == "night" and slot is None:
            self.steps.addItem("▶  " + self.tr("Morning: announce the results (M)"))
        awake = secrets.get("awake") or []
        if slot:
            who = ", ".join(f"{place_name(view, p)} ({self.texts.role(self._secret_role(view, p))})"
                            for p in awake) if awake else ""
            self.awake.setText(self.tr("Awake now: %1").replace("%1", who) if who
                               else self.tr("Awake now: %1").replace("%1", self.texts.slot(slot)))
        else:
            self.awake.setText("")
        picked = self.picked
        self.target.setText(self.tr("Target: %1").replace("%1", place_name(view, picked))
                            if picked is not None and slot else "")
        actions = list(wizard.get("actions") or []) if slot else []
        if actions != self._actions:
            self._actions = actions
            clear_layout(self.actions_row)
            self.action_buttons = {}
            for action in [a for a in ACTIONS if a in actions]:
                button = QPushButton(self.texts.action(action), self)
                button.setObjectName(f"night_{action}")
                button.setMinimumHeight(36)
                button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
                self.actions_row.addWidget(button)
                self.action_buttons[action] = button
        allowed = "night_action" in views.allowed(view)
        for action, button in self.action_buttons.items():
            button.setEnabled(allowed and (action == "nothing" or picked is not None))
            key = {"nothing": "X", "kill_hidden": "H"}.get(action, "T" if action == _own(slot) else "")
            button.setToolTip(with_shortcut(self.texts.action(action), key) if key else self.texts.action(action))
        self.entered.clear()
        night = game.get("day")
        for entry in secrets.get("actions") or []:
            target = place_name(view, entry.get("target")) if entry.get("target") is not None else "—"
            line = f"{self.texts.slot(entry.get('slot'))}: {self.texts.action(entry.get('action'))} → {target}"
            for check in secrets.get("checks") or []:
                if (check.get("slot"), check.get("target"), check.get("night")) == (
                        entry.get("slot"), entry.get("target"), night):
                    line += "  —  " + self._check_text(check)
            self.entered.addItem(line)

    def _check_text(self, check: Json) -> str:
        if check.get("slot") == "boss_check":  # MAF-16: the boss looks for the commissar
            return self.tr("the commissar!") if check.get("result") else self.tr("not the commissar")
        return self.tr("black!") if check.get("result") else self.tr("not black")  # MAF-16

    def _secret_role(self, view: Json, place: int) -> str | None:
        for row in (views.secrets(view) or {}).get("roles") or []:
            if row.get("place") == place:
                return str(row.get("role"))
        return None

    def _slots(self, view: Json, done: list[str], slot: str | None) -> list[str]:
        """The night's steps: done ones, the one awake now, and the ones still to wake (when the host
        knows the roles)."""
        secrets = views.secrets(view) or {}
        roles = self.texts.roles()
        later: set[str] = set()
        for row in secrets.get("roles") or []:
            alive = (place_row(view, row.get("place")) or {}).get("alive")
            role = roles.get(str(row.get("role")))
            if alive and role is not None:
                later |= set(role.night_slots)
        for custom in views.game(view).get("custom_roles") or []:
            later |= set(custom.get("night_slots") or [])
        return [s for s in NIGHT_ORDER if s in done or s == slot or (s in later and views.game(view).get(
            "phase") == "night" and slot is not None and NIGHT_ORDER.index(s) > NIGHT_ORDER.index(slot))]

    def retranslate(self) -> None:
        self.setTitle(self.tr("Night"))
        self._actions = None


def _own(slot: str | None) -> str:
    from rules.mafia.roles import SLOT_ACTION

    return SLOT_ACTION.get(slot or "", "")
