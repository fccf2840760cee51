"""A game's parts of the shared checks live in its own test folder (``tests/rules/<game>/shared.py``,
``tests/game_parts.py``): every registered game gives them all, and a game that lacks one is told
which file and which name, never a bare KeyError from a shared test's table."""

from __future__ import annotations

import ast
import sys
import types
from pathlib import Path

import pytest

from net.content import make_game
from rules import registry
from tests.game_parts import PARTS, part


@pytest.mark.parametrize("game_id", registry.IDS)
def test_every_registered_game_gives_the_shared_checks_their_parts(game_id: str) -> None:  # PLT-04
    game = make_game(game_id)
    assert int(part(game_id, "SEATS")) >= game.min_players
    kick = part(game_id, "KICK")
    assert kick in game.requests, kick
    for request in part(game_id, "FORWARD"):
        assert request in game.requests, request
    for request, args in part(game_id, "options")(game):
        assert request in game.requests and isinstance(args, dict), (request, args)
    assert all(isinstance(word, str) for word in part(game_id, "words")(game))
    assert callable(part(game_id, "secrets")) and callable(part(game_id, "walk"))
    assert game.min_players <= int(part(game_id, "WALK_PLAYERS")) <= game.max_players
    assert int(part(game_id, "WALK_STEPS")) > 0 and int(part(game_id, "PHONE_STEPS")) > 0
    assert game.min_players <= int(part(game_id, "PHONE_PLAYERS")) <= game.max_players
    assert isinstance(part(game_id, "PHONE_OPTIONS"), (dict, type(None)))
    for request in part(game_id, "WALK_RARE"):
        assert request in game.requests, request


def test_a_game_without_its_shared_file_is_told_which_file_to_write() -> None:
    with pytest.raises(LookupError, match=r"tests/rules/nosuchgame/shared\.py is missing"):
        part("nosuchgame", "SEATS")


def test_a_shared_file_without_a_part_is_told_what_the_part_is(monkeypatch: pytest.MonkeyPatch) -> None:
    partial = types.ModuleType("tests.rules.halfgame.shared")
    partial.SEATS = 3  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tests.rules.halfgame.shared", partial)
    assert part("halfgame", "SEATS") == 3
    with pytest.raises(LookupError, match=r"halfgame: tests/rules/halfgame/shared\.py has no KICK: .*seat"):
        part("halfgame", "KICK")
    with pytest.raises(KeyError, match="not a part"):
        part("halfgame", "WALK")
    assert set(PARTS) == {"SEATS", "FORWARD", "KICK", "WALK_PLAYERS", "WALK_STEPS", "WALK_RARE", "PHONE_PLAYERS", "PHONE_STEPS",
                          "PHONE_OPTIONS", "walk", "options", "words", "BOARD_MOMENTS", "BOARD_TABLE", "TITLES",
                          "DESK_UK", "DESK_EN", "secrets"}


TESTS = Path(__file__).resolve().parent


def hand_listed_games(path: Path) -> list[int]:
    """The lines of ``path`` where a test is parametrized over a list or tuple of game ids written out
    (two or more of the registry's ids): a game added later would be left out of that check."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) in ("parametrize", "fixture"):
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                if isinstance(arg, (ast.List, ast.Tuple)):
                    ids = [e.value for e in arg.elts if isinstance(e, ast.Constant) and e.value in registry.IDS]
                    if len(ids) >= 2:
                        found.append(node.lineno)
    return found


def test_hand_listed_games_are_found(tmp_path: Path) -> None:
    sample = tmp_path / "test_sample.py"
    sample.write_text('import pytest\n\n@pytest.mark.parametrize("g", ["spy", "quiz"])\ndef test_a(g): pass\n\n'
                      '@pytest.mark.parametrize("g", registry.IDS)\ndef test_b(g): pass\n', encoding="utf-8")
    assert hand_listed_games(sample) == [3]


def test_no_shared_test_lists_the_games_by_hand() -> None:
    """A shared check takes its games from the registry, so a registered game is in every one of them."""
    own = {TESTS / "rules" / game_id for game_id in registry.IDS}
    found = {str(path.relative_to(TESTS)): lines for path in sorted(TESTS.rglob("*.py"))
             if not any(folder in path.parents for folder in own) and (lines := hand_listed_games(path))}
    assert found == {}
