#!/usr/bin/env bash
# Builds .build/dist/tally_VERSION_ARCH.deb from `make install` into a staging
# root with PREFIX=/usr, then runs lintian on it when lintian is installed.
# Depends is what dpkg-shlibdeps reads from the binary's NEEDED libraries:
# glibc, libstdc++ and libgcc (the Swift runtime is linked in statically).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^ *package static let version = "\(.*\)"$/\1/p' Sources/TallyCLI/TallyCLI.swift)
[ -n "$version" ] || { echo "deb.sh: no version in Sources/TallyCLI/TallyCLI.swift" >&2; exit 1; }
revision=1
arch=$(dpkg --print-architecture)
maintainer=${DEBFULLNAME:-Tally maintainers}" <"${DEBEMAIL:-tally@localhost}">"
work=$PWD/.build/dist/deb
# Where dpkg-shlibdeps expects a package's files: debian/PACKAGE.
root=$work/debian/tally
deb=$PWD/.build/dist/tally_${version}-${revision}_${arch}.deb
rm -rf "$work" && mkdir -p "$root"

make install DESTDIR="$root" PREFIX=/usr

doc=$root/usr/share/doc/tally
# Debian policy: manual pages and the changelog compressed, reproducibly.
find "$root/usr/share/man" -name '*.1' -exec gzip -9n {} +
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: tally

Files: *
Copyright: 2026 the Tally authors
License: all-rights-reserved
 No licence has been granted for this software; all rights are reserved
 by its authors.
COPYRIGHT
commit_date=$(git log -1 --format=%cD 2>/dev/null || date -R)
{
    echo "tally (${version}-${revision}) unstable; urgency=medium"
    echo
    echo "  * Tally ${version}, built from commit $(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)."
    echo
    echo " -- ${maintainer}  ${commit_date}"
} | gzip -9n > "$doc/changelog.Debian.gz"

# Files installed with the user's umask would otherwise carry it.
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f ! -path '*/bin/*' -exec chmod 644 {} +

# dpkg-shlibdeps wants debian/control, and the DEBIAN folder to tell the
# binary's $ORIGIN run path (SwiftPM's; nothing is loaded from there).
mkdir -p "$root/DEBIAN"
printf 'Source: tally\n\nPackage: tally\nArchitecture: any\n' > "$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e "$root/usr/bin/tally" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

cat > "$root/DEBIAN/control" <<CONTROL
Package: tally
Version: ${version}-${revision}
Architecture: ${arch}
Maintainer: ${maintainer}
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: ${depends}
Section: utils
Priority: optional
Description: plain-text ledger processor with budgets and goals
 Tally reads ledger and hledger journals and adds categories, budgets,
 recurring bills, savings goals, statement import and reconciliation.
 It speaks English, Vietnamese, Korean, Chinese, Italian and Polish.
 .
 The package holds the tally command, its manual pages, completions for
 bash, zsh and fish, Vim syntax files, and example journals.
CONTROL

dpkg-deb --root-owner-group --build "$root" "$deb" >/dev/null
echo "$deb"
# Tags left out, each on purpose:
# - bogus-mail-host, bogus-mail-host-in-debian-changelog: the package is
#   built locally, not uploaded; DEBEMAIL (and DEBFULLNAME) name a real
#   maintainer when there is one.
# - initial-upload-closes-no-bugs: the same; there is no Debian bug asking
#   for the package to close.
# - national-encoding: examples/import/alipay-gb18030.csv is an Alipay
#   statement in GB18030 on purpose, to show `import --encoding`.
if command -v lintian >/dev/null 2>&1; then
    suppress=initial-upload-closes-no-bugs,national-encoding
    case "$maintainer" in *@localhost*) suppress=$suppress,bogus-mail-host,bogus-mail-host-in-debian-changelog ;; esac
    lintian --fail-on warning --suppress-tags "$suppress" "$deb" >&2
else
    echo "deb.sh: lintian is not installed; the package was not checked" >&2
fi
