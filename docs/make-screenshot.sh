#!/usr/bin/env bash
# Renders the HTML report of examples/household.ledger and takes the
# screenshot shown in the README (docs/report.png), with headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tally
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
.build/release/tally report -f examples/household.ledger -p 2026-01..2026-05 --today 2026-11-21 --html "$dir/report.html"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size=1000,1280 --screenshot="$dir/report.png" "file://$dir/report.html" 2>/dev/null
cp "$dir/report.png" docs/report.png
echo "wrote docs/report.png"
