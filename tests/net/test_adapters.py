"""The join address (PLT-08: the QR code carries the console's LAN address; PLT-07: mDNS announces
the venue's addresses): the machine's addresses told apart by what they are, on adapter tables as
Windows, macOS and Linux list them, on this machine, and inside a network namespace with a real
default route, a VPN-named and a container-named adapter."""

from __future__ import annotations

import ipaddress
import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from net import adapters
from net.adapters import AddressError, HostAddress, Interface, Kind, classify
from tests.net.netns import link, network_namespace, run_in  # noqa: F401 (the netns fixture)

ROOT = Path(__file__).resolve().parents[2]

# Real adapter tables: (address, system name, friendly name, description), and the default route's source.
WINDOWS_HOME_WITH_WSL_AND_TAILSCALE = (
    [("192.168.1.20", "{5A1F0C52-8C1E-4A5B-9E0F-3B1C2D4E5F60}", "Wi-Fi", "Intel(R) Wi-Fi 6 AX201 160MHz"),
     ("172.29.80.1", "{0B4D7E21-55A3-4C1D-8F2A-6E7D9C0B1A22}", "vEthernet (WSL)",
      "Hyper-V Virtual Ethernet Adapter"),
     ("172.17.160.1", "{9C3E1F40-2B6D-4E8A-A1C3-5D7F9B0E2C44}", "vEthernet (Default Switch)",
      "Hyper-V Virtual Ethernet Adapter #2"),
     ("100.101.5.7", "{E2A1B3C4-D5E6-4F70-8192-A3B4C5D6E7F8}", "Tailscale", "Tailscale Tunnel"),
     ("192.168.56.1", "{7F6E5D4C-3B2A-4190-8E7D-6C5B4A392817}", "Ethernet 2",
      "VirtualBox Host-Only Ethernet Adapter"),
     ("169.254.12.7", "{11223344-5566-4778-899A-ABBCCDDEEFF0}", "Ethernet", "Realtek PCIe GbE Family Controller"),
     ("127.0.0.1", "{D3C2B1A0-0000-4000-8000-000000000001}", "Loopback Pseudo-Interface 1",
      "Software Loopback Interface 1")],
    "192.168.1.20")
WINDOWS_OPENVPN_FULL_TUNNEL = (
    [("10.8.0.2", "{A0B1C2D3-E4F5-4617-8293-A4B5C6D7E8F9}", "OpenVPN TAP-Windows6", "TAP-Windows Adapter V9"),
     ("10.0.5.33", "{B1C2D3E4-F5A6-4728-93A4-B5C6D7E8F9A0}", "Ethernet", "Intel(R) Ethernet Connection I219-V"),
     ("127.0.0.1", "{D3C2B1A0-0000-4000-8000-000000000001}", "Loopback Pseudo-Interface 1",
      "Software Loopback Interface 1")],
    "10.8.0.2")
MACOS_WITH_VPN_AND_SHARING = (
    [("127.0.0.1", "lo0", "", ""),
     ("10.100.0.2", "utun3", "", ""),
     ("192.168.2.1", "bridge100", "", ""),
     ("192.168.0.14", "en0", "", ""),
     ("169.254.33.1", "en5", "", "")],
    "10.100.0.2")
LINUX_LAPTOP = (
    [("127.0.0.1", "lo", "", ""),
     ("192.168.1.42", "wlp2s0", "", ""),
     ("100.92.11.3", "tailscale0", "", ""),
     ("10.8.0.2", "wg0", "", ""),
     ("172.17.0.1", "docker0", "", ""),
     ("172.18.0.1", "br-3f2a9c1d7e44", "", ""),
     ("192.168.122.1", "virbr0", "", ""),
     ("10.0.3.1", "lxcbr0", "", "")],
    "192.168.1.42")


def table(rows: list[tuple[str, str, str, str]]) -> list[Interface]:
    return [Interface(ip, name, friendly=friendly, description=description) for ip, name, friendly, description in rows]


def kinds(listed: list[HostAddress]) -> dict[str, Kind]:
    return {a.address: a.kind for a in listed}


