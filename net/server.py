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
import contextlib
import dataclasses
import http
import logging
import socket
import struct
import time
from collections.abc import Callable, Collection
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode
from websockets.http11 import Request as HttpRequest
from websockets.http11 import Response
from websockets.protocol import State

import gm_resources
from rules.core import BOARD, Actor, Rejection, RejectionCode

from . import protocol as p
from ._connection import CLOSE_TIMEOUT_S, WRITE_LIMIT, _Connection, _Socket
from ._group_commit import Group
from ._pages import page, plain
from ._waiting import Waiting, from_this_machine, raise_open_files_limit
from .address import IpNetwork, forwarded_address
from .hosts import HostCheck
from .journal import StorageError
from .records import Account, Records, RecordsError
from .table import Accepted, Changes, Table

log = logging.getLogger(__name__)

ANSWERS_KEPT = 256
SEND_BUFFER = 64 * 1024
"""The kernel's send buffer of each WebSocket (SO_SNDBUF; Linux doubles it). Left to itself the
kernel grows it to 4 MB, thousands of stale views a phone would have to read through before
the newest one, and that the server would never know were waiting."""
REFUSED_CLOSE = 1008  # policy violation: flooding


@dataclass(frozen=True)
class _Join:
    """A player's hello, gathered with the requests of its turn of the loop (group commit, PLT-03):
    a new seat (a guest, or ``account`` signed in or registered, PLT-17), or a seat taken again
    with its token (PLT-09)."""

    hello: p.Hello
    account: Account | None = None


@dataclass(frozen=True)
class _Welcome:
    """A join's answer, sent once its group is on disk: the seat and its token, or ``error`` (the
    frame of a refused hello). ``wrote``: the join wrote to the journal (a new seat, a new token),
    so a refused group refuses it; ``created``: the account its hello registered (PLT-17), removed
    again if the table does not seat it."""

    conn: _Connection
    seat: int | None = None
    token: str = ""
    error: str | None = None
    wrote: bool = False
    created: int | None = None


_Answer = tuple[_Connection, str, str | None, bool] | _Welcome
"""A request's answer (its connection, its id, its answer, whether accepted), or a join's."""


def _sender(answer: _Answer) -> _Connection:
    return answer.conn if isinstance(answer, _Welcome) else answer[0]


