"""Game content on disk and the games on offer, found through the registry (:mod:`rules.registry`).

Reading files happens here, validation in the games' pure modules: each game's entry says which
files under ``gm_resources/<id>/`` its content is read from, and turns their JSON into the game; a
broken file gives an error that names the file and the entry (``rules.core.content.ContentError``).
"""

from __future__ import annotations

import json
import logging
import shutil
from pathlib import Path
from typing import Any

import gm_resources
from rules import registry
from rules.core import Game
from rules.core.content import ContentError
from rules.core.entry import Documents, GameEntry

log = logging.getLogger(__name__)

RESOURCES = gm_resources.ROOT
"""Where the content that comes with the console is (:mod:`gm_resources`)."""
GAMES: tuple[str, ...] = registry.IDS
"""The games a table can be opened for, in the order the console offers them."""


def _read(path: Path, name: str) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ContentError(name, "file", f"cannot be read as JSON: {exc}") from exc


def _files(folder: Path, patterns: tuple[str, ...], *, required: bool) -> dict[str, Path]:
    """Path under ``folder`` → file, for every pattern (a path without a wildcard must exist when
    ``required``)."""
    found: dict[str, Path] = {}
    for pattern in patterns:
        if any(ch in pattern for ch in "*?["):
            paths = sorted(folder.glob(pattern)) if folder.is_dir() else []
        else:
            paths = [folder / pattern] if required or (folder / pattern).is_file() else []
        for path in paths:
            found[path.relative_to(folder).as_posix()] = path
    return found


def documents(game_id: str, resources: Path = RESOURCES, own: Path | None = None) -> Documents:
    """The JSON documents of ``game_id``'s content (``gm_resources/<id>/``), and of the club's own
    content under the data folder ``own`` when the game has some (an unreadable own file is left
    out with a warning)."""
    e = registry.entry(game_id)
    files = {name: _read(path, path.name) for name, path in _files(resources / e.id, e.content, required=True).items()}
    own_files: dict[str, Any] = {}
    if own is not None and e.own is not None:
        for name, path in _files(own, (e.own,), required=False).items():
            try:
                own_files[name] = _read(path, path.name)
            except ContentError as exc:
                log.warning("%s left out: %s", path, exc)
    return Documents(files, own_files)


def load_content(game_id: str, resources: Path = RESOURCES, own: Path | None = None) -> Any:
    """``game_id``'s content, read and checked: the spy decks, SUSPI's guests and rooms, the mafia
    role catalog, the quiz packs (with the club's own from the data folder ``own``)."""
    e = registry.entry(game_id)
    docs = documents(game_id, resources, own)
    content = e.load(docs)
    for why in docs.skipped:
        log.warning("%s content left out: %s", e.id, why)
    return content


def make_game(game_id: str, resources: Path = RESOURCES, own: Path | None = None) -> Game[Any]:
    """A fresh game object for ``game_id`` with its content loaded; ``own``: the data folder,
    where the club's own content is offered next to what comes with the console (the quiz's
    packs, QZ-31)."""
    e = registry.entry(game_id)
    return e.make(load_content(game_id, resources, own))


def public_file(resources: Path, game_id: str, name: str) -> Path | None:
    """The content file ``name`` of ``game_id`` that any phone may fetch, or None (PLT-10)."""
    e = registry.find(game_id)
    relative = e.public_path(name) if e is not None else None
    return resources / e.id / relative if e is not None and relative is not None else None


def save_own(game_id: str, own: Path, name: str, document: Any) -> Path:
    """Write ``document`` as the club's own content file ``name`` of ``game_id`` under the data
    folder ``own`` (the quiz's imported packs, QZ-31), where :func:`make_game` finds it at every
    start. A name that a file coming with the console has is refused (ContentError)."""
    e: GameEntry[Any] = registry.entry(game_id)
    if e.own is None:
        raise ContentError(name, "file", f"the {e.id} game keeps no content of the club's own")
    folder = own / Path(e.own).parent
    path = folder / name
    shipped = _files(RESOURCES / e.id, e.content, required=False)
    if any(p.name == name for p in shipped.values()):
        raise ContentError(name, "file", "a file that comes with the console has this name: pick another id")
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


MAX_PICTURE = 4 * 1024 * 1024
"""The largest handout picture kept with a pack (a photo or a scan)."""


def save_pictures(pack: Any, source: Path, own: Path) -> Any:
    """The quiz ``pack`` imported from the ChGK file ``source`` with the handout pictures it names
    ("(pic: 20080328.jpg)") that lie beside the file or in a folder of the file's name, copied into
    the data folder ``own`` (``pictures/<pack id>/``) for the board (QZ-31); a picture not found
    stays a note to the Croupier."""
    from dataclasses import replace

    from rules.quiz.chgk import picture_names
    from rules.quiz.pack import MAX_PICTURES

    folders = (source.parent, source.parent / source.stem)

    def attach(q: Any) -> Any:
        found: list[str] = []
        for name in picture_names(q.handout)[:MAX_PICTURES]:
            for folder in folders:
                picture = folder / name
                if picture.is_file() and picture.stat().st_size <= MAX_PICTURE:
                    target = own / "pictures" / pack.id / name
                    target.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(picture, target)
                    found.append(name)
                    break
        return replace(q, pictures=tuple(found)) if found else q

    return replace(pack, envelopes=tuple(attach(q) for q in pack.envelopes),
                   black_box=tuple(attach(q) for q in pack.black_box))
