"""``setup.sh`` on any Linux: each system library is looked for under every name it has had (Debian
13 and Ubuntu 24.04 renamed ``libasound2`` and ``libglib2.0-0`` to ``…t64``), so nothing is installed
twice; without apt it names the libraries Qt needs and goes on with the venv.

On this Debian 12 machine the real ``dpkg-query`` and ``apt-cache`` answer; Debian 13 is a
``dpkg-query``/``apt-cache`` pair on PATH that answers as Debian 13's do (the renamed packages
installable under their new names only, the old names provided by them); ``apt-get`` is always a
stand-in that writes down what it was asked to install (and marks it installed), so no test changes
the machine's packages.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging import ROOT

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="setup.sh is the Linux set-up")

RENAMED = {"libasound2": "libasound2t64", "libglib2.0-0": "libglib2.0-0t64"}
"""Debian 12's name → Debian 13's."""

FAKE_APT_GET = """#!/bin/bash
# apt-get's stand-in: writes down each call; an install marks the packages installed
echo "$*" >> "{calls}"
if [ "$1" = install ]; then
  for arg in "$@"; do case "$arg" in -*|install) ;; *) echo "$arg" >> "{installed}" ;; esac; done
fi
"""

DEBIAN_13_DPKG_QUERY = """#!/bin/bash
# dpkg-query -W -f='${{Status}}' NAME, answered from the list of installed packages
name="${{@: -1}}"
if grep -qx "$name" "{installed}" 2>/dev/null; then printf 'install ok installed'; exit 0; fi
echo "dpkg-query: no packages found matching $name" >&2; exit 1
"""

DEBIAN_13_APT_CACHE = """#!/bin/bash
# apt-cache policy NAME... as Debian 13 answers it: the old names are only provided by the t64 packages
shift
for name in "$@"; do
  case "$name" in
    libasound2|libglib2.0-0) printf '%s:\\n  Installed: (none)\\n  Candidate: (none)\\n  Version table:\\n' "$name" ;;
    *) printf '%s:\\n  Installed: (none)\\n  Candidate: 1.0-1\\n  Version table:\\n' "$name" ;;
  esac
done
"""


def script(folder: Path, name: str, text: str) -> None:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


def setup_run(tmp_path: Path, path: str, *args: str, where: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env["PATH"] = path
    return subprocess.run(["bash", str(where / "setup.sh"), *args], env=env, capture_output=True, text=True,
                          timeout=600, check=False)


def installs(calls: Path) -> list[list[str]]:
    """The packages of each ``apt-get install`` setup.sh asked for."""
    lines = calls.read_text().splitlines() if calls.exists() else []
    return [[a for a in line.split()[1:] if not a.startswith("-")] for line in lines if line.startswith("install")]


def lock_block(name: str) -> str:
    """``name``'s pin and hashes in ``requirements/console.lock``."""
    lines = (ROOT / "requirements" / "console.lock").read_text().splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith(name + "=="))
    block = [lines[first]]
    for line in lines[first + 1:]:
        if not line.startswith(" "):
            break
        block.append(line)
    return "\n".join(block) + "\n"


