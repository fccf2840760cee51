"""Club mafia's board (PLT-13), from the public view only (PLT-05): the evening's sign-ups (the
line-up and the reserve) with the join code; by day the seats with their state and fouls, the
speaker and their countdown, the nominations and the vote in progress, the car crash's question;
at night nothing but "night" (MAF-15); at the end the winner and "place — role — nick" for every
place (MAF-04). The live board shows every nick: the opt-out of MAF-24 is for published records.

Each result is its own moment (a beat): the morning (who the night took, or nobody), who is
expelled (a car crash's pair too) or removed for fouls, the car crash's question, the winner."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import board as b
from ..core.board import Json, Text
from .board_texts import TEXTS
from .roles import Role
from .state import FOULS_TO_REMOVAL

TITLE = TEXTS("title")
LOW_MS = 10_000
"""A speech's clock turns amber in its last ten seconds."""
SPEECHES = ("free_talk", "circle", "defence", "last_words")
DAY = (*SPEECHES, "nominee_vote", "first_day_question", "hands", "car_crash")
VOTES = ("nominee_vote", "first_day_question", "hands", "car_crash")
QUESTIONS = {"nominee_vote": "ph_nominee_vote", "first_day_question": "q_first", "hands": "q_hands"}
SPEAKER_LABEL = {"defence": "defends", "last_words": "ph_last_words"}
OUT_NOTE = {"killed": "out_killed", "expelled": "out_expelled", "fouls": "out_fouls", "kamikaze": "out_kamikaze"}
WINNER_TONE = {"reds": "good", "blacks": "bad"}
TEAM_TONE = {"red": "good", "black": "bad", "loner": "violet"}
"""A shown card's team as the board colours it: the reds, the mafia, the black loners (MAF-05)."""
HOLD_MS = 6_000
"""How long a result holds the board before the scene beneath it comes back."""
CUES = {"night": "mafia_night", "game_over": "results"}
"""The console's own sounds (``gm_console/games/mafia/cues.py``): a TV plays what the room hears."""


def scene(catalog: Mapping[str, Role], view: Json) -> Json:
    g: Json = view.get("game") or {}
    phase = str(g.get("phase") or "evening")
    names = _Names(catalog, g)
    number, day = int(g.get("game") or 0), int(g.get("day") or 0)
    where: list[Text] = [TEXTS("game_n", n=number)] if number else []
    if phase == "night":  # MAF-15: nothing but "night", whatever the night holds
        return b.scene(TITLE, round=b.join_texts(where), moment="night",
                       main=[b.text(TEXTS("ph_night"), "winner", tone="muted", id="night")], cue="mafia_night")
    if day and phase in DAY:
        where.append(TEXTS("day_n", n=day))
    beat: Json | None = None
    side: Json | None = None
    moment = phase
    if phase == "evening" or (phase == "game_over" and not g.get("result")):
        moment = "evening"
        main = _evening(view, g)
        side = _roster(view, g)
    elif phase == "game_over":
        main = _result(g, names)
        beat = _winner_beat(g, names, number)
    elif phase == "seated":
        main = [*_seated(g), _seats(g, names)]
        moment = "dealt" if g.get("next") == "start_game" else "seated"
    else:
        main = [*_day(g, phase, names), _seats(g, names)]
        crash = phase == "car_crash"  # its question stays unless a removal happens while it runs
        beat = _news_beat(g, names, number, 0 if crash else 1) or (_crash_beat(g, names, number) if crash else None)
    header = "ph_" + moment if "ph_" + moment in TEXTS else "ph_" + phase
    return b.scene(TITLE, round=b.join_texts(where), phase=TEXTS(header) if header in TEXTS else "",
                   moment=moment, main=main, side=side, beat=beat, cue=_cue(g, moment, day))


def _cue(g: Json, moment: str, day: int) -> str | None:
    """The sound as the board moves on: the night, the day when the night is over (the first
    free talk, the circle after the acquaintance night, the morning), a vote, the result."""
    if moment in ("free_talk", "last_words", "circle"):
        news = _news(g, 1)
        morning = news is not None and news.get("what") == "morning" and news.get("since") == 1
        first = day == 1 and moment in ("free_talk", "circle")
        return "mafia_morning" if morning or first else None
    return CUES.get(moment)


