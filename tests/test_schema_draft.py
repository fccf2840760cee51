"""``tools/schema_draft.py``: a new game's view schema drafted from a table it really played (a real
journal, replayed from its seed as a restart does), so the game's author starts from every field
its views carry (PLT-11)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from net.content import make_game
from net.journal import Journal
from net.table import Table
from rules.core import MODERATOR, Actor, Rejection, Request
from tools import protocol_refusals

ROOT = Path(__file__).resolve().parents[1]


def _play_a_spy_round(journal_path: Path) -> list[tuple[str, dict[str, Any]]]:
    """Four players, a round with questions and an accusation, then the next deal: every view seen."""
    journal = Journal(journal_path)
    now = [1_700_000_000_000]
    table = Table.create(make_game("spy"), journal, code="24680", seed=3, clock=lambda: now[0])
    seen: list[tuple[str, dict[str, Any]]] = []

    def look() -> None:
        seen.append(("board", table.public_view()["game"]))
        seen.append(("moderator", table.moderator_view()["game"]))
        for seat in table.state.seats.numbers():
            seen.append(("player", table.view_for(Actor.player(seat))["game"]))

    def send(actor: Actor, rtype: str, **args: Any) -> None:
        now[0] += 1000
        result = table.submit(actor, Request(rtype, args))
        assert not isinstance(result, Rejection), (rtype, result)
        look()

    for name in ("Ola", "Bartek", "Zosia", "Iwo"):
        assert isinstance(table.join(name), tuple)
        look()
    send(MODERATOR, "deal")
    for seat in (1, 2, 3, 4):
        send(Actor.player(seat), "card_seen")
    send(MODERATOR, "start_round")
    asker = table.public_view()["game"]["asker"]
    send(Actor.player(asker), "question_asked", answerer=next(s for s in (1, 2, 3, 4) if s != asker))
    accuser = next(s for s in (1, 2, 3, 4) if s != asker)
    send(Actor.player(accuser), "accuse", target=asker)
    send(MODERATOR, "abort_round")
    send(MODERATOR, "deal")
    table.close()
    journal.close()
    return seen


def test_a_draft_fits_every_view_the_table_sent_and_nothing_else(tmp_path: Path) -> None:  # PLT-11
    journal = tmp_path / "journal.sqlite3"
    seen = _play_a_spy_round(journal)
    done = subprocess.run([sys.executable, "tools/schema_draft.py", str(journal)], cwd=ROOT, capture_output=True,
                          text=True, encoding="utf-8", check=False)
    assert done.returncode == 0, done.stderr
    draft = json.loads(done.stdout)
    Draft202012Validator.check_schema(draft)
    assert draft["$id"].endswith("/spy.json")
    validators = {role: Draft202012Validator({**draft, "$ref": f"#/$defs/{role}"})
                  for role in ("board", "player", "moderator")}
    for role, view in seen:
        errors = [e.message for e in validators[role].iter_errors(view)]
        assert not errors, (role, errors[:3])
    # strict: a field more, a field of another type, a field missing that every view had
    board = next(view for role, view in seen if role == "board" and view["phase"] == "asking")
    more = {**copy.deepcopy(board), "extra": 1}
    retyped = {**copy.deepcopy(board), "round": "one"}
    fewer = {k: v for k, v in board.items() if k != "phase"}
    for wrong in (more, retyped, fewer):
        assert not validators["board"].is_valid(wrong)
    # what the hand-written schema requires of a board's view, the draft found too
    written = json.loads((ROOT / "docs" / "protocol" / "schema" / "spy.json").read_text(encoding="utf-8"))
    required = set(written["$defs"]["public_fields"].get("required", []))
    assert required and required <= set(draft["$defs"]["public_fields"]["properties"])
    # a player's card is in the player's draft and never in the board's
    assert "me" in draft["$defs"]["player"]["properties"]
    assert "me" not in draft["$defs"]["public_fields"]["properties"]
    assert "secrets" in draft["$defs"]["moderator"]["properties"]
    assert "phase" not in draft["$defs"]["moderator"]["properties"]  # the public fields are written once


def test_the_protocol_page_tool_makes_its_field_table_from_a_draft(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-11
    """The walk's next step after the draft (docs/adding-a-game.md): ``protocol_refusals.py --write``
    lists the fields of the drafted schema, the public ones, a player's and the console's."""
    journal = tmp_path / "journal.sqlite3"
    _play_a_spy_round(journal)
    done = subprocess.run([sys.executable, "tools/schema_draft.py", str(journal)], cwd=ROOT, capture_output=True,
                          text=True, encoding="utf-8", check=False)
    assert done.returncode == 0, done.stderr
    (tmp_path / "spy.json").write_text(done.stdout, encoding="utf-8")
    monkeypatch.setattr(protocol_refusals, "SCHEMAS", tmp_path)
    table = protocol_refusals.fields("spy")
    for row in ("| `phase` |", "| `me.card` |", "| `secrets` |", "| `me.status` |"):
        assert row in table, table


def test_a_journal_without_the_table_asked_for_is_refused_by_name(tmp_path: Path) -> None:
    journal = tmp_path / "journal.sqlite3"
    _play_a_spy_round(journal)
    done = subprocess.run([sys.executable, "tools/schema_draft.py", str(journal), "--table", "nope"], cwd=ROOT,
                          capture_output=True, text=True, encoding="utf-8", check=False)
    assert done.returncode != 0
    assert "no table 'nope'" in done.stderr and "(spy)" in done.stderr
    missing = subprocess.run([sys.executable, "tools/schema_draft.py", str(tmp_path / "none.sqlite3")], cwd=ROOT,
                             capture_output=True, text=True, encoding="utf-8", check=False)
    assert missing.returncode != 0 and "no such journal" in missing.stderr
