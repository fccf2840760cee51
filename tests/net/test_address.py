"""Remote players (SPY-39, SUS-04): the public URL in the join link, the headless table's flags and
its moderator's channel (docs/protocol/README.md), and phones behind a reverse proxy told apart by
the address the proxy forwards (PLT-11)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from net import protocol
from net.address import (
    PublicUrlError,
    TrustedProxyError,
    forwarded_address,
    public_base,
    public_join_url,
    seat_link,
    trusted_proxy,
)
from tests.net.phones import served_table

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("given", "base"), [
    ("https://games.example.org", "https://games.example.org"),
    ("https://games.example.org/", "https://games.example.org"),
    ("  https://Games.Example.org:8443/ ", "https://games.example.org:8443"),
    ("http://192.0.2.7:8080", "http://192.0.2.7:8080"),
    ("https://[2001:db8::1]:8443", "https://[2001:db8::1]:8443"),
    ("https://club.example.org/gm/", "https://club.example.org/gm"),  # a proxy's path: the pages are relative
    ("https://club.example.org/games/table-1", "https://club.example.org/games/table-1"),
])
def test_a_public_url_is_an_origin_or_a_path_under_one(given: str, base: str) -> None:  # SPY-39, SUS-04
    assert public_base(given) == base
    assert public_join_url(given, "48213") == f"{base}/join?code=48213"
    assert seat_link(public_join_url(given, "48213"), "a-b_c") == f"{base}/join?code=48213&token=a-b_c"


@pytest.mark.parametrize("given", [
    "", "games.example.org", "ftp://games.example.org", "https://", "https://games.example.org/g m",
    "https://games.example.org/a/../b", "https://games.example.org//x", "https://games.example.org/?code=1", "https://games.example.org/#x", "https://u:p@games.example.org",
    "https://games.example.org:port", "javascript:alert(1)",
])
def test_a_url_remote_phones_cannot_use_is_refused(given: str) -> None:  # SPY-39, SUS-04
    """A query, a fragment, credentials, or a path with what a link would have to escape."""
    with pytest.raises(PublicUrlError):
        public_base(given)


LOCAL_PROXY = (trusted_proxy("127.0.0.1"), trusted_proxy("::1"))


def test_only_a_declared_proxy_is_believed() -> None:  # PLT-11
    assert forwarded_address("127.0.0.1", "203.0.113.9", LOCAL_PROXY) == "203.0.113.9"
    assert forwarded_address("::1", "198.51.100.1, 203.0.113.9", LOCAL_PROXY) == "203.0.113.9"  # the one it saw
    assert forwarded_address("::ffff:127.0.0.1", "203.0.113.9", LOCAL_PROXY) == "203.0.113.9"  # dual-stack
    assert forwarded_address("10.1.2.3", "203.0.113.9", [trusted_proxy("10.1.2.0/24")]) == "203.0.113.9"
    # none declared (a plain tunnel: every peer is this machine): nothing it says is believed
    assert forwarded_address("127.0.0.1", "203.0.113.9") == "127.0.0.1"
    assert forwarded_address("::1", "203.0.113.9") == "::1"
    assert forwarded_address("127.0.0.2", "203.0.113.9", LOCAL_PROXY) == "127.0.0.2"  # not the declared one
    assert forwarded_address("192.168.1.20", "203.0.113.9", LOCAL_PROXY) == "192.168.1.20"  # a phone on the network
    assert forwarded_address("127.0.0.1", None, LOCAL_PROXY) == "127.0.0.1"
    assert forwarded_address("127.0.0.1", "not an address", LOCAL_PROXY) == "127.0.0.1"
    for bad in ("", "localhost", "127.0.0.1/33", "games.example.org"):
        with pytest.raises(TrustedProxyError):
            trusted_proxy(bad)


async def test_phones_behind_a_proxy_each_have_their_own_limits(tmp_path: Path) -> None:  # PLT-11, SPY-39
    """Through a declared proxy on this machine (``--trusted-proxy 127.0.0.1``) every phone arrives
    from loopback; with the default limits (8 WebSockets an address) ten remote phones connect, each
    under the address forwarded for it, and a ninth connection of one forwarded address is refused
    like any address's."""
    async with served_table(tmp_path, "spy", limits=protocol.AddressLimits(), trusted_proxies=("127.0.0.1",)) as st:
        limit = protocol.AddressLimits().connections
        remote = [await connect(st.url, additional_headers={"X-Forwarded-For": f"203.0.113.{i}"})
                  for i in range(1, 11)]
        same = [await connect(st.url, additional_headers={"X-Forwarded-For": "198.51.100.7"})
                for _ in range(limit)]
        with pytest.raises(InvalidStatus) as refused:
            await connect(st.url, additional_headers={"X-Forwarded-For": "198.51.100.7"})
        assert refused.value.response.status_code == 429
        for ws in remote + same:
            await ws.close()


