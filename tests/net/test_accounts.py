"""Accounts over real WebSockets on loopback (PLT-17): joining with a password, registering, guests,
refusals that change nothing, finished rounds recorded for accounts only, and the seat↔account link
kept through resumes and a restart of the console."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from net import protocol as p
from net import records as records_module
from net.content import make_game
from net.journal import Journal
from net.records import Records, RecordsKeeper
from net.server import TableServer
from net.table import Table
from tests.net.phones import Phone, SpyTable, spy_table

CODE = "24680"
SECRET = "tajne-haslo-17"


@pytest.fixture(autouse=True)
def quick_hashes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cheaper scrypt for these tests (the cost is kept in each hash; test_records uses the real one)."""
    monkeypatch.setattr(records_module, "SCRYPT_N", 2**10)


def journal_bytes(data_dir: Path) -> bytes:
    return b"".join(f.read_bytes() for f in data_dir.iterdir() if f.name.startswith("journal.sqlite3"))


def every_frame(st: SpyTable) -> str:
    return "\n".join(frame for phone in st.phones for frame in phone.frames)


async def finish_a_round(st: SpyTable) -> None:
    """Deal, start, and the spy names the location: the round is over (SPY-22, SPY-27)."""
    st.moderator("deal")
    st.moderator("start_round")
    await st.settle()
    secrets = st.secrets()
    spy = st.by_seat(secrets["spies"][0])
    assert (await spy.send("guess", location=secrets["location"]))["type"] == "ack"
    await st.settle()
    assert spy.game["phase"] == "round_over"


async def test_a_player_joins_with_an_account(tmp_path: Path) -> None:  # PLT-17
    """PLT-17: the right password seats the account's player under the account's nickname."""
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        ola = st.records.register("Ola", SECRET)
        phone = await Phone(st.url).join(CODE, "  ola ", password=SECRET)
        st.phones.append(phone)
        assert phone.welcome["account"] is True and phone.seat == 1
        assert phone.view["seats"][0]["nickname"] == "Ola"
        assert st.table.account_of(1) == ola.id
        entries = st.table.journal.entries(st.table.id)
        assert [e.request for e in entries] == [{"type": "join", "args": {"nickname": "Ola"}}]
        assert SECRET not in every_frame(st) and SECRET.encode() not in journal_bytes(tmp_path)


async def test_a_wrong_or_missing_password_is_refused_and_nothing_changes(tmp_path: Path) -> None:  # PLT-17
    """PLT-17: a nickname with an account needs its password; a refusal changes nothing at the table."""
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        st.records.register("Ola", SECRET)
        (guest,) = await st.seat("Taras")
        version, entries = st.table.version, len(st.table.log())
        refusals = [await Phone(st.url).refused_join(CODE, "Ola", password="wrong"),
                    await Phone(st.url).refused_join(CODE, "OLA"),  # as a guest: no
                    await Phone(st.url).refused_join(CODE, "Nobody", password="whatever")]  # no such account
        assert refusals == ["bad_password"] * 3
        await guest.sync()
        assert (st.table.version, len(st.table.log())) == (version, entries)
        assert [s["nickname"] for s in guest.view["seats"]] == ["Taras"]
        assert st.table.seat_accounts() == {}
        assert "wrong" not in every_frame(st)


async def test_wrong_passwords_count_toward_the_wrong_code_limit(tmp_path: Path) -> None:  # PLT-17, PLT-11
    """PLT-17, PLT-11: after 5 wrong passwords a minute from one address, even the right one waits."""
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        st.records.register("Ola", SECRET)
        now = [1000.0]
        st.server.monotonic = lambda: now[0]
        for _ in range(p.WRONG_CODES_PER_MINUTE):
            assert await Phone(st.url).refused_join(CODE, "Ola", password="guess") == "bad_password"
        assert await Phone(st.url).refused_join(CODE, "Ola", password=SECRET) == "rate_limited"
        assert await Phone(st.url).refused_join("11111", "X") == "rate_limited"  # wrong codes share it
        guest = await Phone(st.url).join(CODE, "Guest")  # a guest needs no password check
        st.phones.append(guest)
        now[0] += 61
        phone = await Phone(st.url).join(CODE, "Ola", password=SECRET)
        st.phones.append(phone)
        assert phone.welcome["account"] is True


