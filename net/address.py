"""Where phones reach the table: the join link, and who a connection comes from.

On the venue's network phones reach the console at its own address (``http://<address>:8765``).
Players who are not in the room (SPY-39, SUS-04; the quiz played over a voice call) reach it through
a reverse proxy or a tunnel with TLS in front of the console: then the QR code, the join link and
the seat links carry the **public URL** the moderator gives (``--public-url``, or the console's join
panel; the proxy may give the console a path of its own, ``https://club.example.org/gm``), and the
connections that arrive through a proxy on this machine are told apart by the address the proxy
forwards (``X-Forwarded-For``), so that each remote phone has the limits of its own (PLT-11)
instead of all of them sharing the proxy's.
"""

from __future__ import annotations

import ipaddress
import re
from urllib.parse import urlencode, urlsplit

_PATH = re.compile(r"(/[A-Za-z0-9._~-]+)+")
"""A path a proxy may give the console under the public URL: plain segments only."""


class PublicUrlError(ValueError):
    """A public URL the table cannot use; the message says why (in English, for logs and the CLI)."""


def join_url(address: str, port: int, code: str) -> str:
    """The join link on the venue's network: the console's own address and port."""
    return f"http://{address}:{port}/join?code={code}"


def public_base(text: str) -> str:
    """``text`` as the address remote phones reach the console at (``https://games.example.org``,
    ``http://…:port``, or under a path a proxy gives the console: ``https://club.example.org/gm``),
    without a trailing slash; :class:`PublicUrlError` if it cannot be one.

    The console's pages name their files and their WebSocket relative to themselves, so they work
    under a path as at the root (the proxy passes ``/gm/…`` on as ``/…``). A query or a fragment is
    refused, and so is a user name or a password, or a path with characters a link would have to
    escape."""
    text = text.strip()
    try:
        parts = urlsplit(text)
        port = parts.port  # raises on a port that is not a number
    except ValueError as bad:
        raise PublicUrlError(f"not a URL: {bad}") from None
    if parts.scheme not in ("http", "https"):
        raise PublicUrlError("the public URL starts with https:// (or http://)")
    if not parts.hostname:
        raise PublicUrlError("the public URL names no host")
    if parts.username is not None or parts.password is not None:
        raise PublicUrlError("the public URL may not hold a user name or a password")
    if parts.query or parts.fragment or text.endswith(("?", "#")):
        raise PublicUrlError("the public URL may not hold a query or a fragment")
    path = parts.path.rstrip("/")
    if path and (not _PATH.fullmatch(path) or any(seg in ("", ".", "..") for seg in path[1:].split("/"))):
        raise PublicUrlError("the public URL's path may hold only letters, digits and - _ . ~ between slashes")
    host = parts.hostname
    if ":" in host:  # an IPv6 literal
        host = f"[{host}]"
    return f"{parts.scheme}://{host}" + (f":{port}" if port is not None else "") + path


def public_join_url(base: str, code: str) -> str:
    """The join link through the public URL (:func:`public_base`)."""
    return f"{public_base(base)}/join?code={code}"


def seat_link(join_link: str, token: str) -> str:
    """A seat link (PLT-09): the join link with the seat's token, which takes that seat."""
    separator = "&" if "?" in join_link else "?"
    return f"{join_link}{separator}{urlencode({'token': token})}"


def forwarded_address(peer: str, forwarded_for: str | None) -> str:
    """Who a connection comes from. A connection from this machine (a reverse proxy in front of the
    console) that says ``X-Forwarded-For`` comes from the address the proxy appended last (the one
    it saw); any other connection is its peer address, whatever it says: only a proxy on this
    machine is believed, so a phone on the network cannot pose as another address."""
    if not forwarded_for:
        return peer
    try:
        if not ipaddress.ip_address(peer).is_loopback:
            return peer
        last = forwarded_for.split(",")[-1].strip()
        return str(ipaddress.ip_address(last))
    except ValueError:
        return peer
