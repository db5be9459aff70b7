#!/usr/bin/env bash
# Runs the report consistency suite (Tests/TallyCLITests/ConsistencyTests.swift)
# on more generated journals than `swift test` does, checking every month.
#
# Usage: bench/consistency.sh [SEEDS]     (default 50: seeds 1 to 50)
#
# Environment:
#   CONSISTENCY_SEEDS=N   the same as the argument
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SEEDS=${1:-${CONSISTENCY_SEEDS:-50}}
case "$SEEDS" in
    '' | *[!0-9]* | 0) echo "consistency.sh: the number of seeds must be a positive integer: '$SEEDS'" >&2; exit 2 ;;
esac
cd "$ROOT"
echo "consistency: seeds 1 to $SEEDS, every month" >&2
start=$(date +%s)
CONSISTENCY_SEEDS="$SEEDS" swift test --filter ConsistencyTests
echo "consistency: $SEEDS seeds in $(( $(date +%s) - start )) s" >&2
