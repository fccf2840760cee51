"""The club's records (PLT-17): accounts, evenings, games, scores, penalties and awards.

One SQLite file of its own (``records.sqlite3`` in the data directory, next to the journal), in WAL
mode with ``synchronous=FULL``: every write returns once it is on disk. An account is a nickname and
a password (no e-mail); only a salted scrypt hash of the password is kept. A guest (a seat taken
without an account) leaves nothing here, not even a row for the game.

How to use (the console and ``python -m net`` do)::

    records = Records(data_dir / "records.sqlite3")
    keeper = RecordsKeeper(table, records)   # records each round the table finishes, from now on
    ...
    keeper.close()
    records.close()

Not thread-safe: use it from the thread that opened it (the console's GUI thread, which is also the
asyncio loop's).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import enum
import hashlib
import hmac
import logging
import secrets
import sqlite3
import time
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from rules.core import Json, clean_nickname, nickname_key

from .journal import StorageError, open_durable
from .table import Changes, Table

log = logging.getLogger(__name__)

MIN_PASSWORD = 4
"""The shortest password an account may have (characters)."""
MAX_PASSWORD = 200
SCRYPT_N = 2**14
"""scrypt's cost; module level so tests can shrink it. Each hash keeps the cost it was made with."""
SCRYPT_R = 8
SCRYPT_P = 1
EVENING_STARTS_AT_HOUR = 6
"""A game finished before this local hour belongs to the evening of the day before: a club evening
that runs past midnight stays one evening."""
PENALTY = "penalty"
AWARD = "award"
MARK_KINDS = (PENALTY, AWARD)

SCHEMA = """
CREATE TABLE IF NOT EXISTS accounts (
    id INTEGER PRIMARY KEY,
    nickname TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    salt BLOB NOT NULL,
    password_hash TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS evenings (
    id INTEGER PRIMARY KEY,
    day TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    table_id TEXT NOT NULL,
    game TEXT NOT NULL,
    round INTEGER NOT NULL,
    outcome TEXT NOT NULL,
    finished_ms INTEGER NOT NULL,
    UNIQUE (table_id, round)
);
CREATE TABLE IF NOT EXISTS results (
    game_id INTEGER NOT NULL REFERENCES games(id),
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    seat INTEGER NOT NULL,
    nickname TEXT NOT NULL,
    points INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS marks (
    id INTEGER PRIMARY KEY,
    evening_id INTEGER NOT NULL REFERENCES evenings(id),
    game_id INTEGER REFERENCES games(id),
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    kind TEXT NOT NULL CHECK (kind IN ('penalty', 'award')),
    points INTEGER NOT NULL,
    note TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS results_by_account ON results(account_id);
CREATE INDEX IF NOT EXISTS games_by_evening ON games(evening_id);
CREATE INDEX IF NOT EXISTS marks_by_evening ON marks(evening_id);
"""


