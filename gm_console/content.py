"""Names of game content in the console's language (PLT-15): decks, locations and roles.

The views carry ids (``"location": "city_pool"``); the deck has each name in uk, pl, ru and en.
An id the deck does not know is shown as it is, never dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject

from .i18n import Language


def _localized(thing: Any, lang: str) -> str | None:
    """A content object's name in ``lang`` (English, then any, as a fallback)."""
    names = getattr(thing, "names", None)
    if callable(getattr(thing, "name", None)):
        return str(thing.name(lang))
    if names is None:
        names = getattr(thing, "name", None)
    if isinstance(names, Mapping):
        for key in (lang, "en", *names):
            if names.get(key):
                return str(names[key])
    if isinstance(names, str):
        return names
    return None


class ContentNames(QObject):
    """Looks names up in the spy decks, in the language the console shows."""

    def __init__(self, decks: Mapping[str, Any], language: Language, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.decks = dict(decks)
        self.language = language

    @property
    def lang(self) -> str:
        return self.language.code

    def deck_ids(self) -> list[str]:
        return list(self.decks)

    def deck_title(self, deck_id: str) -> str:
        deck = self.decks.get(deck_id)
        return (_localized(deck, self.lang) if deck is not None else None) or deck_id.replace("_", " ").title()

    def deck_size(self, deck_id: str) -> int:
        deck = self.decks.get(deck_id)
        return len(list(deck.ids())) if deck is not None else 0

    def _location(self, location_id: str, deck_id: str | None) -> Any:
        order = [deck_id] if deck_id in self.decks else []
        order += [d for d in self.decks if d != deck_id]
        for key in order:
            deck = self.decks[key]
            if location_id in deck.ids():
                return deck.location(location_id)
        return None

    def location(self, location_id: str | None, deck_id: str | None = None) -> str:
        if not location_id:
            return ""
        found = self._location(location_id, deck_id)
        return (_localized(found, self.lang) if found is not None else None) or location_id

    def role(self, location_id: str | None, role_id: str | None, deck_id: str | None = None) -> str:
        if not role_id:
            return ""
        found = self._location(str(location_id), deck_id) if location_id else None
        for role in getattr(found, "roles", ()) or ():
            if getattr(role, "id", None) == role_id:
                return _localized(role, self.lang) or role_id
        return role_id
