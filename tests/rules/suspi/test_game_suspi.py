"""SUSPI's game flow through requests and events, clause by clause (rules/suspi.md, PLT-02, PLT-10)."""

from __future__ import annotations

import json

from rules.core import GUEST, MODERATOR, SYSTEM, Actor, RejectionCode
from rules.suspi.state import Phase

from .tables import GAME, ROOMS, P, Table, types


def test_six_to_eighteen_players() -> None:  # SUS-01, SUS-02
    t = Table(players=5)
    t.no(MODERATOR, "deal", RejectionCode.TOO_FEW_PLAYERS)
    assert "deal" not in GAME.allowed(t.state, MODERATOR, t.now)
    t.ok(GUEST, "join", nickname="Szósty")
    t.host("deal")
    assert t.m.phase is Phase.DEALT and len(t.m.players) == 6
    big = Table(players=18)
    big.no(GUEST, "join", RejectionCode.TABLE_FULL, nickname="Extra")
    big.host("deal")
    assert len(big.m.rooms) == 9 and len(set(dict(big.m.characters).values())) == 18


def test_a_real_deal_follows_the_composition_and_announces_roughly() -> None:  # SUS-27, SUS-15, SUS-05
    t = Table(players=12)
    t.host("deal")
    roles = [r for _, r in t.m.roles]
    assert roles.count("murderer") == 3 and roles.count("szur") == 1 and roles.count("exorcist") == 1
    assert abs(t.m.announced - 3) <= 1 and t.public()["match"]["announced_murderers"] == t.m.announced
    for seat in t.m.players:
        card = t.player(seat)["me"]["card"]
        assert card["role"] == dict(t.m.roles)[seat] and card["character"]
        assert (card["goal"] is None) == (card["role"] == "szur")


def test_the_composition_is_editable_before_dealing_only() -> None:  # SUS-27
    t = Table(players=8)
    t.host("set_composition", murderers=1, doctor=0)
    assert t.public()["composition"] == {"murderers": 1, "investigator": 1, "doctor": 0, "exorcist": 0, "szur": 0}
    t.no(MODERATOR, "set_composition", murderers=0)
    t.host("deal")
    assert [r for _, r in t.m.roles].count("murderer") == 1
    t.no(MODERATOR, "set_composition", RejectionCode.WRONG_PHASE, murderers=2)
    t.host("abort_game")
    t.host("set_composition", default=True)
    assert t.public()["composition"]["murderers"] == 2


def test_options_host_plays_and_call_link() -> None:  # SUS-03, SUS-04
    t = Table(players=6, options={"host_plays": True, "call_link": " https://meet.example/x "})
    assert t.public()["options"]["call_link"] == "https://meet.example/x"
    t.host("deal")
    mod = GAME.moderator_view(t.state, t.now)
    assert "secrets" not in mod and mod["host_plays"] is True
    t.host("abort_game")
    t.host("set_options", host_plays=False)
    t.host("deal")
    assert GAME.moderator_view(t.state, t.now)["secrets"]["cards"]


def six(ghosts: bool = True) -> Table:
    """Six players: seat 1 the murderer, 2 the investigator, the rest guests."""
    t = Table(players=6, options={"ghosts": ghosts})
    t.deal({1: "murderer", 2: "investigator"})
    return t


def test_night_picks_change_until_the_night_ends_then_dawn_reports() -> None:  # SUS-06, SUS-08
    t = six()
    t.host("advance")
    assert t.m.phase is Phase.NIGHT and t.public()["match"]["timer"]["total_ms"] == 120_000
    assert GAME.next_deadline(t.state) == t.now + 120_000
    t.ok(P(3), "pick_room", room="study")
    t.ok(P(3), "pick_room", room="library")
    assert t.player(3)["me"]["room"] == "library" and t.player(4)["me"]["room"] is None
    t.no(P(3), "pick_room", RejectionCode.BAD_ARGUMENT, room="chapel")  # not open with 6
    assert GAME.moderator_view(t.state, t.now)["chosen"]["rooms"] == [3]
    t.wait(119_999)
    t.no(SYSTEM, "tick", RejectionCode.WRONG_PHASE)
    t.wait(1)
    out = t.tick()
    assert types(out)[0] == "night_resolved"
    assert t.m.phase is Phase.DAWN
    assert t.player(3)["me"]["report"]["room"] == "library"


