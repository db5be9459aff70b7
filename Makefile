# Builds a self-contained tally and installs it with its manual pages,
# shell completions, Vim files, documentation and examples.
#
#   make                      the stripped binary and generated files in .build/dist
#   make install              into PREFIX (default /usr/local); DESTDIR honoured
#   make uninstall            removes exactly the files install wrote
#   make deb                  a Debian package (packaging/deb.sh)
#
# A release build links the Swift runtime statically (Package.swift), so the
# binary needs only glibc, libstdc++ and libgcc: no Swift toolchain where it
# runs. The commit it reports in --version is
# written by the CommitStamp plugin, as in a plain `swift build`.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
STRIP ?= strip
INSTALL ?= install

BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man
DATADIR = $(PREFIX)/share
DOCDIR = $(PREFIX)/share/doc/tally

SWIFT_FLAGS = -c release
DIST = .build/dist

# Languages with a translated manual: tally's code, and man's folder.
MAN_LANGS = vi:vi ko:ko zh-Hans:zh it:it pl:pl
DOCS = README.md grammar.md rules.md
VIM_FILES = ftdetect/tally.vim ftplugin/tally.vim syntax/tally.vim

.PHONY: all build install uninstall deb clean-dist
all: build

# SwiftPM decides what to rebuild, so this always asks it. Twice: the commit
# the CommitStamp plugin writes before a build is compiled in by the next
# one when the file already existed (an incremental build after a commit);
# the second build is a no-op otherwise.
build:
	$(SWIFT) build $(SWIFT_FLAGS) --product tally
	$(SWIFT) build $(SWIFT_FLAGS) --product tally
	rm -rf $(DIST)/man $(DIST)/completions && mkdir -p $(DIST)/man $(DIST)/completions
	cp "$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/tally" $(DIST)/tally
	$(STRIP) $(DIST)/tally
	env -u LANG -u LC_ALL -u LC_MESSAGES $(DIST)/tally help --man --lang en > $(DIST)/man/tally.1
	for pair in $(MAN_LANGS); do \
	    code=$${pair%%:*}; dir=$${pair#*:}; mkdir -p $(DIST)/man/$$dir && \
	    $(DIST)/tally help --man --lang $$code > $(DIST)/man/$$dir/tally.1 || exit 1; \
	done
	$(DIST)/tally completions bash > $(DIST)/completions/tally
	$(DIST)/tally completions zsh > $(DIST)/completions/_tally
	$(DIST)/tally completions fish > $(DIST)/completions/tally.fish

# Builds (a no-op when nothing changed), then installs. To install as root,
# run `make` as yourself first so that the build folder stays yours.
install: build
	$(INSTALL) -D -m 755 $(DIST)/tally "$(DESTDIR)$(BINDIR)/tally"
	$(INSTALL) -D -m 644 $(DIST)/man/tally.1 "$(DESTDIR)$(MANDIR)/man1/tally.1"
	for pair in $(MAN_LANGS); do dir=$${pair#*:}; \
	    $(INSTALL) -D -m 644 $(DIST)/man/$$dir/tally.1 "$(DESTDIR)$(MANDIR)/$$dir/man1/tally.1" || exit 1; \
	done
	$(INSTALL) -D -m 644 $(DIST)/completions/tally "$(DESTDIR)$(DATADIR)/bash-completion/completions/tally"
	$(INSTALL) -D -m 644 $(DIST)/completions/_tally "$(DESTDIR)$(DATADIR)/zsh/site-functions/_tally"
	$(INSTALL) -D -m 644 $(DIST)/completions/tally.fish "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/tally.fish"
	for f in $(VIM_FILES); do \
	    $(INSTALL) -D -m 644 editors/vim/$$f "$(DESTDIR)$(DATADIR)/vim/vimfiles/$$f" || exit 1; \
	done
	for f in $(DOCS); do $(INSTALL) -D -m 644 $$f "$(DESTDIR)$(DOCDIR)/$$f" || exit 1; done
	find examples -type f | sort | while read -r f; do \
	    $(INSTALL) -D -m 644 "$$f" "$(DESTDIR)$(DOCDIR)/$$f" || exit 1; \
	done

# Removes each file install writes, then the folders of its own it leaves empty.
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/tally" "$(DESTDIR)$(MANDIR)/man1/tally.1"
	for pair in $(MAN_LANGS); do rm -f "$(DESTDIR)$(MANDIR)/$${pair#*:}/man1/tally.1"; done
	rm -f "$(DESTDIR)$(DATADIR)/bash-completion/completions/tally" \
	      "$(DESTDIR)$(DATADIR)/zsh/site-functions/_tally" \
	      "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/tally.fish"
	for f in $(VIM_FILES); do rm -f "$(DESTDIR)$(DATADIR)/vim/vimfiles/$$f"; done
	rm -rf "$(DESTDIR)$(DOCDIR)"

deb: build
	packaging/deb.sh

clean-dist:
	rm -rf $(DIST)
