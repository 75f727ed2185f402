#!/usr/bin/env bash
# Type-checks a corpus of public SwiftUI codebases, UNCHANGED, against Cellshot's Linux modules
# (SwiftUI, UIKit, Combine, SnapshotTesting, ...) and reports which compile and why the rest do not.
#
#   bash scripts/corpus/check.sh [--list scripts/corpus/repos.tsv] [--modules .build/debug] [unit ...]
#
# The list (repos.tsv) names each unit: a set of Swift files compiled as one module, pinned to a commit.
# Columns: unit repo commit kind swift deps roots [flags]. Roots are folders or .swift files of the repo
# ("%20" for a space), the module name is the last path component of the first root unless a root ends
# in @Module; flags (optional 8th column) are extra swiftc flags the project's build settings imply
# (e.g. Xcode 26's default MainActor isolation). Only .swift files are compiled, as SwiftPM or Xcode
# would: Package.swift manifests and files inside *.docc catalogs are left out; resources are ignored.
#
# Codebases are fetched, never committed: the git dir comes from $CORPUS_MIRRORS/owner+name/repo
# (default /work/.mirror, what the session's `fetch` makes), else `git clone --filter=blob:none` into
# .corpus/git/. The pinned commit's .swift files are exported once into .corpus/src/owner+name/ (only
# .swift: mirrors may lack large binary blobs). .corpus/ is git-ignored. Nothing under the repo changes.
#
# Output: .corpus/results.tsv (unit status errors first_error), .corpus/logs/<unit>.log, and a summary.
# Needs the modules `swift build` already made (this script never builds Cellshot). Exits 0 whatever
# the units do: it is a measurement.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
LIST=$ROOT/scripts/corpus/repos.tsv
MODS=$ROOT/.build/debug
ONLY=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --list) LIST=$2; shift 2 ;;
    --modules) MODS=$2; shift 2 ;;
    -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
    *) ONLY+=("$1"); shift ;;
  esac
