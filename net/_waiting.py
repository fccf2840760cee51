"""Connections before their WebSocket handshake (PLT-11): how many a peer address and the whole
server may hold open, and the process's open-files limit they count against.

A TCP connection is counted from its accept to its upgrade or its end; one past the bounds is
answered at once and closed, so idle connections never take the process's last open files. At
start the soft open-files limit is raised toward the hard one where the system has such a limit.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from . import protocol as p
from .address import normal_address

try:
    import resource as _resource  # the open-files limit (POSIX; Windows has none)
except ImportError:  # Windows, and the tests' no-POSIX mode
    _resource = None  # type: ignore[assignment]

log = logging.getLogger("net.server")

OPEN_FILES_WANTED = 65536
"""The open-files limit the server raises its process's soft limit toward (never above the hard
limit): a desktop's default 1024 is 1,024 sockets and files in all."""
BURST_QUIET_S = 10.0
"""Refusals before the handshake are logged once when they start and once when none came for
this long (with how many there were), never once each."""


def raise_open_files_limit() -> int | None:
    """Raise the process's soft limit of open files toward :data:`OPEN_FILES_WANTED`, as far as its
    hard limit allows; the soft limit after, or None where the system has no such limit (Windows:
    its default proactor loop has no limit of its own on sockets; a selector loop there watches at
    most 512)."""
    if _resource is None:
        return None
    soft, hard = _resource.getrlimit(_resource.RLIMIT_NOFILE)
    wanted = OPEN_FILES_WANTED if hard == _resource.RLIM_INFINITY else min(OPEN_FILES_WANTED, hard)
    if soft != _resource.RLIM_INFINITY and wanted > soft:
        try:
            _resource.setrlimit(_resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):  # macOS refuses more than kern.maxfilesperproc: keep what it has
            log.info("the open-files limit stays at %d", soft)
        soft = _resource.getrlimit(_resource.RLIMIT_NOFILE)[0]
    return None if soft == _resource.RLIM_INFINITY else int(soft)


def host_of(name: Any) -> str:
    """The address in a socket name (``(host, port)``, or IPv6's four), as the limits count it."""
    return normal_address(str(name[0])) if isinstance(name, tuple) and name else "?"


def from_this_machine(transport: asyncio.BaseTransport | None) -> tuple[str, bool]:
    """A connection's peer address, and whether it comes from this machine itself (its peer is the
    address it reached: a tunnel's client or a proxy on the console's PC, never a phone)."""
    if transport is None:
        return "?", False
    peer = host_of(transport.get_extra_info("peername"))
    return peer, peer != "?" and peer == host_of(transport.get_extra_info("sockname"))


class Waiting:
    """TCP connections that are not yet a WebSocket nor answered (PLT-11), counted from their
    accept to their upgrade or their end, per peer address and in all. One past the bounds is
    answered at once with a short 429 (its address) or 503 (in all) and closed, so idle
    connections never take the process's last open files."""

    def __init__(self, limits: p.AddressLimits, devices: Callable[[], int]) -> None:
        self.limits = limits
        self.devices = devices
        self.total_limit = limits.pending_total
        self.total = 0
        self.by_address: dict[str, int] = {}
        self.refused = 0  # in the burst going on
        self.last_refusal = 0.0
        self._burst_timer: asyncio.TimerHandle | None = None

    def fit_open_files(self, soft_limit: int | None) -> None:
        """Bound the connections waiting in all to a quarter of the open-files limit: the rest is
        for WebSockets, the journal and the served files."""
        if soft_limit is not None:
            self.total_limit = max(16, min(self.limits.pending_total, soft_limit // 4))

    def admit(self, address: str, own: bool) -> str | None:
        """Count one more connection of ``address`` (``own``: from this machine, a tunnel's
        every remote phone): None, or why it is refused (nothing counted)."""
        limit = self.limits.pending
        if own:  # a full table's devices through a tunnel, but never all of the bound in all
            limit = min(limit * self.devices(), max(limit, self.total_limit // 2))
        if self.total >= self.total_limit:
            why = "503 Service Unavailable"
        elif self.by_address.get(address, 0) >= limit:
            why = "429 Too Many Requests"
        else:
            self.total += 1
            self.by_address[address] = self.by_address.get(address, 0) + 1
            return None
        self._note_refusal(address, why)
        return why

    def release(self, address: str) -> None:
        self.total -= 1
        left = self.by_address.get(address, 1) - 1
        if left > 0:
            self.by_address[address] = left
        else:
            self.by_address.pop(address, None)

    def _note_refusal(self, address: str, why: str) -> None:
        loop = asyncio.get_running_loop()
        self.last_refusal = loop.time()
        self.refused += 1
        if self.refused == 1:
            log.warning("refusing connections before their handshake (%s, first from %s): %d waiting in all "
                        "(at most %d), %d from that address", why, address, self.total, self.total_limit,
                        self.by_address.get(address, 0))
        if self._burst_timer is None:
            self._burst_timer = loop.call_later(BURST_QUIET_S, self._burst_check)

    def _burst_check(self) -> None:
        self._burst_timer = None
        loop = asyncio.get_running_loop()
        quiet = loop.time() - self.last_refusal
        if quiet < BURST_QUIET_S:
            self._burst_timer = loop.call_later(BURST_QUIET_S - quiet, self._burst_check)
            return
        log.warning("refused %d connections before their handshake in that burst", self.refused)
        self.refused = 0

    def stop(self) -> None:
        if self._burst_timer is not None:
            self._burst_timer.cancel()
            self._burst_timer = None
