"""Why a moderator's request was refused, in the console's language (PLT-11, PLT-15, PLT-04).

The table refuses with a code (``rules.core.RejectionCode``: the status bar's short text,
``gm_console.texts``) and a short English note, the reason (``"3 players are needed"``, ``"not ready:
seats [1, 2]"``). The console says the reason in its own language, naming the players by their
nicknames (a mafia place as ``7 · Ola``): :data:`REASONS` gives, for each reason a moderator's
request can get, the engine's words with their values named in braces and the console's words
for them. A reason no entry matches is said by its code, never in English.

A value's name says what it is: ``seat``/``seats`` a table seat (its nickname; a list ``[1, 2]`` of
them), ``place`` a mafia place, ``n`` a count (the console's words are counted,
``gm_console.plurals``), ``reason`` another reason (said in its turn), ``x`` a value shown as it is
(a number, an id), ``_`` a value left unsaid (a list of phases). A digit after a name tells two
apart (``x2``).

The undo's refusals (PLT-04) say which step put a secret on the phones, by its command's name, and
what can be done instead (a wrong deal is aborted and dealt anew).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from . import texts, views
from .plurals import counted, forms
from .views import Json

CONTEXT = "Refusals"

REASONS: dict[str, object] = {
    # every table (rules.core.contract, net.table)
    "add a number of seconds other than 0": QT_TRANSLATE_NOOP("Refusals", "Add or take away some seconds, not 0"),
    "no option given": QT_TRANSLATE_NOOP("Refusals", "No option was given"),
    "no seat {x}": QT_TRANSLATE_NOOP("Refusals", "There is no seat %1"),
    "nobody is seated": QT_TRANSLATE_NOOP("Refusals", "Nobody is seated"),
    "seat {seat} has left": QT_TRANSLATE_NOOP("Refusals", "%1 has already left the table"),
    "no timer runs now": QT_TRANSLATE_NOOP("Refusals", "No timer is running now"),
    "the timer is paused": QT_TRANSLATE_NOOP("Refusals", "The timer is already paused"),
    "the timer is running": QT_TRANSLATE_NOOP("Refusals", "The timer is already running"),
    "already so": QT_TRANSLATE_NOOP("Refusals", "It is so already"),
    "{n} players are needed": QT_TRANSLATE_NOOP(
        "Refusals", "one: At least %n player is needed | other: At least %n players are needed"),
    "no moderator action to take back": QT_TRANSLATE_NOOP("Refusals", "There is no moderator action to take back"),
    "the journal could not store it ({_}); nothing changed": QT_TRANSLATE_NOOP(
        "Refusals", "The journal could not store it: nothing was changed"),
    # the spy game (SPY-03..SPY-25)
    "no deck '{x}'": QT_TRANSLATE_NOOP("Refusals", "There is no deck %1"),
    "a round lasts 5, 8 or 10 minutes": QT_TRANSLATE_NOOP("Refusals", "A round lasts 5, 8 or 10 minutes"),
    "seat {seat} is already asking": QT_TRANSLATE_NOOP("Refusals", "%1 is asking already"),
    "seat {seat} is not playing this round": QT_TRANSLATE_NOOP("Refusals", "%1 is not playing this round"),
    "two spies need at least {n} players; {x} are seated": QT_TRANSLATE_NOOP(
        "Refusals", "one: Two spies need at least %n player; seated now: %1 | "
                    "other: Two spies need at least %n players; seated now: %1"),
    "only before a deal or after a round": QT_TRANSLATE_NOOP("Refusals", "Only before a deal or after a round"),
    "deal the cards first, once per round": QT_TRANSLATE_NOOP("Refusals", "Deal the cards first, once per round"),
    "no round is on": QT_TRANSLATE_NOOP("Refusals", "No round is on"),
    "only while questions are asked": QT_TRANSLATE_NOOP("Refusals", "Only while questions are asked"),
    "only while the round runs": QT_TRANSLATE_NOOP("Refusals", "Only while the round runs"),
    "the round is over": QT_TRANSLATE_NOOP("Refusals", "The round is over"),
    "time is up": QT_TRANSLATE_NOOP("Refusals", "Time is up"),
    "it is seat {seat}'s turn to ask": QT_TRANSLATE_NOOP("Refusals", "Now %1 asks"),
    # SUSPI (SUS-01, SUS-27)
    "composition: {reason}": QT_TRANSLATE_NOOP("Refusals", "This composition cannot be dealt: %1"),
    "at least one murderer": QT_TRANSLATE_NOOP("Refusals", "at least one Murderer is needed"),
    "no negative counts": QT_TRANSLATE_NOOP("Refusals", "a count cannot be below zero"),
    "at most one investigator, doctor, exorcist and szur": QT_TRANSLATE_NOOP(
        "Refusals", "at most one Investigator, Doctor, Exorcist and Szur"),
    "the exorcist plays only with ghosts": QT_TRANSLATE_NOOP("Refusals", "the Exorcist plays only with the Ghosts"),
    "the murderers must be fewer than the others": QT_TRANSLATE_NOOP(
        "Refusals", "the Murderers must be fewer than the others"),
    "more roles than players": QT_TRANSLATE_NOOP("Refusals", "more roles than players"),
    "deal first": QT_TRANSLATE_NOOP("Refusals", "Deal the cards first"),
    "default takes no counts": QT_TRANSLATE_NOOP("Refusals", "The default composition takes no counts"),
    "no game is on": QT_TRANSLATE_NOOP("Refusals", "No game is on"),
    "no timer runs in this phase": QT_TRANSLATE_NOOP("Refusals", "No timer runs in this phase"),
    "nothing to change": QT_TRANSLATE_NOOP("Refusals", "Nothing to change"),
    "only before dealing or after a game": QT_TRANSLATE_NOOP("Refusals", "Only before the deal or after a game"),
    "the default is in use": QT_TRANSLATE_NOOP("Refusals", "The default composition is in use already"),
    "only during {_}": QT_TRANSLATE_NOOP("Refusals", "Not at this stage of the game"),
    # club mafia (MAF-02..MAF-20)
    "only in {_}": QT_TRANSLATE_NOOP("Refusals", "Not at this stage of the game"),
    "action is one of {_}": QT_TRANSLATE_NOOP("Refusals", "There is no such night action"),
    "night slot is one of {_}": QT_TRANSLATE_NOOP("Refusals", "There is no such night slot"),
    "team is one of {_}": QT_TRANSLATE_NOOP("Refusals", "There is no such team"),
    "only during a living player's speech": QT_TRANSLATE_NOOP("Refusals", "Only during a living player's speech"),
    "the club is 21+: confirm the player's age": QT_TRANSLATE_NOOP(
        "Refusals", "The club is 21+: confirm the player's age"),
    "0 to {n} hands": QT_TRANSLATE_NOOP("Refusals", "one: From 0 to %n hand | other: From 0 to %n hands"),
    "a bonus is 1 to {x} points, either sign": QT_TRANSLATE_NOOP(
        "Refusals", "A bonus is from 1 to %1 points, plus or minus"),
    "a count is 0 to 16": QT_TRANSLATE_NOOP("Refusals", "A count is from 0 to 16"),
    "a game is on": QT_TRANSLATE_NOOP("Refusals", "A game is on"),
    "a game needs {n} players": QT_TRANSLATE_NOOP(
        "Refusals", "one: A game needs %n player | other: A game needs %n players"),
    "a role needs a name": QT_TRANSLATE_NOOP("Refusals", "A role needs a name"),
    "at most two under-fouls a game (MAF-19)": QT_TRANSLATE_NOOP("Refusals", "At most two under fouls a game"),
    "capacity is {x} to {x2}": QT_TRANSLATE_NOOP("Refusals", "A game has from %1 to %2 places"),
    "deal the cards first": QT_TRANSLATE_NOOP("Refusals", "Deal the cards first"),
    "everyone has woken: announce the morning": QT_TRANSLATE_NOOP(
        "Refusals", "Everyone has woken: announce the morning"),
    "no game on": QT_TRANSLATE_NOOP("Refusals", "No game is on"),
    "no game with cards": QT_TRANSLATE_NOOP("Refusals", "No game has its cards dealt"),
    "no place {x}": QT_TRANSLATE_NOOP("Refusals", "There is no place %1"),
    "no role '{x}'": QT_TRANSLATE_NOOP("Refusals", "There is no role %1"),
    "nobody is signed up": QT_TRANSLATE_NOOP("Refusals", "Nobody is signed up"),
    "nobody speaks now": QT_TRANSLATE_NOOP("Refusals", "Nobody is speaking now"),
    "nobody speaks": QT_TRANSLATE_NOOP("Refusals", "Nobody is speaking now"),
    "nominations are made in the circle": QT_TRANSLATE_NOOP("Refusals", "Nominations are made in the circle"),
    "one or two nominations per speaker (MAF-08)": QT_TRANSLATE_NOOP(
        "Refusals", "One or two nominations per speaker"),
    "only after seating, before the deal": QT_TRANSLATE_NOOP("Refusals", "Only after seating, before the deal"),
    "only at night": QT_TRANSLATE_NOOP("Refusals", "Only at night"),
    "only between games": QT_TRANSLATE_NOOP("Refusals", "Only between games"),
    "only the speaker (place {place}) may take time": QT_TRANSLATE_NOOP(
        "Refusals", "Only the speaker (%1) may take the time"),
    "only while a game is played": QT_TRANSLATE_NOOP("Refusals", "Only while a game is played"),
    "place {place} is not in the game": QT_TRANSLATE_NOOP("Refusals", "Place %1 is not in the game"),
    "place {place} is not on the ballot": QT_TRANSLATE_NOOP("Refusals", "%1 is not on the ballot"),
    "place {place} is already nominated": QT_TRANSLATE_NOOP("Refusals", "%1 is nominated already"),
    "place {place} is immune today (MAF-20)": QT_TRANSLATE_NOOP("Refusals", "%1 has immunity today"),
    "place {place} is immune tonight (MAF-20)": QT_TRANSLATE_NOOP("Refusals", "%1 has immunity tonight"),
    "role '{x}' exists": QT_TRANSLATE_NOOP("Refusals", "The role %1 exists already"),
    "seat {seat} is not signed up": QT_TRANSLATE_NOOP("Refusals", "%1 is not signed up"),
    "that player is in the game on: finish or abort it first": QT_TRANSLATE_NOOP(
        "Refusals", "This player is in the game on: finish or abort it first"),
    "the cards are dealt": QT_TRANSLATE_NOOP("Refusals", "The cards are dealt already"),
    "the evening has {n} names": QT_TRANSLATE_NOOP(
        "Refusals", "one: The evening's list is full: %n name | other: The evening's list is full: %n names"),
    "the night is not over: enter the pending action": QT_TRANSLATE_NOOP(
        "Refusals", "The night is not over: enter the action still to come"),
    "the time is up": QT_TRANSLATE_NOOP("Refusals", "The time is up"),
    "the {_} slot is awake now, not '{_2}'": QT_TRANSLATE_NOOP("Refusals", "Another role is awake now"),
    "'{_}' cannot be done at the {_2} slot": QT_TRANSLATE_NOOP(
        "Refusals", "This action is not done at this turn of the night"),
    "'{_}' needs a target": QT_TRANSLATE_NOOP("Refusals", "This action needs a player"),
    "{_} is 10 to 600": QT_TRANSLATE_NOOP("Refusals", "A time is from 10 to 600 seconds"),
    "{n} living players raise one hand each at most": QT_TRANSLATE_NOOP(
        "Refusals", "one: %n living player raises one hand at most | "
                    "other: %n living players raise one hand each at most"),
    # the quiz (QZ-01..QZ-31)
    "no pack '{x}'": QT_TRANSLATE_NOOP("Refusals", "There is no pack %1"),
    "no penalty '{x}'": QT_TRANSLATE_NOOP("Refusals", "There is no penalty %1"),
    "the pack has no question '{x}'": QT_TRANSLATE_NOOP("Refusals", "The pack has no question %1"),
    "lifelines are taken during a round's discussion or after the gong": QT_TRANSLATE_NOOP(
        "Refusals", "Lifelines are taken during a round's discussion or after the gong"),
    "only before 'Время пошло'": QT_TRANSLATE_NOOP("Refusals", "Only before “Time starts”"),
    "the Club's help is taken during the main minute": QT_TRANSLATE_NOOP(
        "Refusals", "The Club's help is taken during the main minute"),
    "the Host's help comes after the minute has run out": QT_TRANSLATE_NOOP(
        "Refusals", "The Host's help comes once the minute has run out"),
    "this question has no Club's help: type the hint": QT_TRANSLATE_NOOP(
        "Refusals", "This question has no Club's help: type the hint"),
    "a team has at least {n} experts": QT_TRANSLATE_NOOP(
        "Refusals", "one: A team has at least %n expert | other: A team has at least %n experts"),
    "already sent off for the next round": QT_TRANSLATE_NOOP("Refusals", "Sent off for the next round already"),
    "cut time punishes the team: no seat": QT_TRANSLATE_NOOP(
        "Refusals", "Cut time punishes the whole team: no expert is named"),
    "every expert sits out this round": QT_TRANSLATE_NOOP("Refusals", "Every expert sits out this round"),
    "every penalty that can be given is given": QT_TRANSLATE_NOOP(
        "Refusals", "Every penalty that can be given is given"),
    "every sector has been played": QT_TRANSLATE_NOOP("Refusals", "Every sector has been played"),
    "finish the round first": QT_TRANSLATE_NOOP("Refusals", "Finish the round first"),
    "mark the captain first": QT_TRANSLATE_NOOP("Refusals", "Mark the captain first"),
    "name the expert": QT_TRANSLATE_NOOP("Refusals", "Name the expert"),
    "no Minute on credit to pay back": QT_TRANSLATE_NOOP("Refusals", "No Minute on credit to pay back"),
    "no round to annul": QT_TRANSLATE_NOOP("Refusals", "No round to annul"),
    "not ready: seats {seats}": QT_TRANSLATE_NOOP("Refusals", "Not ready yet: %1"),
    "one lifeline per round": QT_TRANSLATE_NOOP("Refusals", "One lifeline per round"),
    "only after the gong": QT_TRANSLATE_NOOP("Refusals", "Only after the gong"),
    "only once the question is asked": QT_TRANSLATE_NOOP("Refusals", "Only once the question is asked"),
    "only once the sector is out": QT_TRANSLATE_NOOP("Refusals", "Only once the sector is out"),
    "only the captain": QT_TRANSLATE_NOOP("Refusals", "Only the captain"),
    "seat {seat} is not at the table": QT_TRANSLATE_NOOP("Refusals", "%1 is not at the table"),
    "seat {seat} is the captain": QT_TRANSLATE_NOOP("Refusals", "%1 is the captain already"),
    "seat {seat} sits out this round": QT_TRANSLATE_NOOP("Refusals", "%1 sits out this round"),
    "someone must be left to answer": QT_TRANSLATE_NOOP("Refusals", "Someone must be left to answer"),
    "the answerer is named": QT_TRANSLATE_NOOP("Refusals", "The answerer is named already"),
    "the captain has not named the answerer": QT_TRANSLATE_NOOP(
        "Refusals", "The captain has not named the answerer yet"),
    "the club has no other black-box question in this language": QT_TRANSLATE_NOOP(
        "Refusals", "The Club has no other black box question in this language"),
    "the debt round has no minute": QT_TRANSLATE_NOOP("Refusals", "The debt round has no minute"),
    "the game is over": QT_TRANSLATE_NOOP("Refusals", "The game is over"),
    "the hat is already taken": QT_TRANSLATE_NOOP("Refusals", "The hat is taken already"),
    "the helps burnt at 5:5": QT_TRANSLATE_NOOP("Refusals", "The lifelines burnt at 5:5"),
    "the next round is already cut": QT_TRANSLATE_NOOP("Refusals", "The next round is cut already"),
    "you have no seat at this table": QT_TRANSLATE_NOOP("Refusals", "This seat is not at the table"),
    "you sit out this round": QT_TRANSLATE_NOOP("Refusals", "This expert sits out this round"),
    "{_} was used in round {x}": QT_TRANSLATE_NOOP("Refusals", "This lifeline was used in round %1"),
}
"""The engine's reason (its values named in braces) → the console's words for it (``%1``, ``%2``…
the shown values in their order, ``%n`` the count)."""

# PLT-04: an undo refused because a secret reached the phones (net._undo.UndoScan)
_REVEALED = re.compile(r"'(?P<request>\w+)' revealed a secret and cannot be taken back")
_REVEALED_AFTER = re.compile(r"'(?P<request>\w+)' \((?P<actor>[^)]*)\) revealed a secret after '(?P<undone>\w+)', "
                             r"so that cannot be taken back")
UNDO_KEPT = {
    "deal": QT_TRANSLATE_NOOP("Refusals", "Cannot undo the deal: the cards are on the phones. Abort it and deal anew."),
    "time_go": QT_TRANSLATE_NOOP(
        "Refusals", "Cannot undo: the question has been read out. Too early? Pause the minute or annul the round."),
    "clubs_help": QT_TRANSLATE_NOOP("Refusals", "Cannot undo: the Club's help has put its hint on the phones."),
    "accept_answer": QT_TRANSLATE_NOOP("Refusals", "Cannot undo: the verdict has shown the answer."),
}
"""What a step that put a secret on the phones leaves, by its request (the same for its kin:
:data:`UNDO_KIN`)."""
UNDO_KIN = {"collect_debt": "time_go", "reject_answer": "accept_answer"}
UNDO_BY_STEP = QT_TRANSLATE_NOOP(
    "Refusals", "Cannot undo: “%1” has put a secret on the phones, and it stays revealed.")
UNDO_BY_PLAYER = QT_TRANSLATE_NOOP(
    "Refusals", "Cannot undo: since then a move by %1 has put a secret on the phones, and it stays revealed.")
UNDO_SECRET = QT_TRANSLATE_NOOP(
    "Refusals", "Cannot undo: a secret has reached the phones since, and it stays revealed.")

_KINDS = {"seat": r"\d+", "place": r"\d+", "n": r"\d+", "seats": r"\[[\d, ]*\]", "x": r".+?", "_": r".+?",
          "reason": r".+"}
_VALUE = re.compile(r"\{(\w+?)\d*\}")


@dataclass(frozen=True)
class Reason:
    """One entry of :data:`REASONS`: the engine's words as a pattern, the kinds of its values."""

    pattern: re.Pattern[str]
    kinds: tuple[str, ...]
    words: str