def test_a_kill_at_night_makes_a_ghost_the_table_hears_who_did_not_return() -> None:  # SUS-08, SUS-17, SUS-26
    t = six()
    t.night({1: "study", 3: "study", 2: "library", 4: "library", 5: "conservatory", 6: "conservatory"})
    pub = t.public()["match"]
    assert pub["missing"] == [3] and pub["ghosts"] == [3]
    assert t.player(3)["me"]["report"] == {"room": "study", "died": True}
    assert t.player(3)["me"]["ghost"] is True


def test_day_ten_minutes_then_a_council_of_ninety_seconds() -> None:  # SUS-09, SUS-10
    t = six()
    t.night({1: "study", 2: "study", 3: "study", 4: "library", 5: "library", 6: "library"})
    t.host("advance")
    assert t.m.phase is Phase.DAY and t.public()["match"]["timer"]["total_ms"] == 600_000
    t.wait(600_000)
    t.tick()
    assert t.m.phase is Phase.COUNCIL and t.public()["match"]["timer"]["total_ms"] == 90_000


def test_votes_must_be_confirmed_the_live_count_and_abstention() -> None:  # SUS-10, SUS-18
    t = six()
    t.night({1: "study", 3: "study", 2: "library", 4: "library", 5: "conservatory", 6: "conservatory"})
    t.host("advance")
    t.host("advance")
    t.no(P(3), "council_vote", RejectionCode.NOT_ALLOWED, target=1)  # a ghost does not vote
    assert "council_vote" not in GAME.allowed(t.state, P(3), t.now)
    t.ok(P(2), "council_vote", target=1)
    assert t.public()["match"]["council"]["tally"] == []  # only confirmed votes count
    t.ok(P(2), "council_vote", target=4)
    t.ok(P(2), "council_confirm")
    assert t.public()["match"]["council"]["tally"] == [{"seat": 4, "votes": 1}]
    t.no(P(2), "council_vote", RejectionCode.ALREADY_DONE, target=1)
    t.no(P(4), "council_confirm", RejectionCode.WRONG_PHASE)  # vote first
    t.ok(P(4), "council_abstain")
    t.ok(P(4), "council_confirm")
    assert t.player(4)["me"]["vote"] == {"target": None, "abstain": True, "confirmed": True}
    t.ok(P(5), "council_vote", target=1)  # never confirmed: an abstention at the end
    t.wait(90_000)
    out = t.tick()
    assert "council_ended" in types(out)
    assert t.m.verdicts[-1]["leaving"] == [4] and t.m.alive == frozenset({1, 2, 5, 6})


def test_a_confirmed_vote_for_a_player_who_leaves_is_given_back() -> None:  # SUS-10
    t = six()
    t.night({1: "study", 3: "study", 2: "library", 4: "library", 5: "conservatory", 6: "conservatory"})
    t.host("advance")
    t.host("advance")
    t.ok(P(2), "council_vote", target=4)
    t.ok(P(2), "council_confirm")
    t.host("kick", seat=4)
    # the vote is gone with its candidate, so is its confirmation: the voter votes again
    assert t.player(2)["me"]["vote"] == {"target": None, "abstain": False, "confirmed": False}
    assert "council_vote" in GAME.allowed(t.state, P(2), t.now)
    t.ok(P(2), "council_vote", target=5)
    t.ok(P(2), "council_confirm")
    assert t.player(2)["me"]["vote"] == {"target": 5, "abstain": False, "confirmed": True}


