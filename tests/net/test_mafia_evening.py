"""A club evening of sport mafia played over real WebSockets on loopback: sign-up, the reserve and
three games to their results (rules/mafia.md, MAF-01..MAF-22, MAF-24).

The phones use only the protocol (``hello``, requests, views). The host presses the console's
buttons: requests to the table as the console sends them, with the places the console shows. The
script picks its targets by the roles the host sees (the moderator view's secrets), so it plays the
same evening whatever the lot draws. Timers are never waited for: the host moves every step on.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from net import protocol
from net.content import load_content
from rules.core import MODERATOR, Rejection, Request
from tests.net.phones import Phone, ServedTable, served_table

NAMES = ("Ola", "Taras", "Marta", "Ivan", "Zosia", "Bohdan", "Kasia", "Petro", "Lena", "Jurek",
         "Oksana", "Wojtek", "Dana", "Roman", "Ewa", "Yarko", "Ania")
TEAMS = {role_id: role.team for role_id, role in load_content("mafia").items()}
WINNERS = {"reds": "red", "blacks": "black"}
NIGHT_KEYS_EMPTY: dict[str, Any] = {"next": None, "speaker": None, "timer": None, "queue": [], "nominations": [], "ballot": None}


@pytest.fixture(autouse=True)
def fast_thumbs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The script plays faster than any thumb: the per-connection message limit is raised."""
    monkeypatch.setattr(protocol, "MESSAGES_PER_SECOND", 10_000)


@dataclass
class Played:
    """One finished game as the host saw it."""

    roles: dict[int, str]  # place -> role
    first_out: list[int]  # seats (MAF-20)
    bonus: dict[int, int] = field(default_factory=dict)  # place -> host bonus points


class Host:
    """The console's side of the evening: its buttons, and what its screen shows."""

    def __init__(self, st: ServedTable, board: Phone) -> None:
        self.st = st
        self.board = board

    def __call__(self, type_: str, **args: Any) -> None:
        self.st.moderator(type_, **args)

    def refused(self, type_: str, code: str, **args: Any) -> None:
        version = self.st.table.version
        result = self.st.table.submit(MODERATOR, Request(type_, args))
        assert isinstance(result, Rejection), f"{type_} {args} was accepted"
        assert result.code == code, (type_, result)
        assert self.st.table.version == version

    @property
    def game(self) -> dict[str, Any]:
        return dict(self.st.table.moderator_view()["game"])

    def roles(self) -> dict[int, str]:
        return {r["place"]: r["role"] for r in self.game["secrets"]["roles"]}

    def living(self, *roles: str) -> list[int]:
        """Living places, of these roles if any are named."""
        secret = self.roles()
        return [p["place"] for p in self.game["places"]
                if p["alive"] and (not roles or secret[p["place"]] in roles)]

    def one(self, role: str) -> int:
        places = self.living(role)
        assert places, f"no living {role}"
        return places[0]

    def seat_of(self, place: int) -> int:
        return int(next(p["seat"] for p in self.game["places"] if p["place"] == place))

    def phone_at(self, place: int) -> Phone:
        return self.st.by_seat(self.seat_of(place))

    async def settle(self) -> None:
        await self.st.settle()
        await self.board.sync()

    def public_place(self, place: int) -> dict[str, Any]:
        """A place as the board shows it."""
        return dict(next(p for p in self.board.game["places"] if p["place"] == place))

    # --- the day ----------------------------------------------------------------------------
    def circle(self, nominations: Iterable[Iterable[int]] = ()) -> list[int]:
        """The whole circle: the n-th speaker nominates the n-th group (MAF-08). Its speakers."""
        groups = [list(g) for g in nominations]
        speakers: list[int] = []
        assert self.game["phase"] == "circle"
        while self.game["phase"] == "circle":
            speaker = self.game["speaker"]
            speakers.append(speaker)
            for target in groups.pop(0) if groups else []:
                self("nominate", target=target)
            self("next_speaker")
        assert not groups, "more nominations than speakers"
        return speakers

    def speeches(self) -> list[int]:
        """Defence speeches or last words to their end; who spoke."""
        spoke: list[int] = []
        while self.game["phase"] in ("defence", "last_words"):
            spoke.append(self.game["speaker"])
            self("next_speaker")
        return spoke

    def hands(self, counts: Mapping[int, int]) -> None:
        for place, count in counts.items():
            self("hands", place=place, count=count)

    def night(self, plan: Mapping[str, int | tuple[str, int] | None]) -> list[str]:
        """Every pending slot of the night wizard (MAF-15): ``plan`` slot -> a target place, or
        (action, target); a slot not in the plan does nothing. The slots in the order woken."""
        woken: list[str] = []
        while self.game["next"] == "night_action":
            slot = self.game["wizard"]["slot"]
            woken.append(slot)
            step = plan.get(slot)
            if step is None:
                self("night_action", action="nothing")
            elif isinstance(step, int):
                self("night_action", target=step)
            else:
                self("night_action", action=step[0], target=step[1])
        assert self.game["next"] == "morning"
        return woken

    def remove_by_fouls(self, place: int) -> None:
        """MAF-18: three fouls from the host."""
        while any(p["place"] == place and p["alive"] for p in self.game["places"]):
            self("foul", place=place)

    def compose(self, wanted: Mapping[str, int]) -> None:
        """MAF-04: the host sets this game's composition."""
        current = {c["role"]: c["count"] for c in self.game["composition"]}
        for role in current:
            if role not in wanted:
                self("set_role_count", role=role, count=0)
        for role, count in wanted.items():
            if current.get(role) != count:
                self("set_role_count", role=role, count=count)


