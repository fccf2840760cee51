"""The shape of the code, checked on its source: layers and no import cycles, small modules, every game
found through the registry and built of the same modules (docs/adding-a-game.md)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules import registry

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("rules", "net", "gm_console")
MAX_LINES = 900
GAME_MODULES = ("state", "fold", "guards", "views", "board", "board_texts", "game")
"""The modules every game's rules are split into, by the sections every game has."""


def _sources(*packages: str) -> Iterator[Path]:
    for package in packages:
        yield from sorted((ROOT / package).rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def _type_checking_only(tree: ast.Module) -> set[int]:
    """Line numbers of imports under ``if TYPE_CHECKING:`` (not a dependency when the code runs)."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            for inner in node.body:
                for sub in ast.walk(inner):
                    if isinstance(sub, ast.Import | ast.ImportFrom):
                        lines.add(sub.lineno)
    return lines


def imports(path: Path, known: set[str], *, types: bool = False) -> set[str]:
    """The modules of ``known`` that ``path`` imports (at module level or inside a function; with
    ``types``, also those imported for types only)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = set() if types else _type_checking_only(tree)
    me = _module_name(path)
    package = me if _is_package(path) else me.rpartition(".")[0]
    found: set[str] = set()

    def add(name: str) -> None:
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and name != me:
            found.add(name)

    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skip:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            for alias in node.names:
                full = f"{base}.{alias.name}"
                add(full if full in known else base)
    return found


def _graph(*packages: str, types: bool = False) -> dict[str, set[str]]:
    paths = list(_sources(*packages))
    known = {_module_name(p) for p in paths}
    return {_module_name(p): imports(p, known, types=types) for p in paths}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_import_graph_sees_what_a_module_imports() -> None:
    """The checker itself: relative, absolute and in-function imports count; TYPE_CHECKING does not."""
    graph = _graph(*LAYERS)
    assert "rules.core" in graph["rules.spy.game"]  # from ..core import (...): the package
    assert {"rules.spy.views", "rules.spy.state", "rules.spy.fold"} <= graph["rules.spy.game"]
    assert "rules.registry" in graph["net.content"]
    assert "net.content" in graph["gm_console.app"]  # imported inside a function
    assert "gm_console.main_window" not in graph["gm_console.games.spy"]  # for types only
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycle() -> None:
    """Imports point one way inside ``rules/``, ``net/`` and ``gm_console/``; in ``rules/`` and ``net/``
    even an import for types only (under ``TYPE_CHECKING``) does: two modules that need each other's
    names are one module, or share a third."""
    assert _cycles(_graph(*LAYERS)) == []
    assert _cycles(_graph("rules", "net", types=True)) == []


def test_layers_import_downwards_only() -> None:
    """``rules/`` imports nothing of ours above it; ``net/`` never imports the console (ARCHITECTURE.md)."""
    graph = _graph(*LAYERS)
    for module, targets in graph.items():
        layer = module.split(".")[0]
        above = LAYERS[LAYERS.index(layer) + 1:]
        assert not [t for t in targets if t.split(".")[0] in above], module


def test_data_is_found_in_one_place() -> None:
    """The console's data is package data that one module finds (``gm_resources``, through
    importlib.resources), so a wheel and the app bundle find it as a checkout does: no other module
    works out a folder from its own file, ``rules/`` reads no file at all, and ``gm_resources``
    imports nothing of ours."""
    graph = _graph(*LAYERS, "gm_resources")
    assert "gm_resources" in graph["net.content"]
    assert not [m for m, targets in graph.items() if m.startswith("rules") and "gm_resources" in targets]
    assert graph["gm_resources"] == set()
    found = [str(p.relative_to(ROOT)) for p in _sources(*LAYERS) if "__file__" in p.read_text(encoding="utf-8")]
    assert found == []


@pytest.mark.parametrize("package", ["rules", "net"])
def test_no_module_over_900_lines(package: str) -> None:
    long = {str(p.relative_to(ROOT)): n for p in _sources(package)
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def _own_game(path: Path) -> str | None:
    """The game whose own package ``path`` is in (``rules/<id>/``, ``gm_console/games/<id>``)."""
    parts = path.relative_to(ROOT).parts
    if parts[0] == "rules" and len(parts) > 2 and parts[1] in registry.IDS:
        return parts[1]
    if parts[:2] == ("gm_console", "games") and len(parts) > 2:
        name = parts[2].removesuffix(".py")
        return name if name in registry.IDS else None
    return None


def game_ids_compared(path: Path) -> list[tuple[int, str]]:
    """(line, game id) for every comparison with a game id written as a string in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[int, str]] = []

    def strings(node: ast.AST) -> list[str]:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [node.value]
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            return [s for e in node.elts for s in strings(e)]
        return []

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                found += [(node.lineno, s) for s in strings(side) if s in registry.IDS]
        elif isinstance(node, ast.MatchValue):
            found += [(node.lineno, s) for s in strings(node.value) if s in registry.IDS]
    return found


def test_the_id_check_finds_a_comparison(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('if game == "spy" or kind in ("quiz", "x"):\n    pass\nmatch g:\n    case "mafia":\n        pass\n')
    assert game_ids_compared(sample) == [(1, "spy"), (1, "quiz"), (4, "mafia")]


def test_no_game_id_is_compared_outside_its_own_package() -> None:
    """The platform finds a game through the registry; only a game's own code names it."""
    compared = {
        f"{p.relative_to(ROOT)}:{line}": game
        for p in _sources(*LAYERS)
        for line, game in game_ids_compared(p)
        if game != _own_game(p)
    }
    assert compared == {}


@pytest.mark.parametrize("entry", registry.GAMES, ids=registry.IDS)
def test_every_game_has_the_same_shape(entry) -> None:  # type: ignore[no-untyped-def]
    """A game's package exports its entry, named by its id, and has the modules every game has."""
    folder = ROOT / "rules" / entry.id
    assert folder.is_dir()
    # a game with content has its folder of data; one without needs none (rules/core/entry.py)
    assert (ROOT / "gm_resources" / entry.id).is_dir() == bool(entry.content), entry.id
    for module in GAME_MODULES:
        assert (folder / f"{module}.py").is_file(), (entry.id, module)
    assert entry.rules.__module__ == f"rules.{entry.id}.game"
    assert set(entry.public) <= set(entry.content)
