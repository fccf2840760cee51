"""The server on real loopback sockets: one port for pages and WebSocket, joins, resumes, bad input
(PLT-06, PLT-09, PLT-10, PLT-11)."""

from __future__ import annotations

import asyncio
import json
import mimetypes

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from net import protocol as p
from net.journal import Journal
from net.server import TableServer
from net.table import Table
from rules import registry
from rules.core import MODERATOR, Request
from tests.net.phones import Phone, served_table, spy_table
from tests.net.tally_game import TallyGame


@pytest.fixture()
async def served(tmp_path):
    loop = asyncio.get_running_loop()
    journal = Journal(tmp_path / "j.sqlite3")
    table = Table.create(TallyGame(), journal, code="24680", seed=3, call_later=loop.call_later)
    server = TableServer(table, host="127.0.0.1", port=0)
    await server.start()
    yield table, server, f"ws://127.0.0.1:{server.port}/ws"
    await server.stop()
    table.close()
    journal.close()


async def recv(ws, kind: str | None = None, timeout: float = 3.0) -> dict:
    """The next message (of ``kind``, skipping others)."""
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        if kind is None or msg["type"] == kind:
            return msg


async def until(condition, timeout: float = 10.0) -> None:
    """Waits for ``condition`` (the server's side of an event); the deadline only bounds a broken run."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "condition not met in time"
        await asyncio.sleep(0.01)


async def join(url: str, nickname: str, code: str = "24680"):
    ws = await connect(url)
    await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": code, "nickname": nickname}))
    welcome = await recv(ws, "welcome")
    return ws, welcome


async def http_get(port: int, path: str) -> tuple[int, dict[str, str], bytes]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    await writer.drain()
    data = await reader.read()
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), headers, body


async def test_one_port_serves_pages_content_and_the_websocket(served):  # PLT-06
    table, server, url = served
    status, headers, body = await http_get(server.port, "/content/spy/nothing.json")
    assert status == 404
    status, headers, body = await http_get(server.port, "/static/../../net/journal.py")
    assert status == 404
    table.url = "http://127.0.0.1/join?code=24680"
    status, headers, body = await http_get(server.port, "/qr.svg")
    assert status == 200 and headers["Content-Type"] == "image/svg+xml"
    assert b"<svg" in body and b'xmlns="http://www.w3.org/2000/svg"' in body  # usable as <img src>
    ws, welcome = await join(url, "Ola")
    assert welcome["seat"] == 1 and welcome["table"] == {"code": "24680", "game": "tally"}
    await ws.close()


async def test_the_pages_files_have_their_types_whatever_the_systems_table_says(served) -> None:  # PLT-06
    """The phone's page runs its scripts on every system: the types come from the server's own
    table, not the system's (Windows' registry may say ``.js`` is ``text/plain``, which a browser
    refuses to run; the same entry is made here in the standard library's table of this system)."""
    _table, server, _url = served
    mimetypes.add_type("text/plain", ".js")
    mimetypes.add_type("text/plain", ".css")
    try:
        assert mimetypes.guess_type("page.js")[0] == "text/plain"
        found = {}
        for path in ("/", "/static/phone.js", "/static/phone.css"):
            status, headers, _body = await http_get(server.port, path)
            found[path] = (status, headers["Content-Type"])
    finally:
        mimetypes.init()  # the system's table again
    assert found == {"/": (200, "text/html; charset=utf-8"),
                     "/static/phone.js": (200, "text/javascript; charset=utf-8"),
                     "/static/phone.css": (200, "text/css; charset=utf-8")}


async def test_join_gets_a_token_and_a_view_then_resume_keeps_the_seat(served):  # PLT-09
    table, _server, url = served
    ws, welcome = await join(url, "Ola")
    view = await recv(ws, "view")
    assert view["view"]["you"] == {"seat": 1}
    await ws.close()
    await until(lambda: not table.connected(1))
    ws2 = await connect(url)
    await ws2.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "token": welcome["token"]}))
    again = await recv(ws2, "welcome")
    assert again["seat"] == 1
    assert (await recv(ws2, "view"))["view"]["seats"][0]["connected"] is True
    await ws2.close()


async def test_a_second_device_with_the_token_takes_over_and_the_first_is_told(served):  # PLT-09
    table, _server, url = served
    first, welcome = await join(url, "Ola")
    second = await connect(url)
    await second.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "token": welcome["token"]}))
    assert (await recv(second, "welcome"))["seat"] == 1
    assert (await recv(first, "replaced"))["type"] == "replaced"
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            await asyncio.wait_for(first.recv(), 3)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == p.CLOSE_REPLACED
    assert table.connected(1)
    await second.close()


async def test_kick_closes_the_phone_and_its_token_no_longer_works(served):  # PLT-09
    table, _server, url = served
    ws, welcome = await join(url, "Ola")
    table.submit(MODERATOR, Request("kick", {"seat": 1}))
    assert (await recv(ws, "kicked"))["type"] == "kicked"
    ws2 = await connect(url)
    await ws2.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "token": welcome["token"]}))
    assert (await recv(ws2, "error"))["code"] == "bad_token"
    await ws2.close()