def views_received(phone: Phone) -> int:
    """How many views the phone (or the board) was sent so far."""
    return sum(1 for frame in phone.frames if json.loads(frame)["type"] == "view")


async def ok(phone: Phone, type_: str, **args: Any) -> None:
    answer = await phone.send(type_, **args)
    assert answer["type"] == "ack", (phone.seat, type_, answer)


async def refused(phone: Phone, type_: str, code: str, **args: Any) -> None:
    answer = await phone.send(type_, **args)
    assert answer["type"] == "error" and answer["code"] == code, (phone.seat, type_, answer)


async def deal_and_open_cards(host: Host, players: list[Phone], outsiders: list[Phone]) -> dict[int, str]:
    """The deal: each phone of the game sees its own card and nobody else's (MAF-06)."""
    host("deal")
    await host.settle()
    roles = host.roles()
    for phone in players:
        place = phone.me["place"]
        assert phone.me["role"] == roles[place] and "card_seen" in phone.view["allowed"]
        assert all(p["role"] is None for p in phone.game["places"])
        assert "secrets" not in phone.game and phone.game["result"] is None
    assert all(p["role"] is None for p in host.board.game["places"])
    for phone in outsiders:  # the reserve and those not signed up have no card
        assert phone.me["place"] is None and phone.me["role"] is None
        await refused(phone, "card_seen", "not_a_player")
    for phone in players:
        await ok(phone, "card_seen")
    await host.settle()
    with_phones = {p.seat for p in players}
    assert [p["seen"] for p in host.board.game["places"]] == [p["seat"] in with_phones
                                                             for p in host.board.game["places"]]
    return roles


async def to_the_circle(host: Host, free_talk_ms: int = 60_000) -> None:
    """Day 1: about a minute of free talk (MAF-07), the acquaintance night, the circle."""
    host("start_game")
    await host.settle()
    assert host.board.game["phase"] == "free_talk"
    assert host.board.game["timer"]["total_ms"] == free_talk_ms
    host("next_speaker")
    await host.settle()
    assert host.game["phase"] == "acquaintance"
    assert host.board.game["phase"] == "night"
    assert {k: host.board.game[k] for k in NIGHT_KEYS_EMPTY} == NIGHT_KEYS_EMPTY
    host("morning")
    await host.settle()
    assert host.board.game["phase"] == "circle"


def result_of(host: Host) -> dict[str, Any]:
    result = host.board.game["result"]
    assert result is not None and host.board.game["phase"] == "game_over"
    return dict(result)


def check_result(host: Host, roles: Mapping[int, str], winner: str, bonuses: Mapping[int, int] = {}) -> dict[int, int]:
    """MAF-04, MAF-21, MAF-22: the result lists place — role — nick, and the winning team scores
    +1 each, loners never; returns the points per seat."""
    result = result_of(host)
    assert result["winner"] == winner
    nick = {p["place"]: p["nickname"] for p in host.board.game["places"]}
    assert result["table"] == [{"place": p, "role": roles[p], "nickname": nick[p]} for p in sorted(roles)]
    assert [p["role"] for p in host.board.game["places"]] == [roles[p] for p in sorted(roles)]  # all open now
    team = WINNERS.get(winner)
    expected = {p: int(TEAMS[r] == team) + bonuses.get(p, 0) for p, r in roles.items()}
    assert {row["place"]: row["points"] for row in result["points"]} == expected
    return {host.seat_of(p): n for p, n in expected.items()}


