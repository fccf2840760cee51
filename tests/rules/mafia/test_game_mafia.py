"""Club mafia's rules, clause by clause (rules/mafia.md MAF-01..MAF-24, PLT-02, PLT-10)."""

from __future__ import annotations

import json

import pytest

from rules.core import GUEST, MODERATOR, SYSTEM, RejectionCode
from rules.core.content import ContentError
from rules.mafia.roles import NIGHT_ORDER, parse_catalog
from rules.mafia.state import (
    FIRST_FREE_TALK_MS,
    FREE_TALK_MS,
    LAST_SPEECH_MS,
    SPEECH_MS,
    Phase,
    candidates_of,
)

from .tables import CATALOG, GAME, ROLES_FILE, P, Table

BASIC = {"boss": 1, "mafia": 1, "commissar": 1, "doctor": 1, "civilian": 6}


def quiet_night(t: Table) -> None:
    t.night()
    t.host("morning")


def day_without_vote(t: Table) -> None:
    """From free talk (or the circle) to the night with nobody nominated."""
    if t.phase is Phase.FREE_TALK:
        t.host("next_speaker")
    if t.phase is Phase.ACQUAINTANCE:
        t.host("morning")
    t.circle()
    assert t.phase is Phase.NIGHT


# --- the evening -------------------------------------------------------------------------------


def test_a_game_seats_10_to_16_and_an_evening_has_several_games() -> None:  # MAF-01
    """MAF-01: a game seats 10 to 16 and an evening has several games."""
    t = Table()
    t.add(9)
    t.no(MODERATOR, "seat_players", RejectionCode.TOO_FEW_PLAYERS)
    t.add(1)
    t.start(BASIC)
    assert len(t.m.players) == 10 and t.state.match is not None
    t.host("abort_game")
    t.start(BASIC)
    assert t.m.number == 2 and len(t.state.past) == 1  # each game its own record
    assert GAME.max_players == 16
    t2 = Table()
    t2.add(16)
    t2.host("set_options", capacity=16)
    t2.seat()
    assert len(t2.m.players) == 16


def test_sign_up_then_confirm_and_the_reserve_moves_in_automatically() -> None:  # MAF-02
    """MAF-02: sign up then confirm and the reserve moves in automatically."""
    t = Table(options={"capacity": 10})
    t.add(10)
    seat = t.join("Ola")
    t.no(P(seat), "confirm_evening", RejectionCode.WRONG_PHASE)
    t.ok(P(seat), "sign_up", adult=True)  # "Ок, играем"
    assert t.game.player_view(t.state, seat, t.now)["me"]["roster"] == "signed"
    t.ok(P(seat), "confirm_evening")
    me = t.game.player_view(t.state, seat, t.now)["me"]
    assert me["roster"] == "reserve" and me["reserve_position"] == 1
    t.host("remove_player", seat=3)
    assert seat in t.state.lineup and seat not in t.state.reserve
    assert t.game.player_view(t.state, seat, t.now)["me"]["roster"] == "lineup"


def test_a_bigger_capacity_moves_the_reserve_in() -> None:  # MAF-02
    """MAF-02: a bigger capacity moves the reserve in."""
    t = Table(options={"capacity": 10})
    t.add(12)
    assert len(t.state.reserve) == 2
    t.host("set_options", capacity=11)
    assert len(t.state.lineup) == 11 and len(t.state.reserve) == 1


def test_sign_up_needs_the_21_plus_confirmation() -> None:  # MAF-03
    """MAF-03: sign up needs the 21 plus confirmation."""
    t = Table()
    seat = t.join("Young")
    t.no(P(seat), "sign_up", RejectionCode.BAD_ARGUMENT, adult=False)
    t.no(MODERATOR, "add_player", RejectionCode.BAD_ARGUMENT, nickname="Kid", adult=False)
    t.ok(P(seat), "sign_up", adult=True)
    assert t.events[-1] == {"type": "signed_up", "seat": seat, "adult": True}


