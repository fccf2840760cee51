"""The one table driver of the rules tests: a game, its state and its journal, applied the way the
table (``net.table``) applies them. Each game's ``tables.py`` adds its own shortcuts.

Every request goes through :meth:`Table.send`, which checks what the platform relies on: a refusal
changes nothing (PLT-11), the events are JSON (the journal stores them as they are) and the
journal replays to the same state (PLT-02, :meth:`Table.replayed`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Generic, TypeVar

from rules.core import GUEST, MODERATOR, SYSTEM, Actor, Event, Game, Rejection, RejectionCode, Request

S = TypeVar("S")
T0 = 1_000_000
"""The table's clock at the first request (ms); tests move it with :meth:`Table.wait`."""


def P(seat: int) -> Actor:
    """The player at ``seat``."""
    return Actor.player(seat)


class Table(Generic[S]):
    """``seats`` guests join first, as ``nickname`` with their number (``Player 1``, ...)."""

    def __init__(self, game: Game[Any], options: Mapping[str, Any] | None = None, seed: int = 1,
                 seats: int = 0, nickname: str = "Player {}") -> None:
        self.game = game
        self.options = dict(options or {})
        self.seed = seed
        self.state: S = game.setup(self.options, seed)
        self.events: list[Event] = []
        self.now = T0
        for i in range(seats):
            self.join(nickname.format(i + 1))

    # --- requests ---------------------------------------------------------------------------
    def send(self, actor: Actor, rtype: str, **args: Any) -> list[Event] | Rejection:
        before = self.state
        out = self.game.handle(self.state, Request(rtype, args), actor, self.now)
        if isinstance(out, Rejection):
            assert self.state == before
            return out
        assert json.loads(json.dumps(out)) == out, out  # journaled as it is
        self.events += out
        self.state = self.game.fold_all(self.state, out)
        return out

    def ok(self, actor: Actor, rtype: str, **args: Any) -> list[Event]:
        """The request is accepted; its events."""
        out = self.send(actor, rtype, **args)
        assert not isinstance(out, Rejection), (rtype, args, out)
        return out

    def no(self, actor: Actor, rtype: str, code: RejectionCode | None = None, **args: Any) -> Rejection:
        """The request is refused (with ``code`` when given), with a reason, and changes nothing."""
        out = self.send(actor, rtype, **args)
        assert isinstance(out, Rejection), (rtype, args, out)
        if code is not None:
            assert out.code is code, out
        assert out.reason
        return out

    def host(self, rtype: str, **args: Any) -> list[Event]:
        """The moderator's request, accepted."""
        return self.ok(MODERATOR, rtype, **args)

    def join(self, nickname: str) -> int:
        """A guest joins; the seat it got."""
        return int(self.ok(GUEST, "join", nickname=nickname)[0]["seat"])

    # --- time -------------------------------------------------------------------------------
    def wait(self, ms: int) -> None:
        self.now += ms

    def tick(self) -> list[Event]:
        """What the table does: wait for the game's deadline, then send ``tick``."""
        deadline = self.game.next_deadline(self.state)
        assert deadline is not None
        self.now = max(self.now, deadline)
        return self.ok(SYSTEM, "tick")

    # --- views ------------------------------------------------------------------------------
    def public(self) -> dict[str, Any]:
        return self.game.public_view(self.state, self.now)

    def board(self, url: str = "http://192.0.2.1:8765/?t=12345") -> dict[str, Any]:
        """The board's scene (PLT-13) from the public view in the envelope the table sends."""
        seats = [{"seat": s.number, "nickname": s.nickname, "present": s.present, "connected": True}
                 for s in self.game.seats(self.state)]
        view = {"table": {"code": "12345", "game": self.game.id, "lang": "uk", "url": url, "opened": T0},
                "seats": seats, "game": self.public()}
        scene = self.game.board(view)
        assert scene is not None and json.loads(json.dumps(scene)) == scene, scene  # sent as it is
        return scene

    def player(self, seat: int) -> dict[str, Any]:
        return self.game.player_view(self.state, seat, self.now)

    def console(self) -> dict[str, Any]:
        return self.game.moderator_view(self.state, self.now)

    def allowed(self, actor: Actor) -> list[str]:
        return self.game.allowed(self.state, actor, self.now)

    def replayed(self) -> S:
        """The state replayed from the seed and the journal, as a restart does (PLT-02)."""
        state: S = self.game.replay(self.options, self.seed, json.loads(json.dumps(self.events)))
        return state
