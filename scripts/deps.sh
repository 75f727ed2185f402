#!/usr/bin/env bash
# Makes sure the system packages Cellshot builds against are here: libpng-dev, zlib1g-dev,
# libfreetype-dev (to read the font files an app ships) and pkg-config. Installs them with apt-get when run as root; otherwise prints the command to run.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libpng 2>/dev/null; then
  missing+=(libpng-dev)
fi
[ -f /usr/include/zlib.h ] || missing+=(zlib1g-dev)
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists freetype2 2>/dev/null; then
  missing+=(libfreetype-dev)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} ..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null 2>&1 || {
    apt-get update >/dev/null && apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null
  }
else
  echo "Cellshot needs: ${missing[*]}. Install them with:" >&2
  echo "  sudo apt-get install -y libpng-dev zlib1g-dev libfreetype-dev pkg-config" >&2
  exit 1
fi
