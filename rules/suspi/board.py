"""SUSPI's board (PLT-13), from the public view only (PLT-05).

- The lobby: the way in (SUS-02) with the call link (SUS-04); the rules screen with the villa's rooms
  for ``rules_screen_ms`` after the table opened (SUS-46, dropped by the renderer with
  ``hide_after_ms``), and the evening's scores beneath it once a game was played (SUS-45).
- A game: the countdown of the night, the day, a council and the unmasking (SUS-06, SUS-09, SUS-10,
  SUS-42); who did not come back at dawn (SUS-08) and who was shot (SUS-32); the council's confirmed
  count, live in the ghost variant only (SUS-10, SUS-21), never who voted whom; who leaves (SUS-11);
  beside the stage the villa's rooms (SUS-07), the announced number of murderers (SUS-15), who is
  alive, the ghosts (SUS-17).
- The end: the winner and why (SUS-22..SUS-24), then every card and the points (SUS-42, SUS-43) with
  the evening's scoreboard (SUS-45).

The moments, each its own beat (a key per occurrence): the dawn (``dawn-<game>-<round>``), a shot
(``shot-<game>-<round>-<n>``), who leaves (``verdict-<game>-<round>``) and the winner
(``winner-<game>``), which also says what ended the game (who left at the council, who did not come
back, who was shot): the view goes from there straight to the unmasking. A beat stays in the scene
through the phase after its own (the day after the dawn, the night after the verdict, the results
after the unmasking), so a quick "next" on the console does not cut it short; the renderer shows
each key once."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..core import board as b
from ..core.board import Json, Text
from ..core.board_texts import COMMON
from .board_texts import TEXTS
from .content import Content

TITLE = TEXTS("title")
LOW_MS = 20_000
"""The clock turns amber in a phase's last 20 seconds (as the phones' clock does)."""
DAWN_MS, SHOT_MS, VERDICT_MS, WINNER_MS = 6_000, 5_000, 6_000, 8_000
"""How long each moment holds the board (PLT-13)."""
RULE_TIMINGS = {2: "night", 5: "day", 6: "council"}
"""The rules that name a phase's length (SUS-06, SUS-09, SUS-10), by their number."""
RULES = 9
_CUES = {"night": "suspi_nightfall", "dawn": "suspi_dawn", "council": "suspi_council", "runoff": "suspi_council",
         "over": "suspi_results"}
"""Nightfall, dawn, the council and its runoff, the cards revealed: the console's own sounds
(``gm_console/games/suspi/cues.py``), so a TV plays what the moderator's room hears."""
_TEAM_TONE = {"city": "good", "murderers": "bad", "ghosts": "accent"}


class Names:
    """The villa's rooms and guests by the ids of the view, named in four languages from the
    game's content (SUS-07); an unknown id is shown as it is."""

    def __init__(self, content: Content) -> None:
        self.rooms: dict[str, Text] = {r.id: dict(r.name) for r in content.rooms}
        self.characters: dict[str, Text] = {c.id: dict(c.name) for c in content.characters}
        self.room_order = [r.id for r in content.rooms]

    def room(self, room_id: Any) -> Text:
        return self.rooms.get(str(room_id), str(room_id or ""))

    def character(self, character_id: Any) -> Text:
        return self.characters.get(str(character_id), str(character_id or ""))


def scene(names: Names, view: Json) -> Json:
    g: Json = view.get("game") or {}
    m: Json = g.get("match") or {}
    phase = str(g.get("phase") or "lobby")
    council = m.get("council") or {}
    moment = "runoff" if phase == "council" and council.get("runoff") else phase
    main: list[Json | None]
    side: Json | None
    if phase == "lobby":
        rules = _rules(names, view, g)
        main, side = _lobby(view, g, rules), _players(view)
    elif phase == "over":
        main, side = _over(names, view, m), _evening_side(view, g)
    else:
        main, side = _play(names, view, g, m, phase), _villa(names, view, g, m)
    return b.scene(TITLE, round=_round(g, m), phase=TEXTS("ph_" + phase) if "ph_" + phase in TEXTS else "",
                   moment=moment, main=main, side=side, beat=_beat(view, g, m, phase), cue=_CUES.get(moment))


