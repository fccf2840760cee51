"""Random games at 10 to 16 places, driven through the host's allowed requests.

Checked after every request: a rejection changes nothing (PLT-11); events are JSON; nobody acts after
leaving; the first out of the previous game is never killed or expelled on day 1 or night 1
(MAF-20); every vote's tally is the hands entered (MAF-09, MAF-11); no player's view holds another
place's role before it is revealed (MAF-06, PLT-10); every ended game has a result that follows
MAF-21 and MAF-22. At the end, replaying the journal gives the same state (PLT-02).
"""

from __future__ import annotations

import json
import os
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import MODERATOR, SYSTEM, Actor, ActorKind, Arg, Event, Rejection, Request
from rules.mafia.game import MafiaState, Phase

from .tables import CATALOG, GAME, T0, P

EXTRA_ROLES = ["maniac", "agitator", "swindler", "kamikaze"]
RESULTS = {"reds", "blacks", "draw", "aborted"}


def draw_args(data: st.DataObject, state: MafiaState, rtype: str) -> dict[str, Any]:
    m = state.match
    living = m.living() if m is not None else [1]
    places = [p.place for p in m.players] if m is not None else [1]
    args: dict[str, Any] = {}
    if rtype in ("nominate", "foul", "under_foul"):
        key = "target" if rtype == "nominate" else "place"
        args[key] = data.draw(st.sampled_from(living if rtype != "under_foul" or m is None or m.speaker is None
                                                else [m.speaker]))
    elif rtype == "hands":
        assert m is not None
        missing = [c for c in m.candidates if m.count_of(c) is None] or list(m.candidates)
        left = len(living) - sum(n for _, n in m.counts)
        args = {"place": data.draw(st.sampled_from(missing)), "count": data.draw(st.integers(0, max(0, left)))}
    elif rtype in ("expel_anyone", "car_crash"):
        args["hands"] = data.draw(st.integers(0, len(living)))
    elif rtype == "night_action":
        assert m is not None
        slot = GAME.pending_slot(m)
        assert slot is not None
        action = data.draw(st.sampled_from(GAME.slot_actions(m, slot)))
        args["action"] = action
        if action != "nothing":
            args["target"] = data.draw(st.sampled_from(living))
    elif rtype == "bonus":
        args = {"place": data.draw(st.sampled_from(places)), "points": 1}
    return args


def check_views(state: MafiaState) -> None:
    m = state.match
    for seat in GAME.seat_numbers(state):
        view = GAME.player_view(state, seat, T0)
        json.dumps(view)
        if m is None:
            continue
        mine = m.place_of(seat)
        for row in view["places"]:
            p = m.player(row["place"])
            assert p is not None
            if row["role"] is not None:
                assert p.revealed or m.phase is Phase.GAME_OVER, row  # MAF-06, PLT-10
        assert "secrets" not in view
        if mine is not None and view["me"]["role"] is not None:
            assert view["me"]["role"] == m.role_of(mine)
    json.dumps(GAME.public_view(state, T0))
    json.dumps(GAME.moderator_view(state, T0))


def check_events(before: MafiaState, request: Request, events: list[Event]) -> None:
    m = before.match
    for e in events:
        if m is None:
            continue
        if e["type"] == "nominated":
            assert m.is_alive(int(e["by"])) and m.is_alive(int(e["place"]))
        if e["type"] in ("night_action", "checked"):
            assert GAME.holders(m, str(e["slot"]))  # somebody living acts
            assert e["target"] is None or m.is_alive(int(e["target"]))
        if e["type"] == "speech_started" and before.phase is not Phase.LAST_WORDS:
            after_words = any(x["type"] == "phase_entered" and x["phase"] == "last_words" for x in events)
            assert after_words or m.is_alive(int(e["place"]))
        if e["type"] in ("player_out", "player_out_hidden") and e["how"] in ("killed", "expelled"):
            assert not m.immune_now(int(e["place"])), e  # MAF-20
        if e["type"] == "vote_closed":
            entered = dict(m.counts)
            entered[int(request.args["place"])] = int(request.args["count"])
            assert {int(c["place"]): int(c["count"]) for c in e["counts"]} == entered  # MAF-09, MAF-11


