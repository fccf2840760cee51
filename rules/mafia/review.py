"""The review of one game ("разбор", MAF-23, MAF-24): its timeline and its measured facts, from the
journal alone.

How to call::

    review = game_review(entries, number, roles)   # entries: (now_ms, events) of accepted requests
    marks = review.moments                          # each at its journal time (now_ms)
    facts = player_facts(review, roles)             # place -> Facts

Pure: no I/O, no clock. A moment's time is the time its request was accepted (the host's key), so
a recording whose first sound is known on the same clock places it in the audio
(:func:`offset_ms`). Places, not nicknames: who may be named is the page's business (MAF-24).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .roles import Role

Event = Mapping[str, Any]

SPEECH_KINDS = ("circle", "defence", "last_words")
"""MAF-08 the circle, MAF-11/MAF-14 a defence speech, MAF-06 last words."""
VOTE_PHASES = ("nominee_vote", "hands", "first_day_question", "car_crash")
"""MAF-09, MAF-11, MAF-12, MAF-13: a vote opens with its phase and is closed by the hands."""
SECTION_PHASES = ("free_talk", "acquaintance", "circle", "defence", "night")
"""Phases a timeline marks where they begin (MAF-07, MAF-08, MAF-11, MAF-15)."""


@dataclass(frozen=True)
class Moment:
    """One entry of a game's timeline, at ``at_ms`` (the journal's time).

    ``kind`` is one of: a phase of :data:`SECTION_PHASES`; ``speech`` (``speech`` is its kind of
    :data:`SPEECH_KINDS`, ``until_ms`` its end, ``under_fouls`` the +30 s taken in it); ``nomination``
    (``by`` nominates ``place``); a vote of :data:`VOTE_PHASES` (``places`` on the ballot,
    ``counts`` the hands, ``hands``/``yes`` the question's, ``outcome`` and ``chosen``);
    ``foul`` and ``under_foul`` (``place``); ``night_action`` (``slot``, ``action``, ``place`` the
    target, ``found`` a check's answer); ``morning`` (``places`` the victims, ``chosen`` the
    silenced); ``out`` (``place``, ``how``, ``role`` or "" when not revealed); ``bonus`` (``hands``
    the points); ``game_over`` (``outcome`` the result)."""

    at_ms: int
    kind: str
    day: int = 0
    night: int = 0
    place: int | None = None
    by: int | None = None
    speech: str = ""
    until_ms: int | None = None
    under_fouls: int = 0
    places: tuple[int, ...] = ()
    counts: tuple[tuple[int, int], ...] = ()
    hands: int | None = None
    yes: bool | None = None
    outcome: str = ""
    chosen: tuple[int, ...] = ()
    slot: str = ""
    action: str = ""
    found: bool | None = None
    how: str = ""
    role: str = ""


@dataclass(frozen=True)
class Seat:
    place: int
    seat: int
    role: str = ""


@dataclass(frozen=True)
class GameReview:
    game: int
    seats: tuple[Seat, ...]
    moments: tuple[Moment, ...]
    result: str | None
    started_ms: int
    ended_ms: int
    points: Mapping[int, int] = field(default_factory=dict)
    first_out: tuple[int, ...] = ()

    def seat_of(self, place: int) -> int | None:
        return next((s.seat for s in self.seats if s.place == place), None)

    def role_of(self, place: int) -> str:
        return next((s.role for s in self.seats if s.place == place), "")

    def places_of(self, seats: Iterable[int]) -> set[int]:
        wanted = set(seats)
        return {s.place for s in self.seats if s.seat in wanted}


def games_in(entries: Sequence[tuple[int, Sequence[Event]]]) -> list[int]:
    """The numbers of the games seated in ``entries``, in order, each once."""
    out: list[int] = []
    for _, events in entries:
        for e in events:
            if e.get("type") == "players_seated" and int(e["game"]) not in out:
                out.append(int(e["game"]))
    return out


def _game_entries(entries: Sequence[tuple[int, Sequence[Event]]], game: int) -> list[tuple[int, Sequence[Event]]]:
    """The entries of ``game``: from its last seating (a re-seating replaces the first) to its end."""
    start = None
    for i, (_, events) in enumerate(entries):
        if any(e.get("type") == "players_seated" and int(e["game"]) == game for e in events):
            start = i
    if start is None:
        raise KeyError(f"no game {game}")
    out: list[tuple[int, Sequence[Event]]] = []
    for at, events in entries[start:]:
        if out and any(e.get("type") == "players_seated" for e in events):
            break  # the next game's seating
        out.append((at, events))
        if any(e.get("type") == "game_over" for e in events):
            break
    return out


def game_review(entries: Sequence[tuple[int, Sequence[Event]]], game: int) -> GameReview:
    """The timeline of ``game`` from the journal's accepted entries (oldest first): every speech
    (MAF-06, MAF-08, MAF-11, MAF-19), nomination (MAF-08), vote with its hands (MAF-09..MAF-14),
    foul (MAF-18), night action and morning (MAF-15..MAF-17), who left (MAF-06) and the end
    (MAF-21, MAF-22)."""
    own = _game_entries(entries, game)
    moments: list[Moment] = []
    seats: dict[int, Seat] = {}
    result: str | None = None
    points: dict[int, int] = {}
    first_out: tuple[int, ...] = ()
    day = night = 0
    phase = ""
    speech: int | None = None  # the index of the speech going on
    vote: int | None = None  # the index of the vote open

    def close_speech(at: int) -> None:
        nonlocal speech
        if speech is not None:
            moments[speech] = replace(moments[speech], until_ms=at)
            speech = None

    for at, events in own:
        for e in events:
            kind = e.get("type")
            if kind == "players_seated":
                seats = {int(x["place"]): Seat(int(x["place"]), int(x["seat"])) for x in e["places"]}
            elif kind == "cards_dealt":
                for x in e["roles"]:
                    place = int(x["place"])
                    if place in seats:
                        seats[place] = replace(seats[place], role=str(x["role"]))
            elif kind == "phase_entered":
                close_speech(at)
                phase, day, night = str(e["phase"]), int(e["day"]), int(e["night"])
                vote = None
                if phase in SECTION_PHASES:
                    moments.append(Moment(at, phase, day, night, places=tuple(int(p) for p in e.get("candidates", ()))))
                elif phase in VOTE_PHASES:
                    vote = len(moments)
                    moments.append(Moment(at, phase, day, night, places=tuple(int(p) for p in e.get("candidates", ()))))
            elif kind == "speech_started":
                close_speech(at)
                speech = len(moments)
                moments.append(Moment(at, "speech", day, night, place=int(e["place"]),
                                      speech=phase if phase in SPEECH_KINDS else "circle"))
            elif kind == "nominated":
                moments.append(Moment(at, "nomination", day, night, place=int(e["place"]),
                                      by=int(e["by"]) if e.get("by") is not None else None))
            elif kind == "hands_counted" and vote is not None:
                counts = dict(moments[vote].counts)
                counts[int(e["place"])] = int(e["count"])
                moments[vote] = replace(moments[vote], counts=tuple(sorted(counts.items())))
            elif kind == "vote_closed" and vote is not None:
                closed = tuple((int(c["place"]), int(c["count"])) for c in e.get("counts", ()))
                chosen = e.get("expelled") or e.get("candidates") or ()
                moments[vote] = replace(moments[vote], counts=closed, outcome=str(e.get("outcome", "")),
                                        chosen=tuple(int(p) for p in chosen))
            elif kind in ("first_day_asked", "car_crash_asked") and vote is not None:
                yes = bool(e["yes"])
                moments[vote] = replace(moments[vote], hands=int(e["hands"]), yes=yes)
            elif kind == "fouled":
                place = int(e["place"])
                under = bool(e["under"])
                moments.append(Moment(at, "under_foul" if under else "foul", day, night, place=place))
                if under and speech is not None and moments[speech].place == place:  # MAF-19
                    moments[speech] = replace(moments[speech], under_fouls=moments[speech].under_fouls + 1)
            elif kind in ("night_action", "checked"):
                target = e.get("target")
                moments.append(Moment(at, "night_action", day, int(e.get("night", night)),
                                      place=int(target) if target is not None else None, slot=str(e["slot"]),
                                      action=str(e["action"]),
                                      found=bool(e["result"]) if kind == "checked" else None))
            elif kind == "morning":
                moments.append(Moment(at, "morning", day, int(e["night"]),
                                      places=tuple(int(p) for p in e.get("victims", ())),
                                      chosen=tuple(int(p) for p in e.get("silenced", ()))))
            elif kind in ("player_out", "player_out_hidden"):
                moments.append(Moment(at, "out", day, night, place=int(e["place"]), how=str(e["how"]),
                                      role=str(e.get("role", "")) if kind == "player_out" else ""))
            elif kind == "first_out":
                first_out = tuple(int(p) for p in e.get("places", ()))
            elif kind == "bonus":
                moments.append(Moment(at, "bonus", day, night, place=int(e["place"]), hands=int(e["points"])))
            elif kind == "game_over":
                close_speech(at)
                result = str(e["result"])
                for x in e.get("table", ()):
                    seats[int(x["place"])] = Seat(int(x["place"]), int(x["seat"]), str(x["role"]))
                points = {int(x["place"]): int(x["points"]) for x in e.get("points", ())}
                moments.append(Moment(at, "game_over", day, night, outcome=result))
    end = own[-1][0] if own else 0
    if speech is not None:
        close_speech(end)
    return GameReview(game, tuple(seats[p] for p in sorted(seats)), tuple(moments), result,
                      own[0][0] if own else 0, end, points, first_out)


def offset_ms(at_ms: int, started_ms: int) -> int:
    """Where a moment of the journal is in a recording whose first sound was at ``started_ms``
    (MAF-23); negative: before the recording began."""
    return at_ms - started_ms


def speech_segments(review: GameReview, places: Iterable[int]) -> list[tuple[int, int, int]]:
    """(start, end, place) of every speech by one of ``places``, their under-foul time included
    (MAF-19): the parts of the recording a club cuts for players who opted out (MAF-24)."""
    wanted = set(places)
    return [(m.at_ms, m.until_ms if m.until_ms is not None else review.ended_ms, m.place)
            for m in review.moments if m.kind == "speech" and m.place in wanted]


@dataclass(frozen=True)
class Facts:
    """What the journal measured of one place in one game (MAF-24: published beside the nick)."""

    place: int
    team: str
    won: bool | None  # the team's result; None: nobody won (a draw, an aborted game)
    nominations: int  # MAF-08: nominations this player made
    nominations_black: int  # of them, on a black card (the mafia team or a loner, MAF-21)
    nominated: int  # times others nominated this player
    fouls: int  # MAF-18, the under-foul ones included
    under_fouls: int  # MAF-19
    speeches: int
    speaking_ms: int  # from each speech's start to the next moment that ended it
    first_out: bool  # MAF-20
    out: str  # how the player left ("" : to the end)
    out_day: int
    out_night: int
    checks: int  # MAF-16: the checks this player made at night
    checks_found: int  # of them, those that found what the check looks for
    points: int  # MAF-24 rating points: +1 for the winning side and the host's bonuses


WINNING_TEAM = {"reds": "red", "blacks": "black"}
"""MAF-21, MAF-22: the team that wins with each result; loners never win (house)."""


def player_facts(review: GameReview, roles: Mapping[str, Role]) -> dict[int, Facts]:
    """Each place's measured facts. Hands are counted, never named (MAF-11), so no fact says whom
    a player voted for."""
    out: dict[int, Facts] = {}
    winner = WINNING_TEAM.get(review.result or "")
    holders: dict[str, list[int]] = {}
    for s in review.seats:
        role = roles.get(s.role)
        for slot in role.night_slots if role is not None else ():
            holders.setdefault(slot, []).append(s.place)
    for s in review.seats:
        role = roles.get(s.role)
        team = role.team if role is not None else ""
        mine = [m for m in review.moments if m.place == s.place]
        made = [m for m in review.moments if m.kind == "nomination" and m.by == s.place]
        black = [m for m in made if m.place is not None and (r := roles.get(review.role_of(m.place))) and r.black]
        speeches = [m for m in mine if m.kind == "speech"]
        out_moment = next((m for m in mine if m.kind == "out"), None)
        checks = [m for m in review.moments if m.kind == "night_action" and m.found is not None
                  and s.place in holders.get(m.slot, ())]
        out[s.place] = Facts(
            place=s.place,
            team=team,
            won=None if winner is None else team == winner,
            nominations=len(made),
            nominations_black=len(black),
            nominated=sum(1 for m in mine if m.kind == "nomination"),
            fouls=sum(1 for m in mine if m.kind in ("foul", "under_foul")),
            under_fouls=sum(1 for m in mine if m.kind == "under_foul"),
            speeches=len(speeches),
            speaking_ms=sum((m.until_ms or review.ended_ms) - m.at_ms for m in speeches),
            first_out=s.place in review.first_out,
            out=out_moment.how if out_moment is not None else "",
            out_day=out_moment.day if out_moment is not None else 0,
            out_night=out_moment.night if out_moment is not None and out_moment.how in ("killed", "kamikaze") else 0,
            checks=len(checks),
            checks_found=sum(1 for m in checks if m.found),
            points=int(review.points.get(s.place, 0)),
        )
    return out
