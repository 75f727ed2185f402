#!/usr/bin/env bash
# The previews catalog as a browser shows it: renders Examples/PreviewsDemo's previews with the
# release `cellshot` (`cellshot previews`, with the example's cellshot-previews.json variants)
# into .build/catalog-check/previews, then opens index.html from the file system in headless
# Chromium (no server) and screenshots it: the whole page, and the page with a search in its
# link (index.html#q=WORDS, which fills the search field and filters as typing does).
# The screenshots are for a person to look at: .build/catalog-check/*.png.
#
#   bash scripts/previews/catalog-chromium.sh [SEARCH WORDS]   # default search: "follow"
#
# Needs Debian's chromium (apt-get install chromium; this script installs it as root when
# missing) and a release build of cellshot (built here when missing).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
query=${*:-follow}
out=.build/catalog-check
browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z $browser ]]; then
  if [[ $(id -u) -eq 0 ]]; then
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
    browser=$(command -v chromium)
  else
    echo "catalog-chromium.sh: needs Chromium: sudo apt-get install chromium" >&2
    exit 2
  fi
fi
[[ -x .build/release/cellshot ]] || swift build -c release --product cellshot
rm -rf "$out" && mkdir -p "$out"
.build/release/cellshot previews Examples/PreviewsDemo --out "$out/previews"
page="file://$PWD/$out/previews/index.html"
encoded=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$query")
shoot() {  # URL PNG HEIGHT
  "$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
    --allow-file-access-from-files --window-size=1280,"$3" --screenshot="$2" "$1" \
    >/dev/null 2>&1
  echo "$2"
}
shoot "$page" "$out/catalog.png" 2400
shoot "$page#q=$encoded" "$out/catalog-search.png" 1200
"$browser" --headless=new --no-sandbox --disable-gpu --dump-dom "$page#q=$encoded" \
  2>/dev/null > "$out/catalog-search.html"
shown=$(grep -o 'id="count">[^<]*' "$out/catalog-search.html" | sed 's/.*>//')
echo "search '$query': $shown"
