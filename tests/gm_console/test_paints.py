"""What the console paints for one phone request: the widgets whose texts changed, each once. Paint
events are counted per widget with an event filter on the application while a real table, with its
largest room, takes a player's request."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QMessageBox, QWidget

from gm_console import views
from gm_console.games.suspi.villa_map import Name, Room, Run, VillaMap
from gm_console.i18n import Language
from gm_console.panels._panel import RichLabel
from rules.core import Actor, Request

from .conftest import Clock
from .walks import WALKS, Built, build


class Paints(QObject):
    """Every widget's paint events, by widget, and the region they covered."""

    def __init__(self) -> None:
        super().__init__()
        self.count: Counter[QWidget] = Counter()
        self.regions: dict[QWidget, QRegion] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget) and isinstance(event, QPaintEvent):
            self.count[watched] += 1
            self.regions[watched] = self.regions.get(watched, QRegion()).united(event.region())
        return False


def shown(game: str, tmp_path: Path, language: Language, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Built:
    """The game's console in English at 1366×768, shown; its confirmations answered yes."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    language.set("en")
    built = build(game, tmp_path, language, Clock())
    qtbot.addWidget(built.window)
    built.window.setGeometry(0, 0, 1366, 768)
    built.window.show()
    qtbot.waitExposed(built.window)
    return built


def picture(widget: QWidget) -> QImage:
    """What ``widget`` paints itself, on white (no window background, no children)."""
    image = QImage(widget.size(), QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    widget.render(image, QPoint(), QRegion(), QWidget.RenderFlag(0))
    return image


def settled(built: Built, qtbot: Any) -> None:
    """The window's last change drawn and its texts fitted."""
    qtbot.waitUntil(lambda: not built.window._fit_labels.isActive())
    QApplication.processEvents()


def to_the_night(built: Built, qtbot: Any) -> None:
    """SUSPI's walk up to its first night, drawn and fitted."""
    walk = WALKS["suspi"](built)
    while next(walk) != "night":
        pass
    settled(built, qtbot)


def test_a_rich_text_is_measured_as_a_label_measures_it(qtbot: Any) -> None:  # PLT-12
    """The height a rich label gives a layout for a width is the height a plain QLabel with the same
    text, font, margins, frame and minimum height has at that width, through changes of each."""
    texts = ["<b>Library</b> (0)<br><span style=\"color:#8a8a8a\">—</span>", "",
             "<b>Library</b> (3) <small style=\"color:#8a8a8a\">(checked, holy ground)</small><br>Oleksandra, "
             "<span style=\"color:#c62828\">Maksymilian</span>, <i style=\"color:#607d8b\">Anastasiia</i>, "
             "Bogdan-Yurii, Katarzyna", "✔ Olha  … Taras  ✔ Weronika " * 5]
    rich = RichLabel()
    qtbot.addWidget(rich)
    big = QFont(rich.font())
    big.setPointSize(big.pointSize() + 5)
    for step in range(48):
        rich.setText(texts[step % len(texts)])
        if step % 7 == 3:
            rich.setFont(big if rich.font() != big else QFont())
        if step % 5 == 4:
            rich.setMargin(4 - rich.margin())
        if step % 11 == 6:
            rich.setFrameShape(QFrame.Shape.StyledPanel if rich.frameShape() == QFrame.Shape.NoFrame
                               else QFrame.Shape.NoFrame)
        if step % 3 == 1:  # the height the window's fit gave it
            rich.setMinimumHeight(70 - rich.minimumHeight())
        plain = QLabel()
        plain.setTextFormat(Qt.TextFormat.RichText)
        plain.setWordWrap(True)
        plain.setAlignment(rich.alignment())
        plain.setFont(rich.font())
        plain.setMargin(rich.margin())
        plain.setFrameShape(rich.frameShape())
        plain.setMinimumHeight(rich.minimumHeight())
        plain.setText("x")  # a label that had a text, as the rich one had (an empty one is no text label)
        plain.setText(rich.text())
        qtbot.addWidget(plain)
        for width in (60, 130, 260, 409):
            assert rich.heightForWidth(width) == plain.heightForWidth(width), (step, width)


@pytest.mark.parametrize("nth", [0, 1, 2])
def test_a_room_picked_paints_each_changed_text_once(nth: int, tmp_path: Path, language: Language, qtbot: Any,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:  # SUS-06, PLT-12
    """At night with 18 phones, a player's room picked paints the villa's and the chosen panel's
    texts that changed once each (the window fitting its texts after painting them painted them a
    second time), of the villa's map the room picked alone, and the panels that did not change not
    at all."""
    built = shown("suspi", tmp_path, language, qtbot, monkeypatch)
    window = built.window
    paints = Paints()
    try:
        to_the_night(built, qtbot)
        desk: Any = window.desk
        match = dict(built.view["match"])
        seat = list(match["alive"])[-1 - nth]
        room = list(match["rooms"])[1 + nth]
        QApplication.instance().installEventFilter(paints)
        accepted = built.table.submit(Actor.player(seat), Request("pick_room", {"room": room}))
        assert not hasattr(accepted, "code"), accepted
        names, villa_map = desk.chosen.names, desk.villa.map
        qtbot.waitUntil(lambda: paints.count[names] and paints.count[villa_map])  # drawn and painted
        qtbot.waitUntil(lambda: not window._fit_labels.isActive())  # then the window fitted its texts
        QApplication.sendPostedEvents()
        QApplication.processEvents()  # and painted what that asked for
        changed = [names, villa_map, desk.villa.undecided]
        assert [paints.count[label] for label in changed] == [1, 1, 1], [w.objectName() for w in changed]
        picked = villa_map.room_rect(list(match["rooms"]).index(room))  # the first night: nobody left a room
        assert paints.regions[villa_map].subtracted(QRegion(picked)).isEmpty(), \
            (picked, paints.regions[villa_map].boundingRect())
        picker = names.chip_rect(list(match["alive"]).index(seat))  # "… name" became "✔ name" in its place
        assert paints.regions[names].subtracted(QRegion(picker)).isEmpty(), \
            (picker, paints.regions[names].boundingRect())
        assert paints.count[desk.chosen.details] == 0  # the investigator's and the doctor's lines stayed
        for panel in (desk.options, desk.steps, desk.fates, desk.cards, window.seats):
            painted = [w.objectName() or type(w).__name__ for w in paints.count if panel.isAncestorOf(w)]
            assert painted == [], (panel.objectName(), painted)
    finally:
        QApplication.instance().removeEventFilter(paints)
        built.close()


def test_a_publication_consent_leaves_the_seat_ring_unpainted(tmp_path: Path, language: Language, qtbot: Any,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:  # MAF-18, PLT-12
    """At a club mafia evening of 17 players, a player's publication consent (which the evening's
    roster shows and the ring does not) neither redraws the ring panel nor paints the ring; in the
    game a foul (which it shows) does, and after each the ring is, pixel for pixel and in its
    centre's texts, a ring panel drawn afresh."""
    built = shown("mafia", tmp_path, language, qtbot, monkeypatch)
    window = built.window
    walk = WALKS["mafia"](built)
    paints = Paints()
    try:
        while next(walk) != "evening, 15 and the reserve":
            pass
        panel: Any = window.desk.ring  # type: ignore[attr-defined]
        ring = panel.ring

        def settled() -> None:
            qtbot.waitUntil(lambda: built.model.version == built.table.version)  # the screens took the change
            QApplication.sendPostedEvents()
            QApplication.processEvents()  # and painted it

        def same_as_afresh(step: str) -> None:
            fresh = type(panel)(built.model, window.commands, window.desk.texts)  # type: ignore[attr-defined]
            qtbot.addWidget(fresh)
            assert (fresh.ring.centre_text, fresh.ring.clock_text) == (ring.centre_text, ring.clock_text), step
            alone = fresh.ring
            alone.setParent(None)  # the ring alone, at the kept one's size
            qtbot.addWidget(alone)
            alone.resize(ring.size())
            assert picture(alone) == picture(ring), step

        draws: list[object] = []
        drawn_by_class = panel.draw
        monkeypatch.setattr(panel, "draw", lambda view: (draws.append(view), drawn_by_class(view)))
        settled()
        QApplication.instance().installEventFilter(paints)
        seats = [int(s["seat"]) for s in built.model.view["seats"]][:3]
        for number, seat in enumerate(seats + seats):  # three say no, then yes again
            draws.clear()
            paints.count.clear()  # (the last comparison painted the ring into a picture)
            built.clock.advance(1.5)  # the room's time goes on between two requests
            built.player(seat, "publication", publish=number >= 3)
            settled()
            assert draws == [], number
            assert paints.count[ring] == 0, number
            same_as_afresh(f"publication {number}")
        while next(walk) != "free talk":
            pass
        settled()
        draws.clear()
        paints.count.clear()
        built.moderator("foul", place=int(built.view["places"][2]["place"]))
        settled()
        assert len(draws) == 1
        assert paints.count[ring] >= 1
        same_as_afresh("foul")
    finally:
        QApplication.instance().removeEventFilter(paints)
        built.close()


def test_a_room_picked_measures_the_rooms_it_changed(tmp_path: Path, language: Language, qtbot: Any,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:  # SUS-06, PLT-12
    """At night with 18 phones the players pick rooms one by one: the map lays out the rooms whose
    names changed, once each, not every room again, unless a room got crowded enough for its column
    to widen (when the rooms' columns were as wide as their texts asked, a pick moved them and every
    room was measured again at its new width); what it shows is every pick so far."""
    built = shown("suspi", tmp_path, language, qtbot, monkeypatch)
    window = built.window
    laid_out: Counter[str] = Counter()
    lay_out = VillaMap._laid

    def counted(villa_map: VillaMap, room: Room, width: int) -> tuple[int, tuple[Run, ...]]:
        if (room, width) not in villa_map._layouts:
            laid_out[room.title] += 1
        return lay_out(villa_map, room, width)

    monkeypatch.setattr(VillaMap, "_laid", counted)
    try:
        to_the_night(built, qtbot)
        desk: Any = window.desk
        villa_map = desk.villa.map
        match = dict(built.view["match"])
        rooms, alive = list(match["rooms"]), list(match["alive"])
        calm = 0
        for k, seat in enumerate(alive):
            before, stretches = list(villa_map.rooms), list(villa_map.stretches)
            laid_out.clear()
            accepted = built.table.submit(Actor.player(seat), Request("pick_room", {"room": rooms[(k * 4) % len(rooms)]}))
            assert not hasattr(accepted, "code"), accepted
            qtbot.waitUntil(lambda: not window._fit_labels.isActive())
            QApplication.processEvents()
            picked = {p["seat"]: p["room"] for p in built.view["secrets"]["night"]["rooms"]}  # the table's record
            for room, drawn in zip(rooms, villa_map.rooms, strict=True):  # each pick where it was made
                assert {n.text for n in drawn.names if not n.italic} == {
                    views.nickname(built.model.view, s) for s, r in picked.items() if r == room}, room
            if stretches != villa_map.stretches:
                continue  # a column widened: every room at its new width
            changed = {new.title for old, new in zip(before, villa_map.rooms, strict=True) if old != new}
            assert len(changed) <= 2, changed  # the room left and the room picked
            calm += bool(changed)
            assert set(laid_out) <= changed, (k, sorted(set(laid_out) - changed))
            assert all(count == 1 for count in laid_out.values()), (k, laid_out)
        assert calm >= len(alive) // 2, calm
    finally:
        built.close()


def test_a_night_of_picks_moves_no_room(tmp_path: Path, language: Language, qtbot: Any,
                                        monkeypatch: pytest.MonkeyPatch) -> None:  # SUS-06, PLT-12
    """Through a night the map's rows keep the height they reached: everyone picks the first room,
    then everyone leaves it for the last one. A pick that empties a room shrinks no row, so the
    rooms and the texts under the map stay where they are and the map repaints the two rooms that
    changed (a row that shrank moved every room under it, the panel was laid out again and the
    whole map repainted). Once the night is over the map is as high as its rooms need again."""
    built = shown("suspi", tmp_path, language, qtbot, monkeypatch)
    window = built.window
    paints = Paints()
    try:
        to_the_night(built, qtbot)
        desk: Any = window.desk
        villa = desk.villa
        villa_map: VillaMap = villa.map
        match = dict(built.view["match"])
        rooms, alive = list(match["rooms"]), list(match["alive"])
        QApplication.instance().installEventFilter(paints)
        calm = 0
        for target in (rooms[0], rooms[-1]):
            for seat in alive:
                height, rects = villa_map.height(), [villa_map.room_rect(i) for i in range(len(rooms))]
                before = list(villa_map.rooms)
                outside = villa.outside.geometry()
                paints.regions.clear()
                built.player(seat, "pick_room", room=target)
                settled(built, qtbot)
                assert villa_map.height() >= height  # no row got lower
                now = [villa_map.room_rect(i) for i in range(len(rooms))]
                if villa_map.height() != height or now != rects:
                    continue  # a row grew: the rooms under it moved
                calm += 1
                assert villa.outside.geometry() == outside
                changed = [i for i, (old, new) in enumerate(zip(before, villa_map.rooms, strict=True)) if old != new]
                assert len(changed) <= 2, changed  # the room left (or last night's) and the room picked
                region = QRegion()
                for i in changed:
                    region += now[i]
                painted = paints.regions.get(villa_map, QRegion())
                assert painted.subtracted(region).isEmpty(), changed  # those two rooms alone (none: no paint)
        assert calm >= len(alive), calm  # the second half of the night, leaving the crowded room
        QApplication.instance().removeEventFilter(paints)
        built.moderator("advance")  # the dawn: where everyone spent the night, as tight as it needs
        settled(built, qtbot)
        fresh = VillaMap()
        qtbot.addWidget(fresh)
        fresh.setFont(villa_map.font())
        fresh.resize(villa_map.width(), 400)
        fresh.show_rooms(villa_map.rooms)
        assert villa_map.sizeHint().height() == fresh.sizeHint().height() < height
    finally:
        QApplication.instance().removeEventFilter(paints)
        built.close()


def test_the_villa_map_paints_each_name_in_its_room_and_colour(qtbot: Any) -> None:  # SUS-06, PLT-12
    """The map draws every room in its frame with its names inside it, the murderer's in red, and
    nothing outside its rooms, however long a name (cut with an ellipsis) or narrow the map."""
    villa_map = VillaMap()
    qtbot.addWidget(villa_map)
    red = "#c62828"
    rooms = [Room("Study", "checked", (Name("Oleksandra"), Name("Maksymilian", red), Name("Anastasiia"))),
             Room("Library", "", (Name("Bogdan-Yurii", "#607d8b", italic=True),)),
             Room("Kitchen", "", (Name("Przemysław Wiśniewski-Kowalczyk-Nowak"),)),  # the left column
             Room("Conservatory", "", ())]
    for width in (600, 260, 150):
        villa_map.resize(width, 400)
        villa_map.show_rooms(rooms)
        villa_map.resize(width, villa_map.sizeHint().height())
        image = QImage(villa_map.size(), QImage.Format.Format_RGB32)
        image.fill(QColor("#ffffff"))
        villa_map.render(image, QPoint(), QRegion(), QWidget.RenderFlag(0))
        rects = [villa_map.room_rect(i) for i in range(len(rooms))]
        reds = {i: 0 for i in range(len(rooms))}
        for y in range(image.height()):
            for x in range(image.width()):
                pixel = image.pixelColor(x, y)
                inside = [i for i, rect in enumerate(rects) if rect.contains(x, y)]
                if not inside:
                    assert pixel == QColor("#ffffff"), (width, x, y, pixel.name())  # nothing between the rooms
                elif pixel.red() > 150 and pixel.green() < 90 and pixel.blue() < 90:
                    reds[inside[0]] += 1
        assert reds[0] > 20 and reds[1] == reds[2] == reds[3] == 0, (width, reds)  # the murderer's name, in red
        assert all(rect.height() >= 36 for rect in rects), rects
        kitchen = [run.text for run in villa_map._laid(rooms[2], rects[2].width())[1] if run.style == "name"]
        assert kitchen[-1].endswith("…") == (width < 300), kitchen  # a name wider than its room is cut
        assert villa_map.shown_texts()[0] == "Study (3) (checked)\nOleksandra, Maksymilian, Anastasiia"


@pytest.mark.parametrize("width", [1366, 1024])
def test_a_councils_confirms_keep_the_windows_columns(width: int, tmp_path: Path, language: Language, qtbot: Any,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:  # SUS-10, PLT-12
    """A council's votes and confirms, one after another short of the last one (the verdict), leave
    the window's columns as wide as they were: the count of confirms that grew a digit ("10 of 17")
    widened its column, and the window shared its columns out again and repainted them all."""
    built = shown("suspi", tmp_path, language, qtbot, monkeypatch)
    window = built.window
    window.setGeometry(0, 0, width, 768)
    walk = WALKS["suspi"](built)
    try:
        while next(walk) != "council":
            pass
        match = dict(built.view["match"])
        council = match["council"]
        voters = [s for s in match["alive"] if s not in council["no_vote"]]
        target = voters[0]
        for seat in voters[:3]:  # the walk's three votes, confirmed first
            built.player(seat, "council_confirm")
        qtbot.waitUntil(lambda: not window._fit_labels.isActive())
        QApplication.processEvents()
        columns = window.columns.sizes()
        seen = []
        for seat in voters[3:-1]:  # all but the last confirm: no verdict yet
            built.player(seat, "council_vote", target=target) if seat != target \
                else built.player(seat, "council_abstain")
            built.player(seat, "council_confirm")
            QApplication.sendPostedEvents()
            qtbot.waitUntil(lambda: not window._fit_labels.isActive())
            QApplication.processEvents()
            seen.append(window.columns.sizes())
        assert len(seen) >= 10
        assert all(sizes == columns for sizes in seen), (columns, seen)
    finally:
        built.close()
