#!/usr/bin/env bash
# Sets up (Debian packages, a venv with the test tools) and runs the whole test suite.
#   ./test.sh                 everything: lint, types, unit, network, console, browser tests
#   ./test.sh tests/net -x    any pytest arguments narrow the run (lint and types still run)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
./setup.sh --test
export QT_QPA_PLATFORM=offscreen
export PYTHONDONTWRITEBYTECODE=1
echo "== ruff"
.venv/bin/ruff check .
echo "== mypy (rules/, net/, gm_console/, tools/)"
.venv/bin/mypy
echo "== pytest"
.venv/bin/python -m pytest "$@"