async def test_requests_are_acked_applied_and_each_seat_gets_its_own_view(served):  # PLT-10
    table, _server, url = served
    a, _ = await join(url, "Ola")
    b, _ = await join(url, "Taras")
    board = await connect(url)
    await board.send(json.dumps({"type": "hello", "protocol": 1, "role": "board", "code": "24680", "view": "public"}))
    await recv(board, "welcome")
    table.submit(MODERATOR, Request("start"))
    va = await recv(a, "view")
    while "score" not in va["view"]["allowed"]:
        va = await recv(a, "view")
    await a.send(json.dumps({"type": "request", "id": "r1", "version": va["version"],
                             "request": {"type": "score", "args": {"points": 2}}}))
    ack = await recv(a, "ack")
    assert ack == {"type": "ack", "id": "r1", "version": table.version}
    assert table.state.points_of(1) == 2
    # the same id again: answered again, not applied again
    await a.send(json.dumps({"type": "request", "id": "r1", "request": {"type": "score", "args": {"points": 2}}}))
    assert (await recv(a, "ack"))["version"] == ack["version"]
    assert table.state.points_of(1) == 2
    vb = await recv(b, "view")
    while vb["version"] < ack["version"]:
        vb = await recv(b, "view")
    assert vb["view"]["you"] == {"seat": 2} and vb["view"]["game"]["me"] == {"points": 0}
    vboard = await recv(board, "view")
    while vboard["version"] < ack["version"]:
        vboard = await recv(board, "view")
    assert "you" not in vboard["view"] and "secrets" not in vboard["view"]["game"]
    assert str(table.state.secret) not in json.dumps(vboard["view"]["game"]["points"])
    for ws in (a, b, board):
        await ws.close()


@pytest.mark.parametrize("game", registry.IDS)
async def test_a_board_gets_its_scene_unless_it_asks_for_the_public_view(tmp_path, game):  # PLT-10, PLT-13
    """PLT-13: a board's hello without ``view`` (the board page's) gets the table's envelope, the
    phase and the scene, what it draws, and nothing of the game's view; ``"view": "public"`` gets
    the whole public view, with the same scene and envelope."""
    async with served_table(tmp_path, game) as st:
        boards = {kind: await Phone(st.url).board(st.table.code, view=kind) for kind in (None, "scene", "public")}
        await st.seat("Ola", "Taras", "Marta", "Ivan")
        if game == "spy":
            st.table.submit(MODERATOR, Request("deal"))
        for board in boards.values():
            await board.sync()
        public = boards["public"]
        assert set(public.view) == {"table", "seats", "game", "board"} and public.view["board"]
        for kind in (None, "scene"):
            # a scene that did not change since is not sent again (a mafia lobby's, as seats fill)
            assert boards[kind].version <= public.version == st.table.version
            assert boards[kind].view == {"table": public.view["table"], "phase": public.view["game"]["phase"],
                                         "board": public.view["board"]}
        for board in boards.values():
            await board.close()


async def test_a_view_is_asked_for_by_a_board_only(served):  # PLT-10
    """A player's hello with ``view``, or a board's asking for no known view, is refused as a bad
    message, and changes nothing."""
    table, _server, url = served
    player = await connect(url)
    await player.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": "24680",
                                  "nickname": "Marta", "view": "public"}))
    error = await recv(player, "error")
    assert error["code"] == "bad_message" and "board" in error["message"]
    bad = await connect(url)
    await bad.send(json.dumps({"type": "hello", "protocol": 1, "role": "board", "code": "24680", "view": "all"}))
    error = await recv(bad, "error")
    assert error["code"] == "bad_message" and "'scene' or 'public'" in error["message"]
    assert table.player_seats() == []  # nothing changed
    for ws in (player, bad):
        await ws.close()


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("{oops", "bad_json"),
        ('{"type":"dance"}', "unknown_type"),
        ('{"type":"request","id":"x1","request":{"type":"start"}}', "not_allowed"),
        ('{"type":"request","id":"x2","request":{"type":"score","args":{"points":"lots"}}}', "bad_argument"),
        ('{"type":"request","id":"x3","request":{"type":"score"}}', "wrong_phase"),
        ('{"type":"request","id":"x4","request":{"type":"kick","args":{"seat":1}}}', "not_allowed"),
        ('{"type":"request","id":"x5","request":{"type":"undo"}}', "not_allowed"),
        ('{"type":"request","id":"x6","request":{"type":"tick"}}', "not_allowed"),
        ('{"type":"hello","protocol":1,"role":"board","code":"24680"}', "already_joined"),
    ],
)
async def test_bad_input_gets_a_clear_error_to_the_sender_only_and_changes_nothing(served, frame, code):  # PLT-11
    table, _server, url = served
    a, _ = await join(url, "Ola")
    b, _ = await join(url, "Taras")
    await recv(a, "view")
    version = table.version
    await a.send(frame)
    err = await recv(a, "error")
    assert err["code"] == code and err["message"]
    assert table.version == version
    await a.send('{"type":"ping"}')
    assert (await recv(a, "pong"))["server_time"] > 0  # the connection stays up
    with pytest.raises(asyncio.TimeoutError):
        await recv(b, "error", timeout=0.3)
    await a.close()
    await b.close()


