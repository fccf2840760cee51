"""SUSPI's words at the console and on its board (PLT-15): phases, roles, goals, winners and
reasons by the codes the views send, the rules screen (SUS-46), and the villa's rooms and guests
in the table's language."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ... import views
from ...table_model import TableModel
from ...texts import coded
from ...views import Json

TITLE = str(QT_TRANSLATE_NOOP("Texts", "SUSPI"))
"""The game's name at the console and on the projector (translated in the "Texts" context)."""

ROLES = ("murderer", "investigator", "doctor", "exorcist", "szur")
"""The special roles of a composition (SUS-27), in the order the options show them."""

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
    QT_TRANSLATE_NOOP("SuspiTexts", "Night, %1: pick a room on the phone in secret, then put the phone "
                                    "face down."),
    QT_TRANSLATE_NOOP("SuspiTexts", "In a room where murderers equal or outnumber the others, one of the "
                                    "others dies. Murderers do not choose."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Dawn: your phone tells you where you were and who was with you."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Day, %1: say where you were. Lying is allowed, showing your screen "
                                    "is not."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Council, %1: vote on the phone and confirm. One player leaves, two "
                                    "with 12+ players while 8+ are alive."),
    QT_TRANSLATE_NOOP("SuspiTexts", "The dead become ghosts: at night they point at a room to possess someone."),
    QT_TRANSLATE_NOOP("SuspiTexts", "The city wins when no murderer lives; the murderers when only they are left "
                                    "or one survives the last round; the ghosts when the possessed outnumber the "
                                    "other living."),
    QT_TRANSLATE_NOOP("SuspiTexts", "Everyone but the Szur has a secret goal: +2 if completed. At the end, guess "
                                    "another player's goal: +1."),
)
"""SUS-46: the rules screen for the projector, in the lobby at the start of the evening; ``%1`` is
the phase's length from the view's ``durations`` (SUS-06, SUS-09, SUS-10)."""
RULE_TIMINGS = (None, "night", None, None, "day", "council", None, None, None)
"""Which timing of the view each rule names (by its position in :data:`RULES`)."""
DURATIONS = {
    "min": QT_TRANSLATE_NOOP("SuspiTexts", "%1 min"),
    "s": QT_TRANSLATE_NOOP("SuspiTexts", "%1 s"),
}


def _translate(text: object) -> str:
    return QCoreApplication.translate(_CONTEXT, str(text))


phase_text = coded(_CONTEXT, PHASES)
role_text = coded(_CONTEXT, ROLE_NAMES)
goal_text = coded(_CONTEXT, GOAL_NAMES)
winner_text = coded(_CONTEXT, WINNERS, unknown="")
reason_text = coded(_CONTEXT, REASONS)


def duration_text(ms: object) -> str:
    """A phase's length as the rules say it: whole minutes, else seconds."""
    total = int(ms) // 1000 if isinstance(ms, int) else 0
    if total and total % 60 == 0:
        return _translate(DURATIONS["min"]).replace("%1", str(total // 60))
    return _translate(DURATIONS["s"]).replace("%1", str(total))


def durations(view: Json) -> Json:
    """The view's ``durations``: how long each timed phase lasts; its countdown runs in exactly
    these phases (SUS-06, SUS-09, SUS-10, SUS-42)."""
    return views.game(view).get("durations") or {}


def rules_texts(view: Json) -> list[str]:
    """SUS-46: the rules screen's lines, each phase's length from the view."""
    lengths = durations(view)
    return [_translate(rule).replace("%1", duration_text(lengths.get(key))) if key else _translate(rule)
            for rule, key in zip(RULES, RULE_TIMINGS, strict=True)]


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
    from ``gm_resources/suspi`` (the game's content). An unknown id is shown as it is."""

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

