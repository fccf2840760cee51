"""The machine's floor for the anchor benchmark (bench/anchor_pairs.py ``--floor``): a server that
speaks just enough of the table's protocol for ``node-clients/clients.js`` and does no game work.

It runs on the same Python, event loop and ``websockets`` library as ``python -m net``, reads each
request the same way, appends one small record to a log file and syncs it (``fdatasync``, or
``fsync`` where the system has no ``fdatasync``: macOS, Windows) as the table's journal does for
each request (``--no-sync`` leaves it out), then writes frames
made in advance to every connection, and the sender's ack. The frames are the table's own views
of the benchmark's moment (a spy round of 10 players, 30 questions into its chain), each seat's
and the board's, made once at the start by a real table, so the clients parse the same text as
from the table. What this costs is what no table written on this stack can go under on this
machine: the table's figures over this server's say how close to that floor it is.

    python bench/floor_net.py --data-dir DIR --port N [--no-sync] [--bare]

With ``--bare`` (or ``GM_FLOOR_FRAMES=bare`` in the environment, as ``anchor_pairs.py --floor``
sets it for its second floor) the frames are the least the clients read of a view (whose turn it
is to ask, and who asked this player): about 50 bytes instead of the table's 1.8 to 1.9 KB. The
two floors apart say how much of the time is the views' bytes.

Like ``python -m net`` it prints ``{"port": N, "code": "...", "table": "floor"}`` first and answers
each JSON line on standard input with ``{"ok": 0}`` (the clients' set-up requests).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from net import protocol as p  # noqa: E402 - after the path is set
from net.portable import on_stop_signals, read_lines  # noqa: E402

PLAYERS = 10
LOG_BYTES = 1 << 24
SYNC = getattr(os, "fdatasync", os.fsync)
"""The record's sync: ``fdatasync`` where the system has it, else ``fsync``."""


def write_at(fd: int, data: bytes, offset: int) -> None:
    """``data`` at ``offset`` of the file: ``os.pwrite`` where the system has it, else a seek and a
    write (Windows)."""
    pwrite = getattr(os, "pwrite", None)
    if pwrite is not None:
        pwrite(fd, data, offset)
        return
    os.lseek(fd, offset, os.SEEK_SET)
    os.write(fd, data)


def bare_views() -> tuple[dict[int, bytes], bytes]:
    """The least a view can be for the benchmark's clients: what they read of it, and nothing else."""
    seat = b'{"game":{"asker":1,"me":{"asked_by":null}}}'
    return {n: seat for n in range(1, PLAYERS + 1)}, b'{"phase":"asking"}'


def table_views(folder: Path) -> tuple[dict[int, bytes], bytes]:
    """Each seat's view and the board's of a spy round of 10 players, 30 questions in, as the
    table sends them."""
    from net.content import make_game
    from net.journal import Journal
    from net.table import Table
    from rules.core import MODERATOR, Actor, Request

    journal = Journal(folder / "views.sqlite3")
    table = Table.create(make_game("spy"), journal, seed=1, options={"minutes": 10})
    try:
        seats = []
        for i in range(PLAYERS):
            joined = table.join(f"Player {i}")
            assert isinstance(joined, tuple), joined
            seats.append(joined[0])
            table.set_connected(joined[0], True)
        table.submit(MODERATOR, Request("deal"))
        table.submit(MODERATOR, Request("start_round"))
        for _ in range(30):
            asker = table.public_view()["game"]["asker"]
            answerer = seats[(seats.index(asker) + 1) % len(seats)]
            table.submit(Actor.player(asker), Request("question_asked", {"answerer": answerer}))
        views = table.view_pass()
        return {seat: views.json_for(Actor.player(seat)) for seat in seats}, views.scene()
    finally:
        table.close()
        journal.close()


class Floor:
    def __init__(self, folder: Path, sync: bool, bare: bool = False) -> None:
        self.fd = os.open(folder / "floor.log", os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o600)
        os.ftruncate(self.fd, LOG_BYTES)
        os.fsync(self.fd)
        self.offset = 0
        self.sync = sync
        self.version = 0
        self.seats: dict[ServerConnection, int | None] = {}
        self.views, self.board = bare_views() if bare else table_views(folder)

    def frame(self, conn: ServerConnection) -> bytes:
        seat = self.seats[conn]
        view = self.board if seat is None else self.views[seat]
        return p.text_frame(p.encode_view_raw(self.version, 1_796_000_000_000, view))

    async def handle(self, ws: ServerConnection) -> None:
        try:
            async for message in ws:
                data = json.loads(message)
                if data.get("type") == "hello":
                    seat = None
                    if data.get("role") == "player":
                        seat = 1 + sum(1 for s in self.seats.values() if s is not None)
                    self.seats[ws] = seat
                    await ws.send(p.encode_welcome(data.get("role", "board"), "00000", "spy", seat, "t"))
                    assert ws.transport is not None
                    ws.transport.write(self.frame(ws))
                elif data.get("type") == "request":
                    self.apply(ws, str(data.get("id")))
        finally:
            self.seats.pop(ws, None)

    def apply(self, sender: ServerConnection, msg_id: str) -> None:
        record = json.dumps({"v": self.version + 1, "id": msg_id}).encode() + b"\n"
        write_at(self.fd, record, self.offset % (LOG_BYTES - 4096))
        self.offset += len(record)
        if self.sync:
            SYNC(self.fd)
        self.version += 1
        assert sender.transport is not None
        sender.transport.write(p.text_frame(p.encode_ack(msg_id, self.version).encode()))
        board = None
        for conn, seat in list(self.seats.items()):
            transport = conn.transport
            if transport is None or transport.is_closing():
                continue
            if seat is None:
                if board is None:
                    board = self.frame(conn)
                transport.write(board)
            else:
                transport.write(self.frame(conn))


async def run(args: argparse.Namespace) -> None:
    args.data_dir.mkdir(parents=True, exist_ok=True)
    floor = Floor(args.data_dir, not args.no_sync, args.bare or os.environ.get("GM_FLOOR_FRAMES") == "bare")
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    on_stop_signals(loop, stop.set)

    def on_line(_line: str) -> None:
        sys.stdout.write('{"ok": 0}\n')
        sys.stdout.flush()

    async with serve(floor.handle, args.host, args.port, compression=None, max_queue=None) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        sys.stdout.write(json.dumps({"port": port, "code": "00000", "table": "floor"}) + "\n")
        sys.stdout.flush()
        read_lines(loop, on_line)  # as python -m net reads them, on every system
        await stop.wait()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data-dir", type=Path, required=True)
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--messages-per-second", type=int, default=None, help="accepted, as python -m net's")
    ap.add_argument("--no-sync", action="store_true", help="no sync for each request")
    ap.add_argument("--bare", action="store_true", help="frames of what the clients read alone (about 50 bytes)")
    asyncio.run(run(ap.parse_args()))


if __name__ == "__main__":
    main()