@dataclass
class _Flight:
    """A group of requests whose commit is under way, and the answers it waits to send."""

    table: Table
    group: Group
    answers: list[_Answer]


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
        web_root: Path = gm_resources.WEB,
        content_root: Path = gm_resources.ROOT,
        monotonic: Callable[[], float] = time.monotonic,
        limits: p.AddressLimits | None = None,
        own: Path | None = None,
        trusted_proxies: Collection[IpNetwork] = (),
        commit_apart: bool = True,
    ) -> None:
        """``limits``: what one network address may open (default :class:`net.protocol.AddressLimits`);
        ``monotonic``: the clock of every limit; ``own``: the data folder of the club's own content,
        whose files (the quiz's handout pictures) are served while the public view names them;
        ``trusted_proxies``: the proxies whose ``X-Forwarded-For`` is believed (``--trusted-proxy``,
        net/address.py), none by default; ``commit_apart``: a group's commit (its sync) is made on
        the journal's writer thread while the loop goes on, so that a window on the same loop keeps
        drawing while the disk syncs (the console); without it, on the loop's thread (``python -m
        net``: no window, and the hand-over to the writer and back cost about a fifth of a request's
        CPU, bench/anchor_pairs.py)."""
        self.trusted_proxies = tuple(trusted_proxies)
        self.commit_apart = commit_apart
        self.table = table
        self.records = records
        self.host = host
        self.requested_port = port
        self.web_root = web_root
        self.content_root = content_root
        self.own = own
        self.monotonic = monotonic
        self._server: Server | None = None
        self._connections: set[_Connection] = set()
        self._by_seat: dict[int, _Connection] = {}
        self.addresses = p.AddressBook(limits)
        self.waiting = Waiting(self.addresses.limits, self.devices_per_address)
        self._unsubscribe: Callable[[], None] | None = None
        self._closing_tasks: set[asyncio.Task[None]] = set()
        self._unlisten: Callable[[], None] | None = None
        self._gathered: list[tuple[_Connection, p.RequestMessage | _Join]] = []  # requests of this turn of the loop
        self._views_later = False  # inside a group: the views are sent once, after its commit
        self._views_wanted = False
        self._flight: _Flight | None = None  # the group whose commit is on the writer thread
        self._answering = False
        self._stopping = False
        self._writer: ThreadPoolExecutor | None = None
        """The journal's writer: one thread, where a group's commit (its sync) is made."""
        # PLT-10, PLT-11: only requests that call the console by its own names (a foreign page's
        # through DNS rebinding are refused); the join link's host follows the table's URL
        self.hosts = HostCheck(lambda: self.table.url)

    @property
    def answered(self) -> bool:
        """Whether every request read so far has been applied and its effects sent: none gathered
        for the next group, none whose commit is still on the writer thread (its views and answers
        go out when it returns)."""
        return not self._gathered and self._flight is None

    # --- life cycle -----------------------------------------------------------------------------
    async def start(self) -> None:
        self.waiting.fit_open_files(raise_open_files_limit())
        socket_class = cast(type[_Socket], type("_WaitingSocket", (_Socket,), {"waiting": self.waiting}))
        self._server = await serve(
            self._handle,
            self.host,
            self.requested_port,
            process_request=self._process_request,
            max_size=p.MAX_FRAME,  # a larger frame is not read: too_large, then 1009 (_TableProtocol)
            ping_interval=10,
            ping_timeout=20,
            close_timeout=CLOSE_TIMEOUT_S,
            compression=None,
            write_limit=WRITE_LIMIT,
            create_connection=socket_class,
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
        self._stopping = True
        self._land()  # the group in flight is answered
        self._gathered.clear()  # not applied, not answered: the console stops
        if self._writer is not None:
            self._writer.shutdown(wait=False)
            self._writer = None
        if self._unsubscribe:
            self._unsubscribe()
            self._unsubscribe = None
        if self._unlisten:
            self._unlisten()
            self._unlisten = None
        self.waiting.stop()
        if self._server:
            for conn in list(self._connections):
                if conn.blocked:  # nothing more gets out to it, not even a close frame
                    self._drop_stuck(conn)
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

    def devices_per_address(self) -> int:
        """How many devices may share one address: this machine's, through which a plain tunnel
        brings every remote phone (PLT-11). A full table: its seats and its boards."""
        return self.table.game.seat_limit + self.addresses.limits.boards

    def connection_count(self) -> int:
        return sum(1 for c in self._connections if c.actor is not None)

    def waiting_bytes(self) -> dict[tuple[str, int], int]:
        """For each open WebSocket (by the client's address and port), the bytes waiting to be sent
        to it."""
        waiting = {}
        for conn in self._connections:
            host, port = (conn.ws.remote_address or ("", 0))[:2]
            waiting[(str(host), int(port))] = conn.waiting_bytes()
        return waiting

    # --- HTTP (same port) -------------------------------------------------------------------------
    async def _process_request(self, connection: ServerConnection, request: HttpRequest) -> Response | None:
        """Every request before anything is served: one that calls the console by a foreign name, or
        a WebSocket from a foreign page, is refused (421, 403) and nothing is served (PLT-10, PLT-11);
        ``HEAD`` gets the headers of its ``GET`` without the body. (Other methods never get here:
        :class:`_TableProtocol` answers them 405.)"""
        path = request.path.partition("?")[0]
        head = request.method == "HEAD"
        websocket = path == "/ws" and not head
        sockname = connection.transport.get_extra_info("sockname") if connection.transport else None
        arrived_at = str(sockname[0]) if sockname else ""
        host, origin = request.headers.get_all("Host"), request.headers.get_all("Origin")
        refused = self.hosts.refusal(host, origin, arrived_at, websocket)
        if refused is not None:
            log.info("refused a request for %r (Origin %r): %s", host, origin, refused.reason)
            response = plain(http.HTTPStatus(refused.status), refused.reason + "\n")
        elif head and path == "/ws":
            response = plain(http.HTTPStatus.UPGRADE_REQUIRED, "a WebSocket opens with GET and Upgrade: websocket\n")
        else:
            answer = await self._process_http(connection, request)
            if answer is None:
                return None  # the WebSocket handshake goes on
            response = answer
        if head:
            length = str(len(response.body))
            del response.headers["Content-Length"]  # Headers keeps every value set: one, the GET's
            response.headers["Content-Length"] = length
            response = dataclasses.replace(response, body=b"")
        return response

    async def _process_http(self, connection: ServerConnection, request: HttpRequest) -> Response | None:
        path, _, _query = request.path.partition("?")
        # a declared proxy says whom it forwards (remote players, net/address.py); nobody else is believed
        peer, own = from_this_machine(connection.transport)
        address = forwarded_address(peer, request.headers.get("X-Forwarded-For"), self.trusted_proxies)
        # through a plain tunnel every remote phone comes from this machine: a full table's room
        devices = self.devices_per_address() if own and address == peer else 1
        now = self.monotonic()
        if path == "/ws":
            refused = self.addresses.connect(address, now, devices)
            if refused is None:
                if isinstance(connection, _Socket):
                    connection.address = address
                    connection.on_lost = lambda: self.addresses.disconnected(address, self.monotonic())
                else:  # pragma: no cover - serve() always makes a _Socket
                    self.addresses.disconnected(address, now)
                sock = connection.transport.get_extra_info("socket")
                if sock is not None:
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
                return None  # the WebSocket handshake goes on
            return await self._refuse(connection, address, refused, devices)
        if not self.addresses.page(address, now, devices):
            return await self._refuse(connection, address, "too many requests from this address", devices)
        return page(path, self.table, self.web_root, self.content_root, self.own)

    async def _refuse(self, connection: ServerConnection, address: str, why: str, devices: int = 1) -> Response:
        """HTTP 429 for an address over its limits (PLT-11), after the refusal delay: a client that
        reconnects as soon as it is refused is held to that pace."""
        log.info("refused a connection from %s: %s", address, why)
        if self.addresses.begin_refusal(address, self.monotonic(), devices):
            try:
                await asyncio.sleep(self.addresses.limits.refusal_delay_s)
            finally:
                self.addresses.end_refusal(address, self.monotonic())
        response = connection.respond(http.HTTPStatus.TOO_MANY_REQUESTS, why + "\n")
        response.headers["Retry-After"] = str(max(1, round(self.addresses.limits.flood_cooldown_s)))
        response.headers["Connection"] = "close"
        return response

    # --- WebSocket --------------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        if isinstance(ws, _Socket):
            ws.upgraded()
        conn = _Connection(ws, self._drop_stuck)
        self._connections.add(conn)
        try:
            async for frame in ws:
                # A flooder is no longer read once its close (1008) is on its way (_Socket.stop_reading)
                # and the connection ends CLOSE_TIMEOUT_S later at most: closed at once, with its
                # frames unread, it would be reset before the client read the rate_limited and
                # the close code.
                if not conn.closing:
                    self.on_frame(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            conn.cancel_timer()
            self._connections.discard(conn)
            self._forget(conn)

    def _forget(self, conn: _Connection) -> None:
        actor = conn.actor
        if actor is not None and actor.seat is not None and self._by_seat.get(actor.seat) is conn:
            del self._by_seat[actor.seat]
            self.table.set_connected(actor.seat, False)

    def _drop_stuck(self, conn: _Connection) -> None:
        """A connection that stopped taking what it is sent (a phone that stopped reading): it is
        cut at once, without a close frame (none could get through, and the library's close
        would wait for the socket to drain for ever), and its seat shows as disconnected."""
        if conn.dropped:
            return
        self._apply_gathered_of(conn)
        conn.dropped = True
        log.info("dropped a connection from %s that stopped reading (%d bytes waiting)",
                 conn.address, conn.waiting_bytes())
        conn.cancel_timer()
        conn.outbox.clear()
        if not conn.closing:
            conn.closing = True
            self._forget(conn)
            conn.actor = None
        transport = conn.ws.transport
        if transport is not None:
            sock = transport.get_extra_info("socket")
            if sock is not None:
                # A reset, not a close: closed, the kernel would keep what it holds for the phone
                # and go on offering it, for minutes, to a phone that takes nothing.
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            transport.abort()

    def _close(self, conn: _Connection, last: str | None, code: int, reason: str = "") -> None:
        if conn.closing:
            return
        self._apply_gathered_of(conn)
        if conn.blocked:  # its close frame could not get out: cut it
            self._drop_stuck(conn)
            return
        if last:
            conn.send_last(last)
        conn.closing = True
        # Its stuck timer stays: a close that fills the socket is cut after STUCK_S like any.
        self._forget(conn)
        conn.actor = None
        # Its handler keeps reading (and ignoring) frames until the close handshake is done:
        # a reader that stops would never see the client's closing frame.
        task = asyncio.ensure_future(conn.ws.close(code, reason))
        self._closing_tasks.add(task)
        task.add_done_callback(self._closing_tasks.discard)

    def on_frame(self, conn: _Connection, frame: str | bytes) -> None:
        """One frame from a client: answer it, and apply what it asks (PLT-11).

        Whatever goes wrong while handling it, the sender gets an answer and its connection stays
        open: an unexpected exception is logged and answered as ``internal_error``."""
        now = self.monotonic()
        if not conn.limiter.allow(now):
            # Each frame over the rate is answered with its own id, so its sender can match it;
            # FLOOD_STRIKES in a row and the connection is closed (1008) after the last answer.
            conn.strikes += 1
            refused = p.parse(frame)
            msg_id = refused.id if isinstance(refused, p.RequestMessage | p.ProtocolError) else None
            if conn.strikes >= p.FLOOD_STRIKES:
                self.addresses.flooded(conn.address, now)
                conn.flooded = True
                self._close(conn, p.encode_error(p.ErrorCode.RATE_LIMITED, "flooding: disconnected", msg_id),
                            REFUSED_CLOSE, "flooding")
                if isinstance(conn.ws, _Socket):
                    conn.ws.stop_reading()
            else:
                conn.send(p.encode_error(p.ErrorCode.RATE_LIMITED, "too many messages; slow down", msg_id))
            return
        conn.strikes = 0
        message = p.parse(frame)
        try:
            self._dispatch(conn, message)
        except Exception:
            msg_id = message.id if isinstance(message, p.RequestMessage) else None
            log.exception("handling a %s frame failed", type(message).__name__)
            conn.send(p.encode_error(p.ErrorCode.INTERNAL_ERROR, "the console failed on this message", msg_id))

    def _dispatch(self, conn: _Connection, message: p.ClientMessage | p.ProtocolError) -> None:
        if isinstance(message, p.ProtocolError):
            conn.send(p.encode_error(message.code, message.message, message.id))
            if message.code == p.ErrorCode.TOO_LARGE:
                self._close(conn, None, CloseCode.MESSAGE_TOO_BIG, "too large")
            return
        if isinstance(message, p.Ping):  # any time, before hello too: it tells nothing but the time
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
        if hello.token is not None:  # the seat again: with the others of this turn (group commit)
            conn.joining = True
            self._on_request(conn, _Join(hello))
            return
        if not table.accepts_code(hello.code):  # the old code too, a while after a new one (PLT-08)
            if not self.addresses.guess(conn.address, self.monotonic()):
                conn.send(p.encode_error(p.ErrorCode.RATE_LIMITED, "too many wrong codes; wait a minute"))
                return
            conn.send(p.encode_error(p.ErrorCode.WRONG_CODE, "no table with that code here"))
            return
        if hello.role == "board":
            conn.actor = BOARD
            conn.public = hello.view == "public"
            conn.send(p.encode_welcome("board", table.code, table.game.id))
            self._send_view(conn)
            return
        self._join(conn, hello)

    def _join(self, conn: _Connection, hello: p.Hello) -> None:
        """A new player: a guest, or signed in to an account (PLT-17), takes a seat. A password is
        checked in the background: hashing it takes a noticeable moment that no other phone waits for."""
        if hello.password or hello.register:
            conn.joining = True
            task = asyncio.ensure_future(self._join_with_password(conn, hello))
            self._closing_tasks.add(task)
            task.add_done_callback(self._closing_tasks.discard)
            return
        if not isinstance(self._account_now(conn, hello), _Refused):
            conn.joining = True
            self._on_request(conn, _Join(hello))  # seated with the others of this turn (group commit)

    async def _join_with_password(self, conn: _Connection, hello: p.Hello) -> None:
        gathered = False
        try:
            account = await self._account(conn, hello)
            if not isinstance(account, _Refused) and not conn.closing:
                self._on_request(conn, _Join(hello, account))  # seated with the requests of this turn
                gathered = True
        except Exception:  # the phone must hear something, whatever broke
            log.exception("a join with a password failed")
            conn.send(p.encode_error(p.ErrorCode.INTERNAL_ERROR, "the console failed on this hello"))
        finally:
            conn.joining = gathered  # until its welcome, no second hello

    def _judge_join(self, conn: _Connection, join: _Join, pending: dict[int, Actor]) -> _Welcome:
        """Apply one join of a group (PLT-09, PLT-17): its seat is journaled in the group's
        transaction; its welcome waits for the group's commit (:meth:`_welcome`). ``pending``: the
        seats taken in this group by connection, for the requests that follow in it."""
        table, hello, account = self.table, join.hello, join.account
        if hello.token is not None:
            seat = table.seat_of_token(hello.token)
            if seat is None:
                return _Welcome(conn, error=p.encode_error(p.ErrorCode.BAD_TOKEN, "this seat token is not valid here"))
            pending[id(conn)] = Actor.player(seat)
            return _Welcome(conn, seat, hello.token)
        created = account.id if hello.register and account is not None else None
        if account is not None and created is None:
            seat = table.seat_of_account(account.id)
            if seat is not None:  # the account is seated here already: this device takes the seat
                try:
                    token = table.issue_token(seat)
                except StorageError:  # the journal refused the new token: the old one stays
                    return _Welcome(conn, error=p.encode_rejection(table.storage_refusal(), None))
                pending[id(conn)] = Actor.player(seat)
                return _Welcome(conn, seat, token, wrote=True)
        joined = table.join(account.nickname if account else hello.nickname or "",
                            account.id if account else None)
        if isinstance(joined, Rejection):
            self._discard_account(created)
            return _Welcome(conn, error=p.encode_rejection(joined, None))
        seat, token = joined
        pending[id(conn)] = Actor.player(seat)
        return _Welcome(conn, seat, token, wrote=True, created=created)

    def _discard_account(self, created: int | None) -> None:
        """A new account whose player the table did not seat: as if never asked (PLT-17)."""
        if created is None or self.records is None:
            return
        try:
            self.records.discard_unused(created)
        except StorageError as refused:  # the disk took the account, not its removal
            log.warning("a new account refused at the table could not be removed: %s", refused)

    def _welcome(self, welcome: _Welcome, refusal: Rejection | None) -> None:
        """A join's answer once its group is over: the welcome and the seat (held from now on,
        journaled with the next group), or the error; a join the refused group wrote is refused
        ``storage_failed`` and nothing of it exists (PLT-03)."""
        conn = welcome.conn
        conn.joining = False
        if welcome.seat is None:
            assert welcome.error is not None
            conn.send(welcome.error)
            return
        if welcome.wrote and refusal is not None:
            self._discard_account(welcome.created)
            conn.send(p.encode_rejection(refusal, None))
            return
        if conn.closing or conn not in self._connections:  # gone before its welcome: the seat stays
            # unheld, its nickname free (PLT-09)
            return
        self._seat(conn, welcome.seat, welcome.token)

    def _account_now(self, conn: _Connection, hello: p.Hello) -> _Refused | None:
        """A join without a password: a guest, unless the nickname belongs to an account."""
        if self.records is not None and self.records.account_named(hello.nickname or "") is not None:
            self.addresses.guess(conn.address, self.monotonic())  # a guess like any wrong password
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
        # Every check counts from the moment it starts: however many hellos arrive at once, no more
        # passwords are checked than the address has wrong guesses left (PLT-11, PLT-17). Not even
        # a right password gets through once they are used up.
        address = conn.address
        if not self.addresses.begin_check(address, self.monotonic()):
            conn.send(p.encode_error(p.ErrorCode.RATE_LIMITED, "too many wrong passwords; wait a minute"))
            return REFUSED
        wrong = False
        try:
            if hello.register:
                try:
                    return await records.register_in_background(nickname, password, self.table.clock())
                except RecordsError as refused:
                    conn.send(p.encode_error(str(refused.code), str(refused)))
                    return REFUSED
                except StorageError as refused:  # PLT-03: the records' disk is full or read-only
                    log.warning("the records refused a new account: %s", refused)
                    conn.send(p.encode_error(str(RejectionCode.STORAGE_FAILED),
                                             f"the records could not store the account ({refused.cause}); "
                                             "nothing changed"))
                    return REFUSED
            account = await records.verify_in_background(nickname, password)
            if account is None:
                wrong = True
                conn.send(p.encode_error(p.ErrorCode.BAD_PASSWORD, "wrong password for this nickname"))
                return REFUSED
            return account
        finally:
            self.addresses.end_check(address, self.monotonic(), wrong)

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
            # the token is on its way: the seat and its nickname are this phone's (journaled with
            # the next group: one commit for the seats of a room that joined at once)
            self.table.hold(seat, later=True)
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

    def _on_request(self, conn: _Connection, message: p.RequestMessage | _Join) -> None:
        """A request is gathered with the others read in this turn of the loop, and applied with them
        right after it (:meth:`_apply_gathered`): one commit of the journal for all of them."""
        self._gathered.append((conn, message))
        if len(self._gathered) == 1 and self._flight is None:
            asyncio.get_running_loop().call_soon(self._apply_gathered)

    def _apply_gathered_of(self, conn: _Connection) -> None:
        """A connection about to close (flooding, kicked, replaced, stuck): the requests it sent
        before are applied and answered now, before its last frame (one kicked by a group being
        answered gets none: its later requests are not applied, as any of a closing connection)."""
        if self._answering:
            return
        flight = self._flight
        if flight is not None and any(_sender(answer) is conn for answer in flight.answers):
            self._land()
        if any(gathered is conn for gathered, _message in self._gathered):
            self._apply_gathered(here=True)

    def _apply_gathered(self, here: bool = False) -> None:
        """Group commit (PLT-03): the requests read together are judged and applied in the order they
        came, each as alone; their entries reach the disk in one transaction, one commit and one
        sync; only then does anyone see an effect of them: every connection's view (sent once for
        the group), each sender's answer (its view and its ack in one write). If the disk refuses,
        the table is as before the group and each request it had accepted is answered
        ``storage_failed``.

        The commit is made on the journal's writer thread while the loop goes on (the console
        draws, more requests are read: the next group, applied once this one is answered);
        ``here`` (or without ``commit_apart``): on this thread, at once (a connection about to
        close hears its answers first)."""
        if self._flight is not None:
            if not here:
                return  # the next group starts once the one in flight is answered
            self._land()
        gathered, self._gathered = self._gathered, []
        table = self.table
        if self._stopping or not (gathered or table.holds_due):
            return
        answers: list[_Answer] = []
        pending: dict[int, Actor] = {}  # the seats joined in this group, by connection
        group = table.begin_group()
        try:
            for conn, message in gathered:
                if conn.closing:
                    continue
                try:
                    if isinstance(message, _Join):
                        answers.append(self._judge_join(conn, message, pending))
                    else:
                        answers.append(self._judge(conn, message, pending.get(id(conn))))
                except Exception:  # one broken request must not take the others with it
                    log.exception("handling a request failed")
                    msg_id = message.id if isinstance(message, p.RequestMessage) else None
                    error = p.encode_error(p.ErrorCode.INTERNAL_ERROR, "the console failed on this message", msg_id)
                    answers.append((conn, msg_id, error, False) if msg_id is not None else _Welcome(conn, error=error))
        finally:
            here = here or not self.commit_apart
            if self._writer is None and not here:
                self._writer = ThreadPoolExecutor(1, thread_name_prefix="journal-writer")
            self._views_later = True  # committed here: its views go out once, with its answers
            try:
                table.end_group(None if here else self._writer)
            finally:
                self._views_later = False
        flight = _Flight(table, group, answers)
        if group.on_disk is None:  # committed here (or nothing to commit)
            self._answer(flight)
            return
        self._flight = flight
        loop = asyncio.get_running_loop()

        def returned(_on_disk: object) -> None:  # on the writer thread (or here, if it returned already)
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: stop() answered it
                loop.call_soon_threadsafe(self._landed, flight)

        group.on_disk.add_done_callback(returned)  # the loop is told once (no task, no wrapped future)

    def _landed(self, flight: _Flight) -> None:
        """The group's commit returned: its answers go out (unless they went already); a refusal is
        the group's to tell (:meth:`_answer`)."""
        if self._flight is flight:
            self._land()

    def _land(self) -> None:
        """The group in flight: wait for its commit if it has not returned, then answer it; the
        requests gathered meanwhile are the next group."""
        flight, self._flight = self._flight, None
        if flight is None:
            return
        self._answer(flight)
        if self._gathered:
            asyncio.get_running_loop().call_soon(self._apply_gathered)

    def _answer(self, flight: _Flight) -> None:
        """A group's effects, once it is on disk: the views (once for the group), then each sender's
        answers, its view and its answers in one write."""
        self._views_later = self._answering = True
        try:
            flight.table.settle()  # the group's changes are told now (if no write told them already)
        finally:
            self._views_later = self._answering = False
        group, answers = flight.group, flight.answers
        senders = {id(conn): conn for conn in map(_sender, answers)}.values()
        for conn in senders:
            conn.hold()  # each sender's new view and its answers in one write
        try:
            if self._views_wanted:
                self._views_wanted = False
                self.send_views()
            refusal = flight.table.storage_refusal() if group.refused is not None else None
            for item in answers:
                if isinstance(item, _Welcome):  # a join: its welcome, its seat's view
                    self._views_later = self._answering = True  # the others' views once, below
                    try:
                        self._welcome(item, refusal)
                    finally:
                        self._views_later = self._answering = False
                    continue
                conn, msg_id, answer, accepted = item
                if answer is None:  # a repeat of a request of this group: the answer it got
                    first = conn.answers.get(msg_id)
                    if first is not None:
                        conn.send(first)
                    continue
                if accepted and refusal is not None:  # the group's commit failed: nothing of it happened
                    answer = p.encode_rejection(refusal, msg_id)
                self._keep_answer(conn, msg_id, answer)
            if self._views_wanted:  # the seats joined: everyone's views once
                self._views_wanted = False
                self.send_views()
        finally:
            for conn in senders:
                conn.release()
        if flight.table.holds_due and self._flight is None and not self._gathered:
            asyncio.get_running_loop().call_soon(self._apply_gathered)  # the seats' holds: one commit

    def _judge(self, conn: _Connection, message: p.RequestMessage,
               joined: Actor | None = None) -> tuple[_Connection, str, str | None, bool]:
        """Apply one request of a group: (its connection, its id, its answer, whether accepted); the
        answer None for a request repeated within the group (it gets the first one's answer).
        ``joined``: the seat its connection took earlier in this group (its welcome not sent yet)."""
        actor = conn.actor or joined
        if actor is None:
            return conn, message.id, p.encode_error(p.ErrorCode.NOT_JOINED, "say hello first", message.id), False
        answered = conn.answers.get(message.id)
        if answered is not None:  # a repeated request: same answer, nothing applied again
            return conn, message.id, answered, False
        if message.id in conn.judged:
            return conn, message.id, None, False
        conn.judged.add(message.id)
        if message.version is not None and self.table.is_stale(actor, message.version, message.request.type):
            stale = p.encode_error(p.ErrorCode.STALE, "the table changed; look again", message.id)
            return conn, message.id, stale, False
        result = self.table.submit(actor, message.request)
        if isinstance(result, Accepted):
            return conn, message.id, p.encode_ack(message.id, result.version), True
        return conn, message.id, p.encode_rejection(result, message.id), False

    @staticmethod
    def _keep_answer(conn: _Connection, msg_id: str, answer: str) -> None:
        conn.judged.discard(msg_id)
        conn.answers[msg_id] = answer
        if len(conn.answers) > ANSWERS_KEPT:
            conn.answers.popitem(last=False)
        conn.send(answer)

    # --- views ------------------------------------------------------------------------------------
    def on_table_changed(self, changes: Changes) -> None:
        if changes.kind == "kicked" and changes.seat is not None:
            conn = self._by_seat.get(changes.seat)
            if conn is not None:
                self._close(conn, p.KICKED, p.CLOSE_KICKED, "removed by the moderator")
        if self._views_later:  # a group's changes: its views go out once, after the last of them
            self._views_wanted = True
            return
        self.send_views()

    def send_views(self) -> None:
        """Send every connection its view if it changed since it was last sent (PLT-10). A view is
        encoded once and its frame made once for everyone who gets it (every board and viewer);
        what depends on the seat is made once per seat. A board gets its scene (``view.board``) with
        the table's envelope and the phase, unless its hello asked for the whole public view."""
        table = self.table
        version = table.version
        views = table.view_pass()
        shared_json, shared_frame = b"", b""
        for conn in list(self._connections):
            if conn.actor is None or conn.closing:
                continue
            view_json = conn.view_in(views)
            if view_json is conn.last_view or view_json == conn.last_view:
                continue
            conn.last_view = view_json
            if view_json is not shared_json:
                shared_json = view_json
                shared_frame = p.text_frame(p.encode_view_raw(version, views.now, view_json))
            conn.send_view(shared_frame)

    def _send_view(self, conn: _Connection) -> None:
        assert conn.actor is not None
        views = self.table.view_pass()
        conn.last_view = conn.view_in(views)
        conn.send_view(p.text_frame(p.encode_view_raw(self.table.version, views.now, conn.last_view)))
