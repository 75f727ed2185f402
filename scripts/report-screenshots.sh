#!/usr/bin/env bash
# Shows the snapshot report in a real browser: makes a failing run of the gallery on a
# simulated four-job CI matrix (two goldens changed, one missing, one stale), merges the four
# shards' reports, and takes headless Chromium screenshots of the merged report in its states.
#
#   bash scripts/report-screenshots.sh [OUT]    (default: docs/images)
#
# Installs Debian's chromium when it is missing (as root), or says what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=$(mkdir -p "${1:-docs/images}" && cd "${1:-docs/images}" && pwd)
if ! command -v chromium >/dev/null; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y chromium >/dev/null
  else echo "install Chromium first: sudo apt-get install chromium" >&2; exit 2; fi
fi
swift build --product cellshot >/dev/null
CELLSHOT="$PWD/.build/debug/cellshot"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Goldens as a team might have them after a change: the picker's golden from before its lines
# were centred, the chats golden from another screen, photos never recorded, a screen removed.
cp -r Goldens "$WORK/Goldens"
cp Goldens/flexible-picker-center.png "$WORK/Goldens/flexible-picker-leading.png"
cp Goldens/app-settings.png "$WORK/Goldens/app-settings-dark.png"
rm "$WORK/Goldens/app-photos.png"
echo "app-old-onboarding" >> "$WORK/Goldens/gallery.txt"
for i in 1 2 3 4; do
  CI=1 "$CELLSHOT" verify --goldens "$WORK/Goldens" --artifacts "$WORK/shard-$i" --shard "$i/4" \
    > /dev/null || true
done
"$CELLSHOT" report merge "$WORK"/shard-{1,2,3,4} --out "$WORK/report" || true

URL="file://$WORK/report/index.html"
shot() {  # shot NAME HASH [chromium flags...]
  local name=$1 hash=$2
  shift 2
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,900 \
    --virtual-time-budget=3000 "$@" --screenshot="$OUT/$name.png" "$URL#$hash" 2>/dev/null
  echo "$OUT/$name.png"
}
shot report-list ""
shot report-side "open=flexible-picker-leading&view=side&zoom=1"
shot report-slider "open=flexible-picker-leading&view=slider&pos=50&zoom=1"
shot report-zoom "open=flexible-picker-leading&view=diff&zoom=4"
chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=3000 --dump-dom \
  "$URL#open=flexible-picker-leading&view=slider" 2>/dev/null | grep -q 'data-ready="' \
  || { echo "the report page did not finish drawing" >&2; exit 1; }
