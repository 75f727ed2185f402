#!/usr/bin/env bash
# Runs the whole test suite. Needs ../shared/testdata beside the repository (or
# CELLSHOT_TESTDATA pointing at it) for the third-party corpora.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
exec swift test "$@"