async def test_register_then_join(tmp_path: Path) -> None:  # PLT-17
    """PLT-17: ``register`` creates the account and seats its player; clear refusals otherwise."""
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        phone = await Phone(st.url).join(CODE, "Marta", password=SECRET, register=True)
        st.phones.append(phone)
        account = st.records.verify("marta", SECRET)
        assert account is not None and phone.welcome["account"] is True
        assert st.table.account_of(phone.seat) == account.id
        assert await Phone(st.url).refused_join(CODE, "MARTA", password="other1", register=True) == "name_taken"
        assert await Phone(st.url).refused_join(CODE, "Ivan", password="abc", register=True) == "password_too_short"
        assert st.records.account_named("Ivan") is None
        hashed = str(st.records._db.execute("SELECT password_hash FROM accounts").fetchone()[0])
        assert SECRET not in every_frame(st) and hashed.split("$")[-1] not in every_frame(st)
        assert SECRET.encode() not in journal_bytes(tmp_path)
        assert {"type": "join", "args": {"nickname": "Marta"}} in [e.request for e in st.table.log()]


async def test_a_registration_the_table_refuses_leaves_no_account(tmp_path: Path) -> None:  # PLT-17
    """PLT-17: registering a nickname a guest is seated with: the table says name_taken, no account stays."""
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        await st.seat("Ola")
        assert await Phone(st.url).refused_join(CODE, "ola", password=SECRET, register=True) == "name_taken"
        assert st.records.account_named("Ola") is None


async def test_a_guest_plays_without_an_account(tmp_path: Path) -> None:  # PLT-17
    """PLT-17: no password and no account: a guest, told so in the welcome; no account is made."""
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        (guest,) = await st.seat("Zosia")
        assert guest.welcome["account"] is False
        assert st.table.account_of(guest.seat) is None
        assert st.records.accounts() == []


async def test_signing_in_again_takes_the_accounts_seat(tmp_path: Path) -> None:  # PLT-17, PLT-09
    """PLT-17, PLT-09: an account seated here signs in from another phone: same seat, the first is replaced."""
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        st.records.register("Ola", SECRET)
        first = await Phone(st.url).join(CODE, "Ola", password=SECRET)
        second = await Phone(st.url).join(CODE, "ola", password=SECRET)
        st.phones += [first, second]
        assert second.seat == first.seat == 1 and second.welcome["account"] is True
        await first.wait(lambda: first.closed)
        assert any(json.loads(f)["type"] == "replaced" for f in first.frames)
        assert len(st.table.public_view()["seats"]) == 1


async def test_a_finished_round_is_recorded_for_accounts_only(tmp_path: Path) -> None:  # PLT-17
    """PLT-17: two account holders and two guests play a round: only the accounts get results."""
    async with spy_table(tmp_path) as st:
        records = st.records
        assert records is not None
        ola, taras = records.register("Ola", SECRET), records.register("Taras", "haslo-2")
        st.phones += [await Phone(st.url).join(CODE, "Ola", password=SECRET),
                      await Phone(st.url).join(CODE, "Taras", password="haslo-2")]
        await st.seat("Guest A", "Guest B")
        await finish_a_round(st)
        result = {row["seat"]: row["points"] for row in st.phones[0].game["result"]["points"]}
        winners = st.table.game.finished(st.table.state)[0]["winners"]
        db = records._db
        assert db.execute("SELECT table_id, game, round FROM games").fetchall() == [(st.table.id, "spy", 1)]
        assert db.execute("SELECT account_id, seat, nickname, points, won FROM results ORDER BY seat").fetchall() == [
            (ola.id, 1, "Ola", result[1], int(1 in winners)), (taras.id, 2, "Taras", result[2], int(2 in winners))]
        assert "Guest" not in json.dumps(db.execute("SELECT * FROM results").fetchall())
        [evening] = records.evenings()
        assert {s.nickname: s.points for s in records.standings(evening.id)} == {"Ola": result[1], "Taras": result[2]}
        # the next round's deal adds nothing; only a finished round is recorded
        st.moderator("deal")
        await st.settle()
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1