async def sign_up_the_evening(host: Host, phones: list[Phone]) -> None:
    """MAF-02, MAF-03: "Ок, играем" with 21+, then the evening's confirmation; the line-up holds
    15 (MAF-01), the rest wait in the reserve and move in by themselves when a seat frees."""
    first = phones[0]
    await refused(first, "confirm_evening", "wrong_phase")  # sign up first
    await refused(first, "sign_up", "bad_argument", adult=False)  # MAF-03: the club is 21+
    assert first.me["roster"] is None
    for phone in phones:
        await ok(phone, "sign_up", adult=True)
        assert phone.me["roster"] == "signed"
        await ok(phone, "confirm_evening")
    await host.settle()
    assert [p.me["roster"] for p in phones] == ["lineup"] * 15 + ["reserve"] * 2
    assert [p.me["reserve_position"] for p in phones[15:]] == [1, 2]
    assert host.board.game["evening"]["lineup"] == [p.seat for p in phones[:15]]
    await refused(first, "sign_up", "already_done", adult=True)

    leaver = phones[3]  # a seat frees: the first of the reserve moves in at once
    await ok(leaver, "withdraw")
    await host.settle()
    assert leaver.me["roster"] is None
    assert phones[15].me["roster"] == "lineup" and phones[16].me["reserve_position"] == 1
    await ok(leaver, "sign_up", adult=True)  # and back, now at the end of the reserve
    await ok(leaver, "confirm_evening")
    await host.settle()
    assert leaver.me == {**leaver.me, "roster": "reserve", "reserve_position": 2}
    assert host.board.game["evening"]["reserve"] == [phones[16].seat, leaver.seat]


@dataclass
class Evening:
    """An evening so far: the table, its phones, the host, and the games played with their points."""

    st: ServedTable
    phones: list[Phone]
    board: Phone
    host: Host
    shy: Phone
    played: list[Played] = field(default_factory=list)
    totals: dict[int, int] = field(default_factory=dict)

    def add(self, game: Played, points: Mapping[int, int]) -> None:
        """A game over: its points join the evening's totals (MAF-01)."""
        self.played.append(game)
        for seat, n in points.items():
            self.totals[seat] = self.totals.get(seat, 0) + n


async def an_evening(st: ServedTable, games: int) -> Evening:
    """The sign-up on the phones, one player opting out of publication, then ``games`` of the
    evening's three games to their results, each checked (MAF-04, MAF-21, MAF-22, MAF-24)."""
    phones = await st.seat(*NAMES)
    board = await Phone(st.url).board(st.table.code)
    host = Host(st, board)
    await sign_up_the_evening(host, phones)
    shy = phones[5]  # MAF-24: opts out of publication, and says so once only
    await ok(shy, "publication", publish=False)
    await refused(shy, "publication", "already_done", publish=False)
    assert shy.me["publish"] is False and all(p.me["publish"] for p in phones if p is not shy)
    evening = Evening(st, phones, board, host, shy)
    if games >= 1:
        one = await game_one(host)
        evening.add(one, check_result(host, one.roles, "reds"))
        protocol_of_game_one = st.table.game.protocol(st.table.state, 1)  # type: ignore[attr-defined]
        assert shy.seat in [p["seat"] for p in board.game["places"]]
        assert NAMES[5] not in repr(protocol_of_game_one)  # MAF-24: left out of what is published
        assert None in [row["nickname"] for row in protocol_of_game_one["table"]]
        assert "Ola" in repr(protocol_of_game_one)
    if games >= 2:
        two = await game_two(host, evening.played[0].first_out)
        evening.add(two, check_result(host, two.roles, "blacks"))
    if games >= 3:
        three = await game_three(host, evening.played[1].first_out)
        evening.add(three, check_result(host, three.roles, "reds", three.bonus))
    return evening


