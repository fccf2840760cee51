"""Small packs and a table driven by hand, for the quiz tests."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rules.core import GUEST, MODERATOR, SYSTEM, Actor, Event, Rejection, RejectionCode, Request
from rules.quiz.game import QuizGame
from rules.quiz.pack import Pack, Question
from rules.quiz.state import Phase, QuizState, Round

T0 = 1_000_000


def P(seat: int) -> Actor:
    return Actor.player(seat)


def make_pack(pack_id: str = "test", envelopes: int = 15, black_box: int = 2, hints: bool = True) -> Pack:
    """Questions ``e<i>`` and ``b<i>``; every answer is a word found nowhere else (ANSWER-…)."""
    return Pack(
        pack_id,
        "en",
        f"Pack {pack_id}",
        tuple(
            Question(f"e{i}", f"Envelope question {i}?", f"ANSWER-E{i}", (f"ALT-E{i}",), (),
                     f"COMMENT-E{i}", "", "", f"Hint {i}" if hints else "")
            for i in range(envelopes)
        ),
        tuple(
            Question(f"b{i}", f"What is in the box {i}?", f"ANSWER-B{i}", (), (), f"COMMENT-B{i}")
            for i in range(black_box)
        ),
    )


def make_game(**packs: Pack) -> QuizGame:
    return QuizGame(packs or {"test": make_pack()})


class Table:
    """A game, its state and its journal, applied the way the table applies them."""

    def __init__(self, experts: int = 3, options: Mapping[str, Any] | None = None, seed: int = 1,
                 game: QuizGame | None = None) -> None:
        self.game = game or make_game()
        self.options = dict(options or {})
        self.seed = seed
        self.state: QuizState = self.game.setup(self.options, seed)
        self.events: list[Event] = []
        self.now = T0
        for i in range(experts):
            self.ok(GUEST, "join", nickname=f"Expert {i + 1}")

    def send(self, actor: Actor, rtype: str, **args: Any) -> list[Event] | Rejection:
        before = self.state
        out = self.game.handle(self.state, Request(rtype, args), actor, self.now)
        if isinstance(out, Rejection):
            assert self.state == before
            return out
        assert json.loads(json.dumps(out)) == out
        self.events += out
        self.state = self.game.fold_all(self.state, out)
        return out

    def ok(self, actor: Actor, rtype: str, **args: Any) -> list[Event]:
        out = self.send(actor, rtype, **args)
        assert not isinstance(out, Rejection), out
        return out

    def no(self, actor: Actor, rtype: str, code: RejectionCode | None = None, **args: Any) -> Rejection:
        out = self.send(actor, rtype, **args)
        assert isinstance(out, Rejection), out
        if code is not None:
            assert out.code is code, out
        assert out.reason
        return out

    def wait(self, ms: int) -> None:
        self.now += ms

    def tick(self) -> list[Event]:
        """What the table does: wait for the deadline, then send ``tick``."""
        deadline = self.game.next_deadline(self.state)
        assert deadline is not None
        self.now = max(self.now, deadline)
        return self.ok(SYSTEM, "tick")

    # --- shortcuts ----------------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def seats(self) -> list[int]:
        return self.state.seats.numbers()

    @property
    def round(self) -> Round:
        assert self.state.match is not None and self.state.match.round is not None
        return self.state.match.round

    @property
    def score(self) -> tuple[int, int]:
        assert self.state.match is not None
        return self.state.match.score()

    def start(self, captain: int = 1) -> None:
        """Everyone ready, the captain marked, the game started."""
        for seat in self.seats:
            self.ok(P(seat), "ready")
        if self.state.captain != captain:
            self.ok(MODERATOR, "mark_captain", seat=captain)
        self.ok(MODERATOR, "start")

    def spin(self) -> int:
        self.ok(MODERATOR, "spin")
        return self.round.sector

    def to_gong(self) -> None:
        """Spin, "Время пошло", the signal and the gong."""
        self.spin()
        self.ok(MODERATOR, "time_go")
        self.tick()
        self.tick()
        assert self.phase is Phase.ANSWER

    def play_round(self, experts_win: bool) -> None:
        self.to_gong()
        if experts_win:
            self.ok(P(self.captain), "name_answerer", seat=self.captain)
            self.ok(MODERATOR, "accept_answer")
        else:
            self.ok(MODERATOR, "reject_answer")

    @property
    def captain(self) -> int:
        assert self.state.captain is not None
        return self.state.captain

    def public(self) -> dict[str, Any]:
        return self.game.public_view(self.state, self.now)

    def player(self, seat: int) -> dict[str, Any]:
        return self.game.player_view(self.state, seat, self.now)

    def console(self) -> dict[str, Any]:
        return self.game.moderator_view(self.state, self.now)

    def allowed(self, actor: Actor) -> list[str]:
        return self.game.allowed(self.state, actor, self.now)

    def replayed(self) -> QuizState:
        return self.game.replay(self.options, self.seed, json.loads(json.dumps(self.events)))
