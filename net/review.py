"""The evening's review (MAF-23, MAF-24): a page per recorded mafia game, the recording beside it with
its chapters, and the evening's page listing its games.

``python -m net.review --data-dir DIR [--evening YYYY-MM-DD] [--lang uk|pl|ru|en] [--out DIR]``
writes the reviews of one evening (by default the last one with a mafia game) into
``DIR/reviews/<evening>/`` (or ``--out``): ``index.html``, and for each finished game
``<code>-game-<n>.html`` with its recording ``<code>-game-<n>.ogg``. It only reads the journal, so
it may run while the console is open. The console's Evening dialog calls :func:`table_reviews`
and writes them beside its event loop.

The timeline and the facts are derived by :mod:`rules.mafia.review` from the journal alone; the
recording's start is the one journaled when its first sound was heard (:meth:`Journal.recordings`),
so each moment is placed in the audio within a second. A player who opted out of publication
(MAF-24) is a place and a role only, here and in the chapters; their speeches are listed for the
club to cut.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import logging
import os
import shutil
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.core import Game
from rules.mafia.game import MafiaGame
from rules.mafia.review import game_review, games_in, offset_ms
from rules.mafia.roles import Role

from .journal import OK, Entry, Journal, TableRecord
from .portable import data_dir_default
from .records import evening_day
from .review_page import LANGS, Recording, ReviewedGame, chapter_marks, evening_page, game_page
from .table import replayed

log = logging.getLogger(__name__)

FOLDER = "reviews"
RECORDINGS = "recordings"
MAX_CHAPTERS = 999
"""``CHAPTER001`` … ``CHAPTER999``: the tag's three digits."""
GAME_ID = MafiaGame.id
"""The game reviewed: club mafia, recorded and reviewed game by game (MAF-23)."""


def reviewable(game: Game[Any]) -> bool:
    """Whether the table's game has reviews (MAF-23)."""
    return game.id == GAME_ID


def audio_length_ms(path: Path) -> int | None:
    """The recording's length, read from the file (None when it cannot be read)."""
    import mutagen

    try:
        audio = mutagen.File(path)
    except (OSError, mutagen.MutagenError):
        return None
    if audio is None or getattr(audio.info, "length", None) is None:
        return None
    return int(audio.info.length * 1000)


def _accepted(entries: Sequence[Entry]) -> list[tuple[int, list[dict[str, Any]]]]:
    return [(e.now_ms, e.events) for e in entries if e.status == OK]


def table_games(game: Game[Any], record: TableRecord, entries: Sequence[Entry], state: Any,
                recordings: Sequence[tuple[str, int, int]], folder: Path) -> list[ReviewedGame]:
    """Every finished game of a mafia table, each with its recording when one was journaled and
    its file is still there (MAF-23: deleted after three days)."""
    accepted = _accepted(entries)
    nicknames = {s.number: s.nickname for s in state.seats.seats} if hasattr(state, "seats") else {}
    private = frozenset(game.withheld_seats(state))
    roles: dict[str, Role] = dict(getattr(game, "catalog", {}))
    for match in getattr(state, "games", lambda: ())():
        roles.update({r.id: r for r in match.custom})  # MAF-05: the game's own roles
    out = []
    for number in games_in(accepted):
        review = game_review(accepted, number)
        if review.result is None:
            continue  # not finished: its recording may still be written
        recording = None
        for file, n, started in reversed(recordings):  # the last recording of the game
            path = folder / file
            if n == number and path.is_file():
                recording = Recording(path, started, audio_length_ms(path))
                break
        out.append(ReviewedGame(record, review, nicknames, private, roles, recording))
    return out


def write_chapters(path: Path, marks: Sequence[tuple[int, str]]) -> None:
    """The chapters into the recording's own tags (VorbisComment ``CHAPTERnnn`` and
    ``CHAPTERnnnNAME``), so any player shows them; earlier chapters are replaced. The file keeps its
    time, so its three days (MAF-23) count from the recording."""
    from mutagen.oggflac import OggFLAC

    stat = path.stat()
    audio = OggFLAC(path)  # type: ignore[no-untyped-call]
    if audio.tags is None:
        audio.add_tags()  # type: ignore[no-untyped-call]
    tags = audio.tags
    assert tags is not None
    for key in [k for k in tags.keys() if k.upper().startswith("CHAPTER")]:  # noqa: SIM118
        del tags[key]
    for i, (ms, title) in enumerate(marks[:MAX_CHAPTERS], start=1):
        tags[f"CHAPTER{i:03d}"] = _chapter_time(ms)
        tags[f"CHAPTER{i:03d}NAME"] = title
    audio.save()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def read_chapters(path: Path) -> list[tuple[int, str]]:
    """The chapters a recording's tags hold, as (milliseconds, name)."""
    from mutagen.oggflac import OggFLAC

    tags = OggFLAC(path).tags  # type: ignore[no-untyped-call]
    out: list[tuple[int, str]] = []
    for i in range(1, MAX_CHAPTERS + 1):
        at = tags.get(f"CHAPTER{i:03d}") if tags is not None else None
        if not at:
            break
        name = tags.get(f"CHAPTER{i:03d}NAME") or [""]
        out.append((_parse_chapter_time(at[0]), name[0]))
    return out


