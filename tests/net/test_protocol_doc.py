"""The written protocol (docs/protocol) and its JSON Schemas say what the console does: the tables
read from the code are current, every request and flag is written down, every error code is in the
schema, and the schema check refuses a frame that drifts (the check of every frame is tests/schemas.py)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from net import protocol as p
from net.content import GAMES, make_game
from net.journal import Journal
from net.records import RecordsErrorCode
from net.table import Table
from rules.core import MODERATOR, Actor, ActorKind, Rejection, RejectionCode, Request
from tests import schemas
from tools import protocol_refusals, protocol_schemas

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "protocol"


def test_the_tables_read_from_the_code_are_current() -> None:  # PLT-11
    """Each game page's refusals (from the guards and handlers) and fields (from the schema) are
    what tools/protocol_refusals.py makes of the code now."""
    for game in GAMES:
        text = (DOCS / f"{game}.md").read_text(encoding="utf-8")
        assert protocol_refusals.page_with_tables(text, game) == text, (
            f"docs/protocol/{game}.md is out of date: run tools/protocol_refusals.py --write")


def _section(text: str, title: str) -> str:
    start = text.index(title)
    end = text.find("\n## ", start + 1)
    return text[start:end if end > 0 else len(text)]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_request_of_a_game_is_written_down_where_its_sender_looks(game_id: str) -> None:  # PLT-11
    text = (DOCS / f"{game_id}.md").read_text(encoding="utf-8")
    phone = _section(text, "## Requests from a phone")
    console = _section(text, "## Requests from the console")
    game = make_game(game_id)
    for name, rs in game.requests.items():
        row = re.compile(rf"^\|[^|\n]*`{name}`", re.M)
        if ActorKind.PLAYER in rs.senders:
            assert row.search(phone), f"{game_id}: {name} is not in its phone requests"
        if ActorKind.MODERATOR in rs.senders:
            assert row.search(console), f"{game_id}: {name} is not in its console requests"
        assert f"`{name}`" in _section(text, "## Refusals"), name


def test_every_flag_of_the_headless_table_is_written_down() -> None:  # PLT-03
    readme = (DOCS / "README.md").read_text(encoding="utf-8")
    channel = _section(readme, "## The headless table")
    source = (ROOT / "net" / "__main__.py").read_text(encoding="utf-8")
    seen = re.findall(r'add_argument\("(--[a-z-]+)"', source)
    assert seen and "--public-url" in seen
    for flag in seen:
        assert f"`{flag}" in channel, f"{flag} is not written down"
    for line in ('{"type": "view"}', '{"type": "reissue_token", "args": {"seat": 3}}', '"bad_json"'):
        assert line in channel


def test_the_schemas_are_schemas_and_name_their_files() -> None:  # PLT-11
    for path in sorted((DOCS / "schema").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(doc)
        assert doc["$id"].endswith("/" + path.name), path.name


def test_the_error_schema_knows_every_code_a_client_can_get() -> None:  # PLT-11, PLT-17
    doc = json.loads((DOCS / "schema" / "error.json").read_text(encoding="utf-8"))
    registration = {RecordsErrorCode.NAME_TAKEN, RecordsErrorCode.PASSWORD_TOO_SHORT,
                    RecordsErrorCode.PASSWORD_TOO_LONG, RecordsErrorCode.BAD_NICKNAME}
    codes = {str(c) for c in (*p.ErrorCode, *RejectionCode, *registration)}
    assert set(doc["properties"]["code"]["enum"]) == codes


@pytest.fixture()
def dealt(tmp_path: Path) -> Any:
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("spy"), journal, seed=3, code="24680")
    for name in ("Ola", "Max", "Ann", "Ivan"):
        table.join(name)
    assert not isinstance(table.submit(MODERATOR, Request("deal", {})), Rejection)
    yield table
    table.close()
    journal.close()


def frame(view: dict[str, Any]) -> dict[str, Any]:
    return {"type": "view", "version": 4, "server_time": 1_800_000_000_000, "view": view}


def test_a_view_that_drifts_from_the_schema_is_refused(dealt: Table) -> None:  # PLT-10, PLT-11
    """The check is not one that cannot fail: a field more, a field less, a value of another type or
    outside its list, in the public part, a player's own part, the envelope or the console's view."""
    player = dealt.view_for(Actor.player(1))
    board = dealt.public_view()
    moderator = dealt.moderator_view()
    schemas.check_server_frame(frame(player))
    schemas.check_server_frame(frame(board))
    schemas.check_view(moderator, "moderator")

    def broken(view: dict[str, Any], change: Any) -> dict[str, Any]:
        copied = copy.deepcopy(view)
        change(copied)
        return copied

    drifts = [
        broken(player, lambda v: v["game"].update(surprise=1)),
        broken(player, lambda v: v["game"]["me"].pop("card")),
        broken(player, lambda v: v["game"]["me"].update(card={"spy": "no"})),
        broken(player, lambda v: v["game"].update(phase="intermission")),
        broken(player, lambda v: v.pop("allowed")),
        broken(player, lambda v: v["seats"][0].update(connected="yes")),
        broken(board, lambda v: v["game"].update(me={"status": "player"})),  # a secret part on the board
        broken(board, lambda v: v.update(allowed=[])),
        broken(board, lambda v: v["table"].update(game="chess")),
        broken(board, lambda v: v["game"]["deck"].pop("unused")),
    ]
    for view in drifts:
        with pytest.raises(schemas.FrameMismatch):
            schemas.check_server_frame(frame(view))
        assert not schemas.validator("server").is_valid(frame(view))  # and whole, as view.json composes it
    with pytest.raises(schemas.FrameMismatch):
        schemas.check_view(broken(moderator, lambda v: v["game"]["secrets"].update(spies="2")), "moderator")
    with pytest.raises(schemas.FrameMismatch):
        schemas.check_view(broken(moderator, lambda v: v.pop("allowed")), "moderator")


def test_the_whole_schema_and_its_parts_agree(dealt: Table) -> None:  # PLT-11
    """A view checked whole against server.json gets the same answer as the parts the frame check uses."""
    whole = schemas.validator("server")
    player = dealt.view_for(Actor.player(2))
    assert whole.is_valid(frame(player)) and whole.is_valid(frame(dealt.public_view()))
    extra = copy.deepcopy(player)
    extra["game"]["me"]["extra"] = True
    assert not whole.is_valid(frame(extra))
    board = dealt.public_view()
    assert board["board"]["main"]  # the board's scene (PLT-13), checked by board.json
    broken = copy.deepcopy(board)
    broken["board"]["main"].append({"kind": "hologram"})
    assert not whole.is_valid(frame(broken))


def test_the_shared_schemas_are_made_from_the_registry() -> None:  # PLT-11
    """view.json, welcome.json and profile.json name the registered games as
    tools/protocol_schemas.py makes them, and every registered game has its own schema."""
    assert protocol_schemas.missing_games(GAMES) == []
    for name in ("view", "welcome", "profile"):
        path = DOCS / "schema" / f"{name}.json"
        current = path.read_text(encoding="utf-8")
        assert protocol_schemas.text(protocol_schemas.shared(name, json.loads(current), GAMES)) == current, (
            f"docs/protocol/schema/{name}.json is stale: run python tools/protocol_schemas.py")


def test_a_new_game_is_checked_by_the_made_schemas_without_a_shared_file_written_by_hand(tmp_path: Path) -> None:  # PLT-11
    """A fifth game with only its own schema: the made view.json checks its views against it
    (a board view that misses a field of the game's board is refused, one that has it passes)."""
    from referencing import Registry, Resource

    new = next(f"game{i}" for i in range(1, 99) if f"game{i}" not in GAMES)  # a game the registry lacks
    made = {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": f"https://gm-console.invalid/protocol/1/{new}.json",
            "$defs": {role: {"type": "object", "required": ["night"], "properties": {"night": {"type": "integer"}}}
                      for role in protocol_schemas.ROLES}}
    (tmp_path / f"{new}.json").write_text(json.dumps(made), encoding="utf-8")
    assert protocol_schemas.missing_games([*GAMES, new, "nobody"], tmp_path) == [*GAMES, "nobody"]
    ids = [*GAMES, new]
    resources = []
    for path in sorted((DOCS / "schema").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if path.stem in ("view", "welcome", "profile"):
            doc = protocol_schemas.shared(path.stem, doc, ids)
        resources.append((doc["$id"], Resource.from_contents(doc)))
    resources.append((made["$id"], Resource.from_contents(made)))
    registry: Registry[Any] = Registry().with_resources(resources)
    board = Draft202012Validator({"$ref": "https://gm-console.invalid/protocol/1/view.json#/$defs/board_view"},
                                 registry=registry)
    assert board.is_valid({"table": {"game": new}, "game": {"night": 1}})
    assert not board.is_valid({"table": {"game": new}, "game": {}})
    enum = protocol_schemas.shared("welcome", json.loads((DOCS / "schema" / "welcome.json").read_text(encoding="utf-8")), ids)
    assert enum["properties"]["table"]["properties"]["game"]["enum"] == ids


_ARGS = re.compile(r"((?:`\w+\??`, )*`\w+\??`): (seat|place|text|id|bool|true|int)\b")
_KIND = {"place": "seat", "true": "bool"}
"""A page may say what a seat argument names (mafia's ``place``) and a flag's one value (``true``)."""


def _written_args(cell: str) -> dict[str, str]:
    """``{name?: kind}`` of an args cell: `` `a`: seat, `b?`, `c?`: int `` (names before one kind share it)."""
    out = {}
    for names, kind in _ARGS.findall(cell):
        for name in re.findall(r"`(\w+\??)`", names):
            out[name] = _KIND.get(kind, kind)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_requests_arguments_are_written_down_as_the_game_declares_them(game_id: str) -> None:  # PLT-11
    """The args column of each request's row names exactly the arguments its spec declares, each
    with its kind and ``?`` when optional (``rules.core.contract.spec``): a page cannot drift from
    what the table checks."""
    text = (DOCS / f"{game_id}.md").read_text(encoding="utf-8")
    rows = {}
    for title in ("## Requests from a phone", "## Requests from the console"):
        for line in _section(text, title).splitlines():
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) >= 2 and cells[0].startswith("`"):
                for name in re.findall(r"`(\w+)`", cells[0]):
                    rows.setdefault(name, cells[1])
    game = make_game(game_id)
    wrong = {}
    for name, rs in game.requests.items():
        if not rs.senders & {ActorKind.PLAYER, ActorKind.MODERATOR}:
            continue
        written = _written_args(rows[name])
        declared = {arg: kind.value for arg, kind in rs.args.items()}
        if written != declared:
            wrong[name] = (written, declared)
    assert not wrong, f"{game_id}: the page's args (written, declared): {wrong}"
