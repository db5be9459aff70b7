#!/bin/bash
# Time and peak memory of tally on small hostile inputs (see bench/README.md).
# bench/resources.sh            uses .build/release/tally if built, else .build/debug/tally
# TALLY_BIN=PATH bench/resources.sh
set -u
cd "$(dirname "$0")/.."
bin=${TALLY_BIN:-}
if [ -z "$bin" ]; then
    if [ -x .build/release/tally ]; then bin=.build/release/tally; else bin=.build/debug/tally; fi
fi
[ -x "$bin" ] || { echo "resources.sh: no tally binary at $bin (swift build first)" >&2; exit 2; }
data=bench/.data/resources
rm -rf "$data"; mkdir -p "$data"

# 1. One transaction with 100,000 commodities.
python3 - "$data/commodities.ledger" <<'PY'
import sys
def name(i):
    s = ''; i += 1
    while i: i, r = divmod(i - 1, 26); s = chr(65 + r) + s
    return 'C' + s
with open(sys.argv[1], 'w') as f:
    f.write('2026-01-01 many\n')
    for i in range(100000):
        f.write(f'    Assets:A  1 {name(i)}\n    Equity:E  -1 {name(i)}\n')
PY
# 2. 5,000 lines of `include *.ledger` over 20 files.
mkdir -p "$data/glob"
for i in $(seq 1 20); do printf '2026-01-%02d t%d\n    Expenses:Food  1 USD\n    Assets:Cash\n' "$i" "$i" > "$data/glob/f$i.ledger"; done
yes 'include *.ledger' | head -5000 > "$data/glob/main.journal"
# 3. A chain of 5,000 nested includes.
mkdir -p "$data/chain"
for i in $(seq 0 4999); do echo "include c$((i + 1)).ledger" > "$data/chain/c$i.ledger"; done
printf '2026-01-01 x\n    Expenses:Food  1 USD\n    Assets:Cash\n' > "$data/chain/c5000.ledger"
# 4. A daily budget running to 9999, and 5. a daily recurring rule forecast to 9999.
printf '2026-01-01 x\n    Expenses:Food  1 USD\n    Assets:Cash\n\nbudget Expenses:Food  1 USD daily from 2026-01-01 until 9999-12-31\n' > "$data/budget.ledger"
printf '2026-01-01 x\n    Expenses:Food  1 USD\n    Assets:Cash\n\nbudget Expenses:Food  1 USD daily\n' > "$data/budget-open.ledger"
printf '2026-01-01 x\n    Expenses:Food  1 USD\n    Assets:Cash\n\nrecurring Coffee  daily from 2026-01-01\n    Expenses:Food  1 USD\n    Assets:Cash\n' > "$data/recurring.ledger"
# 6. A deep account set: 20,000 accounts, 8 levels.
python3 - "$data/accounts.ledger" <<'PY'
import sys
with open(sys.argv[1], 'w') as f:
    for i in range(20000):
        parts = ['Expenses'] + [f'L{(i >> (2 * k)) % 4}{k}' for k in range(7)] + [f'A{i}']
        f.write(f'2026-01-01 t{i}\n    {":".join(parts)}  1 USD\n    Assets:Cash\n\n')
PY

run_time() {
    local label=$1; shift
    /usr/bin/time -f '%e %M' -o "$data/time" "$bin" "$@" > /dev/null 2> "$data/stderr"
    local status=$?
    read -r secs kib < <(tail -1 "$data/time")
    printf '| %s | `%s` | %s | %s s | %s MiB |\n' "$label" "$*" "$status" "$secs" "$((kib / 1024))"
}
echo "tally: $bin; $(nproc) cores; $(uname -m)"
echo
echo '| case | command | exit | time | peak memory |'
echo '|---|---|---|---|---|'
[ -n "${SKIP_SLOW:-}" ] || run_time "100,000 commodities in one transaction" check -f "$data/commodities.ledger"
[ -n "${SKIP_SLOW:-}" ] || run_time "5,000 x include *.ledger (20 files)" check -f "$data/glob/main.journal"
run_time "5,000 nested includes" check -f "$data/chain/c0.ledger"
run_time "daily budget to 9999" check -f "$data/budget.ledger" --today 2026-06-01
run_time "daily budget to 9999" budget -f "$data/budget.ledger" --today 2026-06-01
run_time "daily budget, no end, today 9999-12-31" check -f "$data/budget-open.ledger" --today 9999-12-31
run_time "daily budget, no end, reported to 9999" budget -f "$data/budget-open.ledger" --today 2026-06-01 -p 2026..9999
run_time "daily recurring rule, today 9999-12-31" due -f "$data/recurring.ledger" --today 9999-12-31
run_time "daily recurring rule" check -f "$data/recurring.ledger" --today 2026-06-01
run_time "daily recurring rule, forecast to 9999" balance -f "$data/recurring.ledger" --today 2026-06-01 --forecast=9999-12-31
run_time "20,000 accounts 9 deep, flat" accounts -f "$data/accounts.ledger"
run_time "20,000 accounts 9 deep, tree" accounts -f "$data/accounts.ledger" --tree