class _Names:
    """Places as the board names them (``7 · Ola``) and roles in four languages (the catalog's
    names, MAF-05; a custom role's own name)."""

    def __init__(self, catalog: Mapping[str, Role], g: Json) -> None:
        self.catalog = catalog
        self.custom = {str(r.get("id")): r for r in g.get("custom_roles") or []}
        self.places = {p.get("place"): p for p in g.get("places") or []}

    def place(self, place: Any) -> str:
        p = self.places.get(place)
        return f"{place} · {p.get('nickname')}" if p is not None else str(place)

    def role(self, role_id: Any) -> Text:
        rid = str(role_id or "")
        custom = self.custom.get(rid)
        if custom is not None:
            return dict(custom.get("name") or {}) or rid
        role = self.catalog.get(rid)
        return dict(role.name) if role is not None and role.name else rid

    def team(self, role_id: Any) -> str | None:
        rid = str(role_id or "")
        custom = self.custom.get(rid)
        if custom is not None:
            return str(custom.get("team") or "") or None
        role = self.catalog.get(rid)
        return role.team if role is not None else None

    def who(self, place: Any) -> Text:
        """``7 · Ola — Commissar`` once the card is shown (MAF-06), else ``7 · Ola``."""
        p = self.places.get(place) or {}
        role = p.get("role")
        return b.join_texts([self.place(place), self.role(role)], " — ") if role else self.place(place)


def _tone(team: str | None) -> str | None:
    return TEAM_TONE.get(team or "")


# --- the evening (MAF-01, MAF-02) ---------------------------------------------------------------------
def _evening(view: Json, g: Json) -> list[Json | None]:
    e = g.get("evening") or {}
    lineup = list(e.get("lineup") or [])
    people = (TEXTS("lineup_n", n=len(lineup), m=int(e.get("capacity") or 0)) if lineup else TEXTS("waiting_signups"))
    main: list[Json | None] = [b.join(TEXTS("join_signup"), view, people)]  # MAF-02: «Ок, играем»
    return main


def _roster(view: Json, g: Json) -> Json:
    """MAF-02: the line-up in the order of signing up, then the reserve in its order (every row)."""
    e = g.get("evening") or {}
    lineup, reserve = list(e.get("lineup") or []), list(e.get("reserve") or [])
    blocks: list[Json | None] = [
        b.table([b.row([str(i + 1), b.nickname(view, s)], id=f"lineup-{s}") for i, s in enumerate(lineup)],
                TEXTS("lineup_n", n=len(lineup), m=int(e.get("capacity") or 0)), numeric=[0], id="lineup")
        if lineup else b.text(TEXTS("waiting_signups"), "small", tone="muted", id="lineup")]
    if reserve:
        blocks.append(b.table([b.row([str(i + 1), b.nickname(view, s)], tone="muted", id=f"reserve-{s}")
                               for i, s in enumerate(reserve)], TEXTS("reserve_n", n=len(reserve)), numeric=[0],
                              id="reserve"))
    return b.side(TEXTS("ph_evening"), blocks)


# --- seating and the deal --------------------------------------------------------------------------------
def _seated(g: Json) -> list[Json | None]:
    places = list(g.get("places") or [])
    if g.get("next") != "start_game":
        return [b.text(TEXTS("board_seated"), "title", id="headline")]
    seen = sum(1 for p in places if p.get("seen"))
    return [b.text(TEXTS("board_look"), "title", id="headline"),
            b.text(TEXTS("looked", n=seen, m=len(places)), "big", tone="muted", id="seen"),
            b.progress(seen, len(places))]


