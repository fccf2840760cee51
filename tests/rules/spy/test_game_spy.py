"""The spy game's rules, clause by clause (rules/spy.md SPY-01..SPY-39, PLT-02, PLT-10)."""

from __future__ import annotations

import json

import pytest

from rules.core import GUEST, MODERATOR, SYSTEM, Actor, RejectionCode, Request
from rules.spy.game import SpyGame
from rules.spy.state import Phase

from .tables import P, Table, make_deck, make_game, two_spy_table

# --- room and setup ---------------------------------------------------------------------------


def test_three_to_ten_players_join_by_nickname():  # SPY-01
    game = make_game()
    assert (game.id, game.min_players, game.max_players) == ("spy", 3, 10)
    t = Table(10, game=game)
    assert t.events[0] == {"type": "seat_taken", "seat": 1, "nickname": "Player 1"}
    assert t.game.seat_numbers(t.state) == list(range(1, 11))
    t.no(GUEST, "join", RejectionCode.TABLE_FULL, nickname="Eleven")
    assert "join" not in t.game.allowed(t.state, GUEST, t.now)


def test_a_join_needs_a_free_nickname():  # SPY-01
    t = Table(1)
    t.no(GUEST, "join", RejectionCode.BAD_ARGUMENT, nickname="   ")
    t.no(GUEST, "join", RejectionCode.NAME_TAKEN, nickname="player 1")
    t.ok(GUEST, "join", nickname="  Ola  ")
    assert t.events[-1] == {"type": "seat_taken", "seat": 2, "nickname": "Ola"}
    assert t.game.allowed(t.state, GUEST, t.now) == ["join"]


def test_a_deal_needs_three_players():  # SPY-01
    t = Table(2)
    t.no(MODERATOR, "deal", RejectionCode.TOO_FEW_PLAYERS)
    assert "deal" not in t.game.allowed(t.state, MODERATOR, t.now)
    t.ok(GUEST, "join", nickname="Third")
    assert "deal" in t.game.allowed(t.state, MODERATOR, t.now)
    t.deal()
    assert t.phase is Phase.DEALT


def test_the_defaults_and_the_lobby_view():  # SPY-01, SPY-03, SPY-05, PLT-10
    t = Table(3)
    view = t.public()
    assert view["phase"] == "lobby" and view["round"] == 0
    assert view["options"] == {
        "deck": "family", "minutes": 8, "two_spies": False, "call_link": "", "host_plays": False,
    }
    assert view["deck"] == {"id": "family", "size": 6, "unused": 6}
    assert view["players"] == [1, 2, 3] and view["observers"] == []
    assert view["timer"] is None and view["result"] is None and view["history"] == []
    assert view["scores"] == [{"seat": s, "points": 0} for s in (1, 2, 3)]
    assert view["leaders"] == []
    assert t.me(1) == {
        "status": "player", "card": None, "crossed_out": [], "accused": False, "vote": None,
        "suspect": None, "asked_by": None,
    }
    assert t.game.moderator_view(t.state, t.now)["secrets"] is None


def test_the_view_has_every_field_of_the_protocol():  # PLT-05, PLT-10
    t = Table(5)
    t.play()
    keys = {
        "phase", "round", "options", "round_minutes", "two_spies_from", "deck", "players", "observers", "seen",
        "timer", "asker", "chain", "accusation", "accusers", "suspect_vote", "exposed", "result", "scores",
        "leaders", "history",
    }
    assert set(t.public()) == keys
    assert set(t.game.player_view(t.state, 1, t.now)) == keys | {"me"}
    assert set(t.game.moderator_view(t.state, t.now)) == keys | {"host_plays", "questions", "secrets", "two_spies_from"}


def test_the_view_offers_the_round_times_and_the_two_spies_threshold():  # SPY-05, SPY-06
    """The clients offer what the view says, never numbers of their own."""
    t = Table(3)
    assert t.public()["round_minutes"] == [5, 8, 10]
    assert t.public()["two_spies_from"] == 7
    for minutes in t.public()["round_minutes"]:
        t.ok(MODERATOR, "set_options", minutes=minutes)
    t.no(MODERATOR, "set_options", RejectionCode.BAD_ARGUMENT, minutes=7)


def test_the_default_deck_is_family_else_the_first():  # SPY-03
    assert SpyGame({"full": make_deck("full"), "family": make_deck()}).setup({}, 1).options.deck == "family"
    assert SpyGame({"full": make_deck("full"), "kids": make_deck("kids")}).setup({}, 1).options.deck == "full"
    with pytest.raises(ValueError):
        SpyGame({})
    with pytest.raises(ValueError):
        make_game().setup({"deck": "nope"}, 1)


def test_the_host_picks_the_deck():  # SPY-03
    game = make_game(family=make_deck(size=4), full=make_deck("full", size=6, prefix="full"))
    t = Table(3, game=game)
    t.ok(MODERATOR, "set_options", deck="full")
    assert t.public()["deck"] == {"id": "full", "size": 6, "unused": 6}
    t.no(MODERATOR, "set_options", RejectionCode.BAD_ARGUMENT, deck="adult_only")
    t.deal()
    assert t.location.startswith("full_")
    t.no(MODERATOR, "set_options", RejectionCode.WRONG_PHASE, deck="family")


def test_round_time_is_five_eight_or_ten_minutes():  # SPY-05
    t = Table(3)
    for minutes in (5, 10, 8):
        t.ok(MODERATOR, "set_options", minutes=minutes)
    t.no(MODERATOR, "set_options", RejectionCode.BAD_ARGUMENT, minutes=7)
    t.no(MODERATOR, "set_options", RejectionCode.BAD_ARGUMENT)
    t.ok(MODERATOR, "set_options", minutes=5)
    t.play()
    assert t.public()["timer"] == {"total_ms": 300_000, "left_ms": 300_000, "running": True}


def test_a_location_does_not_repeat_until_the_deck_is_used_up():  # SPY-04
    t = Table(3, game=make_game(family=make_deck(size=4)))
    seen = []
    for _ in range(4):
        t.deal()
        seen.append(t.location)
        t.ok(MODERATOR, "abort_round")
    assert sorted(seen) == ["loc_0", "loc_1", "loc_2", "loc_3"]
    assert t.public()["deck"]["unused"] == 0
    t.deal()  # SPY-04 (house): the deck is reshuffled
    assert t.events[-1]["reshuffled"] is True
    assert t.public()["deck"]["unused"] == 3
    again = [t.location]
    for _ in range(3):
        t.ok(MODERATOR, "abort_round")
        t.deal()
        again.append(t.location)
    assert sorted(again) == sorted(seen)


