"""Whole spy rounds played by 5–10 phones over real WebSockets on loopback, one per ending.

The phones use only the protocol; the moderator presses the console's buttons (requests to the
table as the console sends them). Clauses: SPY-07..SPY-37, PLT-06, PLT-10.
"""

from __future__ import annotations

import asyncio

import pytest

from net import table as table_module
from tests.net.phones import Phone, SpyTable, spy_table

NAMES = ("Ola", "Taras", "Marta", "Ivan", "Zosia", "Bohdan", "Kasia", "Petro", "Lena", "Jurek")


async def deal_and_start(st: SpyTable, players: int, **options: object) -> tuple[list[Phone], list[Phone], str]:
    phones = await st.seat(*NAMES[:players])
    if options:
        st.moderator("set_options", **options)
    st.moderator("deal")
    await st.settle()
    for phone in phones:  # SPY-07: every card starts closed; the player opens it
        assert phone.game["phase"] == "dealt"
        assert (await phone.send("card_seen"))["type"] == "ack"
    await st.settle()
    assert sorted(phones[0].game["seen"]) == sorted(p.seat for p in phones)  # SPY-08
    st.moderator("start_round")
    await st.settle()
    spies = [p for p in phones if p.me["card"]["spy"]]
    locals_ = [p for p in phones if not p.me["card"]["spy"]]
    location = st.secrets()["location"]
    for p in locals_:  # SPY-14
        assert p.me["card"]["location"] == location and p.me["card"]["role"]
    return spies, locals_, location


def points(phone: Phone) -> dict[int, int]:
    return {row["seat"]: row["points"] for row in phone.game["result"]["points"]}


async def accuse_all_yes(st: SpyTable, accuser: Phone, accused: Phone) -> None:
    assert (await accuser.send("accuse", target=accused.seat))["type"] == "ack"
    await st.settle()
    assert accuser.game["phase"] == "accusation" and not accuser.game["timer"]["running"]  # SPY-17
    voters = [p for p in st.phones if p.seat not in (accuser.seat, accused.seat)]
    for voter in voters:
        assert (await voter.send("vote", yes=True))["type"] == "ack"
    await st.settle()


async def test_unanimous_accusation_of_the_spy_wins_for_the_locals(tmp_path):  # SPY-19, SPY-31, SPY-32
    async with spy_table(tmp_path) as st:
        spies, locals_, location = await deal_and_start(st, 5)
        accuser = locals_[0]
        await accuse_all_yes(st, accuser, spies[0])
        result = accuser.game["result"]
        assert (result["outcome"], result["winner"], result["location"]) == ("accused_spy", "locals", location)
        pts = points(accuser)
        assert pts[accuser.seat] == 2  # +1 locals win, +1 the accuser's bonus (SPY-32)
        assert all(pts[p.seat] == 1 for p in locals_[1:]) and pts.get(spies[0].seat, 0) == 0
        # SPY-20: who voted how is shown after the round (the accuser's yes is automatic, SPY-18)
        votes = {v["seat"]: v["yes"] for v in result["accusations"][0]["votes"]}
        assert votes == {p.seat: True for p in locals_[1:]}


async def test_framing_an_innocent_wins_for_the_spy(tmp_path):  # SPY-19, SPY-21, SPY-28
    async with spy_table(tmp_path) as st:
        spies, locals_, _ = await deal_and_start(st, 6)
        await accuse_all_yes(st, spies[0], locals_[0])
        result = spies[0].game["result"]
        assert (result["outcome"], result["winner"]) == ("accused_innocent", "spies")
        assert points(spies[0])[spies[0].seat] == 4


