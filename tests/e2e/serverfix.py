"""A real console table served on loopback from a background thread, for browser tests.

The server runs on its own asyncio loop in a thread (Playwright's sync API owns the main thread);
every call into the table goes through that loop, so the table stays single-threaded.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from net import protocol
from net.content import make_game
from net.journal import Journal
from net.records import Records, RecordsKeeper
from net.server import TableServer
from net.table import Table
from rules.core import MODERATOR, Rejection, Request
from tests import schemas

T = TypeVar("T")


class ServedTable:
    def __init__(self, data_dir: Path, game: str = "spy", options: dict[str, Any] | None = None,
                 seed: int = 1234, code: str = "24680", own: Path | None = None) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="served-table", daemon=True)
        self._thread.start()
        self.data_dir = data_dir
        self.code = code

        async def start() -> None:
            self.journal = Journal(data_dir / "journal.sqlite3")
            self.records = Records(data_dir / "records.sqlite3")  # the club's records (PLT-17)
            self.table = Table.create(make_game(game, own=own), self.journal, options=options or {}, seed=seed,
                                      code=code, call_later=self.loop.call_later)
            self.keeper = RecordsKeeper(self.table, self.records)
            table = self.table  # every moderator view matches the protocol's schema (docs/protocol/schema)
            table.subscribe(lambda changes: schemas.note(schemas.check_view, table.moderator_view(), "moderator"))
            # every page here comes from 127.0.0.1: no limit per address (but wrong guesses')
            self.server = TableServer(self.table, records=self.records, host="127.0.0.1", port=0,
                                      limits=protocol.UNLIMITED, own=own)
            await self.server.start()
            self.table.url = f"http://127.0.0.1:{self.server.port}/join?code={code}"

        self.call(start)
        self.base_url = f"http://127.0.0.1:{self.server.port}"

    def call(self, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` (a function or a coroutine function) on the table's loop and return its result."""

        async def runner() -> Any:
            result = fn()
            if asyncio.iscoroutine(result):
                result = await result
            return result

        future: concurrent.futures.Future[Any] = asyncio.run_coroutine_threadsafe(runner(), self.loop)
        return future.result(timeout=10)

    def moderator(self, type_: str, **args: Any) -> int:
        """Submit a moderator request; returns the new version, raises on a refusal."""
        result = self.call(lambda: self.table.submit(MODERATOR, Request(type_, args)))
        if isinstance(result, Rejection):
            raise AssertionError(f"{type_} refused: {result.code}: {result.reason}")
        return int(result.version)

    def view(self) -> dict[str, Any]:
        return dict(self.call(self.table.moderator_view))

    def state(self) -> Any:
        return self.call(lambda: self.table.state)

    def stop(self) -> None:
        async def stop() -> None:
            await self.server.stop()
            self.keeper.close()
            self.table.close()
            self.records.close()
            self.journal.close()

        self.call(stop)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(5)
        self.loop.close()


@pytest.fixture()
def spy_table_server(tmp_path: Path) -> Iterator[ServedTable]:
    served = ServedTable(tmp_path)
    yield served
    served.stop()