def test_two_spies_from_seven_players_when_enabled():  # SPY-06
    for players, two, spies in ((7, True, 2), (10, True, 2), (7, False, 1), (3, False, 1)):
        t = Table(players, {"two_spies": two})
        t.deal()
        assert len(t.spies) == spies, (players, two)
        assert len(t.locals) == players - spies


def test_two_spies_below_seven_players_are_refused_never_dropped_silently():  # SPY-06
    t = Table(6)
    refused = t.no(MODERATOR, "set_options", RejectionCode.TOO_FEW_PLAYERS, two_spies=True)
    assert "7" in refused.reason and "6" in refused.reason
    assert t.public()["options"]["two_spies"] is False
    t.ok(GUEST, "join", nickname="Seventh")
    t.ok(MODERATOR, "set_options", two_spies=True)
    t.ok(MODERATOR, "kick", seat=7)  # back to 6 with the option on: the deal says why it waits
    assert "deal" not in t.game.allowed(t.state, MODERATOR, t.now)
    t.no(MODERATOR, "deal", RejectionCode.TOO_FEW_PLAYERS)
    t.ok(MODERATOR, "set_options", minutes=5)  # other options still change
    t.ok(MODERATOR, "set_options", two_spies=False)  # turning it off always works
    t.deal()
    assert len(t.spies) == 1
    t.ok(MODERATOR, "abort_round")
    t.no(MODERATOR, "set_options", RejectionCode.TOO_FEW_PLAYERS, two_spies=True)
    # the console takes the threshold from the rules' view, not from a copy of its own
    assert t.game.moderator_view(t.state, t.now)["two_spies_from"] == 7


def test_two_spies_do_not_know_each_other():  # SPY-06, SPY-15, PLT-10
    t = two_spy_table()
    a, b = t.spies
    for spy in (a, b):
        view = t.game.player_view(t.state, spy, t.now)
        assert view["me"]["card"] == {"spy": True}
        assert "\"spies\":" not in json.dumps(view) and "secrets" not in view
        assert t.location not in json.dumps(view)


def test_every_seated_player_gets_a_card():  # SPY-07, SPY-14
    t = Table(5)
    t.deal()
    assert t.phase is Phase.DEALT
    for seat in range(1, 6):
        card = t.me(seat)["card"]
        if seat in t.spies:
            assert card == {"spy": True}
        else:
            assert card["spy"] is False and card["location"] == t.location
            assert card["role"].startswith(t.location + "_role_")
    assert len({t.me(seat)["card"]["role"] for seat in t.locals}) == 4  # distinct while enough


def test_roles_repeat_only_when_the_location_has_too_few():  # SPY-07, SPY-14
    t = Table(9, game=make_game(family=make_deck(roles=4)))
    t.deal()
    roles = [t.me(seat)["card"]["role"] for seat in t.locals]
    assert len(roles) == 8 and len(set(roles)) == 4


def test_a_deal_is_revealing_and_replays_the_same_cards():  # SPY-07, PLT-02, PLT-04
    t = Table(5)
    before = t.state
    t.deal()
    dealt = t.events[-1]
    assert t.game.reveals_secret(dealt)  # PLT-04 (house): the cards are on the phones
    again = t.game.handle(before, Request("deal"), MODERATOR, t.now + 5000)
    assert again == [dealt]
    assert all(rs.moderator_action for name, rs in t.game.requests.items()
               if MODERATOR.kind in rs.senders)
    assert "undo" not in t.game.requests


# --- the round ----------------------------------------------------------------------------------


def test_the_timer_starts_only_when_the_host_starts_the_round():  # SPY-08
    t = Table(4)
    t.deal()
    t.wait(60_000)
    assert t.game.next_deadline(t.state) is None
    assert t.public()["timer"] is None and t.public()["asker"] is None
    t.no(P(1), "question_asked", RejectionCode.WRONG_PHASE, answerer=2)
    t.no(P(1), "start_round", RejectionCode.NOT_ALLOWED)
    t.no(SYSTEM, "tick", RejectionCode.WRONG_PHASE)
    t.start()
    assert t.phase is Phase.ASKING
    assert t.game.next_deadline(t.state) == t.now + 480_000
    t.no(MODERATOR, "start_round", RejectionCode.WRONG_PHASE)


def test_the_console_shows_who_has_looked_and_may_start_anyway():  # SPY-08
    t = Table(4)
    t.deal()
    assert t.game.allowed(t.state, P(2), t.now) == (
        ["card_seen", "cross_out"] if 2 in t.spies else ["card_seen"]
    )
    t.ok(P(2), "card_seen")
    t.ok(P(4), "card_seen")
    t.no(P(2), "card_seen", RejectionCode.ALREADY_DONE)
    assert t.public()["seen"] == [2, 4]
    assert "start_round" in t.game.allowed(t.state, MODERATOR, t.now)
    t.start()  # house: not everyone has looked
    t.ok(P(1), "card_seen")
    assert t.public()["seen"] == [1, 2, 4]


def test_the_first_asker_is_drawn_at_random():  # SPY-09
    askers = set()
    for seed in range(40):
        t = Table(5, seed=seed)
        t.play()
        assert t.asker in t.state.round.players
        assert t.public()["asker"] == t.asker
        askers.add(t.asker)
    assert askers == {1, 2, 3, 4, 5}


def test_the_answerer_asks_next():  # SPY-10, SPY-11
    t = Table(4)
    t.play()
    a = t.asker
    b = a % 4 + 1
    t.ok(P(a), "question_asked", answerer=b)
    assert t.asker == b
    assert t.public()["chain"] == [{"asker": a, "answerer": b}]
    assert t.me(b)["asked_by"] == a
    assert "question_asked" in t.game.allowed(t.state, P(b), t.now)
    assert "question_asked" not in t.game.allowed(t.state, P(a), t.now)


