"""The club's records on a real SQLite file (PLT-17): accounts with passwords, evenings, games
recorded once, penalties and awards in the standings, and guests leaving nothing."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from net import records as records_module
from net.records import AWARD, PENALTY, Records, RecordsError, RecordsErrorCode, evening_day

EVENING = int(dt.datetime(2026, 11, 28, 20, 15).timestamp() * 1000)
"""Saturday 28 November 2026, 20:15 local time."""
HOUR = 3_600_000


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    r = Records(tmp_path / "records.sqlite3")
    yield r
    r.close()


def rows(path: Path, sql: str) -> list[tuple[object, ...]]:
    """Read through another connection: what is committed to the file."""
    db = sqlite3.connect(path)
    try:
        return db.execute(sql).fetchall()
    finally:
        db.close()


def spy_round(number: int, points: dict[int, int], winners: list[int], outcome: str = "spy_guessed") -> dict:
    return {"round": number, "outcome": outcome, "points": [{"seat": s, "points": p} for s, p in points.items()],
            "winners": winners}


# --- accounts -------------------------------------------------------------------------------------
def test_register_verify_and_a_wrong_password(records: Records, tmp_path: Path) -> None:  # PLT-17
    """PLT-17: an account is a nickname and a password; the nickname is unique whatever its case."""
    ola = records.register("  Ola ", "kot-w-butach", now_ms=EVENING)
    assert (ola.nickname, ola.created_ms) == ("Ola", EVENING)
    assert records.verify("ola", "kot-w-butach") == ola
    assert records.verify("OLA", "kot-w-butach") == ola
    assert records.verify("Ola", "kot-w-Butach") is None
    assert records.verify("Ola", "") is None
    assert records.verify("Nobody", "kot-w-butach") is None
    assert records.account_named("oLA") == ola and records.account_named("Nobody") is None
    with pytest.raises(RecordsError) as taken:
        records.register("OLA", "another")
    assert taken.value.code is RecordsErrorCode.NAME_TAKEN
    with pytest.raises(RecordsError) as short:
        records.register("Taras", "abc")
    assert short.value.code is RecordsErrorCode.PASSWORD_TOO_SHORT and "4" in str(short.value)
    with pytest.raises(RecordsError) as empty:
        records.register("   ", "long enough")
    assert empty.value.code is RecordsErrorCode.BAD_NICKNAME
    # Cyrillic nicknames fold their case too
    records.register("Богдан", "пароль")
    with pytest.raises(RecordsError):
        records.register("БОГДАН", "пароль2")
    assert records.verify("богдан", "пароль") is not None
    assert [a.nickname for a in records.accounts()] == ["Ola", "Богдан"]


def test_only_a_salted_hash_is_kept(records: Records, tmp_path: Path) -> None:  # PLT-17
    """PLT-17: the file holds a salted scrypt hash, never the password; equal passwords hash apart."""
    records.register("Ola", "same secret")
    records.register("Taras", "same secret")
    stored = rows(tmp_path / "records.sqlite3", "SELECT salt, password_hash FROM accounts ORDER BY id")
    assert stored[0][0] != stored[1][0] and stored[0][1] != stored[1][1]
    assert all(str(h).startswith(f"scrypt${records_module.SCRYPT_N}$8$1$") for _, h in stored)
    files = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("records.sqlite3"))
    assert b"same secret" not in files


def test_a_hash_keeps_its_cost(records: Records, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-17
    """PLT-17: a password hashed at one cost is still verified after the cost is raised."""
    monkeypatch.setattr(records_module, "SCRYPT_N", 2**10)
    records.register("Ola", "secret")
    monkeypatch.setattr(records_module, "SCRYPT_N", 2**14)
    assert records.verify("Ola", "secret") is not None


def test_the_file_is_wal_with_full_sync(records: Records) -> None:  # PLT-17, PLT-03
    """PLT-17 (as PLT-03): each write is on disk when the call returns."""
    assert records._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert records._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_an_unused_account_can_be_discarded_but_not_one_with_records(records: Records) -> None:  # PLT-17
    """PLT-17: a registration whose seat was refused leaves no account; one that played stays."""
    fresh = records.register("Fresh", "secret")
    played = records.register("Played", "secret")
    records.record("t1", "spy", [spy_round(1, {1: 2}, [1])], {1: played.id}, {1: "Played"}, EVENING)
    assert records.discard_unused(fresh.id) and records.account_named("Fresh") is None
    assert not records.discard_unused(played.id) and records.account_named("Played") is not None


# --- evenings -------------------------------------------------------------------------------------
def test_one_evening_per_day_of_play_created_on_demand(records: Records) -> None:  # PLT-17
    """PLT-17: the evening of a day is made on first use and titled with its date; past midnight
    the club's evening goes on until the morning."""
    assert records.find_evening(EVENING) is None
    tonight = records.evening(EVENING)
    assert (tonight.day, tonight.title) == ("2026-11-28", "2026-11-28")
    assert records.evening(EVENING + 2 * HOUR) == tonight
    assert records.evening(EVENING + 5 * HOUR) == tonight  # 01:15: still Saturday's evening
    assert evening_day(EVENING + 5 * HOUR) == dt.date(2026, 11, 28)
    sunday = records.evening(EVENING + 22 * HOUR)
    assert sunday.id != tonight.id and sunday.day == "2026-11-29"
    records.set_title(tonight.id, "  Spy   cup  ")
    assert records.evening(EVENING).title == "Spy cup"
    assert [e.day for e in records.evenings()] == ["2026-11-29", "2026-11-28"]


