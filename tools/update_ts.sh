#!/usr/bin/env bash
# The same as `python tools/update_ts.py` (which works on every system), with this checkout's venv.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exec "$here/.venv/bin/python" "$here/tools/update_ts.py" "$@"