def _chapter_time(ms: int) -> str:
    ms = max(0, ms)
    return f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}:{ms // 1000 % 60:02d}.{ms % 1000:03d}"


def _parse_chapter_time(text: str) -> int:
    hours, minutes, seconds = text.split(":")
    return round((int(hours) * 3600 + int(minutes) * 60 + float(seconds)) * 1000)


def _place_audio(source: Path, target: Path) -> None:
    """The recording beside its page: a second name of the same file where the disk allows it
    (no copy of an hour of audio), else a copy."""
    with contextlib.suppress(FileNotFoundError):
        target.unlink()
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def write_game(folder: Path, reviewed: ReviewedGame, lang: str, evening: str | None = "index.html") -> Path:
    """The game's page (and its recording, chapters written into it) in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    audio = None
    if reviewed.recording is not None:
        marks = chapter_marks(reviewed, lang)
        try:
            write_chapters(reviewed.recording.path, marks)
        except Exception as exc:  # a damaged file still gets its page and its audio
            log.warning("could not write the chapters of %s: %s", reviewed.recording.path, exc)
        audio = f"{reviewed.name}{reviewed.recording.path.suffix}"
        _place_audio(reviewed.recording.path, folder / audio)
    page = folder / f"{reviewed.name}.html"
    page.write_text(game_page(reviewed, lang, audio, evening), encoding="utf-8")
    return page


def write_evening(folder: Path, games: Sequence[ReviewedGame], lang: str, day: dt.date) -> Path:
    """Every game's page and the evening's, which lists them; returns the evening's page."""
    folder.mkdir(parents=True, exist_ok=True)
    pages = [write_game(folder, g, lang) for g in games]
    index = folder / "index.html"
    index.write_text(evening_page(list(zip(games, [p.name for p in pages], strict=True)), lang, day), encoding="utf-8")
    return index


@dataclass(frozen=True)
class EveningReviews:
    """An evening's reviews, worked out and ready to write: where, which games, which evening."""

    folder: Path
    games: list[ReviewedGame]
    day: dt.date

    def write(self, lang: str) -> Path:
        """Every page, the recordings beside them with their chapters; returns the evening's page.
        Only files: it may run in a worker thread (an hour of audio is copied or re-tagged)."""
        return write_evening(self.folder, self.games, lang, self.day)


def table_reviews(table: Any, data_dir: Path, out: Path | None = None) -> EveningReviews:
    """The reviews of a live table's finished games (the console's Evening dialog), to be written
    into ``<data dir>/reviews/<evening>/``. Read where the table lives: its journal's connection and
    its state belong to the console's thread."""
    recordings = table.journal.recordings(table.id)
    games = table_games(table.game, table.record, table.log(), table.state, recordings, data_dir / RECORDINGS)
    day = evening_day(games[0].review.started_ms if games else table.clock())
    return EveningReviews(out or data_dir / FOLDER / day.isoformat(), games, day)


def review_table(table: Any, data_dir: Path, lang: str, out: Path | None = None) -> Path:
    """:func:`table_reviews` written at once; returns the evening's page."""
    return table_reviews(table, data_dir, out).write(lang)


def review_evening(data_dir: Path, lang: str, day: dt.date | None = None, out: Path | None = None,
                   resources: Path | None = None) -> tuple[Path, list[ReviewedGame]]:
    """The reviews of every mafia game of one evening in the data folder's journal (``day``: by
    default the last evening with a finished mafia game)."""
    from .content import RESOURCES, make_game

    journal = Journal(data_dir / "journal.sqlite3")
    try:
        found: dict[dt.date, list[ReviewedGame]] = {}
        game = make_game(GAME_ID, resources or RESOURCES, own=data_dir)
        for record in reversed(journal.tables()):  # oldest first
            if record.game != GAME_ID:
                continue
            entries = journal.entries(record.id)
            state = replayed(game, record, entries)
            for g in table_games(game, record, entries, state, journal.recordings(record.id), data_dir / RECORDINGS):
                found.setdefault(evening_day(g.review.started_ms), []).append(g)
    finally:
        journal.close()
    if day is None:
        day = max(found) if found else evening_day(int(dt.datetime.now().timestamp() * 1000))
    games = found.get(day, [])
    return write_evening(out or data_dir / FOLDER / day.isoformat(), games, lang, day), games


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m net.review", description=__doc__.splitlines()[0])
    ap.add_argument("--data-dir", type=Path, default=data_dir_default(),
                    help="the console's data folder (default: %(default)s)")
    ap.add_argument("--evening", type=dt.date.fromisoformat, default=None, metavar="YYYY-MM-DD",
                    help="the evening (its calendar day); by default the last one with a mafia game")
    ap.add_argument("--lang", choices=LANGS, default="uk", help="the pages' language")
    ap.add_argument("--out", type=Path, default=None, help="the folder to write into")
    args = ap.parse_args(argv)
    if not (args.data_dir / "journal.sqlite3").is_file():
        ap.error(f"no journal in {args.data_dir}")
    index, games = review_evening(args.data_dir, args.lang, args.evening, args.out)
    for g in games:
        print(f"game {g.review.game} ({g.record.code}): {g.name}.html"
              + (f" + {g.name}{g.recording.path.suffix}" if g.recording is not None else ""))
    print(index)
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["EveningReviews", "ReviewedGame", "offset_ms", "read_chapters", "review_evening", "review_table",
           "table_reviews", "write_chapters"]
