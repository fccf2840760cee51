"""A table without a window: ``python -m net [--data-dir DIR] [--port N] [--game spy]``.

Serves phones and the board like the console does, and takes the moderator's requests as JSON
lines on standard input (``{"type": "deal", "args": {}}``), answering each with one JSON line on
standard output (``{"ok": 12}`` or ``{"error": "wrong_phase", "reason": "..."}``); ``{"type": "view"}``
prints the moderator's view, ``{"type": "reissue_token", "args": {"seat": 3}}`` a seat's new token and
link (docs/protocol/README.md, "The headless table"). The first line
it prints is ``{"port": N, "code": "12345", "table": "<id>"}``. Useful on a server with no screen,
for scripted tests and for the benchmark.

The club's records (PLT-17) are kept in ``records.sqlite3`` next to the journal: players may join
with an account, and every finished round is recorded for the seats that have one. The data folder
is by default the console's (:func:`net.portable.data_dir_default`).

The same on Windows, macOS and Linux: standard input is read by a thread (:func:`net.portable.read_lines`),
as Windows' event loops cannot watch a pipe or a console. When a pipe or a terminal it was started
with ends (the program feeding it closed it or died, the moderator typed Ctrl+D), the table stops
cleanly, as on a stop signal; started with the null device (a service, ``nohup``), a file or
nothing as its input, or with ``--keep-serving``, it serves on until it is stopped
(:func:`net.portable.input_ends_the_table`). SIGINT, SIGTERM (and Ctrl+Break on Windows) stop it
cleanly (:func:`net.portable.on_stop_signals`). The lines are UTF-8 both ways, whatever the
system's locale.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rules.core import MODERATOR, Rejection, Request
from rules.core.board import load_plural_rules

from . import protocol
from .adapters import AddressError, automatic_address, check_address
from .address import (
    PublicUrlError,
    TrustedProxyError,
    join_url,
    public_base,
    public_join_url,
    seat_link,
    trusted_proxy,
)
from .content import GAMES, make_game
from .folder_lock import FolderInUse, FolderLock
from .journal import Journal, StorageError
from .portable import data_dir_default, input_ends_the_table, on_stop_signals, read_lines
from .records import Records, RecordsKeeper
from .server import TableServer
from .table import Table


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m net", description=__doc__.splitlines()[0])
    ap.add_argument("--data-dir", type=Path, default=data_dir_default(),
                    help="the folder of the journal and the records (default: %(default)s; the console's too)")
    ap.add_argument("--host", default=None,
                    help="the address the server listens on (default: the --address given, else 127.0.0.1)")
    ap.add_argument("--address", default=None, metavar="IP",
                    help="the machine's address the join link carries (one of its IPv4 addresses, e.g. the "
                         "venue's Wi-Fi); the server listens on it unless --host says otherwise")
    ap.add_argument("--port", type=int, default=8765)
    ap.add_argument("--game", choices=GAMES, default=GAMES[0])
    ap.add_argument("--code", default=None, help="table code for a new table")
    ap.add_argument("--seed", type=int, default=None, help="seed for a new table")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                    help="table option for a new table, e.g. --option minutes=5")
    ap.add_argument("--leave-grace", type=float, default=None, help="seconds away before a seat leaves")
    ap.add_argument("--messages-per-second", type=int, default=None,
                    help="a connection's message limit (default 20); raised for load tests")
    ap.add_argument("--event-loop", choices=("asyncio", "uvloop"), default="asyncio",
                    help="the event loop: the standard library's (default), or uvloop where it is installed "
                         "(measured no faster here, and it reads up to 256 KiB of a socket at once)")
    ap.add_argument("--public-url", default=None, metavar="URL",
                    help="the address remote phones reach the table at, through a reverse proxy or a tunnel "
                         "with TLS (e.g. https://games.example.org): the join link, the QR code and seat links "
                         "carry it")
    ap.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                    help="a reverse proxy whose X-Forwarded-For is believed (an address or a network; repeat "
                         "for more): 127.0.0.1 and ::1 for Caddy or nginx on this machine. Never a plain tunnel "
                         "(ssh -R): its connections pass on what the phone says. Default: none believed")
    ap.add_argument("--keep-serving", action="store_true",
                    help="serve on when standard input ends (by default the end of a pipe or a terminal "
                         "stops the table, as a stop signal does; the null device or a file never does)")
    ap.add_argument("--one-address", action="store_true",
                    help="no limit on connections per address: for load tests whose every client is one "
                         "address (a club's phones each have their own)")
    args = ap.parse_args(argv)
    if args.public_url:
        try:
            public_base(args.public_url)
        except PublicUrlError as bad:
            ap.error(f"--public-url: {bad}")
    try:
        args.trusted_proxies = [trusted_proxy(text) for text in args.trusted_proxy]
    except TrustedProxyError as bad:
        ap.error(f"--trusted-proxy: {bad}")
    if args.address is not None:
        try:
            args.address = check_address(args.address)
        except AddressError as bad:
            ap.error(f"--address: {bad}")
    if args.host is None:
        args.host = args.address or "127.0.0.1"
    return args


def reissue(table: Table, args: Any) -> dict[str, Any]:
    """``reissue_token`` (``{"seat": N}``): a new token and seat link for a seat, the console's "New
    seat link" (PLT-09); the phone holding the old token is told ``kicked``. Not a game request: the
    token is not the game's, and no undo takes it back."""
    seat = args.get("seat") if isinstance(args, dict) else None
    if set(args or {}) - {"seat"} or not isinstance(seat, int) or isinstance(seat, bool):
        return {"error": "bad_argument", "reason": "reissue_token takes one argument, seat: a seat number"}
    if seat not in table.player_seats():
        return {"error": "bad_argument", "reason": f"no seat {seat} at the table"}
    try:
        token = table.reissue_token(seat)
    except StorageError:
        refusal = table.storage_refusal()
        return {"error": str(refusal.code), "reason": refusal.reason}
    link = seat_link(table.url, token) if table.url else ""
    return {"ok": table.version, "seat": seat, "token": token, "link": link}


