"""Small decks and a spy table driven by hand (the rules tests' one driver, :mod:`tests.rules.table`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import MODERATOR
from rules.spy.deck import Deck, Location, Role
from rules.spy.game import SpyGame
from rules.spy.state import Phase, SpyState

from .. import table
from ..table import T0, P

__all__ = ["T0", "P", "Table", "make_deck", "make_game", "two_spy_table"]


# --- small decks ------------------------------------------------------------------------------


def _names(text: str) -> dict[str, str]:
    return {lang: text for lang in ("uk", "pl", "ru", "en")}


def make_deck(deck_id: str = "family", size: int = 6, roles: int = 4, prefix: str = "loc") -> Deck:
    """A deck of ``size`` locations ``<prefix>_<i>``, each with roles ``<prefix>_<i>_role_<j>``."""
    locations = tuple(
        Location(
            f"{prefix}_{i}",
            _names(f"Place {i}"),
            tuple(Role(f"{prefix}_{i}_role_{j}", _names(f"Role {j}")) for j in range(roles)),
        )
        for i in range(size)
    )
    return Deck(deck_id, _names(deck_id.title()), _names(f"{size} places"), locations)


def make_game(**decks: Deck) -> SpyGame:
    return SpyGame(decks or {"family": make_deck()})


# --- a table driven by hand -------------------------------------------------------------------


class Table(table.Table[SpyState]):
    """A spy table of ``players`` (``Player 1``, ...), with the game's shortcuts."""

    def __init__(
        self,
        players: int = 4,
        options: Mapping[str, Any] | None = None,
        seed: int = 1,
        game: SpyGame | None = None,
    ) -> None:
        super().__init__(game or make_game(), options, seed, seats=players)

    # shortcuts
    def deal(self) -> None:
        self.ok(MODERATOR, "deal")

    def start(self) -> None:
        self.ok(MODERATOR, "start_round")

    def play(self) -> None:
        """Deal, let everyone look at their card, start."""
        self.deal()
        for seat in self.state.round_players():
            self.ok(P(seat), "card_seen")
        self.start()

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def spies(self) -> list[int]:
        assert self.state.round is not None
        return sorted(self.state.round.spies)

    @property
    def spy(self) -> int:
        return self.spies[0]

    @property
    def locals(self) -> list[int]:
        assert self.state.round is not None
        return [p for p in self.state.round.players if p not in self.state.round.spies]

    @property
    def asker(self) -> int:
        assert self.state.round is not None and self.state.round.asker is not None
        return self.state.round.asker

    @property
    def location(self) -> str:
        assert self.state.round is not None
        return self.state.round.location

    def wrong_location(self) -> str:
        return next(i for i in self.game.decks[self.state.options.deck].ids() if i != self.location)

    def me(self, seat: int) -> dict[str, Any]:
        return self.game.player_view(self.state, seat, self.now)["me"]

    def result(self) -> dict[str, Any]:
        result = self.public()["result"]
        assert result is not None
        return result

    def points(self) -> dict[int, int]:
        return {p["seat"]: p["points"] for p in self.result()["points"]}

    def scores(self) -> dict[int, int]:
        return {p["seat"]: p["points"] for p in self.public()["scores"]}

    def accuse(self, accuser: int, accused: int, yes: Sequence[int] | None = None) -> None:
        """Accuse and have every voter (or ``yes``) agree."""
        self.ok(P(accuser), "accuse", target=accused)
        acc = self.state.round.accusation if self.state.round else None
        assert acc is not None
        for seat in sorted(acc.ballot.eligible) if yes is None else yes:
            self.ok(P(seat), "vote", yes=True)

    def suspects(self, votes: Mapping[int, int]) -> None:
        for seat, target in votes.items():
            self.ok(P(seat), "suspect", target=target)


def two_spy_table(players: int = 7, seed: int = 1) -> Table:
    t = Table(players, {"two_spies": True}, seed=seed)
    t.play()
    assert len(t.spies) == 2
    return t
