"""Requests that do not call the console by its own name, a WebSocket from a foreign page, and
methods other than GET and HEAD, over real loopback sockets (PLT-10, PLT-11).

A page a player opens elsewhere can reach the table through DNS rebinding: its own name made to point
at the console. Its requests name that host (``Host: evil.example:8765``), its WebSocket says where
the page came from (``Origin: https://evil.example``): both are refused, nothing served."""

from __future__ import annotations

import asyncio
import http.client
import json
import socket
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from net import hosts
from net.hosts import HostCheck, host_of, origin_host
from tests.net.phones import served_table


async def raw_request(port: int, head: str, body: bytes = b"") -> tuple[int, dict[str, str], bytes]:
    """One request as written (``head`` without its blank line), the whole answer until the console
    closes the connection: status, headers (lower-case names), body."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(head.encode() + b"\r\n\r\n" + body)
    await writer.drain()
    data = await asyncio.wait_for(reader.read(), 10)  # the console closes: read() returns at its end
    writer.close()
    assert data, "the connection was closed without an answer"
    top, _, rest = data.partition(b"\r\n\r\n")
    lines = top.decode("latin-1").split("\r\n")
    fields = [line.split(": ", 1) for line in lines[1:]]
    headers = {k.lower(): v for k, v in fields}
    assert len(headers) == len(fields), f"a header sent twice: {fields}"
    return int(lines[0].split()[1]), headers, rest


async def get(port: int, path: str, host: str) -> tuple[int, dict[str, str], bytes]:
    return await raw_request(port, f"GET {path} HTTP/1.1\r\nHost: {host}")


async def test_a_foreign_host_is_refused_and_nothing_is_served(tmp_path: Path) -> None:  # PLT-10, PLT-11
    """DNS rebinding: a request naming a foreign host gets 421 with a short reason, not the page, not
    the QR code, not a file; the WebSocket's upgrade is refused the same way and opens nothing."""
    async with served_table(tmp_path, "spy") as st:
        port = st.server.port
        for path in ("/", "/join?code=24680", "/board", "/qr.svg", "/static/phone.js", "/content/spy/roles.json"):
            for host in (f"evil.example:{port}", "evil.example", "127.0.0.1.evil.example", f"localhost.evil:{port}"):
                status, headers, body = await get(port, path, host)
                assert status == 421, (path, host, status)
                assert headers["content-type"].startswith("text/plain")
                assert b"own names" in body and len(body) < 300 and b"<" not in body
        status, _, _ = await raw_request(port, "GET / HTTP/1.1")  # no Host at all (HTTP/1.1 needs one)
        assert status == 421
        with pytest.raises(InvalidStatus) as refused:
            await connect(f"ws://evil.example:{port}/ws", host="127.0.0.1", port=port)  # its name, our address
        assert refused.value.response.status_code == 421
        status, _, _ = await raw_request(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example")
        assert status == 421  # two names: not one of ours
        assert st.server.connection_count() == 0 and not st.server._connections


async def test_the_consoles_own_names_are_served(tmp_path: Path) -> None:  # PLT-06, PLT-07
    """Loopback by name and address, this machine's addresses and name, the mDNS name it announces."""
    own = ["127.0.0.1:{port}", "127.0.0.1", "localhost:{port}", "LOCALHOST", "[::1]:{port}",
           f"{socket.gethostname()}:{{port}}", f"{hosts.mdns_label()}-a1b2c3.local:{{port}}"]
    own += [f"[{a}]:{{port}}" if ":" in a else f"{a}:{{port}}" for a in sorted(hosts.listed_addresses())]
    async with served_table(tmp_path, "spy") as st:
        port = st.server.port
        for host in own:
            status, _, body = await get(port, "/", host.format(port=port))
            assert status == 200 and b"<html" in body.lower(), host
        ws = await connect(f"ws://localhost:{port}/ws", host="127.0.0.1", port=port)
        await ws.send(json.dumps({"type": "ping"}))
        assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"
        await ws.close()


async def test_the_public_urls_host_is_accepted_as_the_table_carries_it(tmp_path: Path) -> None:  # SPY-39, PLT-11
    """The public URL is set while the table runs (``python -m net``, the console's join panel): its host
    is served from then on, and no longer once the link carries another."""
    async with served_table(tmp_path, "spy") as st:
        port = st.server.port
        assert (await get(port, "/", "games.example.org"))[0] == 421
        st.table.url = "https://games.example.org/gm/join?code=24680"
        assert (await get(port, "/", "games.example.org"))[0] == 200
        assert (await get(port, "/", "Games.Example.org:443"))[0] == 200
        ws = await connect("ws://games.example.org/ws", host="127.0.0.1", port=port,
                           origin="https://games.example.org")  # type: ignore[arg-type]
        await ws.close()
        st.table.url = "https://other.example.net/join?code=24680"
        assert (await get(port, "/", "games.example.org"))[0] == 421
        assert (await get(port, "/", "other.example.net"))[0] == 200


async def test_a_websocket_from_a_foreign_page_is_refused_before_the_upgrade(tmp_path: Path) -> None:  # PLT-10
    """A browser says which page opens a WebSocket: the console's own (any of its names) opens it; a
    foreign one, or a page from a file (``null``), gets 403 and no connection. A program that is not
    a browser sends no Origin and is served."""
    async with served_table(tmp_path, "spy") as st:
        port = st.server.port
        url = f"ws://127.0.0.1:{port}/ws"
        for origin in ("https://evil.example", f"http://evil.example:{port}", "null", "file://",
                       f"http://127.0.0.1.evil.example:{port}"):
            with pytest.raises(InvalidStatus) as refused:
                await connect(url, origin=origin)  # type: ignore[arg-type]
            assert refused.value.response.status_code == 403, origin
            assert b"own pages" in refused.value.response.body
        assert not st.server._connections
        for origin in (f"http://127.0.0.1:{port}", f"http://localhost:{port}", None):
            ws = await connect(url, origin=origin)  # type: ignore[arg-type]
            await ws.send(json.dumps({"type": "ping"}))
            assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "pong"
            await ws.close()


async def test_head_answers_the_headers_of_get_without_a_body(tmp_path: Path) -> None:  # PLT-06
    async with served_table(tmp_path, "spy") as st:
        port = st.server.port
        for path in ("/", "/static/phone.js", "/nothing-here"):
            got_status, got_headers, got_body = await get(port, path, "127.0.0.1")
            status, headers, body = await raw_request(port, f"HEAD {path} HTTP/1.1\r\nHost: 127.0.0.1")
            assert (status, body) == (got_status, b""), path  # nothing after the headers, until the close
            assert int(headers["content-length"]) == len(got_body) > 0
            assert headers["content-type"] == got_headers["content-type"]
        status, _, body = await raw_request(port, f"HEAD / HTTP/1.1\r\nHost: evil.example:{port}")
        assert (status, body) == (421, b"")

        def with_http_client() -> tuple[int, str | None, bytes]:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("HEAD", "/board")
            answer = conn.getresponse()
            result = answer.status, answer.getheader("Content-Length"), answer.read()
            conn.close()
            return result

        status, length, body = await asyncio.to_thread(with_http_client)
        assert status == 200 and length is not None and int(length) > 0 and body == b""


async def test_other_methods_get_405_with_allow_not_a_dropped_connection(tmp_path: Path) -> None:  # PLT-11
    """POST (with a body, which the WebSocket library's parser would drop without a word, or without
    one), PUT, DELETE, OPTIONS: 405 with ``Allow: GET, HEAD`` and a short reason, then the close."""
    async with served_table(tmp_path, "spy") as st:
        port = st.server.port
        cases = [("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 13",
                  b'{"type":"x"}\n'),
                 ("POST /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0", b""),
                 ("PUT /static/phone.js HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4", b"evil"),
                 ("DELETE / HTTP/1.1\r\nHost: 127.0.0.1", b""),
                 ("OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1", b""),
                 ("BREW /pot HTTP/1.1\r\nHost: evil.example", b"")]
        for head, body in cases:
            status, headers, answer = await raw_request(port, head, body)
            assert status == 405, head
            assert headers["allow"] == "GET, HEAD" and headers["connection"] == "close"
            assert b"GET and HEAD" in answer and int(headers["content-length"]) == len(answer)

        def post_with_http_client() -> tuple[int, str | None]:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("POST", "/join?code=24680", body=b"nickname=Ola",
                         headers={"Content-Type": "application/x-www-form-urlencoded"})
            answer = conn.getresponse()
            result = answer.status, answer.getheader("Allow")
            conn.close()
            return result

        assert await asyncio.to_thread(post_with_http_client) == (405, "GET, HEAD")
        # the console still serves
        assert (await get(port, "/", "127.0.0.1"))[0] == 200


def test_the_names_in_headers_are_read_strictly() -> None:  # PLT-11
    assert host_of("Example.ORG:8765") == "example.org"
    assert host_of("[::1]:80") == "::1"
    assert host_of("") is None and host_of("a@b") is None and host_of("x:port") is None
    assert host_of("a/b") is None
    assert origin_host("https://Games.example.org:8443") == "games.example.org"
    assert origin_host("null") is None and origin_host("file://") is None
    assert origin_host("chrome-extension://abc") is None


def test_the_machines_addresses_are_listed_again_only_when_an_unknown_one_is_asked_after_a_while() -> None:
    """PLT-11: a flood of requests naming strange addresses lists the adapters at most every RELIST_S."""
    now = [0.0]
    listed: list[float] = []

    def addresses() -> set[str]:
        listed.append(now[0])
        return hosts.listed_addresses() | {"192.0.2.50"}

    check = HostCheck(lambda: "", addresses=addresses, monotonic=lambda: now[0])
    assert check.accepts("192.0.2.50") and listed == [0.0]
    for _ in range(100):
        assert not check.accepts("198.51.100.1")
    assert listed == [0.0]
    now[0] = hosts.RELIST_S
    assert not check.accepts("198.51.100.1") and check.accepts("192.0.2.50")
    assert listed == [0.0, hosts.RELIST_S]
