"""The machine's IPv4 addresses, each with its adapter, and the one phones at the venue reach (PLT-07).

A moderator's laptop often has more than the venue's Wi-Fi: a VPN (tun0, utun3, "Tailscale",
wg0), a virtual switch for virtual machines or WSL ("vEthernet (WSL)", VirtualBox, VMware), a
container bridge (docker0, br-…, veth…). Phones in the room reach none of those. Each address is
told apart by what it is, on Windows, macOS and Linux alike:

* whether its adapter is up (Linux says so in ``/sys/class/net``; elsewhere an adapter without a
  link has no address, or only a link-local one, which is left out);
* whether the default route leaves from it: a UDP socket ``connect()``-ed to a TEST-NET address
  sends no packet, and its local address is the default route's source address;
* its kind (:class:`Kind`): a VPN or a virtual/container adapter by its names (the system name,
  the Windows description and friendly name) or by its range (Tailscale's CGNAT 100.64.0.0/10),
  else the venue's network ("lan").

:func:`choose` picks the venue's address: the default route's one when it is not a VPN or virtual
one, else the best private address of a physical adapter, else loopback (a virtual switch bridged to
the network, the only way out, comes before loopback). The join link and the QR
code carry it unless the moderator picks another (:func:`machine_addresses` lists them, the
automatic choice first); mDNS announces the table on :func:`venue_addresses`.

No Qt here: the headless table (``python -m net --address``) uses it as the console does.
"""

from __future__ import annotations

import enum
import ipaddress
import logging
import re
import socket
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import ifaddr

log = logging.getLogger(__name__)

ROUTE_PROBE = ("198.51.100.1", 9)
"""A TEST-NET-2 address (RFC 5737): never a real host, so connecting to it only asks the routing table."""
LOOPBACK = "127.0.0.1"
CGNAT = ipaddress.ip_network("100.64.0.0/10")
"""Carrier-grade NAT space (RFC 6598): Tailscale gives every machine an address there."""
SYS_NET = Path("/sys/class/net")
"""Where Linux tells whether an interface is up (``flags``) and has a link (``operstate``)."""
_IFF_UP = 0x1
_NO_LINK = ("down", "lowerlayerdown", "notpresent")
"""Operational states of an interface without a link (RFC 2863; loopback, tun and dummy say "unknown")."""

VPN_NAMES = re.compile(
    r"^(tun|tap|utun|wg|ppp|ipsec|tailscale|zt|zerotier|nordlynx|proton|gpd|pangp|cscotun|vpn|wintun|l2tp|"
    r"pptp|mullvad|openvpn)"
    r"|wireguard|tailscale|zerotier|openvpn|tap-windows|wintun|anyconnect|globalprotect|fortinet|fortissl|"
    r"nordlynx|hamachi|\bvpn\b|tunnel",
    re.IGNORECASE)
"""Names of VPN adapters: Linux/macOS interface names by their start, Windows descriptions and
friendly names ("Tailscale Tunnel", "WireGuard Tunnel", "TAP-Windows Adapter V9", "Cisco AnyConnect",
"PANGP Virtual Ethernet Adapter") anywhere in them."""
VIRTUAL_NAMES = re.compile(
    r"^(docker|br-|veth|virbr|vboxnet|vmnet|vnic|lxc|lxd|podman|cni|flannel|cali|vxlan|kube|bridge|"
    r"anpi|awdl|llw|incus|waydroid|ve-|vb-)"
    r"|vethernet|hyper-v|\bwsl\b|virtualbox|vmware|docker|parallels|npcap|loopback|\bvirtual\b|"
    r"container|host-only|hostonly",
    re.IGNORECASE)
"""Names of virtual and container adapters: Docker, Podman, LXC, libvirt (virbr), VirtualBox
(vboxnet, "VirtualBox Host-Only Ethernet Adapter"), VMware (vmnet, "VMware Network Adapter
VMnet8"), Hyper-V and WSL ("vEthernet (WSL)", "Hyper-V Virtual Ethernet Adapter"), Parallels,
macOS's Internet sharing and virtual machine bridges (bridge100) and its Wi-Fi peer links (awdl,
llw). A bridge the host's own network goes through (br0) is the venue's network, not a virtual one."""