def test_without_ghosts_no_live_count_and_bribes_only_before_the_vote() -> None:  # SUS-21
    t = six(ghosts=False)
    t.night({1: "study", 3: "study", 2: "library", 4: "library", 5: "conservatory", 6: "conservatory"})
    assert t.public()["match"]["ghosts"] == [] and t.public()["match"]["dead"] == [3]
    t.no(P(3), "ghost_point", RejectionCode.WRONG_PHASE, room="study")
    t.host("advance")
    assert "bribe" in GAME.allowed(t.state, P(1), t.now)
    t.host("advance")
    t.ok(P(2), "council_vote", target=4)
    t.ok(P(2), "council_confirm")
    assert t.public()["match"]["council"]["tally"] is None
    t.no(P(1), "bribe", RejectionCode.WRONG_PHASE, target=5)


def test_a_tie_goes_to_a_runoff_a_second_tie_leaves_the_place_empty() -> None:  # SUS-11
    t = six()
    t.night({1: "study", 2: "study", 3: "study", 4: "library", 5: "library", 6: "library"})
    t.council({1: 2, 2: 1, 3: 2, 4: 1, 5: None, 6: None})
    c = t.m.council
    assert t.m.phase is Phase.COUNCIL and c.runoff and c.candidates == {1, 2}
    assert t.public()["match"]["council"]["runoff"] is True
    t.council({1: 2, 2: 1, 3: 2, 4: 1, 5: None, 6: None})
    assert t.m.phase is Phase.VERDICT
    assert t.m.verdicts[-1]["leaving"] == [] and t.m.verdicts[-1]["empty"] == 1


def test_no_votes_leave_the_place_empty() -> None:  # SUS-11
    t = six()
    t.night({1: "study", 2: "study", 3: "study", 4: "library", 5: "library", 6: "library"})
    t.council(dict.fromkeys(range(1, 7)))
    assert t.m.phase is Phase.VERDICT and t.m.verdicts[-1] == {
        "round": 1, "counts": [], "runoff_counts": None, "leaving": [], "empty": 1,
    }


def test_two_places_from_twelve_players_with_eight_alive() -> None:  # SUS-11
    t = Table(players=12)
    t.deal({1: "murderer", 2: "murderer", 3: "murderer"})
    t.host("advance")
    t.wait(120_000)
    t.tick()
    assert t.m.council is None
    t.host("advance")
    t.host("advance")
    assert t.m.council.places == (2 if len(t.m.alive) >= 8 else 1)


def test_rounds_repeat_and_the_last_round_begins_at_four_alive() -> None:  # SUS-12, SUS-13, SUS-23
    t = six()
    everyone_apart = {1: "study", 2: "library", 3: "library", 4: "conservatory", 5: "conservatory", 6: "conservatory"}
    t.night(everyone_apart)
    t.council({1: None, 2: 3, 3: 4, 4: 3, 5: 3, 6: 3})
    assert t.m.verdicts[-1]["leaving"] == [3]
    t.host("advance")
    assert t.m.round == 2 and not t.m.last_round  # 5 alive
    t.night({})
    t.council({2: 4, 5: 4, 6: 4, 1: 2, 4: None})
    assert t.m.alive == {1, 2, 5, 6}
    t.host("advance")
    assert t.m.round == 3 and t.m.last_round  # SUS-13: at most 4 alive at the start of the night
    assert t.public()["match"]["last_round"] is True
    t.night({1: "study", 2: "library", 5: "library", 6: "conservatory"})
    t.council({1: None, 2: None, 5: None, 6: None})
    assert t.m.phase is Phase.UNMASKING
    assert t.public()["match"]["winner"] == {"team": "murderers", "reason": "last_round"}  # SUS-23


def test_city_wins_when_no_murderer_is_alive() -> None:  # SUS-22, SUS-26
    t = six()
    t.night({1: "study", 2: "library", 3: "library", 4: "conservatory", 5: "conservatory", 6: "conservatory"})
    t.council({1: None, 2: 1, 3: 1, 4: 1, 5: None, 6: None})
    assert t.public()["match"]["winner"] == {"team": "city", "reason": "no_murderer"}


