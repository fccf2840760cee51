"""Builds the app a club double-clicks: a folder with Python, Qt and the console's data inside.

    python tools/build_app.py [--dist DIR] [--work DIR]

The same command on Windows, macOS and Linux, run with the project's venv (``./setup.sh --test``
installs PyInstaller from ``requirements/test.lock``). It makes, in ``DIR`` (default ``dist/``):

- Windows: ``gm-console/gm-console.exe`` (windowed, with the icon) and ``gm-console/gm-table.exe``;
- macOS: ``GM Console.app`` (windowed, with the icon; ``Contents/MacOS/gm-console`` and
  ``Contents/MacOS/gm-table``);
- Linux: ``gm-console/gm-console`` and ``gm-console/gm-table``;

and the same in one file to hand around: ``gm-console-windows.zip``, ``gm-console-macos.tar.gz``,
``gm-console-linux.tar.gz``.

``gm-console`` is the console (the same options as the installed ``gm-console``); ``gm-table`` is
the headless table of ``python -m net`` (the same options), a program of its own because it talks
JSON lines on standard input and output, which a windowed program on Windows does not have.

PyInstaller in one folder (onedir), chosen over pyside6-deploy's Nuitka after building both here
(Linux, two shared cores, the same console): PyInstaller builds in 22 to 130 s and makes a 210 MiB
folder that serves phones 0.7 s after it starts; Nuitka (4.3, ``--standalone`` with its PySide6
plugin, what pyside6-deploy runs) compiled for 1,128 s (19 minutes) into a 229 MiB folder (Babel's
data not yet trimmed); its own ``importlib.resources`` loader answers with a traversable of its own
(``gm_resources`` takes it where the files are on disk). A build in a minute also fits the test
suite and CI.

Only the Qt modules the console uses are kept (QtCore, QtGui, QtWidgets, QtMultimedia for the sounds
and the mafia recorder, and the SVG image plugin for the icon); the console's data (``gm_resources``)
is copied as plain files beside the programs, where :mod:`importlib.resources` finds it as in a wheel.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "gm-console"
APP_NAME = "GM Console"
BUNDLE_ID = "org.gmconsole.console"

USED_QT = ("QtCore", "QtGui", "QtWidgets", "QtMultimedia", "QtNetwork", "QtSvg")
"""The PySide6 modules the app keeps: what ``gm_console`` imports, what QtMultimedia's binding loads
(QtNetwork), and QtSvg for the icon's image plugin."""

UNUSED_QT = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender", "QtAxContainer",
    "QtBluetooth", "QtCanvasPainter", "QtCharts", "QtConcurrent", "QtDataVisualization", "QtDBus", "QtDesigner",
    "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer", "QtLocation", "QtMultimediaWidgets", "QtNfc",
    "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning", "QtPrintSupport", "QtQml",
    "QtQuick", "QtQuick3D", "QtQuickControls2", "QtQuickTest", "QtQuickWidgets", "QtRemoteObjects", "QtScxml",
    "QtSensors", "QtSerialBus", "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvgWidgets",
    "QtTest", "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore", "QtWebEngineQuick",
    "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml",
)
"""PySide6's other modules: left out of the app (the largest of them, WebEngine and Qml, are most
of PySide6's size)."""

LEFT_OUT_PYTHON = ("tkinter", "pytest", "_pytest", "hypothesis", "playwright", "mypy", "PyInstaller",
                   "setuptools", "pip", "pydoc_data", "unittest", "lib2to3", "test", "uvloop")
"""Python packages of the venv that the app does not use."""

LEFT_OUT_FILES = (
    # Qt libraries no kept module or plugin needs (QtMultimedia's FFmpeg plugin links Qt6Quick and Qt6Qml:
    # they stay)
    "qtwebengine", "Qt6WebEngine", "Qt6Quick3D", "Qt6QuickControls", "Qt6QuickDialogs", "Qt6Pdf", "Qt63D",
    "Qt6Designer", "Qt6Charts", "Qt6Graphs", "Qt6DataVisualization", "Qt6Location", "Qt6VirtualKeyboard",
    # the GTK platform theme on Linux and the GTK stack only it loads (Qt draws the console itself)
    "libqgtk3", "libgtk-3", "libgdk-3", "libatk-1", "libatk-bridge", "libatspi", "libcairo", "libpango",
    "libgdk_pixbuf", "libepoxy", "libpixman", "libthai", "libdatrie", "libfribidi", "libgraphite2", "libharfbuzz",
)
"""Files PyInstaller's hooks gather that the app never loads (by a part of their path in the app)."""
QT_TRANSLATIONS = "PySide6/Qt/translations/"
"""Qt's own translations: of them the app keeps ``qtbase_<lang>.qm`` of the console's languages (a
message box's Yes and No, the file dialog, gm_console.i18n), not Qt Designer's, WebEngine's…"""

