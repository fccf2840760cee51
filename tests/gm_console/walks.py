"""Each game's console with its largest table, walked through every phase of a game: the layout tests
and the screenshots stop at each phase (``walk(console)`` yields the phase's name when it is on
screen). The steps are sent as the moderator and the players would: the console's commands and the
table's own requests."""

from __future__ import annotations

import itertools
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
from rules.core import SYSTEM, Actor, Request

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


def build(game: str, tmp_path: Path, language: Language, clock: Clock, *, seed: int = 11) -> Built:
    journal = Journal(tmp_path / f"journal-{game}.sqlite3")
    table = Table.create(make_game(game), journal, code="46802" if game != "quiz" else "4680", seed=seed,
                         clock=clock, options=OPTIONS.get(game))
    table.url = f"http://192.0.2.10:8765/join?code={table.code}"
    table.lang = language.code
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, desk_for(game))
    window.join.set_addresses(LAPTOP_ADDRESSES, LAPTOP_ADDRESSES[0].address)
    return Built(game, table, clock, model, window, journal)


# --- the spy game: 10 players --------------------------------------------------------------------
def walk_spy(c: Built) -> Iterator[str]:
    yield "lobby"
    c.join(10)
    yield "lobby, ten players"
    c.trigger("deal")
    yield "dealt"
    for seat in c.view["players"][:6]:
        c.player(seat, "card_seen")
    c.trigger("start_round")
    players = c.view["players"]
    for asker, answerer in itertools.pairwise(players):
        if c.view.get("asker") == asker:
            c.player(asker, "question_asked", answerer=answerer)
    yield "asking"
    spy = c.view["secrets"]["spies"][0]
    accuser, accused = [p for p in players if p != spy][:2]
    c.player(accuser, "accuse", target=accused)
    voters = [p for p in players if p not in (accuser, accused, spy)]
    for voter in voters[:3]:
        c.player(voter, "vote", yes=True)
    yield "accusation"
    c.player(voters[3], "vote", yes=False)
    c.clock.advance(60 * 60)
    c.table.submit(SYSTEM, Request("tick"))
    yield "suspect vote"
    for voter in players:
        if voter != spy:
            c.player(voter, "suspect", target=spy)
    c.player(spy, "suspect", target=accuser)
    yield "last guess or over"
    if c.view["phase"] == "last_guess":
        deck = c.table.game.decks[c.table.state.options.deck]
        c.player(spy, "guess", location=next(i for i in deck.ids() if i != c.view["secrets"]["location"]))
    yield "round over"
    c.trigger("next_round")
    yield "second round dealt"


# --- SUSPI: 18 guests -----------------------------------------------------------------------------
def walk_suspi(c: Built) -> Iterator[str]:
    yield "lobby"
    c.join(18)
    yield "lobby, eighteen guests"
    c.trigger("deal")
    yield "dealt"
    murderers = [card["seat"] for card in c.view["secrets"]["cards"] if card["role"] == "murderer"]
    for number, murderer in enumerate(murderers):
        match = lambda: dict(c.view["match"] or {})  # noqa: E731
        c.trigger("advance")  # night
        alive = list(match()["alive"])
        for seat in alive[: len(alive) // 2]:
            c.player(seat, "pick_room", room="study")
        if number == 0:
            yield "night"
        for seat in alive[len(alive) // 2:]:
            c.player(seat, "pick_room", room="study")
        c.trigger("advance")  # dawn
        if number == 0:
            yield "dawn"
        c.trigger("advance")  # day
        if number == 0:
            yield "day"
        c.trigger("advance")  # council
        council = match()["council"]
        voters = [s for s in match()["alive"] if s not in council["no_vote"]]
        for seat in voters[:3]:
            c.player(seat, "council_vote", target=murderer) if seat != murderer else c.player(seat, "council_abstain")
        if number == 0:
            yield "council"
        for seat in voters:
            if seat in voters[:3]:
                pass
            elif seat == murderer:
                c.player(seat, "council_abstain")
            else:
                c.player(seat, "council_vote", target=murderer)
            c.player(seat, "council_confirm")
        if number == 0:
            yield "after the council"
        if c.view["phase"] in ("unmasking", "over"):
            break
    yield "unmasking"
    if c.view["phase"] == "unmasking":
        c.trigger("advance")
    yield "results"


# --- club mafia: 15 places and the reserve ------------------------------------------------------
def walk_mafia(c: Built) -> Iterator[str]:
    desk: Any = c.window.desk
    yield "evening"
    panel = desk.evening
    for number in range(17):
        panel.nickname.setText(LONG_NAMES[number])
        panel.adult.setChecked(True)
        panel.add.click()
    assert not c.window.last_error, c.window.last_error
    yield "evening, 15 and the reserve"
    c.trigger("next_step")  # seat
    yield "seated"
    c.trigger("next_step")  # deal
    yield "dealt"
    c.trigger("next_step")  # day 1: free talk
    yield "free talk"
    roles = {r["place"]: r["role"] for r in c.view["secrets"]["roles"]}
    seen: set[str] = set()
    nominated: set[int] = set()
    for _ in range(600):
        phase, step, allowed = c.view["phase"], c.view["next"], c.model.allowed()
        if phase == "game_over":
            break
        if phase not in seen:
            seen.add(phase)
            yield phase
        living = sorted(p["place"] for p in c.view["places"] if p["alive"])
        day = int(c.view.get("day") or 0)
        if "nominate" in allowed and day not in nominated:
            nominated.add(day)
            target = next(p for p in living if roles[p] in ("boss", "mafia"))
            desk.pick(target)
            c.trigger("nominate")
            if "foul" in c.model.allowed():
                c.trigger("foul")
        elif step == "hands":
            place = next(iter(desk.vote.spins))
            desk.vote.spins[place].setValue(len(living) - 1)
            desk.vote.enter_buttons[place].click()
        elif step in ("expel_anyone", "car_crash"):
            desk.vote.whole.setValue(len(living) - 1)
            desk.vote.whole_button.click()
        elif step == "night_action":
            c.trigger("night_nobody")
        else:
            c.trigger("next_step")
    assert c.view["phase"] == "game_over", c.view["phase"]
    yield "game over"
    c.trigger("next_step")
    yield "the next game's seating"


# --- the quiz: five experts ----------------------------------------------------------------------
def walk_quiz(c: Built) -> Iterator[str]:
    desk: Any = c.window.desk
    yield "lobby"
    seats = c.join(5)
    for seat in seats:
        c.player(seat, "ready")
    desk.experts.select(seats[0])
    c.trigger("mark_captain")
    yield "lobby, five experts"
    c.trigger("start")
    yield "started"
    for number in range(11):
        if c.view["phase"] == "finished":
            break
        c.trigger("spin")
        if number == 0:
            yield "spun"
        c.trigger("time_go")
        if number == 0:
            yield "the minute"
        desk.experts.select(int(c.view["captain"]))
        c.trigger("name_answerer")
        if number == 0:
            yield "answer"
        c.trigger("accept_answer" if number % 2 else "reject_answer")
        if number == 0:
            yield "verdict"
    yield "finished"
    c.trigger("to_lobby")
    yield "back in the lobby"


WALKS: dict[str, Callable[[Built], Iterator[str]]] = {
    "spy": walk_spy, "suspi": walk_suspi, "mafia": walk_mafia, "quiz": walk_quiz}
