"""The console's shape (docs/adding-a-game.md): no import cycle, no module over 900 lines, no game
id compared by string outside that game's own package, and every game's package of the same
modules."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from net.content import GAMES

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "gm_console"
MAX_LINES = 900
GAME_MODULES = ("desk", "panels", "texts", "cues")
"""What every game's package ``gm_console/games/<game>/`` has (a module or a package of modules)."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(package: Path) -> dict[str, Path]:
    return {module_name(p): p for p in sorted(package.rglob("*.py"))}


def imports(name: str, path: Path, known: set[str]) -> Iterator[str]:
    """Every module of ``known`` that ``path`` imports, anywhere in the file (at the top, inside a
    function, under ``TYPE_CHECKING``): a cycle of any of them is a cycle of the design."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in known else source
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                yield target


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def import_graph(package: Path) -> dict[str, set[str]]:
    found = modules(package)
    known = set(found)
    return {name: set(imports(name, path, known)) for name, path in found.items()}


def test_the_console_has_no_import_cycle() -> None:
    """A desk never reaches back into the main window; a game's modules import down, never round."""
    assert cycles(import_graph(PACKAGE)) == []


def test_the_cycle_finder_finds_a_cycle(tmp_path: Path) -> None:
    """The check above can fail: two modules that import each other (one only for typing, one
    inside a function) are a cycle, and a package importing its own module is not."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    pkg = tmp_path / "gm_console"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from .desk import Desk\n")
    (pkg / "desk.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .window import W\n")
    (pkg / "window.py").write_text("def f():\n    from . import desk\n")
    found = {f"gm_console{'' if p.stem == '__init__' else '.' + p.stem}": p for p in pkg.glob("*.py")}
    graph = {name: set(imports(name, path, set(found))) for name, path in found.items()}
    assert graph["gm_console"] == {"gm_console.desk"}
    assert cycles(graph) == [["gm_console.desk", "gm_console.window"]]


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_console_module_is_over_900_lines(path: Path) -> None:
    """One obvious place for each thing: a module that grows past 900 lines is split at its sections."""
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{path.relative_to(ROOT)} has {lines} lines"


def game_id_comparisons(path: Path) -> Iterator[tuple[int, str]]:
    """Comparisons with a game id as a string literal (``game == "spy"``, ``in ("spy", …)``)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                values = side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side]
                for value in values:
                    if isinstance(value, ast.Constant) and value.value in GAMES:
                        yield node.lineno, str(value.value)
        elif isinstance(node, ast.MatchValue) and isinstance(node.value, ast.Constant) and node.value.value in GAMES:
            yield node.lineno, str(node.value.value)


def test_no_game_id_is_compared_outside_its_own_package() -> None:
    """Shared console code finds a game through its package (``gm_console/games/<game>/``), never
    by testing the game's id; a game may name itself inside its own package."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        own = parts[1] if len(parts) > 2 and parts[0] == "games" else None
        found += [f"{path.relative_to(ROOT)}:{line}: {game}" for line, game in game_id_comparisons(path)
                  if game != own]
    assert found == []


def test_the_game_id_check_can_fail(tmp_path: Path) -> None:
    source = tmp_path / "x.py"
    source.write_text('def f(game):\n    return 1 if game == "spy" else game in ("quiz", "other")\n')
    assert sorted(game_id_comparisons(source)) == [(2, "quiz"), (2, "spy")]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_same_modules(game: str) -> None:
    """A fifth game is a checklist (docs/adding-a-game.md): each game's package has a desk, its
    panels, its texts and its cues, under the same names (its board is the scene of its rules)."""
    folder = PACKAGE / "games" / game
    assert (folder / "__init__.py").is_file()
    missing = [m for m in GAME_MODULES if not (folder / f"{m}.py").is_file() and not (folder / m / "__init__.py").is_file()]
    assert missing == []
