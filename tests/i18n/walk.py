"""A seeded walk through a real game on a real table (PLT-15): each step one request that the
table allows, from the moderator, a player or the clock, with arguments tried in turn until the
rules take one. Used to bring every panel to every phase of a game and read what it shows."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from typing import Any

from net.table import Table
from rules.core import MODERATOR, SYSTEM, Actor, Arg, Rejection, Request

LEFT_OUT = {"kick", "leave", "join", "restored", "abort_round", "abort_game", "remove_player", "withdraw",
            "set_options", "add_custom_role", "pause_timer", "to_lobby", "set_composition", "set_role_count",
            "publication", "cross_out", "set_look", "add_time"}
"""Requests the walk does not send: they end or empty the table, or only change its settings."""

IDS = {
    "room": ["study", "library", "kitchen", "cellar", "attic", "chapel"],
    "goal": ["thief", "loner", "spy", "companion", "suspect", "accuser", "romance"],
    "lifeline": ["minute_on_credit", "clubs_help", "hosts_help"],
    "kind": ["cut_time", "sent_off", "hat_taken"],
    "role": ["boss", "commissar", "doctor", "maniac", "agitator", "mafia", "swindler"],
    "action": ["check", "kill", "save", "silence"],
}
INTS = {"hands": [0, 3, 6], "count": [0, 2, 5], "points": [1], "seconds": [30]}


def _values(name: str, kind: Arg, seats: list[int], locations: list[str]) -> list[Any]:
    if kind is Arg.SEAT:
        return list(seats)
    if kind is Arg.BOOL:
        return [True, False]
    if kind is Arg.INT:
        return INTS.get(name, [1])
    if kind is Arg.TEXT:
        return ["Nowak"]
    if name == "location":
        return locations
    return IDS.get(name, ["x"])


def candidates(game: Any, rtype: str, seats: list[int], locations: list[str]) -> Iterator[dict[str, Any]]:
    """Argument sets for ``rtype``: its required arguments with every value, the optional ones left out
    first, then given one at a time."""
    spec = game.requests[rtype].args
    required = {n: k for n, k in spec.items() if not n.endswith("?")}
    optional = {n.rstrip("?"): k for n, k in spec.items() if n.endswith("?")}
    names = list(required)
    pools = [_values(n, required[n], seats, locations) for n in names]
    for combo in itertools.product(*pools):
        yield dict(zip(names, combo, strict=True))
    for name, kind in optional.items():
        for value in _values(name, kind, seats, locations):
            yield {name: value}


class Walk:
    """A table of ``game`` with players; :meth:`step` sends one allowed request."""

    def __init__(self, table: Table, advance_clock: Callable[[float], None], seed: int = 7,
                 locations: list[str] | None = None, rare: frozenset[str] = frozenset()) -> None:
        """``rare``: requests sent seldom (the spy's guess ends a round before its time is up)."""
        self.table = table
        self.rare = rare
        self.rng = random.Random(seed)
        self.advance_clock = advance_clock
        self.locations = locations or ["x"]

    def step(self) -> bool:
        table = self.table
        game = table.game
        view = table.moderator_view()
        seats = [int(s["seat"]) for s in view["seats"]]
        secret = (view["game"].get("secrets") or {}).get("location")
        locations = [*([secret] if secret else []), *self.locations[:3]]
        options: list[tuple[float, Actor, str]] = []
        for actor in [MODERATOR, *(Actor.player(s) for s in seats)]:
            for rtype in table.allowed(actor):
                if rtype not in LEFT_OUT and rtype in game.requests:
                    weight = 1 if actor is MODERATOR else 3
                    options.append((weight / 30 if rtype in self.rare else weight, actor, rtype))
        if not options or self.rng.random() < 0.1:
            self.advance_clock(self.rng.choice([5, 30, 120]))
            if SYSTEM.kind in game.requests["tick"].senders and not isinstance(
                    table.submit(SYSTEM, Request("tick")), Rejection):
                return True
            if not options:
                return False
        weights = [float(w) for w, _a, _t in options]
        _w, actor, rtype = self.rng.choices(options, weights=weights)[0]
        tries = list(candidates(game, rtype, seats, locations))
        self.rng.shuffle(tries)
        if rtype == "ready":
            tries = [{"ready": True}]  # a walk that keeps taking it back never starts the quiz
        return any(not isinstance(table.submit(actor, Request(rtype, args)), Rejection) for args in tries[:40])