def test_the_views_list_the_last_eight_questions_and_the_console_thirty():  # SPY-12
    t = Table(4)
    t.play()
    asked = []
    for _ in range(35):
        a = t.asker
        b = a % 4 + 1
        t.ok(P(a), "question_asked", answerer=b)
        asked.append({"asker": a, "answerer": b})
    assert t.public()["chain"] == asked[-8:]
    assert t.game.player_view(t.state, 1, t.now)["chain"] == asked[-8:]
    console = t.game.moderator_view(t.state, t.now)
    assert console["chain"] == asked[-30:] and console["questions"] == 35


def test_a_question_may_not_go_straight_back():  # SPY-11
    t = Table(4)
    t.play()
    a = t.asker
    b = a % 4 + 1
    c = b % 4 + 1
    t.ok(P(a), "question_asked", answerer=b)
    t.no(P(b), "question_asked", RejectionCode.BAD_ARGUMENT, answerer=a)
    t.no(P(b), "question_asked", RejectionCode.BAD_ARGUMENT, answerer=b)
    t.no(P(b), "question_asked", RejectionCode.BAD_ARGUMENT, answerer=99)
    t.ok(P(b), "question_asked", answerer=c)
    t.ok(P(c), "question_asked", answerer=a)  # a did not just ask c
    t.ok(P(a), "question_asked", answerer=b)  # nor did b just ask a
    assert t.me(b)["asked_by"] == a and t.me(a)["asked_by"] is None


def test_only_the_asker_asks():  # SPY-11
    t = Table(4)
    t.play()
    other = t.asker % 4 + 1
    out = t.no(P(other), "question_asked", RejectionCode.OUT_OF_TURN, answerer=t.asker)
    assert str(t.asker) in out.reason


def test_the_host_passes_the_turn():  # SPY-12
    t = Table(4)
    t.play()
    a = t.asker
    t.ok(MODERATOR, "pass_turn")
    assert t.asker == a % 4 + 1  # the next in seat order, round the table
    t.ok(MODERATOR, "pass_turn", to=a)
    assert t.asker == a
    t.no(MODERATOR, "pass_turn", RejectionCode.ALREADY_DONE, to=a)
    t.no(MODERATOR, "pass_turn", RejectionCode.BAD_ARGUMENT, to=9)
    t.no(P(a), "pass_turn", RejectionCode.NOT_ALLOWED)


def test_a_pass_keeps_the_question_from_going_straight_back():  # SPY-11, SPY-12
    t = Table(4)
    t.play()
    a = t.asker
    b = a % 4 + 1
    t.ok(P(a), "question_asked", answerer=b)
    t.ok(MODERATOR, "pass_turn")
    assert t.me(t.asker)["asked_by"] is None
    t.ok(MODERATOR, "pass_turn", to=b)
    t.no(P(b), "question_asked", RejectionCode.BAD_ARGUMENT, answerer=a)


def test_questions_alone_never_end_the_round():  # SPY-13
    t = Table(3)
    t.play()
    for _ in range(30):
        t.wait(10_000)
        nxt = next(s for s in (1, 2, 3) if s not in (t.asker, t.state.round.must_not_answer()))
        t.ok(P(t.asker), "question_asked", answerer=nxt)
    assert t.phase is Phase.ASKING
    assert t.public()["timer"]["left_ms"] == 180_000
    t.tick()
    assert t.phase is Phase.SUSPECT_VOTE


# --- who sees what --------------------------------------------------------------------------------


def test_a_local_sees_the_location_and_role():  # SPY-14
    t = Table(4)
    t.deal()
    local = t.locals[0]
    card = t.me(local)["card"]
    assert card == {"spy": False, "location": t.location, "role": t.state.round.role_of(local)}
    assert t.me(local)["crossed_out"] == []


def test_only_the_spy_sees_the_cross_outs():  # SPY-15, PLT-10
    t = Table(4)
    t.deal()
    spy, local = t.spy, t.locals[0]
    assert t.me(spy)["card"] == {"spy": True}
    t.ok(P(spy), "cross_out", location="loc_3", crossed=True)
    t.ok(P(spy), "cross_out", location="loc_1", crossed=True)
    t.no(P(spy), "cross_out", RejectionCode.ALREADY_DONE, location="loc_1", crossed=True)
    t.ok(P(spy), "cross_out", location="loc_3", crossed=False)
    t.no(P(spy), "cross_out", RejectionCode.BAD_ARGUMENT, location="atlantis", crossed=True)
    assert t.me(spy)["crossed_out"] == ["loc_1"]
    assert t.me(local)["crossed_out"] == []
    t.no(P(local), "cross_out", RejectionCode.NOT_ALLOWED, location="loc_1", crossed=True)
    for view in (t.public(), t.game.moderator_view(t.state, t.now),
                 t.game.player_view(t.state, local, t.now)):
        assert "loc_1" not in json.dumps(view)


def test_a_spy_sees_no_location():  # SPY-15, PLT-10
    t = Table(4)
    t.play()
    text = json.dumps(t.game.player_view(t.state, t.spy, t.now))
    assert f'"{t.location}"' not in text
    assert "role" not in json.dumps(t.me(t.spy))


def test_a_mid_round_joiner_watches_until_the_next_deal():  # SPY-16
    t = Table(3)
    t.play()
    t.ok(GUEST, "join", nickname="Late")
    view = t.game.player_view(t.state, 4, t.now)
    assert view["me"]["status"] == "observer" and view["me"]["card"] is None
    assert view["players"] == [1, 2, 3] and view["observers"] == [4]
    assert t.location not in json.dumps(view)
    assert t.game.allowed(t.state, P(4), t.now) == []
    t.no(P(4), "accuse", RejectionCode.NOT_A_PLAYER, target=1)
    t.no(P(4), "card_seen", RejectionCode.NOT_A_PLAYER)
    t.ok(MODERATOR, "abort_round")
    t.deal()
    assert t.me(4)["status"] == "player" and t.me(4)["card"] is not None
    assert 4 in t.state.round.players


# --- accusation -----------------------------------------------------------------------------------


def test_an_accusation_pauses_the_timer():  # SPY-17
    t = Table(4)
    t.play()
    t.wait(10_000)
    t.ok(P(1), "accuse", target=2)
    assert t.phase is Phase.ACCUSATION
    assert t.public()["timer"] == {"total_ms": 480_000, "left_ms": 470_000, "running": False}
    assert t.game.next_deadline(t.state) is None
    assert t.public()["accusation"] == {"accuser": 1, "accused": 2, "voted": 0, "eligible": 2}


