"""Translated texts for the codes the views and the table send (PLT-15).

A view says ``"phase": "asking"`` or a rejection says ``"out_of_turn"``; the console shows the text
for that code in the current language. Unknown codes are shown as they are, never dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

_CONTEXT = "Texts"

AWARDS = {
    "order_of_the_crystal_hippo": QT_TRANSLATE_NOOP("Texts", "Order of the Crystal Hippo"),
    "crystal_hippo": QT_TRANSLATE_NOOP("Texts", "The Crystal Hippo"),
    "order_of_the_diamond_hippo": QT_TRANSLATE_NOOP("Texts", "Order of the Diamond Hippo"),
    "diamond_hippo": QT_TRANSLATE_NOOP("Texts", "The Diamond Hippo"),
}
"""The quiz's awards for a player's team wins (QZ-26)."""


REJECTIONS = {
    # refused by the game rules (rules.core.RejectionCode)
    "unknown_request": QT_TRANSLATE_NOOP("Texts", "This action is not known here"),
    "bad_argument": QT_TRANSLATE_NOOP("Texts", "This action has a wrong value"),
    "not_allowed": QT_TRANSLATE_NOOP("Texts", "This action is not allowed"),
    "wrong_phase": QT_TRANSLATE_NOOP("Texts", "Not possible at this moment of the game"),
    "out_of_turn": QT_TRANSLATE_NOOP("Texts", "It is not this player's turn"),
    "already_done": QT_TRANSLATE_NOOP("Texts", "This has already been done"),
    "table_full": QT_TRANSLATE_NOOP("Texts", "The table is full"),
    "name_taken": QT_TRANSLATE_NOOP("Texts", "This nickname is taken"),
    "too_few_players": QT_TRANSLATE_NOOP("Texts", "Too few players"),
    "not_a_player": QT_TRANSLATE_NOOP("Texts", "This seat does not play in this round"),
    "nothing_to_undo": QT_TRANSLATE_NOOP("Texts", "There is nothing to undo"),
    "secret_revealed": QT_TRANSLATE_NOOP("Texts", "Cannot undo: a secret has already been revealed"),
    "not_playable": QT_TRANSLATE_NOOP("Texts", "The content chosen cannot be played: see the lobby"),
    "storage_failed": QT_TRANSLATE_NOOP("Texts", "The journal could not be written: nothing was changed"),
    # refused by the protocol (net.protocol.ErrorCode)
    "bad_json": QT_TRANSLATE_NOOP("Texts", "The message could not be read"),
    "bad_message": QT_TRANSLATE_NOOP("Texts", "The message is malformed"),
    "unknown_type": QT_TRANSLATE_NOOP("Texts", "Unknown message type"),
    "too_large": QT_TRANSLATE_NOOP("Texts", "The message is too large"),
    "protocol_version": QT_TRANSLATE_NOOP("Texts", "Incompatible app version"),
    "wrong_code": QT_TRANSLATE_NOOP("Texts", "No table with this code"),
    "bad_token": QT_TRANSLATE_NOOP("Texts", "This seat link is no longer valid"),
    "not_joined": QT_TRANSLATE_NOOP("Texts", "Join the table first"),
    "already_joined": QT_TRANSLATE_NOOP("Texts", "Already joined"),
    "rate_limited": QT_TRANSLATE_NOOP("Texts", "Too many messages"),
    "stale": QT_TRANSLATE_NOOP("Texts", "The table changed; look again"),
}

PRESENCE = {
    "connected": QT_TRANSLATE_NOOP("Texts", "connected"),
    "away": QT_TRANSLATE_NOOP("Texts", "away"),
    "left": QT_TRANSLATE_NOOP("Texts", "left"),
}


def coded(context: str, table: Mapping[str, object], *, unknown: str | None = None) -> Callable[[str | None], str]:
    """The words for the codes a view sends (phases, roles, outcomes…): ``coded(ctx, TABLE)(code)``
    is the source text ``TABLE[code]`` (marked with ``QT_TRANSLATE_NOOP(ctx, …)``) translated in the
    Qt context ``ctx`` now, so a language change needs nothing made again. A code nobody worded is
    shown as it is (or as ``unknown``), never dropped; None is an empty text."""

    def words(code: str | None) -> str:
        if code is None:
            return ""
        source = table.get(code)
        if source:
            return QCoreApplication.translate(context, str(source))
        return str(code) if unknown is None else unknown

    return words


rejection = coded(_CONTEXT, REJECTIONS)
presence = coded(_CONTEXT, PRESENCE)
award = coded(_CONTEXT, AWARDS)
