"""Draw the venue guide's diagrams, one set a language, with Qt:  python tools/make_guide_pictures.py

Writes ``gm_resources/guide/<picture>.<lang>.png``: ``extend`` (the projector mirroring the laptop
against extending it), ``isolation`` (a Wi-Fi that keeps phones from the laptop: client isolation,
a guest network) and ``hotspot`` (everyone on one phone's hotspot). The screenshots of the real
console, board and phone beside them are made by ``tools/make_guide_screenshots.py``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QImage, QPainter, QPen, QPolygonF

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "gm_resources" / "guide"
WIDTH = 760
INK = QColor("#263238")
GREEN = QColor("#2e7d32")
RED = QColor("#c62828")
BOARD = QColor("#1a237e")
PHONE = QColor("#90caf9")

WORDS: dict[str, dict[str, str]] = {
    "mirror": {"uk": "Дублювати ✗", "pl": "Duplikuj ✗", "ru": "Повторяющийся ✗", "en": "Duplicate (mirror) ✗"},
    "extend": {"uk": "Розширити ✓", "pl": "Rozszerz ✓", "ru": "Расширить ✓", "en": "Extend ✓"},
    "mirror_says": {"uk": "Зала бачить консоль і таємниці", "pl": "Sala widzi konsolę i sekrety",
                    "ru": "Зал видит консоль и секреты", "en": "The room sees the console and its secrets"},
    "extend_says": {"uk": "Зала бачить лише табло", "pl": "Sala widzi tylko tablicę",
                    "ru": "Зал видит только табло", "en": "The room sees the board alone"},
    "secret": {"uk": "шпигун", "pl": "szpieg", "ru": "шпион", "en": "spy"},
    "laptop": {"uk": "ноутбук", "pl": "laptop", "ru": "ноутбук", "en": "laptop"},
    "projector": {"uk": "проєктор", "pl": "projektor", "ru": "проектор", "en": "projector"},
    "isolation": {"uk": "Ізоляція клієнтів", "pl": "Izolacja klientów", "ru": "Изоляция клиентов",
                  "en": "Client isolation"},
    "isolation_says": {"uk": "роутер не пускає телефони до ноутбука", "pl": "router nie puszcza telefonów do laptopa",
                       "ru": "роутер не пускает телефоны к ноутбуку", "en": "the router keeps phones from the laptop"},
    "guest": {"uk": "Гостьова мережа", "pl": "Sieć dla gości", "ru": "Гостевая сеть", "en": "A guest network"},
    "guest_says": {"uk": "ноутбук і телефони в різних мережах", "pl": "laptop i telefony w różnych sieciach",
                   "ru": "ноутбук и телефоны в разных сетях", "en": "the laptop and the phones on different networks"},
    "hotspot": {"uk": "Точка доступу з телефона", "pl": "Hotspot z telefonu", "ru": "Точка доступа с телефона",
                "en": "A phone's hotspot"},
    "hotspot_says": {"uk": "усі в одній мережі; інтернет не потрібен",
                     "pl": "wszyscy w jednej sieci; internet niepotrzebny",
                     "ru": "все в одной сети; интернет не нужен", "en": "everyone on one network; no internet needed"},
    "router": {"uk": "роутер", "pl": "router", "ru": "роутер", "en": "router"},
}


def font(px: int, *, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def text(p: QPainter, rect: QRectF, words: str, px: int, color: QColor = INK, *, bold: bool = False) -> None:
    p.setPen(color)
    p.setFont(font(px, bold=bold))
    p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), words)


def console_mock(p: QPainter, r: QRectF, secret: str) -> None:
    """A console window in miniature: three columns, the seats, and a secret in red."""
    p.fillRect(r, QColor("#eceff1"))
    w = r.width() / 3
    for i in range(3):
        col = QRectF(r.x() + i * w + 3, r.y() + 3, w - 6, r.height() - 6)
        p.fillRect(col, QColor("#ffffff"))
        for j in range(4):
            p.fillRect(QRectF(col.x() + 4, col.y() + 6 + j * 10, col.width() - 8, 5), QColor("#b0bec5"))
    card = QRectF(r.x() + w * 0.6, r.y() + r.height() * 0.55, w * 1.8, r.height() * 0.32)
    p.fillRect(card, RED)
    px = min(card.height() * 0.6, card.width() / (0.75 * len(secret)))
    text(p, card, secret, max(8, int(px)), QColor("white"), bold=True)


def board_mock(p: QPainter, r: QRectF) -> None:
    """The board in miniature: the table code and a QR code on dark blue."""
    p.fillRect(r, BOARD)
    text(p, QRectF(r.x(), r.y() + r.height() * 0.1, r.width() * 0.55, r.height() * 0.8), "3810",
         int(r.height() * 0.28), QColor("white"), bold=True)
    side = r.height() * 0.6
    qr = QRectF(r.right() - side - r.width() * 0.08, r.y() + (r.height() - side) / 2, side, side)
    p.fillRect(qr, QColor("white"))
    cell = side / 7
    for i in range(7):
        for j in range(7):
            if (i * 3 + j * 5 + i * j) % 3 == 0 or (i < 2 and j < 2) or (i > 4 and j < 2) or (i < 2 and j > 4):
                p.fillRect(QRectF(qr.x() + i * cell, qr.y() + j * cell, cell, cell), QColor("black"))


def laptop(p: QPainter, x: float, y: float, w: float, draw: str, secret: str) -> QRectF:
    """A laptop whose screen is ``w`` wide, its top left at (x, y); the screen's rectangle."""
    h = w * 0.62
    p.setPen(QPen(INK, 3))
    p.setBrush(QBrush(QColor("#37474f")))
    p.drawRoundedRect(QRectF(x - 6, y - 6, w + 12, h + 12), 6, 6)
    screen = QRectF(x, y, w, h)
    if draw == "console":
        console_mock(p, screen, secret)
    base = QPolygonF([QPointF(x - 18, y + h + 8), QPointF(x + w + 18, y + h + 8),
                      QPointF(x + w + 30, y + h + 22), QPointF(x - 30, y + h + 22)])
    p.setBrush(QBrush(QColor("#78909c")))
    p.drawPolygon(base)
    return screen


