"""The tables of the protocol's game pages (docs/protocol/<game>.md) that are read from the code and
the schemas, so that they cannot drift: which refusal each request can get (from the rules' guards
and handlers), and every field of the game's views with its type (from docs/protocol/schema/<game>.json).
``tools/protocol_refusals.py --write`` rewrites them between their markers; without ``--write`` it
says which page is out of date (``tests/net/test_protocol_doc.py`` runs that check).

For every request it walks the request's guard and its handler (and the functions and methods of
``rules/`` they call) and lists each ``reject(RejectionCode.X, "reason")`` found, with its reason
(``{…}`` stands for a part filled in when it is sent). Refusals every request can get (``not_allowed``
for a sender it does not take, ``bad_argument`` for its arguments, ``stale``, ``storage_failed``) are
written once, on docs/protocol/README.md.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import inspect
import json
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from net.content import GAMES, make_game  # noqa: E402
from rules.core import ActorKind  # noqa: E402
from rules.core.seats import Seats  # noqa: E402

DOCS = ROOT / "docs" / "protocol"
SCHEMAS = DOCS / "schema"
MARKERS = {
    "refusals": ("<!-- refusals: made by tools/protocol_refusals.py --write -->", "<!-- /refusals -->"),
    "fields": ("<!-- fields: made by tools/protocol_refusals.py --write -->", "<!-- /fields -->"),
}
DEPTH = 4
SENDERS = {ActorKind.PLAYER: "phone", ActorKind.MODERATOR: "console", ActorKind.GUEST: "a phone joining",
           ActorKind.SYSTEM: "the table", ActorKind.BOARD: "board"}


def _reason(node: ast.expr, bound: dict[str, str] | None = None) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and bound and node.id in bound:
        return bound[node.id]  # a reason handed in (``in_phase(PHASES, "why")``, ``none_on="…"``)
    if isinstance(node, ast.JoinedStr):
        out = []
        for part in node.values:
            if isinstance(part, ast.Constant):
                out.append(str(part.value))
            else:
                out.append("{…}")
        return "".join(out)
    return "…"


def _code(node: ast.expr) -> str | None:
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "RejectionCode":
        return node.attr.lower()
    return None


def _texts_of(fn: Callable[..., Any], call: ast.Call | None = None) -> dict[str, str]:
    """The text values ``fn``'s names stand for: its parameters' text defaults, the texts its
    closure holds, and the texts ``call`` passes it (literal arguments, by position or keyword)."""
    out: dict[str, str] = {}
    try:
        parameters = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return out
    out.update({n: p.default for n, p in parameters.items() if isinstance(p.default, str)})
    with contextlib.suppress(TypeError, ValueError):  # a builtin has no closure to read
        out.update({n: v for n, v in inspect.getclosurevars(fn).nonlocals.items() if isinstance(v, str)})
    if call is not None:
        names = list(parameters)
        for i, arg in enumerate(call.args):
            if i < len(names) and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                out[names[i]] = arg.value
        for keyword in call.keywords:
            if keyword.arg and isinstance(keyword.value, ast.Constant) and isinstance(keyword.value.value, str):
                out[keyword.arg] = keyword.value.value
    return out


def _callees(tree: ast.AST, fn: Callable[..., Any], owner: Any) -> Iterator[tuple[Callable[..., Any], ast.Call]]:
    """The functions of rules/ this one calls, with the call: module functions by name, ``self.x`` methods."""
    names = getattr(fn, "__globals__", {})
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        target: Any = None
        if isinstance(node.func, ast.Name):
            target = names.get(node.func.id)
        elif (isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name)
              and node.func.value.id == "self" and owner is not None):
            target = getattr(owner, node.func.attr, None)
        if callable(target) and str(getattr(target, "__module__", "")).startswith("rules."):
            yield target, node


def refusals(fn: Callable[..., Any] | None, owner: Any, seen: set[Any] | None = None,
             depth: int = 0, call: ast.Call | None = None) -> list[tuple[str, str]]:
    """Every (code, reason) ``fn`` and what it calls can refuse with, in the order written; a
    reason handed in as a text (a parameter, a closure's) is read where it is given (``call``)."""
    if fn is None or depth > DEPTH:
        return []
    seen = set() if seen is None else seen
    bound = _texts_of(fn, call)
    key = (getattr(fn, "__func__", fn), tuple(sorted(bound.items())))
    if key in seen:
        return []
    seen.add(key)
    try:
        source = textwrap.dedent(inspect.getsource(fn))
    except (OSError, TypeError):
        return []
    tree = ast.parse(source)
    found: list[tuple[str, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and len(node.args) >= 2:
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            code = _code(node.args[0])
            if name in ("reject", "Rejection") and code is not None:
                found.append((code, _reason(node.args[1], bound)))
    for callee, at in _callees(tree, fn, owner):
        found += refusals(callee, getattr(callee, "__self__", owner), seen, depth + 1, at)
    unique: list[tuple[str, str]] = []
    for item in found:
        if item not in unique:
            unique.append(item)
    return unique


def table(game_id: str) -> str:
    game = make_game(game_id)
    lines = ["| request | from | undo | refused as (reason) |", "| --- | --- | --- | --- |"]
    for name, rs in game.requests.items():
        senders = ", ".join(SENDERS[k] for k in sorted(rs.senders, key=list(ActorKind).index))
        found = refusals(rs.guard, game) + [r for r in refusals(rs.handler, game) if r not in refusals(rs.guard, game)]
        if name == "join":  # the nickname is checked by the seats (rules/core/seats.py)
            found += [r for r in refusals(Seats.check_join, None) if r not in found]
        cell = "<br>".join(f"`{code}` ({reason.replace('|', '/')})" for code, reason in found) or "–"
        undo = ("yes" if rs.moderator_action else "no") if ActorKind.MODERATOR in rs.senders else "–"
        lines.append(f"| `{name}` | {senders} | {undo} | {cell} |")
    return "\n".join(lines)


def _type(node: dict[str, Any]) -> str:
    kinds = node.get("type", "any")
    kinds = kinds if isinstance(kinds, list) else [kinds]
    words = []
    for kind in kinds:
        if kind == "array":
            items = node.get("items") or {}
            inner = _type(items) if items.get("type") != "object" else "object"
            words.append(f"array of {inner}")
        else:
            words.append(kind)
    text = " or ".join(words)
    if "enum" in node:
        text += ": " + ", ".join(f"`{v}`" for v in node["enum"] if v is not None)
    return text


_DEFS: dict[str, Any] = {}


def _resolved(node: dict[str, Any]) -> dict[str, Any]:
    """A node with its local ``$ref`` (``#/$defs/<name>``) followed."""
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        return _resolved(_DEFS[ref.removeprefix("#/$defs/")])
    return node


def _rows(node: dict[str, Any], path: str, optional: bool) -> Iterator[str]:
    node = _resolved(node)
    note = " (not always there)" if optional else ""
    yield f"| `{path}` | {_type(node)}{note} |"
    target = node
    suffix = ""
    kinds = node.get("type")
    if "array" in (kinds if isinstance(kinds, list) else [kinds]):
        target, suffix = _resolved(node.get("items") or {}), "[]"
    required = set(target.get("required", []))
    for key, child in (target.get("properties") or {}).items():
        yield from _rows(child, f"{path}{suffix}.{key}", key not in required)


def fields(game_id: str) -> str:
    doc = json.loads((SCHEMAS / f"{game_id}.json").read_text(encoding="utf-8"))
    defs = doc["$defs"]
    _DEFS.clear()
    _DEFS.update(defs)
    lines = []
    parts = [("the public view (a board; every view has it)", defs["public_fields"], ""),
             ("a player's view adds", {"properties": defs["player"]["properties"],
                                       "required": defs["player"].get("required", [])}, ""),
             ("the console's view adds", {"properties": defs["moderator"]["properties"],
                                          "required": defs["moderator"].get("required", [])}, "")]
    for title, node, _ in parts:
        lines += [f"**{title}**", "", "| field | type |", "| --- | --- |"]
        required = set(node.get("required", []))
        for key, child in node["properties"].items():
            lines += list(_rows(child, key, key not in required))
        lines.append("")
    return "\n".join(lines).rstrip()


MAKERS: dict[str, Callable[[str], str]] = {"refusals": table, "fields": fields}


def page_with_tables(text: str, game_id: str) -> str:
    for name, (begin, end) in MARKERS.items():
        if begin not in text:
            continue
        start, stop = text.index(begin) + len(begin), text.index(end)
        text = text[:start] + "\n" + MAKERS[name](game_id) + "\n" + text[stop:]
    return text


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="rewrite the tables in docs/protocol/<game>.md")
    args = ap.parse_args(argv)
    stale = []
    for game_id in GAMES:
        page = DOCS / f"{game_id}.md"
        text = page.read_text(encoding="utf-8")
        fresh = page_with_tables(text, game_id)
        if fresh != text:
            if args.write:
                page.write_text(fresh, encoding="utf-8")
            else:
                stale.append(page.name)
    if stale:
        print(f"out of date: {', '.join(stale)}; run tools/protocol_refusals.py --write", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
