"""Club mafia's evening across games: the history, the first out, the reserve (MAF-02, MAF-17,
MAF-20)."""

from __future__ import annotations

from rules.mafia.state import Phase

from .tables import GAME, P, Table

BASIC = {"boss": 1, "mafia": 1, "commissar": 1, "doctor": 1, "civilian": 6}


def test_the_history_lists_the_game_just_over_with_the_totals() -> None:  # MAF-01
    """MAF-01: each game of the evening is its own record; once a game is over the evening's
    history shows it at once, as the totals count its points."""
    t = Table(seed=21)
    t.start(BASIC)
    for _ in range(3):
        t.host("foul", place=t.one("boss"))
    for _ in range(3):
        t.host("foul", place=t.one("mafia"))
    assert t.phase is Phase.GAME_OVER and t.m.result == "reds"
    view = GAME.public_view(t.state, t.now)
    assert view["history"] == [{"game": 1, "result": "reds"}]
    assert sum(row["points"] for row in view["totals"]) == 8  # eight reds
    t.seat(BASIC)
    assert GAME.public_view(t.state, t.now)["history"] == [{"game": 1, "result": "reds"}]


def test_the_maniac_who_goes_with_the_kamikaze_is_first_out_with_him() -> None:  # MAF-17, MAF-20
    """MAF-17, MAF-20: the night's departures are simultaneous, so when the kamikaze and the maniac
    are the game's first to leave, both are immune in the next game."""
    t = Table(seed=10)
    t.add(12)
    t.start({"boss": 1, "mafia": 1, "maniac": 1, "kamikaze": 1, "commissar": 1, "civilian": 7})
    t.to_circle()
    t.circle()
    kamikaze, maniac = t.one("kamikaze"), t.one("maniac")
    seats = {t.m.player(p).seat for p in (kamikaze, maniac)}  # type: ignore[union-attr]
    t.night(maniac=kamikaze)
    t.host("morning")
    assert not t.m.is_alive(kamikaze) and not t.m.is_alive(maniac)
    assert set(t.m.first_out) == seats
    t.host("abort_game")
    t.seat()
    assert {t.m.player(p).seat for p in t.m.immune} == seats  # type: ignore[union-attr]


def test_no_one_moves_in_while_the_line_up_is_over_a_lowered_capacity() -> None:  # MAF-02
    """MAF-02: the reserve moves in when a seat frees; a line-up the host made smaller than it is
    has no free seat until it is below the capacity."""
    t = Table(seed=22)
    t.add(17)  # 15 in the line-up, 2 in the reserve
    assert len(t.state.lineup) == 15 and len(t.state.reserve) == 2
    t.host("set_options", capacity=13)
    first, second = t.state.reserve
    t.host("remove_player", seat=t.state.lineup[0])
    t.host("remove_player", seat=t.state.lineup[0])
    assert len(t.state.lineup) == 13 and t.state.reserve == (first, second)
    seat = t.state.lineup[0]
    t.ok(P(seat), "withdraw")
    assert len(t.state.lineup) == 13 and t.state.lineup[-1] == first and list(t.state.reserve) == [second]
