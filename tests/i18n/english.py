"""English left in another language (PLT-15): what a widget tree shows, read widget by widget, and
the words of it that are the English text's where they should not be (names and numbers aside)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableWidget,
    QTabWidget,
    QWidget,
)

from gm_console.panels.log_view import LogView

WORD = re.compile(r"[^\W\d_]+")
ALWAYS = {
    "suspi", "qr", "json", "html", "whatsapp", "facetime", "meet", "discord", "zoom", "google", "ctrl", "shift",
    "alt", "space", "enter", "esc", "tab", "ok", "chgk", "del", "backspace", "pgup", "pgdown", "home", "end",
    "sus", "qz", "maf", "spy", "plt", "szur", "uk", "pl", "ru", "en", "wav", "http", "https", "tls", "vpn", "ins", "return", "up", "down", "left", "right",
}
"""Names the same in every language: the game, formats, programs, keys, the rule ids (SUS-03)."""
SHARED = {"pl": {"link", "min", "bonus", "mafia", "start", "lider", "zero", "gong", "sektor", "partia", "gra",
                 "stop", "status", "quiz", "format", "beret", "cylinder", "panama", "fedora", "data", "plan", "ranking", "test", "pauza", "kamikaze", "boss", "nick", "lobby", "proxy"}}
"""Words Polish writes as English does."""


def latin(word: str) -> bool:
    """A word in the Latin script (Polish letters too)."""
    return all(ord(ch) < 0x250 for ch in word)


def texts(root: QWidget) -> dict[tuple[int, str, int], str]:
    """Every text of the tree, keyed by (widget, what, index) so two languages can be compared."""
    out: dict[tuple[int, str, int], str] = {}

    def put(w: QWidget, what: str, i: int, text: str) -> None:
        if text:
            out[(id(w), what, i)] = text

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # widgets a panel has dropped
    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not w.isVisibleTo(root):
            continue  # shown in another phase: read there
        put(w, "tip", 0, w.toolTip())
        if isinstance(w, QLabel | QAbstractButton):
            put(w, "text", 0, w.text())
        elif isinstance(w, QGroupBox):
            put(w, "title", 0, w.title())
        elif isinstance(w, QLineEdit):
            put(w, "ph", 0, w.placeholderText())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                put(w, "item", i, w.itemText(i))
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                put(w, "item", i, w.item(i).text())
        elif isinstance(w, LogView):
            for i, line in enumerate(w.shown()):
                put(w, "item", i, line.text)
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                put(w, "tab", i, w.tabText(i))
        elif callable(getattr(w, "shown_texts", None)):  # a widget that paints its own texts (SUSPI's map)
            for i, text in enumerate(w.shown_texts()):
                put(w, "item", i, text)
        if isinstance(w, QGroupBox) and w.title():
            put(w, "title", 0, w.title())
        if isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        put(w, f"cell{c}", r, item.text())
            for c in range(w.columnCount()):
                header = w.horizontalHeaderItem(c)
                if header is not None:
                    put(w, "header", c, header.text())
    return out


def words(text: str) -> set[str]:
    """The Latin-letter words of ``text``, folded (HTML tags left out)."""
    return {w.casefold() for w in WORD.findall(re.sub(r"<[^>]*>|&\w+;", " ", text)) if latin(w)}


def english_left(lang: str, shown: dict[tuple[int, str, int], str], english: dict[tuple[int, str, int], str],
                 names: Iterable[str]) -> list[str]:
    """The texts of ``shown`` (in ``lang``) that keep English words: in Ukrainian and Russian any Latin
    word that is not a name; in Polish a word of three letters or more that the English text of the
    same widget has and the Polish words for it (``names``) do not."""
    allowed = ALWAYS | SHARED.get(lang, set()) | {w.casefold() for n in names for w in WORD.findall(n)}
    found = []
    for key, text in shown.items():
        latin = words(text) - allowed
        if lang == "pl":
            en_words = words(english.get(key, "")) - allowed
            latin = {w for w in latin & en_words if len(w) >= 3}
        else:
            latin = {w for w in latin if len(w) >= 2}
        if latin:
            found.append(f"{lang}: {sorted(latin)} in {text!r} (en: {english.get(key, '')!r})")
    return found
