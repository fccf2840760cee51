"""SUSPI's views (PLT-05, PLT-10): the board's (nothing secret), a player's (their card, their
choices, their own night report, SUS-08) and the moderator's (the secrets unless the host plays);
and the records (PLT-17)."""

from __future__ import annotations

from ..core import Json
from ..core.rounds import leaders, points_json
from .rules import MIN_PLAYERS, RULES_SCREEN_MS, Role, goals_dealt
from .state import ABSTAIN, TIMED, Phase, SuspiState, options_json, value_of


def public_view(state: SuspiState, now: int) -> Json:
    """The board: nothing secret (PLT-10)."""
    m = state.match
    players = state.seats.numbers() if m is None else [p for p in m.players if p not in m.gone]
    evening = state.evening()
    composition = state.options.composition_for(max(MIN_PLAYERS, len(state.seats.present())))
    view: Json = {
        "phase": str(state.phase),
        "game": m.number if m is not None else 0,
        "options": options_json(state.options),
        "composition": composition.as_json(),  # SUS-27: what the next deal uses
        "players": players,
        "observers": [s for s in state.seats.numbers() if s not in players],
        "evening": points_json(evening),  # SUS-45
        "leaders": leaders(evening),
        "history": [
            {"game": h.number, "winner": h.winner, "reason": (h.result or {}).get("reason")}
            for h in state.finished()
        ],
        "durations": {str(p): ms for p, ms in TIMED.items()},  # SUS-06, SUS-09, SUS-10, SUS-42
        "rules_screen_ms": RULES_SCREEN_MS,  # SUS-46
        # SUS-46: the table's clock in the first lobby, so the board knows how long the rules have left
        "now": now if m is None else None,
    }
    if m is None:
        view["match"] = None
        return view
    c = m.council
    council: Json | None = None
    if c is not None and m.phase is Phase.COUNCIL:
        council = {
            "runoff": c.runoff,
            "places": c.places,
            "candidates": sorted(c.candidates),
            "eligible": len(c.eligible),
            "confirmed": len(c.confirmed & c.eligible),
            "no_vote": sorted(m.no_vote & m.alive),  # SUS-28: the sleepers sit out
            # SUS-10, SUS-21: the live count, ghost variant only; never who voted whom
            "tally": (
                [{"seat": s, "votes": n} for s, n in sorted(c.tally().items())]
                if m.ghosts_variant
                else None
            ),
        }
    view["match"] = {
        "round": m.round,
        "last_round": m.last_round,  # SUS-13
        "timer": m.timer.view(now) if m.timer is not None else None,
        "rooms": list(m.rooms),  # SUS-07
        "alive": sorted(m.alive),
        "dead": sorted(m.dead),
        "ghosts": sorted(m.ghosts()),  # SUS-17
        "gone": sorted(m.gone),
        "announced_murderers": m.announced,  # SUS-15
        "missing": list(m.missing),  # SUS-08: who did not come back at dawn
        "shots": [{"round": r, "target": t} for r, _, t in m.shots],  # SUS-32: not the shooter
        "council": council,
        "verdicts": list(m.verdicts),
        "winner": (
            {"team": m.winner, "reason": m.win_reason}
            if m.winner is not None and m.phase in (Phase.UNMASKING, Phase.OVER)
            else None
        ),
        "unmasking": (
            {"guessed": len(m.guesses), "players": len([p for p in m.players if p not in m.gone]),
             "goal_kinds": goals_dealt(len(m.players))}  # SUS-42, SUS-40: what a guess may name
            if m.phase is Phase.UNMASKING
            else None
        ),
        "result": m.result,  # SUS-42: roles and goals only once the guesses are in
    }
    return view


