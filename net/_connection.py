"""The table server's connections, below the game (PLT-06): the WebSocket protocol that answers an
HTTP method it does not serve and a frame too large, the socket that reads a little at a time and
holds a phone that stops reading, and a connection's one pending view and small outbox
(:class:`_Connection`). :mod:`net.server` makes and serves them; the limits are module level so
that tests can shrink them.
"""

from __future__ import annotations

import asyncio
import http
import logging
import socket
from collections import OrderedDict, deque
from collections.abc import Callable, Generator
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, broadcast
from websockets.exceptions import InvalidMessage
from websockets.frames import CloseCode
from websockets.protocol import State
from websockets.server import ServerProtocol

from rules.core import BOARD, Actor

from . import protocol as p
from ._view_pass import ViewPass
from ._waiting import Waiting, from_this_machine

log = logging.getLogger("net.server")

CLOSE_TIMEOUT_S = 2.0
"""How long a closing connection waits for the phone's side of the close (a phone that vanished
never answers): the console's shutdown and a kick wait at most this long."""

# A phone that stops reading (module level so tests can shrink them).
WRITE_LIMIT = 32 * 1024
"""Bytes a connection's socket may hold unsent in the process, beyond the kernel's buffer,
before the server stops writing to it (the high-water mark of its write buffer; it writes
again below a quarter of it)."""
STUCK_S = 10.0
"""A connection that fell behind (its socket full) and has not caught up this long after is
dropped, and its seat shown as disconnected (its phone comes back with its token). Catching up
is taking everything it was sent; a socket that takes a trickle now and then has not."""
READ_CHUNK = 4096
"""Bytes read from a socket at a time (asyncio reads 256 KiB): the library parses all it reads
at once, and 256 KiB of a flooder's tiny frames is some 12,000 frames, tens of milliseconds in
which no other phone is served. 4 KiB is about 200 of them; a phone's message is far smaller."""
OUTBOX_FRAMES = 64
"""Answers (acks, errors, pongs) that may wait for a blocked connection besides its one view;
a connection that keeps asking without reading is dropped past this."""
_LONGEST_METHOD = 16
"""Bytes of a request line looked at for its method (the longest standard one has 7)."""


class _TableProtocol(ServerProtocol):
    """The library's server protocol, with one more courtesy: a frame too large to be read is
    answered with a ``too_large`` error before the connection is closed (1009), and a text frame
    that is not UTF-8 with ``bad_message`` before 1007, so that every client hears why."""

    def fail(self, code: CloseCode | int, reason: str = "") -> None:
        if self.state is State.OPEN and code in (CloseCode.MESSAGE_TOO_BIG, CloseCode.INVALID_DATA):
            error = (p.encode_error(p.ErrorCode.TOO_LARGE, f"frames are limited to {p.MAX_FRAME} bytes")
                     if code == CloseCode.MESSAGE_TOO_BIG
                     else p.encode_error(p.ErrorCode.BAD_MESSAGE, "the frame is not valid UTF-8"))
            self.send_text(error.encode())
        super().fail(code, reason)

    def parse(self) -> Generator[None]:
        """The library's parser, after one look at the request line: a method other than ``GET`` and
        ``HEAD`` (a ``POST`` with a body, which the library's parser would drop without a word) is
        answered 405 with ``Allow: GET, HEAD`` and the connection closed."""
        if self.state is State.CONNECTING:
            reader = self.reader
            while b"\n" not in reader.buffer and len(reader.buffer) <= _LONGEST_METHOD and not reader.eof:
                yield
            method = bytes(reader.buffer[:_LONGEST_METHOD + 1]).split(b" ", 1)[0]
            if reader.buffer and method not in (b"GET", b"HEAD"):
                shown = method.decode("ascii", "replace")[:_LONGEST_METHOD]
                self.handshake_exc = InvalidMessage(f"method {shown} is not allowed")
                response = self.reject(http.HTTPStatus.METHOD_NOT_ALLOWED,
                                       "this console serves its pages with GET and HEAD only\n")
                response.headers["Allow"] = "GET, HEAD"  # (reject() says Connection: close)
                self.send_response(response)  # then the library discards what comes and closes
                yield
                return
        yield from super().parse()


