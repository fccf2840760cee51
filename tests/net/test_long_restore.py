"""A long journal restores to the very state the table had live, for every game (PLT-02), read back
from its SQLite file; the folds that keep a history (club mafia's protocol and bonuses, MAF-24) keep
it whole."""

from __future__ import annotations

import gc
import random
from pathlib import Path
from typing import Any

import pytest

from net.content import make_game
from net.journal import Journal
from net.table import Accepted, Table
from rules import registry
from rules.core import MODERATOR, SYSTEM, Actor, Arg, Rejection, Request

NAMES = ["Ola", "Max", "Ann", "Ivan", "Ira", "Petro", "Oksana", "Taras", "Yana", "Bohdan", "Zoya", "Marta"]
OPTIONS: dict[str, dict[str, Any]] = {"quiz": {"pack": "en_why_where"}}
PROGRESS = frozenset({"deal", "card_seen", "start_round", "accuse", "vote", "advance", "pick_room", "council_vote",
                      "council_confirm", "add_player", "confirm_evening", "seat_players", "start_game", "next_speaker",
                      "nominate", "hands", "night_action", "morning", "ready", "start", "spin", "time_go",
                      "name_answerer", "accept_answer", "reject_answer", "to_lobby"})


class Clock:
    """The table's clock in ms, moved by the test."""

    def __init__(self) -> None:
        self.now = 1_800_000_000_000

    def __call__(self) -> int:
        return self.now


def _ids(view: Any, out: set[str]) -> set[str]:
    """The short lowercase ids a view shows (rooms, roles, actions, lifelines...)."""
    if isinstance(view, dict):
        for key, value in view.items():
            _ids(key, out)
            _ids(value, out)
    elif isinstance(view, list):
        for value in view:
            _ids(value, out)
    elif isinstance(view, str) and 0 < len(view) <= 24 and view.replace("_", "a").isalnum() and view.islower():
        out.add(view)
    return out


def _evening(table: Table, clock: Clock, count: int, rng: random.Random) -> None:
    """Random play, game after game, by the moderator, the players and the clock, until the journal
    holds ``count`` entries (requests the table refuses are not journaled)."""
    seats = []
    for name in NAMES:
        joined = table.join(name)
        if isinstance(joined, tuple):
            seats.append(joined[0])
    ids: list[str] = []
    refused = 0
    while table.version < count:
        if refused > 20 and rng.random() < 0.2:
            clock.now += rng.choice([1_000, 20_000, 70_000, 200_000])  # time passes: timers run out
            refused = 0 if isinstance(table.submit(SYSTEM, Request("tick")), Accepted) else refused
        if rng.random() < 0.05 or not ids:
            ids = sorted(_ids(table.moderator_view(), set()))
        actor = MODERATOR if rng.random() < 0.5 else Actor.player(rng.choice(seats))
        allowed = [t for t in table.allowed(actor) if t not in ("undo", "abort_game", "kick", "set_options")]
        if not allowed:
            refused += 1
            continue
        rtype = rng.choices(allowed, [8 if t in PROGRESS else 1 for t in allowed])[0]
        args: dict[str, Any] = {}
        for name, kind in table.game.requests[rtype].args.items():
            if name.endswith("?") and rng.random() < 0.5:
                continue
            key = name.rstrip("?")
            args[key] = (rng.choice([*seats, *range(1, 13)]) if kind is Arg.SEAT
                         else rng.choice([0, 1, 2, 3, 5, 30]) if kind is Arg.INT
                         else rng.random() < 0.7 if kind is Arg.BOOL
                         else rng.choice(ids or ["x"]) if kind is Arg.ID
                         else rng.choice(["A", "Ola"]))
        refused = refused + 1 if isinstance(table.submit(actor, Request(rtype, args)), Rejection) else 0


def _restored(tmp_path: Path, game_id: str, clock: Clock) -> Table:
    journal = Journal(tmp_path / "journal.sqlite3")
    record = journal.open_tables()[0]
    return Table.restore(make_game(game_id), journal, record, clock=clock)


