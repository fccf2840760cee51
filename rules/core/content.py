"""Content files, checked the same way for every game: ids, names in all four languages, errors.

A game's content (the spy decks, SUSPI's guests and rooms, the mafia role catalog) is JSON that a
game's own parser turns into values. This module is what those parsers share; it is pure: it takes
already parsed JSON and never reads files. Every error is a :class:`ContentError` that names the
file and the entry::

    characters.json: character 'countess': description missing 'pl'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

LANGUAGES: tuple[str, ...] = ("uk", "pl", "ru", "en")
"""The languages of the console, the phones and every name in the content (PLT-15)."""

ID = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")
"""A content id: lowercase ascii words joined by ``_`` (``city_pool``, ``countess``, ``boss``)."""


class ContentError(ValueError):
    """A problem in a content document; ``str(e)`` is ``<file>: <entry>: <message>``, e.g.
    ``family.json: location 'city_pool': role 'lifeguard': name missing 'pl'``."""

    file: str
    entry: str
    message: str

    def __init__(self, file: str, entry: str, message: str) -> None:
        super().__init__(file, entry, message)
        self.file = file
        self.entry = entry
        self.message = message

    def __str__(self) -> str:
        return f"{self.file}: {self.entry}: {self.message}"


def content_id(value: Any, file: str, entry: str, what: str = "id") -> str:
    """``value`` if it is a content id (:data:`ID`), else a :class:`ContentError`."""
    if value is None:
        raise ContentError(file, entry, f"{what} missing")
    if not isinstance(value, str) or not ID.fullmatch(value):
        raise ContentError(file, entry, f"bad {what} {value!r}: lowercase ascii snake_case words joined by _")
    return value


def names(value: Any, file: str, entry: str, what: str = "name") -> dict[str, str]:
    """A ``{language: text}`` object with a text for every language of :data:`LANGUAGES` and
    nothing else; a text is a non-empty string without spaces around it."""
    if value is None:
        raise ContentError(file, entry, f"{what} missing")
    if not isinstance(value, Mapping):
        raise ContentError(file, entry, f"{what} must be an object of languages")
    for lang in LANGUAGES:
        if lang not in value:
            raise ContentError(file, entry, f"{what} missing {lang!r}")
        text = value[lang]
        if not isinstance(text, str):
            raise ContentError(file, entry, f"{what} {lang!r} must be a string")
        if not text.strip():
            raise ContentError(file, entry, f"{what} {lang!r} is empty")
        if text != text.strip():
            raise ContentError(file, entry, f"{what} {lang!r} has spaces around it")
    unknown = sorted(str(k) for k in value if k not in LANGUAGES)
    if unknown:
        raise ContentError(file, entry, f"{what} has unknown language {unknown[0]!r}")
    return {lang: value[lang] for lang in LANGUAGES}


def check_fields(obj: Mapping[str, Any], allowed: Iterable[str], file: str, entry: str) -> None:
    """A :class:`ContentError` for the first field of ``obj`` not in ``allowed``."""
    known = frozenset(allowed)
    unknown = sorted(str(k) for k in obj if k not in known)
    if unknown:
        raise ContentError(file, entry, f"unknown field {unknown[0]!r}")


class NameIndex:
    """Names already used, per language, so that two entries never share one (a player could not
    tell them apart): ``index.add(entry_id, names, file, entry)`` raises on a repeat."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._seen: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}

    def add(self, entry_id: str, texts: Mapping[str, str], file: str, entry: str) -> None:
        for lang in LANGUAGES:
            key = " ".join(texts[lang].split()).casefold()
            other = self._seen[lang].get(key)
            if other is not None:
                raise ContentError(file, entry, f"name {lang!r} {texts[lang]!r} repeats {self.kind} {other!r}")
            self._seen[lang][key] = entry_id
