"""The spy game's board scene (PLT-13): what the projector and every TV show, from the public
view only (PLT-05), in four languages (PLT-11)."""

from __future__ import annotations

import json

from rules.core import MODERATOR
from rules.core.board import LANGS, pick
from tests.rules.board import block, texts

from .tables import P, Table, two_spy_table


def test_lobby_shows_the_way_in_and_the_options() -> None:  # PLT-02, SPY-05
    t = Table(players=3, options={"minutes": 8})
    s = t.board()
    join = block(s, "join")
    assert join["code"] == "12345" and join["url"].startswith("http://")
    assert "Player 1, Player 2, Player 3" in pick(join["people"], "en")
    assert "8 хв" in texts(s, "uk")
    assert s["moment"] == "lobby"


def test_while_cards_are_looked_at_the_board_counts_who_looked_never_shows_a_card() -> None:  # SPY-15
    t = Table(players=4)
    t.deal()
    t.ok(P(1), "card_seen")
    s = t.board()
    assert pick(block(s, "seen")["text"], "en") == "Looked: 1 of 4" or "1" in pick(block(s, "seen")["text"], "en")
    assert block(s, "progress") == {"kind": "progress", "id": "progress", "n": 1, "m": 4}
    location = t.location
    assert location not in json.dumps(s) and "Place" not in texts(s)  # the location never shows


def test_an_accusation_shows_how_many_voted_never_who() -> None:  # SPY-20
    t = Table(players=5)
    t.play()
    t.ok(P(1), "accuse", target=2)
    t.ok(P(3), "vote", yes=True)
    s = t.board()
    assert block(s, "progress")["n"] == 1
    assert "Player 1" in texts(s) and "Player 2" in texts(s)
    assert '"yes"' not in json.dumps(s)


def test_the_result_names_the_spies_in_the_singular_or_plural() -> None:  # SPY-06, SPY-31
    one = Table(players=4)
    one.play()
    one.accuse(one.locals[0], one.spy)
    s = one.board()
    assert s["moment"] == "round_over" and s["cue"] == "results"
    spies_row = block(s, "facts")["rows"]
    assert any(pick(r["cells"][0], "uk") == "Шпигун" for r in spies_row)
    two = two_spy_table()
    two.ok(MODERATOR, "abort_round")
    s2 = two.board()
    assert "Шпигуни" in texts(s2, "uk")
    assert "Place" in texts(s2)  # the location shows once the round is over


def test_every_text_of_a_scene_is_in_four_languages() -> None:  # PLT-11
    t = Table(players=4)
    t.play()
    for lang in LANGS:
        assert texts(t.board(), lang)
    ru = texts(t.board(), "ru")
    assert "Round" not in ru and "Раунд 1" in ru
