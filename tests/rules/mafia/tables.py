"""A mafia table driven by hand in tests (the rules tests' one driver, :mod:`tests.rules.table`)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rules.mafia.game import MafiaGame
from rules.mafia.roles import Role, parse_catalog
from rules.mafia.state import MafiaState, Match, Phase

from .. import table
from ..table import T0, P

ROLES_FILE = Path(__file__).resolve().parents[3] / "gm_resources" / "mafia" / "roles.json"
CATALOG: dict[str, Role] = parse_catalog(json.loads(ROLES_FILE.read_text(encoding="utf-8")))
GAME = MafiaGame(CATALOG)

__all__ = ["CATALOG", "GAME", "ROLES_FILE", "T0", "P", "Table"]


class Table(table.Table[MafiaState]):
    """An evening of club mafia with nobody signed up, with the game's shortcuts."""

    def __init__(self, seed: int = 1, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(GAME, options, seed)

    def add(self, n: int) -> None:
        for _ in range(n):
            self.host("add_player", nickname=f"Player {len(self.state.seats.seats) + 1}", adult=True)

    # --- a game -----------------------------------------------------------------------------
    def seat(self, composition: Mapping[str, int] | None = None) -> None:
        self.host("seat_players")
        if composition is not None:
            for role, _ in list(self.m.composition):
                if role not in composition:
                    self.host("set_role_count", role=role, count=0)
            for role, n in composition.items():
                if dict(self.m.composition).get(role, 0) != n:
                    self.host("set_role_count", role=role, count=n)

    def start(self, composition: Mapping[str, int] | None = None, players: int = 10) -> None:
        """An evening of ``players``, seated, dealt, day 1 started."""
        if not self.state.lineup:
            self.add(players)
        self.seat(composition)
        self.host("deal")
        self.host("start_game")

    @property
    def m(self) -> Match:
        assert self.state.match is not None
        return self.state.match

    @property
    def phase(self) -> Phase:
        return self.state.phase

    def with_role(self, role: str) -> list[int]:
        return [p.place for p in self.m.players if p.role == role and p.alive]

    def one(self, role: str) -> int:
        places = self.with_role(role)
        assert places, role
        return places[0]

    def reds(self) -> list[int]:
        return [p.place for p in self.m.players if p.alive and CATALOG[p.role].team == "red"]

    def to_circle(self) -> None:
        """Day 1: free talk, acquaintance night, then the circle."""
        assert self.phase is Phase.FREE_TALK
        self.host("next_speaker")
        assert self.phase is Phase.ACQUAINTANCE
        self.host("morning")
        assert self.phase is Phase.CIRCLE

    def circle(self, nominations: Mapping[int, list[int]] | None = None) -> None:
        """Run the whole circle; ``nominations``: speaker place -> nominees."""
        nominations = dict(nominations or {})
        while self.phase is Phase.CIRCLE:
            speaker = self.m.speaker
            assert speaker is not None
            for target in nominations.pop(speaker, []):
                self.host("nominate", target=target)
            self.host("next_speaker")

    def speeches(self) -> None:
        while self.phase in (Phase.DEFENCE, Phase.LAST_WORDS):
            self.host("next_speaker")

    def hands(self, counts: Mapping[int, int]) -> None:
        for place, n in counts.items():
            self.host("hands", place=place, count=n)

    def night(self, **targets: int | None) -> None:
        """Enter every pending slot: ``targets`` slot -> place (missing: nothing)."""
        assert self.phase is Phase.NIGHT, self.phase
        while (slot := self.game.pending_slot(self.m)) is not None:
            target = targets.get(slot)
            if target is None:
                self.host("night_action", action="nothing")
            else:
                self.host("night_action", target=target)
