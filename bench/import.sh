#!/usr/bin/env bash
# Times `tally import` on a generated bank statement (dd/mm/yyyy dates,
# debit and credit columns, a running balance, two `if` rules), as a
# converter (--dry-run), into an empty journal, and a second time into
# the same journal (every row a duplicate); with hledger beside it when
# installed. Usage: bench/import.sh [ROWS]   (default 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-100000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build -c release --product tally >/dev/null
tally="$PWD/.build/release/tally"
python3 - "$rows" "$work" <<'PY'
import random, sys, datetime
rows, work = int(sys.argv[1]), sys.argv[2]
random.seed(7)
names = ["Highlands Coffee", "Circle K", "Grab", "Shopee", "Bach Hoa Xanh", "Salary ACME", "Rent", "Phuc Long", "Vinmart", "Be"]
out = ["Date,Description,Reference,Debit,Credit,Balance"]
balance = 1_000_000
start = datetime.date(2020, 1, 1)
for i in range(rows):
    day = start + datetime.timedelta(days=i // 30)
    amount = random.randint(10, 500) * 1000
    name = random.choice(names)
    if name == "Salary ACME":
        balance += amount * 20
        out.append(f"{day:%d/%m/%Y},{name},R{i},,{amount * 20},{balance}")
    else:
        balance -= amount
        out.append(f"{day:%d/%m/%Y},{name} {i % 97},R{i},{amount},,{balance}")
open(f"{work}/statement.csv", "w").write("\n".join(out) + "\n")
rules = """skip 1
fields date, description, code, debit, credit, _
date-format %d/%m/%Y
currency VND
account1 assets:bank
amount-out %debit
amount-in %credit
account2 expenses:unknown
if Coffee|Phuc Long
  account2 expenses:coffee
if Salary
  account2 income:salary
"""
open(f"{work}/statement.csv.rules", "w").write(rules)
PY
printf 'account assets:bank\n' > "$work/journal.ledger"
cd "$work"
echo "rows: $rows; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
t() { /usr/bin/time -f "  %e s wall, %U s user, %M KiB peak" "$@" > /dev/null 2> time.txt || true; tail -1 time.txt; }
echo "tally import --dry-run";          t "$tally" import statement.csv --dry-run
echo "tally import into a journal";     t "$tally" import statement.csv -f journal.ledger --yes
echo "tally import again (duplicates)"; t "$tally" import statement.csv -f journal.ledger --yes
if command -v hledger >/dev/null 2>&1; then
    echo "hledger print";               t hledger -f statement.csv --rules-file statement.csv.rules print
fi