def _emit(data: dict[str, Any]) -> None:
    """One JSON line on standard output, in UTF-8 (``main`` sets it: Windows' pipes default to the
    locale's code page, which has no Cyrillic letters for a Ukrainian player's name)."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    sys.stdout.flush()


async def run(args: argparse.Namespace) -> None:
    from . import table as table_module

    if args.leave_grace is not None:
        table_module.LEAVE_GRACE_S = args.leave_grace
    if args.messages_per_second is not None:
        protocol.MESSAGES_PER_SECOND = args.messages_per_second
    loop = asyncio.get_running_loop()
    folder = FolderLock(args.data_dir, "python -m net")  # one process serves a data folder (PLT-03)
    journal = Journal(args.data_dir / "journal.sqlite3")
    game = make_game(args.game, own=args.data_dir)
    open_tables = [r for r in journal.open_tables() if r.game == args.game]
    if open_tables:
        table = Table.restore(game, journal, open_tables[0], call_later=loop.call_later)
    else:
        options = {k: json.loads(v) for k, v in (o.split("=", 1) for o in args.option)}
        table = Table.create(game, journal, options=options, code=args.code, seed=args.seed,
                             call_later=loop.call_later)
    load_plural_rules()  # the boards' plural rules now, not at the first scene that counts (a verdict)
    records = Records(args.data_dir / "records.sqlite3")
    keeper = RecordsKeeper(table, records)
    server = TableServer(table, records=records, host=args.host, port=args.port, own=args.data_dir,  # QZ-31
                         limits=protocol.UNLIMITED if args.one_address else None,
                         trusted_proxies=args.trusted_proxies, commit_apart=False)  # no window to keep drawing
    await server.start()
    if args.public_url:
        table.url = public_join_url(args.public_url, table.code)
    else:
        here = args.address or (automatic_address() if args.host in ("0.0.0.0", "") else args.host)
        table.url = join_url(here, server.port, table.code)
    _emit({"port": server.port, "code": table.code, "table": table.id, "url": table.url})

    stop = asyncio.Event()
    on_stop_signals(loop, stop.set)

    def on_line(line: str) -> None:
        line = line.strip()
        if not line:
            return
        try:
            data = json.loads(line)
            if data.get("type") == "view":
                _emit({"view": table.moderator_view(), "version": table.version})
                return
            if data.get("type") == "reissue_token":
                _emit(reissue(table, data.get("args")))
                return
            result = table.submit(MODERATOR, Request.from_json(data))
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            _emit({"error": "bad_json", "reason": str(exc)})
            return
        if isinstance(result, Rejection):
            _emit({"error": str(result.code), "reason": result.reason})
        else:
            _emit({"ok": result.version})

    # the end of a pipe or a terminal stops the table as a stop signal does; of the null device, never
    ends = input_ends_the_table() and not args.keep_serving
    read_lines(loop, on_line, on_end=stop.set if ends else None)
    await stop.wait()
    await server.stop()
    keeper.close()
    table.close()
    records.close()
    journal.close()
    folder.release()


def loop_factory(choice: str) -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop when asked for and installed, else the standard library's (None).

    The standard library's is the default: with it a socket is read 4 KiB at a time
    (:data:`net.server.READ_CHUNK`), so a flooder's frames never hold up the other phones; uvloop
    reads up to 256 KiB at once, and measured no faster in ``bench/anchor_pairs.py``."""
    if choice != "uvloop":
        return None
    try:
        import uvloop
    except ImportError:
        print("python -m net: uvloop is not installed; the standard event loop serves", file=sys.stderr)
        return None
    factory: Callable[[], asyncio.AbstractEventLoop] = uvloop.new_event_loop
    return factory


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(encoding="utf-8")
    args = parse_args(argv)
    try:
        with asyncio.Runner(loop_factory=loop_factory(args.event_loop)) as runner:
            runner.run(run(args))
    except (StorageError, FolderInUse) as refused:  # one clear line: which file and why, or who holds the folder
        print(f"python -m net: cannot start: {refused}", file=sys.stderr)
        raise SystemExit(2) from None


if __name__ == "__main__":
    main()
