#!/usr/bin/env bash
# Proves the installed tally works on a machine without the Swift toolchain:
# builds the Debian package (packaging/deb.sh), installs it into a scratch
# root with dpkg, and, with an environment holding nothing but
# PATH=/usr/bin:/bin, checks that the binary loads no library from the
# toolchain, prints its version, runs a report on the installed example,
# that every manual page renders without a warning, that bash completes
# `tally bal` from the installed completion file, and that removing the
# package (and `make uninstall` after `make install`) leaves no file behind.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "check-install: $*" >&2; exit 1; }

deb=$(packaging/deb.sh | tail -n 1)
[ -f "$deb" ] || fail "packaging/deb.sh made no package"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A dpkg database of its own, so the package is installed and removed there
# only; the system's libc6 and libstdc++6 are not in it, hence --force-depends.
root=$scratch/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
touch "$root/var/lib/dpkg/status"
dpkg_root() { dpkg --root="$root" --force-depends --force-not-root --log=/dev/null "$@"; }
dpkg_root -i "$deb" >/dev/null
bin=$root/usr/bin/tally
clean() { env -i PATH=/usr/bin:/bin "$@"; }

# Loads nothing from the Swift toolchain (the toolchain's folder may be on
# the library path of the machine that built it).
libs=$(clean ldd "$bin")
echo "$libs"
if grep -E 'swift|not found|/opt/' <<<"$libs"; then fail "tally needs libraries outside the system"; fi
version=$(clean "$bin" --version)
echo "$version"
grep -Eq '^tally [0-9]+\.[0-9]+\.[0-9]+( \([0-9a-f]{12}(-modified)?\))?$' <<<"$version" || fail "unexpected --version: $version"
clean "$bin" balance -f "$root/usr/share/doc/tally/examples/household.ledger" --color never > "$scratch/balance.txt"
[ -s "$scratch/balance.txt" ] || fail "balance printed nothing"
grep -q 'Expenses' "$scratch/balance.txt" || fail "balance shows no Expenses: $(cat "$scratch/balance.txt")"

# Every installed manual page, in every language, renders without a warning.
pages=$(find "$root/usr/share/man" -name 'tally.1.gz' | sort)
[ "$(wc -l <<<"$pages")" -eq 6 ] || fail "expected 6 manual pages, found: $pages"
for page in $pages; do
    warnings=$(clean env MANWIDTH=80 LC_ALL=C.UTF-8 man --warnings -l "$page" 2>&1 >/dev/null) || fail "man failed on $page: $warnings"
    [ -z "$warnings" ] || fail "man warns on $page: $warnings"
done

# bash completes `tally bal` from the installed completion file.
completion=$root/usr/share/bash-completion/completions/tally
words=$(clean bash -c '
    source "$1"
    COMP_WORDS=("$2" bal); COMP_CWORD=1
    _tally
    printf "%s\n" "${COMPREPLY[@]}"' bash "$completion" "$bin")
grep -qx balance <<<"$words" || fail "bash does not complete 'tally bal' to balance: $words"

# Removing the package removes every file it installed.
installed=$(dpkg-deb --contents "$deb" | grep -vc '/$')
dpkg_root -r tally >/dev/null
left=$(find "$root" -mindepth 1 -not -path "$root/var*" -type f)
[ -z "$left" ] || fail "dpkg -r left files: $left"

# make install / make uninstall with DESTDIR, the same way.
make --no-print-directory install DESTDIR="$scratch/make" PREFIX=/usr/local >/dev/null
made=$(find "$scratch/make" -type f | wc -l)
make --no-print-directory uninstall DESTDIR="$scratch/make" PREFIX=/usr/local >/dev/null
left=$(find "$scratch/make" -type f)
[ -z "$left" ] || fail "make uninstall left files: $left"

echo "check-install: $deb ($installed files; make install wrote $made) installs, runs without the toolchain, and uninstalls cleanly"
