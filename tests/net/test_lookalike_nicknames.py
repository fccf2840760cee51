"""Look-alike nicknames (PLT-09, PLT-17): over real WebSockets on loopback, a guest cannot sit beside
"Ola" as a nickname that looks the same on the board ("Ｏｌａ" in fullwidth letters, "Оla" with a
Cyrillic "О", "Ola" with a combining accent, "OIa" with a capital I), nor register one beside an
account (the capital I aside: an account's name is compared as UTS #39 compares identifiers, case
folded first); names that really differ, in four scripts, are seated; the board shows each as typed.
A records file from before keeps both of two accounts that now look alike."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from net import records as records_module
from net.records import Records
from rules.core import nickname_key, nickname_keys
from tests.net.phones import Phone, spy_table

CODE = "24680"
SECRET = "tajne-haslo-17"
LOOK_ALIKES = ["Ｏｌａ", "Оla", "Ola\u0301", "OLA"]
""""Ola" in fullwidth letters, with a Cyrillic "О", with a combining acute accent, in capitals."""
DIFFERENT = ["Оля", "Olga", "Ołek", "Οδυσσέας", "Ілля", "Ala"]
"""Names that differ in their letters: Cyrillic, Latin with Polish letters, Greek, Ukrainian."""


@pytest.fixture(autouse=True)
def quick_hashes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cheaper scrypt for these tests (the cost is kept in each hash; test_records uses the real one)."""
    monkeypatch.setattr(records_module, "SCRYPT_N", 2**10)


async def test_a_look_alike_of_a_seated_nickname_is_refused_as_taken(tmp_path: Path) -> None:  # PLT-09
    async with spy_table(tmp_path) as st:
        st.phones.append(await Phone(st.url).join(CODE, "Ola"))
        version = st.table.version
        for name in [*LOOK_ALIKES, "OIa"]:  # a capital I for the l: alike on the board only
            phone = Phone(st.url)
            assert await phone.refused_join(CODE, name) == "name_taken", name
            assert "'Ola'" in phone.refused["message"]  # the sender is told which seated name it looks like
            await phone.close()
        assert st.table.version == version  # nothing changed: no seat, no journal entry
        for name in DIFFERENT:
            st.phones.append(await Phone(st.url).join(CODE, name))
        await st.settle()
        shown = [seat["nickname"] for seat in st.phones[0].view["seats"]]
        assert shown == ["Ola", *DIFFERENT]  # as each player typed it


async def test_a_look_alike_of_an_account_is_neither_registered_nor_seated_as_a_guest(tmp_path: Path) -> None:  # PLT-17
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        ola = st.records.register("Ola", SECRET)
        for name in LOOK_ALIKES:
            assert await Phone(st.url).refused_join(CODE, name, password="other-pass", register=True) == "name_taken"
        assert [a.nickname for a in st.records.accounts()] == ["Ola"]
        assert await Phone(st.url).refused_join(CODE, "Оla") == "bad_password"  # a guest may not pose as her
        phone = await Phone(st.url).join(CODE, "Оля", password=SECRET, register=True)  # another name: her own
        st.phones.append(phone)
        assert st.table.account_of(phone.seat) not in (None, ola.id)
        assert st.table.version == 1  # only Оля's join


def test_records_from_before_keep_both_of_two_accounts_that_now_look_alike(tmp_path: Path) -> None:  # PLT-17
    """A records file whose keys were the case-folded spelling: on opening, every account gets the key
    of its look; of "Ola" and "Оla", registered before, both stay and each signs in as before."""
    path = tmp_path / "records.sqlite3"
    records = Records(path)
    ola = records.register("Ola", SECRET)
    records.close()
    db = sqlite3.connect(path)
    db.execute("INSERT INTO accounts (nickname, name_key, salt, password_hash, created_ms) "
                "SELECT 'Оla', 'оla', salt, password_hash, 1 FROM accounts")  # registered back then
    db.execute("INSERT INTO accounts (nickname, name_key, salt, password_hash, created_ms) "
                "SELECT 'Ｍarta', 'ｍarta', salt, password_hash, 2 FROM accounts WHERE id = 1")
    db.commit()
    db.close()
    records = Records(path)
    try:
        keys = dict(records._db.execute("SELECT nickname, name_key FROM accounts").fetchall())
        assert keys == {"Ola": "ola", "Оla": "оla", "Ｍarta": nickname_key("Marta")}
        assert [a.id for a in (records.verify("Ola", SECRET), records.verify("Оla", SECRET))] == [ola.id, 2]
        assert records.verify("Marta", SECRET) is not None  # its look is its key now
        assert records.account_named("ｏｌａ") == records.account_named("Ola")
    finally:
        records.close()


def test_nickname_keys() -> None:  # PLT-09, PLT-17
    assert {nickname_key(n) for n in ["Ola", *LOOK_ALIKES]} == {"ola"}
    assert nickname_keys("OIa") & nickname_keys("Ola") and nickname_key("Ivan") == nickname_key("IVAN")
    assert nickname_key("Богдан") == nickname_key("БОГДАН")  # case folds in every script
    assert len({nickname_key(n) for n in ["Ola", *DIFFERENT]}) == len(DIFFERENT) + 1
    assert nickname_key("Алёна") == nickname_key("Алена")  # an accent is no other name
