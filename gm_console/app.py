"""Builds the console and runs it: one logged order of long-lived objects, one shutdown.

Order: QApplication, language (translator), event loop (qasync: Qt's loop is asyncio's loop, so the
server runs on the GUI thread), the data folder's lock (one process serves a folder, PLT-03),
journal, table (restored from the journal if one is open, else a new one of the
chosen game), table model, records (the club's accounts and stats,
PLT-17) and their keeper, sound, main window (with the game's desk), board window (the game's
board); then, on the loop, the server and the mDNS advertiser. Quitting stops them in reverse:
advertiser withdrawn, server stopped, records keeper stopped, table closed (kept open in the
journal for the next start), records and journal closed, the folder released.

Picking another game ends the table (its protocol stays in the journal), opens a new one, and
builds the table model, the main window and the board for it; the server and the advertiser
stay, and every phone is asked to join again.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QSettings, QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QScreen
from PySide6.QtWidgets import QApplication

import gm_resources
from net import adapters, address
from net.content import GAMES
from net.folder_lock import FolderInUse, FolderLock
from net.journal import Journal, StorageError
from net.portable import stop_signals
from net.records import Records, RecordsKeeper
from net.table import Table
from rules.core.board import load_plural_rules

from . import startup
from .board_window import BoardWindow
from .folders import name_the_application
from .games import desk_for
from .i18n import Language, system_language
from .main_window import MainWindow
from .prefs import Preferences
from .recorder import RoomRecorder
from .screens import ScreenWatch
from .sound import SoundService
from .table_model import TableModel

log = logging.getLogger(__name__)

GAME = GAMES[0]
"""The game of a new table when none is open and none is asked for: the first the registry offers
(the spy game)."""
ICON = gm_resources.ICONS / "gm-console.svg"
SIGNAL_POLL_MS = 300
"""How often Python gets a turn inside Qt's loop, so Ctrl+C and SIGTERM are noticed."""
PUBLIC_URL_KEY = "network/public_url"
TRUSTED_PROXIES_KEY = "network/trusted_proxies"
"""The proxies whose X-Forwarded-For is believed, kept beside the public URL (space-separated)."""
"""Where ``<data dir>/console.ini`` keeps the join panel's public URL for remote players."""
ADDRESS_KEY = "network/address"
"""Where ``<data dir>/console.ini`` keeps the address the moderator picked for the join link ("": the automatic one)."""
PORT_KEY = "network/port"
"""Where ``<data dir>/console.ini`` keeps the phones' port the moderator switched to (the port's dialog)."""
DEFAULT_PORT = 8765
"""The phones' port when none is given and none is kept."""
ADDRESS_RECHECK_MS = 10_000
"""How often the console looks at the machine's addresses again (a laptop joins the venue's Wi-Fi late)."""


class StartupError(RuntimeError):
    """A piece the console needs is missing or broken; the message says which, ``problem`` (when
    there is one) what the system refused."""

    def __init__(self, text: str, problem: BaseException | None = None) -> None:
        super().__init__(text)
        self.problem = problem


PROGRAM = "gm-console"
"""How the console names itself to a second process on its data folder."""


def folder_in_use_text(busy: FolderInUse) -> str:
    """Why the console cannot start on a data folder another process serves, naming it, in the
    console's language (PLT-03, PLT-15)."""
    holder = busy.holder
    if holder is None:
        return QCoreApplication.translate(
            "Console", "The data folder %1 is in use by another program. Close it, or start the console "
            "with another data folder.").replace("%1", str(busy.folder))
    since = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(holder.since)), QLocale.FormatType.ShortFormat)
    return (QCoreApplication.translate(
        "Console", "The data folder %1 is in use by another program: %2 (process %3), running since %4. "
        "Close it, or start the console with another data folder.")
        .replace("%1", str(busy.folder)).replace("%2", holder.program).replace("%3", str(holder.pid))
        .replace("%4", since))


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    port: int | None = None
    """The phones' port (``--port``; 0 a free one); None: the one ``console.ini`` keeps, else 8765."""
    lang: str | None = "en"
    """None: the language the console had when it last closed, else the system's (PLT-15)."""
    board_screen: int | None = None
    no_board: bool = False
    host: str = "0.0.0.0"
    announce: str = "lan"
    """mDNS: ``lan`` (the venue's network), ``loopback`` (this machine only) or ``off``."""
    game: str | None = None
    """The game of a new table; None restores the open table of any game (else the spy game)."""
    public_url: str | None = None
    """The address remote phones reach the console at (``--public-url``); None: the one the join
    panel last kept (``<data dir>/console.ini``), else the venue's network address."""
    address: str | None = None
    """The machine's address the join link carries (``--address``; "" the automatic one); None: the
    one the join panel last kept, when it is still on the machine, else the automatic one."""
    trusted_proxies: tuple[str, ...] | None = None
    """The reverse proxies whose ``X-Forwarded-For`` is believed (``--trusted-proxy``, PLT-11); None:
    the ones kept in ``console.ini`` beside the public URL, else none."""


