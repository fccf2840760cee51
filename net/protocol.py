"""The wire protocol, sans I/O: frames in, messages out, and back (see docs/protocol/README.md).

Nothing here touches a socket or a clock: :func:`parse` turns one text frame into a message or a
:class:`ProtocolError`, the ``encode_*`` functions give the exact text to send, and
:class:`RateLimiter` is fed the time by its caller. The server only moves bytes.
"""

from __future__ import annotations

import enum
import json
import re
import struct
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from rules.core import Rejection, Request

from . import _json

PROTOCOL_VERSION = 1
MAX_FRAME = 64 * 1024
MAX_ID = 40
MAX_PASSWORD = 200
LANGUAGES = ("uk", "pl", "ru", "en")
ROLES = ("player", "board")
BOARD_VIEWS = ("scene", "public")
"""What a board's hello may ask for (``view``): its scene, what it draws, with the table's envelope
and the phase (the default, and what the board page asks for); or the whole public view, the
seats and the game's public part too, for a client that draws the game itself."""

# Rate limits (module level so tests can shrink them).
MESSAGES_PER_SECOND = 20
FLOOD_STRIKES = 3  # refusals for flooding before the connection is dropped
WRONG_CODES_PER_MINUTE = 5  # wrong table codes and wrong passwords per address, checks in flight included
GUESS_WINDOW_S = 60.0
SWEEP_EVERY_S = 1.0  # how often the address book looks for addresses it may forget


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
    INTERNAL_ERROR = "internal_error"  # the console failed on this message (a bug, logged)


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
    view: str = "scene"  # a board's: its scene alone, or the whole public view too


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


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
"""A JSON escape of a UTF-16 surrogate: only through one can a parsed string hold a lone one."""


def parse(frame: str | bytes) -> ClientMessage | ProtocolError:
    """Parse one frame from a client. Never raises; never evaluates anything.

    Every string in the frame (keys too, in any field, known or not) must be valid text: JSON
    lets ``"\\ud800"`` through as a lone surrogate, which no UTF-8 text, journal or phone can
    hold, so such a frame is refused as ``bad_message`` before any of it is looked at."""
    if isinstance(frame, bytes):
        return ProtocolError(ErrorCode.BAD_MESSAGE, "binary frames are not accepted")
    if len(frame) > MAX_FRAME:
        return ProtocolError(ErrorCode.TOO_LARGE, f"frames are limited to {MAX_FRAME} bytes")
    try:
        size = len(frame.encode("utf-8"))
    except UnicodeEncodeError:
        return ProtocolError(ErrorCode.BAD_MESSAGE, "the frame is not valid text (a lone surrogate)")
    if size > MAX_FRAME:
        return ProtocolError(ErrorCode.TOO_LARGE, f"frames are limited to {MAX_FRAME} bytes")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        return ProtocolError(ErrorCode.BAD_JSON, "the frame is not valid JSON")
    if not isinstance(data, dict):
        return ProtocolError(ErrorCode.BAD_JSON, "the frame must be a JSON object")
    if _SURROGATE_ESCAPE.search(frame):
        where = _not_text(data)
        if where is not None:
            return ProtocolError(ErrorCode.BAD_MESSAGE, f"{where} is not valid text (a lone surrogate)",
                                 _valid_id(data.get("id")))
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


def _is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _valid_id(value: object) -> str | None:
    return value if isinstance(value, str) and len(value) <= MAX_ID and _is_text(value) else None


