"""The join panel every table has: the game picker, the table code and its QR code, the join link,
the machine's address the link carries (PLT-08: the venue's network, not a VPN or a virtual
adapter), and the public URL for remote players (SPY-39, SUS-04: the console behind a reverse proxy
or a tunnel).

A game's own lobby options are its desk's panels (``gm_console/games/<game>/panels``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFont, QGuiApplication, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from net.adapters import HostAddress, Kind
from net.address import PublicUrlError, public_base
from net.content import GAMES

from ..commands import Commands, with_shortcut
from ..qr import QrView
from ..table_model import TableModel
from ..views import Json
from ._panel import Panel

GAME_SHORTCUT = "Alt+G"
"""The key that gives the keyboard to the game picker (PLT-12)."""
PUBLIC_URL_SHORTCUT = "Alt+U"
"""The key that gives the keyboard to the public URL for remote players (PLT-12)."""
ADDRESS_SHORTCUT = "Alt+J"
"""The key that gives the keyboard to the list of the machine's addresses the join link can carry (PLT-12)."""


class ElidedComboBox(QComboBox):
    """A combo box whose closed box ends its line with "…" where it is too narrow for it (the open
    list shows whole lines): the address, at the line's start, stays readable."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        option.currentText = option.fontMetrics.elidedText(option.currentText, Qt.TextElideMode.ElideRight,
                                                           field.width())
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


class JoinPanel(Panel):
    """The game picker, the table code in large digits, the QR code of the join link and the link.

    Signals:
        public_url_chosen(str): the moderator gave the public URL remote phones reach the console
            at (an origin, checked), or "" to go back to the venue's network address.
        address_chosen(str): the moderator picked the machine's address the join link carries, or
            "" for the automatic one (the list's first).
    """

    public_url_chosen = Signal(str)
    address_chosen = Signal(str)

    def __init__(self, model: TableModel, commands: Commands, title_of: Callable[[str], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.title_of = title_of
        """A game's name in the console's language (by its id)."""
        self.game_label = QLabel(self)
        self.game_picker = QComboBox(self)
        self.game_picker.setObjectName("game_picker")
        for game in GAMES:  # the registry's games, in its order
            self.game_picker.addItem("", game)
        self.code_caption = QLabel(self)
        self.code = QLabel(self)
        self.code.setObjectName("table_code")
        code_font = QFont(self.code.font())
        code_font.setPointSize(30)
        code_font.setBold(True)
        code_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
        self.code.setFont(code_font)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # as large as the column's width allows, as high as a phone scans it from the desk: the height
        # goes to the seats below (ten to eighteen of them on a laptop's screen)
        self.qr = QrView(self, minimum=90, hint=130)
        self.qr.setObjectName("join_qr")
        self.url = QLabel(self)
        self.url.setObjectName("join_url")
        self.url.setWordWrap(True)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy = QToolButton(self)
        self.copy.setDefaultAction(commands.action("copy_link"))
        self.address_label = QLabel(self)
        self.address_picker = ElidedComboBox(self)
        self.address_picker.setObjectName("join_address")
        self.address_picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.address_picker.setMinimumContentsLength(6)  # a long adapter name does not widen the column
        self.address_label.setBuddy(self.address_picker)
        self.address_picker.activated.connect(self.on_address_activated)
        self._addresses: list[HostAddress] = []
        self.public_label = QLabel(self)
        self.public_url = QLineEdit(self)
        self.public_url.setObjectName("public_url")
        self.public_url.setClearButtonEnabled(True)
        self.public_label.setBuddy(self.public_url)
        self.public_problem = QLabel(self)
        self.public_problem.setObjectName("public_url_problem")
        self.public_problem.setWordWrap(True)
        self.public_problem.setStyleSheet("color: #b00020;")
        self.public_problem.hide()
        self.public_url.editingFinished.connect(self.on_public_url_edited)
        self._public = ""
        self._refused = False

        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_picker, 1)
        top.addWidget(self.address_label)  # beside the game: no line of its own, the seats below keep theirs
        top.addWidget(self.address_picker, 2)
        code_box = QVBoxLayout()
        code_box.addWidget(self.code_caption)
        code_box.addWidget(self.code)
        code_box.addStretch(1)
        code_box.addWidget(self.copy, 0, Qt.AlignmentFlag.AlignLeft)  # beside the QR: the link gets a whole line
        middle = QHBoxLayout()
        middle.addLayout(code_box, 1)
        middle.addWidget(self.qr, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addWidget(self.url)
        remote = QHBoxLayout()
        remote.addWidget(self.public_label)
        remote.addWidget(self.public_url, 1)
        layout.addLayout(remote)
        layout.addWidget(self.public_problem)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        return view.get("table")

    def draw(self, view: Json) -> None:
        table = view.get("table") or {}
        url = str(table.get("url") or "")
        # PLT-06: no server, no way in: the code is not offered while no phone could join with it
        self.code.setText(str(table.get("code", "")) if url else "—")
        self.url.setText(url or self.tr("(the server is not running: phones cannot join)"))
        self.qr.set_text(url)
        index = self.game_picker.findData(table.get("game"))
        if index >= 0:
            self.game_picker.setCurrentIndex(index)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Join the table"))
        self.game_label.setText(self.tr("Game:"))
        for i in range(self.game_picker.count()):
            game = self.game_picker.itemData(i)
            title = self.title_of(game)
            self.game_picker.setItemText(i, title)
        self.game_picker.setToolTip(with_shortcut(self.tr("The game played at this table"), GAME_SHORTCUT))
        self.game_picker.setProperty("keys", GAME_SHORTCUT)
        self.code_caption.setText(self.tr("Table code"))
        self.qr.setToolTip(self.tr("Players scan this code with their phone camera"))
        self.address_label.setText(self.tr("Address:"))
        self.address_picker.setToolTip(with_shortcut(self.tr(
            "The address of this computer the QR code and the join link carry: the phones in the room must "
            "reach it. The first is the one the console picks itself: the network the default route leaves "
            "from, unless that is a VPN or a virtual adapter. A public address for remote players, when set, "
            "takes its place."), ADDRESS_SHORTCUT))
        self.address_picker.setProperty("keys", ADDRESS_SHORTCUT)
        self._label_addresses()
        self.public_label.setText(self.tr("Remote players:"))
        self.public_url.setPlaceholderText(self.tr("https://… the public address of this console"))
        self.public_url.setToolTip(with_shortcut(self.tr(
            "For players who are not in the room: the address of a reverse proxy or tunnel with TLS in front "
            "of this console. The QR code, the join link and seat links then carry it. Empty: the address on "
            "the venue's network."), PUBLIC_URL_SHORTCUT))
        self.public_url.setProperty("keys", PUBLIC_URL_SHORTCUT)
        if self._refused:
            self.public_problem.setText(self.tr("Not an address remote phones can use: it starts with https:// "
                                                "and names a host (a path may follow), with no ? or # in it."))

    def set_public_url(self, url: str) -> None:
        """Show the public URL in use (none: "")."""
        self._public = url
        self.public_url.setText(url)
        self._show_refused(False)
        self.address_picker.setEnabled(not url)

    def set_addresses(self, addresses: Sequence[HostAddress], current: str) -> None:
        """List the machine's addresses (the automatic choice first) with ``current`` picked."""
        self._addresses = list(addresses)
        self.address_picker.blockSignals(True)
        self.address_picker.clear()
        for host in self._addresses:
            self.address_picker.addItem("", host.address)
        self._label_addresses()
        index = self.address_picker.findData(current)
        self.address_picker.setCurrentIndex(max(index, 0))
        self.address_picker.blockSignals(False)

    def address_text(self, host: HostAddress) -> str:
        """One line of the list: "192.168.1.20 — Wi-Fi (default route)"."""
        notes = []
        if host.default_route:
            notes.append(self.tr("default route"))
        if host.kind is Kind.VPN:
            notes.append(self.tr("VPN"))
        elif host.kind is Kind.VIRTUAL:
            notes.append(self.tr("virtual adapter"))
        elif host.kind is Kind.LOOPBACK:
            notes.append(self.tr("this computer only"))
        if not host.up:
            notes.append(self.tr("no link"))
        if not notes:
            return self.tr("%1 — %2").replace("%1", host.address).replace("%2", host.adapter)
        return (self.tr("%1 — %2 (%3)").replace("%1", host.address).replace("%2", host.adapter)
                .replace("%3", ", ".join(notes)))

    def _label_addresses(self) -> None:
        for i, host in enumerate(self._addresses):
            self.address_picker.setItemText(i, self.address_text(host))
        view = self.address_picker.view()  # the open list shows whole lines, however narrow the box is
        view.setMinimumWidth(view.sizeHintForColumn(0) + 24 if self._addresses else 0)

    @Slot(int)
    def on_address_activated(self, index: int) -> None:
        if 0 <= index < len(self._addresses):
            self.address_chosen.emit("" if index == 0 else self._addresses[index].address)

    def _show_refused(self, refused: bool) -> None:
        self._refused = refused
        self.public_problem.setVisible(refused)
        self.retranslate()

    @Slot()
    def on_public_url_edited(self) -> None:
        text = self.public_url.text().strip()
        try:
            url = public_base(text) if text else ""
        except PublicUrlError:
            self._show_refused(True)
            return
        self._show_refused(False)
        if url != self._public:
            self._public = url
            self.address_picker.setEnabled(not url)
            self.public_url.setText(url)
            self.public_url_chosen.emit(url)

    @Slot()
    def on_copy_link(self) -> None:
        url = str((self.model.view.get("table") or {}).get("url") or "")
        if url:
            QGuiApplication.clipboard().setText(url)