def test_murderers_win_when_they_are_the_only_ones_alive() -> None:  # SUS-23
    t = Table(players=6)
    t.deal({1: "murderer", 2: "murderer"})
    t.night({1: "study", 3: "study", 2: "library", 4: "library", 5: "conservatory", 6: "conservatory"})
    assert set(t.m.dead) == {3, 4}
    t.council({1: 5, 2: 5, 5: 6, 6: None})
    assert t.m.verdicts[-1]["leaving"] == [5]
    t.host("advance")
    t.night({1: "study", 6: "study", 2: "study"})
    assert t.public()["match"]["winner"] == {"team": "murderers", "reason": "murderers_alone"}


def test_ghosts_point_and_possess_and_win_first() -> None:  # SUS-18, SUS-19, SUS-24, SUS-26
    t = Table(players=6)
    t.deal({1: "murderer"})
    t.night({1: "study", 3: "study", 2: "library", 4: "library", 5: "conservatory", 6: "conservatory"})
    t.council({1: 4, 2: 4, 4: None, 5: 4, 6: 4})  # 4 leaves: ghosts 3 and 4
    t.host("advance")
    assert "ghost_point" in GAME.allowed(t.state, P(3), t.now)
    assert "pick_room" not in GAME.allowed(t.state, P(3), t.now)
    t.night({1: "study", 6: "study", 2: "library", 5: "conservatory"},
            ghost_point=[(3, "library"), (4, "library")])
    assert t.m.possessed == {2} and t.m.alive == {1, 2, 5}
    assert t.player(2)["me"]["possessed"] is True and t.player(2)["me"]["report"]["possessed"] is True
    assert t.player(3)["me"]["report"] == {"ghost": True, "room": "library", "possession": True}
    assert "possessed" not in json.dumps(t.public())
    t.council({1: 5, 2: 5, 5: None})
    assert t.m.alive == {1, 2} and t.m.last_round
    assert t.public()["match"]["winner"] == {"team": "ghosts", "reason": "possessed_majority"}  # before murderers


def test_the_powder_and_the_bribe() -> None:  # SUS-28, SUS-21
    t = six()
    t.night({1: "study", 2: "study", 3: "study", 4: "library", 5: "library", 6: "library"})
    t.host("advance")
    t.ok(P(1), "powder", target=4)
    t.no(P(1), "powder", RejectionCode.ALREADY_DONE, target=5)
    t.no(P(2), "powder", RejectionCode.NOT_ALLOWED, target=5)
    t.ok(P(1), "bribe", target=5)
    assert t.player(5)["me"]["bribe_offer"] is True and t.player(6)["me"]["bribe_offer"] is False
    assert "bribe" not in json.dumps(t.public()["match"])
    t.council({1: None, 2: 3, 3: None, 4: None, 5: None, 6: None})
    assert (5, "bribe") in t.m.done
    t.host("advance")
    assert t.player(4)["me"]["asleep"] is True
    t.no(P(4), "pick_room", RejectionCode.NOT_ALLOWED, room="study")
    t.night({})
    assert t.player(4)["me"]["report"] == {"slept": True}
    t.host("advance")
    t.host("advance")
    assert 4 not in t.m.council.eligible and t.public()["match"]["council"]["no_vote"] == [4]


def test_the_szurs_one_bullet() -> None:  # SUS-32, SUS-25
    t = Table(players=8)
    t.deal({1: "murderer", 2: "murderer", 3: "szur"})
    t.night({1: "study", 2: "library", 3: "conservatory", 4: "kitchen", 5: "kitchen", 6: "kitchen",
             7: "study", 8: "study"})
    t.host("advance")
    t.ok(P(3), "shoot", target=1)
    t.no(P(3), "shoot", RejectionCode.ALREADY_DONE, target=2)
    t.no(P(4), "shoot", RejectionCode.NOT_ALLOWED, target=2)
    assert t.public()["match"]["shots"] == [{"round": 1, "target": 1}]
    assert 1 in t.m.dead


def test_the_guests_have_no_ability() -> None:  # SUS-33
    t = six()
    t.host("advance")
    allowed = set(GAME.allowed(t.state, P(4), t.now))
    assert allowed == {"pick_room"}
    t.no(P(4), "check_room", RejectionCode.NOT_ALLOWED, room="study")
    t.no(P(4), "protect", RejectionCode.NOT_ALLOWED, target=3)