LANGUAGES = ("uk", "pl", "ru", "en")
"""The console's languages: Babel's CLDR data is kept for these (and its root) only (PLT-15)."""


CONSOLE_ENTRY = """import sys

if sys.stderr is None and sys.platform == "win32":
    # a windowed program on Windows has no sys.stderr: the log goes where its starter sent standard
    # error, if it sent it anywhere (a shortcut sends it nowhere)
    import ctypes
    import msvcrt
    import os

    handle = ctypes.windll.kernel32.GetStdHandle(-12)  # STD_ERROR_HANDLE
    if handle not in (None, 0, -1):
        try:
            sys.stderr = os.fdopen(msvcrt.open_osfhandle(handle, 0), "w", encoding="utf-8", buffering=1)
        except OSError:
            pass

from gm_console.__main__ import main

raise SystemExit(main())
"""


def entry_scripts(work: Path) -> tuple[Path, Path]:
    """The two programs' entry scripts: the console, and the headless table of ``python -m net``."""
    console = work / "gm-console.py"
    console.write_text(CONSOLE_ENTRY, encoding="utf-8")
    table = work / "gm-table.py"
    table.write_text("from net.__main__ import main\n\nmain()\n", encoding="utf-8")
    return console, table


def icons(work: Path) -> tuple[Path, Path]:
    """The icon as Windows (``.ico``) and macOS (``.icns``) want it, drawn from the console's SVG
    by Qt's own image writers."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([])
    svg = QSvgRenderer(str(ROOT / "gm_resources" / "icons" / "gm-console.svg"))
    made = []
    for suffix, size in ((".ico", 256), (".icns", 512)):
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        svg.render(painter)
        painter.end()
        path = work / (NAME + suffix)
        if not image.save(str(path)):
            raise SystemExit(f"build_app: Qt could not write {path.name}")
        made.append(path)
    del app
    return made[0], made[1]


def version() -> str:
    """The console's version, as ``pyproject.toml`` gives it (the ``.app``'s version on macOS)."""
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def spec(work: Path) -> Path:
    """PyInstaller's spec: two programs in one folder (and, on macOS, the ``.app`` bundle)."""
    console, table = entry_scripts(work)
    ico, icns = icons(work)
    text = f'''# made by tools/build_app.py
import sys
from PyInstaller.utils.hooks import collect_data_files, collect_submodules

ROOT = {str(ROOT)!r}
LEFT_OUT_FILES = {LEFT_OUT_FILES!r}
QT_TRANSLATIONS = {QT_TRANSLATIONS!r}
LANGUAGES = {LANGUAGES!r}
excludes = {list(LEFT_OUT_PYTHON) + ["PySide6." + m for m in UNUSED_QT]!r}
datas = (collect_data_files("gm_resources", excludes=["**/__pycache__", "**/*.py"])
         + collect_data_files("rules", includes=["*/words.json"]))  # each game's words
hidden = collect_submodules("gm_console") + collect_submodules("net") + collect_submodules("rules")
plain = {{"gm_resources": "py"}}  # a real folder on disk, found by importlib.resources as in a wheel


def wanted(name):
    name = name.replace("\\\\", "/")
    if any(part in name for part in LEFT_OUT_FILES):
        return False
    if QT_TRANSLATIONS in name:  # Qt's own words in the console's languages only
        return name.rsplit("/", 1)[1] in [f"qtbase_{{lang}}.qm" for lang in LANGUAGES]
    if name.startswith("babel/locale-data/"):  # CLDR's data of the console's languages only
        return name.rsplit("/", 1)[1].split(".")[0].split("_")[0] in (*LANGUAGES, "root")
    return True


def kept(toc):
    return [entry for entry in toc if wanted(entry[0])]


console = Analysis([{str(console)!r}], pathex=[ROOT], datas=datas, hiddenimports=hidden + ["PySide6.QtSvg"],
                   excludes=excludes, module_collection_mode=plain)
table = Analysis([{str(table)!r}], pathex=[ROOT], datas=datas, hiddenimports=collect_submodules("net"),
                 excludes=excludes + ["PySide6", "shiboken6", "gm_console"], module_collection_mode=plain)
windowed = sys.platform in ("win32", "darwin")
console_exe = EXE(PYZ(console.pure), console.scripts, [], exclude_binaries=True, name={NAME!r},
                  console=not windowed, icon={str(ico if sys.platform == "win32" else icns)!r},
                  upx=False)
table_exe = EXE(PYZ(table.pure), table.scripts, [], exclude_binaries=True, name="gm-table", console=True,
                upx=False)
folder = COLLECT(console_exe, kept(console.binaries), kept(console.datas), table_exe, kept(table.binaries),
                 kept(table.datas), name={NAME!r}, upx=False)
if sys.platform == "darwin":
    app = BUNDLE(folder, name={APP_NAME + ".app"!r}, icon={str(icns)!r}, bundle_identifier={BUNDLE_ID!r},
                 version={version()!r}, info_plist={{
                     "CFBundleDisplayName": {APP_NAME!r},
                     "NSHighResolutionCapable": True,
                     # macOS 15 asks before an app may talk on the local network (the phones, mDNS)
                     "NSLocalNetworkUsageDescription": "Players' phones join the table over the venue's network.",
                     "NSBonjourServices": ["_gmconsole._tcp", "_http._tcp"],
                     "NSMicrophoneUsageDescription": "The mafia table can record the room for the evening's review.",
                 }})
'''
    path = work / f"{NAME}.spec"
    path.write_text(text, encoding="utf-8")
    return path


