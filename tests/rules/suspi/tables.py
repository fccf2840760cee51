"""A SUSPI table driven by hand, with the real content and hand-made deals (the rules tests' one
driver, :mod:`tests.rules.table`)."""

from __future__ import annotations

import json
import pathlib
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import MODERATOR, SYSTEM, Event
from rules.suspi.content import Content, parse_content
from rules.suspi.game import SuspiGame
from rules.suspi.state import SuspiState

from .. import table
from ..table import T0, P

RESOURCES = pathlib.Path(__file__).resolve().parents[3] / "gm_resources" / "suspi"
ROOMS = ["study", "library", "conservatory", "kitchen", "archive", "cellar", "attic", "studio", "chapel"]


def load(name: str) -> Any:
    return json.loads((RESOURCES / name).read_text(encoding="utf-8"))


def content() -> Content:
    return parse_content(load("characters.json"), load("rooms.json"))


GAME = SuspiGame(content())


class Table(table.Table[SuspiState]):
    """A SUSPI table of ``players`` (``Player 1``, ...), with the game's shortcuts."""

    def __init__(self, players: int = 6, options: Mapping[str, Any] | None = None, seed: int = 1) -> None:
        super().__init__(GAME, options, seed, seats=players)

    def deal(
        self,
        roles: Mapping[int, str] | None = None,
        goals: Mapping[int, tuple[str, int | None]] | None = None,
        rooms: int | None = None,
        announced: int = 1,
    ) -> None:
        """A hand-made deal: every seat a guest with no goal unless told (folded like a real deal)."""
        players = self.state.seats.numbers()
        roles = dict(roles or {})
        goals = dict(goals or {})
        event = {
            "type": "cards_dealt",
            "game": (self.state.match.number + 1) if self.state.match else 1,
            "players": players,
            "rooms": ROOMS[: rooms or max(3, len(players) // 2)],
            "characters": [{"seat": s, "character": GAME.content.character_ids()[i]} for i, s in enumerate(players)],
            "roles": [{"seat": s, "role": roles.get(s, "guest")} for s in players],
            "goals": [{"seat": s, "goal": g, "target": t} for s, (g, t) in sorted(goals.items())],
            "announced": announced,
            "ghosts": self.state.options.ghosts,
        }
        self.events.append(event)
        self.state = self.game.fold(self.state, event)

    @property
    def m(self) -> Any:
        assert self.state.match is not None
        return self.state.match

    def night(self, picks: Mapping[int, str], **extra: Sequence[tuple[int, Any]]) -> list[Event]:
        """Begin a night if needed, pick rooms, then let the time run out."""
        if self.m.phase.value != "night":
            self.host("advance")
        for seat, room in picks.items():
            self.ok(P(seat), "pick_room", room=room)
        for rtype, pairs in extra.items():
            for seat, arg in pairs:
                key = "target" if rtype == "protect" else "room"
                self.ok(P(seat), rtype, **{key: arg})
        self.wait(120_000)
        return self.tick()

    def council(self, votes: Mapping[int, int | None], confirm: bool = True) -> list[Event]:
        """From dawn or day: open the council, cast the votes (None = abstain), confirm them."""
        if self.m.phase.value == "dawn":
            self.host("advance")
        if self.m.phase.value == "day":
            self.host("advance")
        out: list[Event] = []
        for seat, target in votes.items():
            if target is None:
                self.ok(P(seat), "council_abstain")
            else:
                self.ok(P(seat), "council_vote", target=target)
        for seat in votes:
            if confirm and self.m.phase.value == "council" and seat in self.m.council.eligible:
                out += self.ok(P(seat), "council_confirm")
        return out


def types(events: Sequence[Event]) -> list[str]:
    return [str(e["type"]) for e in events]


__all__ = ["GAME", "MODERATOR", "ROOMS", "SYSTEM", "T0", "P", "Table", "content", "load", "types"]