class Kind(enum.Enum):
    """What an address is, as far as phones in the room are concerned."""

    LAN = "lan"
    """A physical adapter: the venue's network, as far as anyone can tell."""
    VPN = "vpn"
    """A VPN or overlay network: reached by the VPN's members, not by the phones in the room."""
    VIRTUAL = "virtual"
    """A virtual switch or a container bridge: reached from this machine's virtual machines only."""
    LOOPBACK = "loopback"
    """This machine only."""
    LINK_LOCAL = "link_local"
    """169.254.x.x: an adapter that got no address from the network (left out of every list)."""


@dataclass(frozen=True)
class Interface:
    """One IPv4 address as the system lists it: the address and its adapter's names."""

    address: str
    name: str
    """The system's name: eth0, en0, utun3; on Windows the adapter's GUID."""
    friendly: str = ""
    """The name people know it by: "Wi-Fi", "vEthernet (WSL)" on Windows; elsewhere the system's name."""
    description: str = ""
    """Windows' description of the adapter ("Intel(R) Wi-Fi 6 AX201", "Hyper-V Virtual Ethernet Adapter")."""
    up: bool = True
    """The adapter is up with a link (known on Linux; elsewhere an adapter without a link has no address)."""


@dataclass(frozen=True)
class HostAddress:
    """One of the machine's IPv4 addresses, told apart: the join panel's list shows these."""

    address: str
    adapter: str
    """The adapter's name to show: the friendly one where the system has one."""
    kind: Kind
    default_route: bool = False
    """The default route leaves from this address."""
    up: bool = True


class AddressError(ValueError):
    """An address that is not one of this machine's; the message says which ones are (for logs and the CLI)."""


def kind_of(address: str, names: Iterable[str]) -> Kind:
    """What ``address`` on an adapter called ``names`` (system name, friendly name, description) is."""
    ip = ipaddress.ip_address(address)
    if ip.is_loopback:
        return Kind.LOOPBACK
    if ip.is_link_local:
        return Kind.LINK_LOCAL
    named = [n for n in names if n]
    if any(VPN_NAMES.search(n) for n in named):
        return Kind.VPN
    if any(VIRTUAL_NAMES.search(n) for n in named):
        return Kind.VIRTUAL
    if ip in CGNAT:
        return Kind.VPN  # Tailscale (and other overlays) whatever its adapter is called
    return Kind.LAN


def classify(interfaces: Iterable[Interface], default_source: str | None) -> list[HostAddress]:
    """The addresses told apart, the automatic choice first (see :func:`ordered`).

    ``default_source`` is the address the default route leaves from (None: no default route)."""
    found: dict[str, HostAddress] = {}
    for i in interfaces:
        try:
            ip = ipaddress.ip_address(i.address)
        except ValueError:
            continue
        if ip.version != 4 or ip.is_unspecified or i.address in found:
            continue
        kind = kind_of(i.address, (i.name, i.friendly, i.description))
        if kind is Kind.LINK_LOCAL:
            continue
        found[i.address] = HostAddress(i.address, i.friendly or i.name, kind,
                                       default_route=i.address == default_source, up=i.up)
    return ordered(found.values())


def _private_rank(address: str) -> int:
    """Where a venue's network is most likely: 192.168/16 (home and venue routers), 10/8, 172.16/12,
    then any other private range, then public addresses."""
    ip = ipaddress.ip_address(address)
    for rank, net in enumerate(("192.168.0.0/16", "10.0.0.0/8", "172.16.0.0/12")):
        if ip in ipaddress.ip_network(net):
            return rank
    return 3 if ip.is_private else 4


_KIND_ORDER = {Kind.LAN: 0, Kind.VPN: 1, Kind.VIRTUAL: 2, Kind.LOOPBACK: 3, Kind.LINK_LOCAL: 4}


def choose(addresses: Sequence[HostAddress]) -> HostAddress:
    """The venue's address: the default route's one when it is not a VPN or virtual one, else the
    best private address of a physical adapter, else the default route's virtual adapter (a virtual
    switch bridged to the network: no physical adapter has an address then), else loopback (PLT-08)."""
    usable = [a for a in addresses if a.up]
    for a in usable:
        if a.default_route and a.kind is Kind.LAN:
            return a
    lan = sorted((a for a in usable if a.kind is Kind.LAN),
                 key=lambda a: (_private_rank(a.address), ipaddress.ip_address(a.address)))
    if lan:
        return lan[0]
    for a in usable:  # a Hyper-V external switch ("vEthernet (External)") is the wired network itself
        if a.default_route and a.kind is Kind.VIRTUAL:
            return a
    for a in addresses:
        if a.kind is Kind.LOOPBACK:
            return a
    return HostAddress(LOOPBACK, "lo", Kind.LOOPBACK)


