#!/bin/sh
# mk/install.sh - install minnow from a build into a prefix.
#
# Usage: mk/install.sh BUILDDIR DOCDIR DEST
#   BUILDDIR  the binaries (build/ for `make install`; tests install build/debug)
#   DOCDIR    the rendered manual (build/doc); skipped when it was not rendered
#   DEST      $(DESTDIR)$(PREFIX): binaries to DEST/bin, share/ to
#             DEST/share/minnow, the manual to DEST/share/minnow/doc and the
#             man pages of minnow itself to DEST/share/man/man1
# minnow finds share/ and the manual from its own place (DEST/bin/../share/
# minnow), so the prefix needs no setting at build time.
set -eu
[ $# -eq 3 ] || { echo "usage: mk/install.sh BUILDDIR DOCDIR DEST" >&2; exit 2; }
build=$1 doc=$2 dest=$3
root=$(cd "$(dirname "$0")/.." && pwd)

install -d "$dest/bin"
for b in "$build"/minnow "$build"/minnow_*; do
    if [ -f "$b" ] && [ -x "$b" ]; then install -m 755 "$b" "$dest/bin/"; fi
done

echo "install share/ -> $dest/share/minnow"
install -d "$dest/share/minnow"
cp -R "$root/share/." "$dest/share/minnow/"
chmod -R u=rwX,go=rX "$dest/share/minnow"

if [ -f "$doc/html/index.html" ]; then
    echo "install $doc/ -> $dest/share/minnow/doc"
    install -d "$dest/share/minnow/doc" "$dest/share/man/man1"
    rm -rf "$dest/share/minnow/doc/html" "$dest/share/minnow/doc/man" "$dest/share/minnow/doc/text"
    cp -R "$doc/html" "$doc/man" "$doc/text" "$dest/share/minnow/doc/"
    chmod -R u=rwX,go=rX "$dest/share/minnow/doc"
    for page in "$doc"/man/man1/minnow.1 "$doc"/man/man1/minnow-*.1; do
        if [ -f "$page" ]; then install -m 644 "$page" "$dest/share/man/man1/"; fi
    done
else
    echo "note: $doc has no rendered manual (make docs): installed without it"
fi
