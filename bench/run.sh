#!/usr/bin/env bash
# Time every command of the performance table against ledger and hledger on
# generated journals; print a Markdown table and a growth check.
#
# Usage: bench/run.sh [--fast] [N ...]    (default sizes: 10000 100000 1000000)
#
#   --fast                   skip ledger and hledger at BENCH_SLOW_THRESHOLD
#                            transactions or more (the default; they take
#                            minutes and gigabytes there)
#   --slow                   run them at every size (same as BENCH_SLOW_TOOLS=1)
#
# Environment:
#   BENCH_COMMANDS="a b"     only these rows (names as in the table's first
#                            column without options: balance, check, tree,
#                            accounts, budget, summary, trend, breakdown,
#                            monthly, register, print, csv, json, journal,
#                            fmt, archive, print-all, delete-all,
#                            print-1pct, delete-1pct)
#   BENCH_SLOW_TOOLS=1       also run ledger and hledger at the large sizes;
#                            BENCH_SLOW_TOOLS=ledger only ledger
#   BENCH_SLOW_THRESHOLD=N   what "large" means (default 1000000)
#   BENCH_RUNS=N             timed runs per measurement below the threshold (default 5)
#   BENCH_RUNS_LARGE=N       timed runs at or above it (default 2)
#   BENCH_SKIP_BUILD=1       do not rebuild tally; use .build/release/tally as is
#   TALLY_BIN=PATH           benchmark this tally binary instead of building one
#
# Each measurement: one run under /usr/bin/time (peak memory, CPU time), then
# hyperfine's median of BENCH_RUNS runs (wall time). Without hyperfine the
# single run's wall time is shown. A tally command's ratio to balance comes
# from BENCH_RUNS rounds of its own, alternating with balance (see
# paired_ratio).
set -euo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$BENCH_DIR")
DATA="$BENCH_DIR/.data"
RUNS=${BENCH_RUNS:-5}
RUNS_LARGE=${BENCH_RUNS_LARGE:-2}
SLOW_TOOLS=${BENCH_SLOW_TOOLS:-0}
SLOW_THRESHOLD=${BENCH_SLOW_THRESHOLD:-1000000}
ONLY=${BENCH_COMMANDS:-}

SIZES=()
for arg in "$@"; do
    case "$arg" in
        --fast) SLOW_TOOLS=0 ;;
        --slow) SLOW_TOOLS=1 ;;
        '' | -* | *[!0-9]*) echo "run.sh: size must be a positive integer (or --fast, --slow): '$arg'" >&2; exit 2 ;;
        *) SIZES+=("$arg") ;;
    esac