def test_the_doctor_protects_herself_once() -> None:  # SUS-30
    t = Table(players=8)
    t.deal({1: "murderer", 2: "murderer", 3: "doctor"})
    t.night({}, protect=[(3, 3)])
    assert 3 in t.m.doctor_self_used
    t.council(dict.fromkeys(t.m.alive))
    t.host("advance")
    t.no(P(3), "protect", RejectionCode.BAD_ARGUMENT, target=3)


def test_suspect_and_accuser_goals_at_a_council() -> None:  # SUS-38, SUS-39, SUS-41
    t = Table(players=6)
    t.deal({1: "murderer"}, goals={2: ("suspect", None), 3: ("accuser", None), 4: ("accuser", None)})
    t.night({1: "study", 2: "library", 3: "library", 4: "conservatory", 5: "conservatory", 6: "conservatory"})
    t.council({1: 2, 4: 2, 5: 2, 6: 3, 3: 1, 2: 6})
    assert (2, "suspect") not in t.m.done  # 3 votes but voted out
    assert (3, "accuser") in t.m.done and (4, "accuser") not in t.m.done


def test_the_suspect_survives_three_votes() -> None:  # SUS-38
    t = Table(players=6)
    t.deal({1: "murderer"}, goals={2: ("suspect", None)})
    t.night({1: "study", 2: "library", 3: "library", 4: "conservatory", 5: "conservatory", 6: "conservatory"})
    t.council({1: 2, 4: 2, 5: 2, 6: 3, 3: 6, 2: 3})
    assert t.m.verdicts[-1]["leaving"] == [] or (2, "suspect") not in t.m.done
    t2 = Table(players=8)
    t2.deal({1: "murderer"}, goals={2: ("suspect", None)})
    t2.night({1: "study", 2: "library", 3: "library", 4: "conservatory", 5: "conservatory", 6: "conservatory",
              7: "kitchen", 8: "kitchen"})
    t2.council({1: 2, 4: 2, 5: 2, 6: 3, 3: 6, 2: 3, 7: 3, 8: 3})
    assert t2.m.verdicts[-1]["leaving"] == [3] and (2, "suspect") in t2.m.done


def test_unmasking_guesses_then_roles_and_points() -> None:  # SUS-42, SUS-43, SUS-44, SUS-20
    t = Table(players=6)
    t.deal({1: "murderer"}, goals={2: ("thief", None), 3: ("loner", None), 4: ("accuser", None),
                                   5: ("spy", 2), 6: ("suspect", None), 1: ("companion", None)})
    t.night({1: "library", 2: "study", 3: "conservatory", 4: "conservatory", 5: "library", 6: "library"})
    assert (2, "thief") in t.m.done
    t.council({1: None, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2})
    assert t.m.phase is Phase.UNMASKING
    assert t.public()["match"]["timer"]["total_ms"] == 90_000
    assert t.public()["match"]["result"] is None  # SUS-42: nothing revealed before the guesses
    t.ok(P(3), "guess_goal", target=2, goal="thief")
    t.ok(P(4), "guess_goal", target=2, goal="thief")
    t.ok(P(5), "guess_goal", target=4, goal="loner")
    t.no(P(5), "guess_goal", RejectionCode.BAD_ARGUMENT, target=5, goal="thief")
    assert t.player(5)["me"]["guess"] == {"target": 4, "goal": "loner"}
    t.wait(90_000)
    t.tick()
    assert t.m.phase is Phase.OVER
    result = t.public()["match"]["result"]
    points = {p["seat"]: p for p in result["points"]}
    assert result["winner"] == "city"
    # city: living members (2..6); 1 was voted out
    assert points[2]["team"] == 1 and points[2]["goals"] == 2 and points[2]["guessed"] == -1
    assert points[2]["points"] == 2
    assert points[3]["points"] == 1 + 1 and points[4]["points"] == 1 + 2 + 1  # accuser done, right guess
    assert points[5]["points"] == 1 + 0
    assert points[1]["points"] == 2 and points[1]["team"] == 0  # SUS-20: a goal done in life still counts
    assert {r["seat"]: r["role"] for r in result["roles"]}[1] == "murderer"