def test_a_windows_laptop_with_wsl_hyper_v_virtualbox_and_tailscale_joins_over_wi_fi() -> None:  # PLT-08, PLT-07
    rows, default = WINDOWS_HOME_WITH_WSL_AND_TAILSCALE
    listed = classify(table(rows), default)
    assert listed[0] == HostAddress("192.168.1.20", "Wi-Fi", Kind.LAN, default_route=True)
    assert kinds(listed) == {
        "192.168.1.20": Kind.LAN, "172.29.80.1": Kind.VIRTUAL, "172.17.160.1": Kind.VIRTUAL,
        "100.101.5.7": Kind.VPN, "192.168.56.1": Kind.VIRTUAL, "127.0.0.1": Kind.LOOPBACK}  # 169.254: left out
    assert [a.adapter for a in listed][-1] == "Loopback Pseudo-Interface 1"
    assert {a.address: a.adapter for a in listed}["172.29.80.1"] == "vEthernet (WSL)"  # the friendly name
    assert adapters.venue_addresses(listed) == ["192.168.1.20"]


def test_a_vpn_carrying_the_default_route_is_passed_over_for_the_wired_network() -> None:  # PLT-08
    rows, default = WINDOWS_OPENVPN_FULL_TUNNEL
    listed = classify(table(rows), default)
    assert [(a.address, a.kind, a.default_route) for a in listed] == [
        ("10.0.5.33", Kind.LAN, False), ("10.8.0.2", Kind.VPN, True), ("127.0.0.1", Kind.LOOPBACK, False)]


def test_a_mac_on_a_vpn_sharing_its_connection_joins_over_en0() -> None:  # PLT-08
    rows, default = MACOS_WITH_VPN_AND_SHARING
    listed = classify(table(rows), default)
    assert listed[0].address == "192.168.0.14" and listed[0].adapter == "en0"
    assert kinds(listed) == {"192.168.0.14": Kind.LAN, "10.100.0.2": Kind.VPN, "192.168.2.1": Kind.VIRTUAL,
                             "127.0.0.1": Kind.LOOPBACK}
    assert [a.kind for a in listed] == [Kind.LAN, Kind.VPN, Kind.VIRTUAL, Kind.LOOPBACK]  # the list's order


def test_a_linux_laptop_with_tailscale_wireguard_docker_libvirt_and_lxc_joins_over_wlp2s0() -> None:  # PLT-08
    rows, default = LINUX_LAPTOP
    listed = classify(table(rows), default)
    assert listed[0] == HostAddress("192.168.1.42", "wlp2s0", Kind.LAN, default_route=True)
    assert kinds(listed) == {
        "192.168.1.42": Kind.LAN, "100.92.11.3": Kind.VPN, "10.8.0.2": Kind.VPN, "172.17.0.1": Kind.VIRTUAL,
        "172.18.0.1": Kind.VIRTUAL, "192.168.122.1": Kind.VIRTUAL, "10.0.3.1": Kind.VIRTUAL,
        "127.0.0.1": Kind.LOOPBACK}


def test_a_hyper_v_external_switch_carrying_the_default_route_is_the_wired_network() -> None:  # PLT-08, PLT-07
    rows = [("192.168.0.31", "{3E4F5061-7283-4945-A6B7-C8D9EAFB0C1D}", "vEthernet (External Switch)",
             "Hyper-V Virtual Ethernet Adapter"),
            ("172.29.80.1", "{0B4D7E21-55A3-4C1D-8F2A-6E7D9C0B1A22}", "vEthernet (WSL)",
             "Hyper-V Virtual Ethernet Adapter #2"),
            ("127.0.0.1", "{D3C2B1A0-0000-4000-8000-000000000001}", "Loopback Pseudo-Interface 1",
             "Software Loopback Interface 1")]
    listed = classify(table(rows), "192.168.0.31")
    assert listed[0].address == "192.168.0.31" and listed[0].kind is Kind.VIRTUAL
    assert adapters.venue_addresses(listed) == ["192.168.0.31"]  # mDNS announces it: the only way out
    no_route = classify(table(rows), None)
    assert adapters.choose(no_route).address == "127.0.0.1" and adapters.venue_addresses(no_route) == []


