"""Small widget helpers of the quiz's desk: bold and wrapping labels, and texts shown as written."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget


def bold(label: QLabel, grow: int = 0) -> QLabel:
    font = QFont(label.font())
    font.setBold(True)
    font.setPointSize(font.pointSize() + grow)
    label.setFont(font)
    return label


def wrapping(parent: QWidget, name: str = "") -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if name:
        label.setObjectName(name)
    return label


def as_written(parent: QWidget, name: str = "") -> QLabel:
    """A wrapping label for a pack's text, shown as the editor wrote it: plain text (a "<" in a
    question is not markup), its line breaks and leading spaces kept (QZ-31)."""
    label = wrapping(parent, name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def preformatted(text: str, mono: bool = False) -> str:
    """``text`` for a rich-text label, its line breaks and leading spaces kept (QZ-31); ``mono``:
    in a fixed-width font, for a handout's table drawn with spaces and "|"."""
    family = " font-family: monospace;" if mono else ""
    return f'<span style="white-space: pre-wrap;{family}">{html.escape(text)}</span>'