done
if [ ${#SIZES[@]} -eq 0 ]; then SIZES=(10000 100000 1000000); fi

mkdir -p "$DATA"
log() { printf '%s\n' "$*" >&2; }
have() { command -v "$1" >/dev/null 2>&1; }

# ---------------------------------------------------------------- the commands

# name | tally arguments | ledger arguments | hledger arguments ("-": none).
# FILE is replaced by the journal, BEFORE by a date in the middle of it,
# MONTHS by nothing, or by '-p ..2400-01-01' when the journal runs past
# 2400 (1M transactions reach 2649: more months than the 5,000 columns
# tally allows, so balance -M and trend would stop with a usage error).
COMMANDS=(
    "balance|balance|bal --flat|bal"
    "check|check|-|check"
    "tree|balance --tree|bal|bal --tree"
    "accounts|accounts --tree|-|accounts --tree"   # ledger accounts: 56 s and 11 GB at 100k
    "budget|budget|-|-"
    "summary|summary -X \$|-|-"
    "trend|trend -X \$ MONTHS|-|-"
    "breakdown|breakdown -X \$|-|-"
    "monthly|balance -M MONTHS|-|bal -M"
    "register|register|reg|reg"
    "print|print|print|print"
    "csv|export -O csv|csv|print -O csv"
    "json|export -O json|-|print -O json"
    "journal|export -O journal|-|-"
    "fmt|fmt --check|-|-"
    "archive|archive --dry-run --before BEFORE|-|-"
    # delete plans in one pass, like print with the same query: every
    # transaction (every account has a ':'), and about 1% (the rent).
    "print-all|print :|-|-"
    "delete-all|delete -n :|-|-"
    "print-1pct|print desc:Landlord|-|-"
    "delete-1pct|delete -n desc:Landlord|-|-"
)

wanted() {
    [ -z "$ONLY" ] && return 0
    [[ " $ONLY " == *" $1 "* ]]
}

# ---------------------------------------------------------------- measuring

TIME_BIN=/usr/bin/time
if [ ! -x "$TIME_BIN" ] && [ "$(id -u)" = 0 ] && have apt-get; then
    log "== /usr/bin/time missing; installing the 'time' package"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null 2>&1 || true
fi
if [ ! -x "$TIME_BIN" ]; then
    log "run.sh: /usr/bin/time is required (Debian/Ubuntu: apt-get install time)"
    exit 1
fi
HYPERFINE=""
if have hyperfine; then HYPERFINE=$(command -v hyperfine); fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# One line per measurement: size<TAB>command<TAB>tool<TAB>seconds<TAB>cpu<TAB>peak MiB
RESULTS="$TMP/results.tsv"
: >"$RESULTS"

# paired_ratio RUNS BALANCE... -- CMD...: the median over RUNS rounds of
# CMD's wall time over the mean of the balance runs just before and after
# it. The runs alternate, so a machine that speeds up or slows down during
# the benchmark (a virtual machine's neighbours) moves both alike.
paired_ratio() {
    python3 - "$@" <<'PY'
import statistics, subprocess, sys, time
runs, args = int(sys.argv[1]), sys.argv[2:]
split = args.index("--")
balance, command = args[:split], args[split + 1:]
def wall(c):
    start = time.perf_counter()
    subprocess.run(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start
before = wall(balance)
ratios = []
for _ in range(runs):
    t = wall(command)
    after = wall(balance)
    ratios.append(2 * t / (before + after))
    before = after
print("%.2f" % statistics.median(ratios))
PY
}

# measure SIZE NAME TOOL RUNS CMD...
measure() {
    local size=$1 name=$2 tool=$3 runs=$4
    shift 4
    local rc=0 wall cpu kb user sys secs peak
    "$TIME_BIN" -f '%e %U %S %M' -o "$TMP/time" -- "$@" >/dev/null 2>"$TMP/stderr" || rc=$?
    # Exit status 1 from check/fmt --check means "found something", still a full run.
    if [ "$rc" -gt 1 ] || { [ "$rc" -eq 1 ] && [ "$name" != check ] && [ "$name" != fmt ]; }; then
        log "   $tool $name exited with status $rc:"
        head -n 3 "$TMP/stderr" | sed 's/^/   | /' >&2
        printf '%s\t%s\t%s\tfailed\t\t\t\n' "$size" "$name" "$tool" >>"$RESULTS"
        return 0
    fi
    read -r wall user sys kb < <(tail -n 1 "$TMP/time")
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
    peak=$(awk -v kb="$kb" 'BEGIN { printf "%.0f", kb / 1024 }')
    secs=$wall
    if [ -n "$HYPERFINE" ] && [ "$runs" -gt 1 ]; then
        local warmup=1
        [ "$size" -ge "$SLOW_THRESHOLD" ] && warmup=0
        if "$HYPERFINE" -N --style none -i --warmup "$warmup" --runs "$runs" \
            --export-json "$TMP/hf.json" "$(printf '%q ' "$@")" >/dev/null 2>"$TMP/hf.err"; then
            secs=$(python3 -c 'import json, sys
print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$TMP/hf.json")
        else
            log "   hyperfine failed; keeping the single /usr/bin/time run"
        fi
    fi
    local paired=""
    if [ "$tool" = tally ] && [ "$name" != balance ] && [ "$runs" -gt 1 ]; then
        paired=$(paired_ratio "$runs" "$TALLY" -f "$JOURNAL" balance -- "$@")
    fi
    log "   $tool: $secs s (cpu $cpu s), peak $peak MiB${paired:+, $paired × balance in alternating runs}"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$size" "$name" "$tool" "$secs" "$cpu" "$peak" "$paired" >>"$RESULTS"
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
        python3 "$BENCH_DIR/generate-journal.py" "$n" >"$f.tmp"
        mv "$f.tmp" "$f"
    fi
done

# ---------------------------------------------------------------- run

LEDGER_VERSION="ledger not installed"; HLEDGER_VERSION="hledger not installed"
if have ledger; then LEDGER_VERSION=$(ledger --version | head -n 1 | sed 's/,.*//'); fi
if have hledger; then HLEDGER_VERSION=$(hledger --version | head -n 1 | sed 's/,.*//'); fi
LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)

slow_skipped() {   # slow_skipped SIZE TOOL
    [ "$1" -ge "$SLOW_THRESHOLD" ] && [ "$SLOW_TOOLS" != 1 ] && [[ " ${SLOW_TOOLS//,/ } " != *" $2 "* ]]
}

for n in "${SIZES[@]}"; do
    f="$DATA/journal-$n.ledger"
    runs=$RUNS
    [ "$n" -ge "$SLOW_THRESHOLD" ] && runs=$RUNS_LARGE
    # A day in the middle of the journal, for archive --before.
    before=$(awk -v n="$(( $(wc -l <"$f") / 2 ))" 'NR >= n && /^[0-9]/ { sub(/[^0-9-].*/, ""); print; exit }' "$f")
    months=""
    if [ "$(tail -c 4096 "$f" | awk '/^[0-9]/ { y = substr($1, 1, 4) } END { print y + 0 }')" -ge 2400 ]; then months="-p ..2400-01-01"; fi
    printf '%s\tfile\t\t%s\t\t\t\n' "$n" "$(wc -c <"$f")" >>"$RESULTS"
    JOURNAL=$f
    if [ -x "$BASELINE" ]; then
        log "-- $n transactions: bare loop"
        measure "$n" baseline "bare loop" "$runs" "$BASELINE" "$f"
    fi
    for spec in "${COMMANDS[@]}"; do
        IFS='|' read -r name targs largs hargs <<<"$spec"
        wanted "$name" || continue
        log "-- $n transactions: $name"
        targs=${targs//BEFORE/$before}
        targs=${targs//MONTHS/$months}
        # shellcheck disable=SC2206  # the arguments are split on spaces on purpose
        if [ -n "$TALLY" ]; then measure "$n" "$name" tally "$runs" "$TALLY" -f "$f" $targs; fi
        if [ "$largs" != - ] && have ledger; then
            if slow_skipped "$n" ledger; then log "   ledger skipped at this size (--slow or BENCH_SLOW_TOOLS=ledger runs it)"
            else measure "$n" "$name" ledger "$runs" ledger --args-only -f "$f" $largs; fi
        fi
        if [ "$hargs" != - ] && have hledger; then
            if slow_skipped "$n" hledger; then log "   hledger skipped at this size (--slow or BENCH_SLOW_TOOLS=hledger runs it)"
            else measure "$n" "$name" hledger "$runs" hledger -f "$f" $hargs; fi
        fi
    done
done
LOAD_END=$(cut -d' ' -f1-3 /proc/loadavg)

# ---------------------------------------------------------------- report

{
    echo
    echo "Machine: $(uname -m), $(nproc) cores; load average $LOAD_START at the start, $LOAD_END at the end;"
    echo "$LEDGER_VERSION; $HLEDGER_VERSION. Release build."
    if [ -n "$HYPERFINE" ]; then
        echo "Seconds: median wall time of $RUNS runs ($RUNS_LARGE at $SLOW_THRESHOLD transactions and more);"
    else
        echo "Seconds: wall time of one run (install hyperfine for the median of several);"
    fi
    echo "cpu: user + system seconds and MiB: peak resident memory, of one run under /usr/bin/time."
    echo "× bal: tally's seconds over tally balance's at the same size; with several runs, the median over rounds"
    echo "that alternate the command with balance (a machine whose speed drifts during the benchmark moves both alike)."
    echo
    python3 - "$RESULTS" "${SIZES[@]}" <<'PY'
import sys
path, sizes = sys.argv[1], [int(s) for s in sys.argv[2:]]
rows = {}
order = []
files = {}
for line in open(path):
    size, name, tool, secs, cpu, peak, paired = line.rstrip("\n").split("\t")
    size = int(size)
    if name == "file":
        files[size] = int(secs)
        continue
    if name not in order:
        order.append(name)
    rows[(size, name, tool)] = (secs, cpu, peak, paired)

labels = {"baseline": "bare loop", "balance": "balance", "check": "check", "tree": "balance --tree",
          "accounts": "accounts --tree", "budget": "budget", "summary": "summary -X $", "trend": "trend -X $",
          "breakdown": "breakdown -X $", "monthly": "balance -M", "register": "register", "print": "print",
          "csv": "export -O csv", "json": "export -O json", "journal": "export -O journal", "fmt": "fmt --check",
          "archive": "archive --dry-run", "print-all": "print : (all)", "delete-all": "delete -n : (all)",
          "print-1pct": "print desc:Landlord (1%)", "delete-1pct": "delete -n desc:Landlord (1%)"}

def cell(size, name, tool, with_cpu=False):
    r = rows.get((size, name, tool))
    if r is None:
        return "–", "–"
    secs, cpu, peak, _ = r
    if secs == "failed":
        return "failed", "–"
    return (f"{secs} ({cpu})" if with_cpu else secs), peak

for size in sizes:
    mib = files.get(size, 0) / 1048576
    print(f"**{size:,} transactions** ({mib:.0f} MiB file)")
    print()
    print("| command | tally s (cpu) | tally MiB | × bal | ledger s | ledger MiB | hledger s | hledger MiB |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    bal = rows.get((size, "balance", "tally"))
    for name in order:
        tool = "bare loop" if name == "baseline" else "tally"
        ts, tm = cell(size, name, tool, with_cpu=True)
        ratio = "–"
        r = rows.get((size, name, tool))
        if r and r[3]:
            ratio = f"{float(r[3]):.1f}"
        elif bal and r and r[0] != "failed" and bal[0] != "failed" and float(bal[0]) > 0:
            ratio = f"{float(r[0]) / float(bal[0]):.1f}"
        ls, lm = cell(size, name, "ledger")
        hs, hm = cell(size, name, "hledger")
        print(f"| {labels.get(name, name)} | {ts} | {tm} | {ratio} | {ls} | {lm} | {hs} | {hm} |")
    print()

# Growth: wall microseconds per transaction at each size (the median of
# the timed runs: CPU seconds come in 10 ms ticks, too coarse for the
# bare loop at 100k); linear when the largest size costs at most 1.5x per
# transaction what the middle one does (the smallest is dominated by
# start-up).
if len(sizes) >= 2:
    print("Growth (tally, wall µs per transaction; peak MiB per 100k transactions):")
    print()
    print("| command | " + " | ".join(f"{s:,}" for s in sizes) + " | largest / previous | |")
    print("|---|" + "---:|" * len(sizes) + "---:|---|")
    for name in order:
        tool = "bare loop" if name == "baseline" else "tally"
        per = []
        cells = []
        for s in sizes:
            r = rows.get((s, name, tool))
            if r is None or r[0] == "failed":
                per.append(None); cells.append("–"); continue
            us = float(r[0]) * 1e6 / s
            per.append(us)
            cells.append(f"{us:.1f} µs, {float(r[2]) * 100000 / s:.0f} MiB")
        ratio, verdict = "–", ""
        if per[-1] is not None and per[-2] is not None and per[-2] > 0:
            q = per[-1] / per[-2]
            ratio = f"{q:.2f}"
            verdict = "linear" if q <= 1.5 else "GROWS FASTER THAN LINEAR"
        print(f"| {labels.get(name, name)} | " + " | ".join(cells) + f" | {ratio} | {verdict} |")
    print()
PY
} | tee "$DATA/results.md"
