"""Fill untranslated console strings from JSON files and compile the .qm files.

    .venv/bin/python tools/fill_ts.py translations/src/*.json

Each JSON file maps a language to {source text: translation} (one file per game, one for the
rest). A string of any context with that source text and no translation yet gets it, or the
translation the same text has in another context; then ``pyside6-lrelease`` compiles every
``translations/*.ts``. ``tools/update_ts.sh`` runs ``pyside6-lupdate`` first.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def fill(lang: str, table: dict[str, str]) -> list[str]:
    path = ROOT / "translations" / f"gm_console_{lang}.ts"
    text = path.read_text(encoding="utf-8")
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


def main() -> None:
    tables: dict[str, dict[str, str]] = {}
    for name in sys.argv[1:]:
        for lang, table in json.loads(Path(name).read_text(encoding="utf-8")).items():
            tables.setdefault(lang, {}).update(table)
    missing = {lang: fill(lang, tables.get(lang, {})) for lang in ("uk", "pl", "ru", "en")}
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for ts in sorted((ROOT / "translations").glob("*.ts")):
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    for lang, left in missing.items():
        if left:
            print(f"{lang}: {len(left)} still untranslated: {left[:5]}")


if __name__ == "__main__":
    main()