def test_tailscale_s_range_is_a_vpn_whatever_its_adapter_is_called() -> None:  # PLT-08
    assert adapters.kind_of("100.64.0.1", ["ethX"]) is Kind.VPN
    assert adapters.kind_of("100.127.255.254", ["Ethernet 3"]) is Kind.VPN
    assert adapters.kind_of("100.128.0.1", ["eth0"]) is Kind.LAN  # just outside 100.64.0.0/10
    assert adapters.kind_of("192.168.1.5", ["br0"]) is Kind.LAN  # a bridge the LAN itself goes through


def test_without_a_default_route_the_best_private_address_wins_and_loopback_is_the_last_resort() -> None:  # PLT-08
    listed = classify(table([("10.20.30.40", "eth1", "", ""), ("192.168.8.100", "wlan0", "", ""),
                             ("127.0.0.1", "lo", "", "")]), None)
    assert [a.address for a in listed] == ["192.168.8.100", "10.20.30.40", "127.0.0.1"]
    only_vpn = classify(table([("10.8.0.2", "tun0", "", ""), ("127.0.0.1", "lo", "", "")]), "10.8.0.2")
    assert adapters.choose(only_vpn).address == "127.0.0.1"
    assert adapters.choose([]).address == "127.0.0.1"


def test_an_adapter_without_a_link_is_not_chosen() -> None:  # PLT-08
    down = [Interface("192.168.50.5", "enp0s31f6", up=False), Interface("10.0.0.5", "wlp2s0"),
            Interface("10.8.0.2", "wg0")]
    listed = classify(down, "10.8.0.2")
    assert [(a.address, a.up) for a in listed] == [("10.0.0.5", True), ("10.8.0.2", True), ("192.168.50.5", False)]
    assert adapters.venue_addresses(listed) == ["10.0.0.5"]


def test_an_address_given_must_be_one_of_the_machine_s() -> None:  # PLT-08
    listed = classify(table(LINUX_LAPTOP[0]), LINUX_LAPTOP[1])
    assert adapters.check_address(" 10.8.0.2 ", listed) == "10.8.0.2"
    with pytest.raises(AddressError, match=r"10\.9\.9\.9 is not an address of this machine .*192\.168\.1\.42"):
        adapters.check_address("10.9.9.9", listed)
    with pytest.raises(AddressError, match="not an IPv4 address"):
        adapters.check_address("wifi", listed)
    assert adapters.join_address("10.8.0.2", listed) == ("10.8.0.2", True)
    assert adapters.join_address("10.9.9.9", listed) == ("192.168.1.42", False)  # gone: the automatic one
    assert adapters.join_address("", listed) == ("192.168.1.42", True)


def test_this_machine_s_addresses() -> None:  # PLT-08, PLT-07
    listed = adapters.machine_addresses()
    assert any(a.address == "127.0.0.1" and a.kind is Kind.LOOPBACK for a in listed)
    assert listed[0] == adapters.choose(listed)
    assert len({a.address for a in listed}) == len(listed)
    system = {i.address for i in adapters.system_interfaces()}
    for a in listed:
        assert a.address in system | {"127.0.0.1"} and a.adapter
        assert not ipaddress.ip_address(a.address).is_link_local
    source = adapters.default_route_source()
    if source is not None:  # the route out leaves from one of the machine's own addresses
        assert source in system
        assert [a.address for a in listed if a.default_route] == [source]
    for address in adapters.venue_addresses():
        assert next(a for a in listed if a.address == address).kind is Kind.LAN


# --- a real network namespace: interfaces the kernel lists, a real default route -----------------

def chosen_in(ns: str) -> dict[str, object]:
    code = ("import json; from net import adapters; listed = adapters.machine_addresses(); "
            "print(json.dumps({'list': [[a.address, a.adapter, a.kind.value, a.default_route, a.up] for a in listed], "
            "'venue': adapters.venue_addresses(), 'automatic': adapters.automatic_address()}))")
    out = subprocess.run(["ip", "netns", "exec", ns, sys.executable, "-c", code], cwd=ROOT, check=True,
                         capture_output=True, text=True, timeout=60)
    found: dict[str, object] = json.loads(out.stdout)
    return found


