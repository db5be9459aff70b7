#!/usr/bin/env bash
# Benchmark `tally balance` against ledger and hledger on generated journals.
#
# Usage: bench/run.sh [N ...]       (default sizes: 10000 100000 1000000)
#
# Environment:
#   BENCH_SLOW_TOOLS=1       also run ledger and hledger on journals of
#                            BENCH_SLOW_THRESHOLD transactions or more
#                            (default threshold 1000000; they take minutes there);
#                            BENCH_SLOW_TOOLS=ledger includes only ledger
#   BENCH_RUNS=N             hyperfine runs per measurement (default 5)
#   BENCH_HYPERFINE_MAX=S    commands whose first run takes S seconds or more are
#                            timed by that single run only (default 20)
#   BENCH_SKIP_BUILD=1       do not rebuild tally; use .build/release/tally as is
#   TALLY_BIN=PATH           benchmark this tally binary instead of building one
set -euo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$BENCH_DIR")
DATA="$BENCH_DIR/.data"
RUNS=${BENCH_RUNS:-5}
HYPERFINE_MAX=${BENCH_HYPERFINE_MAX:-20}
SLOW_TOOLS=${BENCH_SLOW_TOOLS:-0}
SLOW_THRESHOLD=${BENCH_SLOW_THRESHOLD:-1000000}

if [ $# -gt 0 ]; then SIZES=("$@"); else SIZES=(10000 100000 1000000); fi
for n in "${SIZES[@]}"; do
    case "$n" in
        '' | *[!0-9]*) echo "run.sh: size must be a positive integer: '$n'" >&2; exit 2 ;;
    esac
done

mkdir -p "$DATA"
log() { printf '%s\n' "$*" >&2; }
have() { command -v "$1" >/dev/null 2>&1; }

# ---------------------------------------------------------------- measuring

TIME_BIN=/usr/bin/time
if [ ! -x "$TIME_BIN" ] && [ "$(id -u)" = 0 ] && have apt-get; then
    log "== /usr/bin/time missing; installing the 'time' package"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null 2>&1 \
        || { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null 2>&1; } \
        || true
fi
if [ ! -x "$TIME_BIN" ]; then
    log "run.sh: /usr/bin/time is required (Debian/Ubuntu: apt-get install time)"
    exit 1
fi
HYPERFINE=""
if have hyperfine; then HYPERFINE=$(command -v hyperfine); fi