def _round(g: Json, m: Json) -> Text:
    parts: list[Text] = []
    if g.get("game"):
        parts.append(TEXTS("game_n", n=int(g["game"])))
    if m.get("round"):
        parts.append(TEXTS("round_n", n=int(m["round"])))
    if m.get("last_round"):  # SUS-13
        parts.append(TEXTS("last_round"))
    return b.join_texts(parts) if parts else ""


def _names(view: Json, seats: Iterable[Any] | None) -> list[str]:
    return b.nicknames(view, seats)


# --- the lobby (SUS-02, SUS-04, SUS-46) -------------------------------------------------------------
def _lobby(view: Json, g: Json, rules: list[Json]) -> list[Json | None]:
    present = b.present(view)
    people = TEXTS("at_table_n", n=len(present)) if present else COMMON("waiting")  # the side names them
    link = str((g.get("options") or {}).get("call_link") or "")
    return [b.join(COMMON("join_caption"), view, people, call=COMMON("call", link=link) if link else None),
            *rules, _evening(view, g)]


def rules_left_ms(view: Json) -> int | None:
    """SUS-46: how much longer the rules screen shows (None: with no end in sight, 0: no longer).

    It shows in the lobby before the evening's first game, for ``rules_screen_ms`` after the table
    opened (the envelope's ``table.opened``, against the view's ``now``)."""
    g: Json = view.get("game") or {}
    if g.get("phase") != "lobby" or g.get("match") is not None or g.get("history"):
        return 0
    opened, now = (view.get("table") or {}).get("opened"), g.get("now")
    length = int(g.get("rules_screen_ms") or 0)
    if opened is None:
        return None
    if now is None:
        return length
    return max(0, int(opened) + length - int(now))


def _rules(names: Names, view: Json, g: Json) -> list[Json]:
    """The rules and the villa's rooms on the stage under the way in."""
    left = rules_left_ms(view)
    if left == 0:
        return []
    lengths = g.get("durations") or {}
    lines = [TEXTS(f"rule_{i}", d=_duration(lengths.get(RULE_TIMINGS[i]))) if i in RULE_TIMINGS
             else TEXTS(f"rule_{i}") for i in range(1, RULES + 1)]
    blocks = [b.items(lines, TEXTS("rules_title"), id="rules"),
              b.items([names.room(r) for r in names.room_order], TEXTS("rooms_title"), flow=True, id="rules-rooms"),
              b.text(TEXTS("rooms_rule"), "small", tone="muted", id="rules-rooms-count")]  # SUS-07
    if left is not None:
        for block in blocks:
            block["hide_after_ms"] = left
    return blocks