join_url = address.join_url


def kept_port(kept: QSettings) -> int:
    """The phones' port ``console.ini`` keeps (the port's dialog picked it), else :data:`DEFAULT_PORT`."""
    try:
        port = int(str(kept.value(PORT_KEY, "") or DEFAULT_PORT))
    except ValueError:  # a hand-edited console.ini
        return DEFAULT_PORT
    return port if 0 < port < 65536 else DEFAULT_PORT


def make_game(game_id: str, data_dir: Path | None = None) -> Any:
    """The game with its content; the quiz also offers the club's own packs from ``<data dir>/packs``."""
    from net.content import make_game as load_game

    try:
        return load_game(game_id, own=data_dir)
    except (ValueError, OSError) as exc:
        raise StartupError(f"the game {game_id!r} cannot be loaded: {exc}") from exc


class Console:
    """The running console: what it built, in the order it built it."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.server: Any = None
        self.advertiser: Any = None
        self.code_guard: Any = None
        self._recode_told: object = None  # the code guard's change of code the moderator was told of
        self._announcing: asyncio.Future[None] | None = None
        self._closed: asyncio.Event | None = None

    def _built(self, name: str) -> None:
        log.info("built %s", name)

    def build(self, argv: list[str] | None = None) -> None:
        import qasync

        s = self.settings
        self.addresses = adapters.machine_addresses()
        try:  # before anything is opened: an address the machine has not stops the start (PLT-08)
            given_address = adapters.check_address(s.address, self.addresses) if s.address else ""
        except adapters.AddressError as bad:
            raise StartupError(f"--address: {bad}") from None
        existing = QApplication.instance()
        # Qt's raster engine hands each fill taller than about a hundred lines to its GUI thread
        # pool and waits for it: for what the console paints at a change (a list, a scroll bar, a
        # panel's box) the hand-over cost the event loop more than the fill itself, and the wheel
        # at 4K spins as smoothly without it (bench/console_bench.py, bench/wheel_bench.py). Qt
        # reads it once, at its first paint; a value set before the start is kept.
        os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
        self.app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv[:1])
        name_the_application()
        self.app.setWindowIcon(QIcon(str(ICON)))
        self.app.setQuitOnLastWindowClosed(False)  # the loop ends when the console has shut down
        self._built("QApplication")
        self.prefs = Preferences(s.data_dir)
        lang = s.lang or self.prefs.language() or system_language()
        self.language = Language(lang, self.app)
        self._built(f"language ({lang})")
        self.screen_watch = ScreenWatch()  # a projector mirroring the console, once an evening (PLT-13)
        self.loop = qasync.QEventLoop(self.app)
        asyncio.set_event_loop(self.loop)
        self._built("event loop")
        try:  # one process serves a data folder (PLT-03)
            self.folder = FolderLock(s.data_dir, PROGRAM)
        except FolderInUse as busy:
            raise StartupError(folder_in_use_text(busy), busy) from None
        except StorageError as refused:  # a file in its place, a read-only medium, no right to write
            raise StartupError(str(refused), refused) from None
        self._built(f"data folder ({s.data_dir}, held by process {self.folder.holder.pid})")
        self.journal = Journal(s.data_dir / "journal.sqlite3")
        self._built(f"journal ({self.journal.path})")
        self.kept = QSettings(str(s.data_dir / "console.ini"), QSettings.Format.IniFormat)
        self.port = s.port if s.port is not None else kept_port(self.kept)
        if s.public_url is not None:
            self.public_url = address.public_base(s.public_url) if s.public_url else ""
            self.kept.setValue(PUBLIC_URL_KEY, self.public_url)
        else:
            self.public_url = str(self.kept.value(PUBLIC_URL_KEY, "") or "")
        log.info("public URL for remote players: %s", self.public_url or "none")
        if s.trusted_proxies is not None:
            self.trusted_proxies = list(s.trusted_proxies)
            self.kept.setValue(TRUSTED_PROXIES_KEY, " ".join(self.trusted_proxies))
        else:
            self.trusted_proxies = str(self.kept.value(TRUSTED_PROXIES_KEY, "") or "").split()
        log.info("proxies whose X-Forwarded-For is believed: %s", " ".join(self.trusted_proxies) or "none")
        if s.address is not None:
            self.chosen_address = given_address
            self.kept.setValue(ADDRESS_KEY, self.chosen_address)
        else:
            self.chosen_address = str(self.kept.value(ADDRESS_KEY, "") or "")
        self.here = ""
        self._settle_address(say=True)
        self.table = self._open_table()
        self.table.lang = self.language.code
        self._built(f"table {self.table.code} ({self.table.game.id})")
        load_plural_rules()  # not in the middle of the first redraw that counts something (a verdict)
        self.records = Records(s.data_dir / "records.sqlite3")
        self._built(f"records ({self.records.path})")
        self.sounds = SoundService(self.app)
        self._built(f"sound ({'on' if self.sounds.available else 'silent'})")
        # purges old recordings, the reviews' copies too (MAF-23)
        self.recorder = RoomRecorder(s.data_dir / "recordings", self.app, extra_folders=(s.data_dir / "reviews",))
        self._built("recorder")
        self._build_screens()
        self._signal_poll = QTimer(self.app)
        self._signal_poll.setInterval(SIGNAL_POLL_MS)
        self._signal_poll.timeout.connect(lambda: None)
        self._address_check = QTimer(self.app)
        self._address_check.setInterval(ADDRESS_RECHECK_MS)
        self._address_check.timeout.connect(self.refresh_addresses)
        self._address_check.start()
        self.language.changed.connect(self.on_language_changed)

    def _build_screens(self) -> None:
        """What follows one table: its model, its records keeper, sounds, the window and the board."""
        self.model = TableModel(self.table, self.app, coalesce=True)  # one redraw for a burst of changes
        self._built("table model")
        self.keeper = RecordsKeeper(self.table, self.records)  # records what was finished before, too
        self._built("records keeper")
        game = self.table.game.id
        self.main_window = MainWindow(self.model, self.language, desk_for(game), records=self.records,
                                      sounds=self.sounds, recorder=self.recorder)  # the desk plays its game's cues
        self._built(f"main window ({game})")
        # The board has no parent window on purpose: minimising the console must not hide it.
        self.board = BoardWindow(self.model)  # every game's board: the scene of its public view (PLT-13)
        self.board.share_keys(self.main_window.commands)
        self.screen_watch.attach(self.main_window, self.board, self.main_window.open_guide)
        self._built("board window")
        self.main_window.closed.connect(self.on_main_window_closed)
        self.main_window.board_show_toggled.connect(self.board.on_show_toggled)
        self.main_window.board_full_screen_toggled.connect(self.board.on_full_screen_toggled)
        self.main_window.game_chosen.connect(self.on_game_chosen)
        self.main_window.join.set_public_url(self.public_url)
        self.main_window.join.public_url_chosen.connect(self.on_public_url_chosen)
        self.main_window.join.set_addresses(self.addresses, self.here)
        self.main_window.join.address_chosen.connect(self.on_address_chosen)

    def _open_table(self) -> Table:
        call_later = self.loop.call_later
        wanted = self.settings.game
        for record in self.journal.open_tables():
            if wanted is None or record.game == wanted:
                log.info("restoring table %s (%s) from the journal", record.code, record.game)
                game = make_game(record.game, self.settings.data_dir)
                return Table.restore(game, self.journal, record, call_later=call_later)
        game = make_game(wanted or GAME, self.settings.data_dir)
        # PLT-15: the quiz opens with a pack in the console's language
        return Table.create(game, self.journal, call_later=call_later, options=game.options_for(self.language.code))

    def switch_game(self, game_id: str) -> None:
        """End this table and open a new one for ``game_id``, with its window and board (PLT-12)."""
        game = make_game(game_id, self.settings.data_dir)
        taken = {t.code for t in self.journal.open_tables() if t.id != self.table.id}
        code = self.table.code if self.table.code not in taken else None
        # the new table first: a journal that refuses it leaves this one as it was (PLT-03)
        table = Table.create(game, self.journal, call_later=self.loop.call_later, code=code,
                             options=game.options_for(self.language.code))  # PLT-15: a quiz pack in its language
        old_window, old_board = self.main_window, self.board
        was_shown, screen = old_board.isVisible(), old_board.screen_index
        geometry = old_window.geometry()
        self.keeper.close()
        self.model.close()
        self.table.close(finished=True)
        self.table = table
        self.table.lang = self.language.code
        self._built(f"table {self.table.code} ({game_id})")
        if self.server is not None:
            self.server.set_table(self.table)  # every phone is asked to join again
            self.table.url = self.join_link(self.here, self.server.port)
        self._build_screens()
        if self.server is not None:
            self.main_window.set_server_address(old_window.server_address)
            self.model.refresh()
            self.server.send_views()
        if self.advertiser is not None:
            update = self.advertiser.update(code=self.table.code, game=game_id, table_id=self.table.id,
                                            since_ms=self.table.record.created_ms)
            self._announcing = asyncio.ensure_future(update)
        if self.code_guard is not None:
            self.code_guard.follow(self.table)
        self.main_window.setGeometry(geometry)
        self.main_window.show()
        if was_shown:
            self.board.show_on(screen)
        old_window.closed.disconnect(self.on_main_window_closed)
        old_window.close()
        old_window.deleteLater()
        old_board.hide()
        old_board.deleteLater()

    def on_game_chosen(self, game_id: str) -> None:
        try:
            self.switch_game(game_id)
        except StartupError as exc:
            log.error("cannot open a table for %s: %s", game_id, exc)
            self.main_window.show_error(str(exc))
        except StorageError as exc:  # the journal refused the new table: this one goes on
            log.error("cannot open a table for %s: %s", game_id, exc)
            self.main_window.show_storage_problem(exc)
            self.main_window.join.redraw()  # the picker springs back to this table's game

    # --- running --------------------------------------------------------------------------------
    def exec(self) -> int:
        with self.loop:
            self.loop.run_until_complete(self._run())
        return 0

    async def _run(self) -> None:
        self._closed = asyncio.Event()
        for sig in stop_signals():  # SIGINT, SIGTERM, and Ctrl+Break on Windows
            signal.signal(sig, lambda *_: self.loop.call_soon_threadsafe(self.on_main_window_closed))
        self._signal_poll.start()
        self.main_window.show_sized(self.prefs.window_geometry())
        if not self.settings.no_board:
            self.place_board()
            self.app.screenAdded.connect(self.on_screen_added)
        self.screen_watch.check()
        await self.start_network()
        log.info("console ready")
        await self._closed.wait()
        await self.shutdown()

    async def start_network(self) -> None:
        """The server, then the advertiser; a failure is shown in the status bar, not fatal."""
        s = self.settings
        try:
            from net.server import TableServer
        except ImportError as exc:
            log.error("net.server.TableServer is not available: %s", exc)
            self.main_window.show_error(
                QCoreApplication.translate("Console", "The server is not available in this installation"))
            return
        proxies = []
        for text in self.trusted_proxies:
            try:
                proxies.append(address.trusted_proxy(text))
            except address.TrustedProxyError:  # a hand-edited console.ini: that one is not believed
                log.warning("console.ini: %r is not a proxy address; not believed", text)
        while True:
            server = TableServer(self.table, records=self.records, host=s.host, port=self.port, own=s.data_dir,
                                 trusted_proxies=proxies)
            try:
                await server.start()
                break
            except OSError as exc:  # PLT-06: no server, no join link; the moderator is asked at once
                problem = await startup.port_problem(exc, self.port, s.host)
                log.error("the server could not listen on port %s (%s): %s", self.port, problem.holder.value, exc)
                self.main_window.show_error(startup.port_status_text(problem))
                choice = await startup.ask_about_port(self.main_window, problem, self._closed)
                if choice is startup.PortChoice.QUIT:
                    self.on_main_window_closed()
                    return
                if choice is startup.PortChoice.LATER:
                    return
                self.port = 0  # a free one, kept below for the next start
        if self.port == 0 and s.port != 0:
            self.port = server.port
            self.kept.setValue(PORT_KEY, self.port)
            self.kept.sync()
            log.info("the phones' port is now %d (kept in console.ini)", self.port)
        self.main_window.show_error("")
        self.server = server
        here = self.here
        self.table.url = self.join_link(here, server.port)
        self.main_window.set_server_address(f"{here}:{server.port}")
        self.model.refresh()
        server.send_views()
        self._built(f"server ({self.table.url})")
        try:
            from net.mdns import Advertiser, CodeGuard

            if s.announce == "off":
                return
            where: dict[str, Any] = {}
            if s.announce == "loopback":
                where = {"addresses": lambda: ["127.0.0.1"], "interfaces": ["127.0.0.1"]}
            advertiser = Advertiser(code=self.table.code, game=self.table.game.id, port=server.port,
                                    table_id=self.table.id, since_ms=self.table.record.created_ms, **where)
            await advertiser.start()
            self.advertiser = advertiser
            self._built("advertiser")
            self.code_guard = CodeGuard(self.table, advertiser, on_change=self.on_network_tables_changed)
            await self.code_guard.start()
            self._built("code guard")
        except Exception as exc:  # no multicast on this network: phones still join by code and QR
            log.warning("mDNS announcement failed: %s", exc)

    def on_network_tables_changed(self) -> None:
        """Another console came or went: a clash of codes is fixed or shown (PLT-08). The moderator
        is told of the table's one change of code (the board and the QR code show the new one)."""
        guard = self.code_guard
        if guard is not None and guard.recoded is not None and guard.recoded is not self._recode_told:
            self._recode_told = guard.recoded
            text = QCoreApplication.translate(
                "Console", "Another console on the network announced the code %1; this table's code is now %2")
            self.main_window.show_error(text.replace("%1", guard.recoded.old).replace("%2", guard.recoded.new))
        elif guard is not None and guard.conflict is not None:
            text = QCoreApplication.translate("Console", "Another console on the network uses the code %1")
            self.main_window.show_error(text.replace("%1", self.table.code))
        self.model.refresh()

    # --- the board's screen -----------------------------------------------------------------------
    def place_board(self) -> None:
        """Where the board opens at start, as a moderator expects it:

        - on the screen asked for (``--board-screen N``), full screen;
        - else, with a second screen (the projector), full screen on the one it was on last time,
          or on the first screen that is not the console's;
        - on a single screen, not at all: a board on top would hide the console the moderator is
          about to use. Board ▸ Show board (Ctrl+B) opens it as a window beside it, and a screen
          plugged in later gets the board full screen at once (:meth:`on_screen_added`).
        """
        asked = self.settings.board_screen
        if asked is not None:
            self.board.show_on(asked)
            return
        screens = QGuiApplication.screens()
        if len(screens) < 2:
            log.info("one screen: the board waits for Ctrl+B or a second screen")
            self.main_window.show_message(QCoreApplication.translate(
                "Console", "One screen: the board opens with Ctrl+B, or by itself on a projector"), 15000)
            return
        console_screen = self.main_window.screen()
        remembered = self.prefs.board_screen()
        names = [screen.name() for screen in screens]
        if remembered in names and screens[names.index(remembered)] is not console_screen:
            self.board.show_on(names.index(remembered))
            return
        self.board.show_on(next(i for i, screen in enumerate(screens) if screen is not console_screen))

    def on_screen_added(self, screen: QScreen) -> None:
        """A projector was plugged in: the board goes there, full screen, unless it is already shown."""
        if self.board.isVisible():
            return
        screens = QGuiApplication.screens()
        if screen in screens and screen is not self.main_window.screen():
            self.board.show_on(screens.index(screen))

    def remember(self) -> None:
        """The window's place and size, the language and the board's screen, for the next start."""
        self.prefs.set_window_geometry(self.main_window.saveGeometry())
        self.prefs.set_language(self.language.code)
        board = self.board
        self.prefs.set_board_screen(board.screen().name() if board.isVisible() and board.isFullScreen() else None)

    async def shutdown(self) -> None:
        log.info("shutting down")
        self._address_check.stop()
        self.remember()
        if self.code_guard is not None:
            await self.code_guard.stop()
        if self.advertiser is not None:
            try:
                if self._announcing is not None:  # a new table's announcement first, then its withdrawal
                    await self._announcing
                await self.advertiser.stop()  # withdraw the records (PLT-07)
            except Exception:
                log.exception("withdrawing the mDNS records failed")
        if self.server is not None:
            await self.server.stop()
        self.keeper.close()
        self.table.close()
        self.model.close()
        self.recorder.stop()
        self.records.close()
        self.journal.close()
        self.folder.release()
        self.screen_watch.stop()
        self.board.hide()
        self.board.deleteLater()
        self.main_window.hide()
        log.info("console closed")

    def close_early(self) -> None:
        """What a start that stopped half-way had opened is closed again (its loop, its language)."""
        if hasattr(self, "language"):
            self.language.set("en")  # the translator leaves the application
        if hasattr(self, "folder"):
            self.folder.release()
        if hasattr(self, "loop"):
            self.loop.close()
            asyncio.set_event_loop(None)

    # --- events ---------------------------------------------------------------------------------
    def join_link(self, here: str, port: int) -> str:
        """The join link the QR code, the board and seat links carry: through the public URL when
        there is one (remote players, SPY-39, SUS-04), else the console's address on the network."""
        if self.public_url:
            return address.public_join_url(self.public_url, self.table.code)
        return join_url(here, port, self.table.code)

    def on_public_url_chosen(self, url: str) -> None:
        """The join panel's public URL: kept for the next start, and in the join link at once."""
        self.public_url = url
        self.kept.setValue(PUBLIC_URL_KEY, url)
        self.kept.sync()
        log.info("public URL: %s", url or "none")
        self._show_join_link()

    def _settle_address(self, *, say: bool = False) -> bool:
        """Which address the join link carries now: the one picked when it is still on the machine, else
        the automatic one (said in the log when that changes). True if it is another than before."""
        here, honoured = adapters.join_address(self.chosen_address, self.addresses)
        if not honoured and (say or here != self.here):
            log.warning("the join address %s is not on this machine now: the automatic one, %s, is used",
                        self.chosen_address, here)
        changed = here != self.here
        if changed:
            log.info("join address: %s (%s)", here, "picked" if self.chosen_address and honoured else "automatic")
        self.here = here
        return changed

    def _show_join_link(self) -> None:
        """The join link, the QR code, the board and the phones' views with the address in use (PLT-08)."""
        if self.server is not None:
            self.table.url = self.join_link(self.here, self.server.port)
            self.main_window.set_server_address(f"{self.here}:{self.server.port}")
            self.model.refresh()
            self.server.send_views()

    def on_address_chosen(self, picked: str) -> None:
        """The join panel's address ("" the automatic one): kept for the next start, and in the join link at once."""
        self.chosen_address = picked
        self.kept.setValue(ADDRESS_KEY, picked)
        self.kept.sync()
        self.addresses = adapters.machine_addresses()  # it may have gone while the list was open
        self._settle_address(say=True)
        self.main_window.join.set_addresses(self.addresses, self.here)
        self._show_join_link()

    def refresh_addresses(self) -> None:
        """Look at the machine's addresses again: the list follows, and the join link when its address changed."""
        now = adapters.machine_addresses()
        if now == self.addresses:
            return
        log.info("the machine's addresses changed: %s", ", ".join(a.address for a in now))
        self.addresses = now
        changed = self._settle_address()
        self.main_window.join.set_addresses(self.addresses, self.here)
        if changed:
            self._show_join_link()

    def on_language_changed(self, lang: str) -> None:
        """The web board and the phones get views in the new language at once; it is kept for the next start."""
        self.prefs.set_language(lang)
        if self.server is not None:
            self.server.send_views()

    def on_main_window_closed(self) -> None:
        if self._closed is not None:
            self._closed.set()


def run(settings: Settings, argv: list[str] | None = None) -> int:
    console = Console(settings)
    try:
        console.build(argv)
    except (StartupError, StorageError) as exc:  # one clear line: what, where and why; a dialog for the folder
        print(f"gm-console: cannot start: {exc}", file=sys.stderr)
        problem = exc.problem if isinstance(exc, StartupError) else exc
        if problem is not None:
            startup.tell_folder_problem(settings.data_dir, problem)
        console.close_early()
        return 2
    return console.exec()