@pytest.mark.parametrize("game_id", registry.IDS)
def test_a_long_evening_restores_to_the_live_state(tmp_path: Path, game_id: str) -> None:  # PLT-02
    """PLT-02: an evening of 1,500 journaled entries (whole games of random play through the real
    table), read back from its SQLite file after the console went down, folds to the state the
    table had live: every game, its history and its players the same."""
    clock = Clock()
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game(game_id), journal, seed=20261204, clock=clock, options=OPTIONS.get(game_id))
    _evening(table, clock, 1_500, random.Random(game_id))
    if "pause_timer" in table.allowed(MODERATOR):  # a running timer waits paused after a restart (PLT-03)
        assert isinstance(table.submit(MODERATOR, Request("pause_timer")), Accepted)
    live, version = table.state, table.version
    assert version >= 1_500
    journal.close()  # the console goes down
    journal = Journal(tmp_path / "journal.sqlite3")
    record, game = journal.open_tables()[0], make_game(game_id)
    assert gc.isenabled()
    collected = sum(generation["collections"] for generation in gc.get_stats())
    restored = Table.restore(game, journal, record, clock=clock)
    # the cycle collector paused while the journal was read and folded (it had run 20 to 30 times)
    assert sum(generation["collections"] for generation in gc.get_stats()) - collected <= 1
    assert gc.isenabled()  # and running again after
    assert restored.version == version
    assert restored.state == live
    assert restored.moderator_view() == table.moderator_view()


