"""Hostile and broken clients on real loopback sockets (PLT-11): text that is not text, fuzzed
frames, a bug inside a handler, bursts in parallel, frames of every size. Every case gets a
typed answer to its sender, the connection is never closed with 1011, the table never changes
behind an answer.

``GM_HOSTILE_SCALE`` (default 1) multiplies how many frames, clients and requests are thrown;
the default keeps each test to a few seconds.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import re
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from net import protocol as p
from net.journal import Journal
from net.records import Records, RecordsErrorCode
from net.server import TableServer
from net.table import Table
from rules.core import MODERATOR, ActorKind, Arg, RejectionCode, Request, spec
from tests.net.raw import OP_TEXT, Closed, RawClient, frame, hello
from tests.net.tally_game import TallyGame, TallyState

SCALE = max(0.1, float(os.environ.get("GM_HOSTILE_SCALE", "1")))
CODE = "24680"
PROTOCOL_MD = Path(__file__).resolve().parents[2] / "docs" / "protocol" / "README.md"
TYPED = {str(c) for c in (*p.ErrorCode, *RejectionCode, *RecordsErrorCode)}


def scaled(n: int) -> int:
    return max(1, round(n * SCALE))


def _explode(state: TallyState, request: Request, actor: Any, now: int) -> Any:
    raise RuntimeError("a bug in a rule")


def _join_or_explode(state: TallyState, request: Request, actor: Any, now: int) -> Any:
    if request.args["nickname"] == "Boom":
        raise RuntimeError("a bug in the join")
    return TallyGame.requests["join"].handler(state, request, actor, now)


class BuggyTally(TallyGame):
    """The tally game with a bug in two rules: ``explode`` always raises, and so does joining as
    "Boom" (as a real game's bug would, somewhere deep in its rules)."""

    requests = {**TallyGame.requests,
                "join": spec(_join_or_explode, ActorKind.GUEST, args={"nickname": Arg.TEXT}),
                "explode": spec(_explode, ActorKind.PLAYER)}


@pytest.fixture()
async def served(tmp_path, monkeypatch):
    monkeypatch.setattr(p, "MESSAGES_PER_SECOND", 10_000)  # the tests ask faster than any thumb
    loop = asyncio.get_running_loop()
    journal = Journal(tmp_path / "j.sqlite3")
    records = Records(tmp_path / "records.sqlite3")
    table = Table.create(BuggyTally(), journal, code=CODE, seed=3, call_later=loop.call_later)
    server = TableServer(table, records=records, host="127.0.0.1", port=0, limits=p.UNLIMITED)
    await server.start()
    yield table, server, f"ws://127.0.0.1:{server.port}/ws"
    await server.stop()
    table.close()
    records.close()
    journal.close()


async def recv(ws: ClientConnection, kind: str | None = None, timeout: float = 5.0) -> dict[str, Any]:
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        if kind is None or msg["type"] == kind:
            return dict(msg)


async def joined(url: str, nickname: str) -> ClientConnection:
    ws = await connect(url)
    await ws.send(hello(role="player", code=CODE, nickname=nickname))
    await recv(ws, "welcome")
    await recv(ws, "view")
    return ws


async def answers_until_pong(ws: ClientConnection) -> list[dict[str, Any]]:
    """Send a ping; every message before its pong (frames keep their order)."""
    await ws.send('{"type":"ping"}')
    got = []
    while True:
        msg = await recv(ws)
        if msg["type"] == "pong":
            return got
        got.append(msg)


async def answers_until_marker(ws: ClientConnection, marker: str) -> list[dict[str, Any]]:
    """Send a request no game has (its refusal carries ``marker`` as its id); every message
    before that refusal. Unlike a ping's pong, nothing a fuzzed frame causes can look like it."""
    await ws.send(json.dumps({"type": "request", "id": marker, "request": {"type": "no_such_request"}}))
    got = []
    while True:
        msg = await recv(ws)
        if msg.get("id") == marker:
            assert msg["type"] == "error", msg
            return got
        got.append(msg)


# --- text that is not text -----------------------------------------------------------------------
LONE = "a\ud800"  # json.dumps writes it as the escape "a\\ud800": valid JSON, not valid text
SURROGATE_FRAMES = [
    ("nickname", {"type": "hello", "protocol": 1, "role": "player", "code": CODE, "nickname": LONE}),
    ("token", {"type": "hello", "protocol": 1, "role": "player", "token": LONE}),
    ("code", {"type": "hello", "protocol": 1, "role": "board", "code": LONE}),
    ("password", {"type": "hello", "protocol": 1, "role": "player", "code": CODE, "nickname": "Ola",
                  "password": "abcd" + LONE, "register": True}),
    ("id", {"type": "request", "id": LONE, "request": {"type": "score", "args": {}}}),
    ("request.type", {"type": "request", "id": "r1", "request": {"type": LONE}}),
    ("request.args.points", {"type": "request", "id": "r1", "request": {"type": "score", "args": {"points": LONE}}}),
    ("a key", {"type": "request", "id": "r1", "request": {"type": "score", "args": {LONE: 1}}}),
    ("extra", {"type": "ping", "extra": LONE}),
    ("deep[1].x", {"type": "request", "id": "r1", "deep": [1, {"x": "\udfff"}], "request": {"type": "score"}}),
    ("type", {"type": "\udc00hello"}),
]


@pytest.mark.parametrize(("where", "message"), SURROGATE_FRAMES, ids=[w for w, _ in SURROGATE_FRAMES])
async def test_a_lone_surrogate_anywhere_is_refused_as_bad_message(served, where, message):  # PLT-11
    """A string that JSON allows and text does not (a lone UTF-16 surrogate), in any field of any
    message: ``bad_message`` naming the field, to the sender alone; nothing changes, no seat, no
    account; the connection stays open."""
    table, server, url = served
    ws = await joined(url, "Taras")
    other = await joined(url, "Ola")
    version, entries = table.version, len(table.log())
    text = json.dumps(message)
    assert "\\ud" in text  # sent as JSON escapes: the frame itself is plain ASCII
    await ws.send(text)
    err = await recv(ws, "error")
    assert err["code"] == "bad_message", err
    assert "not valid text" in err["message"] and where.split(".")[-1].split("[")[0] in err["message"], err
    assert err["id"] in (None, "r1")  # never the id that is not text
    assert await answers_until_pong(ws) == []  # one answer, and the connection is open
    assert await answers_until_pong(other) == []  # the other phone heard nothing
    assert (table.version, len(table.log())) == (version, entries)
    assert server.records is not None and server.records.accounts() == []
    await ws.close()
    await other.close()


def test_the_codec_finds_a_lone_surrogate_however_deep_and_lets_pairs_through():  # PLT-11
    deep = '{"type":"ping","x":' + "[" * 500 + '"\\ud800"' + "]" * 500 + "}"
    out = p.parse(deep)
    assert isinstance(out, p.ProtocolError) and out.code == "bad_message"
    pair = p.parse('{"type":"hello","protocol":1,"role":"player","code":"1","nickname":"Ola \\ud83d\\ude00"}')
    assert pair == p.Hello("player", code="1", nickname="Ola \U0001F600")  # an emoji is text
    escaped = p.parse('{"type":"hello","protocol":1,"role":"player","code":"1","nickname":"\\\\ud800"}')
    assert escaped == p.Hello("player", code="1", nickname="\\ud800")  # a backslash, then letters
    literal = p.parse('{"type":"ping","x":"\ud800"}')  # a str holding one (no socket can send it)
    assert isinstance(literal, p.ProtocolError) and literal.code == "bad_message"


# --- a bug inside a handler ----------------------------------------------------------------------
async def test_a_failure_inside_a_handler_is_answered_and_the_connection_stays(served, caplog):  # PLT-11
    """A bug in a rule (the handler raises): ``internal_error`` with the request's id, logged; the
    connection stays open, nothing is applied, and the next request is answered as usual. The
    same for a hello whose join fails."""
    table, _server, url = served
    ws = await joined(url, "Taras")
    version, entries = table.version, len(table.log())
    with caplog.at_level(logging.ERROR, logger="net.server"):
        await ws.send(json.dumps({"type": "request", "id": "b1", "request": {"type": "explode"}}))
        err = await recv(ws, "error")
    assert err == {"type": "error", "id": "b1", "code": "internal_error", "message": err["message"]}
    assert any("a bug in a rule" in (r.exc_text or "") for r in caplog.records)
    assert (table.version, len(table.log())) == (version, entries)
    table.submit(MODERATOR, Request("start"))
    await ws.send(json.dumps({"type": "request", "id": "b2", "request": {"type": "score", "args": {"points": 2}}}))
    assert (await recv(ws, "ack"))["id"] == "b2"
    assert table.state.points_of(1) == 2

    boom = await connect(url)
    await boom.send(hello(role="player", code=CODE, nickname="Boom"))
    err = await recv(boom, "error")
    assert err["code"] == "internal_error" and err["id"] is None
    await boom.send(hello(role="player", code=CODE, nickname="Bohdan"))  # the hello may be said again
    assert (await recv(boom, "welcome"))["seat"] == 2
    await boom.close()
    await ws.close()


# --- fuzz ----------------------------------------------------------------------------------------
def fuzzed(rng: random.Random, n: int) -> list[str]:
    """Frames near the valid ones: wrong types, missing and extra fields, strings that are not
    text, huge numbers, deep nesting, broken JSON; every one under the size limit."""
    values: list[Any] = [None, True, 0, -1, 2**70, 1.5, float("inf"), "", "x" * 300, LONE, "\udfff", [], {},
                         [1, [2, [3]]], {"a": LONE}, "ok", "r1", 1, "24680", "player", "board", "score"]
    templates: list[dict[str, Any]] = [
        {"type": "hello", "protocol": 1, "role": "player", "code": CODE, "nickname": "Fuzz"},
        {"type": "hello", "protocol": 1, "role": "board", "code": CODE},
        {"type": "hello", "protocol": 1, "role": "player", "token": "t"},
        {"type": "request", "id": "r", "version": 1, "request": {"type": "score", "args": {"points": 1}}},
        {"type": "request", "id": "r", "request": {"type": "pause"}},
        {"type": "ping"},
    ]
    frames = []
    for i in range(n):
        msg = json.loads(json.dumps(rng.choice(templates)))
        for _ in range(rng.randint(0, 3)):
            target = msg["request"] if "request" in msg and isinstance(msg["request"], dict) and rng.random() < 0.4 else msg
            key = rng.choice([*target.keys(), "extra", "args", LONE])
            if rng.random() < 0.2:
                target.pop(key, None)
            else:
                target[key] = rng.choice(values)
        if msg.get("type") == "request" and msg.get("id") == "r" and rng.random() < 0.9:
            msg["id"] = f"f{i}"
        text = json.dumps(msg, allow_nan=True)
        roll = rng.random()
        if roll < 0.05:
            text = text[: rng.randint(0, len(text))]  # cut short
        elif roll < 0.08:
            text = "[" * 2000 + "]" * 2000
        elif roll < 0.1:
            text = text.replace('"', "'", 1)
        frames.append(text)
    return frames


async def test_fuzzed_frames_always_get_a_typed_answer_and_never_a_1011(served):  # PLT-11
    """Fuzzed frames (``GM_HOSTILE_SCALE`` × 300) from a phone that has not joined, a player and a
    board: each one gets exactly the answers its kind calls for, every error code is a documented
    one, every request id that is text is answered once, no connection is ever closed."""
    table, _server, url = served
    rng = random.Random(11)
    clients = [await connect(url), await joined(url, "Taras"), await connect(url)]
    await clients[2].send(hello(role="board", code=CODE))
    await recv(clients[2], "view")
    table.submit(MODERATOR, Request("start"))
    for ws in clients:
        await answers_until_pong(ws)
    answered: dict[str, int] = {}
    for i, text in enumerate(fuzzed(rng, scaled(300))):
        ws = clients[i % len(clients)]
        await ws.send(text)
        got = await answers_until_marker(ws, f"marker{i}")
        kinds = [m["type"] for m in got]
        assert set(kinds) <= {"error", "ack", "welcome", "view", "pong"}, (text, got)
        assert {"error", "ack", "welcome", "pong"} & set(kinds), text  # never silence
        for m in got:
            if m["type"] == "error":
                assert m["code"] in TYPED, m
                assert m["code"] != "internal_error", (text, m)  # fuzz finds no bug
            if m["type"] in ("ack", "error") and m["id"] is not None:
                answered[m["id"]] = answered.get(m["id"], 0) + 1
    assert all(count == 1 for rid, count in answered.items() if rid.startswith("f")), answered
    for ws in clients:
        assert await answers_until_pong(ws) is not None  # still open
        await ws.close()
        assert ws.close_code in (1000, None)


async def test_requests_in_parallel_bursts_each_get_exactly_one_answer(served):  # PLT-11
    """Phones sending bursts at once, without waiting for answers: every request gets exactly
    one answer with its id, and the table applied exactly the acked ones."""
    table, _server, url = served
    phones = [await joined(url, f"P{i}") for i in range(4)]
    table.submit(MODERATOR, Request("start"))
    for ws in phones:
        await answers_until_pong(ws)
    burst = scaled(60)
    frames = {ws: [json.dumps({"type": "request", "id": f"b{i}",
                               "request": {"type": "score", "args": {"points": 1}} if i % 3 else {"type": "explode"}})
                   for i in range(burst)] for ws in phones}
    await asyncio.gather(*(ws.send(text) for ws, texts in frames.items() for text in texts))
    acks = 0
    for ws in phones:
        seen: dict[str, str] = {}
        while len(seen) < burst:
            msg = await recv(ws)
            if msg["type"] in ("ack", "error"):
                assert msg["id"] not in seen, msg
                seen[msg["id"]] = msg["type"] if msg["type"] == "ack" else msg["code"]
        assert set(seen.values()) <= {"ack", "internal_error"}
        acks += sum(1 for v in seen.values() if v == "ack")
        assert await answers_until_pong(ws) is not None
    assert sum(table.state.points_of(s) for s in range(1, 5)) == acks == 4 * sum(1 for i in range(burst) if i % 3)


# --- what the protocol says and does -------------------------------------------------------------
def test_every_error_code_the_console_sends_is_documented():  # PLT-17
    """docs/protocol/README.md's table of error codes names every code a client can get: the protocol's,
    the game rules', and those a registration can be refused with (PLT-17)."""
    doc = PROTOCOL_MD.read_text(encoding="utf-8")
    table = doc[doc.index("| code | when |"):]
    table = table[: table.index("\n\n")]
    documented = set(re.findall(r"`([a-z_]+)`", table))
    registration = {RecordsErrorCode.NAME_TAKEN, RecordsErrorCode.PASSWORD_TOO_SHORT,
                    RecordsErrorCode.PASSWORD_TOO_LONG, RecordsErrorCode.BAD_NICKNAME}
    missing = {str(c) for c in (*p.ErrorCode, *RejectionCode, *registration)} - documented
    assert not missing, f"undocumented error codes: {sorted(missing)}"


async def test_a_ping_before_hello_gets_a_pong_as_documented(served):
    _table, _server, url = served
    ws = await connect(url)
    await ws.send('{"type":"ping"}')
    assert (await recv(ws))["type"] == "pong"
    await ws.send('{"type":"request","id":"x","request":{"type":"score"}}')
    assert (await recv(ws))["code"] == "not_joined"
    doc = PROTOCOL_MD.read_text(encoding="utf-8")
    assert "before `hello` too" in doc
    await ws.close()


@pytest.mark.parametrize("size", [64 * 1024 + 1, 100 * 1024, 300 * 1024, 2 * 1024 * 1024])
async def test_every_frame_over_the_limit_gets_too_large_then_1009(served, size):
    """However large the frame (64 KiB and one byte, or megabytes), the sender gets ``too_large``
    and then the close 1009; the server reads none of it beyond the frame's header."""
    _table, server, _url = served
    raw = await RawClient.open(server.port)
    await raw.send_text(hello(role="board", code=CODE))
    assert (await raw.recv_message())["type"] == "welcome"
    # sent beside the reading: the server stops reading it after its header
    sending = asyncio.ensure_future(raw.send_raw(frame(OP_TEXT, b'{"type":"ping","pad":"' + b"x" * (size - 24) + b'"}')))
    msg = await raw.recv_message()
    while msg["type"] != "error":
        msg = await raw.recv_message()
    assert msg["code"] == "too_large" and "65536" in msg["message"]
    with pytest.raises(Closed) as closed:
        while True:
            await raw.recv_message()
    assert closed.value.code == 1009
    await asyncio.gather(sending, return_exceptions=True)
    raw.close()


async def test_a_frame_of_exactly_the_limit_is_read_and_a_long_fragmented_one_is_too_large(served):
    _table, server, _url = served
    raw = await RawClient.open(server.port)
    limit = p.MAX_FRAME
    body = b'{"type":"ping","pad":"' + b"x" * (limit - 24) + b'"}'
    assert len(body) == limit
    await raw.send_raw(frame(OP_TEXT, body))
    assert (await raw.recv_message())["type"] == "pong"  # exactly 64 KiB: read, answered
    half = b'{"type":"ping","pad":"' + b"x" * limit
    await raw.send_raw(frame(OP_TEXT, half[: limit // 2], fin=False))
    await raw.send_raw(frame(0x0, half[limit // 2:], fin=True))  # a continuation past the limit
    msg = await raw.recv_message()
    assert msg["code"] == "too_large"
    with pytest.raises(Closed) as closed:
        await raw.recv_message()
    assert closed.value.code == 1009
    raw.close()


async def test_a_text_frame_that_is_not_utf8_gets_bad_message_then_1007(served):
    _table, server, _url = served
    raw = await RawClient.open(server.port)
    await raw.send_raw(frame(OP_TEXT, b'{"type":"ping","x":"\xff\xfe"}'))
    msg = await raw.recv_message()
    assert msg["code"] == "bad_message" and "UTF-8" in msg["message"]
    with pytest.raises(Closed) as closed:
        await raw.recv_message()
    assert closed.value.code == 1007
    raw.close()


async def test_already_joined_is_sent_to_a_second_hello(served):
    _table, _server, url = served
    ws = await joined(url, "Ola")
    await ws.send(hello(role="player", code=CODE, nickname="Again"))
    err = await recv(ws, "error")
    assert err["code"] == "already_joined"
    assert await answers_until_pong(ws) == []
    await ws.close()


def test_close_codes_the_console_uses_are_documented():
    doc = PROTOCOL_MD.read_text(encoding="utf-8")
    for code in (1007, 1008, 1009, p.CLOSE_REPLACED, p.CLOSE_KICKED):
        assert f"`{code}`" in doc or f"code {code}" in doc, code
