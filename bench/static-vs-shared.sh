#!/bin/sh
# Start-up and 1M-balance time of two tally binaries, in alternating rounds:
#   bench/static-vs-shared.sh STATIC_BINARY SHARED_BINARY [ROUNDS]
# The static one is what `make` builds (.build/dist/tally); the shared one
# is the same release build linked without Package.swift's -static-stdlib.
# Uses hyperfine and bench/.data/journal-1000000.ledger (bench/run.sh makes it).
set -eu
a=$1 b=$2 rounds=${3:-5}
here=$(cd "$(dirname "$0")" && pwd)
journal=$here/.data/journal-1000000.ledger
household=$here/../examples/household.ledger
[ -s "$journal" ] || python3 "$here/generate-journal.py" 1000000 > "$journal"
out=$(mktemp -d)
r=1
while [ "$r" -le "$rounds" ]; do
    if [ $((r % 2)) -eq 1 ]; then order="static shared"; else order="shared static"; fi
    for v in $order; do
        if [ "$v" = static ]; then bin=$a; else bin=$b; fi
        hyperfine -N -w 3 -r 30 --export-json "$out/version-$v-$r.json" "$bin --version" >/dev/null 2>&1
        hyperfine -N -w 3 -r 30 --export-json "$out/household-$v-$r.json" "$bin balance -f $household" >/dev/null 2>&1
        hyperfine -N -w 1 -r 5 --export-json "$out/balance1m-$v-$r.json" "$bin balance -f $journal" >/dev/null 2>&1
    done
    r=$((r + 1))
done
python3 - "$out" "$rounds" <<'PY'
import json, statistics, sys
out, rounds = sys.argv[1], int(sys.argv[2])
print("| run | binary | fastest | median of round medians | round medians | user | system |")
print("|---|---|---|---|---|---|---|")
for kind, label in [("version", "--version"), ("household", "balance household.ledger"), ("balance1m", "balance 1M")]:
    for v in ["static", "shared"]:
        rs = [json.load(open(f"{out}/{kind}-{v}-{r}.json"))["results"][0] for r in range(1, rounds + 1)]
        ms = lambda x: "%.1f ms" % (x * 1000) if x < 0.1 else "%.3f s" % x
        meds = [x["median"] for x in rs]
        print(f"| {label} | {v} | {ms(min(x['min'] for x in rs))} | {ms(statistics.median(meds))} | "
              + " ".join(ms(m) for m in meds) + f" | {ms(statistics.median(x['user'] for x in rs))} | {ms(statistics.median(x['system'] for x in rs))} |")
PY
rm -rf "$out"