def test_a_long_mafia_game_keeps_its_whole_protocol_and_points(tmp_path: Path) -> None:  # PLT-02, MAF-24
    """PLT-02, MAF-24: one club-mafia game in which the host gives and takes back 3,000 bonuses and
    fouls are given restores with the same protocol (every event of the game, in order), the same
    bonuses and the same rating points as it had live."""
    clock = Clock()
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("mafia"), journal, seed=7, clock=clock)
    for name in NAMES[:10]:
        assert isinstance(table.submit(MODERATOR, Request("add_player", {"nickname": name, "adult": True})), Accepted)
    for request in ("seat_players", "deal", "start_game"):
        assert isinstance(table.submit(MODERATOR, Request(request)), Accepted)
    for n in range(3_000):
        points = 1 if n % 2 == 0 else -1
        assert isinstance(table.submit(MODERATOR, Request("bonus", {"place": 1 + n % 10, "points": points})), Accepted)
        if n % 500 == 0:
            assert isinstance(table.submit(MODERATOR, Request("foul", {"place": 1 + n // 500})), Accepted)
    live = table.state.match
    assert live is not None and len(live.bonuses) == 3_000 and len(live.log) > 3_000
    if "pause_timer" in table.allowed(MODERATOR):
        assert isinstance(table.submit(MODERATOR, Request("pause_timer")), Accepted)
    live = table.state.match
    journal.close()
    restored = _restored(tmp_path, "mafia", clock).state.match
    assert restored is not None
    assert list(restored.log) == list(live.log) and restored.log == live.log
    assert list(restored.bonuses) == list(live.bonuses)
    assert [e["type"] for e in restored.log].count("bonus") == 3_000
    assert [e["type"] for e in restored.log].count("fouled") == 6
    assert restored == live


@pytest.mark.parametrize("game_id", registry.IDS)
def test_a_players_part_is_the_player_view_less_the_public_view_over_random_play(tmp_path: Path, game_id: str) -> None:  # PLT-10, PLT-05
    """PLT-10: what the table sends a phone beside the public part (the game's ``player_part``, made
    once per phone while the public view is made once for all) is exactly what the player's view
    adds to the public view, at every step of random play, for every seat."""
    from rules.core import Game

    journal = Journal(tmp_path / "journal.sqlite3")
    clock = Clock()
    table = Table.create(make_game(game_id), journal, options=OPTIONS.get(game_id, {}), seed=7, clock=clock)
    game = table.game
    checked = 0
    for step in range(1, 16):
        _evening(table, clock, 60 * step, random.Random(step))
        for seat in table.player_seats():
            part = game.player_part(table.state, seat, clock.now)
            assert part == Game.player_part(game, table.state, seat, clock.now), (game_id, seat, table.version)
            assert {**game.public_view(table.state, clock.now), **part} == game.player_view(table.state, seat, clock.now)
            checked += 1
    journal.close()
    assert checked > 50


@pytest.mark.parametrize("game_id", registry.IDS)
def test_an_undo_from_the_state_kept_before_its_action_is_the_undo_of_a_whole_replay(
        tmp_path: Path, game_id: str) -> None:  # PLT-04, PLT-02
    """An undo replays the journal from the state kept before the action it takes back (the last
    moderator actions keep theirs), not from the table's start. Through random play with undos
    (one after another too, back past the actions that kept a state), three tables take the same
    requests: one that keeps the states of the last 64 actions, one of the last 2, one of none (each
    undo replays everything). After every request they answer alike, hold the same state and the
    same journal, and the journal read back from its file folds to that state."""
    clock, rng = Clock(), random.Random(f"undo {game_id}")
    tables = []
    for kept in (64, 2, 0):
        journal = Journal(tmp_path / f"journal-{kept}.sqlite3")
        table = Table.create(make_game(game_id), journal, seed=20261206, clock=clock, options=OPTIONS.get(game_id))
        table.undo_from_kept = kept
        tables.append(table)
    first = tables[0]
    seats = []
    for name in NAMES:
        joined = [table.join(name) for table in tables]
        assert all(j == joined[0] or (isinstance(j, tuple) and j[0] == joined[0][0]) for j in joined), joined
        if isinstance(joined[0], tuple):
            seats.append(joined[0][0])
    ids: list[str] = []
    undone = 0
    for step in range(700):
        if rng.random() < 0.03:
            clock.now += rng.choice([1_000, 20_000, 70_000, 200_000])  # time passes: timers run out
            results = [table.submit(SYSTEM, Request("tick")) for table in tables]
        else:
            if rng.random() < 0.05 or not ids:
                ids = sorted(_ids(first.moderator_view(), set()))
            actor = MODERATOR if rng.random() < 0.5 else Actor.player(rng.choice(seats))
            allowed = [t for t in first.allowed(actor) if t not in ("abort_game", "kick", "set_options")]
            if not allowed:
                continue
            weights = [40 if t == "undo" else 8 if t in PROGRESS else 1 for t in allowed]
            rtype = rng.choices(allowed, weights)[0]
            args: dict[str, Any] = {}
            for name, kind in first.game.requests[rtype].args.items() if rtype in first.game.requests else ():
                if name.endswith("?") and rng.random() < 0.5:
                    continue
                args[name.rstrip("?")] = (rng.choice([*seats, *range(1, 13)]) if kind is Arg.SEAT
                                          else rng.choice([0, 1, 2, 3, 5, 30]) if kind is Arg.INT
                                          else rng.random() < 0.7 if kind is Arg.BOOL
                                          else rng.choice(ids or ["x"]) if kind is Arg.ID
                                          else rng.choice(["A", "Ola"]))
            results = [table.submit(actor, Request(rtype, args)) for table in tables]
            undone += rtype == "undo" and isinstance(results[0], Accepted)
        assert all(result == results[0] for result in results), (step, results)
        assert all(table.state == first.state for table in tables), step
        assert all(table.log() == first.log() for table in tables), step
    assert undone >= 20, undone  # undos enough, after the actions just before them and back past them
    for table in tables:
        table.journal.close()
    journal = Journal(tmp_path / "journal-64.sqlite3")
    restored = Table.restore(make_game(game_id), journal, journal.open_tables()[0], clock=clock)
    assert restored.state == first.state
    assert restored.log() == first.log()