def test_each_player_accuses_once_per_round():  # SPY-17
    t = Table(4)
    t.play()
    innocent_pair = [s for s in t.locals][:2]
    a, b = innocent_pair
    t.ok(P(a), "accuse", target=b)
    no_voter = next(s for s in (1, 2, 3, 4) if s not in (a, b))
    t.ok(P(no_voter), "vote", yes=False)
    assert t.phase is Phase.ASKING
    t.no(P(a), "accuse", RejectionCode.ALREADY_DONE, target=b)
    assert "accuse" not in t.game.allowed(t.state, P(a), t.now)
    assert t.me(a)["accused"] is True and t.public()["accusers"] == [a]
    t.ok(P(b), "accuse", target=a)


def test_no_accusation_during_a_vote_or_without_time():  # SPY-17
    t = Table(4)
    t.play()
    t.ok(P(1), "accuse", target=2)
    t.no(P(3), "accuse", RejectionCode.WRONG_PHASE, target=2)
    t.ok(P(3), "vote", yes=False)
    t.now = t.game.next_deadline(t.state)
    t.no(P(3), "accuse", RejectionCode.WRONG_PHASE, target=2)


def test_one_cannot_accuse_oneself_or_an_outsider():  # SPY-17
    t = Table(4)
    t.play()
    t.no(P(1), "accuse", RejectionCode.BAD_ARGUMENT, target=1)
    t.no(P(1), "accuse", RejectionCode.BAD_ARGUMENT, target=7)


def test_everyone_but_the_accused_votes_and_the_accuser_says_yes():  # SPY-18
    t = Table(5)
    t.play()
    t.ok(P(1), "accuse", target=2)
    assert t.state.round.accusation.ballot.eligible == {3, 4, 5}
    t.no(P(2), "vote", RejectionCode.NOT_ALLOWED, yes=False)
    t.no(P(1), "vote", RejectionCode.ALREADY_DONE, yes=True)
    assert "vote" not in t.game.allowed(t.state, P(1), t.now)
    assert "vote" not in t.game.allowed(t.state, P(2), t.now)
    assert "vote" in t.game.allowed(t.state, P(3), t.now)
    t.ok(P(3), "vote", yes=True)
    t.no(P(3), "vote", RejectionCode.ALREADY_DONE, yes=True)
    assert t.me(3)["vote"] is True and t.me(4)["vote"] is None
    assert t.public()["accusation"] == {"accuser": 1, "accused": 2, "voted": 1, "eligible": 3}


def test_all_yes_on_the_spy_wins_for_the_locals():  # SPY-19, SPY-31, SPY-32
    t = Table(5)
    t.play()
    accuser = t.locals[0]
    t.accuse(accuser, t.spy)
    result = t.result()
    assert t.phase is Phase.ROUND_OVER
    assert (result["outcome"], result["winner"]) == ("accused_spy", "locals")
    points = t.points()
    assert points[t.spy] == 0
    assert points[accuser] == 2  # +1 the win, +1 the bonus for the accuser
    assert all(points[p] == 1 for p in t.locals if p != accuser)


def test_all_yes_on_an_innocent_wins_for_the_spy():  # SPY-19, SPY-28
    t = Table(5)
    t.play()
    t.accuse(t.locals[0], t.locals[1])
    assert (t.result()["outcome"], t.result()["winner"]) == ("accused_innocent", "spies")
    assert t.points() == {p: (4 if p == t.spy else 0) for p in range(1, 6)}


def test_one_no_fails_the_accusation_and_the_timer_resumes():  # SPY-20
    t = Table(5)
    t.play()
    t.wait(60_000)
    t.ok(P(1), "accuse", target=2)
    t.wait(30_000)
    t.ok(P(3), "vote", yes=True)
    t.wait(30_000)
    t.ok(P(4), "vote", yes=False)
    assert t.phase is Phase.ASKING
    assert t.public()["accusation"] is None
    assert t.public()["timer"] == {"total_ms": 480_000, "left_ms": 420_000, "running": True}
    assert t.game.next_deadline(t.state) == t.now + 420_000
    assert t.me(4)["vote"] is None


def test_a_vote_fails_without_restarting_a_timer_the_host_paused():  # SPY-20, PLT-14
    t = Table(4)
    t.play()
    t.ok(MODERATOR, "pause_timer")
    t.ok(P(1), "accuse", target=2)
    t.ok(P(3), "vote", yes=False)
    assert t.public()["timer"]["running"] is False


def test_who_voted_how_shows_only_after_the_round():  # SPY-20, PLT-10
    t = Table(5)
    t.play()
    local, other = t.locals[:2]
    t.ok(P(local), "accuse", target=other)
    voter = next(s for s in range(1, 6) if s not in (local, other))
    t.ok(P(voter), "vote", yes=False)
    for view in [t.public(), t.game.moderator_view(t.state, t.now)] + [
        t.game.player_view(t.state, s, t.now) for s in range(1, 6)
    ]:
        text = json.dumps(view)
        assert '"votes"' not in text and '"yes"' not in text
    t.ok(MODERATOR, "abort_round")
    assert t.result()["accusations"] == [
        {"accuser": local, "accused": other, "passed": False, "votes": [{"seat": voter, "yes": False}]}
    ]


def test_a_spy_who_frames_an_innocent_wins():  # SPY-21, SPY-28
    t = Table(4)
    t.play()
    t.accuse(t.spy, t.locals[0])
    assert t.result()["outcome"] == "accused_innocent"
    assert t.points()[t.spy] == 4


# --- the spy's guess --------------------------------------------------------------------------------


def test_the_spy_guesses_right_and_wins():  # SPY-22, SPY-27
    t = Table(4)
    t.play()
    assert "guess" in t.game.allowed(t.state, P(t.spy), t.now)
    events = t.ok(P(t.spy), "guess", location=t.location)
    assert [e["type"] for e in events] == ["spy_guessed", "round_ended"]
    assert all(t.game.reveals_secret(e) for e in events)
    result = t.result()
    assert (result["outcome"], result["winner"]) == ("spy_guessed", "spies")
    assert result["guess"] == {"seat": t.spy, "location": t.location, "right": True}
    assert t.points() == {p: (4 if p == t.spy else 0) for p in range(1, 5)}


