"""Remote players (SPY-39, SUS-04): the table behind a reverse proxy with TLS, reached at its public URL.

A real ``python -m net --public-url https://127.0.0.1:<proxy port> --trusted-proxy 127.0.0.1`` on
loopback, Debian's Caddy in front of it with a self-signed certificate made here with openssl, and
headless Chromium that joins through ``https://…`` (the link the table gives out: the QR code's, the
join link's, a seat link's) and plays over ``wss://``. Every frame the pages exchange is checked
against the protocol's schema.
"""

from __future__ import annotations

import io
import json
import shutil
import socket
import ssl
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import segno
from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.e2e.test_phone import CHROMIUM, CHROMIUM_ARGS, Phones, check_frames, seat_of, wait_phase, wait_until

ROOT = Path(__file__).resolve().parents[2]
CADDY = shutil.which("caddy") or "/usr/bin/caddy"
OPENSSL = shutil.which("openssl") or "/usr/bin/openssl"
START_S = 30.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class HeadlessTable:
    """``python -m net`` with its moderator's channel on standard input (docs/protocol/README.md)."""

    def __init__(self, data_dir: Path, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "net", "--data-dir", str(data_dir), "--port", "0", "--seed", "7",
             "--option", "minutes=5", *args],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None
        first = json.loads(self.proc.stdout.readline())
        self.port, self.code = int(first["port"]), str(first["code"])

    def say(self, message: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()
        return dict(json.loads(self.proc.stdout.readline()))

    def moderator(self, type_: str, **args: Any) -> int:
        answer = self.say({"type": type_, "args": args})
        assert "ok" in answer, answer
        return int(answer["ok"])

    def view(self) -> dict[str, Any]:
        return dict(self.say({"type": "view"})["view"])

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                pipe.close()


class ProxyDidNotStart(Exception):
    pass


class Proxy:
    """Caddy terminating TLS with a self-signed certificate and passing everything (the WebSocket
    too) to the table on loopback."""

    def __init__(self, folder: Path, upstream: int, port: int) -> None:
        self.port = port
        cert, key = folder / "cert.pem", folder / "key.pem"
        subprocess.run([OPENSSL, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                        "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                        "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
        config = folder / "Caddyfile"
        config.write_text(
            "{\n  admin off\n  auto_https disable_redirects\n"
            f"  storage file_system {folder / 'caddy'}\n}}\n"
            f"https://127.0.0.1:{self.port} {{\n  tls {cert} {key}\n  reverse_proxy 127.0.0.1:{upstream}\n}}\n",
            encoding="utf-8")
        env = {"HOME": str(folder), "XDG_DATA_HOME": str(folder / "data"), "XDG_CONFIG_HOME": str(folder / "config"),
               "PATH": "/usr/bin:/bin"}
        self.log = folder / "caddy.log"
        with self.log.open("wb") as out:
            self.proc = subprocess.Popen([CADDY, "run", "--config", str(config), "--adapter", "caddyfile"],
                                         env=env, stdout=out, stderr=subprocess.STDOUT)
        self.base = f"https://127.0.0.1:{self.port}"
        self._wait_ready()

    def get(self, path: str) -> tuple[int, bytes]:
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE  # the certificate is the test's own, self-signed
        with urllib.request.urlopen(self.base + path, context=context, timeout=5) as answer:
            return int(answer.status), bytes(answer.read())

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + START_S
        while True:
            if self.proc.poll() is not None:
                raise ProxyDidNotStart(self.log.read_text(errors="replace"))
            try:
                if self.get("/")[0] == 200:
                    return
            except OSError:
                pass
            assert time.monotonic() < deadline, self.log.read_text(errors="replace")
            time.sleep(0.1)

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


@pytest.fixture(scope="module")
def tls_chromium() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip("Debian's Chromium is not installed (./setup.sh --test)")
    if not Path(CADDY).exists():
        pytest.skip("Debian's caddy is not installed (./setup.sh --test)")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM),
                                              args=[*CHROMIUM_ARGS, "--ignore-certificate-errors"])
        yield chromium
        chromium.close()


@pytest.fixture()
def remote(tmp_path: Path) -> Iterator[tuple[HeadlessTable, Proxy]]:
    for attempt in range(3):  # a free port may be taken by someone else before Caddy binds it
        port = free_port()
        folder = tmp_path / f"try{attempt}"
        folder.mkdir()
        table = HeadlessTable(folder / "data", "--public-url", f"https://127.0.0.1:{port}/",
                              "--trusted-proxy", "127.0.0.1", "--trusted-proxy", "::1")  # the README's recipe
        try:
            proxy = Proxy(folder, table.port, port)
        except ProxyDidNotStart:
            table.stop()
            if attempt == 2:
                raise
            continue
        try:
            yield table, proxy
        finally:
            proxy.stop()
            table.stop()
        return


def open_page(phones: Phones, path: str, sockets: list[str]) -> Page:
    """A phone's page whose WebSockets are noted (their URLs) and checked against the schema."""
    context = phones.browser.new_context(viewport={"width": 360, "height": 640}, locale="en-US", has_touch=True)
    phones.contexts.append(context)
    page = context.new_page()
    page.on("pageerror", lambda exc: phones.errors.append(str(exc)))
    page.on("websocket", lambda ws: (sockets.append(ws.url), check_frames(ws)))
    page.goto(phones.base_url + path)
    return page


def join(phones: Phones, link: str, nickname: str, sockets: list[str]) -> Page:
    page = open_page(phones, link.removeprefix(phones.base_url), sockets)
    page.get_by_test_id("join-nick").fill(nickname)
    page.locator(".lang-btn[data-lang=en]").click()
    page.get_by_test_id("join-btn").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "game")
    return page


