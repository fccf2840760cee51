#!/usr/bin/env bash
# Installs what the console and its tests need on a fresh Debian machine (idempotent).
#   ./setup.sh          the console: Debian libraries Qt loads, a venv with the app
#   ./setup.sh --test   also Xvfb, Chromium and the test packages
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
want_test=0
[ "${1:-}" = "--test" ] && want_test=1

# Debian libraries that Qt's xcb platform plugin and QtMultimedia load.
debs=(libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
      libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
      libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxcb-xfixes0
      libglib2.0-0 libpulse0 libasound2 libnss3 libxcomposite1 libxdamage1 libxrandr2
      libxtst6 libxi6 fonts-dejavu-core)
if [ "$want_test" = 1 ]; then
  # pulseaudio: a microphone of the tests' own (MAF-23); caddy: the reverse proxy with TLS that remote
  # phones reach the table through (SPY-39, SUS-04)
  debs+=(xvfb chromium pulseaudio caddy)
fi
missing=()
for d in "${debs[@]}"; do
  dpkg-query -W -f='${Status}' "$d" 2>/dev/null | grep -q "install ok installed" || missing+=("$d")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

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