def wall_screen(p: QPainter, x: float, y: float, w: float, draw: str, secret: str) -> None:
    """The projector's screen on the wall, with what it shows."""
    h = w * 0.56
    p.setPen(QPen(INK, 2))
    p.setBrush(QBrush(QColor("#fafafa")))
    p.drawRect(QRectF(x - 4, y - 4, w + 8, h + 8))
    inner = QRectF(x, y, w, h)
    if draw == "console":
        console_mock(p, inner, secret)
    else:
        board_mock(p, inner)


def phone(p: QPainter, c: QPointF, h: float = 54, fill: QColor = PHONE) -> None:
    w = h * 0.52
    p.setPen(QPen(INK, 2))
    p.setBrush(QBrush(fill))
    p.drawRoundedRect(QRectF(c.x() - w / 2, c.y() - h / 2, w, h), 6, 6)
    p.drawLine(QPointF(c.x() - 4, c.y() + h / 2 - 6), QPointF(c.x() + 4, c.y() + h / 2 - 6))


def router(p: QPainter, c: QPointF, label: str) -> None:
    p.setPen(QPen(INK, 3))
    p.drawLine(QPointF(c.x() - 22, c.y() - 14), QPointF(c.x() - 30, c.y() - 40))
    p.drawLine(QPointF(c.x() + 22, c.y() - 14), QPointF(c.x() + 30, c.y() - 40))
    p.setBrush(QBrush(QColor("#b0bec5")))
    p.drawRoundedRect(QRectF(c.x() - 44, c.y() - 14, 88, 30), 6, 6)
    for i in range(4):
        p.setBrush(QBrush(GREEN))
        p.drawEllipse(QPointF(c.x() - 24 + i * 16, c.y() + 1), 3, 3)
    text(p, QRectF(c.x() - 60, c.y() + 18, 120, 20), label, 14)


