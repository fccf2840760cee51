"""The protocol of a table: JSON and a printable page, from the journal (PLT-18)."""

from __future__ import annotations

import json

from net.content import make_game
from net.journal import Journal
from net.table import Table
from rules.core import MODERATOR, Actor, Request


def test_protocol_has_every_request_the_undone_ones_marked_and_prints_safely(tmp_path):  # PLT-18, PLT-04
    journal = Journal(tmp_path / "j.sqlite3")
    table = Table.create(make_game("spy"), journal, code="13579", seed=4)
    for name in ("Ola", "<b>Taras</b>", "Marta"):
        table.join(name)
    table.submit(MODERATOR, Request("deal"))
    table.submit(MODERATOR, Request("start_round"))
    table.submit(MODERATOR, Request("pause_timer"))
    table.undo()
    spy = table.moderator_view()["game"]["secrets"]["spies"][0]
    location = table.moderator_view()["game"]["secrets"]["location"]
    table.submit(Actor.player(spy), Request("guess", {"location": location}))

    data = table.protocol_json()
    json.dumps(data)  # plain data
    assert data["table"]["code"] == "13579" and data["table"]["game"] == "spy"
    kinds = [(e["request"]["type"], e["status"]) for e in data["entries"]]
    assert ("pause_timer", "undone") in kinds and kinds[-1] == ("guess", "ok")
    assert data["final"]["history"][0]["outcome"] == "spy_guessed"

    page = table.protocol_html("pl", {"spy_guessed": "Szpieg zgadł miejsce"})
    assert "<b>Taras</b>" not in page and "&lt;b&gt;Taras&lt;/b&gt;" in page
    assert "Protokół gry" in page and "Szpieg zgadł miejsce" in page
    assert 'class=undone' in page and "cofnięto" in page
    journal.close()


def test_a_mafia_protocol_has_each_game_and_leaves_out_who_opted_out(tmp_path):  # MAF-24
    """MAF-24: the exported protocol has each game's own protocol (composition, place — role —
    nick, events, result, points), as JSON and as a page, and never the name of a player who opted
    out of publication: not in the seats, the games, the final view or the journal."""
    journal = Journal(tmp_path / "j.sqlite3")
    table = Table.create(make_game("mafia"), journal, code="24680", seed=7)
    names = ["Ola", "Taras", "Zofia Tajna", *(f"Gracz {i}" for i in range(4, 11))]
    for name in names:
        seat, _ = table.join(name)
        for request, args in (("sign_up", {"adult": True}), ("confirm_evening", {})):
            assert not hasattr(table.submit(Actor.player(seat), Request(request, args)), "code")
    hidden = 3
    assert not hasattr(table.submit(Actor.player(hidden), Request("publication", {"publish": False})), "code")
    for request in ("seat_players", "deal", "start_game", "abort_game"):
        result = table.submit(MODERATOR, Request(request))
        assert not hasattr(result, "code"), (request, result)

    data = table.protocol_json()
    text = json.dumps(data, ensure_ascii=False)
    assert "Zofia Tajna" not in text
    assert "Ola" in text and "Taras" in text  # everyone else stays named
    [game] = data["games"]
    assert game["game"] == 1 and len(game["table"]) == 10
    withheld = [p for p in game["table"] if p["nickname"] is None]
    assert len(withheld) == 1 and all(p["role"] for p in game["table"])
    assert {s["seat"]: s["nickname"] for s in data["seats"]}[hidden] is None
    page = table.protocol_html("ru")
    assert "Zofia Tajna" not in page and "Taras" in page and "Игры" in page
    journal.close()
