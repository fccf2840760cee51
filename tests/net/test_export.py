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