def test_remote_phones_join_through_the_public_url_and_play_over_wss(
        tls_chromium: Browser, remote: tuple[HeadlessTable, Proxy]) -> None:  # SPY-39, SUS-04, PLT-08, PLT-09
    """The join link, the QR code and a seat link carry the public URL (https, the proxy's); three
    phones join through it, the page's WebSocket is wss:// through the proxy, a question is asked
    and answered on the phones, and a seat link re-issued for one of them takes its seat back."""
    table, proxy = remote
    link = f"{proxy.base}/join?code={table.code}"
    assert table.view()["table"]["url"] == link
    status, svg = proxy.get("/qr.svg")  # the QR code, served through the proxy, encodes the public link
    expected = io.BytesIO()
    segno.make(link, error="m").save(expected, kind="svg", scale=8, dark="#000", light="#fff", border=2)
    assert status == 200 and svg == expected.getvalue()

    phones = Phones(tls_chromium, proxy.base)
    sockets: list[str] = []
    try:
        pages: dict[int, Page] = {}
        for name in ("Ola", "Max", "Ann"):
            page = join(phones, link, name, sockets)
            pages[seat_of(page)] = page
        wait_until(lambda: all(s["connected"] for s in table.view()["seats"]))
        assert sorted(s["nickname"] for s in table.view()["seats"]) == ["Ann", "Max", "Ola"]
        # the pages speak to the table over wss://, through the proxy
        assert len(sockets) == 3 and set(sockets) == {f"wss://127.0.0.1:{proxy.port}/ws"}, sockets

        table.moderator("deal")
        table.moderator("start_round")
        for page in pages.values():
            wait_phase(page, "asking")
        asker = int(table.view()["game"]["asker"])
        pages[asker].locator("[data-act=question_asked]").click()
        pick = pages[asker].locator("#sheet-body button.pick").first
        answerer = int(pick.get_attribute("data-seat") or 0)
        pick.click()
        wait_until(lambda: table.view()["game"]["asker"] == answerer)
        expect(pages[answerer].get_by_test_id("my-turn")).to_be_visible()

        # PLT-09: a seat link for a phone that died, through the public URL; the old phone is told
        lost = next(s for s in pages if s != answerer)
        answer = table.say({"type": "reissue_token", "args": {"seat": lost}})
        assert answer["seat"] == lost and answer["link"].startswith(link + "&token=")
        expect(pages[lost].locator("#ended")).to_have_attribute("data-kind", "kicked")
        again = open_page(phones, answer["link"].removeprefix(proxy.base), sockets)
        assert seat_of(again) == lost
        wait_phase(again, "asking")
    finally:
        phones.close()
    assert phones.errors == [], f"script errors on the page: {phones.errors}"
