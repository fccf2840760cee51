"""What the shared checks need to know of each game, read from the game's own test folder.

The shared tests take every game from the registry (``rules.registry.IDS``); what they cannot work
out of the rules alone (which requests move a table on, which content ids its requests take, where
a phone's view holds a secret) a game says in ``tests/rules/<game>/shared.py``, so that adding a
game edits no shared test. :func:`part` reads one name of it and says clearly what is missing.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

PARTS: dict[str, str] = {
    "SEATS": "how many players a random table seats before it plays (tests/net/test_undo_secrets.py)",
    "FORWARD": "the moderator's requests that move a table towards its next secret: drawn often "
               "(tests/net/test_undo_secrets.py)",
    "KICK": "the moderator's request that takes a seat away, with a 'seat' argument "
            "(tests/net/test_undo_secrets.py)",
    "WALK_PLAYERS": "how many players the console's random walk seats (tests/gm_console/test_no_english.py)",
    "WALK_STEPS": "how many random requests that walk sends (tests/gm_console/test_no_english.py)",
    "WALK_RARE": "requests that end a round or a game early, sent seldom so the walk sees the later phases "
                 "too; frozenset() for none (tests/gm_console/test_no_english.py)",
    "PHONE_PLAYERS": "how many players the phone's random walk seats, its own phone among them "
                     "(tests/e2e/test_no_english_phone.py)",
    "PHONE_STEPS": "how many random requests that walk sends (tests/e2e/test_no_english_phone.py)",
    "PHONE_OPTIONS": "the options that walk's table starts with, or None (tests/e2e/test_no_english_phone.py)",
    "walk": "walk(console: tests.gm_console.walks.Built) -> Iterator[str]: the console with the game's "
            "largest table through every phase, yielding each phase's name once it is on screen "
            "(tests/gm_console/test_layout.py, docs/screenshots_console.py)",
    "options": "options(game) -> [(request type, args)]: the moderator's option changes a random table "
               "tries between deals, [] for none (tests/net/test_undo_secrets.py)",
    "words": "words(game) -> [id]: the content ids the game's requests may take, [] for none "
             "(tests/net/test_undo_secrets.py)",
    "BOARD_MOMENTS": "[(name, drive(served))]: the board's busiest moments, each driven on a "
                     "tests.e2e.serverfix.ServedTable at the game's largest table (tests/e2e/test_board_sizes.py)",
    "BOARD_TABLE": "the ServedTable arguments those moments' table is made with, {} for none "
                   "(tests/e2e/test_board_sizes.py)",
    "TITLES": "{lang: name}: the game's name as its rule book gives it, on the console's game picker and "
              "the projector's title (tests/gm_console/test_i18n.py)",
    "DESK_UK": "some words of the game's desk in Ukrainian: a panel title, a command and a panel's own "
               "words (tests/gm_console/test_i18n.py)",
    "DESK_EN": "the same desk's English words, none of which may be left once it speaks Ukrainian "
               "(tests/gm_console/test_i18n.py)",
    "secrets": "secrets(game_view) -> {key: text}: the secrets a phone's view.game holds, each under "
               "the deal or round it belongs to (tests/net/test_undo_secrets.py, PLT-04)",
}
"""Every name a game's ``shared.py`` gives, and what it is for."""


def module_of(game_id: str) -> ModuleType:
    """The game's ``tests/rules/<game>/shared.py``; LookupError naming the file when there is none."""
    name = f"tests.rules.{game_id}.shared"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name is not None and name.startswith(e.name):
            raise LookupError(
                f"{game_id}: tests/rules/{game_id}/shared.py is missing: it tells the shared checks "
                f"{', '.join(PARTS)} (tests/game_parts.py says what each is)") from None
        raise


def part(game_id: str, name: str) -> Any:
    """``name`` of the game's ``shared.py``; LookupError saying what it is when the game lacks it."""
    if name not in PARTS:
        raise KeyError(f"{name!r} is not a part of a game's shared.py; the parts: {', '.join(PARTS)}")
    module = module_of(game_id)
    if not hasattr(module, name):
        raise LookupError(f"{game_id}: tests/rules/{game_id}/shared.py has no {name}: {PARTS[name]}")
    return getattr(module, name)