# --- the day (MAF-07..MAF-14) ---------------------------------------------------------------------------
def _day(g: Json, phase: str, names: _Names) -> list[Json | None]:
    main: list[Json | None] = []
    speaker = g.get("speaker")
    ballot = g.get("ballot") or {}
    candidates = list(ballot.get("candidates") or [])
    if speaker is not None:
        main += [b.text(TEXTS(SPEAKER_LABEL.get(phase, "speaks")), "small", tone="muted"),
                 b.text(names.place(speaker), "title", tone="accent", id="speaker")]
    if phase in SPEECHES:
        main.append(b.clock(g.get("timer"), "huge", low_ms=LOW_MS))
    if phase == "car_crash":  # MAF-13, MAF-14: "expel both?" (or all), a clear question
        main += [b.text(_crash_question(candidates), "winner", tone="warn", id="question"),
                 b.items([names.place(c) for c in candidates], flow=True, id="ballot", tone="bad"),
                 b.text(TEXTS("raise_hand"), "big", tone="muted", id="hint")]
    elif phase in QUESTIONS:
        main.append(b.text(TEXTS(QUESTIONS[phase]), "title", tone="warn", id="question"))
        if phase == "first_day_question":  # MAF-12
            main += [b.items([names.place(c) for c in candidates], TEXTS("on_vote"), flow=True, id="ballot"),
                     b.text(TEXTS("raise_hand"), "big", tone="muted", id="hint")]
        else:  # MAF-09, MAF-11: the hands as the host enters them
            counts = {h.get("place"): h.get("count") for h in ballot.get("hands") or []}
            main.append(b.table([b.row([names.place(c), "…" if counts.get(c) is None else str(counts[c])],
                                       id=f"ballot-{c}") for c in candidates], numeric=[1], id="ballot"))
    elif phase == "defence" and candidates:
        main.append(b.items([names.place(c) for c in candidates], TEXTS("on_vote"), flow=True, id="ballot"))
    noms = [n.get("place") for n in g.get("nominations") or []]
    if noms and phase == "circle":  # MAF-08
        main.append(b.items([names.place(n) for n in noms], TEXTS("nominated"), flow=True, id="nominations"))
    return main


def _crash_question(candidates: list[Any]) -> Text:
    return TEXTS("q_crash_both" if len(candidates) == 2 else "q_crash")


def _seats(g: Json, names: _Names) -> Json:
    """Every place of the game (up to 16), along the foot of the whole width (a side column is too
    narrow for sixteen names to read from the back of the room): who is in, out (with the card once shown, MAF-06),
    speaking or on the vote; fouls (MAF-18); immunity (MAF-20); silenced for the day (MAF-05)."""
    phase = g.get("phase")
    speaker = g.get("speaker")
    on_vote = set((g.get("ballot") or {}).get("candidates") or [])
    if phase == "circle":
        on_vote |= {n.get("place") for n in g.get("nominations") or []}
    seats = []
    for p in g.get("places") or []:
        place = p.get("place")
        notes: list[Text] = []
        tone: str | None = None
        if not p.get("alive"):
            state = "speaking" if place == speaker else "out"  # the last word (MAF-06)
            role = p.get("role")
            notes.append(names.role(role) if role else TEXTS("not_revealed"))
            tone = _tone(names.team(role)) if role else None  # the shown card's team (MAF-06)
            if p.get("out") in OUT_NOTE:
                notes.append(TEXTS(OUT_NOTE[str(p["out"])]))
        else:
            state = "speaking" if place == speaker else "nominated" if place in on_vote else "in"
            if p.get("immune"):
                notes.append(TEXTS("immune"))
            if p.get("silenced"):
                notes.append(TEXTS("silenced"))
            if place in on_vote and phase != "circle":
                notes.append(TEXTS("on_the_vote"))
        seat: Json = {"place": int(place), "name": str(p.get("nickname") or ""), "state": state,
                      "fouls": int(p.get("fouls") or 0), "note": b.join_texts(notes, " · ") if notes else None}
        if tone:
            seat["tone"] = tone
        seats.append(seat)
    return b.seat_ring(seats, FOULS_TO_REMOVAL)


# --- the moments --------------------------------------------------------------------------------------------
def _news(g: Json, fresh: int) -> Json | None:
    """The latest announcement while it is fresh: in its phase or the one it led to."""
    news = list(g.get("announced") or [])
    if not news or int(news[-1].get("since") or 0) > fresh:
        return None
    last: Json = news[-1]
    return last


