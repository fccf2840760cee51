"""Names of game content in the console's language (PLT-15): decks, locations and roles.

The views carry ids (``"location": "city_pool"``); the decks (:class:`rules.spy.deck.Deck`) hold
each name in uk, pl, ru and en. An id no deck knows is shown as it is, never dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ...i18n import Language

if TYPE_CHECKING:
    from rules.spy.deck import Deck, Location


class ContentNames(QObject):
    """Looks names up in the spy decks, in the language the console shows."""

    def __init__(self, decks: Mapping[str, Deck], language: Language, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.decks = dict(decks)
        self.language = language

    def _name(self, names: Mapping[str, str], fallback: str) -> str:
        return names.get(self.language.code) or names.get("en") or fallback

    def deck_ids(self) -> list[str]:
        return list(self.decks)

    def deck_title(self, deck_id: str) -> str:
        deck = self.decks.get(deck_id)
        return self._name(deck.name, deck_id) if deck is not None else deck_id

    def location_ids(self, deck_id: str) -> tuple[str, ...]:
        deck = self.decks.get(deck_id)
        return deck.ids() if deck is not None else ()

    def deck_size(self, deck_id: str) -> int:
        deck = self.decks.get(deck_id)
        return len(deck.locations) if deck is not None else 0

    def _location(self, location_id: str, deck_id: str | None) -> Location | None:
        order = [deck_id] if deck_id in self.decks else []
        order += [d for d in self.decks if d != deck_id]
        for key in order:
            try:
                return self.decks[key].location(location_id)
            except KeyError:
                continue
        return None

    def location(self, location_id: str | None, deck_id: str | None = None) -> str:
        if not location_id:
            return ""
        found = self._location(location_id, deck_id)
        return self._name(found.name, location_id) if found is not None else location_id

    def role(self, location_id: str | None, role_id: str | None, deck_id: str | None = None) -> str:
        if not role_id:
            return ""
        found = self._location(location_id, deck_id) if location_id else None
        for role in found.roles if found is not None else ():
            if role.id == role_id:
                return self._name(role.name, role_id)
        return role_id