class _Socket(ServerConnection):
    """A server connection that says when its write buffer fills up and drains (flow control) and
    when it is gone. The server sets the ``on_*`` callbacks; each is called at most as often as
    asyncio calls the protocol method of the same name.

    Until its upgrade it is counted by the server's :class:`net._waiting.Waiting` (``waiting``, set on the
    subclass the server makes), which may refuse it at once."""

    waiting: Waiting | None = None

    def __init__(self, protocol: ServerProtocol, server: Server, **kwargs: Any) -> None:
        table_protocol = _TableProtocol(max_size=(protocol.max_message_size, protocol.max_fragment_size),
                                        logger=protocol.logger)
        super().__init__(table_protocol, server, **kwargs)
        self.address = ""
        self.blocked = False
        self.on_pause: Callable[[], None] | None = None
        self.on_resume: Callable[[], None] | None = None
        self.on_lost: Callable[[], None] | None = None
        self.peer = "?"
        self.own = False  # from this machine: a tunnel's client or a proxy (net/address.py)
        self.counted = False  # counted by ``waiting`` until upgraded or gone
        self.discarding = False  # closed for flooding: what it still sends is dropped unread

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        if hasattr(transport, "max_size"):  # asyncio's socket transport: how much one read takes
            transport.max_size = READ_CHUNK
        self.peer, self.own = from_this_machine(transport)
        waiting = self.waiting
        if waiting is None:
            return
        why = waiting.admit(self.peer, self.own)
        if why is None:
            self.counted = True
            return
        if isinstance(transport, asyncio.WriteTransport):  # a few bytes the kernel takes at once
            transport.write(f"HTTP/1.1 {why}\r\nContent-Length: 0\r\nRetry-After: 10\r\n"
                            "Connection: close\r\n\r\n".encode())
        transport.close()

    def stop_reading(self) -> None:
        """Closed for flooding (1008): nothing more it sends is read. The kernel's buffer fills
        and holds the flooder back; its close frame goes out all the same, and the connection
        ends when the client closes it, or CLOSE_TIMEOUT_S later."""
        self.discarding = True
        transport = self.transport
        if isinstance(transport, asyncio.ReadTransport) and transport.is_reading():
            transport.pause_reading()
        sock = transport.get_extra_info("socket") if transport is not None else None
        if sock is not None:  # and the kernel holds little of it for us: the flooder blocks sooner
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, READ_CHUNK)

    def data_received(self, data: bytes) -> None:
        if self.discarding:  # a flooder's bytes after its close (1008): not even parsed
            return
        super().data_received(data)

    def upgraded(self) -> None:
        """The handshake is over: a WebSocket now, counted by the limits of its address."""
        if self.counted and self.waiting is not None:
            self.counted = False
            self.waiting.release(self.peer)

    def pause_writing(self) -> None:
        super().pause_writing()
        self.blocked = True
        if self.on_pause is not None:
            self.on_pause()

    def resume_writing(self) -> None:
        super().resume_writing()
        self.blocked = False
        if self.on_resume is not None:
            self.on_resume()

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self.upgraded()  # no longer waiting, whatever it was
        on_lost, self.on_lost = self.on_lost, None
        if on_lost is not None:
            on_lost()


