"""Small packs and a table driven by hand, for the quiz tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import MODERATOR
from rules.quiz.game import QuizGame
from rules.quiz.pack import Pack, Question
from rules.quiz.state import Phase, QuizState, Round

from .. import table
from ..table import T0, P

__all__ = ["T0", "P", "Table", "make_game", "make_pack"]


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


class Table(table.Table[QuizState]):
    """A quiz table of ``experts`` (``Expert 1``, ...), with the quiz's shortcuts."""

    def __init__(self, experts: int = 3, options: Mapping[str, Any] | None = None, seed: int = 1,
                 game: QuizGame | None = None) -> None:
        super().__init__(game or make_game(), options, seed, seats=experts, nickname="Expert {}")

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
