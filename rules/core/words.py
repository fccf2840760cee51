"""A game's words, written once for every surface that shows them (PLT-11, PLT-15).

Each game keeps one catalog, ``rules/<game>/words.json``: an entry a key, each entry the same
sentence in the four languages of the platform, the surfaces that show it and, where a translator
needs it, what it is::

    "leaves": {
      "on": ["board", "phone"],
      "note": "the council's verdict: who leaves the villa",
      "uk": {"one": "Віллу покидає: {names}", "other": "Віллу покидають: {names}"},
      "pl": ..., "ru": ..., "en": ...
    }

- ``on``: where the entry is shown: ``board`` (the scene both boards draw, through
  :class:`rules.core.board.Catalog`), ``phone`` (the phone page's table, ``GM.t(key)``, served as
  ``/static/<game>/strings.js``) and ``console`` (the moderator's window).
- A text is a format string with ``{placeholders}``, or its plural forms by CLDR category
  (``one``, ``few``, ``many``, ``other``), picked by the count ``n``.
- ``qt``: for the console, the Qt contexts (the console's classes) whose ``tr()`` shows this entry,
  by its English text as Qt's source: the console's code keeps Qt's ``tr("…")`` and the
  ``.ts``/``.qm`` files are made from here (``tools/update_ts.py``). A console text counts
  with ``%n`` and takes arguments as ``%1``, ``%2``, Qt's own way; a plural console text is written
  to Qt as ``"one: … | other: …"`` (``gm_console/plurals.py``). The same English in two contexts may
  be two entries with two translations.

The words are checked when the catalog is read (every language, the plural forms of each, the
same placeholders in every language) and by ``tests/i18n/test_words.py`` (no sentence written
twice, every key a surface uses is in the catalog).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from babel import Locale

from .board import LANGS, Entry

SURFACES = ("board", "phone", "console")
"""The places a game's words are shown."""

_PLACEHOLDER = re.compile(r"\{(\w+)\}|%(\d|n)")


class WordsError(ValueError):
    """A catalog that cannot be used: names the game, the key and what is wrong."""


def placeholders(text: str | Mapping[str, str]) -> frozenset[str]:
    """The ``{names}`` and ``%1``/``%n`` a text (every form of it) fills in."""
    forms = text.values() if isinstance(text, Mapping) else (text,)
    return frozenset(m.group(0) for form in forms for m in _PLACEHOLDER.finditer(form))


@dataclass(frozen=True)
class Words:
    """One game's catalog: ``entries`` by key, as read from its ``words.json``."""

    game: str
    entries: Mapping[str, Mapping[str, Any]]

    def on(self, surface: str) -> dict[str, Entry]:
        """The entries ``surface`` shows, each as language → text (what :class:`Catalog` takes)."""
        if surface not in SURFACES:
            raise ValueError(f"no surface {surface!r}; there are {', '.join(SURFACES)}")
        return {key: {lang: entry[lang] for lang in LANGS}
                for key, entry in self.entries.items() if surface in entry["on"]}

    def phone_table(self) -> dict[str, dict[str, Any]]:
        """The phone's table: language → key → text (a plural text as its forms)."""
        shown = self.on("phone")
        return {lang: {key: entry[lang] for key, entry in shown.items()} for lang in LANGS}

    def phone_script(self) -> bytes:
        """``/static/<game>/strings.js``: the phone's table handed to the page's ``GM.addStrings`` as
        this game's own (two games' phones may use one key for two sentences: the page keeps them apart)."""
        table = json.dumps(self.phone_table(), ensure_ascii=False, separators=(",", ":"))
        return (f'/* {self.game}: the phone\'s words, made from rules/{self.game}/words.json */\n'
                f'"use strict";\nGM.addStrings({table}, {json.dumps(self.game)});\n').encode()

    def console(self) -> dict[tuple[str, str], dict[str, str]]:
        """The console's translations: (Qt context, English source) → language → translation,
        a plural text written as Qt's source is (``"one: … | other: …"``)."""
        out: dict[tuple[str, str], dict[str, str]] = {}
        for entry in self.entries.values():
            if "console" not in entry["on"]:
                continue
            texts = {lang: qt_text(entry[lang]) for lang in LANGS}
            for context in entry["qt"]:
                out[(context, texts["en"])] = texts
        return out


def qt_text(text: str | Mapping[str, str]) -> str:
    """A text as a console string: a plural one as ``"one: … | few: … | other: …"``."""
    if isinstance(text, str):
        return text
    return " | ".join(f"{form}: {value}" for form, value in text.items())


def check(game: str, entries: Mapping[str, Any]) -> None:
    """WordsError unless every entry is whole (see the module's text)."""
    for key, entry in entries.items():
        where = f"{game} words: {key!r}"
        if not isinstance(entry, Mapping):
            raise WordsError(f"{where} is not an object")
        on = entry.get("on")
        if not on or not isinstance(on, list) or any(s not in SURFACES for s in on) or len(set(on)) != len(on):
            raise WordsError(f"{where}: 'on' must list some of {', '.join(SURFACES)}")
        if "console" in on and not entry.get("qt"):
            raise WordsError(f"{where} is shown at the console but names no Qt context ('qt')")
        unknown = set(entry) - {"on", "note", "qt", *LANGS}
        if unknown:
            raise WordsError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
        shape = None
        for lang in LANGS:
            text = entry.get(lang)
            if isinstance(text, Mapping):
                if "other" not in text or not set(text) <= plural_forms(lang):
                    raise WordsError(f"{where} in {lang} has the forms {sorted(text)}: {lang} has "
                                     f"{', '.join(sorted(plural_forms(lang)))}, and 'other' is needed")
                if not all(isinstance(t, str) and t for t in text.values()):
                    raise WordsError(f"{where} in {lang} has an empty form")
            elif not isinstance(text, str) or not text:
                raise WordsError(f"{where} has no text in {lang}")
            marks = placeholders(text)
            if shape is None:
                shape = marks
            elif marks != shape:
                raise WordsError(f"{where} in {lang} fills {sorted(marks)}, in uk {sorted(shape)}")


@cache
def plural_forms(lang: str) -> frozenset[str]:
    """The CLDR plural categories of ``lang`` (Babel's), ``other`` among them."""
    return frozenset(Locale.parse(lang).plural_form.tags) | {"other"}


@cache
def words(game: str) -> Words:
    """The catalog of ``game`` (``rules/<game>/words.json``, package data), read and checked once."""
    source = resources.files(f"rules.{game}").joinpath("words.json")
    try:
        entries = json.loads(source.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise WordsError(f"{game} words: cannot read rules/{game}/words.json: {exc}") from exc
    if not isinstance(entries, dict):
        raise WordsError(f"{game} words: rules/{game}/words.json is not an object")
    check(game, entries)
    return Words(game, entries)
