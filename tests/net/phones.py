"""Phones for tests: real WebSocket clients that keep every message they receive."""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from net import protocol
from net.address import trusted_proxy
from net.content import make_game
from net.journal import Journal
from net.records import Records, RecordsKeeper
from net.server import TableServer
from net.table import Table
from rules.core import MODERATOR, Rejection, Request
from tests import schemas


class Phone:
    """One phone: joins, keeps the latest view and every frame it was sent, sends requests."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.ws: ClientConnection | None = None
        self.frames: list[str] = []
        self.view: dict[str, Any] = {}
        self.version = 0
        self.seat = 0
        self.token = ""
        self.answers: dict[str, dict[str, Any]] = {}
        self._ids = itertools.count(1)
        self._reader: asyncio.Task[None] | None = None
        self._changed = asyncio.Event()
        self.pongs = 0
        self.closed = False
        self.profile: dict[str, Any] = {}
        self.welcome: dict[str, Any] = {}
        self.refused: dict[str, Any] = {}

    async def join(self, code: str, nickname: str, password: str | None = None, register: bool = False) -> Phone:
        fields: dict[str, Any] = {"code": code, "nickname": nickname}
        if password is not None:
            fields["password"] = password
        if register:
            fields["register"] = True
        await self._hello(fields)
        return self

    async def refused_join(self, code: str, nickname: str, password: str | None = None,
                           register: bool = False) -> str:
        """A join the console refuses: the error code it answered with (the socket stays open)."""
        fields: dict[str, Any] = {"code": code, "nickname": nickname}
        if password is not None:
            fields["password"] = password
        if register:
            fields["register"] = True
        self.ws = await connect(self.url)
        await self._say({"type": "hello", "protocol": 1, "role": "player", **fields})
        self._reader = asyncio.ensure_future(self._read())
        await self.wait(lambda: bool(self.refused or self.welcome))
        assert not self.welcome, f"joined: {self.welcome}"
        return str(self.refused["code"])

    async def resume(self, token: str) -> Phone:
        await self._hello({"token": token})
        return self

    async def board(self, code: str, view: str | None = "public") -> Phone:
        """Watch the board: with the whole public view (``view="public"``, what these tests read
        the game from), or as the board page does, its scene alone (``view=None``)."""
        self.ws = await connect(self.url)
        hello = {"type": "hello", "protocol": 1, "role": "board", "code": code}
        if view is not None:
            hello["view"] = view
        await self._say(hello)
        self._reader = asyncio.ensure_future(self._read())
        await self.wait(lambda: bool(self.view))
        return self

    async def _hello(self, fields: dict[str, Any]) -> None:
        self.ws = await connect(self.url)
        await self._say({"type": "hello", "protocol": 1, "role": "player", **fields})
        self._reader = asyncio.ensure_future(self._read())
        await self.wait(lambda: bool(self.view) and self.seat > 0)

    async def _say(self, message: dict[str, Any]) -> None:
        """Send a message this client makes, checked against the protocol's schema."""
        assert self.ws is not None
        schemas.note(schemas.check_client_frame, message)
        await self.ws.send(json.dumps(message))

    async def _read(self) -> None:
        try:
            await self._read_frames()
        finally:
            self.closed = True
            self._changed.set()

    async def _read_frames(self) -> None:
        assert self.ws is not None
        async for frame in self.ws:
            self._take(frame, json.loads(frame))

    def _take(self, frame: str | bytes, msg: dict[str, Any]) -> None:
        """Keep one frame the server sent (checked against the protocol's schema) and what it says."""
        assert isinstance(frame, str)
        self.frames.append(frame)
        schemas.note(schemas.check_server_frame, frame)
        if msg["type"] == "welcome" and "seat" in msg:
            self.seat, self.token, self.welcome = msg["seat"], msg["token"], msg
        elif msg["type"] == "error" and not msg.get("id") and not self.welcome:
            self.refused = msg
        elif msg["type"] == "view":
            self.view, self.version = msg["view"], msg["version"]
        elif msg["type"] in ("ack", "error") and msg.get("id"):
            self.answers[msg["id"]] = msg
        elif msg["type"] == "pong":
            self.pongs += 1
        elif msg["type"] == "profile":
            self.profile = msg
        self._changed.set()

    async def wait(self, predicate: Any, timeout: float = 5.0) -> None:
        async def loop() -> None:
            while not predicate():
                self._changed.clear()
                await self._changed.wait()

        await asyncio.wait_for(loop(), timeout)

    async def send(self, type_: str, **args: Any) -> dict[str, Any]:
        """Send a request and wait for its answer (an ack or an error)."""
        assert self.ws is not None
        rid = f"r{next(self._ids)}"
        await self._say({"type": "request", "id": rid, "version": self.version,
                         "request": {"type": type_, "args": args}})
        await self.wait(lambda: rid in self.answers or self.closed)
        if rid not in self.answers:
            return {"type": "closed"}  # removed by the moderator while asking
        answer = self.answers[rid]
        if answer["type"] == "ack":  # its view, if it changed, was sent before the ack
            await self.sync()
        return answer

    async def sync(self) -> None:
        """Until everything the console sent before now has arrived (frames keep their order)."""
        assert self.ws is not None
        expected = self.pongs + 1
        try:
            await self.ws.send('{"type":"ping"}')
        except ConnectionClosed:
            return
        await self.wait(lambda: self.pongs >= expected or self.closed)  # a removed phone is closed

    def is_open(self) -> bool:
        return self.ws is not None and self.ws.state.name == "OPEN" and not self.closed

    @property
    def game(self) -> dict[str, Any]:
        return dict(self.view.get("game", {}))

    @property
    def me(self) -> dict[str, Any]:
        return dict(self.game.get("me", {}))

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)


