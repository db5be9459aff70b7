#!/bin/sh
# Fuzz tally for a while: fuzz/run.sh [SECONDS] [SEED]
# Builds tally and tally-fuzz, lists the seed journals (examples/ and, when
# present, ../shared/corpus), and runs one tally process at a time under
# nice, a memory limit and a time limit. Reproducers go to fuzz/out/.
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-600}
seed=${2:-$(date +%s)}
swift build --product tally >/dev/null
swift build --product tally-fuzz >/dev/null
bin=$(swift build --show-bin-path)
# A copy, so that rebuilding during a long run does not swap the binary under it.
mkdir -p fuzz/out/bin && cp "$bin/tally" fuzz/out/bin/tally
mkdir -p fuzz/out
seeds=fuzz/out/seeds.txt
find examples -type f \( -name '*.ledger' -o -name '*.journal' \) > "$seeds"
shared=${TALLY_SHARED:-../shared}
[ -d "$shared/corpus" ] || shared=/work/shared
if [ -d "$shared/corpus" ]; then
    find "$shared/corpus" "$shared/corpus2" -type f \( -name '*.ledger' -o -name '*.journal' -o -name '*.hledger' -o -name '*.dat' \) -size -256k >> "$seeds" 2>/dev/null || true
else
    echo "run.sh: no ../shared/corpus; mutating examples/ only" >&2
fi
exec nice -n 10 "$bin/tally-fuzz" --tally "$(pwd)/fuzz/out/bin/tally" --seconds "$seconds" --seed "$seed" --seeds "$seeds" \
    --out fuzz/out --memory-mib "${FUZZ_MEMORY_MIB:-2048}" --timeout "${FUZZ_TIMEOUT:-20}" --surfaces "${FUZZ_SURFACES:-50}"