# --- games, results and marks ---------------------------------------------------------------------
def test_recording_twice_is_harmless(records: Records, tmp_path: Path) -> None:  # PLT-17
    """PLT-17: one row per finished round of a table; the same round again adds nothing."""
    ola, taras = records.register("Ola", "secret"), records.register("Taras", "secret")
    accounts, names = {1: ola.id, 2: taras.id}, {1: "Ola", 2: "Taras"}
    first = spy_round(1, {1: 4, 2: 0, 3: 0}, [1])
    assert records.record("table-a", "spy", [first], accounts, names, EVENING) == 1
    assert records.record("table-a", "spy", [first], accounts, names, EVENING + 60_000) == 0
    second = spy_round(2, {1: 0, 2: 1, 3: 1}, [2, 3], "accused_spy")
    assert records.record("table-a", "spy", [first, second], accounts, names, EVENING + HOUR) == 1
    assert records.record("table-b", "spy", [first], accounts, names, EVENING) == 1  # another table
    path = tmp_path / "records.sqlite3"
    assert rows(path, "SELECT table_id, game, round, outcome FROM games ORDER BY id") == [
        ("table-a", "spy", 1, "spy_guessed"), ("table-a", "spy", 2, "accused_spy"), ("table-b", "spy", 1, "spy_guessed")]
    assert rows(path, "SELECT g.round, r.seat, r.nickname, r.points, r.won FROM results r JOIN games g ON g.id = r.game_id"
                      " WHERE g.table_id = 'table-a' ORDER BY g.round, r.seat") == [
        (1, 1, "Ola", 4, 1), (1, 2, "Taras", 0, 0), (2, 1, "Ola", 0, 0), (2, 2, "Taras", 1, 1)]
    assert records.recorded_rounds("table-a") == [1, 2]


def test_a_guest_leaves_no_row_at_all(records: Records, tmp_path: Path) -> None:  # PLT-17
    """PLT-17: seats without an account leave nothing: no result, and a round of guests only
    leaves no game and no evening either."""
    path = tmp_path / "records.sqlite3"
    assert records.record("t", "spy", [spy_round(1, {1: 4, 2: 0, 3: 0}, [1])], {}, {1: "A", 2: "B", 3: "C"}, EVENING) == 0
    assert rows(path, "SELECT COUNT(*) FROM games") == [(0,)]
    assert rows(path, "SELECT COUNT(*) FROM evenings") == [(0,)]
    ola = records.register("Ola", "secret")
    records.record("t", "spy", [spy_round(2, {1: 4, 2: 0, 3: 0}, [1])], {2: ola.id}, {1: "Guest", 2: "Ola", 3: "X"},
                   EVENING)
    assert rows(path, "SELECT seat, account_id, nickname FROM results") == [(2, ola.id, "Ola")]
    assert b"Guest" not in b"".join(p.read_bytes() for p in tmp_path.iterdir())
    # an observer with an account (not in the round's points) has no result either
    records.record("t", "spy", [spy_round(3, {1: 1, 3: 1}, [1, 3])], {2: ola.id}, {}, EVENING)
    assert rows(path, "SELECT COUNT(*) FROM games") == [(1,)]


