"""The spy game's board (PLT-13), from the public view only (PLT-05): the join code and the
options in the lobby; the cards being looked at; the round's countdown with who asks and the
question chain; an accusation's vote as a count, never who (SPY-20); the time-up vote; the spy's
last chance; the round's result; the players with their points beside the stage."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import board as b
from ..core.board import Json, Text
from ..core.board_texts import COMMON
from .board_texts import TEXTS
from .deck import Deck

TITLE = TEXTS("title")
LOW_MS = 60_000
"""The round's clock turns amber in its last minute."""


def scene(decks: Mapping[str, Deck], view: Json) -> Json:
    g: Json = view.get("game") or {}
    phase = str(g.get("phase") or "lobby")
    deck = decks.get(str((g.get("deck") or {}).get("id") or (g.get("options") or {}).get("deck") or ""))
    main: list[Json | None]
    if phase == "lobby":
        main = _lobby(view, g, deck)
    elif phase == "dealt":
        players = list(g.get("players") or [])
        seen = sum(1 for s in g.get("seen") or [] if s in players)
        main = [b.text(TEXTS("board_dealt"), "title", id="headline"),
                b.text(TEXTS("board_seen", n=seen, m=len(players)), "big", tone="muted", id="seen"),
                b.progress(seen, len(players)), b.clock(g.get("timer"), "mid", low_ms=LOW_MS, paused_note=False)]
    elif phase == "asking":
        main = [b.clock(g.get("timer"), "huge", low_ms=LOW_MS)]
        if g.get("asker") is not None:
            main += [b.text(TEXTS("asks_label"), "small", tone="muted"),
                     b.text(b.nickname(view, g["asker"]), "title", tone="accent", id="asker")]
        chain = [f"{b.nickname(view, c.get('asker'))} → {b.nickname(view, c.get('answerer'))}"
                 for c in (g.get("chain") or [])[-5:]]
        if chain:
            main.append(b.items(chain, TEXTS("chain_title"), flow=True, id="chain", tone="muted"))
    elif phase == "accusation":
        a = g.get("accusation") or {}
        voted, eligible = int(a.get("voted") or 0), int(a.get("eligible") or 0)
        line = TEXTS("accusation_line", a=b.nickname(view, a.get("accuser")), b=b.nickname(view, a.get("accused")))
        main = [b.text(line, "title", id="headline"),
                b.text(TEXTS("votes_progress", n=voted, m=eligible), "big", tone="muted", id="vote-progress"),  # SPY-20
                b.progress(voted, eligible), b.text(TEXTS("board_accuse_hint"), "small", tone="muted"),
                b.clock(g.get("timer"), "mid", low_ms=LOW_MS)]
    elif phase == "suspect_vote":
        sv = g.get("suspect_vote") or {}
        voted, eligible = int(sv.get("voted") or 0), int(sv.get("eligible") or 0)
        main = [b.text(TEXTS("ph_suspect_vote"), "title", id="headline"),
                b.text(TEXTS("board_suspect"), "big", tone="muted"),
                b.text(TEXTS("votes_progress", n=voted, m=eligible), "big", tone="muted", id="vote-progress"),
                b.progress(voted, eligible)]
    elif phase == "last_guess":
        main = [b.text(TEXTS("board_last_guess", name=b.nickname(view, g.get("exposed"))), "title", tone="bad",
                       id="headline")]
    else:
        main = _result(view, g, deck)
    return b.scene(TITLE, round=TEXTS("round_n", n=g["round"]) if g.get("round") else "",
                   phase=TEXTS("ph_" + phase) if "ph_" + phase in TEXTS else "", moment=phase, main=main,
                   side=_players(view, g), cue=_CUES.get(phase))


_CUES = {"dealt": "chime", "asking": "chime", "round_over": "results"}  # gm_resources/sounds


def _lobby(view: Json, g: Json, deck: Deck | None) -> list[Json | None]:
    o = g.get("options") or {}
    present = b.present(view)
    people = (COMMON("at_table", n=len(present), names=[str(s.get("nickname")) for s in present]) if present
              else COMMON("waiting"))
    opts: list[Text] = []
    if deck is not None:
        opts.append(TEXTS("opt_deck", name=dict(deck.name)))
    if o.get("minutes"):
        opts.append(TEXTS("opt_minutes", n=int(o["minutes"])))
    if o.get("two_spies"):
        opts.append(TEXTS("opt_two_spies"))
    return [b.join(COMMON("join_caption"), view, people), b.items(opts, flow=True, id="options", tone="muted")]