def app_path(dist: Path) -> Path:
    """Where the built app is: the ``.app`` bundle on macOS, else the folder."""
    return dist / (APP_NAME + ".app") if sys.platform == "darwin" else dist / NAME


def programs(dist: Path) -> tuple[Path, Path]:
    """The built console and headless table."""
    folder = app_path(dist) / "Contents" / "MacOS" if sys.platform == "darwin" else app_path(dist)
    suffix = ".exe" if os.name == "nt" else ""
    return folder / (NAME + suffix), folder / ("gm-table" + suffix)


def size_of(folder: Path) -> int:
    """The bytes of every file under ``folder``."""
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())


def build(dist: Path, work: Path) -> Path:
    """Builds the app into ``dist`` (its older build replaced), with PyInstaller's working files in
    ``work``; the app's path."""
    work.mkdir(parents=True, exist_ok=True)
    dist.mkdir(parents=True, exist_ok=True)
    for old in (dist / NAME, dist / (APP_NAME + ".app")):
        shutil.rmtree(old, ignore_errors=True)
    for packed in [*dist.glob(f"{NAME}-*.zip"), *dist.glob(f"{NAME}-*.tar.gz")]:
        packed.unlink()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work / "build"), str(spec(work))],
                   check=True, cwd=work)
    built = app_path(dist)
    if not all(p.exists() for p in programs(dist)):
        raise SystemExit(f"build_app: PyInstaller made no {', '.join(p.name for p in programs(dist))} in {built}")
    return built


def archive(dist: Path) -> Path:
    """The app in one file to hand around (a CI artifact, a download): a ``.zip`` on Windows, else a
    ``.tar.gz``, which keeps the programs executable and the ``.app``'s links."""
    built = app_path(dist)
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    fmt = "zip" if os.name == "nt" else "gztar"
    return Path(shutil.make_archive(str(dist / f"{NAME}-{system}"), fmt, root_dir=dist, base_dir=built.name))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python tools/build_app.py", description=__doc__.splitlines()[0])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app goes (default: %(default)s)")
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "app",
                    help="PyInstaller's working files (default: %(default)s)")
    args = ap.parse_args(argv)
    started = time.monotonic()
    built = build(args.dist.resolve(), args.work.resolve())
    console, table = programs(args.dist.resolve())
    built_s = time.monotonic() - started
    packed = archive(args.dist.resolve())
    print(f"build_app: {built} ({size_of(built) / 2**20:.0f} MiB) in {built_s:.0f} s: the console {console.name}, "
          f"the headless table {table.name}; to hand around: {packed.name} ({packed.stat().st_size / 2**20:.0f} MiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
