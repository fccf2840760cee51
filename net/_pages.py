"""What the table's port serves over plain HTTP (PLT-06): the phone's and the board's pages and
their files (a game's phone words made from its catalog, ``rules/<game>/words.json``), the join QR
code, the board's sounds, the games' public content and, while the public
view names them, the club's own handout pictures (QZ-31). Nothing else of the disk is reachable:
every path part is a plain name, and each kind of file has its one folder.
"""

from __future__ import annotations

import http
import io
import mimetypes
import re
from functools import cache
from pathlib import Path

import segno
from websockets.datastructures import Headers
from websockets.http11 import Response

from rules.core.words import words
from rules.registry import find

from .content import public_file
from .table import Table

_SAFE_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,80}$")
CONTENT_TYPES = mimetypes.MimeTypes()
"""The served files' types: the standard library's own table, the same on every system. Not
``mimetypes.guess_type``: on Windows it reads the registry, where a program may have made ``.js``
``text/plain``, which a browser refuses to run."""
CONTENT_TYPES.add_type("text/javascript", ".js")
for _type, _ending in (("image/webp", ".webp"), ("audio/ogg", ".ogg"), ("font/woff2", ".woff2")):
    CONTENT_TYPES.add_type(_type, _ending)


def _response(status: http.HTTPStatus, body: bytes, ctype: str) -> Response:
    """An answer after which the connection is closed, never cached nor sniffed."""
    headers = Headers()
    headers["Content-Type"] = ctype
    headers["Content-Length"] = str(len(body))
    headers["Cache-Control"] = "no-cache"
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Connection"] = "close"
    return Response(status.value, status.phrase, headers, body)


def plain(status: http.HTTPStatus, text: str) -> Response:
    """A short plain-text answer, after which the connection is closed."""
    return _response(status, text.encode(), "text/plain; charset=utf-8")


def page(path: str, table: Table, web_root: Path, content_root: Path, own: Path | None) -> Response:
    """The answer to ``GET path`` (a page, a file, or 404), closing the connection after it."""
    return _response(*_answer(path, table, web_root, content_root, own))


def _answer(path: str, table: Table, web_root: Path, content_root: Path,
            own: Path | None) -> tuple[http.HTTPStatus, bytes, str]:
    if path in ("/", "/join", "/index.html"):
        return _file(web_root / "index.html")
    if path == "/board":
        return _file(web_root / "board.html")
    if path == "/qr.svg":
        buf = io.BytesIO()
        segno.make(table.url or f"code {table.code}", error="m").save(
            buf, kind="svg", scale=8, dark="#000", light="#fff", border=2
        )
        return http.HTTPStatus.OK, buf.getvalue(), "image/svg+xml"
    parts = path.strip("/").split("/")
    if parts[0] == "static" and len(parts) == 3 and parts[2] == "strings.js" and find(parts[1]) is not None:
        return http.HTTPStatus.OK, phone_words(parts[1]), "text/javascript; charset=utf-8"
    if parts[0] == "static" and 2 <= len(parts) <= 3 and all(_SAFE_NAME.match(x) for x in parts[1:]):
        return _file(web_root.joinpath(*parts))  # the page's own files, a game's in its folder
    if len(parts) == 2 and parts[0] == "sounds" and _SAFE_NAME.match(parts[1]) and parts[1].endswith(".wav"):
        return _file(content_root / "sounds" / parts[1])  # the board's cues (PLT-14)
    if len(parts) == 3 and parts[0] == "files" and own is not None and all(
            _SAFE_NAME.match(x) for x in parts[1:]):
        # PLT-10, QZ-31: a file of the club's own content only while the public view names it
        # (a question's picture from "Время пошло" on), never before
        game = table.public_view().get("game") or {}
        if f"{parts[1]}/{parts[2]}" in (game.get("files") or []):
            return _file(own / "pictures" / parts[1] / parts[2])
    if len(parts) == 3 and parts[0] == "content" and all(_SAFE_NAME.match(x) for x in parts[1:]):
        public = public_file(content_root, parts[1], parts[2])  # the game's entry says what
        if public is not None:
            return _file(public)
    return http.HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8"


@cache
def phone_words(game: str) -> bytes:
    """A game's phone words (``/static/<game>/strings.js``), made once from its catalog (PLT-15)."""
    return words(game).phone_script()


def _file(path: Path) -> tuple[http.HTTPStatus, bytes, str]:
    if not path.is_file():
        return http.HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8"
    ctype = CONTENT_TYPES.guess_type(path.name)[0] or "application/octet-stream"
    if ctype.startswith("text/") or ctype in ("application/javascript", "application/json"):
        ctype += "; charset=utf-8"
    return http.HTTPStatus.OK, path.read_bytes(), ctype

