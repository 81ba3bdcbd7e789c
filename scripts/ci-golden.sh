#!/usr/bin/env bash
# The golden check as CI runs it, in the steps the example workflows (docs/ci/) call, so the
# recipe cannot rot: .ci/run runs `local` on every submission.
#
#   scripts/ci-golden.sh shard K N   one shard job: check --shard K/N into $OUT/shard-K/
#                                    (results.json, junit.xml, artifacts/); exits as check does
#   scripts/ci-golden.sh merge       the merge job: merge-reports $OUT/shard-*/results.json into
#                                    $OUT/report/, junit.xml, results.json, summary.md (also
#                                    appended to $GITHUB_STEP_SUMMARY when set); exits as one
#                                    unsharded check would
#   scripts/ci-golden.sh local N     both on this machine: N shard processes at once, the merge,
#                                    then an unsharded check whose results the merge must equal
#
# OUT (default .build/ci-golden) is relative, so artifact paths in the results stay valid when a
# merge job downloads each shard's folder to the same place. SPECSHEET picks the binary (default
# .build/release/specsheet); GOLDENS another goldens folder; ARTIFACTS_URL links the summary's pictures where CI publishes them;
# RUN_ID is the CI run written into each shard's results (check --run-id; merge-reports refuses
# shards of another run). The docs/ci/ recipes set OUT=ci-golden: upload-artifact skips hidden
# folders, and nothing under it is cached.
set -euo pipefail
cd "$(dirname "$0")/.."
specsheet=${SPECSHEET:-.build/release/specsheet}
out=${OUT:-.build/ci-golden}
url_flag=()
if [ -n "${ARTIFACTS_URL:-}" ]; then url_flag=(--artifacts-url "$ARTIFACTS_URL"); fi
goldens_flag=()
if [ -n "${GOLDENS:-}" ]; then goldens_flag=(--goldens "$GOLDENS"); fi
run_flag=()
if [ -n "${RUN_ID:-}" ]; then run_flag=(--run-id "$RUN_ID"); fi

shard() {
  local k=$1 n=$2 dir="$out/shard-$1"
  # Only this shard's own folder is replaced: a merge job may have downloaded others beside it.
  rm -rf "$dir"
  mkdir -p "$dir"
  "$specsheet" check "${goldens_flag[@]}" "${run_flag[@]}" --shard "$k/$n" --json "$dir/results.json" --junit "$dir/junit.xml" \
    --artifacts "$dir/artifacts" --jobs "${JOBS:-2}"
}

merge() {
  local status=0
  rm -rf "$out/report"
  "$specsheet" merge-reports "$out"/shard-*/results.json --report "$out/report" --junit "$out/junit.xml" \
    --junit-attachments --json "$out/results.json" --markdown "$out/summary.md" "${url_flag[@]}" || status=$?
  # The summary is missing when the merge refused its inputs: keep merge-reports' exit code.
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -f "$out/summary.md" ]; then cat "$out/summary.md" >>"$GITHUB_STEP_SUMMARY"; fi
  return $status
}

# The merged results must say what one unsharded check says: totals, exit code, every image's
# status and detail.
verify() {
  local whole="$out/whole" status=0
  rm -rf "$whole"
  mkdir -p "$whole"
  "$specsheet" check "${goldens_flag[@]}" --json "$whole/results.json" --artifacts "$whole/artifacts" >"$whole/console.txt" || status=$?
  python3 - "$out/results.json" "$whole/results.json" "$status" <<'PY'
import json, sys
merged, whole = (json.load(open(p)) for p in sys.argv[1:3])
def images(doc): return {i["name"]: (i["status"], i.get("detail")) for i in doc["images"]}
problems = []
if merged["exitCode"] != whole["exitCode"] or whole["exitCode"] != int(sys.argv[3]):
    problems.append(f"exit codes: merged {merged['exitCode']}, unsharded {whole['exitCode']} (ran {sys.argv[3]})")
for key in ("golden", "audit"):
    if merged["totals"].get(key) != whole["totals"].get(key):
        problems.append(f"totals.{key}: merged {merged['totals'].get(key)}, unsharded {whole['totals'].get(key)}")
a, b = images(merged), images(whole)
for name in sorted(set(a) | set(b)):
    if a.get(name) != b.get(name):
        problems.append(f"{name}: merged {a.get(name)}, unsharded {b.get(name)}")
for p in problems[:20]: print("ci-golden: " + p, file=sys.stderr)
if problems: sys.exit(1)
print(f"ci-golden: merged results equal an unsharded check ({len(a)} images, exit {merged['exitCode']})")
PY
}

case "${1:-}" in
  shard) shard "$2" "$3" ;;
  merge) merge ;;
  local)
    n=${2:?usage: scripts/ci-golden.sh local N}
    rm -rf "$out"
    mkdir -p "$out"
    pids=()
    for k in $(seq 1 "$n"); do
      JOBS=1 shard "$k" "$n" >"$out/shard-$k.log" 2>&1 &
      pids+=($!)
    done
    codes=()
    for pid in "${pids[@]}"; do
      code=0
      wait "$pid" || code=$?
      codes+=("$code")
    done
    echo "ci-golden: $n shards exited ${codes[*]}"
    status=0
    merge || status=$?
    verify
    exit $status
    ;;
  *)
    sed -n '2,20p' "$0" >&2
    exit 64
    ;;
esac
