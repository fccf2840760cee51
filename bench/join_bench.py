"""A join storm against the table's real server: 18 phones say hello at once (the room scans the QR
code), then all 18 reconnect at once with their tokens (the Wi-Fi came back).

``python bench/join_bench.py [--rounds N] [--root DIR ...]``: each round starts a server process
(the table and its :class:`net.server.TableServer` on a real journal file, as ``python -m net``
serves it; a SUSPI table, which seats 18) from each ``--root`` in turn (a checkout of the
project: alternated pairs of two versions on a shared machine), and measures, per storm:

* ``seated_ms``: from the first hello sent until the last phone received its welcome and its view
  (it holds its seat);
* ``stall_ms``: the longest the server's event loop did not run a 1 ms heartbeat meanwhile;
* ``commits``: the transactions the journal's connection committed meanwhile, as SQLite runs them
  (its trace: every COMMIT, and every write outside a transaction, which SQLite commits alone).

Prints one JSON line per round and root, then the medians and, with two roots, the median of the
pairs' ratios (second / first).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PHONES = 18
CODE = "24680"
ROUND_S = 120
"""A round's deadline: its server is killed after it, and the round is reported as failed."""


# --- the server process ------------------------------------------------------------------------

async def serve(data_dir: Path) -> None:
    """The table's server with a commit counter and a heartbeat; stdin lines ``stats`` answer (and
    reset) the commits and the longest stall since the last ``stats``."""
    import sqlite3

    from net import protocol
    from net.content import make_game
    from net.journal import Journal
    from net.portable import read_lines
    from net.server import TableServer
    from net.table import Table

    loop = asyncio.get_running_loop()
    journal = Journal(data_dir / "journal.sqlite3")
    table = Table.create(make_game("suspi"), journal, code=CODE, call_later=loop.call_later)
    server = TableServer(table, host="127.0.0.1", port=0, limits=protocol.UNLIMITED)
    protocol.MESSAGES_PER_SECOND = 100_000
    await server.start()
    db: sqlite3.Connection = journal._db
    commits = [0]

    def traced(statement: str) -> None:
        head = statement.lstrip().split(None, 1)[0].upper()
        if head == "COMMIT" or (head in ("INSERT", "UPDATE", "DELETE", "REPLACE") and not db.in_transaction):
            commits[0] += 1

    db.set_trace_callback(traced)  # called on whichever thread runs the statement: a count is enough
    stall = [0.0]

    async def heartbeat() -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            stall[0] = max(stall[0], now - last)
            last = now

    beat = asyncio.ensure_future(heartbeat())
    print(json.dumps({"port": server.port}), flush=True)
    lines: asyncio.Queue[str | None] = asyncio.Queue()
    read_lines(loop, lines.put_nowait, lambda: lines.put_nowait(None))
    while (line := await lines.get()) is not None and line.strip() != "stop":
        print(json.dumps({"commits": commits[0], "stall_ms": round(stall[0] * 1000, 2)}), flush=True)
        commits[0], stall[0] = 0, 0.0
    beat.cancel()
    await server.stop()
    journal.close()


# --- the phones --------------------------------------------------------------------------------

async def storm(port: int, hellos: list[dict[str, Any]]) -> tuple[float, list[str], list[Any]]:
    """Open one WebSocket per hello, then send every hello at once; the time until the last phone
    got its welcome and a view, the tokens, the sockets (still open)."""
    from websockets.asyncio.client import connect

    sockets = [await connect(f"ws://127.0.0.1:{port}/ws", max_size=None) for _ in hellos]

    async def seated(ws: Any) -> str:
        token, viewed = "", False
        while not (token and viewed):
            msg = json.loads(await ws.recv())
            if msg["type"] == "welcome":
                token = msg["token"]
            elif msg["type"] == "view":
                viewed = True
            elif msg["type"] in ("error", "rejected"):
                raise RuntimeError(f"a phone was refused: {msg}")
        return token

    waiting = [asyncio.ensure_future(seated(ws)) for ws in sockets]
    started = time.perf_counter()
    for ws, hello in zip(sockets, hellos, strict=True):
        await ws.send(json.dumps({"type": "hello", "protocol": 1, **hello}))
    tokens = await asyncio.wait_for(asyncio.gather(*waiting), 60)
    return (time.perf_counter() - started) * 1000, list(tokens), sockets


def ask(proc: subprocess.Popen[str], line: str) -> dict[str, Any]:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(line + "\n")
    proc.stdin.flush()
    return dict(json.loads(proc.stdout.readline()))


async def one_round(root: Path) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--serve", tmp], cwd=root,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8",
                                env={**os.environ, "PYTHONPATH": str(root)})
        watchdog = threading.Timer(ROUND_S, proc.kill)  # a server that stops answering ends its round
        watchdog.start()
        try:
            assert proc.stdout is not None
            port = int(json.loads(proc.stdout.readline())["port"])
            ask(proc, "stats")
            first_ms, tokens, sockets = await storm(
                port, [{"role": "player", "code": CODE, "nickname": f"Place {i}"} for i in range(PHONES)])
            first = ask(proc, "stats")
            # the Wi-Fi came back: each phone reconnects with its token while the server still
            # holds its old connection, which is told it was replaced (PLT-09)
            again_ms, _, again_sockets = await storm(port, [{"role": "player", "token": token} for token in tokens])
            again = ask(proc, "stats")
            for ws in [*sockets, *again_sockets]:
                await ws.close()
            assert proc.stdin is not None
            proc.stdin.write("stop\n")
            proc.stdin.flush()
            proc.wait(30)
        finally:
            watchdog.cancel()
            if proc.poll() is None:
                proc.kill()
        return {"root": str(root), "join_ms": round(first_ms, 1), "join_stall_ms": first["stall_ms"],
                "join_commits": first["commits"], "reconnect_ms": round(again_ms, 1),
                "reconnect_stall_ms": again["stall_ms"], "reconnect_commits": again["commits"]}


async def main(rounds: int, roots: list[Path]) -> None:
    results: dict[str, list[dict[str, Any]]] = {str(r): [] for r in roots}
    for _ in range(rounds):
        row: dict[str, dict[str, Any]] = {}
        for root in roots:  # alternated: both versions see the same moments of a shared machine
            try:
                row[str(root)] = await one_round(root)
            except (TimeoutError, ValueError, KeyError, OSError) as exc:  # killed by its watchdog
                print(json.dumps({"root": str(root), "failed": repr(exc)}), flush=True)
                continue
            print(json.dumps(row[str(root)]), flush=True)
        if len(row) == len(roots):  # a pair is kept whole or not at all
            for root_name, result in row.items():
                results[root_name].append(result)
    keys = [k for k in next(iter(results.values()))[0] if k != "root"]
    for root, rows in results.items():
        print(json.dumps({"root": root, "median": {k: statistics.median(r[k] for r in rows) for k in keys}}))
    if len(roots) == 2:
        a, b = results[str(roots[0])], results[str(roots[1])]
        ratios = {k: round(statistics.median(pairs), 3) for k in keys
                  if (pairs := [y[k] / x[k] for x, y in zip(a, b, strict=True) if x[k]])}
        print(json.dumps({"pair_ratio_median (second/first)": ratios}))


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--root", type=Path, action="append", help="a checkout to serve from (repeat for pairs)")
    ap.add_argument("--serve", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.serve is not None:
        sys.path.insert(0, os.getcwd())
        asyncio.run(serve(args.serve))
    else:
        asyncio.run(main(args.rounds, args.root or [ROOT]))
