"""Seeded randomness kept in the state (PLT-02).

An :class:`Rng` is a value: each draw returns the result and the next Rng, so a state that holds it
replays exactly. Draw ``n`` of seed ``s`` always gives the same numbers on every machine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Rng:
    seed: int
    draws: int = 0

    def generator(self) -> tuple[random.Random, Rng]:
        """A generator for one draw, and the Rng to keep for the next one."""
        return random.Random(f"{self.seed}/{self.draws}"), Rng(self.seed, self.draws + 1)

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        gen, nxt = self.generator()
        return gen.choice(list(items)), nxt

    def shuffled(self, items: Sequence[T]) -> tuple[list[T], Rng]:
        gen, nxt = self.generator()
        out = list(items)
        gen.shuffle(out)
        return out, nxt

    def sample(self, items: Sequence[T], k: int) -> tuple[list[T], Rng]:
        gen, nxt = self.generator()
        return gen.sample(list(items), k), nxt
