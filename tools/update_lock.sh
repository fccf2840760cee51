#!/usr/bin/env bash
# Refreshes requirements/*.lock: the newest releases that pyproject.toml's ranges allow, pinned with
# their hashes, for the Python the console runs on, on every system (--universal: what only Windows
# or macOS needs, e.g. colorama, pefile, macholib, comes with a marker). Run ./test.sh afterwards and
# commit the locks only when it passes: setup.sh installs exactly what they say.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$(mktemp -d)"
trap 'rm -rf "$tools"' EXIT
python3 -m venv "$tools/venv"
"$tools/venv/bin/python" -m pip install -q --disable-pip-version-check uv
py="$(python3 -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
cd "$here"
for lock in console test; do
  extra=()
  [ "$lock" = test ] && extra=(--extra test)
  "$tools/venv/bin/uv" pip compile pyproject.toml "${extra[@]}" --python-version "$py" --generate-hashes \
    --universal --no-annotate --no-header --quiet -o "requirements/$lock.lock"
done
echo "requirements/console.lock and requirements/test.lock refreshed; now run ./test.sh"