# --- composition -------------------------------------------------------------------------------


def test_the_composition_is_set_per_game_and_the_end_lists_seat_role_nick() -> None:  # MAF-04
    """MAF-04: the composition is set per game and the end lists seat role nick."""
    t = Table()
    t.add(10)
    t.seat({"boss": 1, "mafia": 2, "commissar": 1, "civilian": 6})
    t.no(MODERATOR, "set_role_count", RejectionCode.BAD_ARGUMENT, role="nobody", count=1)
    t.host("set_role_count", role="civilian", count=7)
    t.no(MODERATOR, "deal", RejectionCode.BAD_ARGUMENT)  # 11 cards for 10
    t.host("set_role_count", role="civilian", count=6)
    t.host("deal")
    public = t.game.public_view(t.state, t.now)
    assert {c["role"]: c["count"] for c in public["composition"]} == {
        "boss": 1, "mafia": 2, "commissar": 1, "civilian": 6}
    assert all(p["role"] is None for p in public["places"])
    t.host("start_game")
    t.host("abort_game")
    table = t.game.public_view(t.state, t.now)["result"]["table"]
    assert [row["place"] for row in table] == list(range(1, 11))
    assert all(row["role"] and row["nickname"].startswith("Player") for row in table)


def test_parity_at_the_deal_is_refused() -> None:  # MAF-04
    """MAF-04: parity at the deal is refused."""
    t = Table()
    t.add(10)
    t.seat({"boss": 1, "mafia": 4, "civilian": 5})
    t.no(MODERATOR, "deal", RejectionCode.BAD_ARGUMENT)


def test_the_catalog_holds_every_role_in_four_languages() -> None:  # MAF-05
    """MAF-05: the catalog holds every role in four languages."""
    assert set(CATALOG) >= {"civilian", "commissar", "doctor", "kamikaze", "boss", "mafia", "swindler",
                            "maniac", "agitator"}
    teams = {r.id: r.team for r in CATALOG.values()}
    assert teams["maniac"] == teams["agitator"] == "loner"
    assert {teams[r] for r in ("boss", "mafia", "swindler")} == {"black"}
    assert {teams[r] for r in ("civilian", "commissar", "doctor", "kamikaze")} == {"red"}
    for role in CATALOG.values():
        assert set(role.name) == set(role.description) == {"uk", "pl", "ru", "en"}


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["roles"][2]["name"].pop("pl"), "roles.json: role 'doctor': name missing 'pl'"),
        (lambda d: d["roles"][1].update(team="green"), "roles.json: role 'commissar': team must be"),
        (lambda d: d["roles"][0].update(action="fly"), "roles.json: role 'civilian': action must be"),
        (lambda d: d["roles"][4].update(night_slots=["noon"]), "roles.json: role 'boss': night_slots"),
        (lambda d: d["roles"].append(dict(d["roles"][0])), "roles.json: role 'civilian': duplicate id"),
        (lambda d: d["roles"][0].update(id="Bad Id"), "roles.json: role #1: bad id"),
        (lambda d: d.update(format=2), "roles.json: file: format must be 1"),
    ],
)
def test_a_broken_catalog_names_the_file_and_the_entry(mutate, message) -> None:  # MAF-05  # type: ignore[no-untyped-def]
    """MAF-05: a broken catalog names the file and the entry."""
    doc = json.loads(ROLES_FILE.read_text(encoding="utf-8"))
    mutate(doc)
    with pytest.raises(ContentError) as err:
        parse_catalog(doc, "roles.json")
    assert str(err.value).startswith(message)


