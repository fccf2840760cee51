#!/usr/bin/env bash
# Installs what the console and its tests need on a fresh Debian machine (idempotent).
#   ./setup.sh                the console: the system libraries Qt loads, a venv with the app
#   ./setup.sh --test         also Xvfb, Chromium and the test packages
#   ./setup.sh --system-only  the system libraries alone (with --test too: ./setup.sh --test --system-only)
# Any Linux: a package Debian 13 and Ubuntu 24.04 renamed is looked for under either name; where
# there is no apt, it says which libraries Qt needs and goes on with the venv.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
want_test=0
system_only=0
for arg in "$@"; do
  case "$arg" in
    --test) want_test=1 ;;
    --system-only) system_only=1 ;;
    *) echo "setup: unknown option $arg (--test, --system-only)" >&2; exit 2 ;;
  esac
done

# Debian libraries that Qt's xcb platform plugin and QtMultimedia load. "new|old": the names a package
# has had (Debian 13 and Ubuntu 24.04 renamed some for 64-bit time); installed under either is enough.
debs=(libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
      libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
      libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxcb-xfixes0
      "libglib2.0-0t64|libglib2.0-0" libpulse0 "libasound2t64|libasound2" libnss3 libxcomposite1
      libxdamage1 libxrandr2 libxtst6 libxi6 fonts-dejavu-core)
if [ "$want_test" = 1 ]; then
  # pulseaudio: a microphone of the tests' own (MAF-23); caddy: the reverse proxy with TLS that remote
  # phones reach the table through (SPY-39, SUS-04)
  debs+=(xvfb chromium pulseaudio caddy)
fi

# (grep reads to the end: with -q it would stop early, and pipefail would take the writer's SIGPIPE for a no)
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep "install ok installed" >/dev/null; }
# the names apt can install, of those given (a name only another package provides has no candidate);
# one apt-cache call for all, as each loads apt's whole cache
installable() {
  apt-cache policy "$@" 2>/dev/null | awk '/^[^ ].*:$/ { name = substr($0, 1, length($0) - 1) }
                                         /Candidate: [^(]/ { print name }'
}

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: no apt here; install with this system's package manager the libraries Qt loads:"
  echo "  EGL and OpenGL (libEGL, libGL), xkbcommon and xkbcommon-x11, fontconfig, D-Bus (libdbus-1),"
  echo "  xcb-cursor, xcb-icccm, xcb-image, xcb-keysyms, xcb-randr, xcb-render-util, xcb-shape,"
  echo "  xcb-xinerama, xcb-xkb, xcb-xfixes, GLib 2, PulseAudio's client library (libpulse), ALSA (alsa-lib),"
  echo "  NSS, libXcomposite, libXdamage, libXrandr, libXtst, libXi, and the DejaVu fonts"
  [ "$want_test" = 1 ] && echo "  and, for the tests: Xvfb, Chromium, PulseAudio, Caddy"
  echo "setup: going on with the venv"
else
  lacking=()
  for d in "${debs[@]}"; do
    IFS='|' read -r -a names <<< "$d"
    have=0
    for n in "${names[@]}"; do
      if installed "$n"; then have=1; break; fi
    done
    [ "$have" = 1 ] || lacking+=("$d")
  done
  if [ "${#lacking[@]}" -gt 0 ]; then
    sudo_cmd=""
    [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    IFS='|' read -r -a every_name <<< "$(IFS='|'; echo "${lacking[*]}")"
    known="$(installable "${every_name[@]}")"
    missing=()
    for d in "${lacking[@]}"; do  # the name this system's apt knows (else the first: apt says why not)
      IFS='|' read -r -a names <<< "$d"
      pick="${names[0]}"
      for n in "${names[@]}"; do
        if grep -qxF -- "$n" <<< "$known"; then pick="$n"; break; fi
      done
      missing+=("$pick")
    done
    echo "setup: installing Debian packages: ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
fi
[ "$system_only" = 1 ] && exit 0

venv="$here/.venv"
if [ ! -x "$venv/bin/python" ]; then
  echo "setup: creating $venv"
  python3 -m venv "$venv"
fi
# The exact versions the suite passed with, each checked against its hash (requirements/*.lock;
# tools/update_lock.sh refreshes them). pyproject.toml keeps the ranges for those who install the
# package itself.
lock="$here/requirements/console.lock"
[ "$want_test" = 1 ] && lock="$here/requirements/test.lock"
stamp="$venv/.installed-$(basename "$lock")"
if [ ! -f "$stamp" ] || [ "$lock" -nt "$stamp" ]; then
  echo "setup: installing $(basename "$lock") into $venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --require-hashes --no-deps -r "$lock"
  # the console runs from this folder: the venv finds its packages here, nothing is built
  site="$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
  printf '%s\n' "$here" > "$site/gm-console-source.pth"
  touch "$stamp"
fi
