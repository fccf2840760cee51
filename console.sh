#!/usr/bin/env bash
# Sets up (Debian libraries Qt loads, a venv with the console) and starts the console.
# Any arguments go to the console: --data-dir DIR, --port N, --lang uk|pl|ru|en, --board-screen N,
# --game spy|suspi|mafia|quiz.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$here/setup.sh"
exec "$here/.venv/bin/python" -m gm_console "$@"
