"""Whole SUSPI games played by 6, 12 and 18 phones over real WebSockets on loopback, with and
without ghosts, each to a valid end (rules/suspi.md, rules/suspi/VIEWS.md).

The phones use only the protocol; the moderator presses the console's buttons (requests to the
table as the console sends them). A public board watches every game. Nights are ended by the
moderator's ``advance`` or by the table's own timer (the time taken away with ``add_time``);
councils close when every voter has confirmed, the unmasking when everyone has guessed.

The points of every game are checked against an oracle written here from the clauses: which goals
were done (from the rooms the phones picked and the votes they cast), who is on the winning team,
the Szur's hit and the guesses (SUS-20, SUS-28, SUS-32..SUS-44).
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from net import protocol
from tests.net.phones import Phone, ServedTable, served_table

NAMES = ("Ola", "Taras", "Marta", "Ivan", "Zosia", "Bohdan", "Kasia", "Petro", "Lena", "Jurek",
         "Hanna", "Oleh", "Basia", "Roman", "Iryna", "Wojtek", "Sofia", "Marek")
ABSTAIN = None
TEAMLESS = "szur"


@pytest.fixture(autouse=True)
def quick_thumbs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test plays faster than any thumb: lift the per-connection message limit."""
    monkeypatch.setattr(protocol, "MESSAGES_PER_SECOND", 10_000)