async def test_a_request_before_hello_and_a_wrong_code_are_refused(served):  # PLT-11
    _table, _server, url = served
    ws = await connect(url)
    await ws.send('{"type":"request","id":"1","request":{"type":"score"}}')
    assert (await recv(ws, "error"))["code"] == "not_joined"
    await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": "11111", "nickname": "X"}))
    assert (await recv(ws, "error"))["code"] == "wrong_code"
    await ws.close()


async def test_code_guessing_is_rate_limited(served):  # PLT-11
    _table, _server, url = served
    codes = []
    for guess in range(p.WRONG_CODES_PER_MINUTE + 2):
        ws = await connect(url)
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player",
                                  "code": f"{10000 + guess}", "nickname": "X"}))
        codes.append((await recv(ws, "error"))["code"])
        await ws.close()
    assert codes[: p.WRONG_CODES_PER_MINUTE] == ["wrong_code"] * p.WRONG_CODES_PER_MINUTE
    assert codes[-1] == "rate_limited"
    # even the right code waits out the minute from that address
    ws = await connect(url)
    await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": "24680", "nickname": "X"}))
    msg = await recv(ws)
    assert msg["type"] == "welcome"  # the right code is never counted as a guess
    await ws.close()


async def test_a_flooding_client_is_told_then_disconnected(served):  # PLT-11
    table, _server, url = served
    ws, _ = await join(url, "Ola")
    for _ in range(p.MESSAGES_PER_SECOND * 3):
        await ws.send('{"type":"ping"}')
    codes = []
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            msg = await recv(ws)
            if msg["type"] == "error":
                codes.append(msg["code"])
    assert "rate_limited" in codes
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    assert table.version == 1  # only the join


async def test_an_oversized_frame_is_refused_and_the_connection_closed(served):  # PLT-11
    _table, _server, url = served
    ws, _ = await join(url, "Ola")
    await ws.send('{"type":"ping","x":"' + "a" * (70 * 1024) + '"}')
    assert (await recv(ws, "error"))["code"] == "too_large"
    with pytest.raises(ConnectionClosed):
        await asyncio.wait_for(ws.recv(), 3)


async def test_a_phone_that_vanished_does_not_hold_up_the_consoles_shutdown(tmp_path):  # PLT-06
    """A phone that stopped answering (no close handshake) keeps the server's stop waiting for at
    most the close timeout, not the library's default of ten seconds."""
    import time

    from net.server import CLOSE_TIMEOUT_S
    from tests.net.phones import Phone, served_table

    async with served_table(tmp_path, "spy") as st:
        phone = await Phone(st.url).join(st.table.code, "Ola")
        assert phone.ws is not None
        phone.ws.transport.pause_reading()  # it never sees, nor answers, the server's close
        started = time.monotonic()
    took = time.monotonic() - started
    assert CLOSE_TIMEOUT_S - 0.5 <= took < CLOSE_TIMEOUT_S + 2.5, took


async def test_a_request_s_view_and_its_ack_reach_the_sender_in_one_write(tmp_path):  # PLT-10
    """The sender's new view and the ack of its request leave in one write (one system call, one
    wake-up of the phone), the view first; every other phone gets its view in one write too."""
    async with spy_table(tmp_path) as st:
        phones = await st.seat("Ola", "Taras", "Marta", "Ivan")
        st.table.submit(MODERATOR, Request("deal"))
        st.table.submit(MODERATOR, Request("start_round"))
        await st.settle()
        asker = next(p for p in phones if p.seat == phones[0].game["asker"])
        answerer = next(p for p in phones if p is not asker)
        writes: dict[int, list[bytes]] = {p.seat: [] for p in phones}
        for conn in st.server._connections:
            if conn.actor is not None and conn.actor.seat in writes:
                transport = conn.ws.transport
                real = transport.write

                def write(data, real=real, seen=writes[conn.actor.seat]):
                    if b'{"type":"pong"' not in bytes(data)[:20]:  # the test's own pings are answered apart
                        seen.append(bytes(data))
                    real(data)

                transport.write = write
        answer = await asker.send("question_asked", answerer=answerer.seat)
        assert answer["type"] == "ack"
        await st.settle()
        [one] = writes[asker.seat]
        view = one.index(b'{"type":"view"')
        ack = one.index(b'{"type":"ack"')
        assert view < ack
        types = [json.loads(frame)["type"] for frame in asker.frames]
        at = types.index("ack")
        assert types[at - 1] == "view" and json.loads(asker.frames[at - 1])["version"] == answer["version"]
        for phone in phones:
            if phone is not asker:
                assert [w[w.index(b"{"):w.index(b"{") + 14] for w in writes[phone.seat]] == [b'{"type":"view"'], \
                    "another phone got more than its view"
