"""Where the console's data is: the one module that knows.

The games' content (the spy decks, SUSPI's guests and rooms, the mafia role catalog, the quiz
packs), the phone pages and the web board, the sounds, the icons, the glossaries and the console's
compiled translations ship inside this package as package data. They are found through
:mod:`importlib.resources`, so a checkout, an installed wheel and the app bundle find them alike,
on Windows, macOS and Linux.

Everything here is a folder of plain files that the server hands to phones and the console reads
with :class:`pathlib.Path`: a wheel installs them as files, and the app bundle keeps them beside
its interpreter, so :data:`ROOT` is a real folder. An installation that would hide them inside an
archive is refused with :class:`ResourcesMissing`, naming what is missing, at the first use.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


class ResourcesMissing(RuntimeError):
    """The package's data is not where the installation should have put it."""


def _root() -> Path:
    here = files(__name__)
    if isinstance(here, Path):
        return here
    # A loader of its own (a frozen or compiled program) may answer with another kind of object
    # for files that are still on disk; inside a zip archive they are not, and the server needs
    # real files to hand out.
    on_disk = Path(str(here))
    if on_disk.is_dir():
        return on_disk
    raise ResourcesMissing(f"the console's data is inside an archive ({here}); install the package unzipped")


ROOT: Path = _root()
"""The folder of the package's data."""

WEB = ROOT / "web"
"""The phone pages and the web board (``web/static``, ``web/*.html``)."""

SOUNDS = ROOT / "sounds"
"""The WAV files the console plays (``<name>.wav``)."""

ICONS = ROOT / "icons"
"""The console's icon."""

GLOSSARIES = ROOT / "glossary"
"""Each game's glossary of the rule book's names (``<game>.json``)."""

GUIDE = ROOT / "guide"
"""The venue guide, one Markdown page a language (``venue.<lang>.md``), and its pictures."""

TRANSLATIONS = ROOT / "translations"
"""The console's compiled Qt translations (``gm_console_<lang>.qm``); their sources are the
repository's ``translations/*.ts``."""


def content(game_id: str) -> Path:
    """The folder of ``game_id``'s content (``<game>/``)."""
    return ROOT / game_id


def check() -> list[str]:
    """What an installation lacks of the package's data (empty when nothing): the start of the
    console and of a headless table say it in one sentence instead of failing later."""
    wanted = [WEB / "static", SOUNDS, ICONS / "gm-console.svg", TRANSLATIONS / "gm_console_en.qm",
              content("spy") / "decks", GUIDE / "venue.en.md"]
    return [str(path.relative_to(ROOT)) for path in wanted if not path.exists()]
