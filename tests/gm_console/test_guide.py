"""The venue guide (Help ▸ Before the first evening) and the keyboard shortcuts (PLT-12, PLT-13,
PLT-15): opened from the real console's Help menu in each language, on a laptop's 1366×768 screen,
with every picture loaded and this table's board link clickable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import gm_resources
from gm_console.guide import board_link, guide_images, guide_path
from gm_console.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
LAPTOP = {"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96,
                       "logicalBaseDpi": 96, "dpr": 1}]}
MENU = {"uk": ("Довідка", "Перед першим вечором", "Клавіатурні скорочення"),
        "pl": ("Pomoc", "Przed pierwszym wieczorem", "Skróty klawiszowe"),
        "ru": ("Справка", "Перед первым вечером", "Сочетания клавиш"),
        "en": ("Help", "Before the first evening", "Keyboard shortcuts")}
UNDO = {"uk": "Скасувати", "pl": "Cofnij", "ru": "Отменить", "en": "Undo"}


@pytest.fixture(scope="module")
def shown(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    tmp = tmp_path_factory.mktemp("guide")
    config = tmp / "screens.json"
    config.write_text(json.dumps(LAPTOP))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run([sys.executable, "-m", "tests.gm_console.guide_window", str(tmp / "data")], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def heading(lang: str) -> str:
    return guide_path(lang).read_text(encoding="utf-8").splitlines()[0].removeprefix("# ")


def test_every_language_has_its_own_guide_with_its_pictures() -> None:  # PLT-15
    headings = {lang: heading(lang) for lang in LANGUAGES}
    assert len(set(headings.values())) == 4  # four guides, not one copied
    for lang in LANGUAGES:
        path = guide_path(lang)
        assert path.name == f"venue.{lang}.md"
        pictures = guide_images(path.read_text(encoding="utf-8"))
        assert len(pictures) >= 8
        for name in pictures:
            assert (gm_resources.GUIDE / name).is_file(), name
            assert name.endswith(f".{lang}.png"), f"{lang}: {name} is another language's picture"


def test_the_board_link_is_the_join_link_at_board() -> None:  # PLT-13
    assert board_link("http://192.168.1.20:8765/join?code=12345") == "http://192.168.1.20:8765/board?code=12345"
    assert board_link("https://club.example.org/gm/join?code=1234") == "https://club.example.org/gm/board?code=1234"
    assert board_link("") == ""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_opens_the_guide_in_the_console_language(shown: dict[str, Any], lang: str) -> None:  # PLT-15, PLT-13
    seen = shown[lang]
    assert (seen["menu"], seen["guide_action"], seen["shortcuts_action"]) == MENU[lang]
    assert seen["guide_keys"] == "F1"
    assert seen["visible"] and seen["lang"] == lang and seen["title"] == MENU[lang][1]
    assert heading(lang) in seen["text"]
    assert all(heading(other) not in seen["text"] for other in LANGUAGES if other != lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_picture_of_the_guide_loads(shown: dict[str, Any], lang: str) -> None:
    images = shown[lang]["images"]
    assert sorted(images) == sorted(set(guide_images(guide_path(lang).read_text(encoding="utf-8"))))
    broken = [name for name, size in images.items() if not size]
    assert broken == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_fits_a_laptop_screen(shown: dict[str, Any], lang: str) -> None:  # PLT-12
    x, y, w, h = shown[lang]["frame"]
    sx, sy, sw, sh = shown["screen"]
    assert (sw, sh) == (1366, 768)
    assert sx <= x and sy <= y and x + w <= sx + sw and y + h <= sy + sh
    widest = max(size[0] for size in shown[lang]["images"].values())
    assert widest <= shown[lang]["viewport"] and shown[lang]["h_scroll"] == 0  # no picture cut or scrolled sideways
    x, y, w, h = shown[lang]["shortcuts_frame"]
    assert x + w <= sx + sw and y + h <= sy + sh


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_links_to_this_table_s_board(shown: dict[str, Any], lang: str) -> None:  # PLT-13
    join = shown["join_link"]
    assert "/join?code=" in join
    assert join in shown[lang]["links"] and board_link(join) in shown[lang]["links"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_shortcuts_list_the_window_s_real_keys(shown: dict[str, Any], lang: str) -> None:  # PLT-12
    rows = {tuple(row) for row in shown[lang]["shortcut_rows"]}
    assert ("Ctrl+Z", UNDO[lang]) in rows
    assert ("F1", MENU[lang][1]) in rows
    keys = {k for k, _ in rows}
    assert {"Ctrl+B", "F11", "Ctrl+Q", "Alt+G", "Alt+J"} <= keys