async def same_scene(scene: Phone, public: Phone) -> None:
    """A board that watches its scene (the board page's hello) holds exactly the scene and the
    envelope of the public view another board holds, and nothing else (PLT-10, PLT-13): what a
    test proves of the public view holds for it."""
    await public.sync()
    await scene.sync()
    assert scene.view == {"table": public.view["table"], "phase": public.view["game"].get("phase"),
                          "board": public.view.get("board")}, "a scene board's view is not the public view's scene"


class ServedTable:
    """A table served on loopback; the moderator's requests go straight to the table, as the
    console's buttons do."""

    def __init__(self, table: Table, server: TableServer, records: Records | None = None) -> None:
        self.table = table
        self.server = server
        self.records = records
        self.url = f"ws://127.0.0.1:{server.port}/ws"
        self.phones: list[Phone] = []
        # every moderator view the table makes matches the protocol's schema (docs/protocol/schema)
        table.subscribe(lambda changes: schemas.note(schemas.check_view, table.moderator_view(), "moderator"))

    def moderator(self, type_: str, **args: Any) -> None:
        result = self.table.submit(MODERATOR, Request(type_, args))
        if isinstance(result, Rejection):
            raise AssertionError(f"{type_}: {result.code} {result.reason}")

    async def seat(self, *names: str) -> list[Phone]:
        new = [await Phone(self.url).join(self.table.code, name) for name in names]
        self.phones += new
        return new

    async def settle(self) -> None:
        """Until every open phone holds what the console has sent it so far, once every group the
        server has read is answered (a group whose commit is on the writer thread sends its views
        when it returns, maybe after a phone's pong)."""
        async with asyncio.timeout(10):
            while not self.server.answered:
                await asyncio.sleep(0.001)  # the writer thread's return reaches the loop as a callback
        for phone in self.phones:
            if phone.is_open():
                await phone.sync()

    def secrets(self) -> dict[str, Any]:
        return dict(self.table.moderator_view()["game"]["secrets"])

    def by_seat(self, seat: int) -> Phone:
        return next(p for p in self.phones if p.seat == seat)


SpyTable = ServedTable


@asynccontextmanager
async def spy_table(data_dir: Path, seed: int = 11, **options: Any) -> AsyncIterator[ServedTable]:
    """A spy table served on loopback, keeping the club's records (PLT-17) next to its journal."""
    async with served_table(data_dir, "spy", seed, **options) as st:
        yield st


@asynccontextmanager
async def served_table(data_dir: Path, game: str, seed: int = 11, *,
                       limits: protocol.AddressLimits = protocol.UNLIMITED, own: Path | None = None,
                       trusted_proxies: tuple[str, ...] = (), **options: Any) -> AsyncIterator[ServedTable]:
    """A table of ``game`` served on loopback, keeping the club's records (PLT-17) next to its journal;
    ``own``: the data folder of the club's own content (the quiz's imported packs, QZ-31);
    ``trusted_proxies``: the proxies whose X-Forwarded-For is believed (``--trusted-proxy``).

    Every phone here is 127.0.0.1, so by default no limit per address applies but the wrong
    guesses' (a club's phones each have their own address)."""
    loop = asyncio.get_running_loop()
    journal = Journal(data_dir / "journal.sqlite3")
    records = Records(data_dir / "records.sqlite3")
    table = Table.create(make_game(game, own=own), journal, options=options, code="24680", seed=seed,
                         call_later=loop.call_later)
    keeper = RecordsKeeper(table, records)
    server = TableServer(table, records=records, host="127.0.0.1", port=0, limits=limits, own=own,
                         trusted_proxies=[trusted_proxy(t) for t in trusted_proxies])
    await server.start()
    st = ServedTable(table, server, records)
    try:
        yield st
    finally:
        for phone in st.phones:
            await phone.close()
        await server.stop()
        keeper.close()
        table.close()
        records.close()
        journal.close()
