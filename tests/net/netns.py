"""A real Linux network namespace for tests of the machine's addresses: interfaces the kernel lists,
a real default route. Skipped, with the reason, where namespaces are not permitted."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import uuid
from collections.abc import Iterator

import pytest


def _netns_or_skip() -> str:
    ip = shutil.which("ip")
    if not sys.platform.startswith("linux") or ip is None:
        pytest.skip("network namespaces need Linux and iproute2's ip")
    if hasattr(os, "geteuid") and os.geteuid() != 0:
        pytest.skip("creating a network namespace needs root")
    name = f"gmt-{uuid.uuid4().hex[:8]}"
    made = subprocess.run([ip, "netns", "add", name], capture_output=True, text=True)
    if made.returncode != 0:
        pytest.skip(f"network namespaces are not permitted here: {made.stderr.strip()}")
    return name


@pytest.fixture(name="netns")
def network_namespace() -> Iterator[str]:
    """A new network namespace, with its loopback up; deleted afterwards."""
    name = _netns_or_skip()
    try:
        run_in(name, "ip", "link", "set", "lo", "up")
        yield name
    finally:
        subprocess.run(["ip", "netns", "del", name], check=True)


def run_in(ns: str, *command: str) -> None:
    subprocess.run(["ip", "netns", "exec", ns, *command], check=True, capture_output=True, text=True)


def link(ns: str, name: str, address: str, *, up: bool = True) -> None:
    """A veth interface called ``name`` with ``address``; its peer down leaves it without a link."""
    peer = f"p{uuid.uuid4().hex[:8]}"
    run_in(ns, "ip", "link", "add", name, "type", "veth", "peer", "name", peer)
    run_in(ns, "ip", "addr", "add", address, "dev", name)
    run_in(ns, "ip", "link", "set", name, "up")
    if up:
        run_in(ns, "ip", "link", "set", peer, "up")