class Headless:
    """``python -m net`` with its moderator's channel (JSON lines on standard input)."""

    def __init__(self, data_dir: Path, *args: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "net", "--data-dir", str(data_dir), "--port", "0", *args],
                                     cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None
        self.first = json.loads(self.proc.stdout.readline())

    def say(self, line: str) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return dict(json.loads(self.proc.stdout.readline()))

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                pipe.close()


async def test_the_headless_table_gives_out_the_public_url_and_new_seat_links(tmp_path: Path) -> None:  # SPY-39, PLT-09
    """``--public-url``, ``--seed``, ``--option`` and the channel's lines as the protocol page says:
    ``view``, a request, ``reissue_token`` (the console's "New seat link") and their refusals."""
    table = Headless(tmp_path, "--public-url", "https://games.example.org", "--seed", "5", "--option", "minutes=5",
                     "--game", "spy")
    try:
        assert set(table.first) == {"port", "code", "table", "url"}
        code = table.first["code"]
        assert table.first["url"] == f"https://games.example.org/join?code={code}"
        view = table.say('{"type": "view"}')
        assert view["view"]["table"]["url"] == f"https://games.example.org/join?code={code}"
        assert view["view"]["game"]["options"]["minutes"] == 5 and "allowed" in view["view"]
        assert table.say('{"type": "reissue_token", "args": {"seat": 1}}') == {
            "error": "bad_argument", "reason": "no seat 1 at the table"}
        assert table.say('{"type": "reissue_token", "args": {"seat": "1"}}')["error"] == "bad_argument"
        assert table.say('{"type": "reissue_token"}')["error"] == "bad_argument"
        assert table.say('{"type": "deal", "args": {}}')["error"] == "too_few_players"
        assert table.say("not json")["error"] == "bad_json"

        port = table.first["port"]
        async with connect(f"ws://127.0.0.1:{port}/ws") as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": code, "nickname": "Ola"}))
            welcome = json.loads(await ws.recv())
            old_token = welcome["token"]
            answer = await asyncio.to_thread(table.say, '{"type": "reissue_token", "args": {"seat": 1}}')
            assert answer["seat"] == 1 and answer["ok"] >= 1
            assert answer["link"] == f"https://games.example.org/join?code={code}&token={answer['token']}"
            kinds: list[str] = []
            with contextlib.suppress(ConnectionClosed):  # the old phone is told, then closed
                while "kicked" not in kinds:
                    kinds.append(json.loads(await asyncio.wait_for(ws.recv(), 10))["type"])
            assert kinds[-1] == "kicked"
            await asyncio.wait_for(ws.wait_closed(), 10)
            assert ws.close_code == 4003
        async with connect(f"ws://127.0.0.1:{port}/ws") as ws:  # the old token no longer works
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "token": old_token}))
            assert json.loads(await ws.recv())["code"] == "bad_token"
        async with connect(f"ws://127.0.0.1:{port}/ws") as ws:  # the new one takes the seat
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "token": answer["token"]}))
            assert json.loads(await ws.recv())["seat"] == 1
    finally:
        table.stop()


def test_a_public_url_the_phones_cannot_use_stops_the_start(tmp_path: Path) -> None:  # SPY-39
    done = subprocess.run([sys.executable, "-m", "net", "--data-dir", str(tmp_path), "--public-url",
                           "https://games.example.org/gm?x=1"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--public-url: the public URL may not hold a query" in done.stderr
