"""The codec on bytes, without sockets (PLT-11): every bad frame gets a typed error, never an exception."""

from __future__ import annotations

import json

import pytest

from net import protocol as p
from rules.core import Rejection, RejectionCode, Request


def test_hello_for_a_new_player_a_resume_and_a_board():  # PLT-09
    assert p.parse('{"type":"hello","protocol":1,"role":"player","code":"12345","nickname":"Ola","lang":"pl"}') \
        == p.Hello("player", code="12345", nickname="Ola", lang="pl")
    assert p.parse('{"type":"hello","protocol":1,"role":"player","token":"abc"}') == p.Hello("player", token="abc")
    assert p.parse('{"type":"hello","protocol":1,"role":"board","code":"1"}') == p.Hello("board", code="1")
    assert p.parse('{"type":"hello","protocol":1,"role":"board","code":"1"}').view == "scene"
    assert p.parse('{"type":"hello","protocol":1,"role":"board","code":"1","view":"public"}') \
        == p.Hello("board", code="1", view="public")
    for bad in ('{"type":"hello","protocol":1,"role":"board","code":"1","view":"game"}',
                '{"type":"hello","protocol":1,"role":"board","code":"1","view":1}',
                '{"type":"hello","protocol":1,"role":"player","token":"abc","view":"public"}'):
        refused = p.parse(bad)
        assert isinstance(refused, p.ProtocolError) and refused.code == p.ErrorCode.BAD_MESSAGE, bad


def test_hello_with_a_password_or_a_registration():  # PLT-17
    """PLT-17: a new player's hello may carry a password, and ``register`` to create the account."""
    hello = p.parse('{"type":"hello","protocol":1,"role":"player","code":"12345","nickname":"Ola","password":"s3cret"}')
    assert hello == p.Hello("player", code="12345", nickname="Ola", password="s3cret")
    assert "s3cret" not in repr(hello)  # never in a log line
    assert p.parse('{"type":"hello","protocol":1,"role":"player","code":"1","nickname":"Ola","password":"abcd",'
                   '"register":true}') == p.Hello("player", code="1", nickname="Ola", password="abcd", register=True)
    for bad in ('"register":true', '"password":5', '"password":"' + "x" * 201 + '"', '"password":"abcd","register":1'):
        out = p.parse('{"type":"hello","protocol":1,"role":"player","code":"1","nickname":"Ola",' + bad + "}")
        assert isinstance(out, p.ProtocolError) and out.code == "bad_message", bad
        assert "xxxx" not in out.message
    assert json.loads(p.encode_welcome("player", "12345", "spy", 2, "tok", account=True))["account"] is True
    assert json.loads(p.encode_welcome("player", "12345", "spy", 2, "tok", account=False))["account"] is False
    assert "account" not in json.loads(p.encode_welcome("board", "12345", "spy"))


def test_request_message_is_parsed_into_a_game_request():
    msg = p.parse('{"type":"request","id":"r1","version":4,"request":{"type":"accuse","args":{"target":2}}}')
    assert msg == p.RequestMessage("r1", 4, Request("accuse", {"target": 2}))
    assert p.parse('{"type":"ping"}') == p.Ping()


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("not json", "bad_json"),
        ("[1,2]", "bad_json"),
        ('{"type": 5}', "bad_message"),
        ('{"type": "shout"}', "unknown_type"),
        ('{"type":"hello","protocol":2,"role":"player","token":"x"}', "protocol_version"),
        ('{"type":"hello","protocol":1,"role":"god","token":"x"}', "bad_message"),
        ('{"type":"hello","protocol":1,"role":"player","code":"1"}', "bad_message"),
        ('{"type":"hello","protocol":1,"role":"player","token":"x","lang":"de"}', "bad_message"),
        ('{"type":"request","request":{"type":"x"}}', "bad_message"),
        ('{"type":"request","id":"1","version":"3","request":{"type":"x"}}', "bad_message"),
        ('{"type":"request","id":"1","request":{"type":"x","args":[1]}}', "bad_message"),
        ('{"type":"request","id":"' + "x" * 41 + '","request":{"type":"x"}}', "bad_message"),
        (b"\x00\x01", "bad_message"),
        ('{"type":"ping","pad":"' + "x" * (64 * 1024) + '"}', "too_large"),
        ("[" * 100_000 + "]" * 100_000, "too_large"),
        ("[" * 30_000 + "]" * 30_000, "bad_json"),
    ],
)
def test_bad_frames_get_a_typed_error(frame, code):  # PLT-11
    out = p.parse(frame)
    assert isinstance(out, p.ProtocolError) and out.code == code


