"""Benchmark: how much CPU a restart spends restoring a long spy round (PLT-02).

    .venv/bin/python bench/restore_bench.py [--counts 1000 10000] [--repeat 3]

For each count it opens a real journal (a SQLite file and its log in a temporary folder), plays a
spy round of four whose players then ask that many questions through the table (each one a
journaled entry, as the phones would send them), closes the journal and then measures the CPU time
(``time.process_time``) of :meth:`net.table.Table.restore`: reading the entries back and folding
them from the seed. The best of ``--repeat`` restores is printed, with the ratio of each count's
time to the first's; a restore linear in the journal keeps ten times the entries within eleven
times the time.

This is a benchmark, not a test: it prints figures and exits 0.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from net.content import make_game  # noqa: E402
from net.journal import Journal  # noqa: E402
from net.table import Accepted, Table  # noqa: E402
from rules.core import MODERATOR, Actor, Request  # noqa: E402


def journal_of_questions(folder: Path, count: int) -> None:
    """A journal holding one spy round of four and ``count`` questions asked in it."""
    journal = Journal(folder / "journal.sqlite3")
    table = Table.create(make_game("spy"), journal, seed=7)
    seats = []
    for n in range(4):
        joined = table.join(f"Player {n + 1}")
        assert not isinstance(joined, Exception) and isinstance(joined, tuple), joined
        seats.append(joined[0])
    for request in ("deal",):
        assert isinstance(table.submit(MODERATOR, Request(request)), Accepted)
    for seat in seats:
        assert isinstance(table.submit(Actor.player(seat), Request("card_seen")), Accepted)
    assert isinstance(table.submit(MODERATOR, Request("start_round")), Accepted)
    for _ in range(count):
        r = table.state.round
        asker = r.asker
        answerer = seats[(seats.index(asker) + 1) % len(seats)]
        result = table.submit(Actor.player(asker), Request("question_asked", {"answerer": answerer}))
        assert isinstance(result, Accepted), result
    journal.close()


def restore_cpu(folder: Path) -> float:
    """The CPU seconds of one restore of the journal's open table."""
    journal = Journal(folder / "journal.sqlite3")
    try:
        record = journal.open_tables()[0]
        game = make_game("spy")
        start = time.process_time()
        Table.restore(game, journal, record)
        return time.process_time() - start
    finally:
        journal.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--counts", type=int, nargs="+", default=[1000, 10000])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    first: float | None = None
    for count in args.counts:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            journal_of_questions(folder, count)
            best = min(restore_cpu(folder) for _ in range(args.repeat))
        first = best if first is None else first
        print(f"spy: {count:>6} questions restored in {best * 1000:8.1f} ms CPU  "
              f"(x{best / first:5.1f} of the first count)")


if __name__ == "__main__":
    main()
