#!/usr/bin/env bash
# make fuzz SECONDS=N: builds the libFuzzer targets with the address sanitizer (release, in
# .build/fuzz) and runs each for N seconds from the checked-in seeds. New interesting inputs
# accumulate in .build/fuzz/corpus/<target>; a crash, leak, timeout or out-of-memory input is
# written to .build/fuzz/findings/<target>/ and fails the run. Turn each finding into a
# regression input under Fuzz/Findings/<target>/ (the tests replay it) once it is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
# Adding a target: its body in Sources/Fuzzing/FuzzTargets.swift, a driver Fuzz/<name>/Fuzz.swift
# (as Fuzz/png's), an executableTarget "fuzz-<name>" in Package.swift, seeds in Fuzz/Corpus/<name>/,
# its name in this list, its memory limits below if the defaults do not fit, a row in Fuzz/README.md.
targets=(${FUZZ_TARGETS:-fixture png diff tokens deflate})

# libFuzzer's memory limits per target, in MB: -rss_limit_mb for the whole process (ASan
# included), -malloc_limit_mb for any one allocation. The PNG targets feed raw bytes to the
# decoder, whose caps keep one decoded image at 128 MB (InputLimits.pngPixels x 4): anything
# larger is a finding. The token loader's caps (InputLimits.token*) bound a load far below 512.
declare -A rss_limit=([png]=1024 [tokens]=512)
declare -A malloc_limit=([png]=256)
build=.build/fuzz
mkdir -p "$build"

# SwiftPM links with gold by default, which fails on the sanitizer runtimes' debug info; the
# toolchain's own lld links them. The path is this machine's, so the toolset is generated.
swiftc_path="$(readlink -f "$(command -v swiftc)")"
lld="$(dirname "$swiftc_path")/ld.lld"
[ -x "$lld" ] || { echo "fuzz: no ld.lld next to $swiftc_path" >&2; exit 2; }
printf '{"schemaVersion": "1.0", "linker": {"path": "%s"}}\n' "$lld" >"$build/toolset.json"

for t in "${targets[@]}"; do
  swift build --build-path "$build" -c release --toolset "$build/toolset.json" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --product "fuzz-$t" 2>&1 |
    grep -Ev '^\[|warning: prohibited flag' || true
  [ -x "$build/release/fuzz-$t" ] || { echo "fuzz: building fuzz-$t failed" >&2; exit 2; }
done

export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
status=0
for t in "${targets[@]}"; do
  corpus="$build/corpus/$t"
  findings="$build/findings/$t"
  mkdir -p "$corpus" "$findings"
  seeds=(Fuzz/Corpus/"$t")
  [ -d "Fuzz/Findings/$t" ] && seeds+=("Fuzz/Findings/$t")
  [ "$t" = fixture ] && seeds+=(Fixtures/catalog)
  [ "$t" = tokens ] && seeds+=(Fixtures/tokens)
  dict=()
  [ -f "Fuzz/$t.dict" ] && dict=(-dict="Fuzz/$t.dict")
  echo "fuzz-$t: ${seconds}s from ${seeds[*]}"
  # The first folder receives new inputs; the seed folders are only read.
  if ! "$build/release/fuzz-$t" "$corpus" "${seeds[@]}" "${dict[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb="${rss_limit[$t]:-2048}" \
    -malloc_limit_mb="${malloc_limit[$t]:-${rss_limit[$t]:-2048}}" -max_len=65536 \
    -artifact_prefix="$findings/" -print_final_stats=1 >"$build/$t.log" 2>&1; then
    status=1
    echo "fuzz-$t: FOUND A PROBLEM (log: $build/$t.log, input: $(ls -t "$findings" | head -1))" >&2
    grep -E 'ERROR|SUMMARY|Fatal error|precondition' "$build/$t.log" | head -5 >&2 || true
  fi
  grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$build/$t.log" | sed "s/^/  /" || true
  grep -E '^#[0-9]+.*(DONE|cov:)' "$build/$t.log" | tail -1 | sed "s/^/  /" || true
done
exit $status
