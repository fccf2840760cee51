"""Give every console string its translation and compile the .qm files (``tools/update_ts.py`` runs
``pyside6-lupdate`` first, then this).

- A string of a game's console package (``gm_console/games/<game>/``) is translated from the game's
  catalog, ``rules/<game>/words.json`` (``rules/core/words.py``): the entry shown at the console in
  that Qt context with that English text. A string the catalog lacks is an error, named with its
  context, so a new console text is added to the catalog once, for every surface.
- Every other string (the console's own window) from ``translations/src/console.json``, a language
  mapping each English source text to its translation.

A count is a plain string, one text per CLDR plural category (``gm_console/plurals.py``: ``"one: %n
vote | few: %n голоси | many: %n голосів | other: %n голосу"``). Then ``pyside6-lrelease`` compiles
every ``translations/*.ts`` into ``gm_resources/translations/*.qm``, the package data the console
loads.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

from update_ts import pyside_tool

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.core.words import words  # noqa: E402  (the repository's own package, found from here)
from rules.registry import IDS  # noqa: E402

LANGUAGES = ("uk", "pl", "ru", "en")
_CONTEXT = re.compile(r"<context>\s*<name>([^<]*)</name>(.*?)</context>", re.DOTALL)
_MESSAGE = re.compile(r"<message>.*?</message>", re.DOTALL)


def _xml(text: str) -> str:
    """A text as lupdate writes it in a .ts file."""
    return html.escape(text, quote=False).replace("'", "&apos;").replace('"', "&quot;")


def game_of(files: list[str], what: str = "one string") -> str | None:
    """The game whose console package holds every one of ``files``, or None (the console's own).

    A Qt context is a class's name (``ControlsPanel``) or one a ``translate`` names (``ScoresPanel``):
    one text in one context has one translation, so it belongs to one game's catalog; ``what`` names
    it (``context | 'text'``) when several packages show it."""
    games = {m.group(1) if m else None for m in (re.search(r"/games/(\w+)/", f) for f in files)}
    if len(games) == 1:
        (game,) = games
        return game
    raise SystemExit(f"{what} is used by several packages ({', '.join(sorted(files))}): one text in one Qt "
                     "context has one translation, so give each package its own context (a class name of "
                     "its own, or another context in translate)")


def fill(lang: str, console: dict[str, str]) -> list[str]:
    """Translate every message of ``translations/gm_console_<lang>.ts``; the untranslated ones
    are returned as ``context | source``."""
    path = ROOT / "translations" / f"gm_console_{lang}.ts"
    catalogs = {game: words(game).console() for game in IDS}
    missing: list[str] = []

    def in_context(context: re.Match[str]) -> str:
        name = html.unescape(context.group(1))

        def put(match: re.Match[str]) -> str:
            block = match.group(0)
            source_match = re.search(r"<source>([^<]*)</source>", block)
            if source_match is None:
                return block
            source = html.unescape(source_match.group(1))
            game = game_of(re.findall(r'<location filename="([^"]*)"', block), f"{name} | {source!r}")
            if game is not None:
                entry = catalogs.get(game, {}).get((name, source))
                text = entry[lang] if entry else None
                if text is None:
                    raise SystemExit(f"{name} | {source!r}: not in rules/{game}/words.json (shown at the "
                                     f"console in the Qt context {name!r})")
            else:
                text = console.get(source)
                if text is None and re.search(r"<translation>[^<]+</translation>", block):
                    return block  # translated in the .ts itself
            if text is None:
                missing.append(f"{name} | {source}")
                return block
            return re.sub(r"<translation(?: type=\"[a-z]+\")?>[^<]*</translation>|<translation type=\"[a-z]+\"/>",
                          lambda _m: f"<translation>{_xml(text)}</translation>", block, count=1)

        return context.group(0).replace(context.group(2), _MESSAGE.sub(put, context.group(2)))

    path.write_text(_CONTEXT.sub(in_context, path.read_text(encoding="utf-8")), encoding="utf-8")
    return missing


def main() -> None:
    console = json.loads((ROOT / "translations" / "src" / "console.json").read_text(encoding="utf-8"))
    missing = {lang: fill(lang, console.get(lang, {})) for lang in LANGUAGES}
    lrelease = pyside_tool("pyside6-lrelease")
    for ts in sorted((ROOT / "translations").glob("*.ts")):
        qm = ROOT / "gm_resources" / "translations" / ts.with_suffix(".qm").name  # shipped as package data
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
    for lang, left in missing.items():
        if left:
            print(f"{lang}: {len(left)} still untranslated: {left[:5]}")


if __name__ == "__main__":
    main()