def test_the_spy_guesses_wrong_and_the_locals_win():  # SPY-22, SPY-31
    t = Table(4)
    t.play()
    t.ok(P(t.spy), "guess", location=t.wrong_location())
    assert (t.result()["outcome"], t.result()["winner"]) == ("spy_guessed_wrong", "locals")
    assert t.points() == {p: (0 if p == t.spy else 1) for p in range(1, 5)}
    t.no(P(t.spy), "guess", RejectionCode.WRONG_PHASE, location=t.location)


def test_no_guess_during_a_vote_and_only_by_a_spy():  # SPY-22
    t = Table(4)
    t.play()
    t.no(P(t.locals[0]), "guess", RejectionCode.NOT_ALLOWED, location=t.location)
    t.no(P(t.spy), "guess", RejectionCode.BAD_ARGUMENT, location="atlantis")
    t.ok(P(t.locals[0]), "accuse", target=t.locals[1])
    t.no(P(t.spy), "guess", RejectionCode.WRONG_PHASE, location=t.location)
    assert "guess" not in t.game.allowed(t.state, P(t.spy), t.now)


def test_no_guess_before_the_round_starts():  # SPY-22
    t = Table(4)
    t.deal()
    t.no(P(t.spy), "guess", RejectionCode.WRONG_PHASE, location=t.location)


# --- time is up --------------------------------------------------------------------------------------


def test_at_zero_questions_stop_and_everyone_names_a_suspect():  # SPY-23
    t = Table(4)
    t.play()
    t.wait(479_999)
    t.no(SYSTEM, "tick", RejectionCode.WRONG_PHASE)
    assert "tick" not in t.game.allowed(t.state, SYSTEM, t.now)
    t.wait(1)
    assert "tick" in t.game.allowed(t.state, SYSTEM, t.now)
    t.no(P(t.asker), "question_asked", RejectionCode.WRONG_PHASE, answerer=t.asker % 4 + 1)
    t.no(P(t.spy), "guess", RejectionCode.WRONG_PHASE, location=t.location)
    t.ok(SYSTEM, "tick")
    assert t.phase is Phase.SUSPECT_VOTE
    assert t.game.next_deadline(t.state) is None
    assert t.public()["suspect_vote"] == {"voted": 0, "eligible": 4}
    assert t.public()["timer"]["left_ms"] == 0
    for seat in range(1, 5):
        assert t.game.allowed(t.state, P(seat), t.now) == (
            ["cross_out", "suspect"] if seat == t.spy else ["suspect"]
        )
    t.no(P(1), "suspect", RejectionCode.BAD_ARGUMENT, target=1)
    t.no(P(1), "question_asked", RejectionCode.WRONG_PHASE, answerer=2)
    t.no(P(1), "accuse", RejectionCode.WRONG_PHASE, target=2)


def test_a_suspect_vote_may_change_until_all_have_voted():  # SPY-23
    t = Table(4)
    t.play()
    t.tick()
    innocent = t.locals[0]
    t.ok(P(t.spy), "suspect", target=innocent)
    t.ok(P(t.spy), "suspect", target=t.locals[1])
    assert t.me(t.spy)["suspect"] == t.locals[1]
    assert t.public()["suspect_vote"] == {"voted": 1, "eligible": 4}


def test_the_spy_alone_on_top_is_exposed():  # SPY-24
    t = Table(4)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c = t.locals
    t.suspects({a: spy, b: spy, c: a, spy: a})  # 2 votes for the spy, 2 for a: a tie
    assert t.result()["outcome"] == "spy_hid"

    t = Table(4)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c = t.locals
    t.suspects({a: spy, b: spy, spy: a})
    for view in [t.public(), *(t.game.player_view(t.state, s, t.now) for s in (1, 2, 3, 4))]:
        assert '"target"' not in json.dumps(view)  # no one's vote shows before all have voted
    events = t.ok(P(c), "suspect", target=spy)
    assert [e["type"] for e in events] == ["suspected", "spy_exposed"]
    assert t.game.reveals_secret(events[-1])
    assert t.phase is Phase.LAST_GUESS
    assert t.public()["exposed"] == spy
    assert t.game.allowed(t.state, P(spy), t.now) == ["guess", "cross_out"]
    assert t.game.allowed(t.state, P(a), t.now) == []
    t.no(P(a), "suspect", RejectionCode.WRONG_PHASE, target=spy)


def test_the_exposed_spy_guesses_right_and_still_wins():  # SPY-25, SPY-30, SPY-32a
    t = Table(4)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c = t.locals
    t.suspects({a: spy, b: spy, c: a, spy: a})
    t = Table(4)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c = t.locals
    t.suspects({a: spy, b: spy, c: b, spy: c})
    assert t.phase is Phase.LAST_GUESS
    t.ok(P(spy), "guess", location=t.location)
    result = t.result()
    assert (result["outcome"], result["winner"]) == ("exposed_spy_guessed", "spies")
    # SPY-32a: the voters who named the spy keep their bonus though the spy won
    assert t.points() == {spy: 2, a: 1, b: 1, c: 0}
    assert result["suspects"] == sorted(
        [{"seat": a, "target": spy}, {"seat": b, "target": spy}, {"seat": c, "target": b},
         {"seat": spy, "target": c}], key=lambda v: v["seat"])


def test_the_exposed_spy_guesses_wrong_and_the_locals_win():  # SPY-25, SPY-31, SPY-32
    t = Table(4)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c = t.locals
    t.suspects({a: spy, b: spy, c: b, spy: c})
    t.ok(P(spy), "guess", location=t.wrong_location())
    assert (t.result()["outcome"], t.result()["winner"]) == ("exposed_spy_guessed_wrong", "locals")
    assert t.points() == {spy: 0, a: 2, b: 2, c: 1}


def test_only_the_exposed_spy_takes_the_last_chance():  # SPY-25, SPY-33
    t = two_spy_table()
    t.tick()
    exposed, other = t.spies
    voters = [p for p in t.state.round.players if p != exposed]
    t.suspects({v: exposed for v in voters})
    t.ok(P(exposed), "suspect", target=voters[0])
    assert t.public()["exposed"] == exposed
    t.no(P(other), "guess", RejectionCode.OUT_OF_TURN, location=t.location)
    t.no(P(t.locals[0]), "guess", RejectionCode.NOT_ALLOWED, location=t.location)
    t.ok(P(exposed), "guess", location=t.location)
    assert t.points()[exposed] == 2 and t.points()[other] == 2  # SPY-33: both spies score


