#!/usr/bin/env bash
# Fuzzes the PNG decoder, the JPEG decoder, the BDF parser, the PDF reader, the view layer or NSPredicate's format
# parser with
# libFuzzer (from the Swift toolchain), under AddressSanitizer. Seeds come from Tests/Fixtures (for
# views, a few random byte strings: any bytes make a view tree; for predicates, the formats in
# scripts/predicate-seeds.txt); the corpus grows in .build/fuzz/corpus-NAME and findings
# (crash-*, oom-*, timeout-*) land in .build/fuzz/findings-NAME.
#
#   bash scripts/fuzz.sh png [SECONDS]      # default 300 seconds
#   bash scripts/fuzz.sh jpeg [SECONDS]     # Cellshot's own JPEG decoder
#   bash scripts/fuzz.sh bdf [SECONDS]
#   bash scripts/fuzz.sh font [SECONDS]     # the font files an app ships (.ttf, .otf, .ttc), read
#                                           # with FreeType (not instrumented) and drawn
#   bash scripts/fuzz.sh pdf [SECONDS]      # asset catalogs' vector PDFs, read and drawn
#   bash scripts/fuzz.sh views [SECONDS]    # random view trees (fuzz-views); a finding is shrunk
#                                           # and printed as the Swift expression of its tree
#   bash scripts/fuzz.sh predicate [SECONDS] # NSPredicate formats, parsed and evaluated
#   bash scripts/fuzz.sh symbols [SECONDS]  # the SF Symbols tables (three in one input, split at
#                                           # 0x01 bytes), read and every outline filled
#
# Limits: 30 s per input (a hang), 512 MB of resident memory in all and 200 MB for any one
# allocation (the fuzzed PNG decoder is capped at 16 MB pictures, so more is the decoder's own).
# A finding replays in a plain build: swift build --product fuzz-png && .build/debug/fuzz-png FILE
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh

name="${1:-}"
seconds="${2:-300}"
case "$name" in
  png) seeds=(Tests/Fixtures/pngsuite/png Tests/Fixtures/png-extra Tests/Fixtures/hostile/png) ;;
  jpeg) seeds=(Tests/Fixtures/jpeg Tests/Fixtures/hostile/jpeg) ;;
  bdf) seeds=(Tests/Fixtures/bdf Tests/Fixtures/hostile/bdf Fonts/Inter/Inter-Regular-10.bdf
             Fonts/Inter/Inter-Italic.kern) ;;
  pdf) seeds=(Tests/Fixtures/assets Tests/Fixtures/hostile) ;;
  font) seeds=(Tests/Fixtures/fonts Tests/Fixtures/hostile/font) ;;
  views|predicate|symbols) seeds=() ;;
  *) echo "usage: bash scripts/fuzz.sh png|jpeg|bdf|font|pdf|views|predicate|symbols [SECONDS]" >&2; exit 2 ;;
esac

work=.build/fuzz
corpus="$work/corpus-$name"
findings="$work/findings-$name"
mkdir -p "$corpus" "$findings"
# The seed files, flattened into the corpus (libFuzzer reads one folder level).
if [ "$name" = views ]; then
  for i in $(seq 1 16); do head -c $((i * 24)) /dev/urandom > "$corpus/seed-$i"; done
  # The effects' hard cases spelled as trees: 64 stacked blurs, 64 stacked colour filters,
  # a blur at the root (issue 39).
  python3 scripts/views-seeds.py "$corpus"
elif [ "$name" = symbols ]; then
  # The shipped tables' first lines, the three joined by 0x01 as the target splits them.
  for n in 40 120; do
    { head -n $n Fonts/Symbols/symbols.txt; printf '\001'; head -n $n Fonts/Symbols/symbols-more.txt
      printf '\001'; head -n $n Fonts/Symbols/symbols-layered.txt; } > "$corpus/seed-$n"
  done
elif [ "$name" = predicate ]; then
  # One seed a line: each a format string.
  n=0
  while IFS= read -r line; do
    n=$((n + 1)); printf '%s' "$line" > "$corpus/seed-$n"
  done < scripts/predicate-seeds.txt
else
  # A JPEG target's seeds are its JPEG files, not the reference PNGs beside them.
  names=(-name '*.png' -o -name '*.bdf' -o -name '*.kern' -o -name '*.pdf' -o -name '*.ttf'
         -o -name '*.otf')
  [ "$name" = jpeg ] && names=(-name '*.jpg')
  find "${seeds[@]}" -type f \( "${names[@]}" \) \
    -size -1024k |
  while read -r f; do
    cp "$f" "$corpus/seed-$(echo "$f" | tr '/#' '__')"
  done
fi