def test_error_keeps_the_request_id_so_the_sender_can_match_it():  # PLT-11
    out = p.parse('{"type":"request","id":"r9","request":{"type":""}}')
    assert isinstance(out, p.ProtocolError) and out.id == "r9"


def test_encoded_messages_are_exact_bytes():
    assert p.encode_ack("r1", 7) == '{"type":"ack","id":"r1","version":7}'
    assert p.encode_rejection(Rejection(RejectionCode.OUT_OF_TURN, "not you"), "r2") == \
        '{"type":"error","id":"r2","code":"out_of_turn","message":"not you"}'
    assert p.encode_view_raw(3, 99, b'{"a":1}') == b'{"type":"view","version":3,"server_time":99,"view":{"a":1}}'
    assert json.loads(p.encode_view(3, 99, {"a": 1})) == json.loads(p.encode_view_raw(3, 99, b'{"a":1}'))
    assert json.loads(p.encode_welcome("player", "12345", "spy", 2, "tok")) == {
        "type": "welcome", "protocol": 1, "role": "player", "seat": 2, "token": "tok",
        "table": {"code": "12345", "game": "spy"}}
    assert p.REPLACED == '{"type":"replaced"}' and p.KICKED == '{"type":"kicked"}'


def test_rate_limiter_is_a_sliding_window():  # PLT-11
    rl = p.RateLimiter(3, 1.0)
    assert [rl.allow(t) for t in (0.0, 0.1, 0.2, 0.3)] == [True, True, True, False]
    assert rl.allow(1.05) and not rl.allow(1.06)
    assert rl.exhausted(1.07) and not rl.exhausted(1.15)  # looking counts nothing


def test_a_view_frame_is_the_bytes_the_websocket_library_would_write() -> None:  # PLT-10
    """The frame made once for every board is exactly the library's own text frame, at each of
    the three lengths a frame's header can have (RFC 6455)."""
    from websockets.frames import Frame, Opcode

    for size in (0, 1, 125, 126, 127, 65535, 65536, 70000):
        payload = ("ж" * (size // 2) + "a" * (size % 2)).encode()
        assert len(payload) == size
        expected = Frame(Opcode.TEXT, payload).serialize(mask=False, extensions=[])
        assert p.text_frame(payload) == expected, size


def test_views_and_entries_are_the_same_text_with_orjson_or_without(monkeypatch: pytest.MonkeyPatch) -> None:
    """A console without orjson writes exactly the text one with it writes: compact UTF-8, keys in
    their order (or sorted, for the journal), integer keys as strings."""
    from net import _json

    value = {"б": [1, 2.5, None, True, "ї\u2028\"\\"], "a": {"z": 1, "y": {3: "x", 1: []}}, "n": -10**18,
             "e": "", "t": (1, 2)}
    fast, fast_sorted = _json.dumps(value), _json.dumps_sorted(value)
    big = _json.dumps({"big": 2**70})  # past orjson's 64 bits: the standard library writes it
    monkeypatch.setattr(_json, "orjson", None)
    assert _json.dumps(value) == fast and _json.dumps_sorted(value) == fast_sorted
    assert json.loads(fast) == json.loads(json.dumps(value))
    assert big == _json.dumps({"big": 2**70}) == b'{"big":1180591620717411303424}'