def test_in_a_namespace_the_default_route_s_wi_fi_wins_over_tailscale_wireguard_and_docker(netns: str) -> None:
    # PLT-08, PLT-07
    link(netns, "wlp2s0", "192.168.77.2/24")
    link(netns, "tailscale0", "100.101.5.7/32")
    link(netns, "wg0", "10.8.0.2/24")
    link(netns, "docker0", "172.17.0.1/16")
    run_in(netns, "ip", "route", "add", "default", "via", "192.168.77.1", "dev", "wlp2s0")
    found = chosen_in(netns)
    assert found["automatic"] == "192.168.77.2"
    assert found["list"] == [
        ["192.168.77.2", "wlp2s0", "lan", True, True],
        ["10.8.0.2", "wg0", "vpn", False, True],
        ["100.101.5.7", "tailscale0", "vpn", False, True],
        ["172.17.0.1", "docker0", "virtual", False, True],
        ["127.0.0.1", "lo", "loopback", False, True]]
    assert found["venue"] == ["192.168.77.2"]


def test_in_a_namespace_a_vpn_s_default_route_and_an_unplugged_cable_are_passed_over(netns: str) -> None:  # PLT-08
    link(netns, "wlp2s0", "10.0.0.5/24")
    link(netns, "enp0s31f6", "192.168.50.5/24", up=False)  # the cable is out: no link
    link(netns, "wg0", "10.8.0.2/24")
    run_in(netns, "ip", "route", "add", "default", "dev", "wg0")  # a full-tunnel VPN
    found = chosen_in(netns)
    assert found["automatic"] == "10.0.0.5"
    assert found["list"] == [
        ["10.0.0.5", "wlp2s0", "lan", False, True],
        ["10.8.0.2", "wg0", "vpn", True, True],
        ["127.0.0.1", "lo", "loopback", False, True],
        ["192.168.50.5", "enp0s31f6", "lan", False, False]]
    assert found["venue"] == ["10.0.0.5"]


def test_in_a_namespace_with_no_network_the_join_link_stays_on_this_machine(netns: str) -> None:  # PLT-08
    link(netns, "tailscale0", "100.101.5.7/32")
    found = chosen_in(netns)
    assert found["automatic"] == "127.0.0.1" and found["venue"] == []


# --- the headless table: python -m net --address --------------------------------------------------

def test_the_headless_table_s_join_link_carries_the_address_given(tmp_path: Path) -> None:  # PLT-08
    from tests.net.test_address import Headless

    others = [a.address for a in adapters.machine_addresses() if a.kind is not Kind.LOOPBACK]
    if not others:
        pytest.skip("this machine has no address but loopback")
    chosen = others[-1]
    table = Headless(tmp_path / "given", "--address", chosen)
    try:
        code, port = table.first["code"], table.first["port"]
        assert table.first["url"] == f"http://{chosen}:{port}/join?code={code}"
        assert table.say('{"type": "view"}')["view"]["table"]["url"] == table.first["url"]
        with socket.create_connection((chosen, port), timeout=10):  # it listens there (no --host given)
            pass
    finally:
        table.stop()
    everywhere = Headless(tmp_path / "everywhere", "--host", "0.0.0.0")
    try:
        port, code = everywhere.first["port"], everywhere.first["code"]
        assert everywhere.first["url"] == f"http://{adapters.automatic_address()}:{port}/join?code={code}"
    finally:
        everywhere.stop()


def test_the_headless_table_refuses_an_address_that_is_not_the_machine_s(tmp_path: Path) -> None:  # PLT-08
    done = subprocess.run([sys.executable, "-m", "net", "--data-dir", str(tmp_path), "--address", "203.0.113.77"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "--address: 203.0.113.77 is not an address of this machine (its addresses: " in done.stderr
    assert not (tmp_path / "journal.sqlite3").exists()  # nothing was started
