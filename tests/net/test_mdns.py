"""mDNS on loopback, the way python-zeroconf tests itself (PLT-07, PLT-08)."""

from __future__ import annotations

import asyncio
import threading

import pytest
from zeroconf import IPVersion
from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

from net import mdns
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
