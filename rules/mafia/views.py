"""Club mafia's views (PLT-05, PLT-10): the board's (nothing at night, the cards of those who left,
MAF-06), a player's (their card and their own checks, MAF-16), the host's (the night wizard and
the secrets unless the host plays); and the protocols of the evening's games (MAF-24)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict
from typing import Any

from ..core import Json
from .state import NIGHTS, VOTES, MafiaState, Phase, Roles, roster_status


def public_view(roles: Roles, state: MafiaState, now: int) -> Json:
    """The board: nothing secret, and at night nothing but "night" (PLT-10)."""
    m = state.match
    night = state.phase in NIGHTS
    view: Json = {
        "phase": "night" if night else str(state.phase),
        "game": m.number if m is not None else 0,
        "day": m.day if m is not None else 0,
        "evening": {
            "capacity": state.options.capacity,
            "signed": list(state.signed),
            "lineup": list(state.lineup),
            "reserve": list(state.reserve),
            "games": len(state.games()),
        },
        "options": asdict(state.options),
        "composition": [],
        "custom_roles": [],
        "places": [],
        "next": None,
        "speaker": None,
        "timer": None,
        "queue": [],
        "nominations": [],
        "ballot": None,
        "votes": [],
        "announced": [],
        "result": None,
        "totals": [{"seat": s, "points": p} for s, p in sorted(roles.totals(state).items())],
        # every finished game of the evening, the one just over too (as in ``totals``)
        "history": [{"game": g.number, "result": g.result} for g in state.games() if g.result],
    }
    if m is None:
        view["next"] = "seat_players"
        return view
    over = m.phase is Phase.GAME_OVER
    view["composition"] = [{"role": r, "count": n} for r, n in m.composition]  # MAF-04
    view["custom_roles"] = [r.to_json() for r in m.custom]
    view["places"] = [
        {
            "place": p.place,
            "seat": p.seat,
            "nickname": state.seats.nickname(p.seat),
            "alive": p.alive,
            "out": p.out or None,
            "role": p.role if (p.revealed or over) else None,  # MAF-06
            "fouls": p.fouls,
            "under_fouls": p.under_fouls,
            "immune": m.immune_now(p.place),
            "silenced": p.place in m.silenced,  # MAF-05: the нагнетатель's target, this day
            "seen": p.seen,
        }
        for p in m.players
    ]
    view["votes"] = [dict(e) for e in m.log if e["type"] in ("vote_closed", "first_day_asked", "car_crash_asked")]
    view["announced"] = announced(m.log)
    if over:
        points = roles.points(m)
        view["result"] = {
            "winner": m.result,
            "table": [  # MAF-04: seat — role — nick
                {"place": p.place, "role": p.role, "nickname": state.seats.nickname(p.seat)} for p in m.players
            ],
            "points": [{"place": p, "points": n} for p, n in sorted(points.items())],
            "first_out": [m.place_of(s) for s in m.first_out],
        }
    if night:
        return view  # at night the board shows nothing but "night"
    view["next"] = roles.next_request(state)
    view["speaker"] = m.speaker
    view["timer"] = m.timer.view(now) if m.timer is not None else None
    view["queue"] = list(m.queue)
    view["nominations"] = [{"by": b, "place": n} for b, n in m.nominations]
    if m.phase in VOTES | {Phase.DEFENCE}:
        view["ballot"] = {
            "candidates": list(m.candidates),
            "hands": [{"place": p, "count": m.count_of(p)} for p in m.candidates],
        }
    return view


def announced(log: Iterable[Mapping[str, Any]]) -> list[Json]:
    """What the host announced to the table, in order (MAF-06, MAF-13, MAF-15, MAF-18): each
    morning (who the night took, nobody too), each expulsion (a car crash's too) and each removal
    for fouls; ``since``: the phases entered after it (0: it happened in the phase on now)."""
    out: list[Json] = []
    day = 0
    for e in log:
        kind = e["type"]
        if kind == "phase_entered":
            day = int(e["day"])
            for entry in out:
                entry["since"] += 1
        elif kind == "morning" and int(e["night"]) > 0:
            out.append({"what": "morning", "night": int(e["night"]), "day": int(e["night"]) + 1,
                        "places": sorted(int(p) for p in e["victims"]), "since": 0})
        elif kind in ("player_out", "player_out_hidden") and e["how"] == "kamikaze" and out:
            out[-1]["places"] = sorted({*out[-1]["places"], int(e["place"])})  # MAF-17: with the night's
        elif kind == "vote_closed" and e.get("outcome") == "expelled":
            out.append({"what": "expelled", "day": int(e["day"]), "places": list(e["expelled"]), "since": 0})
        elif kind == "car_crash_asked" and e.get("yes"):
            out.append({"what": "car_crash", "day": int(e["day"]), "places": list(e["candidates"]), "since": 0})
        elif kind in ("player_out", "player_out_hidden") and e["how"] == "fouls":
            out.append({"what": "fouls", "day": day, "places": [int(e["place"])], "since": 0})
    return out


def player_view(roles: Roles, state: MafiaState, seat: int, now: int) -> Json:
    view = public_view(roles, state, now)
    view.update(player_part(roles, state, seat))
    return view


def player_part(roles: Roles, state: MafiaState, seat: int) -> Json:
    """What a player's view adds to the public view: ``me``, this seat's place, role and checks (PLT-10)."""
    m = state.match
    me: Json = {
        "seat": seat,
        "roster": roster_status(state, seat),
        "reserve_position": state.reserve.index(seat) + 1 if seat in state.reserve else None,
        "publish": seat not in state.private,
        "place": None,
        "role": None,
        "seen": False,
        "alive": None,
        "checks": [],
        "fouls": 0,
        "under_fouls": 0,
    }
    place = m.place_of(seat) if m is not None else None
    if m is not None and place is not None:
        p = m.player(place)
        assert p is not None
        me.update(place=place, seen=p.seen, alive=p.alive, fouls=p.fouls, under_fouls=p.under_fouls)
        if m.dealt:
            me["role"] = p.role
            slots = roles.role(m, p.role).night_slots
            me["checks"] = [
                {"night": n, "target": t, "slot": s, "result": r} for s, n, t, r in m.checks if s in slots
            ]  # MAF-16: the boss's and the commissar's own results
    return {"me": me}


def moderator_view(roles: Roles, state: MafiaState, now: int) -> Json:
    view = public_view(roles, state, now)
    m = state.match
    view["host_plays"] = state.options.host_plays
    view["next"] = roles.next_request(state)
    if m is not None and m.phase in NIGHTS:
        view["phase"] = str(m.phase)
    slot = roles.pending_slot(m) if m is not None else None
    view["wizard"] = (
        {"slot": slot, "actions": roles.slot_actions(m, slot) if m is not None and slot else [],
         "done": list(m.night_done)}
        if m is not None and m.phase is Phase.NIGHT
        else None
    )
    if state.options.host_plays or m is None:
        return view
    view["secrets"] = {
        "roles": [{"place": p.place, "role": p.role or None} for p in m.players],
        "awake": roles.holders(m, slot) if slot else [],
        "actions": [{"slot": s, "action": a, "target": t} for s, a, t in m.actions],
        "checks": [{"slot": s, "night": n, "target": t, "result": r} for s, n, t, r in m.checks],
        "hidden_kill_used": m.hidden_kill_used,
    }
    return view


def protocol(roles: Roles, state: MafiaState, game: int) -> Json:
    """The protocol of one game (MAF-24): composition, seat—role—nick, every day and night
    event, fouls, votes, result and rating points. A player who opted out of publication
    appears with ``nickname: null``."""
    found = [g for g in state.games() if g.number == game]
    if not found:
        raise KeyError(f"no game {game}")
    g = found[-1]
    points = roles.points(g)

    def nick(seat: int) -> str | None:
        return None if seat in state.private else state.seats.nickname(seat)

    return {
        "game": g.number,
        "composition": [{"role": r, "count": n} for r, n in g.composition],
        "custom_roles": [r.to_json() for r in g.custom],
        "table": [
            {"place": p.place, "role": p.role, "nickname": nick(p.seat), "fouls": p.fouls,
             "under_fouls": p.under_fouls, "out": p.out or None, "points": points.get(p.place, 0)}
            for p in g.players
        ],
        "events": [dict(e) for e in g.log if e["type"] not in ("players_seated",)],
        "result": g.result,
    }