def test_a_custom_role_joins_one_game() -> None:  # MAF-05
    """MAF-05: a custom role joins one game."""
    t = Table()
    t.add(10)
    t.seat(BASIC)
    t.host("add_custom_role", id="sleepwalker", name="Лунатик", team="red", night_slot="other",
           action="nothing", reveal=True)
    t.no(MODERATOR, "add_custom_role", RejectionCode.NAME_TAKEN, id="doctor", name="x", team="red")
    t.host("set_role_count", role="civilian", count=5)
    t.host("set_role_count", role="sleepwalker", count=1)
    t.host("deal")
    assert len(t.with_role("sleepwalker")) == 1
    assert t.game.public_view(t.state, t.now)["custom_roles"][0]["id"] == "sleepwalker"
    t.host("abort_game")
    t.start(BASIC)
    assert t.m.custom == ()  # per game


# --- the open game, the swindler -------------------------------------------------------------


def swindler_table() -> Table:
    t = Table(seed=3)
    t.start({"boss": 1, "swindler": 1, "commissar": 1, "doctor": 1, "civilian": 6})
    t.to_circle()
    t.circle()
    return t


def test_the_swindlers_victim_leaves_without_last_word_or_reveal() -> None:  # MAF-06
    """MAF-06: the swindlers victim leaves without last word or reveal."""
    t = swindler_table()
    victim = t.with_role("civilian")[0]
    assert "kill_hidden" in t.game.slot_actions(t.m, "mafia_kill")
    t.host("night_action", action="nothing")  # boss check
    t.host("night_action", action="kill_hidden", target=victim)
    t.night()
    t.host("morning")
    assert t.events[-2]["type"] != "player_out"
    assert any(e["type"] == "player_out_hidden" and e["place"] == victim for e in t.events)
    assert t.phase is Phase.FREE_TALK  # no last word
    row = next(p for p in t.game.public_view(t.state, t.now)["places"] if p["place"] == victim)
    assert row["alive"] is False and row["role"] is None
    # once per game
    day_without_vote(t)
    t.host("night_action", action="nothing")
    t.no(MODERATOR, "night_action", RejectionCode.BAD_ARGUMENT, action="kill_hidden", target=t.reds()[0])


def test_an_open_kill_reveals_and_gives_a_30_second_last_word() -> None:  # MAF-06
    """MAF-06: an open kill reveals and gives a 30 second last word."""
    t = Table(seed=4)
    t.start(BASIC)
    t.to_circle()
    t.circle()
    victim = t.with_role("civilian")[0]
    t.night(mafia_kill=victim)
    t.host("morning")
    out = next(e for e in t.events if e["type"] == "player_out")
    assert out["place"] == victim and out["role"] == "civilian"
    assert t.phase is Phase.LAST_WORDS and t.m.speaker == victim
    assert t.m.timer is not None and t.m.timer.total_ms == 30_000
    assert "player_out" in GAME.revealing_events
    assert "cards_dealt" in GAME.revealing_events  # PLT-04 (house): the roles are on the phones


# --- the day ---------------------------------------------------------------------------------


def test_free_talk_is_two_minutes_and_about_one_on_the_first_day() -> None:  # MAF-07
    """MAF-07: free talk is two minutes and about one on the first day."""
    t = Table(seed=5)
    t.start(BASIC)
    assert t.phase is Phase.FREE_TALK and t.m.timer is not None
    assert t.m.timer.total_ms == FIRST_FREE_TALK_MS == 60_000
    day_without_vote(t)
    quiet_night(t)
    assert t.phase is Phase.FREE_TALK and t.m.day == 2
    assert t.m.timer is not None and t.m.timer.total_ms == FREE_TALK_MS == 120_000
    # the table sends tick at the deadline
    assert t.game.next_deadline(t.state) == t.now + FREE_TALK_MS
    t.no(SYSTEM, "tick", RejectionCode.WRONG_PHASE)
    t.now += FREE_TALK_MS
    t.ok(SYSTEM, "tick")
    assert t.game.next_deadline(t.state) is None