def _news_blocks(news: Json, names: _Names) -> list[Json | None]:
    what = str(news.get("what"))
    places = list(news.get("places") or [])
    who = [names.who(p) for p in places]
    if what == "morning":  # MAF-15: the host announces the night's results
        return [b.text(TEXTS("morning"), "title", tone="muted", id="beat-title"),
                b.text(TEXTS("night_took") if places else TEXTS("nobody_killed"), "big",
                       tone="bad" if places else "good", id="beat-headline"),
                b.items(who, flow=False, id="beat-places", tone="bad") if places else None]
    title = {"expelled": "expelled", "car_crash": "crash_expelled", "fouls": "removed_fouls"}.get(what, "expelled")
    return [b.text(TEXTS("ph_car_crash") if what == "car_crash" else TEXTS("day_n", n=int(news.get("day") or 0)),
                   "title", tone="muted", id="beat-title"),
            b.text(TEXTS(title), "big", tone="bad", id="beat-headline"),
            b.items(who, flow=False, id="beat-places", tone="bad")]


def _news_key(news: Json, number: int) -> str:
    what = str(news.get("what"))
    if what == "morning":
        return f"morning-{number}-{news.get('night')}"
    if what == "fouls":
        return f"fouls-{number}-{'-'.join(str(p) for p in news.get('places') or [])}"
    return f"expelled-{number}-{news.get('day')}"


def _news_beat(g: Json, names: _Names, number: int, fresh: int) -> Json | None:
    news = _news(g, fresh)
    if news is None:
        return None
    return b.beat(_news_key(news, number), _news_blocks(news, names), HOLD_MS)


def _crash_beat(g: Json, names: _Names, number: int) -> Json:
    """MAF-13: the car crash's question as its own moment while that vote runs."""
    candidates = list((g.get("ballot") or {}).get("candidates") or [])
    return b.beat(f"crash-{number}-{g.get('day')}", [
        b.text(TEXTS("ph_car_crash"), "title", tone="warn", id="beat-title"),
        b.text(_crash_question(candidates), "winner", tone="warn", id="beat-headline"),
        b.items([names.place(c) for c in candidates], flow=True, id="beat-places", tone="bad")], HOLD_MS)


def _winner(g: Json) -> Json:
    winner = str((g.get("result") or {}).get("winner") or "")
    return b.text(TEXTS("win_" + winner) if "win_" + winner in TEXTS else winner, "winner",
                  tone=WINNER_TONE.get(winner, "muted"), id="winner")


def _winner_beat(g: Json, names: _Names, number: int) -> Json:
    """MAF-21, MAF-22: the winner as its own moment; the departure that decided it goes first (the
    morning or the expulsion that ended the game)."""
    blocks: list[Json | None] = []
    news = _news(g, 0)
    if news is not None and (g.get("result") or {}).get("winner") != "aborted":
        blocks += _news_blocks(news, names)
    blocks.append(_winner(g))
    return b.beat(f"winner-{number}", blocks, HOLD_MS)


# --- the result (MAF-04) ----------------------------------------------------------------------------------
def _result(g: Json, names: _Names) -> list[Json | None]:
    r = g.get("result") or {}
    first = set(r.get("first_out") or [])
    points = {x.get("place"): int(x.get("points") or 0) for x in r.get("points") or []}
    rows = []
    for x in r.get("table") or []:  # MAF-04: place — role — nick, every place
        place = x.get("place")
        mark: Text = TEXTS("immune_next_game") if place in first else ""  # MAF-20: immune in the next game
        p = points.get(place, 0)
        rows.append(b.row([str(place), names.role(x.get("role")), str(x.get("nickname") or ""), mark,
                           f"+{p}" if p > 0 else str(p) if p else ""],
                          tone=_tone(names.team(x.get("role"))), id=f"result-{place}"))
    return [_winner(g), b.table(rows, TEXTS("result_title"), numeric=[0, 4], id="result")]
