"""SUSPI's pure rule functions, clause by clause (rules/suspi.md)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.suspi.rules import (
    Composition,
    NightInput,
    Role,
    Team,
    announced_murderers,
    council_places,
    count_council,
    deal_goals,
    default_composition,
    kills,
    murderers_meet,
    possession_room,
    resolve_night,
    room_count,
    team_members,
    winner,
)

from .tables import ROOMS

M, G, INV, D, E, S = Role.MURDERER, Role.GUEST, Role.INVESTIGATOR, Role.DOCTOR, Role.EXORCIST, Role.SZUR


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        (6, (1, 1, 0, 0, 0)), (7, (1, 1, 0, 0, 0)), (8, (2, 1, 1, 0, 0)), (9, (2, 1, 1, 0, 0)),
        (10, (2, 1, 1, 1, 1)), (11, (2, 1, 1, 1, 1)), (12, (3, 1, 1, 1, 1)), (15, (3, 1, 1, 1, 1)),
        (16, (4, 1, 1, 1, 1)), (18, (4, 1, 1, 1, 1)),
    ],
)
def test_default_composition_by_player_count(players: int, expected: tuple[int, ...]) -> None:  # SUS-27
    c = default_composition(players)
    assert (c.murderers, c.investigator, c.doctor, c.exorcist, c.szur) == expected
    assert c.problem(players, ghosts=True) is None


def test_without_ghosts_ten_players_have_two_murderers_and_no_exorcist() -> None:  # SUS-27, SUS-21
    c = default_composition(10, ghosts=False)
    assert c.murderers == 2 and c.exorcist == 0
    assert Composition(2, exorcist=1).problem(10, ghosts=False) == "the exorcist plays only with ghosts"
    assert Composition(0).problem(10, True) == "at least one murderer"
    assert Composition(3).problem(6, True) == "the murderers must be fewer than the others"


@pytest.mark.parametrize(("players", "rooms"), [(6, 3), (7, 3), (8, 4), (11, 5), (12, 6), (17, 8), (18, 9)])
def test_rooms_are_half_the_players_at_least_three(players: int, rooms: int) -> None:  # SUS-07
    assert room_count(players, 9) == rooms


def test_the_announced_murderer_count_is_off_by_at_most_one_never_below_one() -> None:  # SUS-15
    seen: dict[int, set[int]] = {}
    for true in (1, 2, 3, 4):
        seen[true] = {announced_murderers(true, random.Random(i)) for i in range(200)}
    assert seen[1] == {1, 2}
    assert seen[2] == {1, 2, 3}
    assert seen[4] == {3, 4, 5}


def test_one_or_two_places() -> None:  # SUS-11
    assert council_places(11, 11) == 1
    assert council_places(12, 8) == 2
    assert council_places(12, 7) == 1
    assert council_places(18, 12) == 2


def test_counting_a_council() -> None:  # SUS-11: runoff, second tie, no votes
    one = count_council({3: 2, 4: 1}, 1, runoff=False)
    assert one.leaving == (3,) and not one.runoff
    tie = count_council({3: 2, 4: 2, 5: 1}, 1, runoff=False)
    assert tie.leaving == () and tie.runoff == (3, 4) and tie.runoff_places == 1
    second = count_council({3: 1, 4: 1}, 1, runoff=True)
    assert second.leaving == () and second.empty == 1
    nobody = count_council({}, 1, runoff=False)
    assert nobody.leaving == () and nobody.empty == 1 and not nobody.runoff
    two = count_council({3: 3, 4: 2, 5: 2, 6: 1}, 2, runoff=False)
    assert two.leaving == (3,) and two.runoff == (4, 5) and two.runoff_places == 1
    both = count_council({3: 2, 4: 2, 5: 1}, 2, runoff=False)
    assert both.leaving == (3, 4) and both.empty == 0
    only_one_voted = count_council({3: 1}, 2, runoff=False)
    assert only_one_voted.leaving == (3,) and only_one_voted.empty == 1


@pytest.mark.parametrize(
    ("m", "o", "dies", "meet"),
    [(0, 3, False, False), (1, 1, True, False), (1, 2, False, False), (2, 1, True, True), (2, 2, True, True),
     (2, 3, False, False), (2, 0, False, True), (1, 0, False, False), (3, 3, True, True), (3, 4, False, False)],
)
def test_the_room_table(m: int, o: int, dies: bool, meet: bool) -> None:  # SUS-14
    assert kills(m, o) == dies
    assert murderers_meet(m, o) == meet


def test_possession_needs_more_than_half_of_all_ghosts() -> None:  # SUS-19
    assert possession_room({1: "study", 2: "study"}, 3) == "study"
    assert possession_room({1: "study", 2: "study"}, 4) is None
    assert possession_room({1: "study"}, 1) == "study"
    assert possession_room({1: "study", 2: "kitchen"}, 2) is None


def test_wins_ghosts_first_then_city_then_murderers() -> None:  # SUS-22, SUS-23, SUS-24
    murderers = frozenset({1})
    assert winner(frozenset({1, 2, 3}), murderers, frozenset({2, 3}), True) is Team.GHOSTS  # checked first
    assert winner(frozenset({2, 3}), murderers, frozenset({2, 3}), True) is Team.GHOSTS
    assert winner(frozenset({2, 3}), murderers, frozenset({2, 3}), False) is Team.CITY
    assert winner(frozenset({2, 3, 4}), murderers, frozenset({2}), True) is Team.CITY
    assert winner(frozenset({1}), murderers, frozenset(), True) is Team.MURDERERS
    assert winner(frozenset({1, 2}), murderers, frozenset({2}), True) is Team.GHOSTS
    assert winner(frozenset({1, 2, 3}), murderers, frozenset({2}), True) is None  # 1 possessed vs 1 other


def test_team_points_go_to_the_living_or_everyone_or_the_ghosts() -> None:  # SUS-44, SUS-20, SUS-25, SUS-26
    players = [1, 2, 3, 4, 5, 6]
    roles = {1: M, 2: G, 3: G, 4: D, 5: S, 6: G}
    alive, dead = frozenset({2, 3, 5}), frozenset({1, 4, 6})
    assert team_members(Team.CITY, players, roles, alive, dead, frozenset({3}), True) == {2}
    assert team_members(Team.CITY, players, roles, alive, dead, frozenset(), False) == {2, 3, 4, 6}
    assert team_members(Team.MURDERERS, players, roles, alive, dead, frozenset(), True) == set()
    assert team_members(Team.MURDERERS, players, roles, alive, dead, frozenset(), False) == {1}
    # every ghost (a murderer's ghost too) and every living possessed; never the Szur
    assert team_members(Team.GHOSTS, players, roles, alive, dead | {5}, frozenset({3}), True) == {1, 3, 4, 6}


def night(**kw: Any) -> NightInput:
    roles = kw.pop("roles")
    alive = frozenset(kw.pop("alive", roles))
    base: dict[str, Any] = {
        "rooms": tuple(ROOMS[:3]), "players_at_start": 6, "ghosts_variant": True, "alive": alive,
        "asleep": frozenset(), "roles": roles, "goals": {}, "done": frozenset(), "loner_nights": {},
        "possessed": frozenset(), "ghosts": frozenset(), "choices": {}, "previous": {}, "checks": {},
        "protects": {}, "holy_ground": {}, "points": {},
    }
    base.update(kw)
    return NightInput(**base)


def reports(out: dict[str, Any]) -> dict[int, Any]:
    return {r["seat"]: r["report"] for r in out["reports"]}


def test_default_rooms_previous_then_random_on_the_first_night() -> None:  # SUS-06
    roles = {s: G for s in range(1, 7)}
    picks = {1: "conservatory"}
    out = resolve_night(night(roles=roles, choices=picks, previous={2: "library"}), random.Random(1))
    rooms = {r["seat"]: r["room"] for r in out["rooms"]}
    assert rooms[1] == "conservatory" and rooms[2] == "library"
    firsts = {resolve_night(night(roles=roles), random.Random(i))["rooms"][5]["room"] for i in range(30)}
    assert firsts == {"study", "library", "conservatory"}


def test_a_lone_murderer_kills_the_one_other_and_the_victim_learns_only_the_room() -> None:  # SUS-14, SUS-08
    roles = {1: M, 2: G, 3: G, 4: G, 5: G, 6: G}
    choices = {1: "study", 2: "study", 3: "library", 4: "library", 5: "conservatory", 6: "conservatory"}
    out = resolve_night(night(roles=roles, choices=choices), random.Random(3))
    assert out["deaths"] == [2]
    assert reports(out)[2] == {"room": "study", "died": True}
    assert reports(out)[3] == {"room": "library", "with": [4]}
    assert "murderers" not in reports(out)[1]  # SUS-15: alone, he learns nobody


def test_outnumbered_murderers_do_nothing_and_do_not_meet() -> None:  # SUS-14
    roles = {1: M, 2: M, 3: G, 4: G, 5: G, 6: G}
    choices = {s: "study" for s in roles}
    out = resolve_night(night(roles=roles, choices=choices), random.Random(3))
    assert out["deaths"] == [] and out["met"] == []


def test_two_murderers_and_two_others_one_dies_and_they_meet() -> None:  # SUS-14
    roles = {1: M, 2: M, 3: G, 4: G, 5: G, 6: G}
    choices = {1: "study", 2: "study", 3: "study", 4: "study", 5: "library", 6: "library"}
    out = resolve_night(night(roles=roles, choices=choices), random.Random(3))
    assert len(out["deaths"]) == 1 and out["deaths"][0] in (3, 4)
    assert out["met"] == [[1, 2]]
    assert reports(out)[1]["murderers"] == [1, 2]
    # murderers only: nobody dies, they meet
    alone = resolve_night(night(roles=roles, choices={1: "study", 2: "study", 3: "library", 4: "library",
                                                      5: "kitchen", 6: "kitchen"},
                                rooms=tuple(ROOMS[:4])), random.Random(3))
    assert alone["deaths"] == [] and alone["met"] == [[1, 2]]


def test_the_doctors_protection_and_her_report() -> None:  # SUS-30, SUS-14
    roles = {1: M, 2: G, 3: D, 4: G, 5: G, 6: G}
    choices = {1: "study", 2: "study", 3: "library", 4: "library", 5: "conservatory", 6: "conservatory"}
    out = resolve_night(night(roles=roles, choices=choices, protects={3: 2}), random.Random(3))
    assert out["deaths"] == []
    assert reports(out)[3]["protection"] == {"seat": 2, "worked": True}
    quiet = resolve_night(night(roles=roles, choices=choices, protects={3: 4}), random.Random(3))
    assert quiet["deaths"] == [2] and reports(quiet)[3]["protection"] == {"seat": 4, "worked": False}
    self_ = resolve_night(night(roles=roles, choices=choices, protects={3: 3}), random.Random(3))
    assert self_["doctor_self"] == [3]


def test_sleepers_are_in_no_room_and_ghosts_are_not_counted() -> None:  # SUS-16, SUS-28
    roles = {1: M, 2: G, 3: G, 4: G, 5: G, 6: G}
    choices = {1: "study", 2: "study", 3: "study", 4: "library", 5: "library", 6: "kitchen"}
    out = resolve_night(night(roles=roles, alive={1, 2, 3, 4, 5}, choices=choices, asleep=frozenset({3}),
                              ghosts=frozenset({6})), random.Random(3))
    assert out["deaths"] == [2]  # 1 murderer vs 1 awake other: the sleeper does not count
    assert reports(out)[3] == {"slept": True}
    assert 3 not in {r["seat"] for r in out["rooms"]}


def test_the_investigators_room_check() -> None:  # SUS-29
    roles = {1: M, 2: INV, 3: G, 4: G, 5: G, 6: G}
    choices = {1: "study", 2: "library", 3: "study", 4: "study", 5: "library", 6: "library"}
    out = resolve_night(night(roles=roles, choices=choices, checks={2: "study"}), random.Random(3))
    assert reports(out)[2]["check"] == {"room": "study", "murderer": True}
    out = resolve_night(night(roles=roles, choices=choices, checks={2: "conservatory"}), random.Random(3))
    assert reports(out)[2]["check"] == {"room": "conservatory", "murderer": False}


def test_possession_exorcism_and_holy_ground() -> None:  # SUS-19, SUS-31
    roles = {1: M, 2: G, 3: E, 4: G, 5: G, 6: G, 7: G, 8: G}
    alive = {1, 2, 3, 4, 5, 6}
    choices = {1: "study", 2: "library", 3: "kitchen", 4: "kitchen", 5: "library", 6: "study"}
    ghosts = frozenset({7, 8})
    kw: dict[str, Any] = {"roles": roles, "alive": alive, "choices": choices, "ghosts": ghosts,
                          "rooms": tuple(ROOMS[:4]), "players_at_start": 8}
    out = resolve_night(night(**kw, points={7: "library", 8: "library"}), random.Random(3))
    assert len(out["possessed"]) == 1 and out["possessed"][0] in (2, 5)
    assert reports(out)[out["possessed"][0]]["possessed"] is True
    assert reports(out)[7] == {"ghost": True, "room": "library", "possession": True}
    # murderers and the exorcist cannot be possessed
    out = resolve_night(night(**kw, points={7: "kitchen", 8: "kitchen"}), random.Random(3))
    assert out["possessed"] == [4]
    out = resolve_night(night(**kw, points={7: "study", 8: "study"}), random.Random(3))
    assert out["possessed"] == []  # the study: a murderer and his victim... the victim is dead
    # one of two ghosts is not more than half
    assert resolve_night(night(**kw, points={7: "library"}), random.Random(3))["possessed"] == []
    # holy ground
    out = resolve_night(night(**kw, points={7: "library", 8: "library"}, holy_ground={3: "library"}),
                        random.Random(3))
    assert out["possessed"] == [] and out["holy_ground"] == [3]
    # the exorcist frees the possessed of his room
    out = resolve_night(night(**kw, possessed=frozenset({4, 5})), random.Random(3))
    assert out["freed"] == [4] and reports(out)[3]["freed"] == 1 and reports(out)[4]["freed_from_ghosts"]
    # without ghosts, nobody is possessed
    out = resolve_night(night(**{**kw, "ghosts_variant": False}, points={7: "library", 8: "library"}),
                        random.Random(3))
    assert out["possessed"] == []


def goals_of(out: dict[str, Any]) -> set[tuple[int, str]]:
    return {(g["seat"], g["goal"]) for g in out["goals"]}


def test_night_goals() -> None:  # SUS-34, SUS-35, SUS-36, SUS-37, SUS-40, SUS-41
    roles = {s: G for s in range(1, 9)}
    goals = {1: ("thief", None), 2: ("loner", None), 3: ("spy", 8), 4: ("companion", None),
             5: ("romance", 6), 6: ("romance", 5), 7: ("companion", None), 8: ("thief", None)}
    choices = {1: "study", 2: "library", 3: "conservatory", 8: "conservatory", 4: "kitchen", 7: "kitchen",
               5: "archive", 6: "archive"}
    kw: dict[str, Any] = {"roles": roles, "goals": goals, "choices": choices, "rooms": tuple(ROOMS[:5]),
                          "players_at_start": 8}
    out = resolve_night(night(**kw), random.Random(1))
    assert goals_of(out) == {(1, "thief"), (3, "spy"), (5, "romance"), (6, "romance")}
    assert out["loner"] == [{"seat": 2, "nights": 1}]
    out = resolve_night(night(**kw, loner_nights={2: 1}), random.Random(1))
    assert (2, "loner") in goals_of(out)
    # companion: exactly two others (three from 11 players)
    choices = {**choices, 4: "kitchen", 7: "kitchen", 8: "kitchen", 3: "study"}
    out = resolve_night(night(**{**kw, "choices": choices}), random.Random(1))
    assert {(4, "companion"), (7, "companion")} <= goals_of(out)
    out = resolve_night(night(**{**kw, "choices": choices, "players_at_start": 11}), random.Random(1))
    assert (4, "companion") not in goals_of(out)
    # done goals are not done again; the dead complete nothing (SUS-41)
    out = resolve_night(night(**kw, done=frozenset({(1, "thief")})), random.Random(1))
    assert (1, "thief") not in goals_of(out)
    roles_m = {**roles, 8: M}
    out = resolve_night(night(**{**kw, "roles": roles_m, "choices": {**kw["choices"], 8: "study"}}), random.Random(1))
    assert out["deaths"] == [1] and (1, "thief") not in goals_of(out)


def test_goals_are_dealt_to_all_but_the_szur_with_romance_from_8() -> None:  # SUS-34..SUS-40
    players = list(range(1, 13))
    roles = {p: G for p in players} | {1: S, 2: M}
    for seed in range(20):
        goals = deal_goals(players, roles, random.Random(seed))
        assert set(goals) == set(players) - {1}
        romance = [s for s, (g, _) in goals.items() if g == "romance"]
        assert len(romance) == 2
        a, b = romance
        assert goals[a][1] == b and goals[b][1] == a
        for s, (g, t) in goals.items():
            if g == "spy":
                assert t in players and t != s
    small = deal_goals(players[:7], {p: G for p in range(1, 8)}, random.Random(0))
    assert all(g != "romance" for g, _ in small.values())