@pytest.fixture
def fake_apt(tmp_path: Path) -> tuple[Path, Path, Path]:
    """(a bin folder with apt-get's stand-in, the file of its calls, the file of installed packages)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls, installed = tmp_path / "apt-get-calls", tmp_path / "installed"
    script(bin_dir, "apt-get", FAKE_APT_GET.format(calls=calls, installed=installed))
    return bin_dir, calls, installed


@pytest.mark.debian
def test_on_this_debian_12_nothing_is_installed_again(tmp_path: Path, fake_apt: tuple[Path, Path, Path]) -> None:
    """The real dpkg-query finds every library (under Debian 12's names): apt-get is not called."""
    bin_dir, calls, _ = fake_apt
    done = setup_run(tmp_path, f"{bin_dir}:{os.environ['PATH']}", "--test", "--system-only")
    assert done.returncode == 0, done.stderr
    assert not calls.exists(), calls.read_text()


@pytest.mark.debian
def test_on_this_debian_12_the_names_apt_knows_are_installed(tmp_path: Path, fake_apt: tuple[Path, Path, Path]) -> None:
    """With nothing installed (a dpkg-query that finds nothing), the real apt-cache picks Debian 12's
    names: libasound2, libglib2.0-0."""
    bin_dir, calls, installed = fake_apt
    policy = subprocess.run(["apt-cache", "policy", "libasound2"], capture_output=True, text=True, check=False)
    if "Candidate: (none)" in policy.stdout or "Candidate" not in policy.stdout:
        pytest.skip("apt's package lists are empty here (apt-get update first)")
    script(bin_dir, "dpkg-query", DEBIAN_13_DPKG_QUERY.format(installed=installed))
    done = setup_run(tmp_path, f"{bin_dir}:{os.environ['PATH']}", "--system-only")
    assert done.returncode == 0, done.stderr
    (packages,) = installs(calls)
    assert {"libasound2", "libglib2.0-0", "libegl1", "fonts-dejavu-core"} <= set(packages)
    assert not set(RENAMED.values()) & set(packages)


def test_on_debian_13_the_renamed_packages_are_installed_once_by_their_new_names(
        tmp_path: Path, fake_apt: tuple[Path, Path, Path]) -> None:
    bin_dir, calls, installed = fake_apt
    script(bin_dir, "dpkg-query", DEBIAN_13_DPKG_QUERY.format(installed=installed))
    script(bin_dir, "apt-cache", DEBIAN_13_APT_CACHE)
    path = f"{bin_dir}:{os.environ['PATH']}"
    first = setup_run(tmp_path, path, "--test", "--system-only")
    assert first.returncode == 0, first.stderr
    (packages,) = installs(calls)
    assert set(RENAMED.values()) <= set(packages) and not set(RENAMED) & set(packages)
    assert len(packages) == len(set(packages)) == 30  # 26 libraries and fonts, and the tests' 4
    again = setup_run(tmp_path, path, "--test", "--system-only")  # the next start: all there
    assert again.returncode == 0, again.stderr
    assert installs(calls) == [packages], "a second start installed again"


def test_on_debian_13_the_renamed_packages_installed_already_are_kept(
        tmp_path: Path, fake_apt: tuple[Path, Path, Path]) -> None:
    """A Debian 13 machine with every library (the renamed ones by their new names) installs nothing."""
    bin_dir, calls, installed = fake_apt
    script(bin_dir, "dpkg-query", DEBIAN_13_DPKG_QUERY.format(installed=installed))
    script(bin_dir, "apt-cache", DEBIAN_13_APT_CACHE)
    text = (ROOT / "setup.sh").read_text()
    names = [n.split("|")[0] for n in text[text.index("debs=(") + 6:text.index(")", text.index("debs=("))].replace(
        '"', "").split()] + ["xvfb", "chromium", "pulseaudio", "caddy"]
    assert "libasound2t64" in names and "libglib2.0-0t64" in names
    installed.write_text("\n".join(names) + "\n")
    done = setup_run(tmp_path, f"{bin_dir}:{os.environ['PATH']}", "--test", "--system-only")
    assert done.returncode == 0, done.stderr
    assert not calls.exists(), calls.read_text()


def test_without_apt_it_names_the_libraries_and_makes_the_venv(tmp_path: Path) -> None:
    """A Linux without apt or dpkg: setup.sh says which libraries Qt loads, by their common names,
    and goes on to make the venv with the locked packages."""
    project = tmp_path / "project"
    (project / "requirements").mkdir(parents=True)
    shutil.copy2(ROOT / "setup.sh", project / "setup.sh")
    (project / "requirements" / "console.lock").write_text(lock_block("ifaddr"))  # one small package, by hash
    bin_dir = tmp_path / "bin"  # the tools setup.sh runs, and no apt-get, apt-cache or dpkg-query
    bin_dir.mkdir()
    for tool in ("bash", "dirname", "basename", "grep", "id", "touch", "env"):
        found = shutil.which(tool)
        assert found, tool
        (bin_dir / tool).symlink_to(found)
    (bin_dir / "python3").symlink_to(Path(getattr(sys, "_base_executable", sys.executable)).resolve())
    done = setup_run(tmp_path, str(bin_dir), where=project)
    assert done.returncode == 0, done.stdout + done.stderr
    for said in ("no apt here", "libEGL", "xcb-cursor", "libpulse", "alsa-lib", "DejaVu", "going on with the venv"):
        assert said in done.stdout, done.stdout
    venv_python = project / ".venv" / "bin" / "python"
    imported = subprocess.run([str(venv_python), "-c", "import ifaddr; print(ifaddr.__name__)"], capture_output=True,
                              text=True, check=False)
    assert imported.stdout.strip() == "ifaddr", imported.stderr
