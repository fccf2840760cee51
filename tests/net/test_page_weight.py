"""The phone page stays small for every game (PLT-16: under 150 KB, no build step, nothing from the
internet): everything a phone loads for a table of each game, fetched from a served table."""

from __future__ import annotations

import re

import pytest

from net.content import GAMES
from tests.net.phones import served_table
from tests.net.test_server import http_get

LIMIT = 150 * 1024


@pytest.mark.parametrize("game", GAMES)
async def test_the_phone_page_of_every_game_is_under_150_kb(tmp_path, game):  # PLT-16
    """PLT-16: the page, its styles and scripts and the game's screens and strings, all served by
    the console (the page names no other host), weigh under 150 KB together."""
    async with served_table(tmp_path, game) as st:
        port = st.server.port
        status, _, page = await http_get(port, "/")
        assert status == 200
        text = page.decode()
        assert not re.search(r"(src|href)=\"https?://", text)  # nothing from the internet
        assets = ["/" + path for path in re.findall(r"(?:src|href)=\"(static/[^\"]+)\"", text)]  # relative
        assert len(assets) >= 3
        assets += [f"/static/{game}/strings.js", f"/static/{game}/game.js", f"/static/{game}/game.css"]
        total = len(page)
        for path in assets:
            status, _, body = await http_get(port, path)
            assert status == 200, path
            total += len(body)
        assert total < LIMIT, f"{game}: {total} bytes"