def test_an_innocent_on_top_or_a_tie_lets_the_spy_hide():  # SPY-26, SPY-29
    t = Table(4)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c = t.locals
    t.suspects({a: b, b: c, c: b, spy: b})
    assert (t.result()["outcome"], t.result()["winner"]) == ("spy_hid", "spies")
    assert t.points() == {spy: 2, a: 0, b: 0, c: 0}


def test_the_spy_hid_but_a_voter_named_the_spy():  # SPY-26, SPY-32, SPY-32a
    t = Table(5)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c, d = t.locals
    t.suspects({a: spy, b: c, c: b, d: c, spy: c})
    assert t.result()["outcome"] == "spy_hid"
    assert t.points() == {spy: 2, a: 1, b: 0, c: 0, d: 0}


# --- scoring --------------------------------------------------------------------------------------


def test_the_points_table():  # SPY-27, SPY-28, SPY-29, SPY-30, SPY-31, SPY-32
    from rules.spy import state as spy_game

    assert (spy_game.GUESSED_POINTS, spy_game.FRAMED_POINTS, spy_game.HID_POINTS,
            spy_game.LAST_CHANCE_POINTS, spy_game.LOCAL_WIN_POINTS, spy_game.BONUS_POINTS) == (
        4, 4, 2, 2, 1, 1)


def test_the_bonus_goes_to_locals_only():  # SPY-32a
    t = two_spy_table()
    a, b = t.spies
    t.accuse(a, b)  # a spy catches the other spy: the locals win, no bonus for a spy
    assert t.result()["outcome"] == "accused_spy"
    assert t.points() == {p: (0 if p in (a, b) else 1) for p in t.state.round.players}

    t = two_spy_table()
    a, b = t.spies
    t.tick()
    locals_ = t.locals
    votes = {a: b, b: locals_[0]} | {p: locals_[1] for p in locals_ if p != locals_[1]}
    votes[locals_[1]] = locals_[0]
    t.suspects(votes)  # a named spy b, but a is a spy: no bonus
    assert t.result()["outcome"] == "spy_hid"
    assert t.points() == {p: (2 if p in (a, b) else 0) for p in t.state.round.players}


def test_with_two_spies_catching_one_is_enough():  # SPY-33
    t = two_spy_table()
    a, b = t.spies
    accuser = t.locals[0]
    t.accuse(accuser, b)
    assert (t.result()["outcome"], t.result()["winner"]) == ("accused_spy", "locals")
    points = t.points()
    assert points[a] == points[b] == 0
    assert points[accuser] == 2
    assert all(points[p] == 1 for p in t.locals if p != accuser)


def test_with_two_spies_both_score():  # SPY-33
    t = two_spy_table()
    a, b = t.spies
    t.ok(P(b), "guess", location=t.location)
    assert t.points() == {p: (4 if p in (a, b) else 0) for p in t.state.round.players}


def test_points_add_up_over_the_rounds():  # SPY-34
    t = Table(4)
    t.play()
    first_spy = t.spy
    t.ok(P(first_spy), "guess", location=t.location)  # spy +4
    assert t.scores() == {p: (4 if p == first_spy else 0) for p in range(1, 5)}
    assert t.public()["leaders"] == [first_spy]
    assert "deal" in t.game.allowed(t.state, MODERATOR, t.now)
    t.deal()  # "Next round": dealt anew
    assert t.public()["round"] == 2 and t.public()["result"] is None
    t.start()
    second_spy = t.spy
    t.ok(P(second_spy), "guess", location=t.wrong_location())  # locals +1
    expected = {p: (4 if p == first_spy else 0) + (0 if p == second_spy else 1) for p in range(1, 5)}
    assert t.scores() == expected
    top = max(expected.values())
    assert t.public()["leaders"] == [p for p in range(1, 5) if expected[p] == top]
    history = t.public()["history"]
    assert [h["round"] for h in history] == [1, 2]
    assert history[0] == {"round": 1, "outcome": "spy_guessed", "winner": "spies",
                          "location": history[0]["location"], "spies": [first_spy]}


def test_anyone_can_be_the_spy_in_a_later_round():  # SPY-34
    t = Table(4)
    spies = set()
    for _ in range(12):
        t.deal()
        spies.add(t.spy)
        t.ok(MODERATOR, "abort_round")
    assert len(spies) > 1


def test_a_deal_is_refused_while_a_round_is_on():  # SPY-34
    t = Table(4)
    t.deal()
    t.no(MODERATOR, "deal", RejectionCode.WRONG_PHASE)
    t.start()
    t.no(MODERATOR, "deal", RejectionCode.WRONG_PHASE)


# --- leaving, aborting --------------------------------------------------------------------------


def test_the_spy_leaving_ends_the_round_without_points():  # SPY-35, SPY-38
    t = Table(5)
    t.play()
    events = t.ok(SYSTEM, "leave", seat=t.spy)
    assert [e["type"] for e in events] == ["seat_left", "round_ended"]
    assert (t.result()["outcome"], t.result()["winner"]) == ("spy_left", None)
    assert set(t.points().values()) == {0}


def test_with_two_spies_the_round_ends_when_both_leave():  # SPY-35
    t = two_spy_table()
    a, b = t.spies
    t.ok(MODERATOR, "kick", seat=a)
    assert t.phase is Phase.ASKING
    t.ok(MODERATOR, "kick", seat=b)
    assert t.result()["outcome"] == "spy_left"


def test_fewer_than_three_players_ends_the_round():  # SPY-35
    t = Table(3)
    t.play()
    t.ok(SYSTEM, "leave", seat=t.locals[0])
    assert (t.result()["outcome"], t.result()["winner"]) == ("too_few_players", None)
    assert set(t.points().values()) == {0}


def test_the_asker_leaving_passes_the_turn_in_seat_order():  # SPY-36
    t = Table(5)
    t.play()
    a = t.locals[1]
    if t.asker != a:
        t.ok(MODERATOR, "pass_turn", to=a)
    events = t.ok(SYSTEM, "leave", seat=a)
    assert [e["type"] for e in events] == ["seat_left", "turn_passed"]
    assert t.asker == a % 5 + 1
    assert t.phase is Phase.ASKING
    assert a not in t.public()["players"]