class Villa:
    """One SUSPI game at a served table, driven through the phones, with what the oracle needs."""

    def __init__(self, st: ServedTable, board: Phone) -> None:
        self.st = st
        self.board = board
        self.players = sorted(p.seat for p in st.phones)
        self.roles: dict[int, str] = {}
        self.goals: dict[int, tuple[str, int | None]] = {}
        self.nights: list[dict[str, Any]] = []
        self.councils: list[dict[str, Any]] = []
        self.bribed: set[int] = set()
        self.shots: list[tuple[int, int]] = []

    # --- the table ------------------------------------------------------------------------------
    @property
    def match(self) -> dict[str, Any]:
        return dict(self.board.game["match"])

    @property
    def phase(self) -> str:
        return str(self.board.game["phase"])

    @property
    def alive(self) -> set[int]:
        return set(self.match["alive"])

    @property
    def ghosts_variant(self) -> bool:
        return bool(self.board.game["options"]["ghosts"])

    def phone(self, seat: int) -> Phone:
        return self.st.by_seat(seat)

    def of(self, role: str) -> list[int]:
        return sorted(s for s, r in self.roles.items() if r == role)

    def others(self) -> list[int]:
        """Everyone but the murderers, in seat order."""
        return sorted(s for s, r in self.roles.items() if r != "murderer")

    async def settle(self) -> None:
        await self.st.settle()
        await self.board.sync()

    async def moderator(self, type_: str, **args: Any) -> None:
        self.st.moderator(type_, **args)
        await self.settle()

    async def ok(self, seat: int, type_: str, **args: Any) -> None:
        answer = await self.phone(seat).send(type_, **args)
        assert answer["type"] == "ack", (seat, type_, args, answer)

    async def refused(self, seat: int, type_: str, code: str, **args: Any) -> None:
        phone = self.phone(seat)
        assert type_ not in phone.view["allowed"]  # the button is off...
        answer = await phone.send(type_, **args)
        assert (answer["type"], answer["code"]) == ("error", code), answer  # ...and the console says no

    # --- the deal -------------------------------------------------------------------------------
    async def deal(self) -> None:
        """SUS-05, SUS-07, SUS-15, SUS-27: every phone holds its own card and nobody else's."""
        await self.moderator("deal")
        assert self.phase == "dealt" and "me" not in self.board.game
        secrets = {c["seat"]: c for c in self.st.secrets()["cards"]}
        for seat in self.players:
            me = self.phone(seat).me
            card = me["card"]
            assert card["role"] == secrets[seat]["role"] and card["character"] == secrets[seat]["character"]
            assert card["goal"] == secrets[seat]["goal"]
            assert (card["goal"] is None) == (card["role"] == "szur")  # SUS-32, SUS-34..SUS-40
            assert me["status"] == "alive" and me["known_murderers"] == []  # SUS-15: strangers at first
            self.roles[seat] = card["role"]
            if card["goal"] is not None:
                self.goals[seat] = (card["goal"]["kind"], card["goal"]["target"])
        n = len(self.players)
        composition = self.board.game["composition"]
        counts = Counter(self.roles.values())
        for role in ("investigator", "doctor", "exorcist", "szur"):
            assert counts[role] == composition[role]
        assert counts["murderer"] == composition["murderers"]  # SUS-27
        assert abs(self.match["announced_murderers"] - counts["murderer"]) <= 1  # SUS-15
        assert self.match["announced_murderers"] >= 1
        assert len(self.match["rooms"]) == max(3, n // 2)  # SUS-07
        assert self.match["rooms"][0] == "study"
        assert (counts["murderer"], counts["szur"] > 0) == {
            6: (1, False), 12: (3, True), 18: (4, True)}[n]
        romances = [s for s, g in self.goals.items() if g[0] == "romance"]
        if n >= 8:  # SUS-40: one card for two players, each naming the other
            a, b = romances
            assert self.goals[a][1] == b and self.goals[b][1] == a
        else:
            assert romances == []

    # --- a round --------------------------------------------------------------------------------
    async def night(
        self,
        rooms: dict[int, str],
        *,
        checks: dict[int, str] | None = None,
        protects: dict[int, int] | None = None,
        holy: dict[int, str] | None = None,
        points: dict[int, str] | None = None,
        by_timer: bool = False,
    ) -> dict[int, Any]:
        """SUS-06, SUS-08: every awake living phone picks a room; dawn brings the reports."""
        if self.phase in ("dealt", "verdict"):
            await self.moderator("advance")
        assert self.phase == "night" and self.match["timer"]["total_ms"] == 120_000
        asleep = {s for s in self.alive if self.phone(s).me["asleep"]}
        assert set(rooms) == self.alive - asleep, "pick a room for every awake living player"
        for seat, room in rooms.items():
            await self.ok(seat, "pick_room", room=room)
            assert self.phone(seat).me["room"] == room
        for seat, room in (checks or {}).items():
            await self.ok(seat, "check_room", room=room)
        for seat, target in (protects or {}).items():
            await self.ok(seat, "protect", target=target)
        for seat, room in (holy or {}).items():
            await self.ok(seat, "holy_ground", room=room)
        for seat, room in (points or {}).items():
            await self.ok(seat, "ghost_point", room=room)
        await self.settle()
        # SUS-06: a pick is on its own phone only (the console sees who has picked, never what)
        assert self.st.table.moderator_view()["game"]["chosen"]["rooms"] == sorted(rooms)
        if by_timer:  # the moderator takes the time away; the table's own timer ends the night
            self.st.moderator("add_time", seconds=-120)
            await self.board.wait(lambda: self.board.game["phase"] != "night", 3)
            await self.settle()
        else:
            await self.moderator("advance")
        assert self.phase in ("dawn", "unmasking")
        deaths = set(self.match["missing"])
        occupants: dict[str, list[int]] = {}
        for seat, room in rooms.items():
            occupants.setdefault(room, []).append(seat)
        self.nights.append({"rooms": dict(rooms), "occupants": occupants, "deaths": deaths})
        reports = {s: self.phone(s).me["report"] for s in self.players}
        for seat, room in rooms.items():  # SUS-08: where they were and who was with them
            if seat in deaths:
                assert reports[seat] == {"room": room, "died": True}  # the room only, never who
            else:
                assert reports[seat]["room"] == room
                assert sorted(reports[seat]["with"]) == sorted(s for s in occupants[room] if s != seat)
        for seat in asleep:
            assert reports[seat] == {"slept": True}  # SUS-28
        assert "me" not in self.board.game and '"report"' not in json.dumps(self.board.view)
        return reports

    async def day(self) -> None:
        await self.moderator("advance")
        assert self.phase == "day" and self.match["timer"]["total_ms"] == 600_000  # SUS-09

    async def council(self, votes: Mapping[int, int | None]) -> dict[str, Any]:
        """SUS-10: secret votes, each confirmed; the live count (ghosts only) counts confirmed votes."""
        if self.phase == "dawn":
            await self.day()
        if self.phase == "day":
            await self.moderator("advance")
        assert self.phase == "council"
        council = self.match["council"]
        assert council["eligible"] == len(votes) and council["confirmed"] == 0
        assert set(votes) == self.alive - set(council["no_vote"])
        for ghost in set(self.match["dead"]) - set(self.match["gone"]):  # SUS-18, SUS-21
            await self.refused(ghost, "council_vote", "not_allowed", target=next(iter(votes)))
        for seat, target in votes.items():
            if target is ABSTAIN:
                await self.ok(seat, "council_abstain")
            else:
                await self.ok(seat, "council_vote", target=target)
            assert self.phone(seat).me["vote"] == {"target": target, "abstain": target is ABSTAIN,
                                                   "confirmed": False}
        runoff = bool(council["runoff"])
        confirmed: Counter[int] = Counter()
        for i, (seat, target) in enumerate(votes.items()):
            await self.ok(seat, "council_confirm")
            if i == 0 and len(votes) > 1:  # a confirmed vote is final (SUS-10)
                await self.refused(seat, "council_abstain", "already_done")
            if target is not ABSTAIN:
                confirmed[target] += 1
            await self.board.sync()
            if i < len(votes) - 1:
                live = self.match["council"]
                assert live["confirmed"] == i + 1
                if self.ghosts_variant:  # SUS-10: the count is visible live, never who voted whom
                    assert live["tally"] == [{"seat": s, "votes": n} for s, n in sorted(confirmed.items())]
                else:  # SUS-21: not without ghosts
                    assert live["tally"] is None
        await self.settle()
        record = {"votes": dict(votes), "runoff": runoff, "bribed": set(self.bribed), "round": self.match["round"]}
        self.councils.append(record)
        if self.phase == "council":  # SUS-11: a runoff among the tied
            assert self.match["council"]["runoff"] is True
            record["leaving"] = set()
        else:
            verdict = self.match["verdicts"][-1]
            got = verdict["runoff_counts"] if runoff else verdict["counts"]
            assert got == [{"seat": s, "votes": n} for s, n in sorted(confirmed.items())]
            record["leaving"] = set(verdict["leaving"])
            self.bribed = set()
        return record

    async def shoot(self, szur: int, target: int) -> None:
        """SUS-32: the shot is public, the shooter is not."""
        await self.ok(szur, "shoot", target=target)
        await self.settle()
        self.shots.append((szur, target))
        assert self.match["shots"][-1] == {"round": self.match["round"], "target": target}
        assert target in self.match["dead"] and self.phone(target).me["status"] == "dead"
        assert self.phone(szur).me["bullet"] is False

    async def bribe(self, murderer: int, target: int) -> None:
        """SUS-28: the bribed player alone is offered the extra goal "abstain at this council"."""
        await self.ok(murderer, "bribe", target=target)
        await self.settle()
        self.bribed.add(target)
        for seat in self.players:
            assert self.phone(seat).me["bribe_offer"] is (seat == target)

    async def unmask(self, winner: dict[str, str]) -> dict[str, Any]:
        """SUS-42: everyone, ghosts too, guesses another player's goal; then all is revealed."""
        assert self.phase == "unmasking"
        assert self.match["winner"] == winner and self.match["result"] is None
        for seat in self.players:  # nothing is revealed before the guesses are in
            assert self.phone(seat).game["match"]["result"] is None
        # SUS-28 (house): the bribe's extra goal is no target of the guesses
        answer = await self.phone(self.players[0]).send("guess_goal", target=self.players[1], goal="bribe")
        assert (answer["type"], answer["code"]) == ("error", "bad_argument")
        for i, seat in enumerate(self.players):
            target = self.players[(i + 1) % len(self.players)]
            true = self.goals.get(target, ("thief", None))[0]
            wrong = "accuser" if true != "accuser" else "thief"
            if i == 0:  # changeable until the unmasking ends
                await self.ok(seat, "guess_goal", target=target, goal=wrong)
            await self.ok(seat, "guess_goal", target=target, goal=wrong if i % 3 == 1 else true)
            await self.board.sync()
            if i < len(self.players) - 1:
                unmasking = self.match["unmasking"]
                assert {k: unmasking[k] for k in ("guessed", "players")} == {"guessed": i + 1,
                                                                              "players": len(self.players)}
                assert ("romance" in unmasking["goal_kinds"]) == (len(self.players) >= 8)  # SUS-40
        await self.settle()
        assert self.phase == "over"
        result = self.match["result"]
        for seat in self.players:  # the same result on every phone
            assert self.phone(seat).game["match"]["result"] == result
        assert {r["seat"]: r["role"] for r in result["roles"]} == self.roles
        return dict(result)

    # --- the oracle -----------------------------------------------------------------------------
    def goals_done(self) -> set[tuple[int, str]]:
        """SUS-28, SUS-34..SUS-41 from what the phones did: goals are done only while alive."""
        n = len(self.players)
        company = 3 if n >= 11 else 2
        done: set[tuple[int, str]] = set()
        loner: Counter[int] = Counter()
        study = self.match["rooms"][0]
        murderers = set(self.of("murderer"))
        nights = iter(self.nights)
        for rnd in range(1, self.match["round"] + 1):
            night = next(nights, None)
            if night is not None:
                occ, deaths = night["occupants"], night["deaths"]
                for seat, room in night["rooms"].items():
                    if seat in deaths or seat not in self.goals:
                        continue
                    kind, target = self.goals[seat]
                    inside = occ[room]
                    alone = inside == [seat]
                    if kind == "loner" and alone:
                        loner[seat] += 1
                    if kind == "thief":
                        hit = alone and room == study  # SUS-34
                    elif kind == "loner":
                        hit = loner[seat] >= 2  # SUS-35
                    elif kind == "spy":
                        hit = target in inside  # SUS-36
                    elif kind == "companion":
                        hit = len(inside) - 1 == company  # SUS-37
                    else:
                        hit = kind == "romance" and set(inside) == {seat, target}  # SUS-40
                    if hit:
                        done.add((seat, kind))
            for council in [c for c in self.councils if c["round"] == rnd]:
                for voter, target in council["votes"].items():
                    if target in murderers and self.goals.get(voter, ("",))[0] == "accuser":
                        done.add((voter, "accuser"))  # SUS-39
                    if target is ABSTAIN and voter in council["bribed"]:
                        done.add((voter, "bribe"))  # SUS-28
            round_councils = [c for c in self.councils if c["round"] == rnd]
            if round_councils:  # SUS-38: 3+ votes at one council (or its runoff), and surviving it
                most: Counter[int] = Counter()
                for council in round_councils:
                    for seat, votes in Counter(t for t in council["votes"].values() if t).items():
                        most[seat] = max(most[seat], votes)
                leaving = round_councils[-1]["leaving"]
                for seat, votes in most.items():
                    if votes >= 3 and seat not in leaving and self.goals.get(seat, ("",))[0] == "suspect":
                        done.add((seat, "suspect"))
        return done

    def check_points(self, result: dict[str, Any], team: set[int]) -> None:
        """SUS-20, SUS-32, SUS-43, SUS-44: every point, reason by reason."""
        done = self.goals_done()
        assert {(g["seat"], g["goal"]) for g in result["goals"] if g["done"]} | {
            (s, "bribe") for s in result["bribes_done"]} == done
        assert set(result["team"]) == team
        right = {}
        for g in result["guesses"]:
            right[g["seat"]] = (g["target"], g["goal"]) in done
            assert g["right"] is right[g["seat"]]
        found = {g["target"] for g in result["guesses"] if g["right"]}
        murderers = set(self.of("murderer"))
        for row in result["points"]:
            seat = row["seat"]
            expected = {
                "team": 1 if seat in team else 0,
                "goals": 2 * sum(1 for s, _ in done if s == seat),
                "guesses": 1 if right.get(seat) else 0,
                "guessed": -1 if seat in found else 0,
                "shot": 3 if any(s == seat and t in murderers for s, t in self.shots) else 0,
            }
            assert {k: row[k] for k in expected} == expected, seat
            assert row["points"] == sum(expected.values())
        # SUS-45: the evening adds the game up for everyone, the board included
        evening = {e["seat"]: e["points"] for e in self.board.game["evening"]}
        assert evening == {row["seat"]: row["points"] for row in result["points"]}


async def open_villa(st: ServedTable, players: int) -> Villa:
    await st.seat(*NAMES[:players])
    board = await Phone(st.url).board(st.table.code)
    villa = Villa(st, board)
    await villa.deal()
    return villa


def pairs(seats: list[int], rooms: list[str]) -> dict[int, str]:
    """Two by two into the given rooms (the last room takes what is left)."""
    out: dict[int, str] = {}
    for i, seat in enumerate(seats):
        out[seat] = rooms[min(i // 2, len(rooms) - 1)]
    return out


async def test_six_with_ghosts_a_runoff_a_possession_and_the_city_wins_the_last_round(tmp_path):  # SUS-01, SUS-06, SUS-08, SUS-10, SUS-11, SUS-13, SUS-14, SUS-17, SUS-19, SUS-22, SUS-26, SUS-29, SUS-42, SUS-44
    """SUS-01, SUS-06, SUS-08, SUS-10, SUS-11, SUS-13, SUS-14, SUS-17..SUS-19, SUS-22, SUS-26,
    SUS-29, SUS-42..SUS-44"""
    async with served_table(tmp_path, "suspi", 3) as st:
        v = await open_villa(st, 6)
        study, library, conservatory = v.match["rooms"]
        (m,), (inv,) = v.of("murderer"), v.of("investigator")
        g1, g2, g3, g4 = v.of("guest")
        # Night 1, ended by the table's timer: a murderer alone with one other kills (SUS-14)
        reports = await v.night({m: library, g1: library, inv: study, g2: study, g3: conservatory,
                                 g4: conservatory}, checks={inv: library}, by_timer=True)
        assert v.match["missing"] == [g1] and v.match["ghosts"] == [g1]  # SUS-08, SUS-17
        assert reports[inv]["check"] == {"room": library, "murderer": True}  # SUS-29
        assert "check" not in reports[g2] and "murderers" not in reports[m]
        assert v.phone(g1).me["status"] == "dead" and v.phone(g1).me["ghost"] is True
        # Council 1: a tie goes to a runoff among the tied (SUS-11)
        await v.council({m: g2, g4: g2, g2: g3, inv: g3, g3: ABSTAIN})
        assert v.match["council"]["candidates"] == [g2, g3]
        await v.council({m: g2, inv: g2, g4: g2, g2: g3, g3: g2})
        verdict = v.match["verdicts"][-1]
        assert verdict["counts"] == [{"seat": g2, "votes": 2}, {"seat": g3, "votes": 2}]
        assert verdict["leaving"] == [g2] and verdict["empty"] == 0
        # Night 2 is the last: four alive (SUS-13). The murderer is outnumbered; both ghosts point
        # at the conservatory, where g4 is alone: more than half of all ghosts (SUS-19)
        await v.moderator("advance")
        assert v.match["last_round"] is True and v.match["round"] == 2
        await v.refused(m, "ghost_point", "not_allowed", room=study)
        reports = await v.night({m: library, inv: library, g3: library, g4: conservatory},
                                checks={inv: study}, points={g1: conservatory, g2: conservatory})
        assert v.match["missing"] == []
        assert reports[inv]["check"] == {"room": study, "murderer": False}
        assert reports[g4].get("possessed") is True and v.phone(g4).me["possessed"] is True
        assert reports[g1] == reports[g2] == {"ghost": True, "room": conservatory, "possession": True}
        assert all(v.phone(s).me["possessed"] is False for s in v.players if s != g4)
        # Council 2: the murderer leaves; the city wins (SUS-22) though it was the last round
        await v.council({inv: m, g3: m, g4: m, m: inv})
        result = await v.unmask({"team": "city", "reason": "no_murderer"})
        assert result["possessed"] == [g4] and result["ghosts"] == sorted((g1, g2, m))
        # the living city, but not the possessed g4 (SUS-26) nor the ghosts (SUS-20, SUS-44)
        v.check_points(result, {inv, g3})


async def test_six_without_ghosts_the_murderer_outlives_the_last_round(tmp_path):  # SUS-11, SUS-13, SUS-21, SUS-23, SUS-28, SUS-44
    """SUS-11, SUS-13, SUS-21, SUS-23, SUS-28, SUS-44"""
    async with served_table(tmp_path, "suspi", 4, ghosts=False) as st:
        v = await open_villa(st, 6)
        study, library, conservatory = v.match["rooms"]
        (m,), (inv,) = v.of("murderer"), v.of("investigator")
        g1, g2, g3, g4 = v.of("guest")
        await v.night({m: library, g1: library, inv: study, g2: study, g3: conservatory, g4: conservatory})
        assert v.match["dead"] == [g1] and v.match["ghosts"] == []  # SUS-21: silent, not a ghost
        assert v.phone(g1).me["ghost"] is False
        await v.day()
        await v.moderator("advance")
        await v.refused(m, "bribe", "wrong_phase", target=g3)  # SUS-21: only before the vote
        await v.council({m: g2, inv: g2, g3: g2, g4: g2, g2: m})
        assert v.match["verdicts"][-1]["leaving"] == [g2]
        await v.moderator("advance")
        assert v.match["last_round"] is True  # SUS-13
        await v.refused(g1, "ghost_point", "not_allowed", room=study)
        await v.night({m: library, g4: library, inv: study, g3: study})
        assert v.match["missing"] == [g4]
        await v.day()
        await v.bribe(m, g3)  # SUS-28: during the day
        await v.council({m: ABSTAIN, g3: ABSTAIN, inv: ABSTAIN})
        verdict = v.match["verdicts"][-1]
        assert verdict["counts"] == [] and verdict["leaving"] == [] and verdict["empty"] == 1  # SUS-11
        result = await v.unmask({"team": "murderers", "reason": "last_round"})  # SUS-23
        assert result["bribes_done"] == [g3]
        v.check_points(result, {m})


async def test_twelve_with_ghosts_the_possessed_outnumber_the_living(tmp_path):  # SUS-11, SUS-14, SUS-15, SUS-19, SUS-24, SUS-25, SUS-30, SUS-38, SUS-44
    """SUS-11, SUS-14, SUS-15, SUS-19, SUS-24, SUS-25, SUS-30, SUS-38, SUS-44"""
    async with served_table(tmp_path, "suspi", 5) as st:
        v = await open_villa(st, 12)
        rooms = v.match["rooms"]
        study, library, conservatory, kitchen, archive, cellar = rooms
        m1, m2, m3 = v.of("murderer")
        (doc,), (exo,), (szur,) = v.of("doctor"), v.of("exorcist"), v.of("szur")
        possessed = v.of("guest")[0]
        others = [s for s in v.others() if s not in (possessed, exo)]
        victims, rest = others[:3], [*others[3:], exo, possessed]
        # Night 1: three murderers, each alone with one other: three die; nobody meets (SUS-14)
        night = {m1: library, victims[0]: library, m2: conservatory, victims[1]: conservatory,
                 m3: kitchen, victims[2]: kitchen}
        night |= pairs(rest, [study, archive, cellar])
        protected = possessed
        reports = await v.night(night, protects={doc: protected} if doc in rest else {})
        assert v.match["missing"] == sorted(victims)
        if doc in rest:  # SUS-30 (house): it worked only where the kill condition held
            assert reports[doc]["protection"] == {"seat": protected, "worked": False}
        assert all(v.phone(s).me["known_murderers"] == [] for s in (m1, m2, m3))  # SUS-15
        # Council 1: twelve at the start and nine alive: two leave (SUS-11)
        living = [s for s in rest if s != possessed]
        out1, out2 = living[0], living[1]
        rest_voters = sorted(v.alive - {out1, out2})
        choice: dict[int, int | None] = dict(zip(rest_voters, [out1] * 3 + [out2] * 2 + [ABSTAIN] * 2, strict=True))
        choice |= {out1: out2, out2: out1}  # four votes and three
        await v.council(choice)
        assert v.match["verdicts"][-1]["leaving"] == sorted((out1, out2))
        assert v.match["council"] is None
        # Night 2: each murderer with one of the three last others; the possessed-to-be alone;
        # three of five ghosts point at the cellar (more than half, SUS-19)
        last = sorted(v.alive - {m1, m2, m3, possessed})
        assert len(last) == 3 and v.match["last_round"] is False
        ghosts = sorted(v.match["ghosts"])
        assert len(ghosts) == 5
        points = {g: cellar for g in ghosts[:3]} | {g: study for g in ghosts[3:]}
        await v.night({m1: library, last[0]: library, m2: conservatory, last[1]: conservatory,
                       m3: kitchen, last[2]: kitchen, possessed: cellar}, points=points)
        assert v.phone(possessed).me["possessed"] is True
        assert v.alive == {m1, m2, m3, possessed}
        # SUS-24: the possessed outnumber the other living (murderers not counted), checked first
        result = await v.unmask({"team": "ghosts", "reason": "possessed_majority"})
        team = (set(v.match["dead"]) | {possessed}) - {szur}  # every ghost and possessed, not the Szur
        v.check_points(result, team)


async def test_twelve_without_ghosts_powder_and_the_murderers_alone(tmp_path):  # SUS-11, SUS-14, SUS-16, SUS-21, SUS-23, SUS-28, SUS-29, SUS-44
    """SUS-11, SUS-14, SUS-16, SUS-21, SUS-23, SUS-28, SUS-29, SUS-44"""
    async with served_table(tmp_path, "suspi", 6, ghosts=False) as st:
        v = await open_villa(st, 12)
        study, library, conservatory, kitchen, archive, cellar = v.match["rooms"]
        assert v.of("exorcist") == []  # SUS-27: only with ghosts
        m1, m2, m3 = v.of("murderer")
        (inv,) = v.of("investigator")
        sleeper = v.of("guest")[0]
        others = [s for s in v.others() if s not in (sleeper, inv)]
        victims, rest = others[:3], [*others[3:], inv, sleeper]
        night = {m1: library, victims[0]: library, m2: conservatory, victims[1]: conservatory,
                 m3: kitchen, victims[2]: kitchen} | pairs(rest, [study, archive, cellar])
        reports = await v.night(night, checks={inv: kitchen})
        assert reports[inv]["check"] == {"room": kitchen, "murderer": True}  # SUS-29
        assert v.match["missing"] == sorted(victims)
        await v.day()
        await v.ok(m1, "powder", target=sleeper)  # SUS-28: sleeps the coming night
        await v.settle()
        assert v.phone(m1).me["powder"] is False and "powder" not in v.phone(m1).view["allowed"]
        voters = sorted(v.alive)
        leave = [s for s in rest if s not in (sleeper,)][:2]
        choice = {s: (leave[0] if s != leave[0] else leave[1]) if i % 2 == 0 else
                  (leave[1] if s != leave[1] else leave[0]) for i, s in enumerate(voters)}
        choice[voters[-1]] = ABSTAIN
        await v.council(choice)
        assert set(v.match["verdicts"][-1]["leaving"]) == set(leave)  # SUS-11: two places
        await v.moderator("advance")
        last = sorted(v.alive - {m1, m2, m3, sleeper})
        assert len(last) == 3
        me = v.phone(sleeper).me
        assert me["asleep"] is True and me["room"] is None
        await v.refused(sleeper, "pick_room", "not_allowed", room=study)  # SUS-16: in no room
        await v.night({m1: library, last[0]: library, m2: conservatory, last[1]: conservatory,
                       m3: kitchen, last[2]: kitchen})
        await v.day()
        assert v.phone(sleeper).me["no_vote"] is True
        await v.moderator("advance")
        assert v.match["council"]["no_vote"] == [sleeper]  # SUS-28: skips the next council
        await v.refused(sleeper, "council_vote", "not_allowed", target=m1)
        await v.council({m1: sleeper, m2: sleeper, m3: sleeper})
        result = await v.unmask({"team": "murderers", "reason": "murderers_alone"})  # SUS-23
        v.check_points(result, {m1, m2, m3})


async def test_eighteen_with_ghosts_meetings_the_szur_possession_and_exorcism(tmp_path):  # SUS-11, SUS-14, SUS-15, SUS-19, SUS-22, SUS-25, SUS-26, SUS-29, SUS-32, SUS-44
    """SUS-11, SUS-14, SUS-15, SUS-19, SUS-22, SUS-25, SUS-26, SUS-29..SUS-32, SUS-44"""
    async with served_table(tmp_path, "suspi", 7) as st:
        v = await open_villa(st, 18)
        study, library, conservatory, kitchen, archive, cellar, attic, studio, chapel = v.match["rooms"]
        m1, m2, m3, m4 = v.of("murderer")
        (inv,), (doc,), (exo,), (szur,) = (v.of(r) for r in ("investigator", "doctor", "exorcist", "szur"))
        g = v.of("guest")
        # Night 1: two murderers with two others: one dies, they meet; the doctor saves the third
        # murderer's only company; the fourth is outnumbered (SUS-14, SUS-30)
        night = {m1: library, m2: library, g[0]: library, g[1]: library,
                 m3: conservatory, g[2]: conservatory,
                 m4: kitchen, g[3]: kitchen, g[4]: kitchen,
                 inv: study, doc: study, exo: archive, szur: archive,
                 g[5]: cellar, g[6]: cellar, g[7]: attic, g[8]: attic, g[9]: attic}
        reports = await v.night(night, checks={inv: kitchen}, protects={doc: g[2]})
        (victim,) = v.match["missing"]
        assert victim in (g[0], g[1])
        assert reports[m1]["murderers"] == reports[m2]["murderers"] == sorted((m1, m2))
        assert v.phone(m1).me["known_murderers"] == sorted((m1, m2))  # SUS-14, SUS-15
        assert v.phone(m3).me["known_murderers"] == [] and "murderers" not in reports[m4]
        assert reports[doc]["protection"] == {"seat": g[2], "worked": True}
        assert reports[inv]["check"] == {"room": kitchen, "murderer": True}
        # Day 1: the Szur shoots the third murderer (SUS-32)
        await v.day()
        await v.shoot(szur, m3)
        await v.refused(szur, "shoot", "already_done", target=m4)  # one bullet
        # Council 1: sixteen alive, two places (SUS-11)
        city = sorted(v.alive - {m1, m2, m4})
        choice: dict[int, int | None] = {s: (m1 if i < 7 else m4) for i, s in enumerate(city)}
        choice |= {m1: ABSTAIN, m2: ABSTAIN, m4: ABSTAIN}
        await v.council(choice)
        assert v.match["verdicts"][-1]["leaving"] == sorted((m1, m4))
        # Night 2: three of four ghosts point at the cellar, where g[5] is alone; the exorcist's
        # holy ground is elsewhere (SUS-19, SUS-31)
        ghosts = sorted(v.match["ghosts"])
        assert ghosts == sorted((victim, m3, m1, m4))
        points = {ghosts[0]: cellar, ghosts[1]: cellar, ghosts[2]: cellar, ghosts[3]: attic}
        living = sorted(v.alive - {m2, g[5]})
        night = {m2: library, g[5]: cellar} | {s: r for s, r in zip(
            living, [library, library, library] + [room for room in (study, conservatory, kitchen, archive,
                                                                     attic, studio, chapel) for _ in (0, 1)],
            strict=False)}
        reports = await v.night(night, holy={exo: chapel}, points=points)
        assert v.match["missing"] == []  # outnumbered
        assert reports[g[5]]["possessed"] is True and v.phone(g[5]).me["possessed"] is True
        assert reports[ghosts[0]] == {"ghost": True, "room": cellar, "possession": True}
        assert reports[ghosts[3]] == {"ghost": True, "room": attic, "possession": False}
        assert reports[exo]["holy_ground"] == chapel and v.phone(exo).me["holy_ground_left"] is False
        # Council 2: a three-way tie for two places, a runoff, a second tie: both places stay
        # empty (SUS-11)
        a, b, c = sorted(v.alive - {m2, g[5]})[:3]
        voters = sorted(v.alive)
        tie = [a, a, b, b, c, c]
        choice = {}
        for s in voters:
            target = next((t for t in tie if t != s), None)
            if target is not None:
                tie.remove(target)
            choice[s] = target
        await v.council(choice)
        assert v.match["council"]["candidates"] == [a, b, c] and v.match["council"]["places"] == 2
        await v.council(dict(choice))
        verdict = v.match["verdicts"][-1]
        assert verdict["leaving"] == [] and verdict["empty"] == 2
        assert verdict["runoff_counts"] == verdict["counts"]
        # Night 3: the exorcist spends it with the possessed and frees him (SUS-31, SUS-26)
        living = sorted(v.alive - {m2, g[5], exo})
        night = {m2: library, g[5]: cellar, exo: cellar} | {s: r for s, r in zip(
            living, [library, library, library] + [room for room in (study, conservatory, kitchen, archive,
                                                                     attic, studio) for _ in (0, 1)],
            strict=False)}
        reports = await v.night(night, points={ghosts[0]: attic, ghosts[1]: attic, ghosts[2]: studio})
        assert reports[g[5]].get("freed_from_ghosts") is True and reports[exo]["freed"] == 1
        assert v.phone(g[5]).me["possessed"] is False
        # Council 3: the last murderer leaves: the city wins (SUS-22)
        await v.council({s: (m2 if s != m2 else ABSTAIN) for s in sorted(v.alive)})
        result = await v.unmask({"team": "city", "reason": "no_murderer"})
        assert result["possessed"] == []
        team = v.alive - {szur}  # the living city, the freed one too; never the Szur (SUS-25)
        assert szur in v.alive
        v.check_points(result, team)
        assert {r["seat"]: r["shot"] for r in result["points"]}[szur] == 3  # SUS-32


async def test_eighteen_without_ghosts_a_bribe_a_shot_and_every_citizen_scores(tmp_path):  # SUS-11, SUS-14, SUS-21, SUS-22, SUS-28, SUS-32, SUS-44
    """SUS-11, SUS-14, SUS-21, SUS-22, SUS-28, SUS-32, SUS-44"""
    async with served_table(tmp_path, "suspi", 8, ghosts=False) as st:
        v = await open_villa(st, 18)
        study, library, conservatory, kitchen, archive, cellar, attic, studio, _ = v.match["rooms"]
        m1, m2, m3, m4 = v.of("murderer")
        (inv,), (doc,), (szur,) = (v.of(r) for r in ("investigator", "doctor", "szur"))
        g = v.of("guest")
        assert len(g) == 11
        # Night 1: two murderers and one other: the other dies and the murderers meet (SUS-14)
        night = {m1: library, m2: library, g[0]: library,
                 m3: conservatory, g[1]: conservatory, g[2]: conservatory,
                 m4: kitchen, g[3]: kitchen, g[4]: kitchen} | pairs(
            [inv, doc, szur, *g[5:]], [study, archive, cellar, attic, studio])
        reports = await v.night(night)
        assert v.match["missing"] == [g[0]] and reports[m1]["murderers"] == sorted((m1, m2))
        await v.day()
        await v.shoot(szur, m1)  # SUS-32: a murderer hit
        await v.bribe(m2, g[5])  # SUS-28, SUS-21: before the vote
        await v.moderator("advance")
        await v.refused(m3, "bribe", "wrong_phase", target=g[6])  # SUS-21: not during it
        city = sorted(v.alive - {m2, m3, m4})
        choice: dict[int, int | None] = {s: (m2 if i < 6 else m3 if i < 10 else ABSTAIN) for i, s in enumerate(city)}
        choice[g[5]] = ABSTAIN  # the bribe's extra goal
        choice |= {m2: g[1], m3: g[1], m4: ABSTAIN}
        await v.council(choice)
        assert v.match["verdicts"][-1]["leaving"] == sorted((m2, m3))
        # Night 2: the last murderer is outnumbered; the investigator finds him (SUS-29)
        living = sorted(v.alive - {m4})
        night = {m4: kitchen} | {s: r for s, r in zip(
            living, [kitchen, kitchen] + [room for room in (study, library, conservatory, archive, cellar)
                                          for _ in (0, 1)] + [attic, attic, studio], strict=False)}
        reports = await v.night(night, checks={inv: kitchen})
        assert reports[inv]["check"] == {"room": kitchen, "murderer": True} and v.match["missing"] == []
        # Council 2: the murderer takes the first place; a tie for the second goes to a runoff
        # among the tied, which decides it (SUS-11)
        a, b = sorted(v.alive - {m4, szur})[:2]
        voters = sorted(v.alive)
        choice = {}
        for i, s in enumerate(s for s in voters if s not in (a, b, m4)):
            choice[s] = m4 if i < 8 else a if i == 8 else b
        choice |= {a: b, b: a, m4: a}  # three votes each for a and b
        await v.council(choice)
        assert v.match["council"]["candidates"] == [a, b] and v.match["council"]["places"] == 1
        runoff = {s: (a if s != a else b) for s in voters}
        await v.council(runoff)
        verdict = v.match["verdicts"][-1]
        assert verdict["leaving"] == sorted((m4, a)) and verdict["runoff_counts"] is not None
        result = await v.unmask({"team": "city", "reason": "no_murderer"})
        # SUS-44: without ghosts every member scores, the dead too; never the Szur (SUS-25)
        team = set(v.others()) - {szur}
        assert g[0] in team and a in team
        v.check_points(result, team)
        assert {r["seat"]: r["shot"] for r in result["points"]}[szur] == 3


async def test_a_council_of_eighteen_sent_at_once_is_taken_whole(tmp_path):  # SUS-10, PLT-11
    """SUS-10, PLT-11: the living phones of an 18-player villa vote at the same moment, then confirm
    at the same moment, each on the view it holds (a few versions behind the table by then): every
    vote and every confirm is judged by the table's state and accepted, none is refused as stale,
    and every phone and the board hold the verdict."""
    async with served_table(tmp_path, "suspi", 8, ghosts=False) as st:
        v = await open_villa(st, 18)
        study, library, conservatory, kitchen, archive, cellar, attic, studio, _ = v.match["rooms"]
        m1, m2, m3, m4 = v.of("murderer")
        (inv,), (doc,), (szur,) = (v.of(r) for r in ("investigator", "doctor", "szur"))
        g = v.of("guest")
        night = {m1: library, m2: library, g[0]: library,
                 m3: conservatory, g[1]: conservatory, g[2]: conservatory,
                 m4: kitchen, g[3]: kitchen, g[4]: kitchen} | pairs(
            [inv, doc, szur, *g[5:]], [study, archive, cellar, attic, studio])
        await v.night(night)
        await v.day()
        await v.moderator("advance")
        assert v.phase == "council"
        voters = sorted(v.alive - set(v.match["council"]["no_vote"]))
        assert len(voters) == 17
        choice = {s: (g[1] if s in (m1, m2, m3, m4) else m1) for s in voters}
        phones = [v.phone(s) for s in voters]

        async def vote_and_confirm(phone: Phone) -> list[dict[str, Any]]:
            """The vote and its confirm sent together, both on the view the phone holds now (the
            confirm does not wait for the view the vote brings)."""
            seen = phone.version
            ids = [f"burst-vote-{phone.seat}", f"burst-confirm-{phone.seat}"]
            await phone._say({"type": "request", "id": ids[0], "version": seen,
                              "request": {"type": "council_vote", "args": {"target": choice[phone.seat]}}})
            await phone._say({"type": "request", "id": ids[1], "version": seen,
                              "request": {"type": "council_confirm", "args": {}}})
            await phone.wait(lambda: all(i in phone.answers for i in ids))
            return [phone.answers[i] for i in ids]

        answers = [a for both in await asyncio.gather(*(vote_and_confirm(p) for p in phones)) for a in both]
        assert [a["type"] for a in answers] == ["ack"] * 34, [a for a in answers if a["type"] != "ack"]
        await v.settle()
        verdict = v.match["verdicts"][-1]
        assert m1 in verdict["leaving"]
        assert {"seat": m1, "votes": 13} in verdict["counts"]  # every vote counted
        for phone in v.st.phones:  # every phone holds the table's last view: the verdict
            assert phone.version == st.table.version
            assert phone.game["match"]["verdicts"][-1] == verdict
        # what is truly invalid is still refused: a vote after the council closed
        assert v.phase != "council"
        await v.refused(g[1], "council_vote", "wrong_phase", target=m2)