done
[[ $LIST = /* ]] || LIST=$PWD/$LIST
[[ $MODS = /* ]] || MODS=$PWD/$MODS
[[ -d $MODS/Modules ]] || { echo "no built modules in $MODS/Modules (run swift build first)" >&2; exit 1; }

CORPUS=$ROOT/.corpus
MIRRORS=${CORPUS_MIRRORS:-/work/.mirror}
mkdir -p "$CORPUS"/{src,git,modules,logs,gen}

# Flags that make Cellshot's modules, its C modules and its macros (#Preview) visible.
BASE=(-D DEBUG -diagnostic-style llvm -I "$MODS/Modules" -module-cache-path "$CORPUS/module-cache"
  -Xcc "-fmodule-map-file=$ROOT/Sources/CLibPNG/module.modulemap"
  -Xcc "-fmodule-map-file=$ROOT/Sources/CFreeType/module.modulemap"
  -Xcc "-fmodule-map-file=$ROOT/Sources/COSLog/include/module.modulemap"
  $(pkg-config --cflags-only-I freetype2 2>/dev/null | sed 's/-I/-Xcc -I/g')
  -load-plugin-executable "$MODS/CellshotMacros-tool#CellshotMacros")
for c in CPNGShim CRasterKernels CJPEGDecoder CDeepStack CPreviewGuard; do
  BASE+=(-Xcc "-fmodule-map-file=$MODS/$c.build/module.modulemap")
done
# The one setting the README's manifest gives every target on Linux: AppleFoundation in each
# file, for what `import Foundation` holds on iOS (Observation, ObservableObject, Published,
# URLSession, NSPredicate(format:), RelativeDateTimeFormatter...). CORPUS_NO_OVERLAY=1 measures
# without it.
[[ ${CORPUS_NO_OVERLAY:-0} == 1 ]] || BASE+=(-Xfrontend -import-module -Xfrontend AppleFoundation)

# Parse the list, keep the requested units plus what they depend on, order dependencies first.
PLAN=$(python3 - "$LIST" "${ONLY[@]}" <<'EOF'
import sys
rows, order = {}, []
for n, line in enumerate(open(sys.argv[1]), 1):
    if not line.strip() or line.startswith("#"): continue
    f = line.rstrip("\n").split("\t")
    if len(f) < 7: sys.exit(f"{sys.argv[1]}:{n}: expected 7 or 8 tab-separated columns")
    f += [""] * (8 - len(f)); rows[f[0]] = f; order.append(f[0])
users = {d for f in rows.values() for d in f[5].split(",") if d != "-"}
want, seen = sys.argv[2:] or order, []
def visit(u):
    if u in seen: return
    if u not in rows: sys.exit(f"unknown unit {u}")
    for d in rows[u][5].split(","):
        if d != "-": visit(d)
    seen.append(u)
for u in want: visit(u)
for u in seen:
    unit, repo, commit, kind, swift, deps, roots, flags = rows[u]
    kinds = {rows[d][3] for d in deps.split(",") if d != "-"}
    pkg = kind == "package" or (kind == "tests" and "package" in kinds)
    print("\x1f".join([unit, repo, commit, kind, swift, deps, roots, flags,
                     "1" if u in users else "0", "1" if pkg else "0"]))
EOF
) || exit 1

# export REPO COMMIT: prints the directory holding the commit's .swift files
export_src() {
  local repo=$1 commit=$2 name=${1/\//+} git dst
  dst=$CORPUS/src/$name
  if [[ $(cat "$dst/.commit" 2>/dev/null) != "$commit" ]]; then
    git=$MIRRORS/$name/repo
    if [[ ! -d $git ]]; then
      git=$CORPUS/git/$name
      [[ -d $git ]] || git clone -q --bare --filter=blob:none "https://github.com/$repo" "$git" ||
        { echo "cannot fetch $repo: no mirror in $MIRRORS and no network" >&2; return 1; }
    fi
    rm -rf "$dst" && mkdir -p "$dst"
    # git complains (harmlessly) about absent non-Swift blobs: check the count instead.
    git -C "$git" archive "$commit" -- '*.swift' 2>/dev/null | tar -x -C "$dst" || return 1
    [[ $(find "$dst" -name '*.swift' | wc -l) == $(git -C "$git" ls-tree -r --name-only "$commit" |
      grep -c '\.swift$') ]] || { echo "incomplete export of $repo@$commit" >&2; return 1; }
    echo "$commit" >"$dst/.commit"
  fi
  echo "$dst"
}

declare -A STATUS
RESULTS=$CORPUS/results.tsv
printf 'unit\tstatus\terrors\tfirst_error\n' >"$RESULTS"
total=0 ok=0
while IFS=$'\x1f' read -r unit repo commit kind swift deps roots flags needed pkg; do
  total=$((total + 1)); log=$CORPUS/logs/$unit.log; : >"$log"
  failed_dep=""
  for d in ${deps//,/ }; do
    [[ $d != - && ${STATUS[$d]:-} != ok ]] && { failed_dep=$d; break; }
  done
  if [[ -n $failed_dep ]]; then
    STATUS[$unit]="fail (dependency $failed_dep)"
    printf '%s\t%s\t0\t\n' "$unit" "${STATUS[$unit]}" >>"$RESULTS"
    printf '%-36s %s\n' "$unit" "${STATUS[$unit]}" >&2; continue
  fi
  if ! src=$(export_src "$repo" "$commit" 2>>"$log"); then
    STATUS[$unit]="fail (fetch)"; printf '%s\tfail (fetch)\t0\t\n' "$unit" >>"$RESULTS"; continue
  fi
  module=${roots%%@*}; module=${module%% *}; module=${module%/}; module=${module##*/}
  [[ $roots == *@* ]] && module=${roots##*@}
  module=${module//[^A-Za-z0-9_]/_}
  files=()
  for r in ${roots%@*}; do
    r=${r//%20/ }
    while IFS= read -r -d '' f; do files+=("$f"); done < <(
      find "$src/$r" \( -type d -name '*.docc' -prune \) -o \
        \( -type f -name '*.swift' ! -name 'Package.swift' ! -name 'Package@swift-*.swift' -print0 \) |
        sort -z)
  done
  args=("${BASE[@]}" -module-name "$module" -swift-version "$swift")
  # A package's modules share a package name (SwiftPM passes the package's), for `package` access.
  [[ $pkg == 1 ]] && args+=(-D SWIFT_PACKAGE -package-name "${repo##*/}")
  # @main apps and libraries are not scripts: only a main.swift holds top-level code.
  printf '%s\n' "${files[@]}" | grep -q '/main\.swift$' || args+=(-parse-as-library)
  python3 - "$deps" "$LIST" >"$CORPUS/gen/$unit.deps" <<'EOF'
import sys
rows = {l.split("\t")[0]: l.split("\t")[5] for l in open(sys.argv[2]) if l.strip() and l[0] != "#"}
out, todo = [], [d for d in sys.argv[1].split(",") if d != "-"]
while todo:
    d = todo.pop()
    if d not in out: out.append(d); todo += [x for x in rows[d].split(",") if x != "-"]
print("\n".join(out))
EOF
  while read -r d; do [[ -n $d ]] && args+=(-I "$CORPUS/modules/$d"); done <"$CORPUS/gen/$unit.deps"
  # SwiftPM generates Bundle.module for targets with resources; emulate it where the code uses it.
  if [[ $pkg == 1 ]] && grep -lqE 'Bundle\.module|: *\.module\b' "${files[@]}" 2>/dev/null; then
    printf 'import Foundation\nextension Foundation.Bundle {\n  static let module: Bundle = {\n    let main = Bundle.main.bundleURL.appendingPathComponent("%s_%s.resources").path\n    return Bundle(path: main) ?? Bundle.main\n  }()\n}\n' \
      "${repo##*/}" "$module" >"$CORPUS/gen/$unit-bundle.swift"
    files+=("$CORPUS/gen/$unit-bundle.swift")
  fi
  read -r -a extra <<<"$flags"
  {
    echo "# $unit ($repo@${commit:0:12}, $kind, Swift $swift): ${#files[@]} files, module $module"
    echo "# swiftc -typecheck ${args[*]} ${extra[*]} <files>"
  } >>"$log"
  timeout 900 swiftc -typecheck "${args[@]}" "${extra[@]}" "${files[@]}" >>"$log" 2>&1
  rc=$?
  if [[ $rc == 0 && $needed == 1 ]]; then
    rm -rf "$CORPUS/modules/$unit" && mkdir -p "$CORPUS/modules/$unit"
    echo "# swiftc -emit-module ... (module for the units depending on $unit)" >>"$log"
    timeout 900 swiftc -emit-module -emit-module-path "$CORPUS/modules/$unit/$module.swiftmodule" \
      -enable-testing "${args[@]}" "${extra[@]}" "${files[@]}" >>"$log" 2>&1
    rc=$?
  fi
  errors=$(grep -cE '(^|: )error: ' "$log")
  first=$(grep -m1 -E '(^|: )error: ' "$log" | sed -E 's/^.*error: //')
  if [[ $rc == 0 ]]; then STATUS[$unit]=ok; ok=$((ok + 1)); else STATUS[$unit]=fail; fi
  [[ $rc == 124 ]] && first="timeout after 900 s"
  [[ $rc != 0 && $errors == 0 && -z $first ]] && first=$(grep -v '^#' "$log" | head -1)
  printf '%s\t%s\t%s\t%s\n' "$unit" "${STATUS[$unit]}" "$errors" "$first" >>"$RESULTS"
  printf '%-36s %s (%s errors)\n' "$unit" "${STATUS[$unit]}" "$errors" >&2
done <<<"$PLAN"

echo
echo "$ok of $total units type-check against Cellshot's modules ($RESULTS)."
python3 - "$RESULTS" "$CORPUS/logs" <<'EOF'
import collections, re, sys
for row in list(open(sys.argv[1]))[1:]:
    unit, status, errors, first = row.rstrip("\n").split("\t")
    if status == "ok": continue
    print(f"\n{unit}: {status}" + (f", {errors} errors" if errors != "0" else ""))
    msgs = collections.Counter()
    for line in open(f"{sys.argv[2]}/{unit}.log", errors="replace"):
        m = re.search(r"(?:^|: )error: (.*)$", line)
        if m: msgs[m.group(1).strip()] += 1
    for msg, n in msgs.most_common(8):
        print(f"  {n:4d}  {msg}")
EOF
exit 0
