"""A WebSocket client on a bare socket, for hostile clients: it reads only when told to, can come
from any loopback address (127.0.0.2, 127.0.0.3, …: each its own "phone") and can shrink its
kernel receive buffer so that a client that stops reading pushes back on the server at once.

Also used by ``bench/soak.py``.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
from typing import Any

OP_TEXT, OP_BINARY, OP_CLOSE, OP_PING, OP_PONG = 0x1, 0x2, 0x8, 0x9, 0xA
TCP_ESTABLISHED = 1  # the first byte of TCP_INFO (linux/tcp.h)


def frame(opcode: int, payload: bytes, fin: bool = True) -> bytes:
    """One client frame (masked, as a client must)."""
    mask = os.urandom(4)
    n = len(payload)
    head = bytes([(0x80 if fin else 0) | opcode])
    if n < 126:
        head += bytes([0x80 | n])
    elif n < 1 << 16:
        head += bytes([0x80 | 126]) + n.to_bytes(2, "big")
    else:
        head += bytes([0x80 | 127]) + n.to_bytes(8, "big")
    key = (mask * (n // 4 + 1))[:n]
    masked = (int.from_bytes(payload, "big") ^ int.from_bytes(key, "big")).to_bytes(n, "big") if n else b""
    return head + mask + masked


def hello(**fields: Any) -> str:
    return json.dumps({"type": "hello", "protocol": 1, **fields})


def _take_frame(buf: bytearray) -> tuple[int, bytes] | None:
    """The first whole (unmasked, server) frame in ``buf``, removed from it; None if incomplete."""
    if len(buf) < 2:
        return None
    length, start = buf[1] & 0x7F, 2
    if length == 126:
        if len(buf) < 4:
            return None
        length, start = int.from_bytes(buf[2:4], "big"), 4
    elif length == 127:
        if len(buf) < 10:
            return None
        length, start = int.from_bytes(buf[2:10], "big"), 10
    if len(buf) < start + length:
        return None
    opcode, payload = buf[0] & 0x0F, bytes(buf[start:start + length])
    del buf[: start + length]
    return opcode, payload


class Refused(Exception):
    """The handshake was answered with another status than 101."""

    def __init__(self, status: int) -> None:
        super().__init__(f"HTTP {status}")
        self.status = status


class RawClient:
    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.buffer = bytearray()
        self.loop = asyncio.get_running_loop()

    @classmethod
    async def open(cls, port: int, source: str = "127.0.0.1", rcvbuf: int | None = None,
                   host: str = "127.0.0.1") -> RawClient:
        """Connect from ``source`` and do the WebSocket handshake; raises :class:`Refused`."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        if rcvbuf is not None:  # before connect: the window the client announces follows it
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        sock.bind((source, 0))
        client = cls(sock)
        try:
            await client.loop.sock_connect(sock, (host, port))
            key = base64.b64encode(os.urandom(16)).decode()
            await client.loop.sock_sendall(sock, (
                f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
            while b"\r\n\r\n" not in client.buffer:
                await client._fill()
        except BaseException:
            sock.close()
            raise
        head, _, rest = bytes(client.buffer).partition(b"\r\n\r\n")
        client.buffer = bytearray(rest)
        status = int(head.split(b" ", 2)[1])
        if status != 101:
            sock.close()
            raise Refused(status)
        return client

    @property
    def name(self) -> tuple[str, int]:
        """The client's address and port, as the server sees them."""
        host, port = self.sock.getsockname()[:2]
        return str(host), int(port)

    def established(self) -> bool:
        """Whether the TCP connection is still up, from the kernel's state (without reading)."""
        return self.sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 1)[0] == TCP_ESTABLISHED

    async def _fill(self) -> None:
        data = await self.loop.sock_recv(self.sock, 65536)
        if not data:
            raise ConnectionResetError("closed by the server")
        self.buffer += data

    async def send_raw(self, data: bytes) -> None:
        await self.loop.sock_sendall(self.sock, data)

    async def send_text(self, text: str) -> None:
        await self.send_raw(frame(OP_TEXT, text.encode()))

    async def recv_frame(self) -> tuple[int, bytes]:
        """The next frame from the server (opcode, payload); pings are answered."""
        while True:
            got = _take_frame(self.buffer)
            if got is None:
                await self._fill()
            elif got[0] == OP_PING:
                await self.send_raw(frame(OP_PONG, got[1]))
            else:
                return got

    async def recv_message(self) -> dict[str, Any]:
        """The next text message, parsed; a close frame raises ConnectionResetError with its code."""
        while True:
            opcode, payload = await self.recv_frame()
            if opcode == OP_TEXT:
                return dict(json.loads(payload))
            if opcode == OP_CLOSE:
                raise Closed(int.from_bytes(payload[:2], "big") if len(payload) >= 2 else 1005)

    def close(self) -> None:
        self.sock.close()


class Closed(ConnectionResetError):
    """The server closed the WebSocket with ``code``."""

    def __init__(self, code: int) -> None:
        super().__init__(f"closed with {code}")
        self.code = code
