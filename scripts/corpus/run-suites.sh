#!/usr/bin/env bash
# Runs the corpus's test suites, UNCHANGED, on Linux against Cellshot, as a team would: twice.
# The first run records each snapshot (swift-snapshot-testing fails a test whose reference is
# missing, after writing it); the second run must pass, comparing with what the first recorded.
#
#   bash scripts/corpus/run-suites.sh [--list scripts/corpus/repos.tsv] [unit ...]
#
# Units are the list's `tests` rows (all, or those named), with the units they depend on. Each
# runs in one generated SwiftPM package, .corpus/suites/ (git-ignored), that depends on this
# checkout by path, as a user's Package.swift depends on Cellshot (README, "Run your SwiftUI
# snapshot tests on Linux"): every unit is a target holding a copy of its .swift files (from
# .corpus/src/, which scripts/corpus/check.sh exports; run it first), an app with `@main` an
# executable target, and each target gets all of Cellshot's framework products, its language
# mode and the list's extra flags. The repositories' own reference images (recorded on iPhones)
# are not copied: references are recorded here.
#
# Output: .corpus/suites/results.tsv (unit, build, first run, second run, tests, recorded) and
# logs in .corpus/suites/logs/. Builds the generated package (Cellshot included, a full debug
# build the first time). Exits 0 whatever the suites do: it is a measurement.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
LIST=$ROOT/scripts/corpus/repos.tsv
ONLY=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --list) LIST=$2; shift 2 ;;
    -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
    *) ONLY+=("$1"); shift ;;
  esac