def test_a_leaver_vote_is_dropped_and_the_accusation_resolves():  # SPY-36
    t = Table(5)
    t.play()
    accuser = t.locals[0]
    t.ok(P(accuser), "accuse", target=t.spy)
    voters = sorted(t.state.round.accusation.ballot.eligible)
    for seat in voters[:-1]:
        t.ok(P(seat), "vote", yes=True)
    last = voters[-1]
    events = t.ok(MODERATOR, "kick", seat=last)
    assert [e["type"] for e in events] == ["seat_left", "accusation_closed", "round_ended"]
    assert t.result()["outcome"] == "accused_spy"
    assert last not in t.points() or t.points()[last] == 0


def test_a_leaver_who_voted_yes_is_no_longer_counted():  # SPY-36
    t = Table(6)
    t.play()
    accuser, accused = t.locals[:2]
    t.ok(P(accuser), "accuse", target=accused)
    voter = next(s for s in sorted(t.state.round.accusation.ballot.eligible) if s in t.locals)
    t.ok(P(voter), "vote", yes=True)
    assert t.public()["accusation"]["voted"] == 1
    t.ok(SYSTEM, "leave", seat=voter)
    assert t.public()["accusation"] == {
        "accuser": accuser, "accused": accused, "voted": 0, "eligible": 3,
    }


def test_the_accused_leaving_fails_the_accusation():  # SPY-36
    t = Table(5)
    t.play()
    a, b = t.locals[:2]
    t.wait(5_000)
    t.ok(P(a), "accuse", target=b)
    t.ok(SYSTEM, "leave", seat=b)
    assert t.phase is Phase.ASKING
    assert t.public()["timer"]["running"] is True
    assert t.me(a)["accused"] is True


def test_a_leaver_time_up_vote_is_dropped_and_the_vote_resolves():  # SPY-36
    t = Table(5)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c, d = t.locals
    t.suspects({a: spy, b: spy, c: spy, spy: a})
    t.ok(MODERATOR, "kick", seat=d)
    assert t.phase is Phase.LAST_GUESS and t.public()["exposed"] == spy
    assert t.public()["suspect_vote"] == {"voted": 4, "eligible": 4}


def test_votes_naming_a_leaver_are_dropped():  # SPY-36
    t = Table(5)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c, d = t.locals
    t.suspects({a: d, b: d})
    t.ok(SYSTEM, "leave", seat=d)
    assert t.public()["suspect_vote"] == {"voted": 0, "eligible": 4}
    assert t.me(a)["suspect"] is None
    t.suspects({a: spy, b: spy, c: spy, spy: a})
    assert t.phase is Phase.LAST_GUESS


def test_the_exposed_spy_leaving_ends_the_round_without_points():  # SPY-35
    t = Table(5)
    t.play()
    t.tick()
    spy = t.spy
    t.suspects({p: spy for p in t.locals} | {spy: t.locals[0]})
    assert t.phase is Phase.LAST_GUESS
    t.ok(SYSTEM, "leave", seat=spy)
    assert t.result()["outcome"] == "spy_left"
    assert set(t.points().values()) == {0}


def test_a_leaver_during_the_last_chance_changes_no_revealed_vote():  # SPY-24, SPY-25, SPY-36
    t = Table(5)
    t.play()
    t.tick()
    spy = t.spy
    a, b, c, d = t.locals
    t.suspects({a: spy, b: spy, c: d, d: c, spy: a})  # the spy alone on top, with 2 of 5
    assert t.phase is Phase.LAST_GUESS
    events = t.ok(SYSTEM, "leave", seat=a)  # without a's vote (and the vote naming a): a tie
    assert [e["type"] for e in events] == ["seat_left"]
    assert t.phase is Phase.LAST_GUESS and t.public()["exposed"] == spy
    t.ok(P(spy), "guess", location=t.wrong_location())
    assert t.result()["outcome"] == "exposed_spy_guessed_wrong"
    assert len(t.result()["suspects"]) == 5
    assert t.points() == {spy: 0, a: 0, b: 2, c: 1, d: 1}


def test_a_leaver_scores_nothing():  # SPY-36
    t = Table(5)
    t.play()
    leaver = t.locals[0]
    t.ok(SYSTEM, "leave", seat=leaver)
    t.ok(P(t.spy), "guess", location=t.wrong_location())
    assert t.points()[leaver] == 0
    assert all(t.points()[p] == 1 for p in t.locals if p != leaver)


def test_the_host_aborts_and_nobody_scores():  # SPY-37
    for stage in ("dealt", "asking", "accusation", "suspect_vote", "last_guess"):
        t = Table(4)
        t.deal()
        if stage != "dealt":
            t.start()
        if stage == "accusation":
            t.ok(P(t.locals[0]), "accuse", target=t.spy)
            t.ok(P(t.locals[1]), "vote", yes=True)
        if stage in ("suspect_vote", "last_guess"):
            t.tick()
        if stage == "last_guess":
            t.suspects({p: t.spy for p in t.locals} | {t.spy: t.locals[0]})
        assert str(t.phase) == stage
        assert "abort_round" in t.game.allowed(t.state, MODERATOR, t.now)
        t.ok(MODERATOR, "abort_round")
        assert (t.result()["outcome"], t.result()["winner"]) == ("aborted", None)
        assert set(t.points().values()) == {0}
        assert set(t.scores().values()) == {0}
    t.no(MODERATOR, "abort_round", RejectionCode.WRONG_PHASE)


def test_kick_and_leave_are_the_same_leaving():  # SPY-38
    a, b = Table(5, seed=3), Table(5, seed=3)
    for t in (a, b):
        t.play()
    seat = a.locals[0]
    a.ok(MODERATOR, "kick", seat=seat)
    b.ok(SYSTEM, "leave", seat=seat)
    assert a.state == b.state
    assert a.game.seat_numbers(a.state) == [s for s in range(1, 6) if s != seat]
    a.no(MODERATOR, "kick", RejectionCode.ALREADY_DONE, seat=seat)
    a.no(SYSTEM, "leave", RejectionCode.BAD_ARGUMENT, seat=42)


def test_leaving_in_the_lobby_frees_the_seat():  # SPY-38, SPY-01
    t = Table(3)
    t.ok(MODERATOR, "kick", seat=2)
    assert t.public()["players"] == [1, 3]
    t.no(MODERATOR, "deal", RejectionCode.TOO_FEW_PLAYERS)
    t.ok(GUEST, "join", nickname="Player 2")
    assert t.public()["players"] == [1, 3, 4]


