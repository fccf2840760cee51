"""``gm-console``: the moderator console for a club game table.

    gm-console [--data-dir DIR] [--port N] [--lang uk|pl|ru|en] [--board-screen N | --no-board]
               [--address IP] [--public-url https://…]
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path

from net.content import GAMES


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    from .folders import default_data_dir
    from .i18n import LANGUAGES

    ap = argparse.ArgumentParser(prog="gm-console", description="The moderator console for a club game table.")
    ap.add_argument("--data-dir", type=Path, default=default_data_dir(),
                    help="where the journal of the tables and the club's records are kept (default: "
                         "%(default)s; python -m net's default is the same folder)")
    ap.add_argument("--port", type=int, default=None,
                    help="TCP port for the phones, the web board and the WebSocket; 0 picks a free one "
                         "(default: the one kept when the console last had to use another port, else 8765)")
    ap.add_argument("--lang", choices=LANGUAGES, default=None,
                    help="the console's language (default: the one it had when it last closed, else the "
                         "system's, else en)")
    board = ap.add_mutually_exclusive_group()
    board.add_argument("--board-screen", type=int, default=None, metavar="N",
                       help="show the public board full screen on screen N (0 is the first)")
    board.add_argument("--no-board", action="store_true", help="do not open the public board window")
    ap.add_argument("--announce", choices=("lan", "loopback", "off"), default="lan",
                    help="where mDNS announces the table: the venue's network (default), this machine only, "
                         "or nowhere")
    ap.add_argument("--game", choices=GAMES, default=None,
                    help="open a new table of this game (default: restore the open table, else the spy game)")
    ap.add_argument("--address", default=None, metavar="IP",
                    help="the address of this machine the QR code and the join link carry, one of its IPv4 "
                         "addresses ('' the automatic one: the default route's network unless that is a VPN or "
                         "a virtual adapter; default: the one last picked in the join panel, while it is still "
                         "on the machine)")
    ap.add_argument("--public-url", default=None, metavar="URL",
                    help="the address remote players' phones reach the console at, through a reverse proxy or a "
                         "tunnel with TLS (e.g. https://games.example.org); the QR code, the join link and seat "
                         "links carry it ('' goes back to the venue's network; default: the one last set in the "
                         "join panel)")
    ap.add_argument("--trusted-proxy", action="append", default=None, metavar="ADDRESS",
                    help="a reverse proxy whose X-Forwarded-For is believed (an address or a network; repeat for "
                         "more): 127.0.0.1 and ::1 for Caddy or nginx on this PC. Never a plain tunnel (ssh -R). "
                         "'' believes none; default: the ones last given (console.ini), else none")
    args = ap.parse_args(argv)
    if args.trusted_proxy is not None:
        from net.address import TrustedProxyError, trusted_proxy

        try:
            given = [text.strip() for text in args.trusted_proxy if text.strip()]
            for text in given:
                trusted_proxy(text)
            args.trusted_proxy = given
        except TrustedProxyError as bad:
            ap.error(f"--trusted-proxy: {bad}")
    if args.public_url:
        from net.address import PublicUrlError, public_base

        try:
            public_base(args.public_url)
        except PublicUrlError as bad:
            ap.error(f"--public-url: {bad}")
    if args.address:
        from net.adapters import AddressError, check_address

        try:
            args.address = check_address(args.address)
        except AddressError as bad:
            ap.error(f"--address: {bad}")
    return args


def no_screen() -> bool:
    """True where Qt would find no screen to open a window on (and would abort): a Unix with X11 or
    Wayland (Linux, the BSDs) and neither set. Windows and macOS always have their own screen."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    return sys.platform not in ("win32", "darwin") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if no_screen():
        print("gm-console: no screen found (DISPLAY is not set). Start it from the desktop session of the "
              "moderator's PC; on a machine without a screen, `python -m net` serves a table headless.",
              file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    from .app import Settings, run

    settings = Settings(
        data_dir=args.data_dir.expanduser(),
        port=args.port,
        lang=args.lang,  # none given: the language of the last run, else the system's
        board_screen=args.board_screen,
        no_board=args.no_board,
        announce=args.announce,
        game=args.game,
        public_url=args.public_url,
        address=args.address,
        trusted_proxies=None if args.trusted_proxy is None else tuple(args.trusted_proxy),
    )
    return run(settings)


if __name__ == "__main__":
    raise SystemExit(main())
