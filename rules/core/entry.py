"""A game's entry in the registry: what the platform knows of a game besides its rules.

Every ``rules/<game>/__init__.py`` exports one ``ENTRY``; :mod:`rules.registry` lists them, and the
network layer and the console find games only there (never by comparing a game id)::

    entry = registry.entry("quiz")
    documents = Documents({"packs/en_why_where.json": {...}})   # read by net.content
    game = entry.game_from(documents)                           # parsed and checked here, purely

An entry says which files under ``gm_resources/<id>/`` the game's content is read from
(``content``), which of them any phone may fetch (``public``: names and descriptions, never a
secret such as the quiz's answers), where the club's own content lives under the data folder
(``own``, the quiz's imported packs), and how the documents become the game (``load`` then
``make``). The table code's digits and the player counts are the rules' own (:attr:`rules`).
"""

from __future__ import annotations

import fnmatch
import posixpath
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from .contract import Game

C = TypeVar("C")


@dataclass
class Documents:
    """Content files already read as JSON. ``files``: path under ``gm_resources/<id>/`` → document
    (``decks/family.json``); ``own``: path under the data folder → document, the club's own files.

    A loader leaves out an own file it cannot use and says why in ``skipped`` (the club's own
    files must not keep the console from starting); a broken file of the game's own content is an
    error."""

    files: Mapping[str, Any]
    own: Mapping[str, Any] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)

    def named(self, pattern: str) -> dict[str, Any]:
        """The documents whose path matches ``pattern``, by file name (``family.json``), in order."""
        return {posixpath.basename(path): doc for path, doc in sorted(self.files.items())
                if fnmatch.fnmatchcase(path, pattern)}


@dataclass(frozen=True)
class GameEntry(Generic[C]):
    """One game for the platform: its rules class, its content files and how they are loaded."""

    rules: type[Game[Any]]
    """The game's class: its ``id``, its player counts and its table code's digits (QZ-03)."""
    make: Callable[[C], Game[Any]]
    """The game object for its loaded content (usually the rules class itself)."""
    load: Callable[[Documents], C]
    """The content from its documents, parsed and checked; raises ``ValueError`` naming the file."""
    content: tuple[str, ...]
    """The files the content is read from: paths or patterns (``decks/*.json``) under
    ``gm_resources/<id>/``; a path without a wildcard must exist."""
    public: tuple[str, ...] = ()
    """Of ``content``, what any phone may fetch at ``/content/<id>/<file name>``."""
    own: str | None = None
    """A pattern of the club's own content files under the data folder (``packs/*.json``)."""

    @property
    def id(self) -> str:
        return self.rules.id

    @property
    def code_digits(self) -> int:
        return self.rules.code_digits

    def game_from(self, documents: Documents) -> Game[Any]:
        return self.make(self.load(documents))

    def public_path(self, name: str) -> str | None:
        """The path under ``gm_resources/<id>/`` of the public file called ``name``, or None."""
        for pattern in self.public:
            folder, base = posixpath.split(pattern)
            if "/" not in name and fnmatch.fnmatchcase(name, base):
                return posixpath.join(folder, name)
        return None
