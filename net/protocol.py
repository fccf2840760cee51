"""The wire protocol, sans I/O: frames in, messages out, and back (see PROTOCOL.md).

Nothing here touches a socket or a clock: :func:`parse` turns one text frame into a message or a
:class:`ProtocolError`, the ``encode_*`` functions give the exact text to send, and
:class:`RateLimiter` is fed the time by its caller. The server only moves bytes.
"""

from __future__ import annotations

import enum
import json
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from rules.core import Rejection, Request

PROTOCOL_VERSION = 1
MAX_FRAME = 64 * 1024
MAX_ID = 40
MAX_PASSWORD = 200
LANGUAGES = ("uk", "pl", "ru", "en")
ROLES = ("player", "board")

# Rate limits (module level so tests can shrink them).
MESSAGES_PER_SECOND = 20
FLOOD_STRIKES = 3  # refusals for flooding before the connection is dropped
WRONG_CODES_PER_MINUTE = 5


class ErrorCode(enum.StrEnum):
    BAD_JSON = "bad_json"
    BAD_MESSAGE = "bad_message"
    UNKNOWN_TYPE = "unknown_type"
    TOO_LARGE = "too_large"
    PROTOCOL_VERSION = "protocol_version"
    WRONG_CODE = "wrong_code"
    BAD_TOKEN = "bad_token"
    NOT_JOINED = "not_joined"
    ALREADY_JOINED = "already_joined"
    RATE_LIMITED = "rate_limited"
    STALE = "stale"
    BAD_PASSWORD = "bad_password"  # PLT-17: the nickname has an account and this is not its password
    NAME_TAKEN = "name_taken"  # PLT-17: an account with this nickname exists already
    PASSWORD_TOO_SHORT = "password_too_short"  # PLT-17: a new account's password is too short
    NO_ACCOUNTS = "no_accounts"  # PLT-17: this table keeps no records


@dataclass(frozen=True)
class ProtocolError:
    code: str
    message: str
    id: str | None = None


@dataclass(frozen=True)
class Hello:
    """The first message. A new player may sign in with ``password`` (PLT-17), or, with
    ``register``, create the account first; the password is never kept, logged or sent on."""

    role: str
    code: str | None = None
    nickname: str | None = None
    token: str | None = None
    lang: str | None = None
    password: str | None = field(default=None, repr=False)  # never in a log or a traceback
    register: bool = False


@dataclass(frozen=True)
class RequestMessage:
    id: str
    version: int | None
    request: Request


@dataclass(frozen=True)
class Ping:
    pass


ClientMessage = Hello | RequestMessage | Ping


def _str(data: dict[str, Any], key: str, limit: int = 200) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > limit:
        raise _Bad(f"{key!r} must be a string of at most {limit} characters")
    return value


class _Bad(Exception):
    pass


