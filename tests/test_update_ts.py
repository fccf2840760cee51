"""``python tools/update_ts.py``, the translations' one command on every system (PLT-15): run in a
copy of the repository, it collects the console's strings, fills them from the games' catalogs
(``rules/<game>/words.json``) and ``translations/src`` and compiles the same ``.qm`` files the console ships (so the shipped ones are up to date)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_update_ts_rebuilds_the_shipped_translations(tmp_path: Path) -> None:  # PLT-15
    for folder in ("gm_console", "rules", "translations", "tools"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "gm_resources" / "translations").mkdir(parents=True)
    done = subprocess.run([sys.executable, "tools/update_ts.py"], cwd=tmp_path, capture_output=True,
                          text=True, encoding="utf-8", check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "still untranslated" not in done.stdout, done.stdout
    shipped = sorted((ROOT / "gm_resources" / "translations").glob("gm_console_*.qm"))
    assert [p.name for p in shipped] == [f"gm_console_{lang}.qm" for lang in ("en", "pl", "ru", "uk")]
    for qm in shipped:
        built = tmp_path / "gm_resources" / "translations" / qm.name
        assert built.read_bytes() == qm.read_bytes(), f"{qm.name} is not what its sources compile to: run tools/update_ts.py"


def test_a_text_two_games_show_in_one_context_is_named_with_its_context(tmp_path: Path) -> None:  # PLT-15
    """Two games' classes of one name (``ControlsPanel``) showing one text: one text in one Qt
    context has one translation, so the tool stops and names the context and the text."""
    for folder in ("gm_console", "rules", "translations", "tools"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "gm_resources" / "translations").mkdir(parents=True)
    twin = tmp_path / "gm_console" / "games" / "suspi" / "twin.py"
    twin.write_text('"""A class named as one of the spy game\'s."""\n\nfrom PySide6.QtWidgets import QWidget\n\n\n'
                    'class ControlsPanel(QWidget):\n    def retranslate(self) -> None:\n'
                    '        self.setWindowTitle(self.tr("Round"))\n', encoding="utf-8")
    done = subprocess.run([sys.executable, "tools/update_ts.py"], cwd=tmp_path, capture_output=True,
                          text=True, encoding="utf-8", check=False)
    assert done.returncode != 0
    assert "ControlsPanel | 'Round' is used by several packages" in done.stdout + done.stderr, done.stderr[-2000:]
