"""The spy game's words at the console and on its board: the phases, the outcomes of a round and
its winners (PLT-15), by the codes the views send (SPY-27..SPY-37).

Their translation context stays ``Texts`` (where they were first translated).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...plurals import counted
from ...texts import coded

TITLE = str(QT_TRANSLATE_NOOP("Texts", "Spy"))
"""The game's name at the console and on the projector (translated in the "Texts" context)."""

_CONTEXT = "Texts"

PHASES = {
    "lobby": QT_TRANSLATE_NOOP("Texts", "Lobby: players are joining"),
    "dealt": QT_TRANSLATE_NOOP("Texts", "Cards dealt: players look at their cards"),
    "asking": QT_TRANSLATE_NOOP("Texts", "Round running: questions"),
    "accusation": QT_TRANSLATE_NOOP("Texts", "Accusation: voting"),
    "suspect_vote": QT_TRANSLATE_NOOP("Texts", "Time is up: everyone names a suspect"),
    "last_guess": QT_TRANSLATE_NOOP("Texts", "The exposed spy guesses the location"),
    "round_over": QT_TRANSLATE_NOOP("Texts", "Round over"),
}

OUTCOMES = {
    "accused_spy": QT_TRANSLATE_NOOP("Texts", "The spy was caught by an accusation"),
    "accused_innocent": QT_TRANSLATE_NOOP("Texts", "An innocent player was accused"),
    "spy_guessed": QT_TRANSLATE_NOOP("Texts", "The spy guessed the location"),
    "spy_guessed_wrong": QT_TRANSLATE_NOOP("Texts", "The spy guessed wrong"),
    "spy_hid": QT_TRANSLATE_NOOP("Texts", "Time ran out and the spy stayed hidden"),
    "exposed_spy_guessed": QT_TRANSLATE_NOOP("Texts", "The spy was exposed but guessed the location"),
    "exposed_spy_guessed_wrong": QT_TRANSLATE_NOOP("Texts", "The spy was exposed and guessed wrong"),
    "aborted": QT_TRANSLATE_NOOP("Texts", "The round was aborted: nobody scores"),
    "spy_left": QT_TRANSLATE_NOOP("Texts", "The spy left: nobody scores"),
    "too_few_players": QT_TRANSLATE_NOOP("Texts", "Too few players remained: nobody scores"),
}

WINNERS = {
    "spies": QT_TRANSLATE_NOOP("Texts", "The spies win"),
    "locals": QT_TRANSLATE_NOOP("Texts", "The locals win"),
}


phase = coded(_CONTEXT, PHASES)
outcome = coded(_CONTEXT, OUTCOMES)
_winners = coded(_CONTEXT, WINNERS)


WINNING_SPIES = QT_TRANSLATE_NOOP("Texts", "one: The spy wins | other: The spies win")
"""SPY-06: the spies' win agrees with their count, one spy or two (PLT-15, CLDR plural forms)."""


def winner(code: str | None, spies: int | None = None) -> str:
    """Who won, in words; with ``spies`` (how many there were) the spies' win agrees with it."""
    if code == "spies" and spies is not None:
        return counted(QCoreApplication.translate(_CONTEXT, str(WINNING_SPIES)), spies)
    return _winners(code)
