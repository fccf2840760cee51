"""Each game's console with its largest table, walked through every phase of a game: the layout tests
and the screenshots stop at each phase (``walk(console)``, in the game's ``tests/rules/<game>/shared.py``,
yields the phase's name when it is on screen). The steps are sent as the moderator and the players would: the console's commands and the
table's own requests."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from gm_console.games import desk_for
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.adapters import HostAddress, Kind
from net.content import make_game
from net.journal import Journal
from net.table import Table
from rules import registry
from rules.core import Actor, Request
from tests.game_parts import part

from .conftest import Clock

LONG_NAMES = ("Oleksandra", "Maksymilian", "Anastasiia", "Bogdan-Yurii", "Katarzyna", "Yaroslava",
              "Małgorzata", "Ivan Petrenko", "Zofia Nowak", "Piotr Wiśniewski", "Kseniia", "Volodymyr",
              "Agnieszka", "Stanisław", "Liudmyla", "Przemysław", "Nazar", "Weronika", "Olha", "Taras")
"""Nicknames as long as a club's: the widest lists and seat labels."""


@dataclass
class Built:
    game: str
    table: Table
    clock: Clock
    model: TableModel
    window: MainWindow
    journal: Journal

    @property
    def view(self) -> dict[str, Any]:
        return dict(self.model.view["game"])

    def trigger(self, name: str) -> None:
        action = self.window.commands.action(name)
        assert action.isEnabled(), f"{name} is disabled; allowed: {sorted(self.model.allowed())}"
        action.trigger()
        QApplication.processEvents()

    def moderator(self, kind: str, **args: Any) -> None:
        assert self.model.submit(kind, **args), (kind, args, self.window.last_error)

    def player(self, seat: int, kind: str, **args: Any) -> None:
        result = self.table.submit(Actor.player(seat), Request(kind, args))
        assert not hasattr(result, "code"), (kind, args, result)

    def join(self, count: int) -> list[int]:
        seats = []
        for name in LONG_NAMES[len(self.model.view["seats"]):][:count]:
            joined = self.table.join(name)
            assert isinstance(joined, tuple), joined
            self.table.set_connected(joined[0], True)
            seats.append(joined[0])
        return seats

    def close(self) -> None:
        self.window.close()
        self.model.close()
        self.table.close()
        self.journal.close()


OPTIONS: dict[str, dict[str, Any]] = {"quiz": {"pack": "en_why_where"}}
LAPTOP_ADDRESSES = (
    HostAddress("192.0.2.10", "Wi-Fi", Kind.LAN, default_route=True),
    HostAddress("100.101.5.7", "Tailscale", Kind.VPN),
    HostAddress("172.29.80.1", "vEthernet (WSL (Hyper-V firewall))", Kind.VIRTUAL),
)
"""A club's laptop: the venue's Wi-Fi, a VPN and a virtual switch (the join panel's list of addresses)."""


def ask_the_next(built: Built) -> None:
    """The spy game's asker asks the next player round the table (SPY-11: not back)."""
    game = built.view
    asker = int(game["asker"])
    players = [int(p) for p in game["players"]]
    answerer = next(p for p in players[players.index(asker) + 1:] + players if p != asker)
    built.player(asker, "question_asked", answerer=answerer)


def build(game: str, tmp_path: Path, language: Language, clock: Clock, *, seed: int = 11) -> Built:
    journal = Journal(tmp_path / f"journal-{game}.sqlite3")
    code = "46802"[:registry.entry(game).code_digits]  # the quiz's code has four digits (QZ-03)
    table = Table.create(make_game(game), journal, code=code, seed=seed,
                         clock=clock, options=OPTIONS.get(game))
    table.url = f"http://192.0.2.10:8765/join?code={table.code}"
    table.lang = language.code
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, desk_for(game))
    window.join.set_addresses(LAPTOP_ADDRESSES, LAPTOP_ADDRESSES[0].address)
    return Built(game, table, clock, model, window, journal)


WALKS: dict[str, Callable[[Built], Iterator[str]]] = {game: part(game, "walk") for game in registry.IDS}
"""Each game's walk through every phase: ``walk`` in its ``tests/rules/<game>/shared.py``."""
