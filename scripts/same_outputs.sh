#!/usr/bin/env bash
# Proves a refactor changed no output (issue 37): runs two specsheet binaries, OLD and NEW, on
# this project through every command that writes something, and compares what they wrote.
#
#   scripts/same_outputs.sh OLD_BINARY NEW_BINARY
#
# Each binary is copied to the same place and run from the project root, so the invocation
# lines they print match. Covered: render (PNGs, manifest, sheets as png/pdf/svg/txt, the site,
# --json), audit --json, check (unchanged, and against goldens each one pixel off, with the
# report, JUnit, JSON and markdown), three shards merged, record --only all. PNGs, PDFs, SVGs and
# every other binary file must be byte-identical; JSON, XML, text, HTML and markdown are compared
# with times, timestamps and hostnames blanked. Exit 1 on any difference. Not run by CI.
set -uo pipefail
[ $# -eq 2 ] || { echo "usage: $0 OLD_BINARY NEW_BINARY" >&2; exit 64; }
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/same-outputs.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$root"
"$(readlink -f "$1")" bench perturb-goldens --out "$work/perturbed" > /dev/null

run() {  # run BINARY DEST
  local s="$work/bin/specsheet" o="$work/run"
  rm -rf "$work/bin" "$o" && mkdir -p "$work/bin" "$o" && cp "$1" "$s"
  $s render --out $o/out --sheets $o/sheets --sheet-format png,pdf,svg,txt --site $o/site --json $o/render.json \
    > $o/render.txt 2>&1; echo "render $?" >> $o/codes
  $s audit --json $o/audit.json > $o/audit.txt 2>&1; echo "audit $?" >> $o/codes
  $s check --artifacts $o/art --report $o/report --junit $o/junit.xml --json $o/check.json --markdown $o/check.md \
    > $o/check.txt 2>&1; echo "check $?" >> $o/codes
  $s check --goldens "$work/perturbed" --artifacts $o/fart --report $o/freport --junit $o/fjunit.xml \
    --json $o/fcheck.json > $o/fcheck.txt 2>&1; echo "failing check $?" >> $o/codes
  for k in 1 2 3; do $s check --shard $k/3 --json $o/shard$k.json > /dev/null 2>&1; done
  $s merge-reports $o/shard*.json --json $o/merged.json > $o/merge.txt 2>&1; echo "merge $?" >> $o/codes
  cp -r "$work/perturbed" $o/rec && env -u CI $s record --only all --goldens $o/rec > $o/record.txt 2>&1
  echo "record $?" >> $o/codes
  # The ownership lists hold the run's temporary names; they say nothing of the outputs.
  find $o -name .specsheet-files -prune -exec rm -rf {} +
  mv "$o" "$2"
}
run "$(readlink -f "$1")" "$work/old"
run "$(readlink -f "$2")" "$work/new"

blank() {
  sed -E 's/"seconds" : [0-9.e-]+/"seconds" : 0/g; s/ time="[^"]*"/ time=""/g; s/ timestamp="[^"]*"//g;
    s/ hostname="[^"]*"//g; s/in ([0-9]+m )?([0-9]+s )?[0-9.]+ ?m?s/in T/g; s/[0-9.]+ ?m?s\b/T/g' "$1"
}
status=0
texts='.*\.(json|xml|txt|html|md)$'
diff -rq -x '*.json' -x '*.xml' -x '*.txt' -x '*.html' -x '*.md' "$work/old" "$work/new" || status=1
while IFS= read -r f; do
  cmp -s <(blank "$work/old/$f") <(blank "$work/new/$f") || { echo "differs: $f"; status=1; }
done < <(cd "$work/old" && find . -type f -regextype posix-extended -regex "$texts")
files=$(find "$work/new" -type f | wc -l)
[ $status -eq 0 ] && echo "same outputs: $files files ($(tr '\n' ' ' < "$work/new/codes"))" || echo "outputs differ"
exit $status