@asynccontextmanager
async def served(data_dir: Path, *, restore: bool) -> AsyncIterator[SpyTable]:
    """The console's pieces on one data dir, as the app builds them; ``restore``: after a restart."""
    loop = asyncio.get_running_loop()
    journal = Journal(data_dir / "journal.sqlite3")
    records = Records(data_dir / "records.sqlite3")
    game = make_game("spy")
    if restore:
        table = Table.restore(game, journal, journal.open_tables()[0], call_later=loop.call_later)
    else:
        table = Table.create(game, journal, code=CODE, seed=5, call_later=loop.call_later)
    keeper = RecordsKeeper(table, records)
    server = TableServer(table, records=records, host="127.0.0.1", port=0)
    await server.start()
    st = SpyTable(table, server, records)
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


async def test_a_restart_keeps_the_seat_account_link(tmp_path: Path) -> None:  # PLT-17, PLT-03
    """PLT-17, PLT-03: after a restart (Table.restore) the seat is still the account's: the resumed
    phone is told so, and the next finished round is recorded for it."""
    async with served(tmp_path, restore=False) as st:
        assert st.records is not None
        ola = st.records.register("Ola", SECRET)
        st.phones.append(await Phone(st.url).join(CODE, "Ola", password=SECRET))
        await st.seat("Guest A", "Guest B")
        tokens = {phone.seat: phone.token for phone in st.phones}
    async with served(tmp_path, restore=True) as st:
        assert st.table.seat_accounts() == {1: ola.id}
        for seat, token in tokens.items():
            st.phones.append(await Phone(st.url).resume(token))
            assert st.phones[-1].welcome["account"] is (seat == 1)
        await finish_a_round(st)
        assert st.records is not None
        assert st.records._db.execute("SELECT account_id, seat FROM results").fetchall() == [(ola.id, 1)]


async def test_a_round_finished_before_a_crash_is_recorded_on_restart(tmp_path: Path) -> None:  # PLT-17
    """PLT-17: a round the records missed (the console died before writing it) is recorded when the
    table is restored; recording it again changes nothing."""
    async with served(tmp_path, restore=False) as st:
        assert st.records is not None
        st.records.register("Ola", SECRET)
        st.phones.append(await Phone(st.url).join(CODE, "Ola", password=SECRET))
        await st.seat("Guest A", "Guest B")
        st.records._db.execute("PRAGMA query_only=ON")  # the records file cannot be written from now on
        await finish_a_round(st)
        st.records._db.execute("PRAGMA query_only=OFF")
        assert st.records.recorded_rounds(st.table.id) == []
    async with served(tmp_path, restore=True) as st:
        assert st.records is not None
        assert st.records.recorded_rounds(st.table.id) == [1]
        keeper = RecordsKeeper(st.table, st.records)
        assert st.records.recorded_rounds(st.table.id) == [1]
        keeper.close()


async def test_a_password_check_does_not_hold_up_the_other_phones(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-17, PLT-06
    """PLT-17, PLT-06: hashing a password takes a noticeable moment; it runs beside the table's loop,
    so a phone already seated is answered while another signs up. The hash here waits until the
    seated phone was answered: run on the loop's own thread it would wait in vain (its wait runs
    out and the test fails), whatever the machine's speed."""
    async with spy_table(tmp_path) as st:
        seated = (await st.seat("Ivan"))[0]
        hashing, answered = threading.Event(), threading.Event()
        waited: list[bool] = []
        real_hash = records_module.hash_password

        def hash_after_the_answer(password: str, salt: bytes, n: int | None = None) -> str:
            hashing.set()
            waited.append(answered.wait(timeout=10))  # the loop answers the other phone meanwhile
            return real_hash(password, salt, n)

        monkeypatch.setattr(records_module, "hash_password", hash_after_the_answer)
        newcomer = Phone(st.url)
        signing_up = asyncio.ensure_future(newcomer.join(CODE, "Marta", password=SECRET, register=True))
        loop = asyncio.get_running_loop()
        assert await loop.run_in_executor(None, hashing.wait, 10)  # the sign-up is being hashed
        await seated.sync()  # a ping and its pong, while the hash waits
        answered.set()
        await signing_up
        st.phones.append(newcomer)
        assert waited == [True]  # the seated phone was answered while the password was hashed
        assert newcomer.seat > 0