class RecordsError(ValueError):
    """A refused change to the records; ``code`` says why (the protocol sends it as the error code)."""

    def __init__(self, code: RecordsErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


class RecordsErrorCode(enum.StrEnum):
    NAME_TAKEN = "name_taken"  # an account has this nickname already
    PASSWORD_TOO_SHORT = "password_too_short"
    PASSWORD_TOO_LONG = "password_too_long"
    BAD_NICKNAME = "bad_nickname"
    UNKNOWN_ACCOUNT = "unknown_account"
    BAD_MARK = "bad_mark"


@dataclass(frozen=True)
class Account:
    id: int
    nickname: str
    created_ms: int


@dataclass(frozen=True)
class Evening:
    """The evening of one calendar day of play (see :data:`EVENING_STARTS_AT_HOUR`)."""

    id: int
    day: str
    """ISO date, e.g. ``2026-11-29``."""
    title: str
    created_ms: int


@dataclass(frozen=True)
class Mark:
    """A penalty or an award given by the moderator; ``points`` is signed (a penalty's is ≤ 0)."""

    id: int
    evening_id: int
    game_id: int | None
    account_id: int
    nickname: str
    kind: str
    points: int
    note: str
    created_ms: int


@dataclass(frozen=True)
class Standing:
    """One account's evening: games played, games won, and points (the games' plus the marks')."""

    account_id: int
    nickname: str
    games: int
    wins: int
    game_points: int
    mark_points: int
    penalties: int
    awards: int

    @property
    def points(self) -> int:
        return self.game_points + self.mark_points


@dataclass(frozen=True)
class PlayerStats:
    """One account over every evening."""

    account_id: int
    nickname: str
    evenings: int
    games: int
    wins: int
    points: int
    """The games' points plus every penalty and award."""
    penalties: int
    awards: int
    by_game: dict[str, int]
    """Games played per game id (``spy``, …)."""
    wins_by_game: dict[str, int] = field(default_factory=dict)
    """Games won per game id."""

    @property
    def losses(self) -> int:
        """Games played and not won (QZ-25)."""
        return self.games - self.wins


def name_key(nickname: str) -> str:
    """What makes two nicknames the same account: compared as a table compares its seats'
    (:func:`rules.core.nickname_key`: case, width, accents and look-alike letters of other scripts
    left out), so nobody registers "Оla" with a Cyrillic "О" beside "Ola" (PLT-17)."""
    return nickname_key(nickname)


def _spelled_key(nickname: str) -> str:
    """The key of the records made before nicknames were compared by their look: cleaned and case
    folded. An account that a look-alike older one kept from the new key keeps this one."""
    return clean_nickname(nickname).casefold()


def _password_bytes(password: str) -> bytes:
    return unicodedata.normalize("NFKC", password).encode("utf-8")


def hash_password(password: str, salt: bytes, n: int | None = None) -> str:
    """``scrypt$N$r$p$<hex>``: the hash of ``password`` with ``salt``, and the cost it was made with."""
    n = SCRYPT_N if n is None else n
    digest = hashlib.scrypt(_password_bytes(password), salt=salt, n=n, r=SCRYPT_R, p=SCRYPT_P, dklen=32)
    return f"scrypt${n}${SCRYPT_R}${SCRYPT_P}${digest.hex()}"


def password_matches(password: str, salt: bytes, stored: str) -> bool:
    """Whether ``password`` gives ``stored`` (compared in constant time)."""
    try:
        scheme, n, r, p, hexdigest = stored.split("$")
        if scheme != "scrypt":
            return False
        digest = hashlib.scrypt(_password_bytes(password), salt=salt, n=int(n), r=int(r), p=int(p),
                                dklen=len(bytes.fromhex(hexdigest)))
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(digest.hex(), hexdigest)


def evening_day(now_ms: int) -> dt.date:
    """The calendar day of play ``now_ms`` (local time) belongs to."""
    moment = dt.datetime.fromtimestamp(now_ms / 1000)
    return (moment - dt.timedelta(hours=EVENING_STARTS_AT_HOUR)).date()


class Records:
    """The records file. Every method that writes returns once the change is on disk."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._db = open_durable(self.path, SCHEMA)
        self._dummy_salt = secrets.token_bytes(16)
        self._dummy_hash = ""
        self._listeners: list[Callable[[], None]] = []
        self._rekey()

    def _rekey(self) -> None:
        """Gives the accounts of an older records file the key nicknames are compared by now
        (:func:`name_key`), in one transaction. Two accounts registered before, whose nicknames now
        look alike ("Ola" and "Оla"), are both kept: the one whose new key the other already has
        keeps its old key, and each still signs in with its own spelling."""
        rows = self._db.execute("SELECT id, nickname, name_key FROM accounts ORDER BY id").fetchall()
        stale = [(int(r[0]), str(r[1]), str(r[2])) for r in rows if str(r[2]) != name_key(str(r[1]))]
        if not stale:
            return
        keys = {str(r[2]) for r in rows}
        with self._transaction():
            for account_id, nickname, old in stale:
                new = name_key(nickname)
                if new in keys:
                    log.warning("account %d looks like another one: it keeps the key of its spelling", account_id)
                    continue
                self._db.execute("UPDATE accounts SET name_key = ? WHERE id = ?", (new, account_id))
                keys.discard(old)
                keys.add(new)

    def listen(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Call ``callback`` after every change of the players' records (a game recorded, a mark
        given or taken back); returns what stops it."""
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback)

    def _changed(self) -> None:
        for callback in list(self._listeners):
            try:
                callback()
            except Exception:  # one broken listener must not stop the others
                log.exception("records listener failed")

    def close(self) -> None:
        self._db.close()

    # --- accounts ---------------------------------------------------------------------------------
    def register(self, nickname: str, password: str, now_ms: int | None = None) -> Account:
        """A new account. Raises :class:`RecordsError`: ``name_taken`` when an account has this
        nickname already (case does not matter), ``password_too_short`` under
        :data:`MIN_PASSWORD` characters, ``bad_nickname`` when nothing is left of it once cleaned;
        :class:`net.journal.StorageError` when the file cannot store it (no account is made).

        The nickname is cleaned as a seat's nickname is, so the account's name is the one its
        player is seated with."""
        self._check_new(nickname, password)
        salt = secrets.token_bytes(16)
        return self._insert(nickname, salt, hash_password(password, salt), now_ms)

    def _check_new(self, nickname: str, password: str) -> None:
        name = clean_nickname(nickname)
        if not name:
            raise RecordsError(RecordsErrorCode.BAD_NICKNAME, "the nickname is empty")
        if len(password) < MIN_PASSWORD:
            raise RecordsError(RecordsErrorCode.PASSWORD_TOO_SHORT,
                               f"a password has at least {MIN_PASSWORD} characters")
        if len(password) > MAX_PASSWORD:
            raise RecordsError(RecordsErrorCode.PASSWORD_TOO_LONG,
                               f"a password has at most {MAX_PASSWORD} characters")
        if self.account_named(name) is not None:
            raise RecordsError(RecordsErrorCode.NAME_TAKEN, f"an account named {name!r} exists")

    def _insert(self, nickname: str, salt: bytes, hashed: str, now_ms: int | None) -> Account:
        now_ms = int(time.time() * 1000) if now_ms is None else now_ms
        name = clean_nickname(nickname)
        try:
            cursor = self._db.execute(
                "INSERT INTO accounts (nickname, name_key, salt, password_hash, created_ms) VALUES (?,?,?,?,?)",
                (name, name_key(name), salt, hashed, now_ms),
            )
        except sqlite3.IntegrityError as exc:
            raise RecordsError(RecordsErrorCode.NAME_TAKEN, f"an account named {name!r} exists") from exc
        except sqlite3.Error as exc:  # the disk is full or read-only: no account (PLT-03)
            raise StorageError.of(self.path, exc) from exc
        assert cursor.lastrowid is not None
        log.info("account %d registered", cursor.lastrowid)
        return Account(cursor.lastrowid, name, now_ms)

    async def register_in_background(self, nickname: str, password: str, now_ms: int | None = None) -> Account:
        """:meth:`register`, with the slow hashing in a worker thread so the table's loop (which is
        also the console's) never waits for it."""
        self._check_new(nickname, password)
        salt = secrets.token_bytes(16)
        hashed = await asyncio.to_thread(hash_password, password, salt)
        return self._insert(nickname, salt, hashed, now_ms)

    async def verify_in_background(self, nickname: str, password: str) -> Account | None:
        """:meth:`verify`, with the slow hashing in a worker thread."""
        account, salt, stored = self._stored(nickname)
        matches = await asyncio.to_thread(password_matches, password, salt, stored)
        return account if matches else None

    def _stored(self, nickname: str) -> tuple[Account | None, bytes, str]:
        """The account, its salt and its stored hash; a made-up pair for an unknown nickname, so
        that refusing it costs as much as refusing a wrong password."""
        row = self._db.execute(
            "SELECT id, nickname, created_ms, salt, password_hash FROM accounts WHERE name_key IN (?, ?)"
            " ORDER BY name_key = ? DESC LIMIT 1", self._keys(nickname),
        ).fetchone()
        if row is None:
            if not self._dummy_hash:
                self._dummy_hash = hash_password("-", self._dummy_salt)
            return None, self._dummy_salt, self._dummy_hash
        return Account(int(row[0]), str(row[1]), int(row[2])), bytes(row[3]), str(row[4])

    def verify(self, nickname: str, password: str) -> Account | None:
        """The account if ``password`` is its password, else None (also for an unknown nickname,
        which takes as long to refuse as a wrong password)."""
        account, salt, stored = self._stored(nickname)
        return account if password_matches(password, salt, stored) else None

    @staticmethod
    def _keys(nickname: str) -> tuple[str, str, str]:
        """The keys an account of ``nickname`` is found by: its key, and the key of its own spelling
        (preferred: an account :meth:`_rekey` left with it), twice for the query's ORDER BY."""
        spelled = _spelled_key(nickname)
        return name_key(nickname), spelled, spelled

    def account_named(self, nickname: str) -> Account | None:
        """The account with this nickname, or one that looks like it (:func:`name_key`), if any."""
        row = self._db.execute(
            "SELECT id, nickname, created_ms FROM accounts WHERE name_key IN (?, ?) ORDER BY name_key = ? DESC LIMIT 1",
            self._keys(nickname),
        ).fetchone()
        return Account(int(row[0]), str(row[1]), int(row[2])) if row else None

    def account(self, account_id: int) -> Account | None:
        row = self._db.execute(
            "SELECT id, nickname, created_ms FROM accounts WHERE id = ?", (account_id,)
        ).fetchone()
        return Account(int(row[0]), str(row[1]), int(row[2])) if row else None

    def accounts(self) -> list[Account]:
        """Every account, by nickname."""
        rows = self._db.execute("SELECT id, nickname, created_ms FROM accounts").fetchall()
        return sorted((Account(int(r[0]), str(r[1]), int(r[2])) for r in rows),
                      key=lambda a: (a.nickname.casefold(), a.id))

    def discard_unused(self, account_id: int) -> bool:
        """Remove an account that has no game and no mark yet (a registration whose join was
        refused); an account with any record stays. Returns whether it was removed;
        :class:`net.journal.StorageError` when the file cannot be written."""
        try:
            return self._discard_unused(account_id)
        except sqlite3.Error as exc:
            raise StorageError.of(self.path, exc) from exc

    def _discard_unused(self, account_id: int) -> bool:
        with self._transaction():
            used = self._db.execute(
                "SELECT EXISTS(SELECT 1 FROM results WHERE account_id = ?)"
                " OR EXISTS(SELECT 1 FROM marks WHERE account_id = ?)",
                (account_id, account_id),
            ).fetchone()[0]
            if used:
                return False
            return self._db.execute("DELETE FROM accounts WHERE id = ?", (account_id,)).rowcount == 1

    # --- evenings ---------------------------------------------------------------------------------
    def evening(self, now_ms: int) -> Evening:
        """The evening ``now_ms`` belongs to, created on first use (titled with its date)."""
        day = evening_day(now_ms).isoformat()
        self._db.execute(
            "INSERT OR IGNORE INTO evenings (day, title, created_ms) VALUES (?,?,?)", (day, day, now_ms)
        )
        found = self._evening_of_day(day)
        assert found is not None
        return found

    def find_evening(self, now_ms: int) -> Evening | None:
        """The evening ``now_ms`` belongs to if anything was recorded in it yet, else None."""
        return self._evening_of_day(evening_day(now_ms).isoformat())

    def evenings(self) -> list[Evening]:
        """Every evening, the latest first."""
        rows = self._db.execute("SELECT id, day, title, created_ms FROM evenings ORDER BY day DESC").fetchall()
        return [Evening(int(r[0]), str(r[1]), str(r[2]), int(r[3])) for r in rows]

    def set_title(self, evening_id: int, title: str) -> None:
        """Rename an evening (a tournament's name, a theme night)."""
        self._db.execute("UPDATE evenings SET title = ? WHERE id = ?", (" ".join(title.split())[:80], evening_id))

    def _evening_of_day(self, day: str) -> Evening | None:
        row = self._db.execute("SELECT id, day, title, created_ms FROM evenings WHERE day = ?", (day,)).fetchone()
        return Evening(int(row[0]), str(row[1]), str(row[2]), int(row[3])) if row else None

    # --- games ------------------------------------------------------------------------------------
    def record(
        self,
        table_id: str,
        game_id: str,
        finished: Iterable[Json],
        accounts: Mapping[int, int],
        nicknames: Mapping[int, str],
        now_ms: int,
    ) -> int:
        """Record finished rounds of one table (entries as ``Game.finished`` gives them).

        ``accounts`` maps a seat to its account; only those seats get a result, and a round
        where no seat had an account leaves nothing at all (guests leave no stats). A round
        already recorded for this table is left as it is, so recording twice is harmless.
        A round's ``penalties`` (``[{"seat": 2, "kind": "hat_taken"}]``, the quiz's, QZ-25) go into
        the players' profiles as penalties of no points, noted with their kind.
        Returns how many rounds were newly recorded.
        """
        added = 0
        with self._transaction():
            for entry in finished:
                points = {int(row["seat"]): int(row["points"]) for row in entry.get("points", [])}
                winners = {int(seat) for seat in entry.get("winners", [])}
                players = [seat for seat in sorted(points) if seat in accounts]
                if not players:
                    continue
                evening = self.evening(now_ms)
                cursor = self._db.execute(
                    "INSERT OR IGNORE INTO games (evening_id, table_id, game, round, outcome, finished_ms)"
                    " VALUES (?,?,?,?,?,?)",
                    (evening.id, table_id, game_id, int(entry["round"]), str(entry.get("outcome", "")), now_ms),
                )
                if cursor.rowcount != 1:
                    continue  # already recorded
                game_row = cursor.lastrowid
                self._db.executemany(
                    "INSERT INTO results (game_id, account_id, seat, nickname, points, won) VALUES (?,?,?,?,?,?)",
                    [(game_row, accounts[seat], seat, nicknames.get(seat, ""), points[seat], int(seat in winners))
                     for seat in players],
                )
                self._db.executemany(
                    "INSERT INTO marks (evening_id, game_id, account_id, kind, points, note, created_ms)"
                    " VALUES (?,?,?,?,?,?,?)",
                    [(evening.id, game_row, accounts[int(p["seat"])], PENALTY, 0, str(p.get("kind", ""))[:200], now_ms)
                     for p in entry.get("penalties", []) if int(p["seat"]) in accounts],
                )
                added += 1
        if added:
            self._changed()
        return added

    def recorded_rounds(self, table_id: str) -> list[int]:
        """The rounds of ``table_id`` that are in the records."""
        rows = self._db.execute("SELECT round FROM games WHERE table_id = ? ORDER BY round", (table_id,))
        return [int(r[0]) for r in rows]

    def game_row(self, table_id: str, round_number: int) -> int | None:
        """The row id of a recorded round (for a mark tied to that game)."""
        row = self._db.execute(
            "SELECT id FROM games WHERE table_id = ? AND round = ?", (table_id, round_number)
        ).fetchone()
        return int(row[0]) if row else None

    # --- penalties and awards -----------------------------------------------------------------
    def mark(self, account_id: int, kind: str, points: int, note: str, now_ms: int,
             game_row: int | None = None) -> Mark:
        """Give a penalty or an award to an account in tonight's evening.

        ``points`` is how many: its sign follows ``kind`` (a penalty takes points away, an award
        gives them), so ``-2`` and ``2`` are the same penalty. ``game_row`` ties it to one recorded
        game. Raises :class:`RecordsError` (``bad_mark``, ``unknown_account``).
        """
        if kind not in MARK_KINDS:
            raise RecordsError(RecordsErrorCode.BAD_MARK, f"a mark is a {PENALTY} or an {AWARD}")
        if isinstance(points, bool) or not isinstance(points, int) or abs(points) > 10_000:
            raise RecordsError(RecordsErrorCode.BAD_MARK, "points must be a whole number")
        account = self.account(account_id)
        if account is None:
            raise RecordsError(RecordsErrorCode.UNKNOWN_ACCOUNT, f"no account {account_id}")
        signed = -abs(points) if kind == PENALTY else abs(points)
        text = " ".join(note.split())[:200]
        with self._transaction():
            evening = self.evening(now_ms)
            cursor = self._db.execute(
                "INSERT INTO marks (evening_id, game_id, account_id, kind, points, note, created_ms)"
                " VALUES (?,?,?,?,?,?,?)",
                (evening.id, game_row, account_id, kind, signed, text, now_ms),
            )
        assert cursor.lastrowid is not None
        self._changed()
        return Mark(cursor.lastrowid, evening.id, game_row, account_id, account.nickname, kind, signed, text, now_ms)

    def unmark(self, mark_id: int) -> bool:
        """Take back a penalty or an award given by mistake; False when there is no such mark."""
        with self._transaction():
            cursor = self._db.execute("DELETE FROM marks WHERE id = ?", (mark_id,))
        if cursor.rowcount == 1:
            self._changed()
        return cursor.rowcount == 1

    def marks(self, evening_id: int) -> list[Mark]:
        """The penalties and awards of one evening, oldest first."""
        rows = self._db.execute(
            "SELECT m.id, m.evening_id, m.game_id, m.account_id, a.nickname, m.kind, m.points, m.note,"
            " m.created_ms FROM marks m JOIN accounts a ON a.id = m.account_id"
            " WHERE m.evening_id = ? ORDER BY m.created_ms, m.id",
            (evening_id,),
        ).fetchall()
        return [Mark(int(r[0]), int(r[1]), None if r[2] is None else int(r[2]), int(r[3]), str(r[4]), str(r[5]),
                     int(r[6]), str(r[7]), int(r[8])) for r in rows]

    # --- reading ------------------------------------------------------------------------------
    def standings(self, evening_id: int) -> list[Standing]:
        """Every account that played or was marked that evening: most points first, then most
        wins, then by nickname."""
        rows = self._db.execute(
            """
            WITH played AS (
                SELECT r.account_id, COUNT(*) AS games, SUM(r.won) AS wins, SUM(r.points) AS points
                FROM results r JOIN games g ON g.id = r.game_id
                WHERE g.evening_id = :evening GROUP BY r.account_id),
            marked AS (
                SELECT account_id, SUM(points) AS points, SUM(kind = 'penalty') AS penalties,
                       SUM(kind = 'award') AS awards
                FROM marks WHERE evening_id = :evening GROUP BY account_id)
            SELECT a.id, a.nickname, COALESCE(p.games, 0), COALESCE(p.wins, 0), COALESCE(p.points, 0),
                   COALESCE(m.points, 0), COALESCE(m.penalties, 0), COALESCE(m.awards, 0)
            FROM accounts a LEFT JOIN played p ON p.account_id = a.id LEFT JOIN marked m ON m.account_id = a.id
            WHERE p.account_id IS NOT NULL OR m.account_id IS NOT NULL
            """,
            {"evening": evening_id},
        ).fetchall()
        standings = [Standing(int(r[0]), str(r[1]), *(int(x) for x in r[2:])) for r in rows]
        standings.sort(key=lambda s: (-s.points, -s.wins, s.nickname.casefold(), s.account_id))
        return standings

    def player_stats(self, account_id: int) -> PlayerStats | None:
        """One account's totals over every evening, or None for an unknown account."""
        account = self.account(account_id)
        if account is None:
            return None
        games, wins, points = self._db.execute(
            "SELECT COUNT(*), COALESCE(SUM(won), 0), COALESCE(SUM(points), 0) FROM results WHERE account_id = ?",
            (account_id,),
        ).fetchone()
        mark_points, penalties, awards = self._db.execute(
            "SELECT COALESCE(SUM(points), 0), COALESCE(SUM(kind = 'penalty'), 0), COALESCE(SUM(kind = 'award'), 0)"
            " FROM marks WHERE account_id = ?",
            (account_id,),
        ).fetchone()
        evenings = self._db.execute(
            "SELECT COUNT(*) FROM (SELECT g.evening_id FROM results r JOIN games g ON g.id = r.game_id"
            " WHERE r.account_id = ? UNION SELECT evening_id FROM marks WHERE account_id = ?)",
            (account_id, account_id),
        ).fetchone()[0]
        rows = self._db.execute(
            "SELECT g.game, COUNT(*), SUM(r.won) FROM results r JOIN games g ON g.id = r.game_id"
            " WHERE r.account_id = ? GROUP BY g.game ORDER BY g.game",
            (account_id,),
        ).fetchall()
        return PlayerStats(account.id, account.nickname, int(evenings), int(games), int(wins),
                           int(points) + int(mark_points), int(penalties), int(awards),
                           {str(r[0]): int(r[1]) for r in rows}, {str(r[0]): int(r[2] or 0) for r in rows})

    # ------------------------------------------------------------------------------------------
    def _transaction(self) -> _Tx:
        return _Tx(self._db)