def player_view(public: Json, state: SuspiState, seat: int, now: int) -> Json:
    """The public view plus ``me``: this seat's card and choices, never another's (PLT-10)."""
    view = public
    m = state.match
    if m is None or seat not in m.players:
        view["me"] = {"status": "observer" if m is not None else "waiting", "card": None}
        return view
    goal = m.goal(seat)
    role = m.role(seat)
    n = m.night
    c = m.council
    in_night = m.phase is Phase.NIGHT
    vote: Json | None = None
    if c is not None and m.phase is Phase.COUNCIL and seat in c.eligible:
        choice = value_of(c.votes, seat)
        vote = {
            "target": None if choice in (None, ABSTAIN) else choice,
            "abstain": choice == ABSTAIN,
            "confirmed": seat in c.confirmed,
        }
    guess = value_of(m.guesses, seat)
    me: Json = {
        "status": "gone" if seat in m.gone else "alive" if seat in m.alive else "dead",
        "card": {  # SUS-05
            "character": value_of(m.characters, seat),
            "role": str(role),
            "goal": {"kind": goal[0], "target": goal[1]} if goal is not None else None,
        },
        "ghost": seat in m.ghosts(),
        "possessed": seat in m.possessed and seat in m.alive,
        "known_murderers": list(value_of(m.acquainted, seat) or []) if role is Role.MURDERER else [],
        "goals_done": sorted(g for s, g in m.done if s == seat),
        "loner_nights": value_of(m.loner_nights, seat) or 0,
        "asleep": in_night and seat in n.asleep,  # SUS-28
        "no_vote": m.phase in (Phase.DAY, Phase.COUNCIL, Phase.DAWN) and seat in m.no_vote,
        "room": value_of(n.rooms, seat) if in_night else None,  # SUS-06
        "last_room": value_of(m.last_rooms, seat),
        "check": value_of(n.checks, seat) if in_night else None,  # SUS-29
        "protect": value_of(n.protects, seat) if in_night else None,  # SUS-30
        "holy_ground": value_of(n.holy_ground, seat) if in_night else None,  # SUS-31
        "point": value_of(n.points, seat) if in_night else None,  # SUS-19
        "report": value_of(m.reports, seat) if m.round else None,  # SUS-08
        "vote": vote,  # SUS-10
        "bribe_offer": seat in m.bribed and m.phase in (Phase.DAY, Phase.COUNCIL),  # SUS-28
        "powder": role is Role.MURDERER and seat not in m.powder_used,
        "bribe": role is Role.MURDERER and seat not in m.bribe_used,
        "bullet": role is Role.SZUR and seat not in m.shot_used,  # SUS-32
        "self_protect": role is Role.DOCTOR and seat not in m.doctor_self_used,
        "holy_ground_left": role is Role.EXORCIST and seat not in m.holy_used,
        "guess": {"target": guess[0], "goal": guess[1]} if guess is not None else None,  # SUS-42
    }
    view["me"] = me
    return view


def moderator_view(public: Json, state: SuspiState, now: int) -> Json:
    """The public view, who has chosen (never what), and the secrets unless the host plays."""
    view = public
    host_plays = state.options.host_plays
    view["host_plays"] = host_plays
    m = state.match
    view["chosen"] = (
        {
            "rooms": sorted(s for s, _ in m.night.rooms),
            "checks": sorted(s for s, _ in m.night.checks),
            "protects": sorted(s for s, _ in m.night.protects),
            "points": sorted(s for s, _ in m.night.points),
            "awake": sorted(m.alive - m.night.asleep),
            # SUS-29, SUS-30: whether anyone awake checks or protects tonight (none to wait for else);
            # not for a game master who plays (SUS-03): who is still alive with which role is secret
            "investigator": None if host_plays else bool(m.seats_with(Role.INVESTIGATOR) & (m.alive - m.night.asleep)),
            "doctor": None if host_plays else bool(m.seats_with(Role.DOCTOR) & (m.alive - m.night.asleep)),
        }
        if m is not None and m.phase is Phase.NIGHT
        else None
    )
    if host_plays:  # SUS-03: a moderator who plays sees no secret
        return view
    if m is None:
        view["secrets"] = None
        return view
    c = m.council
    view["secrets"] = {
        "cards": [
            {
                "seat": s,
                "character": value_of(m.characters, s),
                "role": str(m.role(s)),
                "goal": (
                    {"kind": g[0], "target": g[1]} if (g := m.goal(s)) is not None else None
                ),
            }
            for s in m.players
        ],
        "possessed": sorted(m.possessed),
        "goals_done": [{"seat": s, "goal": g} for s, g in sorted(m.done)],
        "night": {  # the map of who is where
            "asleep": sorted(m.night.asleep),
            "rooms": [{"seat": s, "room": r} for s, r in sorted(m.night.rooms)],
            "checks": [{"seat": s, "room": r} for s, r in sorted(m.night.checks)],
            "protects": [{"seat": s, "target": t} for s, t in sorted(m.night.protects)],
            "holy_ground": [{"seat": s, "room": r} for s, r in sorted(m.night.holy_ground)],
            "points": [{"seat": s, "room": r} for s, r in sorted(m.night.points)],
        },
        "last_rooms": [{"seat": s, "room": r} for s, r in sorted(m.last_rooms)],
        "reports": [{"seat": s, "report": r} for s, r in sorted(m.reports)],
        "powdered": sorted(m.powdered),
        "bribed": sorted(m.bribed),
        "shots": [{"round": r, "seat": s, "target": t} for r, s, t in m.shots],
        "votes": (
            [{"seat": s, "target": t, "confirmed": s in c.confirmed} for s, t in sorted(c.votes)]
            if c is not None and m.phase is Phase.COUNCIL
            else []
        ),
        "guesses": [{"seat": s, "target": t, "goal": g} for s, (t, g) in sorted(m.guesses)],
    }
    return view


def finished(state: SuspiState) -> list[Json]:
    """Every finished game with its points and winners (the seats that got the team point)."""
    out: list[Json] = []
    for m in state.finished():
        result = m.result or {}
        out.append({
            "round": m.number,
            "outcome": result.get("winner") or "aborted",
            "points": [{"seat": s, "points": p} for s, p in m.points],
            "winners": sorted(result.get("team", [])) if result.get("winner") else [],
        })
    return out
