"""The views of one moment as JSON, for sending to many connections at once (PLT-05, PLT-10, PLT-13):
a part of :class:`net.table.Table` (its only maker, :meth:`Table.view_pass`), kept here for its size."""

from __future__ import annotations

from typing import Any, Protocol

from rules.core import Actor, ActorKind, Game, Json

from . import _json


class Table(Protocol):
    """What a view pass reads of its table (:class:`net.table.Table`)."""

    state: Any
    game: Game[Any]

    @property
    def version(self) -> int: ...

    def _envelope(self, game_view: Json) -> Json: ...

    def view_for(self, actor: Actor, now: int | None = None) -> Json: ...

    def allowed_json(self, actor: Actor, now: int) -> bytes: ...


class ViewPass:
    """Every view of one moment as JSON (UTF-8 bytes). The public part is made and serialised once,
    whatever it holds; a player's view is that text with the player's own part and what the
    player may send set beside it (PLT-10: the own part is the only thing that differs between two
    players' views). The board's view is one object, the same bytes for every board and viewer."""

    def __init__(self, table: Table, now: int) -> None:
        self.table = table
        self.now = now
        self.state = table.state
        self.version = table.version
        """The table's state and version the views are of."""
        game = table.game
        self._public = game.public_view(table.state, now)
        envelope = table._envelope(self._public)
        self._table_json = _json.dumps(envelope["table"])
        self._head = b'{"table":%s,"seats":%s,"game":' % (self._table_json, _json.dumps(envelope["seats"]))
        self._public_game = _json.dumps(self._public)
        self._open_game = self._public_game[:-1]
        self._public_envelope = envelope
        self._board: bytes | None = None
        self._scene: bytes | None = None
        self._scene_view: tuple[Json | None] | None = None
        self._scene_text: bytes | None = None
        self._public_view: Json | None = None

    def public_view(self) -> Json | None:
        """The board's view of this moment as :meth:`Table.view_for` makes it (the public view and
        the board's scene), or None when the table's envelope changed since (its language, its
        address, a phone gone): a view of the same state then says what the table says now."""
        if self.table._envelope(self._public) != self._public_envelope:
            return None
        if self._public_view is None:
            self._public_view = dict(self._public_envelope, board=self._scene_dict())
        return self._public_view

    def board(self) -> bytes:
        """The public view with the board's scene (a board that asked for the public view, and
        what anyone without a seat may see)."""
        if self._board is None:
            self._board = self._head + self._public_game + b',"board":' + self._scene_json() + b"}"
        return self._board

    def scene(self) -> bytes:
        """A board's view: the table's envelope, the phase and the board's scene, all a board
        draws, half the bytes of the public view (every board and viewer parses it at each change)."""
        if self._scene is None:
            self._scene = b'{"table":%s,"phase":%s,"board":%s}' % (
                self._table_json, _json.dumps(self._public.get("phase")), self._scene_json())
        return self._scene

    def _scene_dict(self) -> Json | None:
        if self._scene_view is None:  # PLT-13: the board's scene, made once (None: a game without one)
            self._scene_view = (self.table.game.board(self._public_envelope),)
        return self._scene_view[0]

    def _scene_json(self) -> bytes:
        if self._scene_text is None:
            self._scene_text = _json.dumps(self._scene_dict())
        return self._scene_text

    def json_for(self, actor: Actor) -> bytes:
        table = self.table
        if actor.kind is ActorKind.PLAYER and actor.seat is not None:
            part = table.game.player_part(table.state, actor.seat, self.now)
            if part.keys() & self._public.keys():  # the game changes a public key for this seat
                return _json.dumps(table.view_for(actor, self.now))
            allowed = table.allowed_json(actor, self.now)
            if not part:
                return b'%s%s},"you":{"seat":%d},"allowed":%s}' % (
                    self._head, self._open_game, actor.seat, allowed)
            own = _json.dumps(part)
            comma = b"," if len(self._open_game) > 1 else b""
            return b'%s%s%s%s},"you":{"seat":%d},"allowed":%s}' % (
                self._head, self._open_game, comma, own[1:-1], actor.seat, allowed)
        if actor.kind is ActorKind.MODERATOR:
            return _json.dumps(table.view_for(actor, self.now))
        return self.board()
