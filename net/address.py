"""Where phones reach the table: the join link, and who a connection comes from.

On the venue's network phones reach the console at its own address (``http://<address>:8765``).
Players who are not in the room (SPY-39, SUS-04; the quiz played over a voice call) reach it through
a reverse proxy or a tunnel with TLS in front of the console: then the QR code, the join link and
the seat links carry the **public URL** the moderator gives (``--public-url``, or the console's join
panel; the proxy may give the console a path of its own, ``https://club.example.org/gm``).

Who a connection comes from decides its limits (PLT-11). A proxy the moderator declared
(``--trusted-proxy``) says whom it forwards in ``X-Forwarded-For``, and each remote phone then has
the limits of its own address; from any other peer that header is ignored, whatever it says. A
plain tunnel (``ssh -R``, a tunnel service's client) sends no such header: every remote phone comes
from this machine's own address, and the server gives such connections room for a full table while
their wrong codes and passwords count as one address's (net/server.py).
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Collection
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


class TrustedProxyError(ValueError):
    """A ``--trusted-proxy`` that is not an address; the message says why."""


IpNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


def trusted_proxy(text: str) -> IpNetwork:
    """``text`` (an IPv4 or IPv6 address, or a network such as ``10.0.0.0/24``) as the proxies it
    declares; :class:`TrustedProxyError` if it is neither."""
    try:
        return ipaddress.ip_network(text.strip(), strict=False)
    except ValueError:
        raise TrustedProxyError(f"not an IP address or network: {text!r}") from None


def _ip(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    address = ipaddress.ip_address(text.split("%", 1)[0])  # an IPv6 zone (fe80::1%eth0) is no part of it
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped  # ::ffff:127.0.0.1 on a dual-stack socket is 127.0.0.1
    return address


def normal_address(text: str) -> str:
    """An address as the limits count it: ``::ffff:192.0.2.7`` is ``192.0.2.7``; not an address,
    as it is."""
    try:
        return str(_ip(text))
    except ValueError:
        return text


def is_trusted(peer: str, proxies: Collection[IpNetwork]) -> bool:
    """Whether ``peer`` is one of the declared proxies."""
    try:
        address = _ip(peer)
    except ValueError:
        return False
    return any(address in network for network in proxies if network.version == address.version)


def forwarded_address(peer: str, forwarded_for: str | None, proxies: Collection[IpNetwork] = ()) -> str:
    """Who a connection comes from (PLT-11). A connection from a declared proxy (``proxies``,
    ``--trusted-proxy``) that says ``X-Forwarded-For`` comes from the address the proxy appended
    last (the one it saw); any other connection is its peer address, whatever it says. Nothing is
    believed by default: through a plain tunnel every peer is this machine, and a guesser could
    name a new address with each connection."""
    peer = normal_address(peer)
    if not forwarded_for or not is_trusted(peer, proxies):
        return peer
    try:
        return str(_ip(forwarded_for.split(",")[-1].strip()))
    except ValueError:
        return peer
