"""Club mafia's words at the console and on the projector: phases, night slots, actions, ways out,
vote outcomes, winners, and the role names from the catalog in the console's language (MAF-05).

The views carry codes (``"phase": "circle"``, ``"slot": "mafia_kill"``); this is where a code gets
its text. A code nobody translated is shown as it is, never dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject

from rules.mafia.roles import NIGHT_ORDER, Role

from ... import views
from ...table_model import TableModel
from ...views import Json

TITLE = str(QT_TRANSLATE_NOOP("Texts", "Club mafia"))
"""The game's name at the console and on the projector (translated in the "Texts" context)."""


class MafiaTexts(QObject):
    """Texts for the codes of the mafia views; ``lang`` gives the language of the role names."""

    def __init__(self, model: TableModel, lang: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._lang = lang  # a callable giving "uk", "pl", "ru" or "en"

    # --- the game's codes ---------------------------------------------------------------------------
    def phase(self, code: str | None) -> str:
        names = {
            "evening": self.tr("Evening: sign-ups"),
            "seated": self.tr("Seated: composition and deal"),
            "free_talk": self.tr("Free talk"),
            "acquaintance": self.tr("Acquaintance night"),
            "night": self.tr("Night"),
            "circle": self.tr("The circle"),
            "nominee_vote": self.tr("Vote on the nominees"),
            "defence": self.tr("Defence speeches"),
            "first_day_question": self.tr("First day: expel anyone at all?"),
            "hands": self.tr("Show of hands to expel"),
            "car_crash": self.tr("Car crash"),
            "last_words": self.tr("Last words"),
            "game_over": self.tr("Game over"),
        }
        return names.get(code or "", code or "")

    def next_step(self, code: str | None) -> str:
        """What the button of the next step says: the view's ``next``."""
        names = {
            "seat_players": self.tr("Seat the players"),
            "deal": self.tr("Deal the cards"),
            "start_game": self.tr("Start day 1"),
            "next_speaker": self.tr("Next speaker"),
            "hands": self.tr("Enter the hands"),
            "expel_anyone": self.tr("Enter the hands: expel anyone?"),
            "car_crash": self.tr("Enter the hands: expel them all?"),
            "night_action": self.tr("Enter the night action"),
            "morning": self.tr("Morning: announce the night"),
        }
        return names.get(code or "", code or "")

    def slot(self, code: str | None) -> str:
        names = {
            "boss_check": self.tr("The boss checks"),
            "mafia_kill": self.tr("The mafia kills"),
            "maniac": self.tr("The maniac"),
            "agitator": self.tr("The agitator"),
            "commissar": self.tr("The commissar checks"),
            "doctor": self.tr("The doctor saves"),
            "other": self.tr("Other roles"),
        }
        return names.get(code or "", code or "")

    def action(self, code: str | None) -> str:
        names = {
            "kill": self.tr("Kill"),
            "kill_hidden": self.tr("Kill without reveal"),
            "check": self.tr("Check"),
            "save": self.tr("Save"),
            "silence": self.tr("Silence"),
            "nothing": self.tr("Nobody"),
        }
        return names.get(code or "", code or "")

    def out(self, code: str | None) -> str:
        names = {
            "killed": self.tr("killed at night"),
            "expelled": self.tr("expelled"),
            "fouls": self.tr("removed for three fouls"),
            "kamikaze": self.tr("with the kamikaze"),
        }
        return names.get(code or "", code or "")

    def winner(self, code: str | None) -> str:
        names = {
            "reds": self.tr("The reds win"),
            "blacks": self.tr("Parity: the blacks win"),  # MAF-22
            "draw": self.tr("A draw: nobody scores"),
            "aborted": self.tr("The game was aborted: nobody scores"),
        }
        return names.get(code or "", code or "")

    def team(self, code: str | None) -> str:
        names = {"red": self.tr("red"), "black": self.tr("black"), "loner": self.tr("loner")}
        return names.get(code or "", code or "")

    def vote(self, record: Json) -> str:
        """One closed vote of the game in a line (MAF-09..MAF-14)."""
        kind = record.get("type")
        day = str(record.get("day", ""))
        if kind == "first_day_asked":  # MAF-12
            text = self.tr("Day %1: expel anyone? Hands: %2 — %3")
            verdict = self.tr("yes") if record.get("yes") else self.tr("no: a night without victims")
            return text.replace("%1", day).replace("%2", str(record.get("hands"))).replace("%3", verdict)
        if kind == "car_crash_asked":  # MAF-13: «выгнать обоих?»; MAF-14: all, when more are tied
            both = len(record.get("candidates") or []) == 2
            text = self.tr("Day %1: expel them both? Hands: %2 — %3") if both else self.tr(
                "Day %1: expel them all? Hands: %2 — %3")
            verdict = ((self.tr("yes, both leave") if both else self.tr("yes, they all leave")) if record.get("yes")
                       else self.tr("no, nobody leaves"))
            return text.replace("%1", day).replace("%2", str(record.get("hands"))).replace("%3", verdict)
        counts = ", ".join(f"{c.get('place')}: {c.get('count')}" for c in record.get("counts") or [])
        nominees = record.get("kind") == "nominee_vote"
        title = self.tr("Day %1, nominees: %2") if nominees else self.tr("Day %1, hands: %2")
        return title.replace("%1", day).replace("%2", counts or "—") + " — " + self.outcome(record)

    def outcome(self, record: Json) -> str:
        code = record.get("outcome")
        places = ", ".join(str(p) for p in record.get("candidates") or [])
        # the phone's line of the vote says the same (rules/mafia/words.json: o_defence, o_expelled...)
        if code == "defence":
            return self.tr("to the defence: {list}").replace("{list}", places)
        if code == "no_candidates":
            return self.tr("no candidates")
        if code == "no_elimination":
            return self.tr("more than four candidates: nobody leaves")  # MAF-10
        if code == "expelled":
            expelled = ", ".join(str(p) for p in record.get("expelled") or [])
            return self.tr("expelled: {list}").replace("{list}", expelled)
        if code == "kept":
            return self.tr("no majority: stays")
        if code == "car_crash":
            return self.tr("a tie: car crash")  # MAF-13
        if code == "reduced":  # MAF-14
            dropped = ", ".join(str(p) for p in record.get("dropped") or [])
            return self.tr("Out of the vote: %1; again: %2").replace("%1", dropped).replace("%2", places)
        return str(code or "")

    # --- roles (MAF-05) ---------------------------------------------------------------------------
    def roles(self) -> dict[str, Role]:
        catalog: Mapping[str, Role] = getattr(self.model.table.game, "catalog", {})
        return dict(catalog)

    def role(self, role_id: str | None) -> str:
        if not role_id:
            return ""
        lang = str(self._lang())
        for custom in views.game(self.model.view).get("custom_roles") or []:
            if custom.get("id") == role_id:
                names = custom.get("name") or {}
                return str(names.get(lang) or names.get("en") or role_id)
        role = self.roles().get(role_id)
        if role is None:
            return role_id
        return str(role.name.get(lang) or role.name.get("en") or role_id)

    def role_team(self, role_id: str | None) -> str | None:
        if not role_id:
            return None
        for custom in views.game(self.model.view).get("custom_roles") or []:
            if custom.get("id") == role_id:
                return str(custom.get("team"))
        role = self.roles().get(role_id)
        return role.team if role is not None else None


SLOTS = NIGHT_ORDER
"""The night wizard's steps in their order (MAF-15)."""


def places(view: Json) -> list[Json]:
    return list(views.game(view).get("places") or [])


def place_row(view: Json, place: int | None) -> Json | None:
    for row in places(view):
        if row.get("place") == place:
            return row
    return None


def place_name(view: Json, place: int | None) -> str:
    """``7 · Ola`` for a place of the game on."""
    row = place_row(view, place)
    if row is None:
        return str(place) if place is not None else ""
    return f"{row.get('place')} · {row.get('nickname')}"