def test_the_evening_adds_up_across_games() -> None:  # SUS-45
    t = Table(players=6)
    totals: dict[int, int] = {}
    for _ in range(2):
        t.deal({1: "murderer"}, goals={2: ("thief", None)})
        t.night({1: "library", 2: "study", 3: "conservatory", 4: "conservatory", 5: "library", 6: "library"})
        t.council({1: None, 2: 1, 3: 1, 4: 1, 5: 1, 6: None})
        t.host("advance")
        for p in t.m.points:
            totals[p[0]] = totals.get(p[0], 0) + p[1]
    evening = {e["seat"]: e["points"] for e in t.public()["evening"]}
    assert evening == totals and evening[2] == 2 * 3
    assert len(GAME.finished(t.state)) == 2
    assert t.replayed() == t.state  # PLT-02


def test_pause_resume_add_time_and_restore() -> None:  # SUS-06, PLT-03
    t = six()
    t.host("advance")
    t.wait(10_000)
    t.ok(SYSTEM, "restored")
    assert GAME.next_deadline(t.state) is None
    t.wait(500_000)
    t.host("resume_timer")
    t.host("add_time", seconds=30)
    assert GAME.next_deadline(t.state) == t.now + 140_000
    t.host("pause_timer")
    t.no(MODERATOR, "pause_timer", RejectionCode.ALREADY_DONE)


def test_a_seat_that_leaves_is_out() -> None:
    t = six()
    t.night({1: "study", 2: "study", 3: "study", 4: "library", 5: "library", 6: "library"})
    t.host("advance")
    t.host("advance")
    t.ok(SYSTEM, "leave", seat=1)
    assert t.public()["match"]["winner"] is None or t.m.phase is Phase.UNMASKING
    t.council({2: None, 3: None, 4: None, 5: None, 6: None})
    assert t.public()["match"]["winner"]["team"] == "city"


def test_requests_from_the_wrong_sender_are_refused() -> None:  # PLT-11
    t = six()
    t.no(P(1), "deal", RejectionCode.NOT_ALLOWED)
    t.no(MODERATOR, "pick_room", RejectionCode.NOT_ALLOWED, room="study")
    t.no(P(1), "pick_room", RejectionCode.WRONG_PHASE, room="study")
    t.host("advance")
    t.no(Actor.player(99), "pick_room", RejectionCode.NOT_A_PLAYER, room="study")
    t.no(P(1), "pick_room", RejectionCode.BAD_ARGUMENT, room="Bad Room")
    assert ROOMS[0] in t.public()["match"]["rooms"]


def test_the_romance_is_no_guess_below_eight_players() -> None:  # SUS-40, SUS-42
    """SUS-40: the romance exists from 8 players; a game of 6 does not offer it to the final guesses."""
    t = Table(players=6)
    t.deal({1: "murderer"}, goals={2: ("thief", None), 3: ("loner", None)})
    t.night({1: "library", 2: "study", 3: "conservatory", 4: "conservatory", 5: "library", 6: "library"})
    t.council({1: None, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1})
    assert t.m.phase is Phase.UNMASKING
    goals = t.public()["match"]["unmasking"]["goal_kinds"]
    assert "romance" not in goals and "thief" in goals and "bribe" not in goals
    t.no(P(3), "guess_goal", RejectionCode.BAD_ARGUMENT, target=2, goal="romance")
    t.ok(P(3), "guess_goal", target=2, goal="thief")
    big = Table(players=8)
    big.deal({1: "murderer"}, goals={2: ("romance", 3), 3: ("romance", 2)})
    big.night({s: "library" for s in range(2, 9)} | {1: "study"})
    big.council({s: (1 if s != 1 else None) for s in range(1, 9)})
    assert big.m.phase is Phase.UNMASKING
    assert "romance" in big.public()["match"]["unmasking"]["goal_kinds"]
    big.ok(P(4), "guess_goal", target=2, goal="romance")