done
[[ $LIST = /* ]] || LIST=$PWD/$LIST
PKG=$ROOT/.corpus/suites
mkdir -p "$PKG/logs"

# Write the package: Sources/<unit>/ copies and Package.swift. Prints the test units.
UNITS=$(python3 - "$LIST" "$ROOT" "$PKG" "${ONLY[@]}" <<'EOF'
import os, re, shutil, subprocess, sys
lst, root, pkg, only = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
rows, order = {}, []
for line in open(lst):
    if not line.strip() or line.startswith("#"): continue
    f = line.rstrip("\n").split("\t"); f += [""] * (8 - len(f))
    rows[f[0]] = f; order.append(f[0])
# by default the suites whose code type-checks (check.sh's last results): one unit that does
# not build would stop the whole package
results = os.path.join(root, ".corpus", "results.tsv")
ok = {l.split("\t")[0] for l in open(results) if l.split("\t")[1:2] == ["ok"]} \
    if os.path.exists(results) else set(rows)
tests = only or [u for u in order if rows[u][3] == "tests" and u in ok]
for u in order:
    if rows[u][3] == "tests" and u not in tests and not only:
        print("%s: left out, its code does not type-check (scripts/corpus/check.sh)" % u,
              file=sys.stderr)
def module(roots):
    if "@" in roots: return roots.split("@")[1]
    m = roots.split()[0].rstrip("/").split("/")[-1]
    return re.sub(r"[^A-Za-z0-9_]", "_", m)
def deps_of(u, out=None):
    out = [] if out is None else out
    for d in rows[u][5].split(","):
        if d != "-" and d not in out:
            deps_of(d, out); out.append(d)
    return out
owner = {}
for u in list(tests):
    units = deps_of(u) + [u]
    other = next((owner[module(rows[x][6])] for x in units
                  if owner.get(module(rows[x][6]), x) != x), None)
    if other:
        print("%s: left out, a module's name is also %s's (run it alone: run-suites.sh %s)"
              % (u, other, u), file=sys.stderr)
        tests.remove(u)
        continue
    for x in units: owner[module(rows[x][6])] = x
need = []
for u in tests:
    need += [x for x in deps_of(u) + [u] if x not in need]
# Cellshot's products a target may import (Package.swift's libraries, not its internals)
manifest = open(os.path.join(root, "Package.swift")).read()
products = re.findall(r'\.library\(name: "(\w+)"', manifest)
shutil.rmtree(os.path.join(pkg, "Sources"), ignore_errors=True)
targets = []
for u in need:
    unit, repo, commit, kind, swift, deps, roots, flags = rows[u]
    src = os.path.join(root, ".corpus", "src", repo.replace("/", "+"))
    if not os.path.isdir(src): sys.exit(f"{u}: {src} missing (run scripts/corpus/check.sh first)")
    dst = os.path.join(pkg, "Sources", u)
    for r in roots.split("@")[0].split():
        r = r.replace("%20", " ")
        base = os.path.join(src, r)
        walk = [(os.path.dirname(base), [], [os.path.basename(base)])] if os.path.isfile(base) \
            else os.walk(base)
        for d, dirs, files in walk:
            dirs[:] = [x for x in dirs if not x.endswith(".docc")]
            for f in files:
                if f.endswith(".swift") and not f.startswith("Package"):
                    rel = os.path.relpath(os.path.join(d, f), src)
                    os.makedirs(os.path.dirname(os.path.join(dst, rel)), exist_ok=True)
                    shutil.copy(os.path.join(d, f), os.path.join(dst, rel))
    # the unit's other files (asset catalogs, fonts, JSON), so that SwiftPM makes its
    # Bundle.module as on a Mac; not the references recorded on iPhones (__Snapshots__)
    git = os.path.join(os.environ.get("CORPUS_MIRRORS", "/work/.mirror"),
                       repo.replace("/", "+"), "repo")
    if not os.path.isdir(git): git = os.path.join(root, ".corpus", "git", repo.replace("/", "+"))
    for r in roots.split("@")[0].split():
        r = r.replace("%20", " ")
        names = subprocess.run(["git", "-C", git, "ls-tree", "-r", "--name-only", commit, "--", r],
                               capture_output=True, text=True).stdout.splitlines()
        for n in names:
            parts = n.split("/")
            if n.endswith(".swift") or "__Snapshots__" in parts or \
               any(x.endswith(".docc") for x in parts) or parts[-1].startswith(".") or \
               parts[-1] == "Info.plist" or \
               os.path.splitext(n)[1] in (".h", ".m", ".mm", ".c", ".cpp", ".modulemap"):
                continue
            blob = subprocess.run(["git", "-C", git, "show", "%s:%s" % (commit, n)],
                                  capture_output=True)
            if blob.returncode == 0:
                os.makedirs(os.path.dirname(os.path.join(dst, n)), exist_ok=True)
                open(os.path.join(dst, n), "wb").write(blob.stdout)
    text = "".join(open(os.path.join(d, f), errors="replace").read()
                   for d, _, fs in os.walk(dst) for f in fs if f.endswith(".swift"))
    # its resources, declared as a Linux manifest declares them (SwiftPM on Linux handles no
    # asset catalog by itself): each catalog, and every other file that is not code
    resources = []
    for d, dirs, files in os.walk(dst):
        rel = os.path.relpath(d, dst)
        if d.endswith(".xcassets"):
            resources.append(rel); dirs[:] = []; continue
        resources += [os.path.join(rel, f) if rel != "." else f for f in files
                      if not f.endswith(".swift")]
    call = ".testTarget" if kind == "tests" else \
        ".executableTarget" if re.search(r"^\s*@main\b", text, re.M) else ".target"
    dep = ", ".join('"%s"' % module(rows[d][6]) for d in deps.split(",") if d != "-")
    settings = ['.swiftLanguageMode(.v%s)' % swift[0], '.unsafeFlags(%s)' % (
        ["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"] + flags.split())]
    line = ('    %s(name: "%s", dependencies: [%s] + cellshot, path: "Sources/%s",\n'
            '      resources: [%s],\n      swiftSettings: [%s])'
            % (call, module(roots), dep + ", " if dep else "", u,
               ", ".join('.process("%s")' % r for r in sorted(resources)),
               ", ".join(settings)))
    targets.append(line.replace("'", '"'))
with open(os.path.join(pkg, "Package.swift"), "w") as fh:
    fh.write('// swift-tools-version: 6.0\n// Generated by scripts/corpus/run-suites.sh.\n'
             'import PackageDescription\n\n'
             'let cellshot: [Target.Dependency] = [%s].map { .product(name: $0, package: "%s") }\n\n'
             'let package = Package(\n  name: "CorpusSuites",\n'
             '  dependencies: [.package(path: "%s")],\n  targets: [\n%s\n  ]\n)\n'
             % (", ".join('"%s"' % p for p in products if p not in ("SeedLayouts",)),
                os.path.basename(root).lower(), root, ",\n".join(targets)))
for u in tests: print(u, module(rows[u][6]))
EOF
) || exit 1

cd "$PKG" || exit 1
echo "building $PKG (Cellshot and the corpus's targets)" >&2
if ! swift build --build-tests >"logs/build.log" 2>&1; then
  echo "the generated package does not build: $PKG/logs/build.log" >&2
  grep -m5 'error:' logs/build.log >&2
fi
find Sources -type d -name __Snapshots__ -prune -exec rm -rf {} +
RESULTS=$PKG/results.tsv
printf 'unit\tfirst run\tsecond run\ttests\trecorded\n' >"$RESULTS"
while read -r unit target; do
  [[ -n $unit ]] || continue
  swift test --skip-build --filter "$target\." >"logs/$unit-1.log" 2>&1; first=$?
  recorded=$(find "Sources/$unit" -name '*.png' | wc -l)
  swift test --skip-build --filter "$target\." >"logs/$unit-2.log" 2>&1; second=$?
  count=$(grep -cE "^Test Case .*(passed|failed)|✔ Test .*passed|✘ Test .*failed" "logs/$unit-2.log")
  verdict() { [[ $1 == 0 ]] && echo pass || echo fail; }
  printf '%s\t%s\t%s\t%s\t%s\n' "$unit" "$(verdict $first)" "$(verdict $second)" "$count" \
    "$recorded" >>"$RESULTS"
  printf '%-34s first %s, second %s, %s tests, %s references recorded\n' "$unit" \
    "$(verdict $first)" "$(verdict $second)" "$count" "$recorded" >&2
done <<<"$UNITS"
echo "$RESULTS"
exit 0
