"""The console behind a proxy that gives it a path of its own (``https://club.example.org/gm/`` passed
on to the console as ``/``), in headless Chromium (SPY-39, PLT-13, PLT-16).

The proxy here is a small one on loopback, as a club's nginx ``location /gm/ { proxy_pass
http://127.0.0.1:8765/; }`` is: it strips ``/gm`` from each request's path and passes the rest
(the WebSocket's upgrade and frames included) as they are; a request outside ``/gm/`` gets 404 from
it, as from a proxy that serves something else there. The phone joins through the QR code's link and
plays, the board shows the public link and its QR code: every file and the WebSocket came under the
path, none from the root."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, expect

from net.address import public_join_url
from tests.e2e.serverfix import spy_table_server  # noqa: F401  (the real table, served on loopback)
from tests.e2e.test_phone import Phones, chromium, deal_and_look, seat_of, wait_phase  # noqa: F401

pytestmark = pytest.mark.e2e

PREFIX = "/gm"


class PrefixProxy:
    """A reverse proxy on loopback that serves the console under :data:`PREFIX`, on a loop of its own."""

    def __init__(self, console_port: int) -> None:
        self.console_port = console_port
        self.paths: list[str] = []  # every request's path, as the browser asked for it
        self.outside: list[str] = []  # those outside the prefix (answered 404)
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="prefix-proxy", daemon=True)
        self._thread.start()
        self.server = asyncio.run_coroutine_threadsafe(
            asyncio.start_server(self._serve, "127.0.0.1", 0), self.loop).result(10)
        self.port = int(self.server.sockets[0].getsockname()[1])

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError):
            writer.close()
            return
        line, _, rest = head.partition(b"\r\n")
        method, path, version = line.decode("latin-1").split(" ", 2)
        self.paths.append(path)
        if not path.startswith(PREFIX + "/"):
            self.outside.append(path)
            writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            await writer.drain()
            writer.close()
            return
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.console_port)
        up_writer.write(f"{method} {path[len(PREFIX):]} {version}\r\n".encode("latin-1") + rest)
        await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer))

    @staticmethod
    async def _pipe(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
        try:
            while data := await source.read(65536):
                sink.write(data)
                await sink.drain()
        except ConnectionError:
            pass
        finally:
            sink.close()

    def stop(self) -> None:
        async def close() -> None:
            self.server.close()
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in others:  # connections the browser left open
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(5)


@pytest.fixture()
def proxied(spy_table_server: Any) -> Iterator[tuple[Any, PrefixProxy, str]]:  # noqa: F811
    proxy = PrefixProxy(spy_table_server.server.port)
    public = f"http://127.0.0.1:{proxy.port}{PREFIX}"
    link = public_join_url(public, spy_table_server.code)  # what --public-url or the join panel gives
    spy_table_server.call(lambda: setattr(spy_table_server.table, "url", link))
    yield spy_table_server, proxy, public
    proxy.stop()


def test_a_phone_and_the_board_work_under_a_proxys_path(chromium: Browser, proxied: Any) -> None:  # noqa: F811  # SPY-39, PLT-13
    server, proxy, public = proxied
    phones = Phones(chromium, public)
    try:
        board_context = chromium.new_context(viewport={"width": 1920, "height": 1080}, locale="en-US")
        phones.contexts.append(board_context)
        board = board_context.new_page()
        board.on("pageerror", lambda exc: phones.errors.append(str(exc)))
        board.goto(f"{public}/board?code={server.code}&lang=en")
        wait_phase(board, "lobby")
        expect(board.get_by_test_id("join-url")).to_have_text(f"{public}/join?code={server.code}")
        expect(board.get_by_test_id("qr").locator("svg")).to_have_count(1)
        players = [phones.join(server.code, name, "en") for name in ("Ola", "Ivan", "Marta")]
        expect(board.locator("[data-testid=seats] tr", has_text="Marta").locator(".dot.on")).to_have_count(1)
        deal_and_look(server, {seat_of(page): page for page in players})  # each saw its card over the WebSocket
        assert phones.errors == [], phones.errors
    finally:
        phones.close()
    assert proxy.outside == [], f"asked for outside the proxy's path: {proxy.outside}"
    for wanted in ("/gm/static/phone.js", "/gm/static/spy/game.js", "/gm/static/board.js", "/gm/qr.svg", "/gm/ws"):
        assert wanted in proxy.paths, (wanted, proxy.paths)
