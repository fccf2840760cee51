"""Run by test_guide in a process of its own, on a 1366×768 offscreen screen
(QT_QPA_PLATFORM=offscreen:configfile=…): starts the console with its server on loopback, then in
each language picks it from the Language menu, opens Help ▸ Before the first evening and Help ▸
Keyboard shortcuts as a moderator would, and prints as JSON what they show.
``python -m tests.gm_console.guide_window DATA_DIR``."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QUrl
from PySide6.QtGui import QImage, QPixmap, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from gm_console.app import Console, Settings
from gm_console.i18n import LANGUAGES


def anchors_and_images(browser: QTextBrowser) -> tuple[list[str], list[str]]:
    """The links and the pictures of the document as Qt laid it out."""
    links: list[str] = []
    images: list[str] = []
    block = browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isAnchor():
                links.append(fmt.anchorHref())
            if fmt.isImageFormat():
                images.append(fmt.toImageFormat().name())
            it += 1
        block = block.next()
    return links, images


def loaded(browser: QTextBrowser, name: str) -> list[int]:
    """The size of the picture ``name`` as the browser loads it ([] if it does not)."""
    res = browser.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl(name))
    if isinstance(res, QByteArray | bytes | bytearray):  # a file's bytes, as QTextDocument decodes them
        res = QImage.fromData(res)
    if not isinstance(res, QImage | QPixmap) or res.isNull():
        return []
    return [res.width(), res.height()]


def main(data_dir: str) -> None:
    console = Console(Settings(data_dir=Path(data_dir), port=0, lang="en", announce="off", host="127.0.0.1",
                               no_board=True))
    console.build([])
    window = console.main_window
    window.show_sized(console.prefs.window_geometry())
    console.loop.run_until_complete(console.start_network())
    app = console.app
    out: dict[str, Any] = {"join_link": console.table.url, "screen": window.screen().availableGeometry().getRect()}
    for lang in LANGUAGES:
        window.language_actions[lang].trigger()
        app.processEvents()
        menu = window.help_menu
        actions = {a.objectName(): a for a in menu.actions()}
        actions["action_guide"].trigger()
        guide = window.help.guide
        assert guide is not None
        app.processEvents()
        browser = guide.browser
        links, images = anchors_and_images(browser)
        actions["action_shortcuts"].trigger()
        app.processEvents()
        shortcuts = window.help.shortcuts
        assert shortcuts is not None
        out[lang] = {
            "menu": menu.title(), "guide_action": actions["action_guide"].text(),
            "guide_keys": actions["action_guide"].shortcut().toString(),
            "shortcuts_action": actions["action_shortcuts"].text(),
            "visible": guide.isVisible(), "lang": guide.lang, "title": guide.windowTitle(),
            "text": browser.toPlainText(), "links": links,
            "images": {name: loaded(browser, name) for name in images},
            "frame": guide.frameGeometry().getRect(), "viewport": browser.viewport().width(),
            "h_scroll": browser.horizontalScrollBar().maximum(),
            "shortcut_rows": shortcuts.rows(), "shortcuts_frame": shortcuts.frameGeometry().getRect(),
        }
        guide.close()
        shortcuts.close()
    print(json.dumps(out, ensure_ascii=False))
    console.loop.run_until_complete(console.shutdown())
    console.loop.close()
    asyncio.set_event_loop(None)


if __name__ == "__main__":
    main(sys.argv[1])