def _not_text(data: dict[str, Any]) -> str | None:
    """Where the first string that is not valid text is (``'request.args.name'``), or None.
    Walked with a list, not recursion: JSON nests as deep as the parser allowed."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            if not _is_text(value):
                return repr(path or "a string")
        elif isinstance(value, dict):
            for key, item in value.items():
                if not _is_text(key):
                    return f"a key in {path!r}" if path else "a key"
                stack.append((f"{path}.{key}" if path else key, item))
        elif isinstance(value, list):
            stack.extend((f"{path}[{i}]", item) for i, item in enumerate(value))
    return None


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
        view = data.get("view", "scene")
        if view not in BOARD_VIEWS:
            raise _Bad("a board's 'view' must be 'scene' or 'public'")
        return Hello("board", code=code, lang=lang, view=view)
    if "view" in data:
        raise _Bad("'view' is a board's; a player gets its seat's view")
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
    return _json.text(data)


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


def encode_view_raw(version: int, server_time: int, view_json: bytes) -> bytes:
    """The same as :func:`encode_view`, as UTF-8, for a view already serialised (shared by connections)."""
    return b'{"type":"view","version":%d,"server_time":%d,"view":%s}' % (version, server_time, view_json)


def text_frame(payload: bytes) -> bytes:
    """The WebSocket text frame (RFC 6455, server to client: final, unmasked, no extension) that
    carries ``payload`` (UTF-8), exactly as the ``websockets`` library would write it. Made once,
    the same bytes are written to every connection that shows the same view."""
    size = len(payload)
    if size < 126:
        head = _FRAME_SHORT.pack(0x81, size)
    elif size < 1 << 16:
        head = _FRAME_MEDIUM.pack(0x81, 126, size)
    else:
        head = _FRAME_LONG.pack(0x81, 127, size)
    return head + payload


_FRAME_SHORT = struct.Struct("!BB")
_FRAME_MEDIUM = struct.Struct("!BBH")
_FRAME_LONG = struct.Struct("!BBQ")


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

    def count(self, now: float) -> int:
        """How many are counted in the window now."""
        self.exhausted(now)
        return len(self._times)


@dataclass(frozen=True)
class AddressLimits:
    """What one network address may open (PLT-11). A club's phones each have their own address on
    the venue's network, so these bound one device, or one attacker, and never a whole room.

    Tests that run every phone from 127.0.0.1 raise them; the hostile-client tests give each
    client its own loopback address (127.0.0.2, 127.0.0.3, …) instead."""

    connections: int = 8
    """WebSockets open at once (a phone needs one; a page reloading briefly holds two)."""
    connects_per_minute: int = 30
    """WebSocket handshakes in any minute (a phone's backoff retries some 10 times a minute)."""
    pages_per_minute: int = 600
    """Other HTTP requests in any minute (the phone page is about 15 files)."""
    flood_cooldown_s: float = 10.0
    """After a connection of the address was dropped for flooding, it may not connect for this long."""
    refusal_delay_s: float = 1.0
    """A refused handshake is answered (HTTP 429) after this delay, so a reconnect loop is slowed
    to the pace of its answers instead of spinning the console's processor."""
    pending: int = 32
    """TCP connections open at once that are not yet a WebSocket (nor answered as a page): a
    browser opens some 6 to a host; an idle connection is closed after the 10 s handshake timeout."""
    pending_total: int = 512
    """The same from all addresses together; the server lowers it to fit the process's limit of
    open files (:func:`net._waiting.raise_open_files_limit`)."""
    boards: int = 4
    """Boards (a projector, a TV, a second computer) a table may have beside its seats: with the
    seats, the devices that may share one address (:meth:`AddressBook.connect`'s ``devices``)."""


UNLIMITED = AddressLimits(connections=100_000, connects_per_minute=10**9, pages_per_minute=10**9,
                          flood_cooldown_s=0.0, refusal_delay_s=0.0, pending=100_000, pending_total=100_000)
"""For tests and benchmarks whose every client is one address; never for a real table."""


class _Address:
    __slots__ = ("checks", "connects", "cooldown_until", "guesses", "open", "pages", "refusing")

    def __init__(self, limits: AddressLimits) -> None:
        self.guesses = RateLimiter(WRONG_CODES_PER_MINUTE, GUESS_WINDOW_S)
        self.checks = 0  # passwords being checked now: each may turn out a wrong guess
        self.open = 0
        self.connects = RateLimiter(limits.connects_per_minute, 60.0)
        self.pages = RateLimiter(limits.pages_per_minute, 60.0)
        self.cooldown_until = 0.0
        self.refusing = 0  # refusals waiting out their delay

    def idle(self, now: float) -> bool:
        return (self.checks == 0 and self.open == 0 and self.refusing == 0 and now >= self.cooldown_until
                and self.guesses.count(now) == 0 and self.connects.count(now) == 0
                and self.pages.count(now) == 0)


class AddressBook:
    """What each network address did lately (PLT-11, PLT-17): its wrong codes and wrong
    passwords, the passwords being checked for it, its open WebSockets, the connections it opened
    and whether it is cooling off after a flood. Fed the time by its caller (no clock here).

    An address with nothing left to remember (nothing open, nothing in flight, every window
    empty) is forgotten at the next sweep, at most :data:`SWEEP_EVERY_S` after its minute is
    over, so the book stays as small as the set of addresses active in the last minute.

    A password check is counted from the moment it starts (:meth:`begin_check`) until it ends
    (:meth:`end_check`): however many are sent at once, no more are checked than the limit of
    wrong guesses allows."""

    def __init__(self, limits: AddressLimits | None = None) -> None:
        self.limits = limits or AddressLimits()
        self._book: dict[str, _Address] = {}
        self._swept = float("-inf")

    def __len__(self) -> int:
        return len(self._book)

    def _entry(self, address: str, now: float) -> _Address:
        self.sweep(now)
        entry = self._book.get(address)
        if entry is None:
            entry = self._book[address] = _Address(self.limits)
        return entry

    def sweep(self, now: float) -> None:
        """Forget the addresses with nothing left to remember (done at most every SWEEP_EVERY_S)."""
        if now - self._swept < SWEEP_EVERY_S:
            return
        self._swept = now
        for address in [a for a, e in self._book.items() if e.idle(now)]:
            del self._book[address]

    # --- wrong codes and passwords ----------------------------------------------------------------
    def guess(self, address: str, now: float) -> bool:
        """A wrong guess (a wrong table code): False when the address is over its limit."""
        entry = self._entry(address, now)
        if entry.guesses.count(now) + entry.checks >= entry.guesses.limit:
            return False
        return entry.guesses.allow(now)

    def begin_check(self, address: str, now: float) -> bool:
        """A password is about to be checked: False (and nothing counted) when the wrong guesses of
        the last minute and the checks still in flight already reach the limit. After True, call
        :meth:`end_check` exactly once."""
        entry = self._entry(address, now)
        if entry.guesses.count(now) + entry.checks >= entry.guesses.limit:
            return False
        entry.checks += 1
        return True

    def end_check(self, address: str, now: float, wrong: bool) -> None:
        """The check begun for ``address`` is over; a wrong password counts as a guess."""
        entry = self._entry(address, now)
        entry.checks = max(0, entry.checks - 1)
        if wrong:
            entry.guesses.allow(now)

    # --- connections --------------------------------------------------------------------------------
    def _shared(self, address: str, now: float, devices: int) -> _Address:
        """``address``'s entry, its connection limits those of ``devices`` devices together (a
        tunnel's: every remote phone arrives from this machine). Guesses are never multiplied."""
        entry = self._entry(address, now)
        devices = max(1, devices)
        entry.connects.limit = self.limits.connects_per_minute * devices
        entry.pages.limit = self.limits.pages_per_minute * devices
        return entry

    def connect(self, address: str, now: float, devices: int = 1) -> str | None:
        """A WebSocket handshake from ``address``: None when it may open (it is counted as open
        until :meth:`disconnected`), else why not. ``devices``: how many devices may share the
        address (1 but for this machine's own, through which a tunnel brings every remote phone);
        its limits of connections are that many devices' (PLT-11)."""
        entry = self._shared(address, now, devices)
        if now < entry.cooldown_until:
            return "dropped for flooding; wait"
        if entry.open >= self.limits.connections * max(1, devices):
            return "too many connections from this address"
        if not entry.connects.allow(now):
            return "too many connections a minute from this address"
        entry.open += 1
        return None

    def disconnected(self, address: str, now: float) -> None:
        entry = self._entry(address, now)
        entry.open = max(0, entry.open - 1)

    def connections(self, address: str) -> int:
        """The WebSockets ``address`` has open now."""
        entry = self._book.get(address)
        return entry.open if entry is not None else 0

    def page(self, address: str, now: float, devices: int = 1) -> bool:
        """An HTTP request for a page or a file: False when the address is over its limit
        (``devices`` as for :meth:`connect`)."""
        return self._shared(address, now, devices).pages.allow(now)

    def begin_refusal(self, address: str, now: float, devices: int = 1) -> bool:
        """A refusal is about to be answered: True when it may wait out the refusal delay first
        (then call :meth:`end_refusal`), False when enough of this address's are waiting already
        (answer it at once: a client that does not wait for its answers holds no more sockets)."""
        entry = self._entry(address, now)
        if entry.refusing >= self.limits.connections * max(1, devices):
            return False
        entry.refusing += 1
        return True

    def end_refusal(self, address: str, now: float) -> None:
        entry = self._entry(address, now)
        entry.refusing = max(0, entry.refusing - 1)

    def flooded(self, address: str, now: float) -> None:
        """A connection of ``address`` was dropped for flooding: it cools off."""
        self._entry(address, now).cooldown_until = now + self.limits.flood_cooldown_s