def parse(frame: str | bytes) -> ClientMessage | ProtocolError:
    """Parse one frame from a client. Never raises; never evaluates anything."""
    if isinstance(frame, bytes):
        return ProtocolError(ErrorCode.BAD_MESSAGE, "binary frames are not accepted")
    if len(frame) > MAX_FRAME or len(frame.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        return ProtocolError(ErrorCode.TOO_LARGE, f"frames are limited to {MAX_FRAME} bytes")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        return ProtocolError(ErrorCode.BAD_JSON, "the frame is not valid JSON")
    if not isinstance(data, dict):
        return ProtocolError(ErrorCode.BAD_JSON, "the frame must be a JSON object")
    raw_id = data.get("id")
    msg_id = raw_id if isinstance(raw_id, str) and len(raw_id) <= MAX_ID else None
    kind = data.get("type")
    try:
        if kind == "hello":
            return _hello(data)
        if kind == "request":
            return _request(data)
        if kind == "ping":
            return Ping()
    except _Bad as bad:
        return ProtocolError(ErrorCode.BAD_MESSAGE, str(bad), msg_id)
    if not isinstance(kind, str):
        return ProtocolError(ErrorCode.BAD_MESSAGE, "'type' must be a string", msg_id)
    return ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown message type {kind[:40]!r}", msg_id)


def _hello(data: dict[str, Any]) -> Hello | ProtocolError:
    if data.get("protocol") != PROTOCOL_VERSION:
        return ProtocolError(ErrorCode.PROTOCOL_VERSION, f"this console speaks protocol {PROTOCOL_VERSION}")
    role = data.get("role")
    if role not in ROLES:
        raise _Bad("'role' must be 'player' or 'board'")
    lang = _str(data, "lang", 5)
    if lang is not None and lang not in LANGUAGES:
        raise _Bad("'lang' must be one of uk, pl, ru, en")
    token = _str(data, "token", 100)
    code = _str(data, "code", 10)
    nickname = _str(data, "nickname", 100)
    if role == "board":
        if code is None:
            raise _Bad("a board needs 'code'")
        return Hello("board", code=code, lang=lang)
    if token is None and (code is None or nickname is None):
        raise _Bad("a player needs 'token', or 'code' and 'nickname'")
    password = _str(data, "password", MAX_PASSWORD)
    register = data.get("register", False)
    if not isinstance(register, bool):
        raise _Bad("'register' must be true or false")
    if register and password is None:
        raise _Bad("'register' needs 'password'")
    return Hello("player", code=code, nickname=nickname, token=token, lang=lang, password=password,
                 register=register)


def _request(data: dict[str, Any]) -> RequestMessage:
    msg_id = data.get("id")
    if not isinstance(msg_id, str) or not 0 < len(msg_id) <= MAX_ID:
        raise _Bad(f"'id' must be a string of 1 to {MAX_ID} characters")
    version = data.get("version")
    if version is not None and (not isinstance(version, int) or isinstance(version, bool)):
        raise _Bad("'version' must be an integer")
    body = data.get("request")
    if not isinstance(body, dict):
        raise _Bad("'request' must be an object")
    rtype = body.get("type")
    if not isinstance(rtype, str) or not 0 < len(rtype) <= 40:
        raise _Bad("'request.type' must be a short string")
    args = body.get("args", {})
    if not isinstance(args, dict):
        raise _Bad("'request.args' must be an object")
    return RequestMessage(msg_id, version, Request(rtype, args))


# --- encoding (server → client) ------------------------------------------------------------------
def _dump(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def encode_welcome(role: str, table_code: str, game: str, seat: int | None = None,
                   token: str | None = None, account: bool | None = None) -> str:
    """``account``: whether the seat is a player's with an account (PLT-17); players always get it."""
    data: dict[str, Any] = {"type": "welcome", "protocol": PROTOCOL_VERSION, "role": role}
    if seat is not None:
        data["seat"] = seat
        data["token"] = token
    if account is not None:
        data["account"] = account
    data["table"] = {"code": table_code, "game": game}
    return _dump(data)


def encode_profile(profile: dict[str, Any]) -> str:
    """A player's own profile (PLT-17, QZ-25, QZ-26): sent to the seat's phone only."""
    return _dump({"type": "profile", **profile})


def encode_view(version: int, server_time: int, view: dict[str, Any]) -> str:
    return _dump({"type": "view", "version": version, "server_time": server_time, "view": view})


def encode_view_raw(version: int, server_time: int, view_json: str) -> str:
    """The same as :func:`encode_view` for a view already serialised (shared by connections)."""
    return f'{{"type":"view","version":{version},"server_time":{server_time},"view":{view_json}}}'


def encode_ack(msg_id: str, version: int) -> str:
    return _dump({"type": "ack", "id": msg_id, "version": version})


def encode_error(code: str, message: str, msg_id: str | None = None) -> str:
    return _dump({"type": "error", "id": msg_id, "code": str(code), "message": message})


def encode_rejection(rejection: Rejection, msg_id: str | None) -> str:
    return encode_error(str(rejection.code), rejection.reason, msg_id)


def encode_pong(server_time: int) -> str:
    return _dump({"type": "pong", "server_time": server_time})


REPLACED = _dump({"type": "replaced"})
KICKED = _dump({"type": "kicked"})
CLOSE_REPLACED = 4001
CLOSE_KICKED = 4003


class RateLimiter:
    """A sliding window of message times; ``allow(now)`` says whether one more fits."""

    def __init__(self, limit: int, window_s: float) -> None:
        self.limit = limit
        self.window_s = window_s
        self._times: deque[float] = deque()

    def allow(self, now: float) -> bool:
        if self.exhausted(now):
            return False
        self._times.append(now)
        return True

    def exhausted(self, now: float) -> bool:
        """Whether one more would be refused now (nothing is counted)."""
        while self._times and now - self._times[0] >= self.window_s:
            self._times.popleft()
        return len(self._times) >= self.limit