ROWS=()
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# measure SIZE MB TOOL CMD...
measure() {
    local size=$1 mb=$2 tool=$3
    shift 3
    local rc=0 secs peak wall kb
    log "-- $size transactions: $tool"
    "$TIME_BIN" -f '%e %M' -o "$TMP/time" -- "$@" >/dev/null 2>"$TMP/stderr" || rc=$?
    if [ "$rc" -ne 0 ]; then
        log "   $tool exited with status $rc:"
        head -n 5 "$TMP/stderr" | sed 's/^/   | /' >&2
        ROWS+=("| $size | $mb | $tool | failed (exit $rc) | |")
        return 0
    fi
    read -r wall kb < <(tail -n 1 "$TMP/time")
    peak=$(awk -v kb="$kb" 'BEGIN { printf "%.1f", kb * 1024 / 1e6 }')
    secs="$wall (1 run)"
    if [ -n "$HYPERFINE" ] && [ "$RUNS" -gt 1 ] \
        && awk -v w="$wall" -v m="$HYPERFINE_MAX" 'BEGIN { exit !(w < m) }'; then
        local cmdline
        cmdline=$(printf '%q ' "$@")
        if "$HYPERFINE" -N --style none --warmup 1 --runs "$RUNS" \
            --export-json "$TMP/hf.json" "$cmdline" >/dev/null 2>"$TMP/hf.err"; then
            secs=$(python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print("%.3f ± %.3f" % (r["mean"], r["stddev"] or 0.0))' "$TMP/hf.json")
        else
            log "   hyperfine failed; keeping the single /usr/bin/time run"
        fi
    fi
    log "   $secs s, peak $peak MB"
    ROWS+=("| $size | $mb | $tool | $secs | $peak |")
}

# ---------------------------------------------------------------- tally

TALLY=""
if [ -n "${TALLY_BIN:-}" ]; then
    if [ -x "$TALLY_BIN" ]; then TALLY=$TALLY_BIN; else log "== TALLY_BIN=$TALLY_BIN is not executable; skipping tally"; fi
elif [ "${BENCH_SKIP_BUILD:-0}" = 1 ]; then
    if [ -x "$ROOT/.build/release/tally" ]; then TALLY="$ROOT/.build/release/tally"; else log "== no .build/release/tally; skipping tally"; fi
elif ! have swift; then
    log "== swift not found; skipping tally"
else
    log "== building tally (swift build -c release --product tally)"
    if (cd "$ROOT" && swift build -c release --product tally) >"$DATA/build.log" 2>&1 \
        && [ -x "$ROOT/.build/release/tally" ]; then
        TALLY="$ROOT/.build/release/tally"
    else
        log "== tally build failed (log: bench/.data/build.log); skipping tally"
        tail -n 5 "$DATA/build.log" | sed 's/^/   | /' >&2 || true
    fi
fi

# ---------------------------------------------------------------- baseline

BASELINE="$DATA/baseline"
if have swiftc; then
    if [ ! -x "$BASELINE" ] || [ "$BENCH_DIR/baseline.swift" -nt "$BASELINE" ]; then
        log "== compiling bench/baseline.swift"
        swiftc -O "$BENCH_DIR/baseline.swift" -o "$BASELINE" >"$DATA/baseline-build.log" 2>&1 \
            || { log "== baseline build failed (log: bench/.data/baseline-build.log); skipping it"; rm -f "$BASELINE"; }
    fi
else
    log "== swiftc not found; skipping the bare loop baseline"
    rm -f "$BASELINE"
fi

# ---------------------------------------------------------------- journals

for n in "${SIZES[@]}"; do
    f="$DATA/journal-$n.ledger"
    if [ ! -s "$f" ] || [ "$BENCH_DIR/generate-journal.py" -nt "$f" ]; then
        log "== generating $n transactions"
        start=$(date +%s.%N)
        python3 "$BENCH_DIR/generate-journal.py" "$n" >"$f.tmp"
        mv "$f.tmp" "$f"
        log "   $(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }') s"
    fi
done

# ---------------------------------------------------------------- run

if have ledger; then LEDGER_VERSION=$(ledger --version | head -n 1); fi
if have hledger; then HLEDGER_VERSION=$(hledger --version | head -n 1); fi

for n in "${SIZES[@]}"; do
    f="$DATA/journal-$n.ledger"
    mb=$(awk -v b="$(wc -c <"$f")" 'BEGIN { printf "%.1f", b / 1e6 }')

    if [ -x "$BASELINE" ]; then measure "$n" "$mb" "bare loop (baseline)" "$BASELINE" "$f"; fi
    if [ -n "$TALLY" ]; then measure "$n" "$mb" "tally" "$TALLY" -f "$f" balance; fi
    for tool in ledger hledger; do
        if ! have "$tool"; then
            log "-- $n transactions: $tool not installed; skipping"
        elif [ "$n" -ge "$SLOW_THRESHOLD" ] && [ "$SLOW_TOOLS" != 1 ] \
            && [[ " ${SLOW_TOOLS//,/ } " != *" $tool "* ]]; then
            log "-- $n transactions: skipping $tool (set BENCH_SLOW_TOOLS=1 to include it)"
        elif [ "$tool" = ledger ]; then
            measure "$n" "$mb" "ledger" ledger --args-only -f "$f" bal
        else
            measure "$n" "$mb" "hledger" hledger -f "$f" bal
        fi
    done
done

# ---------------------------------------------------------------- report

{
    echo
    echo "Machine: $(uname -sm), $(nproc) cores; ${LEDGER_VERSION:-ledger not installed}; ${HLEDGER_VERSION:-hledger not installed}"
    if [ -n "$HYPERFINE" ]; then
        echo "Seconds: mean ± stddev of $RUNS hyperfine runs (single run when the first took ${HYPERFINE_MAX} s or more); peak MB: max RSS from /usr/bin/time."
    else
        echo "Seconds: one run under /usr/bin/time (install hyperfine for repeated runs); peak MB: max RSS."
    fi
    echo
    echo "| transactions | file MB | tool | seconds | peak MB |"
    echo "|---:|---:|---|---:|---:|"
    for row in ${ROWS[@]+"${ROWS[@]}"}; do echo "$row"; done
} | tee "$DATA/results.md"
