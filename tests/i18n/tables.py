"""Every string table of the console and the phones as ``{lang: {key: text}}`` (PLT-15), so one
check (a glossary, the English left in other languages) applies to each of them alike:

- :func:`phone_table` reads the phone shell's string table (``gm_resources/web/static/strings.js``);
  :func:`phone_tables` adds each game's, the entries of its catalog (``rules/<game>/words.json``)
  shown on the phone; a plural object ``{one, few, many, other}`` gives one entry per form,
  ``key#one``, ``key#few``, …;
- :func:`words_table` gives a game's whole catalog (every surface) alike;
- :func:`console_table` reads the console's compiled sources, ``translations/gm_console_<lang>.ts``
  (the key is ``context|English source``; numerus forms as ``#0``, ``#1``, …);
- :func:`content_table` gives a content file's names and descriptions (``{id: {lang: text}}`` objects
  anywhere in the JSON), keyed by their path.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from rules.core.words import words
from rules.registry import IDS

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "gm_resources" / "web" / "static"
LANGS = ("uk", "pl", "ru", "en")
Table = dict[str, dict[str, str]]

_TOKEN = re.compile(r'\s+|//[^\n]*|/\*.*?\*/|"(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*|[{}:,]', re.DOTALL)


def _literal(text: str) -> Any:
    """The first ``{...}`` object literal of ``text`` (identifiers or strings as keys, strings or
    objects as values: all a string table holds)."""
    tokens = [t for t in _TOKEN.findall(text) if t.strip() and not t.startswith(("//", "/*"))]
    pos = tokens.index("{")

    def value() -> Any:
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok.startswith('"'):
            return json.loads(tok)
        if tok != "{":
            raise ValueError(f"unexpected {tok!r} in a string table")
        out: dict[str, Any] = {}
        while tokens[pos] != "}":
            key = tokens[pos]
            key = json.loads(key) if key.startswith('"') else key
            if tokens[pos + 1] != ":":
                raise ValueError(f"no ':' after {key!r}")
            pos += 2
            out[key] = value()
            if tokens[pos] == ",":
                pos += 1
        pos += 1
        return out

    return value()


def phone_table(path: Path) -> Table:
    """The string table of one ``strings.js``; plural objects flattened to ``key#form``."""
    return _flat(_literal(path.read_text(encoding="utf-8")))


def _flat(raw: dict[str, dict[str, Any]]) -> Table:
    out: Table = {}
    for lang, entries in raw.items():
        flat = out.setdefault(lang, {})
        for key, text in entries.items():
            if isinstance(text, dict):
                for form, t in text.items():
                    flat[f"{key}#{form}"] = t
            else:
                flat[key] = text
    return out


def phone_tables() -> dict[str, Table]:
    """The shell's table (``"shell"``) and each game's, by game id."""
    tables = {"shell": phone_table(STATIC / "strings.js")}
    for game in IDS:
        tables[game] = _flat(words(game).phone_table())
    return tables


def words_table(game: str) -> Table:
    """Every entry of a game's catalog, whatever shows it; plural forms flattened to ``key#form``."""
    entries = words(game).entries
    return _flat({lang: {key: entry[lang] for key, entry in entries.items()} for lang in LANGS})


def phone_plurals(name: str) -> dict[str, dict[str, dict[str, str]]]:
    """The plural objects of a phone table (``"shell"`` or a game's id): ``{lang: {key: {form: text}}}``."""
    raw = (_literal((STATIC / "strings.js").read_text(encoding="utf-8")) if name == "shell"
           else words(name).phone_table())
    return {lang: {k: v for k, v in entries.items() if isinstance(v, dict)} for lang, entries in raw.items()}


BOARDS = ("board.py", "board_window.py")
"""The projector's files: their strings belong to the boards' own catalog."""


def console_table(game: str | None = None, *, boards: bool = False) -> Table:
    """The console's strings, ``context|source`` → its translation, in each language: all of them,
    or those used by ``gm_console/games/<game>/`` (``game="shell"``: those used outside every game
    package). The projector's strings (:data:`BOARDS`) are left out unless ``boards``."""
    out: Table = {}
    for lang in LANGS:
        root = ET.parse(ROOT / "translations" / f"gm_console_{lang}.ts").getroot()
        flat = out.setdefault(lang, {})
        for ctx in root.iter("context"):
            name = ctx.findtext("name")
            for m in ctx.iter("message"):
                files = [loc.get("filename", "") for loc in m.iter("location")]
                if not boards:
                    files = [f for f in files if not f.endswith(BOARDS)]
                    if not files:
                        continue
                if game == "shell" and all("/games/" in f for f in files):
                    continue
                if game not in (None, "shell") and not any(f"/games/{game}/" in f for f in files):
                    continue
                key = f"{name}|{m.findtext('source')}"
                tr = m.find("translation")
                if tr is None:
                    continue
                forms = [f.text or "" for f in tr.iter("numerusform")]
                if forms:
                    for i, form in enumerate(forms):
                        flat[f"{key}#{i}"] = form
                else:
                    flat[key] = tr.text or ""
    return out


def content_table(path: Path) -> Table:
    """The ``{uk, pl, ru, en}`` texts of a content file, keyed by where they sit in it."""
    out: Table = {lang: {} for lang in LANGS}

    def walk(node: Any, where: str) -> None:
        if isinstance(node, dict):
            if set(LANGS) <= set(node) and all(isinstance(node[lang], str) for lang in LANGS):
                for lang in LANGS:
                    out[lang][where] = node[lang]
                return
            ident = node.get("id")
            for key, child in node.items():
                walk(child, f"{where}/{ident}.{key}" if isinstance(ident, str) else f"{where}/{key}")
        elif isinstance(node, list):
            for i, child in enumerate(node):
                walk(child, f"{where}[{i}]")

    walk(json.loads(path.read_text(encoding="utf-8")), path.name)
    return out
