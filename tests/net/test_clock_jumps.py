"""A laptop's wall clock set by the network mid-evening, ten minutes either way, while a round runs
(PLT-03, PLT-14): a real ``python -m net`` whose ``time.time()`` jumps (tests/net/shifted_wall),
phones over real sockets, the moderator's requests on its standard input.

The round neither ends at once (+600 s) nor stretches (−600 s): its minutes run on the monotonic
clock (:class:`net._clock.TableClock`). The phones' countdowns and the table clock in their pongs go
on as the seconds really pass; the journal keeps times near the evening's wall time, in order, and a
restart on the clock set back still writes no entry before the last one.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from net.journal import Journal
from tests.net.phones import Phone
from tests.portable.processes import OWN_GROUP, ask_to_stop

ROOT = Path(__file__).resolve().parents[2]
SHIFTED_WALL = Path(__file__).resolve().parent / "shifted_wall"
ROUND_MS = 5 * 60_000  # SPY-05: the shortest round
SLACK_MS = 1_500  # what a busy machine may add between two readings of the same moment


def set_wall(shift_file: Path, seconds: float) -> None:
    """Set the table's wall clock ``seconds`` away from the real one, at once (a whole file, replaced)."""
    spare = shift_file.with_suffix(".new")
    spare.write_bytes(str(seconds).encode())
    os.replace(spare, shift_file)


class HeadlessTable:
    """``python -m net`` with a wall clock the test moves; the moderator's JSON lines both ways."""

    def __init__(self, data_dir: Path, shift_file: Path) -> None:
        path = os.pathsep.join(p for p in (str(SHIFTED_WALL), os.environ.get("PYTHONPATH", "")) if p)
        env = {**os.environ, "PYTHONPATH": path, "GM_WALL_SHIFT_FILE": str(shift_file)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "net", "--data-dir", str(data_dir), "--port", "0", "--game", "spy",
             "--option", "minutes=5", "--code", "97531"],
            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            creationflags=OWN_GROUP)

    async def line(self) -> dict[str, Any]:
        assert self.proc.stdout and self.proc.stderr
        line = await asyncio.wait_for(asyncio.to_thread(self.proc.stdout.readline), 20)
        assert line, self.proc.stderr.read().decode("utf-8", "replace")  # it stopped: say why
        return dict(json.loads(line.decode("utf-8")))

    async def ask(self, type_: str, **args: Any) -> dict[str, Any]:
        assert self.proc.stdin
        self.proc.stdin.write(json.dumps({"type": type_, "args": args}).encode() + b"\n")
        self.proc.stdin.flush()
        answer = await self.line()
        assert "ok" in answer, f"{type_}: {answer}"
        return answer

    async def view(self) -> dict[str, Any]:
        """The moderator's view (``{"type": "view"}``)."""
        assert self.proc.stdin
        self.proc.stdin.write(b'{"type": "view"}\n')
        self.proc.stdin.flush()
        return dict((await self.line())["view"])

    async def stop(self) -> None:
        ask_to_stop(self.proc)
        assert await asyncio.to_thread(self.proc.wait, 20) == 0
        for pipe in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if pipe is not None:
                pipe.close()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)


def timer(phone: Phone) -> dict[str, Any]:
    return dict(phone.game.get("timer") or {})


async def paused_left(phones: list[Phone]) -> int:
    """The seconds left every phone was shown once the moderator paused the timer (one value)."""
    for phone in phones:
        await phone.wait(lambda p=phone: timer(p).get("running") is False)
    left = {timer(p)["left_ms"] for p in phones}
    assert len(left) == 1, left
    return int(left.pop())


async def table_time(phone: Phone) -> int:
    """The table's clock as a phone learns it: the ``server_time`` of the pong to a ping sent now."""
    await phone.sync()
    pong = next(json.loads(f) for f in reversed(phone.frames) if '"pong"' in f)
    return int(pong["server_time"])


async def test_a_round_runs_its_minutes_while_the_wall_clock_jumps_ten_minutes_either_way(tmp_path: Path) -> None:  # PLT-03, PLT-14
    shift = tmp_path / "wall_shift"
    set_wall(shift, 0)
    data = tmp_path / "data"
    opened_wall_ms = int(time.time() * 1000)  # this process's wall clock is the real one
    table = HeadlessTable(data, shift)
    phones: list[Phone] = []
    try:
        hello = await table.line()
        url = f"ws://127.0.0.1:{hello['port']}/ws"
        phones = [await Phone(url).join(hello["code"], name) for name in ("Ola", "Iwan", "Petro")]
        await table.ask("deal")
        started = time.monotonic()
        await table.ask("start_round")
        for phone in phones:
            await phone.wait(lambda p=phone: timer(p).get("running") is True)
        before = (await table_time(phones[0]), time.monotonic())

        set_wall(shift, +600)  # the network sets the clock ten minutes ahead: the round goes on
        await table.ask("pause_timer")
        ran_ms = (time.monotonic() - started) * 1000
        left = await paused_left(phones)
        assert ROUND_MS - ran_ms <= left <= ROUND_MS, left  # on the wall clock: 0, the round over
        after = (await table_time(phones[0]), time.monotonic())
        assert abs((after[0] - before[0]) - (after[1] - before[1]) * 1000) < SLACK_MS  # no jump for phones

        resumed = time.monotonic()  # before the table resumes: what ran is measured generously
        await table.ask("resume_timer")
        set_wall(shift, -600)  # and then ten minutes back: the round does not stretch
        await table.ask("pause_timer")
        ran_ms = (time.monotonic() - resumed) * 1000
        left_after_back = await paused_left(phones)
        assert left - ran_ms <= left_after_back <= left, (left, left_after_back)  # on the wall clock: 600 s more
        back = (await table_time(phones[0]), time.monotonic())
        assert abs((back[0] - after[0]) - (back[1] - after[1]) * 1000) < SLACK_MS
        for phone in phones:
            await phone.close()
        await table.stop()

        # a restart while the wall clock is still ten minutes behind: the table is restored with
        # its timer paused as it was, and its clock starts no earlier than the journal's last entry
        table = HeadlessTable(data, shift)
        assert (await table.line())["code"] == hello["code"]
        view = await table.view()
        assert view["game"]["timer"] == {"total_ms": ROUND_MS, "left_ms": left_after_back, "running": False}
        await table.ask("resume_timer")
        await table.stop()
    finally:
        for phone in phones:
            await phone.close()
        table.kill()

    journal = Journal(data / "journal.sqlite3")
    try:
        record = journal.open_tables()[0]
        times = [e.now_ms for e in journal.entries(record.id)]
    finally:
        journal.close()
    assert times == sorted(times), times  # the record runs forwards, whatever the wall clock did
    real_ms = int(time.time() * 1000) - opened_wall_ms
    assert opened_wall_ms <= record.created_ms <= opened_wall_ms + real_ms  # the evening's wall time
    assert times[-1] - record.created_ms <= real_ms  # and no ten-minute jump in it