# libFuzzer sees only instrumented code. For the PNG target, libpng itself is rebuilt from
# Debian's source package (its patches applied, same version and configuration as the system
# library) with coverage and AddressSanitizer, and linked in place of the system's; with
# CELLSHOT_FUZZ_SYSTEM_LIBPNG=1, or when the source cannot be had, the system libpng is used and
# only Cellshot's side of the decoder guides the fuzzer.
clang=/opt/swift/usr/bin/clang
command -v swift >/dev/null && clang="$(dirname "$(readlink -f "$(command -v swift)")")/clang"
link=()
if [ "$name" = png ] && [ -z "${CELLSHOT_FUZZ_SYSTEM_LIBPNG:-}" ]; then
  lib="$work/libpng"
  if [ ! -f "$lib/libpng16.a" ]; then
    (
      set -e
      src="$work/libpng-src"
      rm -rf "$src" && mkdir -p "$src/lists/partial"
      . /etc/os-release
      echo "deb-src http://deb.debian.org/debian $VERSION_CODENAME main" > "$src/sources.list"
      echo "deb-src http://deb.debian.org/debian $VERSION_CODENAME-updates main" >> "$src/sources.list"
      apt=(-o Dir::Etc::SourceList="$PWD/$src/sources.list" -o Dir::Etc::SourceParts=-
           -o Dir::State::Lists="$PWD/$src/lists" -o Debug::NoLocking=1)
      apt-get "${apt[@]}" update >/dev/null
      (cd "$src" && apt-get "${apt[@]}" source --download-only libpng1.6 >/dev/null 2>&1)
      cd "$src"
      tar xzf libpng1.6_*.orig.tar.gz && tar xJf libpng1.6_*.debian.tar.xz
      cd libpng-1.*
      for p in $(grep -v '^#' ../debian/patches/series); do patch -p1 -s < "../debian/patches/$p"; done
      cp scripts/pnglibconf.h.prebuilt pnglibconf.h
      mkdir -p "../../libpng"
      for f in png pngerror pngget pngmem pngpread pngread pngrio pngrtran pngrutil pngset \
               pngtrans pngwio pngwrite pngwtran pngwutil; do
        "$clang" -O1 -g -fsanitize=fuzzer-no-link,address -fPIC -I. -c "$f.c" -o "../../libpng/$f.o"
      done
      ar rcs ../../libpng/libpng16.a ../../libpng/*.o
    ) || echo "fuzz.sh: could not build an instrumented libpng; fuzzing with the system's" >&2
  fi
  # Linked whole, ahead of the system's libpng16.so, whose symbols it then provides.
  [ -f "$lib/libpng16.a" ] && link=(-Xlinker --whole-archive -Xlinker "$PWD/$lib/libpng16.a"
                                     -Xlinker --no-whole-archive)
fi

swift build -c release --product "fuzz-$name" --scratch-path "$work/build-$name" \
  -Xswiftc -DCELLSHOT_FUZZ -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld "${link[@]}"
binary="$work/build-$name/release/fuzz-$name"

dict=()
[ "$name" = bdf ] && dict=(-dict=scripts/bdf.dict)
[ "$name" = predicate ] && dict=(-dict=scripts/predicate.dict)
[ "$name" = pdf ] && dict=(-dict=scripts/pdf.dict)
[ "$name" = jpeg ] && dict=(-dict=scripts/jpeg.dict)
if [ "$name" = views ]; then
  # A tree renders at 1x and 3x on a 200 x 300 screen, twice and on another thread: within
  # 20 s under AddressSanitizer (fuzz-views traps past it; about ten times a plain release
  # build's time, on a busy machine), 2 GB in all, 200 MB an allocation. Swift's backtracer is
  # off: under AddressSanitizer it reads its own stack as an underflow and can hang.
  export SWIFT_BACKTRACE=enable=no
  status=0
  "$binary" "$corpus" -artifact_prefix="$findings/" -max_total_time="$seconds" -timeout=30 \
    -rss_limit_mb=2048 -malloc_limit_mb=200 -max_len=4096 -print_final_stats=1 || status=$?
  # Each finding, shrunk to the fewest bytes that still fail, printed as Swift.
  for finding in "$findings"/crash-* "$findings"/timeout-* "$findings"/oom-*; do
    [ -f "$finding" ] || continue
    [ -f "$finding.min" ] && continue  # shrunk and printed by an earlier run
    "$binary" "$finding" -minimize_crash=1 -max_total_time=180 -exact_artifact_path="$finding.min" \
      >/dev/null 2>&1 || true
    [ -f "$finding.min" ] || cp "$finding" "$finding.min"
    swift build --product fuzz-views >/dev/null
    echo "finding $finding:"
    .build/debug/fuzz-views "$finding.min" | head -c 4000 || true
  done
  exit "$status"
fi
# Swift's backtracer is off: under AddressSanitizer it reads its own stack as an underflow.
export SWIFT_BACKTRACE=enable=no
# Foundation's NSRegularExpression leaks the copy of a pattern longer than 256 UTF-16 units;
# fuzz-predicate compiles the fuzzer's patterns, so that one leak is suppressed (the file says why).
[ "$name" = predicate ] && export LSAN_OPTIONS="suppressions=$PWD/scripts/predicate.lsan.supp"
"$binary" "$corpus" "${dict[@]}" -artifact_prefix="$findings/" -max_total_time="$seconds" \
  -timeout=30 -rss_limit_mb=512 -malloc_limit_mb=200 -max_len=65536 -print_final_stats=1