def waves(p: QPainter, c: QPointF, color: QColor) -> None:
    p.setPen(QPen(color, 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for r in (14, 24, 34):
        p.drawArc(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 45 * 16, 90 * 16)


def link(p: QPainter, a: QPointF, b: QPointF, ok: bool) -> None:
    """A line from ``a`` to ``b``: green when the way is open, red and crossed when it is blocked."""
    p.setPen(QPen(GREEN if ok else RED, 3, Qt.PenStyle.SolidLine if ok else Qt.PenStyle.DashLine))
    p.drawLine(a, b)
    if not ok:
        m = (a + b) / 2
        p.setPen(QPen(RED, 5))
        p.drawLine(m + QPointF(-10, -10), m + QPointF(10, 10))
        p.drawLine(m + QPointF(-10, 10), m + QPointF(10, -10))


def beam(p: QPainter, src: QPointF, target: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(QColor(255, 235, 59, 90)))
    p.drawPolygon(QPolygonF([src, target.bottomLeft(), target.bottomRight()]))
    p.setBrush(QBrush(QColor("#546e7a")))
    p.drawRoundedRect(QRectF(src.x() - 22, src.y() - 8, 44, 22), 5, 5)


def extend_picture(lang: str) -> QImage:
    image = QImage(WIDTH, 330, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    secret = WORDS["secret"][lang]
    for i, mode in enumerate(("mirror", "extend")):
        x0 = i * WIDTH / 2
        ok = mode == "extend"
        text(p, QRectF(x0, 4, WIDTH / 2, 26), WORDS[mode][lang], 19, GREEN if ok else RED, bold=True)
        wall_screen(p, x0 + 100, 40, 180, "board" if ok else "console", secret)
        beam(p, QPointF(x0 + 190, 180), QRectF(x0 + 100, 40, 180, 101))
        text(p, QRectF(x0 + 215, 170, 140, 20), WORDS["projector"][lang], 13)
        laptop(p, x0 + 130, 205, 120, "console", secret)
        text(p, QRectF(x0 + 20, 212, 100, 20), WORDS["laptop"][lang], 13)
        text(p, QRectF(x0 + 10, 296, WIDTH / 2 - 20, 30), WORDS[f"{mode}_says"][lang], 15, GREEN if ok else RED)
    p.setPen(QPen(QColor("#cfd8dc"), 2))
    p.drawLine(QPointF(WIDTH / 2, 10), QPointF(WIDTH / 2, 320))
    p.end()
    return image


def isolation_picture(lang: str) -> QImage:
    image = QImage(WIDTH, 330, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # client isolation: one router, the phones' way to the laptop blocked inside it
    text(p, QRectF(0, 4, WIDTH / 2, 26), WORDS["isolation"][lang], 19, RED, bold=True)
    r = QPointF(190, 90)
    router(p, r, WORDS["router"][lang])
    screen = laptop(p, 50, 200, 90, "console", WORDS["secret"][lang])
    phones = [QPointF(250, 215), QPointF(300, 245), QPointF(345, 205)]
    for c in phones:
        phone(p, c)
        link(p, c - QPointF(0, 27), r + QPointF(20, 16), True)
    link(p, screen.topLeft() + QPointF(45, -6), r + QPointF(-20, 16), True)
    link(p, phones[0] - QPointF(14, 0), screen.topRight() + QPointF(8, 30), False)
    text(p, QRectF(10, 294, WIDTH / 2 - 20, 34), WORDS["isolation_says"][lang], 14, RED)
    # a guest network: two networks, a wall between them
    x0 = WIDTH / 2
    text(p, QRectF(x0, 4, WIDTH / 2, 26), WORDS["guest"][lang], 19, RED, bold=True)
    a, b = QPointF(x0 + 90, 90), QPointF(x0 + 290, 90)
    router(p, a, "Club")
    router(p, b, "Club-Guest")
    p.setPen(QPen(RED, 4, Qt.PenStyle.DotLine))
    p.drawLine(QPointF(x0 + 190, 50), QPointF(x0 + 190, 285))
    screen = laptop(p, x0 + 45, 200, 90, "console", WORDS["secret"][lang])
    link(p, screen.topLeft() + QPointF(45, -6), a + QPointF(0, 16), True)
    for c in (QPointF(x0 + 250, 220), QPointF(x0 + 300, 245), QPointF(x0 + 340, 210)):
        phone(p, c)
        link(p, c - QPointF(0, 27), b + QPointF(0, 16), True)
    text(p, QRectF(x0 + 10, 294, WIDTH / 2 - 20, 34), WORDS["guest_says"][lang], 14, RED)
    p.setPen(QPen(QColor("#cfd8dc"), 2))
    p.drawLine(QPointF(WIDTH / 2, 10), QPointF(WIDTH / 2, 320))
    p.end()
    return image


def hotspot_picture(lang: str) -> QImage:
    image = QImage(WIDTH, 300, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    text(p, QRectF(0, 4, WIDTH, 26), WORDS["hotspot"][lang], 19, GREEN, bold=True)
    hub = QPointF(WIDTH / 2, 110)
    screen = laptop(p, 110, 170, 110, "console", WORDS["secret"][lang])
    link(p, screen.topRight() + QPointF(0, 10), hub + QPointF(-16, 20), True)
    others = [QPointF(WIDTH / 2 + 120, 200), QPointF(WIDTH / 2 + 200, 150), QPointF(WIDTH / 2 + 260, 225),
              QPointF(WIDTH / 2 - 20, 235)]
    for c in others:
        phone(p, c)
        link(p, c - QPointF(0, 27) if c.y() > hub.y() + 40 else c - QPointF(14, 0), hub + QPointF(0, 30), True)
    phone(p, hub, 70, QColor("#a5d6a7"))
    waves(p, hub - QPointF(0, 38), GREEN)
    text(p, QRectF(10, 268, WIDTH - 20, 28), WORDS["hotspot_says"][lang], 15, GREEN)
    p.end()
    return image


PICTURES = {"extend": extend_picture, "isolation": isolation_picture, "hotspot": hotspot_picture}


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    assert app is not None
    OUT.mkdir(parents=True, exist_ok=True)
    for name, draw in PICTURES.items():
        for lang in ("uk", "pl", "ru", "en"):
            path = OUT / f"{name}.{lang}.png"
            if not draw(lang).save(str(path)):
                raise SystemExit(f"could not write {path}")
            print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    main()
