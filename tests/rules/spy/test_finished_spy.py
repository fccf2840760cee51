"""The spy game's finished rounds, as the club's records take them (PLT-17): each round's outcome,
points and winners, growing round by round and never changing afterwards."""

from __future__ import annotations

from rules.core import MODERATOR, Game

from .tables import P, Table, two_spy_table


def points_of(t: Table) -> list[dict[str, int]]:
    return [{"seat": s, "points": p} for s, p in sorted(t.points().items())]


def test_no_round_finished_yet() -> None:  # PLT-17
    """PLT-17: the lobby, dealt cards and a running round have nothing to record."""
    t = Table(4)
    assert t.game.finished(t.state) == []
    t.play()
    assert t.game.finished(t.state) == []


def test_the_locals_win_and_every_local_is_a_winner() -> None:  # PLT-17
    """PLT-17: a unanimous accusation of the spy: the locals win, their points are the round's."""
    t = Table(5)
    t.play()
    t.accuse(t.locals[0], t.spy)
    [entry] = t.game.finished(t.state)
    assert entry == {"round": 1, "outcome": "accused_spy", "points": points_of(t), "winners": t.locals}
    assert all(row["points"] > 0 for row in entry["points"] if row["seat"] in t.locals)


def test_the_spy_guesses_and_wins_alone() -> None:  # PLT-17
    """PLT-17: a right guess: the spy is the only winner."""
    t = Table(4)
    t.play()
    t.ok(P(t.spy), "guess", location=t.location)
    [entry] = t.game.finished(t.state)
    assert (entry["outcome"], entry["winners"]) == ("spy_guessed", [t.spy])
    assert {row["seat"]: row["points"] for row in entry["points"]}[t.spy] == 4


def test_both_spies_win_together() -> None:  # PLT-17
    """PLT-17, SPY-33: with two spies both are winners of a spies' round."""
    t = two_spy_table()
    t.ok(P(t.spies[0]), "guess", location=t.location)
    [entry] = t.game.finished(t.state)
    assert entry["winners"] == t.spies


def test_an_aborted_round_has_no_winners() -> None:  # PLT-17
    """PLT-17, SPY-37: an aborted round is recorded with its outcome, no points and no winners."""
    t = Table(3)
    t.play()
    t.ok(MODERATOR, "abort_round")
    [entry] = t.game.finished(t.state)
    assert entry["outcome"] == "aborted" and entry["winners"] == []
    assert {row["points"] for row in entry["points"]} == {0}


def test_a_local_who_left_is_not_a_winner() -> None:  # PLT-17
    """PLT-17, SPY-36: a seat that left during the round scores nothing and did not win."""
    t = Table(5)
    t.play()
    gone = t.locals[-1]
    t.ok(MODERATOR, "kick", seat=gone)
    t.ok(P(t.spy), "guess", location=t.wrong_location())
    [entry] = t.game.finished(t.state)
    assert entry["outcome"] == "spy_guessed_wrong"
    assert entry["winners"] == [s for s in t.locals if s != gone]
    assert {row["seat"]: row["points"] for row in entry["points"]}[gone] == 0


def test_the_list_grows_and_a_finished_round_never_changes() -> None:  # PLT-17
    """PLT-17: the next deal and the next round add an entry; the first stays as it was."""
    t = Table(4)
    t.play()
    t.ok(P(t.spy), "guess", location=t.location)
    first = t.game.finished(t.state)
    t.deal()
    assert t.game.finished(t.state) == first
    for seat in t.state.round_players():
        t.ok(P(seat), "card_seen")
    t.start()
    t.ok(P(t.spy), "guess", location=t.wrong_location())
    both = t.game.finished(t.state)
    assert [e["round"] for e in both] == [1, 2] and both[0] == first[0]
    assert both[1]["outcome"] == "spy_guessed_wrong"


def test_a_game_without_records_finishes_nothing() -> None:  # PLT-17
    """PLT-17: the contract's default is an empty list."""
    assert Game().finished(object()) == []
