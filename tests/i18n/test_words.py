"""Each game's words are one catalog, ``rules/<game>/words.json`` (PLT-11, PLT-15): the board, the
phone and the console take a sentence from the same entry, so it is written once, in four languages
with its plural forms, and no surface uses a key the catalog lacks or keeps one nobody shows."""

from __future__ import annotations

import html
import http
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from net._pages import page
from rules.core.board import LANGS
from rules.core.words import SURFACES, WordsError, check, placeholders, words
from rules.registry import IDS, entry

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "gm_resources" / "web" / "static"
SHELL_JS = (STATIC / "phone.js", STATIC / "common.js")

_LITERAL = re.compile(r"[\"'`]([a-z][a-z_0-9]*)[\"'`]")
_JS_PREFIX = (re.compile(r"[\"'`]([a-z][a-z_0-9]*_)[\"'`]\s*\+"), re.compile(r"`([a-z][a-z_0-9]*_)\$\{"))
_JS_CALL = re.compile(r"\bt\(\s*[\"']([a-z][a-z_0-9]*)[\"']\s*[,)]")
_PY_CALL = re.compile(r"TEXTS\(\s*[\"']([a-z][a-z_0-9]*)[\"']\s*[,)]")
_PY_PREFIX = (re.compile(r"[\"']([a-z][a-z_0-9]*_)[\"']\s*\+"), re.compile(r"f[\"']([a-z][a-z_0-9]*_)\{"))


def _uses(files: list[Path], prefixes: tuple[re.Pattern[str], ...]) -> tuple[set[str], set[str]]:
    """The plain-name string literals of ``files`` and the key prefixes they complete at run time
    (``t("role_" + role)``, ``TEXTS(f"ph_{phase}")``)."""
    names: set[str] = set()
    starts: set[str] = set()
    for path in files:
        text = path.read_text(encoding="utf-8")
        names |= set(_LITERAL.findall(text))
        for pattern in prefixes:
            starts |= set(pattern.findall(text))
    return names, starts


def _good() -> dict[str, Any]:
    return {"ok": {"on": ["board"], "uk": "{n} гра", "pl": "{n} gra", "ru": "{n} игра", "en": "{n} game"}}


@pytest.mark.parametrize("game", IDS)
def test_every_game_has_one_whole_catalog(game: str) -> None:  # PLT-11, PLT-15
    catalog = words(game)
    assert catalog.game == game
    for surface in SURFACES:
        assert catalog.on(surface), f"{game}: nothing of the catalog is shown on the {surface}"
    for key, item in catalog.entries.items():
        shapes = {lang: placeholders(item[lang]) for lang in LANGS}
        assert len(set(shapes.values())) == 1, (key, shapes)


@pytest.mark.parametrize("game", IDS)
def test_a_sentence_is_written_once(game: str) -> None:  # PLT-15
    seen: dict[str, str] = {}
    twice = []
    for key, item in words(game).entries.items():
        text = json.dumps([item[lang] for lang in LANGS], ensure_ascii=False, sort_keys=True)
        if text in seen:
            twice.append(f"{seen[text]} and {key}: {item['en']}")
        seen.setdefault(text, key)
    assert not twice, f"{game}: the same words under two keys (keep one, shown on both surfaces):\n" + "\n".join(twice)


@pytest.mark.parametrize(("broken", "says"), [
    ({"pl": None}, "no text in pl"),
    ({"en": {"one": "{n} game"}}, "'other' is needed"),
    ({"en": {"one": "{n} game", "few": "{n} games", "other": "{n} games"}}, "has the forms"),
    ({"ru": "игра"}, "fills"),
    ({"on": ["projector"]}, "'on' must list"),
    ({"on": ["console"]}, "names no Qt context"),
    ({"colour": "red"}, "unknown field"),
])
def test_a_catalog_that_is_not_whole_is_refused(broken: dict[str, Any], says: str) -> None:  # PLT-15
    check("good", _good())
    bad = _good()
    bad["ok"].update(broken)
    bad["ok"] = {k: v for k, v in bad["ok"].items() if v is not None}
    with pytest.raises(WordsError, match=re.escape(says)):
        check("bad", bad)


