"""The table's server: one port for the phone page, the board page and the WebSocket (PLT-06).

It moves bytes only: frames are parsed by :mod:`net.protocol`, requests are applied by
:class:`net.table.Table`, and each connection is sent the view for its own seat (PLT-10) whenever
that view changes. Use it from the asyncio loop the table's ``call_later`` belongs to::

    server = TableServer(table, host="0.0.0.0", port=8765)
    await server.start()      # then server.port is the bound port
    ...
    await server.stop()
"""

from __future__ import annotations

import asyncio
import http
import io
import logging
import mimetypes
import re
import time
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import segno
from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request as HttpRequest
from websockets.http11 import Response
from websockets.protocol import State

from rules.core import BOARD, Actor, Rejection

from . import protocol as p
from .content import public_file
from .journal import StorageError
from .records import Account, Records, RecordsError
from .table import Accepted, Changes, Table

log = logging.getLogger(__name__)

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
_SAFE_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,80}$")
ANSWERS_KEPT = 256
CLOSE_TIMEOUT_S = 2.0
"""How long a closing connection waits for the phone's side of the close (a phone that vanished
never answers): the console's shutdown and a kick wait at most this long."""


class _Connection:
    """One WebSocket: who it is once it said hello, what it was last sent, what it asked."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.actor: Actor | None = None
        self.lang = "uk"
        self.last_view = ""
        self.answers: OrderedDict[str, str] = OrderedDict()
        self.limiter = p.RateLimiter(p.MESSAGES_PER_SECOND, 1.0)
        self.strikes = 0
        self.closing = False
        self.joining = False  # a password is being checked
        self.profile: dict[str, Any] | None = None  # the profile last sent (PLT-17)

    def send(self, text: str) -> None:
        """Queue a frame without waiting (websockets writes it to the transport at once)."""
        if not self.closing:
            broadcast([self.ws], text)


class _Refused:
    """A hello was refused; its error was sent."""


REFUSED = _Refused()


class TableServer:
    def __init__(
        self,
        table: Table,
        *,
        records: Records | None = None,
        host: str = "0.0.0.0",
        port: int = 8765,
        web_root: Path = RESOURCES / "web",
        content_root: Path = RESOURCES,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.table = table
        self.records = records
        self.host = host
        self.requested_port = port
        self.web_root = web_root
        self.content_root = content_root
        self.monotonic = monotonic
        self._server: Server | None = None
        self._connections: set[_Connection] = set()
        self._by_seat: dict[int, _Connection] = {}
        self._wrong_codes: dict[str, p.RateLimiter] = {}
        self._unsubscribe: Callable[[], None] | None = None
        self._closing_tasks: set[asyncio.Task[None]] = set()
        self._unlisten: Callable[[], None] | None = None

    # --- life cycle -----------------------------------------------------------------------------
    async def start(self) -> None:
        self._server = await serve(
            self._handle,
            self.host,
            self.requested_port,
            process_request=self._process_http,
            max_size=p.MAX_FRAME * 4,
            ping_interval=10,
            ping_timeout=20,
            close_timeout=CLOSE_TIMEOUT_S,
            compression=None,
        )
        self._unsubscribe = self.table.subscribe(self.on_table_changed, first=True)
        if self.records is not None:
            self._unlisten = self.records.listen(self.send_profiles)  # a recorded game, a mark (PLT-17)
        log.info("serving table %s on port %d", self.table.code, self.port)

    @property
    def port(self) -> int:
        assert self._server is not None, "start() first"
        sockets = self._server.sockets
        return int(sockets[0].getsockname()[1])

    async def stop(self) -> None:
        if self._unsubscribe:
            self._unsubscribe()
            self._unsubscribe = None
        if self._unlisten:
            self._unlisten()
            self._unlisten = None
        if self._server:
            self._server.close()
            await self._server.wait_closed()
            self._server = None

    def set_table(self, table: Table) -> None:
        """Serve another table (a new game); every connection is asked to join again."""
        if self._unsubscribe:
            self._unsubscribe()
        for conn in list(self._connections):
            if conn.actor is not None:
                self._close(conn, p.KICKED, p.CLOSE_KICKED)
        self.table = table
        self._unsubscribe = table.subscribe(self.on_table_changed, first=True)

    def connection_count(self) -> int:
        return sum(1 for c in self._connections if c.actor is not None)

    # --- HTTP (same port) -------------------------------------------------------------------------
    def _process_http(self, connection: ServerConnection, request: HttpRequest) -> Response | None:
        path, _, _query = request.path.partition("?")
        if path == "/ws":
            return None  # the WebSocket handshake goes on
        status, body, ctype = self._route(path)
        headers = Headers()
        headers["Content-Type"] = ctype
        headers["Content-Length"] = str(len(body))
        headers["Cache-Control"] = "no-cache"
        headers["X-Content-Type-Options"] = "nosniff"
        headers["Connection"] = "close"
        return Response(status.value, status.phrase, headers, body)

    def _route(self, path: str) -> tuple[http.HTTPStatus, bytes, str]:
        if path in ("/", "/join", "/index.html"):
            return self._file(self.web_root / "index.html")
        if path == "/board":
            return self._file(self.web_root / "board.html")
        if path == "/qr.svg":
            buf = io.BytesIO()
            segno.make(self.table.url or f"code {self.table.code}", error="m").save(
                buf, kind="svg", scale=8, dark="#000", light="#fff", border=2
            )
            return http.HTTPStatus.OK, buf.getvalue(), "image/svg+xml"
        parts = path.strip("/").split("/")
        if parts[0] == "static" and 2 <= len(parts) <= 3 and all(_SAFE_NAME.match(x) for x in parts[1:]):
            return self._file(self.web_root.joinpath(*parts))  # the page's own files, a game's in its folder
        if len(parts) == 3 and parts[0] == "content" and all(_SAFE_NAME.match(x) for x in parts[1:]):
            public = public_file(self.content_root, parts[1], parts[2])  # the game's entry says what
            if public is not None:
                return self._file(public)
        return http.HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8"

    @staticmethod
    def _file(path: Path) -> tuple[http.HTTPStatus, bytes, str]:
        if not path.is_file():
            return http.HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8"
        ctype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        if ctype.startswith("text/") or ctype in ("application/javascript", "application/json"):
            ctype += "; charset=utf-8"
        return http.HTTPStatus.OK, path.read_bytes(), ctype

    # --- WebSocket --------------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        conn = _Connection(ws)
        self._connections.add(conn)
        try:
            async for frame in ws:
                if not conn.closing:
                    self.on_frame(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            self._connections.discard(conn)
            self._forget(conn)

    def _forget(self, conn: _Connection) -> None:
        actor = conn.actor
        if actor is not None and actor.seat is not None and self._by_seat.get(actor.seat) is conn:
            del self._by_seat[actor.seat]
            self.table.set_connected(actor.seat, False)

    def _close(self, conn: _Connection, last: str | None, code: int, reason: str = "") -> None:
        if conn.closing:
            return
        if last:
            conn.send(last)
        conn.closing = True
        self._forget(conn)
        conn.actor = None
        # Its handler keeps reading (and ignoring) frames until the close handshake is done:
        # a reader that stops would never see the client's closing frame.
        task = asyncio.ensure_future(conn.ws.close(code, reason))
        self._closing_tasks.add(task)
        task.add_done_callback(self._closing_tasks.discard)

    def on_frame(self, conn: _Connection, frame: str | bytes) -> None:
        """One frame from a client: answer it, and apply what it asks (PLT-11)."""
        if not conn.limiter.allow(self.monotonic()):
            conn.strikes += 1
            if conn.strikes >= p.FLOOD_STRIKES:
                self._close(conn, p.encode_error(p.ErrorCode.RATE_LIMITED, "flooding: disconnected"),
                            1008, "flooding")
            elif conn.strikes == 1:
                conn.send(p.encode_error(p.ErrorCode.RATE_LIMITED, "too many messages; slow down"))
            return
        conn.strikes = 0
        message = p.parse(frame)
        if isinstance(message, p.ProtocolError):
            conn.send(p.encode_error(message.code, message.message, message.id))
            if message.code == p.ErrorCode.TOO_LARGE:
                self._close(conn, None, 1009, "too large")
            return
        if isinstance(message, p.Ping):
            conn.send(p.encode_pong(self.table.clock()))
        elif isinstance(message, p.Hello):
            self._on_hello(conn, message)
        else:
            self._on_request(conn, message)

    def _on_hello(self, conn: _Connection, hello: p.Hello) -> None:
        if conn.actor is not None or conn.joining:
            conn.send(p.encode_error(p.ErrorCode.ALREADY_JOINED, "hello was already said"))
            return
        table = self.table
        if hello.lang:
            conn.lang = hello.lang
        if hello.token is not None:
            seat = table.seat_of_token(hello.token)
            if seat is None:
                conn.send(p.encode_error(p.ErrorCode.BAD_TOKEN, "this seat token is not valid here"))
                return
            self._seat(conn, seat, hello.token)
            return
        if hello.code != table.code:
            if not self._wrong_guesses(conn).allow(self.monotonic()):
                conn.send(p.encode_error(p.ErrorCode.RATE_LIMITED, "too many wrong codes; wait a minute"))
                return
            conn.send(p.encode_error(p.ErrorCode.WRONG_CODE, "no table with that code here"))
            return
        if hello.role == "board":
            conn.actor = BOARD
            conn.send(p.encode_welcome("board", table.code, table.game.id))
            self._send_view(conn)
            return
        self._join(conn, hello)

    def _wrong_guesses(self, conn: _Connection) -> p.RateLimiter:
        """Wrong table codes and wrong passwords from one address (PLT-11, PLT-17)."""
        address = str((conn.ws.remote_address or ("?",))[0])
        return self._wrong_codes.setdefault(address, p.RateLimiter(p.WRONG_CODES_PER_MINUTE, 60.0))

    def _join(self, conn: _Connection, hello: p.Hello) -> None:
        """A new player: a guest, or signed in to an account (PLT-17), takes a seat. A password is
        checked in the background: hashing it takes a noticeable moment that no other phone waits for."""
        if hello.password or hello.register:
            conn.joining = True
            task = asyncio.ensure_future(self._join_with_password(conn, hello))
            self._closing_tasks.add(task)
            task.add_done_callback(self._closing_tasks.discard)
            return
        account = self._account_now(conn, hello)
        if not isinstance(account, _Refused):
            self._join_as(conn, hello, account)

    async def _join_with_password(self, conn: _Connection, hello: p.Hello) -> None:
        try:
            account = await self._account(conn, hello)
        except Exception:  # the phone must hear something, whatever broke
            log.exception("checking a password failed")
            conn.send(p.encode_error(p.ErrorCode.BAD_PASSWORD, "the password could not be checked"))
            return
        finally:
            conn.joining = False
        if isinstance(account, _Refused) or conn.closing:
            return
        self._join_as(conn, hello, account)

    def _join_as(self, conn: _Connection, hello: p.Hello, account: Account | None) -> None:
        table = self.table
        created = hello.register and account is not None
        if account is not None and not created:
            seat = table.seat_of_account(account.id)
            if seat is not None:  # the account is seated here already: this device takes the seat
                try:
                    token = table.issue_token(seat)
                except StorageError:  # the journal refused the new token: the old one stays
                    conn.send(p.encode_rejection(table.storage_refusal(), None))
                    return
                self._seat(conn, seat, token)
                return
        joined = table.join(account.nickname if account else hello.nickname or "",
                            account.id if account else None)
        if isinstance(joined, Rejection):
            if created and account is not None and self.records is not None:
                self.records.discard_unused(account.id)  # refused at the table: as if never asked
            conn.send(p.encode_rejection(joined, None))
            return
        seat, token = joined
        self._seat(conn, seat, token)

    def _account_now(self, conn: _Connection, hello: p.Hello) -> _Refused | None:
        """A join without a password: a guest, unless the nickname belongs to an account."""
        if self.records is not None and self.records.account_named(hello.nickname or "") is not None:
            self._wrong_guesses(conn).allow(self.monotonic())  # a guess like any wrong password
            conn.send(p.encode_error(p.ErrorCode.BAD_PASSWORD, "wrong password for this nickname"))
            return REFUSED
        return None

    async def _account(self, conn: _Connection, hello: p.Hello) -> Account | _Refused | None:
        """The account ``hello`` signs in to or registers, None for a guest, or refused (the error
        was sent and nothing changed). The password goes nowhere but to the check."""
        records = self.records
        nickname = hello.nickname or ""
        password = hello.password or ""
        if records is None:
            if hello.register or password:
                conn.send(p.encode_error(p.ErrorCode.NO_ACCOUNTS, "this table keeps no accounts"))
                return REFUSED
            return None
        existing = records.account_named(nickname)
        if existing is None and not hello.register and not password:
            return None  # a guest
        if hello.register and existing is not None:
            conn.send(p.encode_error(p.ErrorCode.NAME_TAKEN, "an account has this nickname; sign in to it"))
            return REFUSED
        guesses = self._wrong_guesses(conn)
        if guesses.exhausted(self.monotonic()):  # not even a right password gets through now
            conn.send(p.encode_error(p.ErrorCode.RATE_LIMITED, "too many wrong passwords; wait a minute"))
            return REFUSED
        if hello.register:
            try:
                return await records.register_in_background(nickname, password, self.table.clock())
            except RecordsError as refused:
                conn.send(p.encode_error(str(refused.code), str(refused)))
                return REFUSED
        account = await records.verify_in_background(nickname, password)
        if account is None:
            guesses.allow(self.monotonic())
            conn.send(p.encode_error(p.ErrorCode.BAD_PASSWORD, "wrong password for this nickname"))
            return REFUSED
        return account

    def _seat(self, conn: _Connection, seat: int, token: str) -> None:
        """Give ``conn`` the seat; a device already holding it is told it was replaced (PLT-09)."""
        old = self._by_seat.get(seat)
        if old is not None and old is not conn:
            self._close(old, p.REPLACED, p.CLOSE_REPLACED, "replaced by another device")
        conn.actor = Actor.player(seat)
        self._by_seat[seat] = conn
        account = self.table.account_of(seat) is not None
        conn.send(p.encode_welcome("player", self.table.code, self.table.game.id, seat, token, account))
        if not conn.closing and conn.ws.state is State.OPEN:
            self.table.hold(seat)  # the token is on its way: the seat and its nickname are this phone's
        self.table.set_connected(seat, True)  # re-sends views (presence) to everyone
        if not conn.last_view:
            self._send_view(conn)
        self._send_profile(conn)

    # --- profiles (PLT-17, QZ-25, QZ-26) ----------------------------------------------------------
    def profile_of(self, seat: int) -> dict[str, Any] | None:
        """The profile of the account holding ``seat`` (None for a guest): its games, wins, losses,
        penalties and this game's awards."""
        account_id = self.table.account_of(seat)
        if account_id is None or self.records is None:
            return None
        stats = self.records.player_stats(account_id)
        if stats is None:
            return None
        game = self.table.game
        return {"nickname": stats.nickname, "games": stats.games, "wins": stats.wins, "losses": stats.losses,
                "penalties": stats.penalties, "by_game": stats.by_game,
                "awards": game.profile_awards(stats.wins_by_game.get(game.id, 0))}

    def _send_profile(self, conn: _Connection) -> None:
        seat = conn.actor.seat if conn.actor is not None else None
        profile = self.profile_of(seat) if seat is not None else None
        if profile is not None and profile != conn.profile:
            conn.profile = profile
            conn.send(p.encode_profile(profile))

    def send_profiles(self) -> None:
        """Every seat's phone gets its profile again if it changed (the records changed)."""
        for conn in list(self._by_seat.values()):
            if not conn.closing:
                self._send_profile(conn)

    def _on_request(self, conn: _Connection, message: p.RequestMessage) -> None:
        if conn.actor is None:
            conn.send(p.encode_error(p.ErrorCode.NOT_JOINED, "say hello first", message.id))
            return
        answered = conn.answers.get(message.id)
        if answered is not None:  # a repeated request: same answer, nothing applied again
            conn.send(answered)
            return
        if message.version is not None and self.table.is_stale(conn.actor, message.version):
            answer = p.encode_error(p.ErrorCode.STALE, "the table changed; look again", message.id)
        else:
            result = self.table.submit(conn.actor, message.request)
            if isinstance(result, Accepted):
                answer = p.encode_ack(message.id, result.version)
            else:
                answer = p.encode_rejection(result, message.id)
        conn.answers[message.id] = answer
        if len(conn.answers) > ANSWERS_KEPT:
            conn.answers.popitem(last=False)
        conn.send(answer)

    # --- views ------------------------------------------------------------------------------------
    def on_table_changed(self, changes: Changes) -> None:
        if changes.kind == "kicked" and changes.seat is not None:
            conn = self._by_seat.get(changes.seat)
            if conn is not None:
                self._close(conn, p.KICKED, p.CLOSE_KICKED, "removed by the moderator")
        self.send_views()

    def send_views(self) -> None:
        """Send every connection its view if it changed since it was last sent (PLT-10)."""
        table = self.table
        version = table.version
        views = table.view_pass()
        shared_json, shared_frame = "", ""  # the board's frame is made once for all who watch it
        for conn in list(self._connections):
            if conn.actor is None or conn.closing:
                continue
            view_json = views.json_for(conn.actor)
            if view_json != conn.last_view:
                conn.last_view = view_json
                if view_json is not shared_json:
                    shared_json, shared_frame = view_json, p.encode_view_raw(version, views.now, view_json)
                conn.send(shared_frame)

    def _send_view(self, conn: _Connection) -> None:
        assert conn.actor is not None
        views = self.table.view_pass()
        conn.last_view = views.json_for(conn.actor)
        conn.send(p.encode_view_raw(self.table.version, views.now, conn.last_view))