@settings(max_examples=int(os.environ.get("GM_RANDOM_GAMES", "12")), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data(), st.integers(10, 16), st.integers(0, 2**16))
def test_random_games(data: st.DataObject, players: int, seed: int) -> None:
    state = GAME.setup({"capacity": 16}, seed)
    journal: list[Event] = []

    def apply(actor: Actor, request: Request) -> list[Event] | Rejection:
        nonlocal state
        before = state
        out = GAME.handle(state, request, actor, now)
        if isinstance(out, Rejection):
            return out
        json.dumps(out)
        check_events(before, request, out)
        journal.extend(out)
        state = GAME.fold_all(state, out)
        check_views(state)
        return out

    now = T0
    for i in range(players):
        assert not isinstance(apply(MODERATOR, Request("add_player", {"nickname": f"P{i}", "adult": True})), Rejection)
    games = 0
    for _ in range(2):  # two games: immunity carries from the first to the second (MAF-20)
        assert not isinstance(apply(MODERATOR, Request("seat_players")), Rejection)
        m = state.match
        assert m is not None
        for role in data.draw(st.lists(st.sampled_from(EXTRA_ROLES), max_size=2, unique=True)):
            apply(MODERATOR, Request("set_role_count", {"role": role, "count": 1}))
            apply(MODERATOR, Request("set_role_count", {"role": "civilian",
                                                        "count": dict(state.match.composition)["civilian"] - 1}))  # type: ignore[union-attr]
        assert not isinstance(apply(MODERATOR, Request("deal")), Rejection)
        games += 1
        for _ in range(400):
            if state.phase is Phase.GAME_OVER:
                break
            deadline = GAME.next_deadline(state)
            if deadline is not None and data.draw(st.integers(0, 3)) == 0:
                now = max(now, deadline)
                assert not isinstance(apply(SYSTEM, Request("tick")), Rejection)
                continue
            allowed = [r for r in GAME.allowed(state, MODERATOR, now)
                       if r not in ("abort_game", "seat_players", "set_options", "add_player", "remove_player",
                                    "set_role_count", "add_custom_role", "pause_timer", "resume_timer")]
            if data.draw(st.integers(0, 30)) == 0:
                seat = data.draw(st.sampled_from(GAME.seat_numbers(state)))
                apply(P(seat), Request("card_seen"))
                continue
            if data.draw(st.integers(0, 8)) == 0:  # what is not allowed is refused, whatever the args
                barred = [r for r in GAME.requests if ActorKind.MODERATOR in GAME.requests[r].senders
                          and r not in GAME.allowed(state, MODERATOR, now)]
                if barred:
                    rtype = data.draw(st.sampled_from(barred))
                    sample = {Arg.SEAT: 1, Arg.INT: 1, Arg.BOOL: True, Arg.ID: "civilian", Arg.TEXT: "x"}
                    args = {k: sample[kind] for k, kind in GAME.requests[rtype].args.items() if not k.endswith("?")}
                    assert isinstance(GAME.handle(state, Request(rtype, args), MODERATOR, now), Rejection)
                    continue
            rtype = data.draw(st.sampled_from(allowed))
            before = state
            out = apply(MODERATOR, Request(rtype, draw_args(data, state, rtype)))
            if isinstance(out, Rejection):
                assert state == before
        else:
            apply(MODERATOR, Request("abort_game"))
        m = state.match
        assert m is not None and m.phase is Phase.GAME_OVER and m.result in RESULTS
        if m.result not in ("aborted",):
            assert GAME.winner(m) == m.result  # MAF-21, MAF-22
            if m.result == "reds":
                assert not any(p.alive and CATALOG[p.role].black for p in m.players)
    assert games == 2
    assert GAME.replay({"capacity": 16}, seed, journal) == state  # PLT-02
