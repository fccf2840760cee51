"""Benchmark: how much CPU a restart spends restoring a long journal, for every game (PLT-02).

    .venv/bin/python bench/restore_bench.py [--counts 1000 10000] [--repeat 3] [--pairs 3]
        [--journals spy-questions mafia-bonuses ...] [--old PATH]

For each journal and count it opens a real journal (a SQLite file in a temporary folder), makes
that many entries through the real :class:`net.table.Table` (each one a journaled entry, as the
phones and the console would send them), closes it and then measures the CPU time
(``time.process_time``) of :meth:`net.table.Table.restore`: reading the entries back and folding
them from the seed. The journals:

- ``spy-questions``: one spy round of four whose players ask that many questions;
- ``mafia-bonuses``: one club-mafia game of ten, dealt and started, in which the host gives and
  takes back rating points that many times (MAF-24): one long game, its protocol as long;
- ``<game>-evening`` (spy, suspi, mafia, quiz): an evening of random play: players join, and the
  moderator, the players and the table's clock send what the table allows them now (the request
  types of :meth:`net.table.Table.allowed`, with arguments drawn from the seats and the ids the
  moderator's view shows), game after game, until the journal holds that many entries.

The best of ``--repeat`` restores is printed, with the ratio of the larger count's time to the
smaller's; a restore linear in the journal keeps ten times the entries within eleven times the
time. With ``--old PATH`` (another checkout, e.g. ``git archive`` of the version before unpacked
under /tmp) each restore is also run with that checkout's rules, the two alternated ``--pairs``
times in separate processes, on the same journal files.

This is a benchmark, not a test: it prints figures and exits 0.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
JOURNALS = ["spy-questions", "mafia-bonuses", "spy-evening", "suspi-evening", "mafia-evening", "quiz-evening"]
GAME_OPTIONS: dict[str, dict[str, Any]] = {"quiz": {"pack": "en_why_where"}}
NAMES = ["Ola", "Max", "Ann", "Ivan", "Ira", "Petro", "Oksana", "Taras", "Yana", "Bohdan", "Zoya", "Marta",
         "Roman", "Iryna", "Lev", "Nina"]


PROGRESS = frozenset({
    "deal", "card_seen", "start_round", "accuse", "vote",  # the spy game
    "advance", "pick_room", "council_vote", "council_confirm",  # SUSPI
    "add_player", "confirm_evening", "seat_players", "start_game", "next_speaker", "nominate", "hands",
    "expel_anyone", "car_crash", "night_action", "morning",  # club mafia
    "ready", "start", "spin", "time_go", "name_answerer", "accept_answer", "reject_answer", "to_lobby",  # the quiz
})
"""The requests that move a game on: the evening's random play sends them eight times as often."""


class _Clock:
    """The table's clock in milliseconds, moved by the benchmark (timers run out on it)."""

    def __init__(self) -> None:
        self.now = 1_800_000_000_000

    def __call__(self) -> int:
        return self.now


def make_journal(folder: Path, journal_kind: str, count: int) -> str:
    """A journal of ``count`` entries of the given kind in ``folder``; the game's id."""
    from net.content import make_game
    from net.journal import Journal
    from net.table import Table

    game_id = journal_kind.split("-")[0]
    journal = Journal(folder / "journal.sqlite3")
    clock = _Clock()
    table = Table.create(make_game(game_id), journal, seed=7, clock=clock, options=GAME_OPTIONS.get(game_id))
    try:
        if journal_kind == "spy-questions":
            _spy_questions(table, count)
        elif journal_kind == "mafia-bonuses":
            _mafia_bonuses(table, count)
        else:
            _evening(table, clock, count, random.Random(journal_kind))  # a shorter journal: the longer one's start
    finally:
        journal.close()
    return game_id


def _accepted(result: object) -> None:
    from net.table import Accepted

    assert isinstance(result, Accepted), result


def _join(table: Any, n: int) -> list[int]:
    """Up to ``n`` players join (fewer when the table is full)."""
    seats = []
    for name in NAMES[:n]:
        joined = table.join(name)
        if not isinstance(joined, tuple):
            break
        seats.append(joined[0])
    return seats


def _spy_questions(table: Any, count: int) -> None:
    from rules.core import MODERATOR, Actor, Request

    seats = _join(table, 4)
    _accepted(table.submit(MODERATOR, Request("deal")))
    for seat in seats:
        _accepted(table.submit(Actor.player(seat), Request("card_seen")))
    _accepted(table.submit(MODERATOR, Request("start_round")))
    for _ in range(count - table.version):
        asker = table.state.round.asker
        answerer = seats[(seats.index(asker) + 1) % len(seats)]
        _accepted(table.submit(Actor.player(asker), Request("question_asked", {"answerer": answerer})))


def _mafia_bonuses(table: Any, count: int) -> None:
    from rules.core import MODERATOR, Request

    for name in NAMES[:10]:
        _accepted(table.submit(MODERATOR, Request("add_player", {"nickname": name, "adult": True})))
    for request in ("seat_players", "deal", "start_game"):
        _accepted(table.submit(MODERATOR, Request(request)))
    points = 1
    while table.version < count:
        _accepted(table.submit(MODERATOR, Request("bonus", {"place": 1 + table.version % 10, "points": points})))
        points = -points  # given and taken back: the rating stays as it was