async def test_the_evening_signs_up_fifteen_and_a_reserve_on_the_phones(tmp_path: Path) -> None:  # MAF-01, MAF-02, MAF-03, MAF-24
    """The line-up holds 15 and the reserve moves in by itself when a seat frees; the club is 21+;
    a player opts out of publication."""
    async with served_table(tmp_path, "mafia", seed=7) as st:
        evening = await an_evening(st, 0)
        assert len(evening.board.game["evening"]["lineup"]) == 15 and evening.board.game["places"] == []


async def test_game_one_at_fifteen_places_the_reds_win(tmp_path: Path) -> None:  # MAF-06, MAF-08, MAF-09, MAF-11, MAF-12, MAF-13, MAF-14, MAF-15, MAF-16, MAF-17, MAF-18, MAF-19, MAF-21, MAF-24
    """Under-fouls, a car crash on day 1, the kamikaze under the maniac, three candidates cut to
    two, a lone candidate expelled, the last black removed by fouls; the protocol leaves out the
    player who opted out."""
    async with served_table(tmp_path, "mafia", seed=7) as st:
        evening = await an_evening(st, 1)
        assert evening.board.game["history"] == [{"game": 1, "result": "reds"}]


async def test_game_two_at_sixteen_places_the_blacks_win_at_parity(tmp_path: Path) -> None:  # MAF-02, MAF-05, MAF-06, MAF-10, MAF-20, MAF-22
    """A bigger line-up moves the reserve in; game 1's first out are immune on day 1 and night 1;
    five candidates mean no elimination; the swindler's victim leaves unrevealed; the
    нагнетатель's target is silent; the blacks win at parity, the loner not counted."""
    async with served_table(tmp_path, "mafia", seed=7) as st:
        evening = await an_evening(st, 2)
        assert evening.board.game["history"] == [{"game": 1, "result": "reds"}, {"game": 2, "result": "blacks"}]


async def test_three_games_make_the_evenings_totals_on_every_phone(tmp_path: Path) -> None:  # MAF-01, MAF-02, MAF-03, MAF-12, MAF-21, MAF-24
    """Game 3 at 12 places (people go home, the host adds a player without a phone, the table
    declines to expel on day 1, bonus points); the evening's history and totals are the sum of
    its games, the same on the board and on every phone."""
    async with served_table(tmp_path, "mafia", seed=7) as st:
        evening = await an_evening(st, 3)
        await evening.host.settle()
        game = evening.board.game
        assert game["evening"]["games"] == 3
        assert game["history"] == [{"game": 1, "result": "reds"}, {"game": 2, "result": "blacks"},
                                   {"game": 3, "result": "reds"}]
        assert {row["seat"]: row["points"] for row in game["totals"]} == evening.totals
        for phone in evening.phones:  # every phone shows the same evening
            assert phone.game["totals"] == game["totals"] and phone.game["history"] == game["history"]


