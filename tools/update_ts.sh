#!/usr/bin/env bash
# Brings translations/*.ts up to date with the console's strings, fills them from
# translations/src/*.json and compiles the .qm files:  tools/update_ts.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mapfile -t sources < <(find gm_console -name '*.py' | sort)
for lang in uk pl ru en; do
  .venv/bin/pyside6-lupdate -no-obsolete -silent "${sources[@]}" -ts "translations/gm_console_$lang.ts"
done
.venv/bin/python tools/fill_ts.py translations/src/*.json