class _Connection:
    """One WebSocket: who it is once it said hello, what it was last sent, what it asked, and what
    waits for it while its socket takes nothing.

    Frames are written at once while the socket keeps up. While it is blocked (its write buffer
    is over :data:`WRITE_LIMIT`) they wait in a small outbox, where a view replaces the view
    before it (a view is complete: only the newest matters), so what waits for a phone that
    stopped reading is bounded. It is written out, in order, as soon as the socket drains; a
    connection that has not caught up :data:`STUCK_S` after it fell behind is dropped
    (``on_stuck``)."""

    def __init__(self, ws: ServerConnection, on_stuck: Callable[[_Connection], None] | None = None) -> None:
        self.ws = ws
        # the address its handshake was counted under (a proxy's forwarded one, net/address.py)
        self.address = getattr(ws, "address", "") or str((ws.remote_address or ("?",))[0])
        self.actor: Actor | None = None
        self.lang = "uk"
        self.public = False  # a board that asked for the whole public view (hello's ``view``)
        self.last_view = b""
        self.answers: OrderedDict[str, str] = OrderedDict()
        self.judged: set[str] = set()  # ids of requests applied in the group now open, not yet answered
        self.limiter = p.RateLimiter(p.MESSAGES_PER_SECOND, 1.0)
        self.strikes = 0
        self.closing = False
        self.flooded = False  # closed for flooding (1008)
        self.dropped = False  # cut for not reading
        self.joining = False  # a password is being checked
        self.profile: dict[str, Any] | None = None  # the profile last sent (PLT-17)
        self.outbox: deque[tuple[bool, str | bytes]] = deque()  # (is a view, frame), while blocked
        self._held: list[bytes] | None = None  # frames kept to go out in one write (:meth:`hold`)
        self._on_stuck = on_stuck
        self._stuck_timer: asyncio.TimerHandle | None = None
        if isinstance(ws, _Socket):
            ws.on_pause = self._on_pause
            ws.on_resume = self._on_resume
            if ws.blocked:
                self._on_pause()

    def view_in(self, views: ViewPass) -> bytes:
        """This connection's view of the moment: a board's scene, unless its hello asked for the
        public view; anyone else's own view."""
        assert self.actor is not None
        return views.scene() if self.actor is BOARD and not self.public else views.json_for(self.actor)

    @property
    def blocked(self) -> bool:
        return isinstance(self.ws, _Socket) and self.ws.blocked

    def send(self, text: str) -> None:
        """Write an answer (an ack, an error, a pong, a profile) without waiting, or keep it in the
        outbox while the socket is blocked."""
        if self.closing:
            return
        if self.outbox or self.blocked:
            self._keep(False, text)
            return
        if self._held is not None:
            self._held.append(p.text_frame(text.encode()))
            return
        broadcast([self.ws], text)

    def hold(self) -> None:
        """Keep what this connection is sent until :meth:`release`: a request's own view and its
        ack go out in one write, one system call and one wake-up of the phone instead of two."""
        self._held = []

    def release(self) -> None:
        held, self._held = self._held, None
        if held and not self.closing:
            self._write_frame(held[0] if len(held) == 1 else b"".join(held))

    def send_view(self, frame: bytes) -> None:
        """Write a view's WebSocket frame (:func:`net.protocol.text_frame`, made once for everyone
        who gets the same view) without waiting, or keep it while the socket is blocked: the
        newest view replaces one still waiting."""
        if self.closing:
            return
        if self.outbox or self.blocked:
            for item in self.outbox:
                if item[0]:
                    self.outbox.remove(item)
                    break
            self._keep(True, frame)
            return
        self._write_frame(frame)

    def _keep(self, view: bool, data: str | bytes) -> None:
        self.outbox.append((view, data))
        if len(self.outbox) > OUTBOX_FRAMES + 1 and self._on_stuck is not None:
            self._on_stuck(self)

    def _write_frame(self, frame: bytes) -> None:
        """The frame's bytes straight to the socket: the library would make the same frame again
        for each connection. Only between whole frames of an open connection, as the library's
        own writes are (the server never fragments a message nor compresses one)."""
        if self._held is not None:
            self._held.append(frame)
            return
        ws = self.ws
        transport = ws.transport
        if ws.protocol.state is State.OPEN and transport is not None and not transport.is_closing():
            transport.write(frame)

    def _write(self, data: str | bytes) -> None:
        if isinstance(data, bytes):
            self._write_frame(data)
        else:
            broadcast([self.ws], data)

    def send_last(self, text: str) -> None:
        """The last frame before a close (``kicked``, ``replaced``, a flood's error): whatever
        still waits is of no more use."""
        self.outbox.clear()
        if not self.closing:
            broadcast([self.ws], text)

    def waiting_bytes(self) -> int:
        """What waits to be sent to this connection: its socket's write buffer and its outbox."""
        transport = self.ws.transport
        buffered = transport.get_write_buffer_size() if transport is not None else 0
        return buffered + sum(len(data) for _view, data in self.outbox)

    def caught_up(self) -> bool:
        """Whether everything sent to this connection has left the process."""
        transport = self.ws.transport
        return (not self.blocked and not self.outbox
                and (transport is None or transport.get_write_buffer_size() == 0))

    def _on_pause(self) -> None:
        if self._stuck_timer is None and self._on_stuck is not None:
            self._stuck_timer = asyncio.get_running_loop().call_later(STUCK_S, self._on_stuck_timer)

    def _on_stuck_timer(self) -> None:
        self._stuck_timer = None
        if not self.caught_up() and self._on_stuck is not None:
            self._on_stuck(self)

    def _on_resume(self) -> None:
        while self.outbox and not self.blocked and not self.closing:
            _view, data = self.outbox.popleft()
            self._write(data)
        if self.caught_up():
            self.cancel_timer()

    def cancel_timer(self) -> None:
        if self._stuck_timer is not None:
            self._stuck_timer.cancel()
            self._stuck_timer = None