@pytest.mark.parametrize("game", IDS)
def test_the_console_shows_exactly_its_catalogs_console_entries(game: str) -> None:  # PLT-15
    """The console's strings of ``gm_console/games/<game>/`` (as ``pyside6-lupdate`` found them) are
    the entries shown at the console, no more and no fewer, each in its Qt context."""
    found = set()
    root = ET.parse(ROOT / "translations" / "gm_console_en.ts").getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            files = [loc.get("filename", "") for loc in message.iter("location")]
            if files and all(f"/games/{game}/" in f for f in files):
                found.add((context.findtext("name"), html.unescape(message.findtext("source") or "")))
    assert found == set(words(game).console())


@pytest.mark.parametrize("game", IDS)
def test_the_phone_and_the_board_use_only_their_catalogs_words(game: str) -> None:  # PLT-15
    catalog = words(game)
    shell = {key for key in re.findall(r"^  ([a-z_0-9]+):", (STATIC / "strings.js").read_text(encoding="utf-8"), re.M)}
    for surface, files, prefixes, call in (
        ("phone", sorted((STATIC / game).glob("*.js")), _JS_PREFIX, _JS_CALL),
        ("board", [ROOT / "rules" / game / "board.py"], _PY_PREFIX, _PY_CALL),
    ):
        shown = catalog.on(surface)
        asked = {key for path in files for key in call.findall(path.read_text(encoding="utf-8"))}
        unknown = sorted(asked - set(shown) - (shell if surface == "phone" else set()))
        assert not unknown, f"{game}'s {surface} asks for words its catalog does not show there: {unknown}"
        names, starts = _uses([*files, *(SHELL_JS if surface == "phone" else ())], prefixes)
        unused = sorted(k for k in shown if k not in names and not k.startswith(tuple(starts)))
        assert not unused, f"{game}: entries marked for the {surface} that it never shows: {unused}"


@pytest.mark.parametrize("game", IDS)
def test_the_phone_page_gets_its_words_from_the_catalog(game: str, tmp_path: Path) -> None:  # PLT-15
    """``/static/<game>/strings.js`` is made from the catalog: the phone's table, every language."""
    web = ROOT / "gm_resources" / "web"
    answer = page(f"/static/{game}/strings.js", None, web, ROOT / "gm_resources", None)  # type: ignore[arg-type]
    assert answer.status_code == http.HTTPStatus.OK
    assert answer.headers["Content-Type"] == "text/javascript; charset=utf-8"
    body = answer.body.decode()
    end = f", {json.dumps(game)});"  # the game's own table: the page keeps each game's words apart
    table = json.loads(body[body.index("GM.addStrings(") + len("GM.addStrings("):body.rindex(end)])
    assert table == catalog_phone(game)
    assert entry(game).id == game


def catalog_phone(game: str) -> dict[str, dict[str, Any]]:
    """The phone's table as read straight from the catalog file."""
    raw = json.loads((ROOT / "rules" / game / "words.json").read_text(encoding="utf-8"))
    return {lang: {key: item[lang] for key, item in raw.items() if "phone" in item["on"]} for lang in LANGS}


def test_a_game_without_a_catalog_has_no_phone_words_page() -> None:  # PLT-06
    web = ROOT / "gm_resources" / "web"
    unknown = next(f"game{i}" for i in range(1, 99) if f"game{i}" not in IDS)  # a game the registry lacks
    answer = page(f"/static/{unknown}/strings.js", None, web, ROOT / "gm_resources", None)  # type: ignore[arg-type]
    assert answer.status_code == http.HTTPStatus.NOT_FOUND