def _duration(ms: Any) -> Text:
    """A phase's length as the rules say it: whole minutes, else seconds."""
    s = int(ms) // 1000 if isinstance(ms, int) else 0
    return TEXTS("dur_min", n=s // 60) if s and s % 60 == 0 else TEXTS("dur_s", n=s)


def _evening(view: Json, g: Json) -> Json | None:
    """SUS-45: the evening's points, leaders starred; every seat (18 at most, SUS-01)."""
    history = g.get("history") or []
    rows_in = sorted(g.get("evening") or [], key=lambda r: (-int(r.get("points") or 0), int(r.get("seat") or 0)))
    if not history or not rows_in:
        return None
    leaders = set(g.get("leaders") or [])
    rows = [b.row([("★ " if r.get("seat") in leaders else "") + b.nickname(view, r.get("seat")),
                   str(int(r.get("points") or 0))], tone="accent" if r.get("seat") in leaders else None,
                  id=f"evening-{r.get('seat')}") for r in rows_in]
    return b.table(rows, TEXTS("evening_title", n=len(history)), numeric=[1], id="evening")


def _players(view: Json) -> Json:
    rows = []
    for s in view.get("seats") or []:
        tag: Text = ""
        if s.get("present") is False:
            tag = COMMON("seat_left")
        elif not s.get("connected", True):
            tag = COMMON("seat_offline")
        rows.append(b.row([str(s.get("nickname")), tag], tone="muted" if s.get("present") is False else None,
                          id=f"seat-{s.get('seat')}"))
    return b.side(COMMON("players"), [
        b.table(rows, id="seats") if rows else b.text(COMMON("nobody_yet"), "small", tone="muted"),
        b.text(TEXTS("players_range"), "small", tone="muted", id="players-range")])


# --- a game ---------------------------------------------------------------------------------------------
def _play(names: Names, view: Json, g: Json, m: Json, phase: str) -> list[Json | None]:
    timer = m.get("timer") if phase in (g.get("durations") or {}) else None
    if phase == "dealt":
        return [b.text(TEXTS("board_dealt"), "title", id="headline"), _murderers(m, "big")]
    if phase == "night":  # SUS-06
        return [b.clock(timer, "huge", low_ms=LOW_MS), b.text(TEXTS("board_night"), "title", id="headline"),
                b.items([names.room(r) for r in m.get("rooms") or []], flow=True, id="rooms")]
    if phase in ("dawn", "day"):  # SUS-08, SUS-09, SUS-32
        main: list[Json | None] = [b.clock(timer, "huge", low_ms=LOW_MS) if phase == "day" else None,
                                   _missing(view, m, "title")]
        shots = _shots(m)
        if shots:
            main.append(b.text(TEXTS("shot_board", names=_names(view, shots)), "big", tone="bad", id="shot"))
        main.append(b.text(TEXTS("board_dawn" if phase == "dawn" else "day_hint"), "body", tone="muted", id="hint"))
        return main
    if phase == "council":
        return _council(view, m, timer)
    if phase == "verdict":  # SUS-11
        last = _last_verdict(m) or {}
        main = [_leaves(view, last, "title"), _empty(last)]
        main += _counts(view, last)
        main.append(b.text(TEXTS("verdict_wait"), "small", tone="muted"))
        return main
    if phase == "unmasking":  # SUS-42
        u = m.get("unmasking") or {}
        guessed, players = int(u.get("guessed") or 0), int(u.get("players") or 0)
        return [*_winner(m.get("winner") or {}), b.clock(timer, "mid", low_ms=LOW_MS),
                b.text(TEXTS("board_guess", n=guessed, m=players), "big", tone="muted", id="guessed"),
                b.progress(guessed, players)]
    return []


def _council(view: Json, m: Json, timer: Any) -> list[Json | None]:
    """SUS-10, SUS-11, SUS-21, SUS-28: how many confirmed; the live count in the ghost variant only."""
    c = m.get("council") or {}
    confirmed, eligible = int(c.get("confirmed") or 0), int(c.get("eligible") or 0)
    headline = (TEXTS("runoff_board", names=_names(view, c.get("candidates"))) if c.get("runoff")
                else TEXTS("board_council"))
    main: list[Json | None] = [
        b.clock(timer, "mid", low_ms=LOW_MS), b.text(headline, "title", id="headline"),
        b.text(TEXTS("confirmed_n", n=confirmed, m=eligible), "big", tone="muted", id="confirmed"),
        b.progress(confirmed, eligible)]
    tally = c.get("tally")
    if tally is not None:
        main.append(_tally(view, tally, TEXTS("live_count"), "tally"))
    else:
        main.append(b.text(TEXTS("count_secret"), "small", tone="muted", id="count-secret"))
    if c.get("no_vote"):
        main.append(b.text(TEXTS("asleep_list", names=_names(view, c["no_vote"])), "small", tone="muted",
                           id="asleep"))
    return main


def _tally(view: Json, rows: Iterable[Json], title: Text, block_id: str) -> Json:
    """Votes per player, the most first: every player with a vote (never who voted whom)."""
    ranked = sorted(rows, key=lambda r: (-int(r.get("votes") or 0), int(r.get("seat") or 0)))
    return b.table([b.row([b.nickname(view, r.get("seat")), str(int(r.get("votes") or 0))],
                          id=f"{block_id}-{r.get('seat')}") for r in ranked], title, numeric=[1], id=block_id)


def _counts(view: Json, verdict: Json) -> list[Json | None]:
    first = verdict.get("counts") or []
    runoff = verdict.get("runoff_counts")
    return [_tally(view, first, TEXTS("first_vote"), "counts") if first else None,
            _tally(view, runoff, TEXTS("runoff_vote"), "runoff-counts") if runoff else None]


def _murderers(m: Json, size: str = "small") -> Json | None:
    n = m.get("announced_murderers")
    return b.text(TEXTS("murderers_about", n=int(n)), size, tone="muted", id="murderers-about") if n else None  # SUS-15


def _villa(names: Names, view: Json, g: Json, m: Json) -> Json:
    """The villa's rooms, the announced murderers, who is alive and the ghosts."""
    phase = g.get("phase")
    alive, dead, gone = set(m.get("alive") or []), set(m.get("dead") or []), set(m.get("gone") or [])
    ghosts = list(m.get("ghosts") or [])
    observers = set(g.get("observers") or [])
    rows = []
    for s in view.get("seats") or []:
        seat = s.get("seat")
        tags: list[Text] = []
        if seat in ghosts:
            tags.append(TEXTS("tag_ghost"))  # SUS-17
        elif seat in dead:
            tags.append(TEXTS("tag_silent"))  # SUS-21
        if seat in gone or s.get("present") is False:
            tags.append(COMMON("seat_left"))
        elif not s.get("connected", True):
            tags.append(COMMON("seat_offline"))
        if seat in observers:
            tags.append(TEXTS("seat_observer"))
        out = seat not in alive
        rows.append(b.row([str(s.get("nickname")), b.join_texts(tags, ", ") if tags else ""],
                          tone="muted" if out else None, id=f"seat-{seat}"))
    return b.side(TEXTS("villa"), [
        # SUS-07: one small line, the seats need the height (at night the stage names the rooms)
        b.text(b.join_texts([names.room(r) for r in m.get("rooms") or []]), "small", id="villa")
        if phase not in ("night", "unmasking") and m.get("rooms") else None,
        _murderers(m) if phase not in ("dealt", "unmasking") else None,  # dealt: the stage says it large
        b.table(rows, TEXTS("alive_n", n=len(alive)), id="seats"),
        b.text(TEXTS("ghosts_list", names=_names(view, ghosts)), "small", tone="muted", id="ghosts") if ghosts
        else b.text(TEXTS("out_list", names=_names(view, sorted(dead))), "small", tone="muted", id="out") if dead
        else None,
        _evening(view, g) if phase == "unmasking" else None])  # the evening so far (SUS-45)


# --- the end (SUS-22..SUS-24, SUS-42, SUS-43, SUS-45) ------------------------------------------------
def _winner(won: Mapping[str, Any]) -> list[Json | None]:
    team, reason = won.get("team"), won.get("reason")
    return [b.text(TEXTS(f"win_{team}") if f"win_{team}" in TEXTS else TEXTS("win_none"), "winner",
                   tone=_TEAM_TONE.get(str(team), "muted"), id="winner"),
            b.text(TEXTS(f"why_{reason}"), "big", tone="muted", id="reason") if f"why_{reason}" in TEXTS else None]


def _result_winner(m: Json) -> dict[str, Any]:
    r = m.get("result") or {}
    w = m.get("winner") or {}
    return {"team": r.get("winner", w.get("team")) if r else w.get("team"),
            "reason": r.get("reason") or w.get("reason")}


def _over(names: Names, view: Json, m: Json) -> list[Json | None]:
    r = m.get("result")
    if not r:
        return [b.text(TEXTS("win_none"), "winner", tone="muted", id="winner")]
    roles = {x.get("seat"): x.get("role") for x in r.get("roles") or []}
    characters = {x.get("seat"): x.get("character") for x in r.get("characters") or []}
    goals = {x.get("seat"): x for x in r.get("goals") or []}
    team = set(r.get("team") or [])
    rows = []
    for p in sorted(r.get("points") or [], key=lambda p: (-int(p.get("points") or 0), int(p.get("seat") or 0))):
        seat = p.get("seat")
        role = str(roles.get(seat) or "")
        goal = goals.get(seat) or {}
        goal_key = f"goal_{goal.get('goal')}" if goal else "goal_none"
        goal_text: Text = TEXTS(goal_key) if goal_key in TEXTS else str(goal.get("goal"))
        if goal.get("done"):
            goal_text = b.join_texts([goal_text, "✔"], " ")
        points = int(p.get("points") or 0)
        rows.append(b.row([b.nickname(view, seat) + (" ★" if seat in team else ""),  # ★: the team's point
                           names.character(characters.get(seat)),
                           TEXTS(f"role_{role}") if f"role_{role}" in TEXTS else role, goal_text,
                           f"{points:+d}" if points else "0"],
                          tone="bad" if role == "murderer" else None, id=f"reveal-{seat}"))
    return [*_winner(_result_winner(m)), b.table(rows, TEXTS("reveal_title"), numeric=[4], id="reveal")]


def _evening_side(view: Json, g: Json) -> Json:
    evening = _evening(view, g)
    return b.side(TEXTS("evening"), [evening] if evening else [b.text(COMMON("nobody_yet"), "small", tone="muted")])


# --- the moments ------------------------------------------------------------------------------------------
def _shots(m: Json) -> list[Any]:
    """SUS-32: who was shot this round (never who shot)."""
    return [s.get("target") for s in m.get("shots") or [] if s.get("round") == m.get("round")]


def _last_verdict(m: Json) -> Json | None:
    verdicts = m.get("verdicts") or []
    return verdicts[-1] if verdicts else None


def _missing(view: Json, m: Json, size: str) -> Json:
    """SUS-08: the table hears who did not come back."""
    missing = list(m.get("missing") or [])
    if missing:
        return b.text(TEXTS("missing", names=_names(view, missing)), size, tone="bad", id="missing")
    return b.text(TEXTS("nobody_missing"), size, tone="good", id="missing")


def _leaves(view: Json, verdict: Json, size: str) -> Json:
    """SUS-11: who leaves the villa."""
    leaving = list(verdict.get("leaving") or [])
    if leaving:
        return b.text(TEXTS("leaves", n=len(leaving), names=_names(view, leaving)), size, tone="bad", id="verdict")
    return b.text(TEXTS("nobody_leaves"), size, tone="muted", id="verdict")


def _empty(verdict: Json) -> Json | None:
    n = int(verdict.get("empty") or 0)
    return b.text(TEXTS("empty_places", n=n), "big", tone="muted", id="empty") if n else None


def _beat(view: Json, g: Json, m: Json, phase: str) -> Json | None:
    number, rnd = g.get("game"), m.get("round")
    last = _last_verdict(m)
    this_verdict = last if last is not None and last.get("round") == rnd else None
    if phase in ("dawn", "day") and rnd:
        shots = _shots(m)
        if shots:
            return b.beat(f"shot-{number}-{rnd}-{len(shots)}", [
                b.text(TEXTS("shot_board", names=_names(view, shots)), "title", tone="bad")], SHOT_MS)
        return b.beat(f"dawn-{number}-{rnd}", [_missing(view, m, "title")], DAWN_MS)
    if phase == "verdict" and this_verdict is not None:
        return b.beat(f"verdict-{number}-{rnd}", [_leaves(view, this_verdict, "title"), _empty(this_verdict)],
                      VERDICT_MS)
    if phase == "night" and last is not None and rnd and last.get("round") == int(rnd) - 1:
        return b.beat(f"verdict-{number}-{last.get('round')}", [_leaves(view, last, "title"), _empty(last)],
                      VERDICT_MS)
    if phase in ("unmasking", "over"):
        won = _result_winner(m)
        if not won.get("team"):
            return None  # aborted: nobody wins, the stage says so
        # what ended the game: the council, a shot, or the dawn (the view skips straight to here)
        if this_verdict is not None:
            cause: list[Json | None] = [_leaves(view, this_verdict, "title")]
        elif _shots(m):
            cause = [b.text(TEXTS("shot_board", names=_names(view, _shots(m))), "title", tone="bad")]
        elif rnd:
            cause = [_missing(view, m, "title")]
        else:
            cause = []
        return b.beat(f"winner-{number}", [*cause, *_winner(won)], WINNER_MS)
    return None