def test_the_circle_is_30_seconds_each_the_last_45_with_one_or_two_nominations() -> None:  # MAF-08
    """MAF-08: the circle is 30 seconds each the last 45 with one or two nominations."""
    t = Table(seed=6)
    t.start(BASIC)
    t.to_circle()
    lengths = []
    first = t.m.speaker
    assert first == 1
    t.host("nominate", target=5)
    t.host("nominate", target=6)
    t.no(MODERATOR, "nominate", RejectionCode.ALREADY_DONE, target=7)
    t.host("next_speaker")
    t.no(MODERATOR, "nominate", RejectionCode.ALREADY_DONE, target=5)
    while t.phase is Phase.CIRCLE:
        assert t.m.timer is not None
        lengths.append(t.m.timer.total_ms)
        t.host("next_speaker")
    assert lengths[:-1] == [SPEECH_MS] * 8 and lengths[-1] == LAST_SPEECH_MS
    assert t.phase is Phase.NOMINEE_VOTE and t.m.candidates == (5, 6)


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        ({1: 5, 2: 4}, [1, 2]),
        ({1: 5, 2: 5}, [1, 2]),
        ({1: 5, 2: 4, 3: 4}, [1, 2, 3]),
        ({1: 5, 2: 4, 3: 3}, [1, 2]),
        ({1: 5, 2: 0}, [1]),
        ({1: 0, 2: 0}, []),
    ],
)
def test_candidates_share_first_or_second_place_never_zero(counts, expected) -> None:  # MAF-09  # type: ignore[no-untyped-def]
    """MAF-09: candidates share first or second place never zero."""
    assert candidates_of(counts) == expected