async def game_one(host: Host) -> Played:
    """Game 1 at 15 places: under-fouls, a car crash on day 1, the kamikaze under the maniac,
    three candidates cut to two, a lone candidate expelled, the last black removed by fouls: the
    reds win. Returns the seats of the first out (MAF-13, MAF-15..MAF-19, MAF-21)."""
    st, board = host.st, host.board
    host("seat_players")
    await host.settle()
    game = board.game
    assert len(game["places"]) == 15 and game["game"] == 1  # MAF-01
    lineup = set(game["evening"]["lineup"])
    players = [p for p in st.phones if p.seat in lineup]
    outsiders = [p for p in st.phones if p.seat not in lineup]
    assert sorted(p.me["place"] for p in players) == list(range(1, 16))
    host.compose({"boss": 1, "mafia": 2, "commissar": 1, "doctor": 1, "kamikaze": 1, "maniac": 1,
                  "civilian": 8})
    await host.settle()
    assert {c["role"]: c["count"] for c in board.game["composition"]}["maniac"] == 1  # MAF-04: announced
    roles = await deal_and_open_cards(host, players, outsiders)
    await refused(players[0], "withdraw", "wrong_phase")  # MAF-02: not out of the game on
    await to_the_circle(host)

    # Day 1. The circle: 30 seconds each, the last speaker 45 (MAF-08); under-fouls (MAF-19).
    civilians = host.living("civilian")
    a, b = civilians[0], civilians[1]
    talker = host.game["speaker"]
    assert board.game["timer"] == {**board.game["timer"], "total_ms": 30_000, "running": True}
    host("nominate", target=a)
    host("nominate", target=b)
    host.refused("nominate", "already_done", target=civilians[2])  # one or two per speaker
    host("under_foul", place=talker)
    await host.settle()
    assert board.game["timer"]["left_ms"] > 30_000  # +30 s
    host("under_foul", place=talker)
    host.refused("under_foul", "already_done", place=talker)  # twice a game
    await host.settle()
    mine = host.phone_at(talker).me
    assert (mine["fouls"], mine["under_fouls"]) == (2, 2)  # each one a foul
    fouled = civilians[3]
    host("foul", place=fouled)
    await host.settle()
    assert host.phone_at(fouled).me["fouls"] == 1 and host.public_place(fouled)["fouls"] == 1
    while host.game["queue"]:
        host("next_speaker")
    await host.settle()
    assert board.game["timer"]["total_ms"] == 45_000  # the last speaker
    host("next_speaker")

    # The nominee vote: 5/5 puts both up (MAF-09); on day 1 the table first agrees to expel at all
    # (MAF-12); equal hands are a car crash and a majority expels both, revealed (MAF-13, MAF-06).
    assert host.game["ballot"]["candidates"] == [a, b]
    host.hands({a: 5, b: 5})
    assert host.speeches() == [a, b]
    assert host.game["phase"] == "first_day_question"
    host("expel_anyone", hands=8)
    host.hands({a: 7, b: 7})
    assert host.game["phase"] == "car_crash"
    host("car_crash", hands=8)
    await host.settle()
    for place in (a, b):
        assert host.public_place(place) == {**host.public_place(place), "alive": False, "out": "expelled",
                                            "role": "civilian"}
    assert host.speeches() == [a, b]  # their last words

    # Night 1, in order (MAF-15): only the boss and the commissar hear anything, each their own check
    # (MAF-16); the maniac takes the kamikaze and goes with him (MAF-17); the doctor saves (MAF-16).
    await host.settle()
    assert board.game["phase"] == "night" and host.game["phase"] == "night"
    heard = {id(p): views_received(p) for p in [*st.phones, board]}
    boss, commissar, victim = host.one("boss"), host.one("commissar"), civilians[4]
    kamikaze, maniac = host.one("kamikaze"), host.one("maniac")
    woken = host.night({"boss_check": commissar, "mafia_kill": victim, "maniac": kamikaze,
                        "commissar": boss, "doctor": victim})
    assert woken == ["boss_check", "mafia_kill", "maniac", "commissar", "doctor"]
    await host.settle()
    checkers = {host.phone_at(boss): {"night": 1, "target": commissar, "slot": "boss_check", "result": True},
                host.phone_at(commissar): {"night": 1, "target": boss, "slot": "commissar", "result": True}}
    for phone in [*st.phones, board]:
        if phone in checkers:
            assert phone.me["checks"] == [checkers[phone]]
            assert views_received(phone) > heard[id(phone)]
        else:
            assert views_received(phone) == heard[id(phone)], f"seat {phone.seat} heard the night"
    host("morning")
    await host.settle()
    assert host.public_place(victim)["alive"]  # saved
    assert host.public_place(kamikaze) == {**host.public_place(kamikaze), "out": "killed", "role": "kamikaze"}
    assert host.public_place(maniac) == {**host.public_place(maniac), "out": "kamikaze", "role": "maniac"}
    assert sorted(host.speeches()) == sorted([kamikaze, maniac])  # last words (MAF-06)

    # Day 2: two minutes of free talk (MAF-07); the circle opens at the next place.
    await host.settle()
    assert board.game["phase"] == "free_talk" and board.game["timer"]["total_ms"] == 120_000
    host("next_speaker")
    living = host.living()
    assert host.game["speaker"] == next(p for p in living if p > 1)  # day 1 opened at place 1
    mafia = host.living("mafia")
    f, g = host.living("civilian")[1:3]
    host.circle([[mafia[0], f], [g]])
    host.hands({mafia[0]: 4, f: 3, g: 3})  # 4/3/3: three candidates (MAF-09)
    assert host.speeches() == sorted([mafia[0], f, g])  # in place order
    host.hands({mafia[0]: 5, f: 3, g: 2})  # the fewest drops out, the rest speak again (MAF-14)
    assert host.game["votes"][-1] == {**host.game["votes"][-1], "outcome": "reduced", "dropped": [g]}
    assert host.speeches() == sorted([mafia[0], f])
    host.hands({mafia[0]: 6, f: 3})  # the most hands leaves (MAF-11)
    await host.settle()
    assert host.public_place(mafia[0])["role"] == "mafia"
    host.speeches()

    # Night 2: the commissar is shot and revealed; day 3: a lone candidate needs a majority.
    host.night({"mafia_kill": commissar})
    host("morning")
    await host.settle()
    assert host.public_place(commissar)["role"] == "commissar"
    assert host.phone_at(boss).me["checks"] == [checkers[host.phone_at(boss)]]  # own results only
    host.speeches()
    host("next_speaker")
    host.circle([[boss]])
    host.hands({boss: 6})
    host.speeches()
    host.hands({boss: len(host.living()) // 2 + 1})  # more than half of the living (MAF-11)
    host.speeches()
    assert host.game["phase"] == "night"
    host.night({})
    host("morning")
    host("next_speaker")
    assert host.game["phase"] == "circle"
    host.remove_by_fouls(mafia[1])  # MAF-18: the last black, removed with reveal; MAF-21: reds win
    await host.settle()
    assert host.public_place(mafia[1])["out"] == "fouls"
    assert result_of(host)["first_out"] == [a, b]
    return Played(roles, [host.seat_of(a), host.seat_of(b)])


async def game_two(host: Host, immune_seats: list[int]) -> Played:
    """Game 2 at 16 places: a bigger line-up moves the reserve in (MAF-02); the first out of game 1
    are immune on day 1 and night 1 (MAF-20); five candidates mean no elimination (MAF-10); the
    swindler's victim leaves unrevealed and without a word (MAF-06); the нагнетатель's target is
    silent (MAF-05); the blacks win at parity, the loner not counted (MAF-22)."""
    st, board = host.st, host.board
    reserve = list(board.game["evening"]["reserve"])
    host("set_options", capacity=16)
    await host.settle()
    assert st.by_seat(reserve[0]).me["roster"] == "lineup" and st.by_seat(reserve[1]).me["reserve_position"] == 1
    host("seat_players")
    await host.settle()
    game = board.game
    assert len(game["places"]) == 16 and game["game"] == 2 and game["history"] == [{"game": 1, "result": "reds"}]
    lineup = set(game["evening"]["lineup"])
    players = [p for p in st.phones if p.seat in lineup]
    immune = sorted(p["place"] for p in game["places"] if p["seat"] in immune_seats)
    assert len(immune) == 2
    assert [p["place"] for p in game["places"] if p["immune"]] == immune
    assert all(p.me["checks"] == [] and p.me["fouls"] == 0 for p in players)  # a new game, a clean card
    host.compose({"boss": 1, "mafia": 2, "swindler": 1, "agitator": 1, "commissar": 1, "doctor": 1,
                  "civilian": 9})
    roles = await deal_and_open_cards(
        host, players, [p for p in st.phones if p not in players])
    await to_the_circle(host)

    # Day 1: the immune may not be nominated; five candidates at once are too many (MAF-10).
    for place in immune:
        host.refused("nominate", "bad_argument", target=place)
    five = [p for p in host.living("civilian", "doctor") if p not in immune][:5]
    host.circle([five[:2], five[2:4], five[4:]])
    host.hands({p: 3 for p in five})
    assert host.game["votes"][-1] == {**host.game["votes"][-1], "outcome": "no_elimination", "candidates": five}
    assert host.game["phase"] == "night"

    # Night 1: the swindler takes the kill (MAF-05); the immune cannot be shot (MAF-20).
    hidden_victim = [p for p in host.living("civilian") if p not in immune][-1]
    silent = [p for p in host.living("civilian") if p not in immune][-2]
    while host.game["wizard"]["slot"] != "mafia_kill":
        host("night_action", action="nothing")
    assert "kill_hidden" in host.game["wizard"]["actions"]
    host.refused("night_action", "bad_argument", target=immune[0])
    host.night({"mafia_kill": ("kill_hidden", hidden_victim), "agitator": silent,
                "commissar": host.one("swindler")})
    commissar = host.phone_at(host.one("commissar"))
    host("morning")
    await host.settle()
    assert commissar.me["checks"] == [{"night": 1, "target": host.one("swindler"), "slot": "commissar",
                                       "result": True}]
    gone = host.public_place(hidden_victim)
    assert (gone["alive"], gone["out"], gone["role"]) == (False, "killed", None)  # MAF-06: no reveal
    assert host.phone_at(hidden_victim).me["role"] == "civilian"  # the victim still knows
    assert board.game["phase"] == "free_talk"  # MAF-06: no last word
    assert host.public_place(silent)["silenced"]

    # Day 2: the silenced place does not speak; immunity is over (MAF-20).
    host("next_speaker")
    assert silent not in [host.game["speaker"], *host.game["queue"]]
    assert not any(p["immune"] for p in host.game["places"])
    red = next(p for p in host.living("civilian") if p not in immune and p != silent)
    host.circle([[immune[0], red]])
    host.hands({immune[0]: 0, red: 6})  # zero votes: never a candidate (MAF-09)
    assert host.game["ballot"]["candidates"] == [red]
    host.speeches()
    host.hands({red: 9})
    host.speeches()

    # Night 2 and on: the reds thin out; at 5 reds against 4 blacks and the нагнетатель the game
    # goes on, at 4 against 4 the blacks win (MAF-22).
    host.night({"mafia_kill": host.living("doctor")[0]})
    host("morning")
    host.speeches()
    reds = [p for p in host.living() if TEAMS[roles[p]] == "red"]
    blacks = [p for p in host.living() if TEAMS[roles[p]] == "black"]
    assert len(blacks) == 4 and host.living("agitator")
    for place in reds[: len(reds) - 5]:
        host.remove_by_fouls(place)
    assert host.game["result"] is None
    host.remove_by_fouls(reds[-1])
    await host.settle()
    assert result_of(host)["first_out"] == [hidden_victim]
    return Played(roles, [host.seat_of(hidden_victim)])


async def game_three(host: Host, immune_seats: list[int]) -> Played:
    """Game 3 at 12 places: people go home and the reserve fills in (MAF-02); the host adds a
    player without a phone (MAF-02, MAF-03); on day 1 the table declines to expel (MAF-12); a day
    with no nomination goes to night; host bonus points; the reds win (MAF-21)."""
    st, board = host.st, host.board
    lineup = list(board.game["evening"]["lineup"])
    reserve = list(board.game["evening"]["reserve"])
    going = [s for s in lineup if s not in immune_seats][:6]
    for seat in going:
        await ok(st.by_seat(seat), "withdraw")
    await host.settle()
    assert st.by_seat(reserve[0]).me["roster"] == "lineup"
    host.refused("add_player", "bad_argument", nickname="Stefa", adult=False)  # MAF-03
    host("add_player", nickname="Stefa", adult=True)
    host("seat_players")
    await host.settle()
    game = board.game
    assert len(game["places"]) == 12 and game["game"] == 3
    players = [p for p in st.phones if p.seat in game["evening"]["lineup"]]
    assert len(players) == 11  # Stefa plays with a paper card
    immune = [p["place"] for p in game["places"] if p["immune"]]
    assert [host.seat_of(p) for p in immune] == immune_seats
    roles = await deal_and_open_cards(
        host, players, [p for p in st.phones if p not in players])
    await to_the_circle(host)

    suspect = next(p for p in host.living("civilian") if p not in immune)
    host.circle([[suspect]])
    host.hands({suspect: 7})
    host.speeches()
    host("expel_anyone", hands=3)  # no majority: nobody leaves today (MAF-12)
    assert host.game["phase"] == "night" and host.game["votes"][-1]["yes"] is False
    while host.game["wizard"]["slot"] != "mafia_kill":
        host("night_action", action="nothing")
    host.refused("night_action", "bad_argument", target=immune[0])  # MAF-20: night 1
    victim = host.living("civilian")[-1]
    host.night({"mafia_kill": victim})
    host("morning")
    host.speeches()
    host("next_speaker")
    host.circle()  # nobody nominated: straight to night
    assert host.game["phase"] == "night"
    host.night({})
    host("morning")
    host("next_speaker")
    boss = host.one("boss")
    host.circle([[boss]])
    host.hands({boss: 5})
    host.speeches()
    host.hands({boss: len(host.living()) // 2 + 1})
    await host.settle()
    assert host.public_place(boss)["role"] == "boss"
    host.speeches()
    host.night({"mafia_kill": host.living("doctor")[0]})
    host("morning")
    host.speeches()
    bonus = {host.living("commissar")[0]: 2, host.living("mafia")[0]: -1}
    for place, points in bonus.items():
        host("bonus", place=place, points=points)
    for place in host.living("mafia"):
        host.remove_by_fouls(place)
    await host.settle()
    return Played(roles, [], bonus)
