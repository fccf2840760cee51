"""mDNS on loopback, the way python-zeroconf tests itself (PLT-07, PLT-08)."""

from __future__ import annotations

import asyncio
import secrets
import socket
import threading
import time

import pytest
from zeroconf import IPVersion
from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

from net import mdns
from net import table as table_module
from net.mdns import QUESTION_TYPE, SERVICE_TYPE, Advertiser, ConsoleBrowser, instance_name, lan_addresses


def fresh_code() -> str:
    """A code of this run's own: another copy of the suite on the machine announces on loopback too."""
    from net.table import new_code
    return new_code(set(), 5)


@pytest.fixture()
async def listener():
    zc = AsyncZeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    yield zc
    await zc.async_close()


async def wait_for(predicate, timeout: float = 15.0) -> None:
    """Polls ``predicate`` until it holds; the deadline is only a bound for a broken run."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out")
        await asyncio.sleep(0.05)


async def test_the_console_is_announced_with_code_game_and_protocol_then_withdrawn(listener):  # PLT-07
    threads_before = threading.active_count()
    code = fresh_code()
    adv = Advertiser(code=code, game="spy", port=8765, addresses=lambda: ["127.0.0.1"],
                     interfaces=["127.0.0.1"])
    await adv.start()
    browser = ConsoleBrowser(listener)
    await browser.start()
    await wait_for(lambda: code in browser.codes())
    found = next(c for c in browser.found.values() if c.code == code)
    assert (found.game, found.port, found.addresses) == ("spy", 8765, ("127.0.0.1",))
    info = AsyncServiceInfo(mdns.HTTP_TYPE, adv._infos[1].name)
    assert await info.async_request(listener.zeroconf, 5000, question_type=QUESTION_TYPE)
    assert info.properties[b"path"] == f"/join?code={code}".encode()
    txt = AsyncServiceInfo(SERVICE_TYPE, adv._infos[0].name)
    assert await txt.async_request(listener.zeroconf, 5000, question_type=QUESTION_TYPE)
    assert txt.properties[b"proto"] == b"1" and txt.properties[b"path"] == b"/ws"
    await adv.stop()
    await wait_for(lambda: code not in browser.codes())  # goodbye records withdraw it (PLT-07)
    await browser.stop()
    await wait_for(lambda: threading.active_count() <= threads_before + 1)  # the listener's own thread


async def test_a_new_address_is_announced_again(listener, monkeypatch):  # PLT-07
    monkeypatch.setattr(mdns, "RECHECK_S", 0.1)
    current = [["127.0.0.1"]]
    adv = Advertiser(code=fresh_code(), game="spy", port=9000, addresses=lambda: current[0],
                     interfaces=["127.0.0.1"])
    await adv.start()
    current[0] = ["127.0.0.2"]
    await wait_for(lambda: adv.addresses() == ["127.0.0.2"], 3)
    info = AsyncServiceInfo(SERVICE_TYPE, adv._infos[0].name)
    assert await info.async_request(listener.zeroconf, 5000, question_type=QUESTION_TYPE)
    assert "127.0.0.2" in info.parsed_addresses()
    recoded = fresh_code()
    await adv.update(code=recoded)
    info = AsyncServiceInfo(SERVICE_TYPE, adv._infos[0].name)
    assert await info.async_request(listener.zeroconf, 5000, question_type=QUESTION_TYPE)
    assert info.properties[b"code"] == recoded.encode()
    await adv.stop()


def test_lan_addresses_leave_out_loopback_and_link_local():  # PLT-07
    for address in lan_addresses():
        assert not address.startswith(("127.", "169.254."))


async def test_codes_stay_unique_on_the_network(tmp_path, listener):  # PLT-08, PLT-07
    """Two consoles announce the same code: the table opened later takes another one while nobody
    has joined it; one with players keeps its code and the moderator is told of the clash."""
    from net.journal import Journal
    from net.mdns import CodeGuard
    from net.table import Table
    from tests.net.tally_game import TallyGame

    shared = fresh_code()

    def console(name: str, opened_ms: int) -> tuple[Table, Advertiser, Journal]:
        journal = Journal(tmp_path / f"{name}.sqlite3")
        table = Table.create(TallyGame(), journal, code=shared, clock=lambda: opened_ms)
        table.url = f"http://127.0.0.1:9/join?code={shared}"
        adv = Advertiser(code=table.code, game="tally", port=9000 + opened_ms % 7, table_id=table.id,
                         since_ms=opened_ms, addresses=lambda: ["127.0.0.1"], interfaces=["127.0.0.1"])
        return table, adv, journal

    first, first_adv, j1 = console("first", 1_000)
    second, second_adv, j2 = console("second", 2_000)
    third, third_adv, j3 = console("third", 3_000)
    third.join("Ola")  # somebody already joined the third table with the code
    guards = []
    for table, adv in ((first, first_adv), (second, second_adv), (third, third_adv)):
        await adv.start()
        guard = CodeGuard(table, adv)
        await guard.start()
        guards.append(guard)
    await wait_for(lambda: second.code != shared)
    await wait_for(lambda: guards[2].conflict is not None)
    assert first.code == shared and third.code == shared  # the oldest keeps it; players keep theirs
    assert second.url == f"http://127.0.0.1:9/join?code={second.code}"
    assert j2.table(second.id).code == second.code  # durable: a restart keeps the new code
    browser = ConsoleBrowser(listener)
    await browser.start()
    await wait_for(lambda: second.code in browser.codes())  # announced under the new code
    await browser.stop()
    for guard, adv in zip(guards, (first_adv, second_adv, third_adv), strict=True):
        await guard.stop()
        await adv.stop()
    for j in (j1, j2, j3):
        j.close()


async def test_two_consoles_on_one_machine_with_one_code_hear_each_other(listener):  # PLT-08, PLT-07
    """Same host, same code: each table keeps a name of its own, and each console's browser, on a
    stack that is not the first to bind port 5353 (the listener is), hears the other one."""
    code = fresh_code()
    first = Advertiser(code=code, game="spy", port=9101, table_id="a" * 32, addresses=lambda: ["127.0.0.1"],
                       interfaces=["127.0.0.1"])
    second = Advertiser(code=code, game="spy", port=9102, table_id="b" * 32, addresses=lambda: ["127.0.0.1"],
                        interfaces=["127.0.0.1"])
    await first.start()
    await second.start()
    assert first._infos[0].name != second._infos[0].name
    browsers = [ConsoleBrowser(first.zeroconf), ConsoleBrowser(second.zeroconf)]
    for browser in browsers:
        await browser.start()
    for browser in browsers:
        await wait_for(lambda b=browser: {c.table for c in b.found.values()} >= {"a" * 32, "b" * 32})
    for browser in browsers:
        await browser.stop()
    await first.stop()
    await second.stop()


def test_the_instance_name_fits_a_dns_label_whatever_the_host_is_called(monkeypatch):  # PLT-07
    monkeypatch.setattr(mdns.socket, "gethostname", lambda: "a-very-long-host-name.example.internal.corp.lan")
    name = instance_name("12345", mdns._host_label(), "f" * 32)
    assert len(name.encode()) <= 63 and name.startswith("GM Console 12345 on a-very-long-host")
    assert instance_name("12345", "host", "aaaaaa") != instance_name("12345", "host", "bbbbbb")


class FakeConsole:
    """Another console's announcements, made up: python-zeroconf on loopback registering
    ``_gmconsole._tcp.local.`` with whatever code it is told, opened at 0 (before any table), with
    a new instance name each time, as a console restarted again and again, or a hostile one."""

    def __init__(self) -> None:
        self.zc = AsyncZeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
        self.info: AsyncServiceInfo | None = None

    async def announce(self, code: str) -> str:
        """Announce ``code`` (withdrawing the last announcement); the instance name announced."""
        if self.info is not None:
            await (await self.zc.async_unregister_service(self.info))
        tag = secrets.token_hex(3)
        self.info = AsyncServiceInfo(
            SERVICE_TYPE, f"Fake {code} {tag}.{SERVICE_TYPE}", addresses=[socket.inet_aton("127.0.0.1")], port=9,
            properties={"code": code, "game": "spy", "proto": "1", "path": "/ws", "table": "f" * 32, "since": "0"},
            server=f"fake-{tag}.local.")
        await (await self.zc.async_register_service(self.info, allow_name_change=True))
        return self.info.name

    async def close(self) -> None:
        if self.info is not None:
            await (await self.zc.async_unregister_service(self.info))
        await self.zc.async_close()


async def test_a_console_announcing_every_code_this_table_takes_moves_it_once(tmp_path):  # PLT-08, PLT-07
    """A fake responder announces this table's code, then each new code it takes: the table changes
    its code once (not at every announcement), keeps the new one and names the other console; a
    phone given the old code still joins for a while, and gets the new one; then the old code is
    wrong again."""
    from net.content import make_game
    from net.journal import Journal
    from net.mdns import CodeGuard, Recoded
    from net.server import TableServer
    from net.table import Table
    from tests.net.phones import Phone

    journal = Journal(tmp_path / "journal.sqlite3")
    later = [0]  # what the test moves the table's clock on by, past the old code's grace
    table = Table.create(make_game("spy"), journal, code=fresh_code(), call_later=asyncio.get_running_loop().call_later,
                         clock=lambda: int(time.monotonic() * 1000) + later[0])
    recodes = []
    table.subscribe(lambda changes: recodes.append(table.code) if changes.kind == "recoded" else None)
    server = TableServer(table, host="127.0.0.1", port=0)
    await server.start()
    url = f"ws://127.0.0.1:{server.port}/ws"
    adv = Advertiser(code=table.code, game="spy", port=server.port, table_id=table.id,
                     since_ms=table.record.created_ms, addresses=lambda: ["127.0.0.1"], interfaces=["127.0.0.1"])
    await adv.start()
    guard = CodeGuard(table, adv)
    await guard.start()
    fake = FakeConsole()
    phones: list[Phone] = []
    try:
        first = table.code
        await fake.announce(first)
        await wait_for(lambda: table.code != first)
        second = table.code
        assert guard.recoded == Recoded(first, second, guard.recoded.by) and guard.recoded.by.code == first
        for _ in range(3):  # it follows: four announcements of our code in all, as seen at a club
            name = await fake.announce(table.code)
            await wait_for(lambda n=name: n in guard.browser.found)
            assert table.code == second and guard.conflict is not None and guard.conflict.name == name
        assert recodes == [second]  # one change, told to the table's subscribers once
        phones.append(await Phone(url).join(first, "Ola"))  # the old code, read off the board a moment ago
        assert phones[0].welcome["table"]["code"] == second
        phones.append(await Phone(url).join(second, "Iwan"))
        later[0] = int(table_module.OLD_CODE_GRACE_S * 1000)  # the grace is over
        assert await Phone(url).refused_join(first, "Petro") == "wrong_code"
        browser = ConsoleBrowser(listener := AsyncZeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only))
        await browser.start()
        await wait_for(lambda: any(c.table == table.id and c.code == second for c in browser.found.values()))
        await browser.stop()
        await listener.async_close()
    finally:
        for phone in phones:
            await phone.close()
        await fake.close()
        await guard.stop()
        await adv.stop()
        await server.stop()
        journal.close()