def _location(deck: Deck | None, location_id: Any) -> Text:
    if deck is None or not location_id:
        return str(location_id or "")
    try:
        return dict(deck.location(str(location_id)).name)
    except KeyError:
        return str(location_id)


def _result(view: Json, g: Json, deck: Deck | None) -> list[Json | None]:
    r = g.get("result")
    if not r:
        return []
    spies = list(r.get("spies") or [])
    winner = r.get("winner")
    win = (TEXTS("win_spies", n=len(spies)) if winner == "spies" else TEXTS("win_locals") if winner == "locals"
           else TEXTS("win_none"))
    main: list[Json | None] = [
        b.text(TEXTS("out_" + str(r.get("outcome"))) if "out_" + str(r.get("outcome")) in TEXTS else "", "big",
               tone="muted", id="outcome"),
        b.text(win, "winner", tone="bad" if winner == "spies" else "good" if winner == "locals" else "muted",
               id="winner")]
    facts: list[Json] = []
    if r.get("location"):
        facts.append(b.row([TEXTS("res_location"), _location(deck, r["location"])], id="result-location"))
    if spies:
        facts.append(b.row([TEXTS("res_spies", n=len(spies)), ", ".join(b.nicknames(view, spies))], tone="bad",
                           id="result-spies"))
    guess = r.get("guess")
    if guess:
        facts.append(b.row([TEXTS("res_guess"), b.join_texts(
            [_location(deck, guess.get("location")), TEXTS("guess_right" if guess.get("right") else "guess_wrong")],
            " — ")], tone="good" if guess.get("right") else "bad"))
    for a in r.get("accusations") or []:
        facts.append(b.row([TEXTS("accusation_line", a=b.nickname(view, a.get("accuser")),
                                  b=b.nickname(view, a.get("accused"))),
                            TEXTS("acc_passed" if a.get("passed") else "acc_failed")], id="result-accusation"))
    main.append(b.table(facts, id="facts"))
    roles = {x.get("seat"): x.get("role") for x in r.get("roles") or []}
    points = {x.get("seat"): int(x.get("points") or 0) for x in r.get("points") or []}
    rows = []
    location = deck.location(str(r["location"])) if deck is not None and r.get("location") in deck.ids() else None
    role_names = {role.id: dict(role.name) for role in location.roles} if location is not None else {}
    for seat in sorted(set(roles) | set(spies) | set(points)):
        role_id = str(roles.get(seat) or "")
        role: Text = TEXTS("role_spy") if seat in spies else role_names.get(role_id, role_id)
        p = points.get(seat, 0)
        rows.append(b.row([b.nickname(view, seat), role, f"+{p}" if p > 0 else str(p) if p else ""],
                          tone="bad" if seat in spies else None))
    main.append(b.table(rows, TEXTS("res_roles"), numeric=[2], id="result-points"))
    return main


def _players(view: Json, g: Json) -> Json:
    """The players beside the stage: who is connected, who watches this round, who looked at their
    card, the points once a round was played and the leader (SPY-34)."""
    played = bool(g.get("history"))
    points = {s.get("seat"): s.get("points") for s in g.get("scores") or []} if played else {}
    leaders = [s for s in g.get("leaders") or [] if played]
    observers = set(g.get("observers") or [])
    seen = set(g.get("seen") or [])
    rows = []
    for s in view.get("seats") or []:
        seat = s.get("seat")
        gone = s.get("present") is False
        tags: list[Text] = []
        if gone:
            tags.append(COMMON("seat_left"))
        elif not s.get("connected"):
            tags.append(COMMON("seat_offline"))
        if seat in observers and not gone:
            tags.append(TEXTS("seat_observer"))
        if g.get("phase") == "dealt" and seat in seen:
            tags.append("✓")
        name = str(s.get("nickname")) + (" ★" if seat in leaders else "")
        tone = "muted" if gone else "accent" if seat in leaders else None
        rows.append(b.row([name, b.join_texts(tags, ", ") if tags else "", str(points.get(seat, ""))], tone=tone,
                          id=f"seat-{seat}", dot="gone" if gone else "on" if s.get("connected") else "off"))
    leader = None
    if leaders:
        top = int(points.get(leaders[0]) or 0)
        leader = b.text(b.join_texts(["★ " + ", ".join(b.nicknames(view, leaders)), TEXTS("points", n=top)], " — "),
                        "small", tone="accent", id="leader")
    return b.side(COMMON("players"), [b.table(rows, numeric=[2], dim=[1], id="seats") if rows else
                                      b.text(COMMON("nobody_yet"), "small", tone="muted"), leader])
