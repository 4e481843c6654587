#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer + AddressSanitizer, release) and runs them one after
# another (docs/fuzzing.md).
#
#   run-fuzzers.sh fuzz     each fuzzer for FUZZ_SECONDS (default 300) on a copy of its
#                           corpus; new crashing inputs are kept in Fuzz/Findings/<fuzzer>/
#   run-fuzzers.sh ci       replays every input in Fuzz/Regressions/<fuzzer>/, then fuzzes
#                           each for FUZZ_SECONDS (default 20)
#   run-fuzzers.sh replay FUZZER FILE...   runs single inputs (a finding, a regression)
#
# FUZZERS limits the run to some fuzzers ("FuzzJSON FuzzEvemu"). Fails when an input
# crashes, hangs (FUZZ_TIMEOUT seconds, default 10) or breaks a checked property.
# FUZZ_KEEP_GOING=1 keeps fuzzing after a finding (libFuzzer's fork mode, one job at a
# time), to collect every distinct one in a run.
set -euo pipefail
cd "$(dirname "$0")/.."
FUZZ_DIR=$PWD
export PATH="$PATH:/opt/swift/usr/bin"
SWIFT=${SWIFT:-swift}
ALL="FuzzJSON FuzzPanelFile FuzzStateFile FuzzMQTTCommand FuzzJSONPath FuzzEvemu FuzzTouchScript FuzzEvdevStream FuzzImage FuzzText FuzzPath FuzzKeys"
FUZZERS=${FUZZERS:-$ALL}
TIMEOUT=${FUZZ_TIMEOUT:-10}
BIN="$FUZZ_DIR/.build/release"
# ASan's leak checker reports the process's lifetime caches (fonts, type metadata).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
# libFuzzer prints the stack of a trap itself; Swift's backtracer would also read memory
# that AddressSanitizer then reports.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}

build() {
    # One product at a time: building the whole package would also build the root
    # package's executables. `--sanitize=fuzzer` makes SwiftPM link libFuzzer's main; the
    # instrumentation comes from the one combined -sanitize flag (given `--sanitize` twice,
    # SwiftPM passes two -sanitize flags and the compiler keeps only the last, so the
    # libraries would lose their coverage counters). Dead stripping would drop them too.
    for fuzzer in $FUZZERS; do
        local log status
        log=$(mktemp)
        status=0
        "$SWIFT" build -c release --package-path "$FUZZ_DIR" --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
            --disable-dead-strip --product "$fuzzer" > "$log" 2>&1 || status=$?
        grep -v "Cannot export local symbol" "$log" | grep -E "error|warning: " || true
        rm -f "$log"
        # A failed build leaves the last binary in place: fuzzing that would test old code.
        if [ "$status" -ne 0 ] || [ ! -x "$BIN/$fuzzer" ]; then echo "error: $fuzzer did not build" >&2; exit 1; fi
        # A binary without coverage counters would fuzz blind and still look fine.
        if ! readelf -S "$BIN/$fuzzer" | grep __sancov_cntrs > /dev/null; then
            echo "error: $fuzzer has no coverage instrumentation" >&2; exit 1
        fi
    done
}

# Options of one fuzzer beyond the common ones.
fuzzer_options() {
    local dict="$FUZZ_DIR/Dictionaries/$1.dict"
    if [ -f "$dict" ]; then echo "-dict=$dict"; fi
    # Every event passes through the view graph: long streams only slow the search.
    if [ "$1" = FuzzEvdevStream ]; then echo "-max_len=2048"; fi
    if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then echo "-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1"; fi
}

# Runs every file under Regressions/<fuzzer>/ once; prints the ones that fail.
replay_regressions() {
    local failed=0
    for fuzzer in $FUZZERS; do
        local folder="$FUZZ_DIR/Regressions/$fuzzer"
        [ -d "$folder" ] || continue
        for input in "$folder"/*; do
            [ -f "$input" ] || continue
            if "$BIN/$fuzzer" -timeout="$TIMEOUT" "$input" > "$LOGS/replay.log" 2>&1; then
                echo "ok      $fuzzer ${input#"$FUZZ_DIR"/}"
            else
                echo "FAILED  $fuzzer ${input#"$FUZZ_DIR"/}"
                grep -a -m3 -E "Fatal error|runtime failure|ERROR: |ALARM" "$LOGS/replay.log" | sed 's/^/        /' || true
                failed=1
            fi
        done
    done
    return $failed
}

# Fuzzes each fuzzer for $1 seconds on a temporary copy of its corpus.
fuzz_all() {
    local seconds=$1 failed=0
    for fuzzer in $FUZZERS; do
        local corpus="$WORK/corpus-$fuzzer" findings="$FUZZ_DIR/Findings/$fuzzer"
        mkdir -p "$corpus" "$findings"
        cp "$FUZZ_DIR/Corpus/$fuzzer"/* "$corpus"/
        local before; before=$(ls "$findings" | wc -l)
        echo "== $fuzzer: ${seconds}s, corpus $(ls "$corpus" | wc -l) inputs"
        set +e
        "$BIN/$fuzzer" "$corpus" $(fuzzer_options "$fuzzer") -max_total_time="$seconds" -timeout="$TIMEOUT" \
            -rss_limit_mb=2048 -artifact_prefix="$findings/" -print_final_stats=1 > "$LOGS/$fuzzer.log" 2>&1
        local status=$?
        set -e
        grep -a -E "^#[0-9]+(:|[[:space:]]+(DONE|NEW|REDUCE|pulse|INITED))" "$LOGS/$fuzzer.log" | tail -1 || true
        grep -a -E "^stat::number_of_executed_units" "$LOGS/$fuzzer.log" || true
        if [ $status -ne 0 ] || [ "$(ls "$findings" | wc -l)" -ne "$before" ]; then
            echo "FAILED  $fuzzer (exit $status): new inputs in ${findings#"$FUZZ_DIR"/}/"
            grep -a -m5 -E "Fatal error|runtime failure|ERROR: |ALARM|SUMMARY" "$LOGS/$fuzzer.log" | sed 's/^/        /' || true
            cp "$LOGS/$fuzzer.log" "$findings/last-run.log"
            failed=1
        fi
        [ -n "$(ls -A "$findings")" ] || rmdir "$findings"
    done
    return $failed
}

mode=${1:-fuzz}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/panel-fuzz.XXXXXX")
LOGS=$WORK
trap 'rm -rf "$WORK"' EXIT
case "$mode" in
    fuzz)
        build
        fuzz_all "${FUZZ_SECONDS:-300}"
        ;;
    ci)
        build
        status=0
        replay_regressions || status=1
        fuzz_all "${FUZZ_SECONDS:-20}" || status=1
        exit $status
        ;;
    replay)
        fuzzer=$2; shift 2
        FUZZERS=$fuzzer build
        exec "$BIN/$fuzzer" -timeout="$TIMEOUT" "$@"
        ;;
    *)
        echo "usage: $0 fuzz|ci|replay FUZZER FILE..." >&2
        exit 2
        ;;
esac
