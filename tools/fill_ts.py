"""Fill untranslated console strings from JSON files and compile the .qm files.

    .venv/bin/python tools/fill_ts.py translations/src/*.json

Each JSON file maps a language to {source text: translation} (one file per game, one for the
rest). A string of any context with that source text and no translation yet gets it, or the
translation the same text has in another context. A file named after a game (``spy.json``) is also
the source of the words of that game's package (``gm_console/games/spy/``), and ``console.json``
of the rest: a text given there replaces the translation a string of those files had, so a word
changed in the JSON changes on the console (PLT-15). Then ``pyside6-lrelease`` compiles every
``translations/*.ts`` into ``gm_resources/translations/*.qm``, the package data the console
loads. ``tools/update_ts.py`` runs ``pyside6-lupdate`` first.

A count is a plain string too, one text per CLDR plural category (``gm_console/plurals.py``:
``"one: %n vote | few: %n голоси | many: %n голосів | other: %n голосу"``), picked through Babel;
an older Qt numerus string (``self.tr("… %n players", "", n)``) would take a list, one text per form
in Qt's order.
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


_NUMERUS = re.compile(
    r'(<message numerus="yes">\s*(?:<location[^>]*/>\s*)*<source>([^<]*)</source>\s*'
    r"(?:<comment>[^<]*</comment>\s*)?)"
    r'<translation type="unfinished">((?:\s*<numerusform>[^<]*</numerusform>)+)(\s*)</translation>')


def fill_numerus(text: str, table: dict[str, list[str]]) -> str:
    """Plural strings: every numerus form from the list given for its source text."""

    def put(match: re.Match[str]) -> str:
        forms = table.get(html.unescape(match.group(2)))
        slots = re.findall(r"(\s*)<numerusform>[^<]*</numerusform>", match.group(3))
        if forms is None:
            return match.group(0)
        if len(forms) != len(slots):
            raise SystemExit(f"{match.group(2)!r}: {len(slots)} plural forms wanted, {len(forms)} given")
        body = "".join(f"{space}<numerusform>{html.escape(form, quote=False)}</numerusform>"
                       for space, form in zip(slots, forms, strict=True))
        return f"{match.group(1)}<translation>{body}{match.group(4)}</translation>"

    return _NUMERUS.sub(put, text)


def fill(lang: str, given: dict[str, str | list[str]]) -> list[str]:
    path = ROOT / "translations" / f"gm_console_{lang}.ts"
    text = fill_numerus(path.read_text(encoding="utf-8"), {k: v for k, v in given.items() if isinstance(v, list)})
    table = {k: v for k, v in given.items() if isinstance(v, str)}
    # lupdate's same-text guesses (the words translated in another context) are taken as they are
    text = re.sub(r'<translation type="unfinished">([^<]+)</translation>', r"<translation>\1</translation>", text)
    # the same words already translated in another context count too
    known = {html.unescape(src): html.unescape(tr) for src, tr in re.findall(
        r"<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?<translation>([^<]+)</translation>", text)}
    table = {**known, **table}

    def put(match: re.Match[str]) -> str:
        source = html.unescape(match.group(1))
        if source not in table:
            return match.group(0)
        return match.group(0).replace('<translation type="unfinished"></translation>',
                                      f"<translation>{html.escape(table[source], quote=False)}</translation>")

    text = re.sub(r"<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?"
                  r'<translation type="unfinished"></translation>', put, text)
    path.write_text(text, encoding="utf-8")
    return re.findall(r'<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?<translation type="unfinished">',
                      text)


def _xml(text: str) -> str:
    """A text as lupdate writes it in a .ts file."""
    return html.escape(text, quote=False).replace("'", "&apos;").replace('"', "&quot;")


def scope(name: str) -> str | None:
    """The source files a JSON file speaks for: ``spy.json`` → ``/games/spy/``, ``console.json`` →
    None (every file outside the games' packages)."""
    stem = Path(name).stem
    return None if stem == "console" else f"/games/{stem}/"


def override(lang: str, scoped: list[tuple[str | None, dict[str, str | list[str]]]]) -> list[str]:
    """Give each plain string of a JSON file's scope the JSON's text; the conflicts (one string used
    by two games whose JSON words it differently) are returned."""
    path = ROOT / "translations" / f"gm_console_{lang}.ts"
    conflicts: list[str] = []

    def put(match: re.Match[str]) -> str:
        block = match.group(0)
        if 'numerus="yes"' in block:
            return block
        source_match = re.search(r"<source>([^<]*)</source>", block)
        if source_match is None:
            return block
        source = html.unescape(source_match.group(1))
        files = re.findall(r'<location filename="([^"]*)"', block)
        wanted: set[str] = set()
        for where, table in scoped:
            mine = [f for f in files if (where in f if where else "/games/" not in f)]
            text = table.get(source)
            if mine and isinstance(text, str):
                wanted.add(text)
        if not wanted:
            return block
        if len(wanted) > 1:
            conflicts.append(f"{source!r}: {sorted(wanted)}")
            return block
        return re.sub(r"<translation(?: type=\"unfinished\")?>[^<]*</translation>",
                      lambda _m: f"<translation>{_xml(wanted.pop())}</translation>", block, count=1)

    text = re.sub(r"<message(?: numerus=\"yes\")?>.*?</message>", put, path.read_text(encoding="utf-8"),
                  flags=re.DOTALL)
    path.write_text(text, encoding="utf-8")
    return conflicts


def main() -> None:
    tables: dict[str, dict[str, str | list[str]]] = {}
    scoped: dict[str, list[tuple[str | None, dict[str, str | list[str]]]]] = {}
    for name in sys.argv[1:]:
        for lang, table in json.loads(Path(name).read_text(encoding="utf-8")).items():
            tables.setdefault(lang, {}).update(table)
            scoped.setdefault(lang, []).append((scope(name), table))
    missing = {lang: fill(lang, tables.get(lang, {})) for lang in ("uk", "pl", "ru", "en")}
    for lang in ("uk", "pl", "ru", "en"):
        for conflict in override(lang, scoped.get(lang, [])):
            print(f"{lang}: worded differently by two games, kept as it was: {conflict}")
    lrelease = pyside_tool("pyside6-lrelease")
    for ts in sorted((ROOT / "translations").glob("*.ts")):
        qm = ROOT / "gm_resources" / "translations" / ts.with_suffix(".qm").name  # shipped as package data
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
    for lang, left in missing.items():
        if left:
            print(f"{lang}: {len(left)} still untranslated: {left[:5]}")


if __name__ == "__main__":
    main()