def _ids(view: Any, out: set[str]) -> set[str]:
    """Every short lowercase id in a view (rooms, roles, lifelines, actions...)."""
    if isinstance(view, dict):
        for key, value in view.items():
            out.add(str(key)) if str(key).isidentifier() and str(key).islower() else None
            _ids(value, out)
    elif isinstance(view, list):
        for value in view:
            _ids(value, out)
    elif isinstance(view, str) and 0 < len(view) <= 24 and view.replace("_", "a").isalnum() and view.islower():
        out.add(view)
    return out


def _evening(table: Any, clock: _Clock, count: int, rng: random.Random) -> None:
    """Random play of whole games, as a club evening, until the journal holds ``count`` entries."""
    from rules.core import MODERATOR, SYSTEM, Actor, Arg, Rejection, Request

    seats = _join(table, 8 if table.game.id == "quiz" else 12)
    specs = table.game.requests
    ids: list[str] = []
    stuck = 0
    while table.version < count:
        if stuck > 200 or (stuck > 20 and rng.random() < 0.1):
            clock.now += rng.choice([1_000, 20_000, 70_000, 200_000])  # time passes: timers run out
            stuck = 0 if not isinstance(table.submit(SYSTEM, Request("tick")), Rejection) else stuck
        if rng.random() < 0.05 or not ids:
            ids = sorted(_ids(table.moderator_view(), set()))
        actor = MODERATOR if rng.random() < 0.5 else Actor.player(rng.choice(seats))
        allowed = [t for t in table.allowed(actor) if t not in ("undo", "abort_game", "kick", "set_options")]
        if not allowed:
            stuck += 1
            continue
        rtype = rng.choices(allowed, [8 if t in PROGRESS else 1 for t in allowed])[0]
        args: dict[str, Any] = {}
        for name, kind in specs[rtype].args.items():
            if name.endswith("?") and rng.random() < 0.5:
                continue
            key = name.rstrip("?")
            if kind is Arg.SEAT:
                args[key] = rng.choice([*seats, *range(1, 13)])
            elif kind is Arg.INT:
                args[key] = rng.choice([0, 1, 2, 3, 5, 30])
            elif kind is Arg.BOOL:
                args[key] = rng.random() < 0.7
            elif kind is Arg.ID:
                args[key] = rng.choice(ids or ["x"])
            else:
                args[key] = rng.choice(["A", "Ola", "https://example.org"])
        result = table.submit(actor, Request(rtype, args))
        stuck = stuck + 1 if isinstance(result, Rejection) else 0


def restore_cpu(folder: Path, game_id: str) -> float:
    """The CPU seconds of one restore of the journal's open table."""
    from net.content import make_game
    from net.journal import Journal
    from net.table import Table

    journal = Journal(folder / "journal.sqlite3")
    try:
        record = journal.open_tables()[0]
        game = make_game(game_id)
        start = time.process_time()
        Table.restore(game, journal, record)
        return time.process_time() - start
    finally:
        journal.close()


def _restore_in(root: Path, folder: Path, game_id: str, repeat: int) -> float:
    """The best of ``repeat`` restores with the rules of the checkout at ``root``, in a process of its own."""
    done = subprocess.run([sys.executable, __file__, "--child", str(folder), game_id, str(repeat)],
                          cwd=root, capture_output=True, text=True, encoding="utf-8", timeout=600,
                          env=dict(os.environ, PYTHONPATH=str(root)))
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return float(json.loads(done.stdout.strip().splitlines()[-1])["best"])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--counts", type=int, nargs="+", default=[1000, 10000])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--pairs", type=int, default=3)
    ap.add_argument("--journals", nargs="+", default=JOURNALS)
    ap.add_argument("--old", type=Path, help="another checkout's root, its restore alternated with this one's")
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        sys.path.insert(0, str(Path.cwd()))
        folder, game_id, repeat = Path(args.child[0]), args.child[1], int(args.child[2])
        print(json.dumps({"best": min(restore_cpu(folder, game_id) for _ in range(repeat))}))
        return
    sys.path.insert(0, str(ROOT))
    for kind in args.journals:
        first: dict[str, float] = {}
        for count in args.counts:
            with tempfile.TemporaryDirectory() as tmp:
                folder = Path(tmp)
                game_id = make_journal(folder, kind, count)
                ways = {"new": ROOT, **({"old": args.old} if args.old else {})}
                got: dict[str, list[float]] = {w: [] for w in ways}
                for pair in range(args.pairs):
                    order = list(ways) if pair % 2 == 0 else list(reversed(ways))
                    for way in order:
                        got[way].append(_restore_in(ways[way], folder, game_id, args.repeat))
            line = f"{kind:<14} {count:>6} entries:"
            for way, times in got.items():
                best = min(times)
                first.setdefault(way, best)
                line += f"  {way} {best * 1000:8.1f} ms CPU (x{best / first[way]:5.1f} of the first count)"
            if "old" in got:
                ratio = statistics.median(o / n for o, n in zip(got["old"], got["new"], strict=True))
                line += f"  old/new {ratio:.1f}x"
            print(line, flush=True)


if __name__ == "__main__":
    main()