def vote_table(nominees: list[int], seed: int = 7, day2: bool = True) -> Table:
    """A table at the nominee vote with ``nominees`` nominated (on day 2 unless asked)."""
    t = Table(seed=seed)
    t.start(BASIC)
    if day2:
        day_without_vote(t)
        quiet_night(t)
        t.host("next_speaker")
    else:
        t.to_circle()
    plan: dict[int, list[int]] = {}
    queue = [t.m.speaker, *t.m.queue]
    for i, n in enumerate(nominees):
        plan.setdefault(queue[i // 2], []).append(n)  # type: ignore[index]
    t.circle(plan)
    assert t.phase is Phase.NOMINEE_VOTE
    return t


def test_the_nominee_vote_makes_the_candidates() -> None:  # MAF-09
    """MAF-09: the nominee vote makes the candidates."""
    t = vote_table([2, 3, 4])
    t.no(MODERATOR, "hands", RejectionCode.BAD_ARGUMENT, place=9, count=1)
    t.no(MODERATOR, "hands", RejectionCode.BAD_ARGUMENT, place=2, count=11)
    t.hands({2: 5, 3: 4, 4: 1})
    assert t.phase is Phase.DEFENCE and t.m.candidates == (2, 3)


def test_more_than_four_candidates_means_no_elimination() -> None:  # MAF-10
    """MAF-10: more than four candidates means no elimination."""
    t = vote_table([2, 3, 4, 5, 6])
    t.hands({2: 2, 3: 2, 4: 2, 5: 1, 6: 1})
    assert t.phase is Phase.NIGHT
    closed = next(e for e in t.events if e["type"] == "vote_closed")
    assert closed["outcome"] == "no_elimination"
    assert all(p.alive for p in t.m.players)


def test_defence_speeches_then_hands_the_most_hands_leaves() -> None:  # MAF-11
    """MAF-11: defence speeches then hands the most hands leaves."""
    t = vote_table([2, 3])
    t.hands({2: 5, 3: 4})
    assert t.phase is Phase.DEFENCE and t.m.timer is not None and t.m.timer.total_ms == 30_000
    t.speeches()
    assert t.phase is Phase.HANDS
    t.no(MODERATOR, "hands", RejectionCode.BAD_ARGUMENT, place=2, count=11)
    t.hands({2: 6, 3: 3})
    assert not t.m.is_alive(2) and t.m.is_alive(3)
    assert t.phase is Phase.LAST_WORDS and t.m.speaker == 2
    t.speeches()
    assert t.phase is Phase.NIGHT


def test_a_lone_candidate_leaves_on_a_majority_only() -> None:  # MAF-11
    """MAF-11: a lone candidate leaves on a majority only."""
    t = vote_table([2])
    t.hands({2: 3})
    t.speeches()
    t.hands({2: 5})  # 5 of 10 is not more than half
    assert t.m.is_alive(2) and t.phase is Phase.NIGHT
    t2 = vote_table([2])
    t2.hands({2: 3})
    t2.speeches()
    t2.hands({2: 6})
    assert not t2.m.is_alive(2)


def test_on_the_first_day_the_table_first_decides_to_expel_at_all() -> None:  # MAF-12
    """MAF-12: on the first day the table first decides to expel at all."""
    t = vote_table([2, 3], day2=False)
    t.hands({2: 5, 3: 4})
    t.speeches()
    assert t.phase is Phase.FIRST_DAY_QUESTION
    t.host("expel_anyone", hands=5)  # not a majority of 10
    assert t.phase is Phase.NIGHT and all(p.alive for p in t.m.players)
    t2 = vote_table([2, 3], day2=False)
    t2.hands({2: 5, 3: 4})
    t2.speeches()
    t2.host("expel_anyone", hands=6)
    assert t2.phase is Phase.HANDS
    t2.hands({2: 7, 3: 1})
    assert not t2.m.is_alive(2)


def test_car_crash_a_majority_expels_both_revealed() -> None:  # MAF-13
    """MAF-13: car crash a majority expels both revealed."""
    t = vote_table([2, 3])
    t.hands({2: 5, 3: 5})
    t.speeches()
    t.hands({2: 4, 3: 4})
    assert t.phase is Phase.CAR_CRASH
    t.host("car_crash", hands=6)
    outs = [e for e in t.events if e["type"] == "player_out"]
    assert [e["place"] for e in outs] == [2, 3] and all(e["role"] for e in outs)


def test_car_crash_without_a_majority_nobody_leaves() -> None:  # MAF-13
    """MAF-13: car crash without a majority nobody leaves."""
    t = vote_table([2, 3])
    t.hands({2: 5, 3: 5})
    t.speeches()
    t.hands({2: 4, 3: 4})
    t.host("car_crash", hands=5)
    assert t.phase is Phase.NIGHT and t.m.is_alive(2) and t.m.is_alive(3)


def test_three_or_four_candidates_the_fewest_drop_out_and_hands_again() -> None:  # MAF-14
    """MAF-14: three or four candidates the fewest drop out and hands again."""
    t = vote_table([2, 3, 4])
    t.hands({2: 3, 3: 3, 4: 3})
    assert t.m.candidates == (2, 3, 4)
    t.speeches()
    t.hands({2: 4, 3: 4, 4: 1})
    assert t.phase is Phase.DEFENCE and t.m.candidates == (2, 3)
    assert t.m.timer is not None and t.m.timer.total_ms == 30_000
    t.speeches()
    t.hands({2: 3, 3: 3})  # equality: "expel both?"
    assert t.phase is Phase.CAR_CRASH


def test_all_tied_is_expel_all() -> None:  # MAF-14
    """MAF-14: all tied is expel all."""
    t = vote_table([2, 3, 4])
    t.hands({2: 3, 3: 3, 4: 3})
    t.speeches()
    t.hands({2: 2, 3: 2, 4: 2})
    assert t.phase is Phase.CAR_CRASH and t.m.candidates == (2, 3, 4)
    t.host("car_crash", hands=8)
    assert not any(t.m.is_alive(p) for p in (2, 3, 4))


# --- the night -------------------------------------------------------------------------------


def full_table(seed: int = 8) -> Table:
    t = Table(seed=seed)
    t.add(12)
    t.start({"boss": 1, "mafia": 1, "maniac": 1, "agitator": 1, "commissar": 1, "doctor": 1,
             "kamikaze": 1, "civilian": 5})
    t.to_circle()
    t.circle()
    return t


def test_the_night_wakes_in_order_and_the_board_shows_only_night() -> None:  # MAF-15
    """MAF-15: the night wakes in order and the board shows only night."""
    t = full_table()
    order = []
    while (slot := t.game.pending_slot(t.m)) is not None:
        order.append(slot)
        view = t.game.moderator_view(t.state, t.now)
        assert view["wizard"]["slot"] == slot
        assert set(view["secrets"]["awake"]) == set(t.game.holders(t.m, slot))
        public = t.game.public_view(t.state, t.now)
        assert public["phase"] == "night" and public["next"] is None and "wizard" not in public
        t.no(MODERATOR, "morning", RejectionCode.OUT_OF_TURN)
        t.host("night_action", action="nothing")
    assert order == ["boss_check", "mafia_kill", "maniac", "agitator", "commissar", "doctor"]
    assert order == [s for s in NIGHT_ORDER if s != "other"]
    t.no(MODERATOR, "night_action", RejectionCode.ALREADY_DONE, action="nothing")
    t.host("morning")
    assert t.phase is Phase.FREE_TALK


def test_a_slot_whose_role_has_left_is_skipped() -> None:  # MAF-15
    """MAF-15: a slot whose role has left is skipped."""
    t = full_table()
    t.host("foul", place=t.one("maniac"))
    t.host("foul", place=t.one("maniac"))
    maniac = t.one("maniac")
    t.host("foul", place=maniac)
    assert not t.m.is_alive(maniac)
    t.night()
    assert "maniac" not in t.m.night_done


def test_checks_reach_the_boss_and_the_commissar_only_and_the_doctor_saves() -> None:  # MAF-16
    """MAF-16: checks reach the boss and the commissar only and the doctor saves."""
    t = full_table(seed=9)
    commissar, boss, doctor = t.one("commissar"), t.one("boss"), t.one("doctor")
    maniac, civ = t.one("maniac"), t.with_role("civilian")[0]
    t.host("night_action", role="boss", target=commissar)
    t.host("night_action", target=civ)
    t.host("night_action", action="nothing")
    t.host("night_action", action="nothing")
    t.host("night_action", target=maniac)
    t.host("night_action", target=civ)
    boss_me = t.game.player_view(t.state, t.m.player(boss).seat, t.now)["me"]  # type: ignore[union-attr]
    com_me = t.game.player_view(t.state, t.m.player(commissar).seat, t.now)["me"]  # type: ignore[union-attr]
    doc_me = t.game.player_view(t.state, t.m.player(doctor).seat, t.now)["me"]  # type: ignore[union-attr]
    assert [c["result"] for c in boss_me["checks"]] == [True]
    assert [c["result"] for c in com_me["checks"]] == [True]  # loners are black
    assert doc_me["checks"] == []
    t.host("morning")
    assert t.m.is_alive(civ)  # saved


def test_kamikaze_under_the_maniac_both_leave() -> None:  # MAF-17
    """MAF-17: kamikaze under the maniac both leave."""
    t = full_table(seed=10)
    kamikaze, maniac = t.one("kamikaze"), t.one("maniac")
    t.night(maniac=kamikaze)
    t.host("morning")
    assert not t.m.is_alive(kamikaze) and not t.m.is_alive(maniac)
    how = {e["place"]: e["how"] for e in t.events if e["type"] == "player_out"}
    assert how == {kamikaze: "killed", maniac: "kamikaze"}


# --- fouls -----------------------------------------------------------------------------------


def test_three_fouls_remove_the_player_revealed() -> None:  # MAF-18
    """MAF-18: three fouls remove the player revealed."""
    t = Table(seed=11)
    t.start(BASIC)
    civ = t.with_role("civilian")[0]
    t.host("foul", place=civ)
    t.host("foul", place=civ)
    assert t.m.is_alive(civ)
    me = t.game.player_view(t.state, t.m.player(civ).seat, t.now)["me"]  # type: ignore[union-attr]
    assert me["fouls"] == 2
    t.host("foul", place=civ)
    out = t.events[-1]
    assert out == {"type": "player_out", "place": civ, "role": "civilian", "how": "fouls"}
    t.no(MODERATOR, "foul", RejectionCode.BAD_ARGUMENT, place=civ)


def test_under_foul_adds_30_seconds_twice_at_most_each_a_foul() -> None:  # MAF-19
    """MAF-19: under foul adds 30 seconds twice at most each a foul."""
    t = Table(seed=12)
    t.start(BASIC)
    t.to_circle()
    speaker = t.m.speaker
    assert speaker is not None
    t.no(MODERATOR, "under_foul", RejectionCode.OUT_OF_TURN, place=speaker + 1)
    t.host("under_foul", place=speaker)
    assert t.m.timer is not None and t.m.timer.left(t.now) == SPEECH_MS + 30_000
    t.host("under_foul", place=speaker)
    t.no(MODERATOR, "under_foul", RejectionCode.ALREADY_DONE, place=speaker)
    assert t.m.player(speaker).fouls == 2  # type: ignore[union-attr]
    t.host("foul", place=speaker)  # the third foul
    assert not t.m.is_alive(speaker)
    assert t.m.speaker != speaker


# --- immunity --------------------------------------------------------------------------------


def test_the_first_out_is_immune_on_day_1_and_night_1_of_the_next_game() -> None:  # MAF-20
    """MAF-20: the first out is immune on day 1 and night 1 of the next game."""
    t = Table(seed=13)
    t.start(BASIC)
    civ = t.with_role("civilian")[0]
    seat = t.m.player(civ).seat  # type: ignore[union-attr]
    for _ in range(3):
        t.host("foul", place=civ)
    assert t.m.first_out == (seat,)
    t.host("abort_game")
    t.start(BASIC)
    place = t.m.place_of(seat)
    assert place is not None and t.m.immune == frozenset({place})
    t.to_circle()
    t.no(MODERATOR, "nominate", RejectionCode.BAD_ARGUMENT, target=place)
    t.circle()
    t.host("night_action", action="nothing")
    t.no(MODERATOR, "night_action", RejectionCode.BAD_ARGUMENT, target=place)
    t.host("night_action", action="nothing")
    t.night()
    t.host("morning")
    assert t.m.day == 2 and not t.m.immune_now(place)


# --- winning ---------------------------------------------------------------------------------


def test_reds_win_when_every_black_card_loners_included_has_left() -> None:  # MAF-21
    """MAF-21: reds win when every black card loners included has left."""
    t = Table(seed=14)
    t.add(12)
    t.start({"boss": 1, "maniac": 1, "commissar": 1, "civilian": 9})
    for _ in range(3):
        t.host("foul", place=t.one("boss"))
    assert t.phase is not Phase.GAME_OVER  # the maniac still plays
    maniac = t.one("maniac")
    for _ in range(3):
        t.host("foul", place=maniac)
    assert t.phase is Phase.GAME_OVER and t.m.result == "reds"
    points = {p["place"]: p["points"] for p in t.game.public_view(t.state, t.now)["result"]["points"]}
    assert all(points[p.place] == (1 if CATALOG[p.role].team == "red" else 0) for p in t.m.players)


def test_blacks_win_at_parity_loners_not_counted() -> None:  # MAF-22
    """MAF-22: blacks win at parity loners not counted."""
    t = Table(seed=15)
    t.start({"boss": 1, "mafia": 1, "maniac": 1, "commissar": 1, "civilian": 6})
    reds = t.reds()
    for victim in reds[:4]:
        for _ in range(3):
            t.host("foul", place=victim)
    assert t.phase is not Phase.GAME_OVER  # 2 blacks, 3 reds, the maniac not counted
    for _ in range(3):
        t.host("foul", place=reds[4])
    assert t.phase is Phase.GAME_OVER and t.m.result == "blacks"


# --- records ---------------------------------------------------------------------------------


def test_the_protocol_leaves_out_players_who_opted_out() -> None:  # MAF-24
    """MAF-24: the protocol leaves out players who opted out."""
    t = Table(seed=16)
    seat = t.join("Hidden")
    t.ok(P(seat), "sign_up", adult=True)
    t.ok(P(seat), "confirm_evening")
    t.ok(P(seat), "publication", publish=False)
    assert t.game.player_view(t.state, seat, t.now)["me"]["publish"] is False
    t.add(9)
    t.start(BASIC)
    civ = t.with_role("civilian")[0]
    t.host("foul", place=civ)
    t.host("bonus", place=civ, points=2)
    t.host("abort_game")
    protocol = t.game.protocol(t.state, 1)
    json.dumps(protocol)
    names = [row["nickname"] for row in protocol["table"]]
    assert None in names and "Hidden" not in json.dumps(protocol)
    assert {c["role"] for c in protocol["composition"]} == set(BASIC)
    assert any(e["type"] == "fouled" for e in protocol["events"])
    row = next(r for r in protocol["table"] if r["place"] == civ)
    assert row["fouls"] == 1 and row["points"] == 2


def test_replaying_the_journal_gives_the_same_state() -> None:  # PLT-02
    t = vote_table([2, 3])
    t.hands({2: 5, 3: 5})
    t.speeches()
    t.hands({2: 4, 3: 4})
    t.host("car_crash", hands=6)
    assert t.replayed() == t.state


def test_guests_join_and_the_system_pauses_a_running_timer_on_restore() -> None:
    t = Table()
    t.no(GUEST, "join", RejectionCode.BAD_ARGUMENT, nickname="  ")
    t.start(BASIC)
    t.ok(SYSTEM, "restored")
    assert t.m.timer is not None and not t.m.timer.running
    assert "resume_timer" in t.game.allowed(t.state, MODERATOR, t.now)


def test_a_host_who_plays_sees_no_secrets_and_phones_see_nothing_of_the_night() -> None:  # PLT-05
    t = Table(seed=17, options={"host_plays": True})
    t.start(BASIC)
    assert "secrets" not in t.game.moderator_view(t.state, t.now)
    t.host("next_speaker")
    for seat in t.game.seat_numbers(t.state):
        view = t.game.player_view(t.state, seat, t.now)
        assert view["phase"] == "night" and view["next"] is None and "wizard" not in view
    t2 = Table(seed=17)
    t2.start(BASIC)
    assert len(t2.game.moderator_view(t2.state, t2.now)["secrets"]["roles"]) == 10


def test_a_phone_gone_for_good_keeps_its_player_in_the_game() -> None:
    t = Table(seed=18)
    t.start(BASIC)
    seat = t.m.players[0].seat
    t.ok(SYSTEM, "leave", seat=seat)
    assert seat not in t.game.seat_numbers(t.state)
    assert t.m.players[0].alive and seat in t.state.lineup
    t.no(MODERATOR, "remove_player", RejectionCode.WRONG_PHASE, seat=seat)


def test_the_view_always_names_the_hosts_next_request() -> None:
    t = Table(seed=19)
    assert t.game.moderator_view(t.state, t.now)["next"] == "seat_players"
    t.add(10)
    t.seat(BASIC)
    assert t.game.moderator_view(t.state, t.now)["next"] == "deal"
    t.host("deal")
    assert t.game.moderator_view(t.state, t.now)["next"] == "start_game"
    t.host("start_game")
    assert t.game.moderator_view(t.state, t.now)["next"] == "next_speaker"
    t.host("next_speaker")
    assert t.game.moderator_view(t.state, t.now)["next"] == "morning"
    t.host("morning")
    t.circle()
    view = t.game.moderator_view(t.state, t.now)
    assert view["next"] == "night_action" and view["wizard"]["slot"] == "boss_check"
    for name in t.game.allowed(t.state, MODERATOR, t.now):
        assert t.game.requests[name].moderator_action  # every host step can be undone (PLT-04)
