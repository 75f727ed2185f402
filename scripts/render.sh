#!/usr/bin/env bash
# Renders every screen to PNG (into out/, or the folder given with --out), release build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
swift build -c release --product cellshot >&2
exec .build/release/cellshot render "$@"
