#!/usr/bin/env bash
# make sanitize: the test suite under each sanitizer named in $1 ("address thread" by default),
# each in its own build folder so the normal .build stays as it is. $2 narrows the tests (a
# swift test --filter regex). Exits non-zero on the first sanitizer report or test failure.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers="${1:-address thread}"
filter="${2:-}"
# Tests ThreadSanitizer skips (a swift test --skip regex): single-threaded work whose run under
# TSan costs minutes and can find no race (CI: the token alias fan-out, 99 s under ASan, 6 min here).
thread_skip="${SANITIZE_THREAD_SKIP:-}"
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
export ASAN_OPTIONS="detect_stack_use_after_return=0:halt_on_error=1"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
export CI=1
mkdir -p .build
for s in $sanitizers; do
  skip=""
  if [ "$s" = thread ]; then skip="$thread_skip"; fi
  echo "== swift test --sanitize=$s ${filter:+--filter $filter} ${skip:+--skip $skip}"
  swift test --build-path ".build/sanitize-$s" --sanitize="$s" ${filter:+--filter "$filter"} ${skip:+--skip "$skip"} 2>&1 |
    grep -Ev '^\[[0-9]+/[0-9]+\]|warning: prohibited flag' | tee ".build/sanitize-$s.log" | tail -40
  status=${PIPESTATUS[0]}
  if [ "$status" -ne 0 ] || grep -qE 'ERROR: (Address|Thread|Leak)Sanitizer|WARNING: ThreadSanitizer' ".build/sanitize-$s.log"; then
    echo "sanitize: $s FAILED (full log: .build/sanitize-$s.log)" >&2
    exit 1
  fi
done
