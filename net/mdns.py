"""mDNS / DNS-SD: the console announces its table and finds other consoles (PLT-07, PLT-08).

``Advertiser`` registers ``_gmconsole._tcp.local.`` (TXT: code, game, proto, path) and
``_http._tcp.local.`` on the venue's addresses (not loopback, link-local, VPN, virtual or
container adapters: :func:`net.adapters.venue_addresses`), checks
every ``RECHECK_S`` seconds whether those addresses changed and re-announces, and withdraws both
records on :meth:`Advertiser.stop`. ``ConsoleBrowser`` lists the other consoles it hears, so a new
table can take a code nobody on the network uses.

Both run on the asyncio loop; zeroconf's callbacks arrive on that loop too.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass

from zeroconf import DNSQuestionType, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from .adapters import venue_addresses
from .protocol import PROTOCOL_VERSION
from .table import Table, new_code

log = logging.getLogger(__name__)

SERVICE_TYPE = "_gmconsole._tcp.local."
HTTP_TYPE = "_http._tcp.local."
RECHECK_S = 10.0
# Ask for multicast answers only (RFC 6762 §15.1): every mDNS stack on a machine binds port 5353,
# and the kernel hands a unicast ("QU") answer to one of those sockets only. A console beside
# another console, avahi or a browser would then never hear the answer to its first question.
QUESTION_TYPE = DNSQuestionType.QM


def lan_addresses() -> list[str]:
    """IPv4 addresses of this machine that phones on the venue network can reach: up, and not
    loopback, link-local, a VPN or a virtual or container adapter (:mod:`net.adapters`)."""
    return venue_addresses()


def _host_label() -> str:
    label = "".join(ch if ch.isalnum() else "-" for ch in socket.gethostname())[:30].strip("-")
    return label or "gm-console"


def instance_name(code: str, host: str, table_id: str) -> str:
    """The service's instance name: unique for each table, whatever the host is called (PLT-08).

    Two consoles on one machine, or two laptops that both kept a default host name, would
    otherwise announce one name. python-zeroconf renames a clashing service only if the other
    responder's answer to its probe reaches it, and that answer is a unicast one, which on a
    machine with several mDNS stacks the kernel gives to one socket only (RFC 6762 §15.1). A
    browser would then hear one service under that name, and the two tables could never see each
    other's code. The table id keeps the names apart by construction (63 bytes at most in all).
    """
    return f"GM Console {code} on {host} {table_id[:6]}"


@dataclass(frozen=True)
class ConsoleFound:
    name: str
    code: str
    game: str
    addresses: tuple[str, ...]
    port: int
    table: str = ""
    since_ms: int = 0


class Advertiser:
    """Announces one table. ``addresses`` is a callable so tests can give loopback."""

    def __init__(
        self,
        *,
        code: str,
        game: str,
        port: int,
        table_id: str = "",
        since_ms: int = 0,
        addresses: Callable[[], list[str]] = lan_addresses,
        interfaces: list[str] | None = None,
        zeroconf: AsyncZeroconf | None = None,
    ) -> None:
        self.code = code
        self.game = game
        self.port = port
        self.table_id = table_id
        self.since_ms = since_ms
        self._addresses = addresses
        # a table's own id keeps its name unique; one without an id gets a random tag
        self._tag = table_id[:6] if table_id else secrets.token_hex(3)
        self._own_zc = zeroconf is None
        self._zc = zeroconf
        self._interfaces = interfaces
        self._infos: list[AsyncServiceInfo] = []
        self._current: list[str] = []
        self._watch: asyncio.Task[None] | None = None

    @property
    def zeroconf(self) -> AsyncZeroconf:
        if self._zc is None:
            kwargs = {"interfaces": self._interfaces} if self._interfaces else {}
            self._zc = AsyncZeroconf(ip_version=IPVersion.V4Only, **kwargs)  # type: ignore[arg-type]
        return self._zc

    def _build(self, addresses: list[str]) -> list[AsyncServiceInfo]:
        name = instance_name(self.code, _host_label(), self._tag)
        packed = [socket.inet_aton(a) for a in addresses]
        server = f"{_host_label()}-{self._tag}.local."  # a host record of its own, for the same reason
        props = {"code": self.code, "game": self.game, "proto": str(PROTOCOL_VERSION), "path": "/ws",
                 "table": self.table_id, "since": str(self.since_ms)}
        return [
            AsyncServiceInfo(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", addresses=packed, port=self.port,
                             properties=props, server=server),
            AsyncServiceInfo(HTTP_TYPE, f"{name}.{HTTP_TYPE}", addresses=packed, port=self.port,
                             properties={"path": f"/join?code={self.code}"}, server=server),
        ]

    async def start(self) -> None:
        await self._register(self._addresses())
        self._watch = asyncio.ensure_future(self._watch_addresses())

    async def _register(self, addresses: list[str]) -> None:
        self._current = addresses
        if not addresses:
            log.warning("no LAN address: the table is not announced (phones can still use the code and URL)")
            return
        self._infos = self._build(addresses)
        for info in self._infos:
            task = await self.zeroconf.async_register_service(info, allow_name_change=True)
            await task  # the announcement has gone out
        log.info("announced table %s on %s", self.code, ", ".join(addresses))

    async def _unregister(self) -> None:
        for info in self._infos:
            task = await self.zeroconf.async_unregister_service(info)
            await task  # the goodbye records have gone out
        self._infos = []

    async def _watch_addresses(self) -> None:
        while True:
            await asyncio.sleep(RECHECK_S)
            now = self._addresses()
            if now != self._current:
                log.info("LAN addresses changed: %s -> %s", self._current, now)
                await self._unregister()
                await self._register(now)

    async def update(self, *, code: str | None = None, game: str | None = None, table_id: str | None = None,
                     since_ms: int | None = None) -> None:
        """Announce a new table code or game (or a new table: its id and when it was opened)."""
        self.code = code or self.code
        self.game = game or self.game
        if table_id and table_id != self.table_id:
            self._tag = table_id[:6]
        self.table_id = table_id or self.table_id
        self.since_ms = since_ms if since_ms is not None else self.since_ms
        await self._unregister()
        await self._register(self._addresses())

    def addresses(self) -> list[str]:
        return list(self._current)

    async def stop(self) -> None:
        """Withdraw the records (PLT-07)."""
        if self._watch:
            self._watch.cancel()
            self._watch = None
        await self._unregister()
        if self._own_zc and self._zc is not None:
            await self._zc.async_close()
            self._zc = None


class ConsoleBrowser:
    """Lists the other consoles announced on the network (PLT-08)."""

    def __init__(self, zeroconf: AsyncZeroconf, on_change: Callable[[], None] | None = None) -> None:
        self._zc = zeroconf
        self._on_change = on_change
        self.found: dict[str, ConsoleFound] = {}
        self._browser: AsyncServiceBrowser | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        self._browser = AsyncServiceBrowser(self._zc.zeroconf, [SERVICE_TYPE], handlers=[self._on_state],
                                            question_type=QUESTION_TYPE)

    def _on_state(self, zeroconf: Zeroconf, service_type: str, name: str,
                  state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            if self.found.pop(name, None) and self._on_change:
                self._on_change()
            return
        task = asyncio.ensure_future(self._resolve(service_type, name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, service_type: str, name: str) -> None:
        info = AsyncServiceInfo(service_type, name)
        if not await info.async_request(self._zc.zeroconf, 3000, question_type=QUESTION_TYPE):
            return
        props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
        since = props.get("since", "0")
        self.found[name] = ConsoleFound(
            name, props.get("code", ""), props.get("game", ""),
            tuple(info.parsed_addresses()), int(info.port or 0),
            props.get("table", ""), int(since) if since.isdigit() else 0,
        )
        if self._on_change:
            self._on_change()

    def codes(self) -> set[str]:
        return {c.code for c in self.found.values()}

    async def stop(self) -> None:
        if self._browser:
            await self._browser.async_cancel()
            self._browser = None


@dataclass(frozen=True)
class Recoded:
    """The one change of code a table made because another console announced its code (PLT-08)."""

    old: str
    new: str
    by: ConsoleFound


class CodeGuard:
    """Keeps the table's code unique among the consoles heard on the network (PLT-08).

    When another console announces the same code, the table opened later takes a new code, once,
    as long as nobody has joined it yet (:attr:`recoded` says which, for the moderator); phones
    that were given the old code still join with it for a while (:meth:`Table.recode`). After that
    one change, or once players have joined, the table keeps its code and ``conflict`` names the
    other console, for the moderator to settle. A console that announces every code this table
    takes (a fake, or a broken one) thus moves it once at most, not at every announcement.
    ``on_change`` is called after every check.
    """

    def __init__(self, table: Table, advertiser: Advertiser, on_change: Callable[[], None] | None = None) -> None:
        self.table = table
        self.advertiser = advertiser
        self.on_change = on_change
        self.browser = ConsoleBrowser(advertiser.zeroconf, on_change=self.check)
        self.conflict: ConsoleFound | None = None
        self.recoded: Recoded | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        await self.browser.start()

    def follow(self, table: Table) -> None:
        """Guard another table from now on (the moderator opened a new one): it may change its
        code once too."""
        self.table = table
        self.recoded = None
        self.conflict = None

    def others(self) -> list[ConsoleFound]:
        return [c for c in self.browser.found.values() if c.table != self.table.id]

    def check(self) -> None:
        mine = (self.table.record.created_ms, self.table.id)
        clash = [c for c in self.others() if c.code == self.table.code and (c.since_ms, c.table) < mine]
        self.conflict = None
        if clash:
            if self.table.player_seats() or self.recoded is not None:
                self.conflict = clash[0]
                log.warning("console %s on the network uses this table's code %s", clash[0].name, self.table.code)
            else:
                old = self.table.code
                code = new_code({c.code for c in self.others()} | {old}, self.table.game.code_digits)
                log.warning("console %s on the network announced this table's code %s: this table is now %s",
                            clash[0].name, old, code)
                self.table.recode(code)
                self.recoded = Recoded(old, code, clash[0])
                task = asyncio.ensure_future(self.advertiser.update(code=code))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
        if self.on_change:
            self.on_change()

    async def stop(self) -> None:
        await self.browser.stop()
        if self._tasks:  # a new code's announcement under way: done before the records are withdrawn
            await asyncio.gather(*self._tasks, return_exceptions=True)