class _Tx:
    """One transaction; nested uses join the outer one."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db
        self._outer = False

    def __enter__(self) -> None:
        self._outer = not self._db.in_transaction
        if self._outer:
            self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *_: object) -> None:
        if self._outer:
            self._db.execute("ROLLBACK" if exc_type else "COMMIT")


class RecordsKeeper:
    """Records every round one table finishes, for the seats with an account (PLT-17).

    Build it once the table is built or restored: it records at once what the table finished
    before (e.g. before a crash: recording is idempotent), then after every change. It is told
    of a change in turn with the table's other subscribers: a screen showing the records reads
    them once the change has been handled by all (the console's evening dialog waits for the
    next turn of the event loop).
    """

    def __init__(self, table: Table, records: Records) -> None:
        self.table = table
        self.records = records
        self._known = 0
        self._unsubscribe: Callable[[], None] | None = table.subscribe(self.on_table_changed)
        self.catch_up()

    def on_table_changed(self, changes: Changes) -> None:
        if changes.kind in ("request", "undo", "restore"):
            self.catch_up()

    def catch_up(self) -> int:
        """Record the rounds finished since the last call; returns how many were new."""
        finished = self.table.game.finished(self.table.state)
        if len(finished) <= self._known:
            return 0
        added = self.records.record(
            self.table.id, self.table.game.id, finished[self._known:], self.table.seat_accounts(),
            self.table.nicknames(), self.table.clock(),
        )
        self._known = len(finished)
        if added:
            log.info("recorded %d round(s) of table %s", added, self.table.code)
        return added

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

