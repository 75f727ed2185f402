#!/usr/bin/env bash
# Runs the whole test suite. Everything it reads is in the repository (third-party corpora in
# Tests/Fixtures); it installs libpng-dev, zlib1g-dev and pkg-config when missing (as root).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
exec swift test "$@"