def said(source: object) -> str:
    """A source text of this module (marked ``QT_TRANSLATE_NOOP``) in the console's language now."""
    return QCoreApplication.translate(CONTEXT, str(source))


def _reason(template: str, words: object) -> Reason:
    parts, kinds, at = [], [], 0
    for value in _VALUE.finditer(template):
        parts.append(re.escape(template[at:value.start()]))
        kind = value.group(1)
        if kind not in _KINDS:
            raise ValueError(f"{template!r}: unknown kind of value {kind!r}")
        parts.append(f"({_KINDS[kind]})")
        kinds.append(kind)
        at = value.end()
    parts.append(re.escape(template[at:]))
    return Reason(re.compile("".join(parts)), tuple(kinds), str(words))


KNOWN = tuple(_reason(template, words) for template, words in REASONS.items())


def place_name(view: Json, place: int) -> str:
    """``7 · Ola`` for a mafia place of the game on, its number alone otherwise."""
    for row in views.game(view).get("places") or []:
        if row.get("place") == place:
            return f"{place} · {row.get('nickname')}"
    return str(place)


def explain(code: str, reason: str, view: Json,
            step_name: Callable[[str], str | None] = lambda _request: None) -> str:
    """The refusal ``code``/``reason`` in the console's language, players by their nicknames;
    ``step_name`` names a request by the console's command for it (an undo's refusal, PLT-04)."""
    undo = _undo(reason, view, step_name)
    if undo is not None:
        return undo
    for known in KNOWN:
        match = known.pattern.fullmatch(reason)
        if match is None:
            continue
        words = said(known.words)
        shown: list[str] = []
        count: int | None = None
        for kind, value in zip(known.kinds, match.groups(), strict=True):
            if kind == "n":
                count = int(value)
            elif kind == "seat":
                shown.append(views.nickname(view, int(value)))
            elif kind == "seats":
                shown.append(views.names(view, [int(s) for s in re.findall(r"\d+", value)]))
            elif kind == "place":
                shown.append(place_name(view, int(value)))
            elif kind == "reason":
                shown.append(explain(code, value, view, step_name))
            elif kind == "x":
                shown.append(value)
        if count is not None or forms(words):
            words = counted(words, count or 0)
        for index in range(len(shown), 0, -1):  # %10 before %1
            words = words.replace(f"%{index}", shown[index - 1])
        return words
    return texts.rejection(code)  # a reason nobody worded: its code's words, never English


def _undo(reason: str, view: Json, step_name: Callable[[str], str | None]) -> str | None:
    """PLT-04: which step put a secret on the phones and what can be done instead; None when
    ``reason`` is not an undo's."""
    match = _REVEALED.fullmatch(reason) or _REVEALED_AFTER.fullmatch(reason)
    if match is None:
        return None
    request = match.group("request")
    kept = UNDO_KEPT.get(UNDO_KIN.get(request, request))
    if kept is not None:
        return said(kept)
    actor = match.groupdict().get("actor") or "moderator"
    if actor.startswith("player:"):
        name = views.nickname(view, int(actor.split(":", 1)[1]))
        return said(UNDO_BY_PLAYER).replace("%1", name)
    step = step_name(request)
    if step:
        return said(UNDO_BY_STEP).replace("%1", step)
    return said(UNDO_SECRET)
