#!/usr/bin/env bash
# The JPEG decoder against libjpeg-turbo, on mutants, for SECONDS (default 600):
#   bash scripts/jpeg-differential-fuzz.sh 600
# The mutants are the same from run to run (round N's batch is seeded with N); SEED=K seeds
# round N with K * 1000000 + N instead, for other mutants.
# Each round, scripts/jpeg-differential-mutate.py writes a batch of mutants of the JPEG fixtures
# and the differential corpus (and of earlier mutants libjpeg decoded cleanly), with djpeg's
# decode beside each one libjpeg decodes without a warning; the fuzz-jpeg executable then decodes
# every mutant with Cellshot's decoder and compares (`fuzz-jpeg --against-libjpeg`). A finding is
# a clean libjpeg decode that Cellshot decodes to other pixels or refuses without a documented
# reason, or a crash; a round's batch with findings is copied to
# .build/fuzz/findings-jpeg-differential/RUN-round-N/ (RUN the start time: an earlier run's
# round of the same number is not overwritten or nested into). Needs
# djpeg (apt-get install libjpeg-turbo-progs) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
batch_size=${BATCH:-500}
seed=${SEED:-0}
command -v djpeg >/dev/null || { echo "needs djpeg: apt-get install libjpeg-turbo-progs" >&2; exit 2; }
work=.build/fuzz/jpeg-differential
findings=.build/fuzz/findings-jpeg-differential
rm -rf "$work"
mkdir -p "$work/pool" "$findings"
cp Tests/Fixtures/jpeg/*.jpg Tests/Fixtures/jpeg/differential/*.jpg "$work/pool/"
swift build --product fuzz-jpeg 2>&1 | tail -1
binary=.build/debug/fuzz-jpeg
start=$(date +%s)
run=$(date -u +%Y%m%dT%H%M%SZ)
round=0 files=0 clean=0 found=0 excused=0
while (( $(date +%s) - start < seconds )); do
  round=$((round + 1))
  batch="$work/batch"
  rm -rf "$batch"
  clean=$((clean + $(python3 scripts/jpeg-differential-mutate.py "$work/pool" "$batch" "$((seed * 1000000 + round))" "$batch_size")))
  files=$((files + batch_size))
  set +e
  "$binary" --against-libjpeg "$batch"/*.jpg > "$work/round.log" 2>&1
  status=$?
  set -e
  refused=$(sed -n 's/.* \([0-9]*\) decoded cleanly by libjpeg and refused.*/\1/p' "$work/round.log")
  excused=$((excused + ${refused:-0}))
  grep '^excused' "$work/round.log" >> "$work/excused.log" || true
  if (( status != 0 )); then
    grep '^finding' "$work/round.log" || tail -5 "$work/round.log"
    found=$((found + $(grep -c '^finding' "$work/round.log" || true)))
    (( status == 1 )) || found=$((found + 1))  # a crash
    cp -r "$batch" "$findings/$run-round-$round"
  fi
done
echo "jpeg differential (seed $seed): $files mutants in $(( $(date +%s) - start )) s, $clean decoded cleanly by libjpeg and compared ($excused of them refused as unsupported or too large), $found findings"
if (( excused > 0 )); then
  echo "refused as documented (from $work/excused.log):"
  sed 's/^excused: [^:]*: //' "$work/excused.log" | sort | uniq -c | sort -rn | head -5
fi
(( found == 0 ))
