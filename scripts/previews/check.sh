#!/usr/bin/env bash
# Runs the previews of public Swift packages as tests, their sources UNCHANGED: each package's
# targets are exported at a pinned commit into .previews-real/src/, and one wrapper package there
# builds them on Cellshot's SwiftUI with the README's Linux manifest settings (AppleFrameworks,
# -import-module AppleFoundation) and gives each package a test target with nothing but the
# CellshotPreviewTests plugin. Two `swift test` runs: the first records references, the second
# must pass. Reports, per package, previews found, tests generated, the second run's passes, and
# each failure by name.
#
#   bash scripts/previews/check.sh [--list scripts/previews/packages.tsv] [name ...]
#
# Git dirs come from $PREVIEWS_MIRRORS/owner+name/repo (default /work/.mirror, what the session's
# `fetch` makes), else `git clone --filter=blob:none` into .previews-real/git/. Output:
# .previews-real/results.tsv and .previews-real/logs/. Exits 0 whatever the packages do.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
LIST=$ROOT/scripts/previews/packages.tsv
ONLY=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --list) LIST=$2; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) ONLY+=("$1"); shift ;;
  esac
done
WORK=$ROOT/.previews-real
MIRRORS=${PREVIEWS_MIRRORS:-/work/.mirror}
mkdir -p "$WORK"/{src,git,logs}

ROWS=()
while IFS=$'\t' read -r name repo commit swift targets; do
  [[ -z $name || $name == \#* ]] && continue
  if [[ ${#ONLY[@]} -gt 0 && ! " ${ONLY[*]} " =~ " $name " ]]; then continue; fi
  gitdir=$MIRRORS/${repo/\//+}/repo
  if [[ ! -d $gitdir ]]; then
    gitdir=$WORK/git/${repo/\//+}
    [[ -d $gitdir ]] || git clone -q --bare --filter=blob:none "https://github.com/$repo" "$gitdir" || {
      echo "$name: cannot fetch $repo" >&2; continue; }
  fi
  dest=$WORK/src/$name
  if [[ ! -f $dest/.commit || $(cat "$dest/.commit") != "$commit" ]]; then
    rm -rf "$dest" && mkdir -p "$dest"
    git -C "$gitdir" archive "$commit" | tar -x -C "$dest" || { echo "$name: no commit $commit" >&2; continue; }
    echo "$commit" > "$dest/.commit"
  fi
  ROWS+=("$name	$swift	$targets")
done < "$LIST"
[[ ${#ROWS[@]} -gt 0 ]] || { echo "no package to check" >&2; exit 0; }

# The wrapper package: the packages' targets from their own folders, a test target each.
printf '%s\n' "${ROWS[@]}" > "$WORK/rows.tsv"
python3 - "$WORK" "$ROOT" <<'PY'
import os, sys
work, root = sys.argv[1], sys.argv[2]
rows = [l.split("\t") for l in open(os.path.join(work, "rows.tsv")).read().splitlines() if l]
ident = os.path.basename(root).lower()
targets = []
for name, swift, spec in rows:
    modules = [t.split("=", 1) for t in spec.split(",")]
    mode = ".v5" if swift == "5" else ".v6"
    done = []
    for module, path in modules:
        deps = [f'"{d}"' for d in done] + [f'.product(name: "AppleFrameworks", package: "{ident}")']
        targets.append(f'''    .target(name: "{module}", dependencies: [{", ".join(deps)}],
            path: "src/{name}/{path}", exclude: [], swiftSettings: settings + [.swiftLanguageMode({mode})]),''')
        done.append(module)
    test = f"Tests/{name}"
    os.makedirs(os.path.join(work, test), exist_ok=True)
    with open(os.path.join(work, test, "Previews.swift"), "w") as f:
        f.write(f"// {name}'s previews, as tests: the CellshotPreviewTests plugin writes them.\n")
    deps = [f'"{m}"' for m, _ in modules] + [f'.product(name: "CellshotTesting", package: "{ident}")']
    targets.append(f'''    .testTarget(name: "{name}PreviewTests", dependencies: [{", ".join(deps)}],
                path: "{test}", swiftSettings: [.swiftLanguageMode({mode})],
                plugins: [.plugin(name: "CellshotPreviewTests", package: "{ident}")]),''')
manifest = f'''// swift-tools-version:6.0
// Written by scripts/previews/check.sh: public packages' previews as tests. Safe to delete.
import PackageDescription

let settings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"])]

let package = Package(
  name: "PreviewsReal",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "{root}")],
  targets: [
{chr(10).join(targets)}
  ]
)
'''
open(os.path.join(work, "Package.swift"), "w").write(manifest)
PY

cd "$WORK" || exit 0
place=(--package-path "$WORK" --scratch-path "$WORK/build")
echo "building the wrapper (the first time builds Cellshot too)..." >&2
if ! swift build --build-tests "${place[@]}" > logs/build.log 2>&1; then
  echo "build failed: see $WORK/logs/build.log" >&2
  grep -E "error:" logs/build.log | sort -u | head -20 >&2
fi
rm -rf "$WORK/Goldens"
env CI=0 CELLSHOT_RECORD=missing swift test --skip-build "${place[@]}" > logs/first.log 2>&1
env CI=0 CELLSHOT_RECORD=missing swift test --skip-build "${place[@]}" > logs/second.log 2>&1
swift test list --skip-build "${place[@]}" > logs/list.txt 2>/dev/null

: > results.tsv
for row in "${ROWS[@]}"; do
  name=${row%%	*}
  listed=$(grep -c "^${name}PreviewTests\." logs/list.txt)
  passed=$(grep -E "^✔ Test " logs/second.log | grep -c . )
  failures=$(grep -E "^✘ Test .* failed" logs/second.log | sed 's/ failed after.*//' | sort -u)
  notes=$(grep -c "^note: .*$name/" logs/build.log)
  printf '%s\t%s tests\t%s left out\n' "$name" "$listed" "$notes" | tee -a results.tsv
  [[ -n $failures ]] && echo "$failures" | sed 's/^/  /'
done
grep -E "^✔ Test run|^✘ Test run" logs/second.log
exit 0
