"""A game's glossary (``gm_resources/glossary/<game>.json``) checked against any string table.

A string table is ``{lang: {key: text}}`` (``tests/i18n/tables.py`` reads the console's, the
phones' and the content's; the boards' catalog is checked the same way)::

    problems = check(load("suspi"), table)      # [] when every text uses the glossary's words

Where a key's English text names a term (its ``en`` word or an English form, a whole word, any
case unless ``en_case``), the text of each other language must contain the term's word in that
language or one of its ``forms`` (each the start of a word); in the rule book's language the case
must match too (the rule book's spelling). No text of a language may contain one of the term's
``not`` words (a wrong older name; ``word*`` is a prefix).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from rules import registry

ROOT = Path(__file__).resolve().parents[2]
GLOSSARIES = ROOT / "gm_resources" / "glossary"
GAMES = registry.IDS  # every registered game has its glossary, or its check fails
LANGS = ("uk", "pl", "ru", "en")


def load(game: str) -> dict[str, Any]:
    return json.loads((GLOSSARIES / f"{game}.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def _clean(text: str) -> str:
    """A text as shown: no accelerator marks (``&Deal`` → ``Deal``, ``&&`` → ``&``), no
    placeholders (``{goal}``, ``%1``: what fills them is checked where it comes from)."""
    text = re.sub(r"\{\w+\}|%\d|%n", " ", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _word(form: str, *, end: bool, case: bool) -> re.Pattern[str]:
    body = re.escape(form)
    tail = r"(?!\w)" if end else ""
    return re.compile(rf"(?<!\w){body}{tail}", 0 if case else re.IGNORECASE)


def names_term(term: Mapping[str, Any], english: str) -> bool:
    """Whether an English text names ``term``."""
    forms = [term["en"], *term.get("forms", {}).get("en", [])]
    case = bool(term.get("en_case")) or term.get("kind") == "button"  # a button is named as it is written
    return any(_word(f, end=True, case=case).search(_clean(english)) for f in forms)


def has_term(term: Mapping[str, Any], lang: str, text: str, *, exact: bool) -> bool:
    """Whether ``text`` (in ``lang``) names ``term`` with one of its accepted forms."""
    forms = [term[lang], *term.get("forms", {}).get(lang, [])]
    return any(_word(f, end=False, case=exact).search(_clean(text)) for f in forms)


def wrong_words(term: Mapping[str, Any], lang: str, text: str) -> list[str]:
    """The ``not`` words of ``term`` that ``text`` uses."""
    found = []
    for word in term.get("not", {}).get(lang, []):
        prefix = word.endswith("*")
        if _word(word.rstrip("*"), end=not prefix, case=True).search(_clean(text)):
            found.append(word)
    return found


def check(glossary: Mapping[str, Any], table: Mapping[str, Mapping[str, str]],
          terms: Iterable[Mapping[str, Any]] | None = None, *, rejected_only: bool = False) -> list[str]:
    """Every place where ``table`` departs from ``glossary`` (or only from ``terms`` of it), as
    ``"<term id> <lang> <key>: <text>"`` lines; an empty list when it keeps to it. ``rejected_only``:
    only the terms' rejected names (``not``) are looked for, for a table shared by every game, whose
    English may say "host" of a web address."""
    book = glossary["lang"]
    english = table.get("en", {})
    problems = []
    for term in terms if terms is not None else glossary["terms"]:
        for lang in LANGS:
            for key, text in table.get(lang, {}).items():
                for word in wrong_words(term, lang, text):
                    problems.append(f"{term['id']} {lang} {key}: uses {word!r}: {text}")
        for key, en_text in english.items() if not rejected_only else ():
            if not names_term(term, en_text) or key.startswith(tuple(term.get("skip", ()))):
                continue
            for lang in LANGS:
                if lang == "en" or key not in table.get(lang, {}):
                    continue
                text = table[lang][key]
                if not has_term(term, lang, text, exact=lang == book):
                    problems.append(f"{term['id']} {lang} {key}: wants {term[lang]!r}: {text}  (en: {en_text})")
    return problems