def test_the_call_link_is_in_the_lobby_view():  # SPY-39
    t = Table(3)
    t.ok(MODERATOR, "set_options", call_link="  https://meet.example/abc  ")
    assert t.public()["options"]["call_link"] == "https://meet.example/abc"
    assert t.game.player_view(t.state, 1, t.now)["options"]["call_link"] == "https://meet.example/abc"


# --- the console -------------------------------------------------------------------------------------


def test_host_plays_hides_every_secret_from_the_console():  # SPY-02, PLT-10
    t = Table(4, {"host_plays": True})
    t.play()
    view = t.game.moderator_view(t.state, t.now)
    assert view["host_plays"] is True and "secrets" not in view
    assert view == {**t.public(), "host_plays": True, "two_spies_from": 7, "questions": 0}
    assert f'"{t.location}"' not in json.dumps(view)


def test_a_host_who_does_not_play_sees_the_secrets():  # SPY-02
    t = Table(4)
    t.deal()
    view = t.game.moderator_view(t.state, t.now)
    assert view["host_plays"] is False
    assert view["secrets"] == {
        "location": t.location,
        "spies": t.spies,
        "cards": [{"seat": p, "spy": p in t.spies, "role": t.state.round.role_of(p)}
                  for p in range(1, 5)],
    }


def test_the_host_controls_the_timer():  # PLT-14
    t = Table(4)
    t.play()
    assert t.game.allowed(t.state, MODERATOR, t.now) == [
        "pass_turn", "pause_timer", "add_time", "abort_round", "kick"]
    t.wait(10_000)
    t.ok(MODERATOR, "pause_timer")
    t.no(MODERATOR, "pause_timer", RejectionCode.ALREADY_DONE)
    assert t.game.next_deadline(t.state) is None
    t.wait(50_000)
    t.ok(MODERATOR, "add_time", seconds=-30)
    t.no(MODERATOR, "add_time", RejectionCode.BAD_ARGUMENT, seconds=0)
    assert t.public()["timer"] == {"total_ms": 480_000, "left_ms": 440_000, "running": False}
    t.ok(MODERATOR, "resume_timer")
    assert t.game.next_deadline(t.state) == t.now + 440_000
    t.ok(MODERATOR, "add_time", seconds=-1000)
    assert t.game.next_deadline(t.state) == t.now
    t.ok(SYSTEM, "tick")
    assert t.phase is Phase.SUSPECT_VOTE
    t.no(MODERATOR, "add_time", RejectionCode.WRONG_PHASE, seconds=60)


def test_a_restart_pauses_a_running_timer():  # PLT-03
    t = Table(4)
    t.play()
    t.wait(20_000)
    t.ok(SYSTEM, "restored")
    assert t.public()["timer"] == {"total_ms": 480_000, "left_ms": 460_000, "running": False}
    t.no(SYSTEM, "restored", RejectionCode.ALREADY_DONE)


def test_bad_requests_are_refused_values():  # PLT-11
    t = Table(4)
    t.no(MODERATOR, "undo", RejectionCode.UNKNOWN_REQUEST)
    t.no(MODERATOR, "fly", RejectionCode.UNKNOWN_REQUEST)
    t.no(P(1), "deal", RejectionCode.NOT_ALLOWED)
    t.no(GUEST, "card_seen", RejectionCode.NOT_ALLOWED)
    t.no(MODERATOR, "set_options", RejectionCode.BAD_ARGUMENT, minutes="8")
    t.no(MODERATOR, "kick", RejectionCode.BAD_ARGUMENT)
    t.no(MODERATOR, "kick", RejectionCode.BAD_ARGUMENT, seat=1, why="x")
    t.no(P(1), "card_seen", RejectionCode.WRONG_PHASE)
    t.no(Actor(P(1).kind), "card_seen", RejectionCode.WRONG_PHASE)
    t.play()
    t.no(Actor(P(1).kind), "card_seen", RejectionCode.NOT_A_PLAYER)
    assert t.game.allowed(t.state, Actor(P(1).kind), t.now) == []


def test_the_protocol_requests_and_senders():  # PLT-11
    game = make_game()
    kinds = {name: {str(k) for k in rs.senders} for name, rs in game.requests.items()}
    assert kinds == {
        **{n: {"player"} for n in ("card_seen", "question_asked", "accuse", "vote", "guess",
                                    "cross_out", "suspect")},
        **{n: {"moderator"} for n in ("set_options", "deal", "start_round", "pass_turn",
                                       "pause_timer", "resume_timer", "add_time", "abort_round",
                                       "kick")},
        "join": {"guest"}, "tick": {"system"}, "leave": {"system"}, "restored": {"system"},
    }
    args = {name: {k: v.value for k, v in rs.args.items()} for name, rs in game.requests.items()}
    assert args["question_asked"] == {"answerer": "seat"}
    assert args["cross_out"] == {"location": "id", "crossed": "bool"}
    assert args["set_options"] == {"deck?": "id", "minutes?": "int", "two_spies?": "bool",
                                   "call_link?": "text", "host_plays?": "bool"}
    assert args["pass_turn"] == {"to?": "seat"}
    assert args["add_time"] == {"seconds": "int"}


def test_the_round_end_is_revealing():  # PLT-04
    game = make_game()
    assert {"cards_dealt", "round_ended", "spy_exposed", "spy_guessed"} <= game.revealing_events


# --- replay ----------------------------------------------------------------------------------------


def test_replay_gives_the_same_state():  # PLT-02
    t = Table(7, {"two_spies": True, "minutes": 5}, seed=11)
    t.play()
    t.ok(P(t.spies[0]), "cross_out", location="loc_2", crossed=True)
    t.wait(30_000)
    t.ok(P(t.asker), "question_asked",
         answerer=next(p for p in t.state.round.players if p != t.asker))
    t.ok(P(t.locals[0]), "accuse", target=t.locals[1])
    t.ok(P(t.spies[1]), "vote", yes=False)
    t.ok(GUEST, "join", nickname="Late")
    t.tick()
    t.suspects({p: t.spies[0] for p in t.state.round.players if p != t.spies[0]})
    t.ok(P(t.spies[0]), "suspect", target=t.locals[0])
    t.ok(P(t.spies[0]), "guess", location=t.wrong_location())
    t.deal()
    t.start()
    journal = json.loads(json.dumps(t.events))
    assert t.game.replay(t.options, t.seed, journal) == t.state
    assert t.game.replay(t.options, t.seed, journal[:5]) != t.state
