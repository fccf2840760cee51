"""Counts in words (PLT-15): CLDR plural rules through Babel, never hand-written forms.

A counted text is one translatable string that lists a text per CLDR plural category of its
language, ``category: text`` joined by `` | ``::

    self.tr("one: %n vote | other: %n votes")                     # the English source
    "one: %n голос | few: %n голоси | many: %n голосів | other: %n голосу"   # its Ukrainian

:func:`counted` picks the text for a number by the language's rules (uk, pl and ru have one, few,
many and other; en one and other) and puts the number in for ``%n``. :func:`categories` says which
categories a language's translation must give; ``tests/i18n`` checks every counted string.
"""

from __future__ import annotations

import re
from functools import cache

from babel import Locale
from PySide6.QtCore import QLocale

_PART = re.compile(r"\s*(zero|one|two|few|many|other)\s*:\s*(.*?)\s*(?=\|\s*(?:zero|one|two|few|many|other)\s*:|$)",
                   re.DOTALL)


@cache
def _locale(lang: str) -> Locale:
    return Locale.parse(lang)


def categories(lang: str) -> frozenset[str]:
    """The CLDR plural categories of ``lang`` (``other`` included)."""
    return frozenset(_locale(lang).plural_form.tags) | {"other"}


def category(lang: str, n: float) -> str:
    """The CLDR plural category of the number ``n`` in ``lang``."""
    return str(_locale(lang).plural_form(n))


def forms(text: str) -> dict[str, str]:
    """The texts of a counted string by category (an empty dict when ``text`` is not one)."""
    if not re.match(r"\s*(zero|one|two|few|many|other)\s*:", text):
        return {}
    return {m.group(1): m.group(2).rstrip(" |") for m in _PART.finditer(text)}


def counted(text: str, n: int, lang: str | None = None) -> str:
    """The text of a counted string for ``n`` in ``lang`` (by default the console's language, the
    default locale :class:`gm_console.i18n.Language` sets), with ``%n`` replaced by the number; a
    plain string is returned as it is (with ``%n`` put in)."""
    lang = lang or QLocale().name().split("_")[0] or "en"
    by_category = forms(text)
    chosen = by_category.get(category(lang, n)) or by_category.get("other") or text
    return chosen.replace("%n", str(n))
