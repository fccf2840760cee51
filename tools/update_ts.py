"""Bring the console's translations up to date, on any system:  python tools/update_ts.py

``pyside6-lupdate`` collects the strings of ``gm_console/`` into ``translations/*.ts`` (one file a
language); ``tools/fill_ts.py`` fills them from the games' catalogs (``rules/<game>/words.json``)
and ``translations/src/console.json`` and compiles the ``.qm`` files the console loads. The
PySide6 tools are those of the Python that runs this (the venv's, on Windows
``Scripts\\pyside6-lupdate.exe``), else the first on the PATH.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("uk", "pl", "ru", "en")


def pyside_tool(name: str) -> str:
    """The path of the PySide6 tool ``name`` beside this Python, else on the PATH."""
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install the console's packages (./setup.sh) and run this with its Python")
    return found


def main() -> None:
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gm_console").rglob("*.py"))
    lupdate = pyside_tool("pyside6-lupdate")
    for lang in LANGUAGES:
        subprocess.run([lupdate, "-no-obsolete", "-silent", *sources, "-ts", f"translations/gm_console_{lang}.ts"],
                       cwd=ROOT, check=True)
    filled = subprocess.run([sys.executable, str(ROOT / "tools" / "fill_ts.py")], cwd=ROOT, check=False)
    if filled.returncode != 0:  # fill_ts.py has said what is missing
        raise SystemExit(filled.returncode)


if __name__ == "__main__":
    main()
