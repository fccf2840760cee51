"""The names a request may call the console by, and the pages a WebSocket may come from (PLT-10, PLT-11).

A web page a player opens elsewhere can make the player's browser talk to the console by DNS
rebinding: the page's own name is made to point at the console's address, and the browser, which
sees one name, lets the page read what the console answers and open its WebSocket. Such a request
still names the foreign host (``Host: evil.example:8765``) and its WebSocket says which page it comes
from (``Origin: https://evil.example``). So the server answers a request only when its ``Host`` is one
of the console's own names, and opens a WebSocket only when its ``Origin`` (if it has one: a program
that is not a browser sends none) is a page of one of those names.

The console's own names: ``localhost``; the loopback addresses; every address of this machine
(:mod:`net.adapters`, listed again at most every :data:`RELIST_S` when an unknown address is asked
about); the address the connection arrived at; this machine's name and the names the console
announces over mDNS (``<host>-<tag>.local``, :mod:`net.mdns`); and the host of the join link the
table carries now (the venue's address, or the public URL remote players reach it at, which the
console and ``python -m net`` set while running).
"""

from __future__ import annotations

import ipaddress
import socket
import time
from collections.abc import Callable
from typing import NamedTuple
from urllib.parse import urlsplit

import ifaddr

RELIST_S = 5.0
"""At most this often the machine's addresses are listed again, when a request names an address
not in the last list (a laptop that joined another network)."""


MISDIRECTED = 421
"""The HTTP status of a request that names another host (Misdirected Request)."""
FORBIDDEN = 403
"""The HTTP status of a WebSocket from a foreign page."""


class Refusal(NamedTuple):
    """A refused request: its HTTP status and a short reason for its sender."""

    status: int
    reason: str


def host_of(header: str) -> str | None:
    """The host a ``Host`` header names, lower case, without its port and an IPv6 literal's brackets;
    None if it is not a host (empty, a user name in it, a port that is not a number)."""
    text = header.strip().lower()
    if not text or any(ch in text for ch in "@/\\?# \t"):
        return None
    try:
        parts = urlsplit(f"http://{text}")
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError:
        return None
    return parts.hostname or None


def origin_host(origin: str) -> str | None:
    """The host of a WebSocket's ``Origin`` (``https://host[:port]``), None when it is not an
    http(s) origin (``null``: a page from a file or a sandbox)."""
    try:
        parts = urlsplit(origin.strip().lower())
        parts.port  # noqa: B018
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or parts.path not in ("", "/") or parts.username is not None:
        return None
    return parts.hostname or None


def _ip(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return None


def listed_addresses() -> set[str]:
    """Every IPv4 and IPv6 address of this machine's adapters, as the system lists them now."""
    found: set[str] = set()
    try:
        adapters = ifaddr.get_adapters()
    except (OSError, ValueError):
        return found
    for adapter in adapters:
        for ip in adapter.ips:
            raw = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            address = _ip(raw)
            if address is not None:
                found.add(str(address))
    return found


def machine_names() -> set[str]:
    """This machine's own names, lower case: its host name (with and without ``.local``). Not
    ``getfqdn``: it asks the network's DNS, which may keep the caller waiting for seconds."""
    name = socket.gethostname().strip().lower().rstrip(".")
    return {name, name.split(".", 1)[0] + ".local"} if name else set()


def mdns_label() -> str:
    """The first part of the host names the console announces over mDNS (``<label>-<tag>.local``,
    :meth:`net.mdns.Advertiser._build`), lower case."""
    from .mdns import _host_label

    return _host_label().lower()


class HostCheck:
    """Whether a request calls the console by one of its own names (module docstring).

    ``join_link`` gives the table's join link of the moment (its host is accepted, whatever it is
    set to later); ``addresses`` lists the machine's addresses (tests give their own)."""

    def __init__(self, join_link: Callable[[], str], *, addresses: Callable[[], set[str]] = listed_addresses,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self._join_link = join_link
        self._list = addresses
        self._monotonic = monotonic
        self._addresses: set[str] = set()
        self._listed_at: float | None = None
        self._names = machine_names()
        self._label = mdns_label()

    def _linked_host(self) -> str | None:
        link = self._join_link()
        if not link:
            return None
        try:
            return urlsplit(link).hostname
        except ValueError:
            return None

    def _is_machine_address(self, address: str) -> bool:
        now = self._monotonic()
        if self._listed_at is None or (address not in self._addresses and now - self._listed_at >= RELIST_S):
            self._addresses = self._list()
            self._listed_at = now
        return address in self._addresses

    def accepts(self, host: str | None, arrived_at: str = "") -> bool:
        """Whether ``host`` (as :func:`host_of` gives it) is one of the console's names;
        ``arrived_at``: the address of this machine the connection arrived at."""
        if not host:
            return False
        address = _ip(host)
        if address is not None:
            text = str(address)
            if address.is_loopback or text == str(_ip(arrived_at) or ""):
                return True
            linked = self._linked_host()
            if linked is not None and _ip(linked) == address:
                return True
            return self._is_machine_address(text)
        name = host.rstrip(".")
        if name == "localhost" or name.endswith(".localhost") or name in self._names:
            return True
        if name.endswith(".local") and (name == f"{self._label}.local" or name.startswith(f"{self._label}-")):
            return True  # the console's mDNS host name (net/mdns.py)
        linked = self._linked_host()
        return linked is not None and linked.rstrip(".") == name

    def refusal(self, host: list[str], origin: list[str], arrived_at: str = "",
                websocket: bool = False) -> Refusal | None:
        """Why a request is refused, or None when it is answered.

        ``host``: its ``Host`` headers (one, or it is refused: 421); ``origin``: its ``Origin``
        headers (none, or one that is a page of the console's, else 403), looked at on the
        WebSocket's handshake only."""
        if len(host) != 1 or not self.accepts(host_of(host[0]), arrived_at):
            return Refusal(MISDIRECTED, "this console answers only to its own names and addresses, or its "
                                        "public URL (a proxy in front of it: give the console its public URL)")
        if websocket and origin and (len(origin) > 1 or not self.accepts(origin_host(origin[0]), arrived_at)):
            return Refusal(FORBIDDEN, "a WebSocket is opened only from the console's own pages")
        return None