async def test_a_single_no_fails_the_accusation_and_the_timer_resumes(tmp_path):  # SPY-20, SPY-17
    async with spy_table(tmp_path) as st:
        spies, locals_, _ = await deal_and_start(st, 5)
        accuser, accused = locals_[0], spies[0]
        await accuser.send("accuse", target=accused.seat)
        await st.settle()
        left_at_vote = accuser.game["timer"]["left_ms"]
        voters = [p for p in st.phones if p.seat not in (accuser.seat, accused.seat)]
        await voters[0].send("vote", yes=True)
        await st.settle()
        # the tally shows how many voted, never who (SPY-20)
        assert accused.game["accusation"] == {"accuser": accuser.seat, "accused": accused.seat,
                                              "voted": 1, "eligible": len(voters)}
        await asyncio.sleep(0.3)
        await voters[1].send("vote", yes=False)
        await st.settle()
        game = accuser.game
        assert game["phase"] == "asking" and game["timer"]["running"] and game["result"] is None
        assert game["timer"]["left_ms"] <= left_at_vote and left_at_vote - game["timer"]["left_ms"] < 250
        # SPY-17: once per round
        again = await accuser.send("accuse", target=accused.seat)
        assert again["type"] == "error"


@pytest.mark.parametrize("right", [True, False])
async def test_the_spy_guesses_the_location(tmp_path, right):  # SPY-22, SPY-27, SPY-31
    async with spy_table(tmp_path) as st:
        spies, locals_, location = await deal_and_start(st, 7)
        spy = spies[0]
        guess = location if right else next(
            loc for loc in ("city_pool", "marshrutka", "dacha", "airport") if loc != location)
        assert (await spy.send("guess", location=guess))["type"] == "ack"
        await st.settle()
        result = spy.game["result"]
        if right:
            assert (result["outcome"], result["winner"]) == ("spy_guessed", "spies")
            assert points(spy)[spy.seat] == 4
        else:
            assert (result["outcome"], result["winner"]) == ("spy_guessed_wrong", "locals")
            assert all(points(spy)[p.seat] == 1 for p in locals_)


async def time_up(st: SpyTable, minutes: int = 5) -> None:
    st.moderator("add_time", seconds=-minutes * 60)  # the clock runs out now
    await st.phones[0].wait(lambda: st.phones[0].game.get("phase") == "suspect_vote", 3)
    await st.settle()


@pytest.mark.parametrize("last_guess_right", [True, False])
async def test_time_up_the_spy_is_exposed_and_has_a_last_chance(tmp_path, last_guess_right):  # SPY-23, SPY-24, SPY-25, SPY-30, SPY-32a
    """SPY-23, SPY-24, SPY-25, SPY-30, SPY-32a"""
    async with spy_table(tmp_path, minutes=5) as st:
        spies, locals_, location = await deal_and_start(st, 5)
        await time_up(st)
        assert st.phones[0].game["suspect_vote"] == {"voted": 0, "eligible": 5}
        spy = spies[0]
        # a vote can be changed until everyone has voted (SPY-23)
        await locals_[0].send("suspect", target=locals_[1].seat)
        await locals_[0].send("suspect", target=spy.seat)
        assert locals_[0].me["suspect"] == spy.seat
        for p in locals_[1:]:
            await p.send("suspect", target=spy.seat)
        await spy.send("suspect", target=locals_[0].seat)  # the spy votes too
        await st.settle()
        assert spy.game["phase"] == "last_guess" and spy.game["exposed"] == spy.seat
        guess = location if last_guess_right else next(
            loc for loc in ("city_pool", "dacha") if loc != location)
        await spy.send("guess", location=guess)
        await st.settle()
        result = spy.game["result"]
        pts = points(spy)
        if last_guess_right:
            assert result["outcome"] == "exposed_spy_guessed" and pts[spy.seat] == 2  # SPY-30
            assert all(pts[p.seat] == 1 for p in locals_)  # SPY-32a: the bonus stays
        else:
            assert result["outcome"] == "exposed_spy_guessed_wrong"
            assert all(pts[p.seat] == 2 for p in locals_)  # win +1, bonus +1
        assert {v["seat"]: v["target"] for v in result["suspects"]}[spy.seat] == locals_[0].seat