def test_standings_count_games_wins_and_marks(records: Records) -> None:  # PLT-17
    """PLT-17: tonight's standings: games, wins, points with penalties and awards, best first."""
    ola, taras, marta, ivan = (records.register(n, "secret") for n in ("Ola", "Taras", "Marta", "Ivan"))
    accounts = {1: ola.id, 2: taras.id, 3: marta.id}
    names = {1: "Ola", 2: "Taras", 3: "Marta"}
    records.record("t", "spy", [spy_round(1, {1: 4, 2: 0, 3: 0}, [1]),
                                spy_round(2, {1: 0, 2: 2, 3: 1}, [2, 3], "accused_spy"),
                                spy_round(3, {1: 0, 2: 0, 3: 0}, [], "aborted")], accounts, names, EVENING)
    penalty = records.mark(ola.id, PENALTY, 2, "phone at the table", EVENING + HOUR)
    assert (penalty.kind, penalty.points, penalty.note, penalty.nickname) == (PENALTY, -2, "phone at the table", "Ola")
    assert records.mark(ola.id, PENALTY, -1, "late", EVENING + HOUR).points == -1  # the sign follows the kind
    records.mark(marta.id, AWARD, 3, "best question", EVENING + HOUR)
    records.mark(ivan.id, AWARD, 1, "  helped   set up ", EVENING + HOUR)  # marked, never played
    evening = records.evening(EVENING)
    table = [(s.nickname, s.games, s.wins, s.game_points, s.mark_points, s.points) for s in records.standings(evening.id)]
    assert table == [
        ("Marta", 3, 1, 1, 3, 4),
        ("Taras", 3, 1, 2, 0, 2),
        ("Ola", 3, 1, 4, -3, 1),  # as many points as Ivan, but a win
        ("Ivan", 0, 0, 0, 1, 1),
    ]
    ola_row = next(s for s in records.standings(evening.id) if s.nickname == "Ola")
    assert (ola_row.penalties, ola_row.awards) == (2, 0)
    assert [m.note for m in records.marks(evening.id)] == ["phone at the table", "late", "best question", "helped set up"]
    # another evening starts empty
    assert records.standings(records.evening(EVENING + 24 * HOUR).id) == []


def test_a_mark_is_a_penalty_or_an_award_for_an_account(records: Records) -> None:  # PLT-17
    """PLT-17: clear refusals for a mark of another kind, a bad number or an unknown account."""
    ola = records.register("Ola", "secret")
    records.record("t", "spy", [spy_round(1, {1: 4}, [1])], {1: ola.id}, {1: "Ola"}, EVENING)
    game_row = records.game_row("t", 1)
    assert game_row is not None
    assert records.mark(ola.id, AWARD, 1, "", EVENING, game_row=game_row).game_id == game_row
    for kind, points, account in (("bonus", 1, ola.id), (PENALTY, True, ola.id), (AWARD, 1, 999)):
        with pytest.raises(RecordsError):
            records.mark(account, kind, points, "x", EVENING)  # type: ignore[arg-type]


def test_player_stats_over_every_evening(records: Records) -> None:  # PLT-17
    """PLT-17: a player's totals: evenings, games, wins, points with marks, games per game."""
    ola = records.register("Ola", "secret")
    records.record("t1", "spy", [spy_round(1, {1: 4, 2: 0}, [1]), spy_round(2, {1: 1, 2: 1}, [1, 2], "accused_spy")],
                   {1: ola.id}, {1: "Ola"}, EVENING)
    records.record("t2", "spy", [spy_round(1, {3: 0, 4: 2}, [4])], {3: ola.id}, {3: "Ola"}, EVENING + 24 * HOUR)
    records.mark(ola.id, PENALTY, 1, "foul", EVENING + 48 * HOUR)
    stats = records.player_stats(ola.id)
    assert stats is not None
    assert (stats.nickname, stats.evenings, stats.games, stats.wins, stats.points, stats.penalties, stats.awards) == (
        "Ola", 3, 3, 2, 4, 1, 0)
    assert stats.by_game == {"spy": 3}
    assert records.player_stats(12345) is None


def test_records_survive_reopening_the_file(tmp_path: Path) -> None:  # PLT-17
    """PLT-17: what was recorded is there when the console starts again."""
    first = Records(tmp_path / "records.sqlite3")
    ola = first.register("Ola", "secret")
    first.record("t", "spy", [spy_round(1, {1: 4}, [1])], {1: ola.id}, {1: "Ola"}, EVENING)
    first.close()
    again = Records(tmp_path / "records.sqlite3")
    try:
        assert again.verify("Ola", "secret") == ola
        [standing] = again.standings(again.evening(EVENING).id)
        assert (standing.games, standing.wins, standing.points) == (1, 1, 4)
    finally:
        again.close()