def ordered(addresses: Iterable[HostAddress]) -> list[HostAddress]:
    """The automatic choice first, then the venue's others, VPNs, virtual adapters, loopback; adapters
    that are down last."""
    listed = list(addresses)
    if not listed:
        return []
    first = choose(listed)
    rest = sorted((a for a in listed if a != first),
                  key=lambda a: (not a.up, _KIND_ORDER[a.kind], not a.default_route,
                                 _private_rank(a.address), ipaddress.ip_address(a.address)))
    return [first, *rest] if first in listed else rest


def default_route_source() -> str | None:
    """The address the default route leaves from; None when there is no route out."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(ROUTE_PROBE)  # no packet is sent: this only asks the routing table
            source = str(probe.getsockname()[0])
        except OSError:
            return None
    return None if source in ("0.0.0.0", "") else source


def _linux_up(name: str) -> bool:
    """Whether a Linux interface is up with a link; True where the system does not say."""
    if not sys.platform.startswith("linux"):
        return True
    folder = SYS_NET / name.split(":")[0]
    try:
        flags = int((folder / "flags").read_text(encoding="ascii").strip(), 16)
        state = (folder / "operstate").read_text(encoding="ascii").strip()
    except (OSError, ValueError):
        return True
    return bool(flags & _IFF_UP) and state not in _NO_LINK


def system_interfaces() -> list[Interface]:
    """The machine's IPv4 addresses with their adapters' names, as the system lists them now."""
    found: list[Interface] = []
    try:
        listed = ifaddr.get_adapters()
    except (OSError, ValueError):  # the system would not list them: loopback only (machine_addresses)
        log.warning("the machine's network adapters could not be listed", exc_info=True)
        return found
    for adapter in listed:
        name = adapter.name if isinstance(adapter.name, str) else str(adapter.name)
        description = adapter.nice_name if adapter.nice_name != name else ""
        up = _linux_up(name)
        for ip in adapter.ips:
            if not ip.is_IPv4 or not isinstance(ip.ip, str):
                continue
            friendly = ip.nice_name if ip.nice_name and ip.nice_name != name else ""
            found.append(Interface(ip.ip, name, friendly=friendly, description=description, up=up))
    return found


def machine_addresses() -> list[HostAddress]:
    """This machine's IPv4 addresses told apart, the automatic choice first; loopback is always there."""
    listed = classify(system_interfaces(), default_route_source())
    if not any(a.kind is Kind.LOOPBACK for a in listed):
        listed.append(HostAddress(LOOPBACK, "lo", Kind.LOOPBACK))
    return listed


def automatic_address() -> str:
    """The address the join link carries unless the moderator picks another (see :func:`choose`)."""
    return choose(machine_addresses()).address


def venue_addresses(addresses: Sequence[HostAddress] | None = None) -> list[str]:
    """The addresses of the venue's network: those of physical adapters that are up (not a VPN,
    virtual, loopback or link-local one), else the automatic choice when it is not loopback (a virtual
    switch bridged to the network). mDNS announces the table there (PLT-07)."""
    listed = machine_addresses() if addresses is None else addresses
    found = sorted({a.address for a in listed if a.up and a.kind is Kind.LAN}, key=ipaddress.ip_address)
    if not found and listed:
        chosen = choose(listed)
        found = [] if chosen.kind is Kind.LOOPBACK else [chosen.address]
    return found


def check_address(address: str, addresses: Sequence[HostAddress] | None = None) -> str:
    """``address`` if it is one of this machine's IPv4 addresses, else :class:`AddressError`."""
    listed = machine_addresses() if addresses is None else addresses
    try:
        wanted = str(ipaddress.IPv4Address(address.strip()))
    except ValueError:
        raise AddressError(f"{address!r} is not an IPv4 address") from None
    known = [a.address for a in listed]
    if wanted not in known:
        raise AddressError(f"{wanted} is not an address of this machine (its addresses: {', '.join(known)})")
    return wanted


def join_address(wanted: str, addresses: Sequence[HostAddress] | None = None) -> tuple[str, bool]:
    """The address the join link carries: ``wanted`` when it is still on the machine, else the
    automatic one; and whether ``wanted`` was used ("" asks for the automatic one)."""
    listed = machine_addresses() if addresses is None else list(addresses)
    if wanted and any(a.address == wanted for a in listed):
        return wanted, True
    return (choose(listed).address if listed else LOOPBACK), not wanted