async def test_time_up_a_tie_lets_the_spy_hide(tmp_path):  # SPY-26, SPY-29
    async with spy_table(tmp_path, minutes=8) as st:
        spies, locals_, _ = await deal_and_start(st, 6)
        spy = spies[0]
        await time_up(st, 8)
        a, b = locals_[0], locals_[1]
        # three votes for a local, three for the spy: a tie for the most
        votes = {locals_[2]: a, locals_[3]: a, locals_[4]: a, a: spy, b: spy, spy: b}
        for voter, target in votes.items():
            await voter.send("suspect", target=target.seat)
        await st.settle()
        result = spy.game["result"]
        assert (result["outcome"], result["winner"]) == ("spy_hid", "spies")
        pts = points(spy)
        assert pts[spy.seat] == 2 and pts[a.seat] == 1 and pts[b.seat] == 1  # bonus for naming the spy


async def test_abort_round_nobody_scores(tmp_path):  # SPY-37
    async with spy_table(tmp_path) as st:
        await deal_and_start(st, 5)
        st.moderator("abort_round")
        await st.settle()
        result = st.phones[0].game["result"]
        assert result["outcome"] == "aborted" and result["winner"] is None
        assert all(row["points"] == 0 for row in result["points"])


async def test_the_spy_leaving_ends_the_round_with_no_points(tmp_path, monkeypatch):  # SPY-35, SPY-38
    monkeypatch.setattr(table_module, "LEAVE_GRACE_S", 0.3)
    async with spy_table(tmp_path) as st:
        spies, locals_, _ = await deal_and_start(st, 5)
        await spies[0].close()  # the spy's phone goes away and stays away
        await locals_[0].wait(lambda: locals_[0].game.get("result") is not None, 3)
        assert locals_[0].game["result"]["outcome"] == "spy_left"


async def test_a_local_leaving_passes_the_turn_and_play_goes_on(tmp_path):  # SPY-36
    async with spy_table(tmp_path, seed=5) as st:
        _spies, locals_, _ = await deal_and_start(st, 5)
        asker = st.by_seat(st.phones[0].game["asker"])
        leaver = asker if asker in locals_ else locals_[0]
        st.moderator("kick", seat=leaver.seat)
        remaining = [p for p in st.phones if p is not leaver]
        await remaining[0].wait(lambda: leaver.seat not in remaining[0].game["players"]
                                or remaining[0].game["asker"] != leaver.seat, 3)
        game = remaining[0].game
        assert game["phase"] == "asking" and game["asker"] != leaver.seat
        assert game["asker"] in {p.seat for p in remaining}


async def test_two_spies_at_seven_players_do_not_know_each_other(tmp_path):  # SPY-06, SPY-33
    async with spy_table(tmp_path) as st:
        spies, locals_, _ = await deal_and_start(st, 7, two_spies=True)
        assert len(spies) == 2
        for spy in spies:
            other = next(s for s in spies if s is not spy)
            assert str(other.seat) not in str(spy.me)  # a spy's own card names no one
        await accuse_all_yes(st, spies[0], locals_[0])
        pts = points(locals_[0])
        assert pts[spies[0].seat] == 4 and pts[spies[1].seat] == 4


async def test_ten_phones_a_question_chain_and_a_late_observer(tmp_path):  # SPY-09, SPY-11, SPY-16
    async with spy_table(tmp_path) as st:
        await deal_and_start(st, 10)
        asker = st.by_seat(st.phones[0].game["asker"])
        answerer = next(p for p in st.phones if p is not asker)
        assert (await asker.send("question_asked", answerer=answerer.seat))["type"] == "ack"
        # not straight back to the one who just asked you
        back = await answerer.send("question_asked", answerer=asker.seat)
        assert back["type"] == "error" and back["code"] == "bad_argument"
        third = next(p for p in st.phones if p not in (asker, answerer))
        assert (await answerer.send("question_asked", answerer=third.seat))["type"] == "ack"
        await st.settle()
        assert st.phones[0].game["chain"][-2:] == [
            {"asker": asker.seat, "answerer": answerer.seat}, {"asker": answerer.seat, "answerer": third.seat}]
        # a phone that joins mid-round watches (there is no 11th seat: it is refused, table full)
        late = Phone(st.url)
        st.moderator("kick", seat=third.seat)
        await late.join(st.table.code, "Late")
        st.phones.append(late)
        assert late.me["status"] == "observer" and late.me["card"] is None
        await late.close()
