#!/bin/sh
# mk/deps.sh - install the Debian packages minnow's build and tests need.
#
# Checks first and does nothing when everything is there (one dpkg-query call).
# When something is missing: as root, `apt-get update` and install it; otherwise
# print the command to run and exit 1. Extra package names given as arguments
# are checked too (`make valgrind` passes valgrind).
#
# Usage: mk/deps.sh [EXTRA-PACKAGE...]

set -eu

pkgs="gcc make pkg-config libpcre2-dev zlib1g-dev tmux util-linux coreutils git lowdown man-db locales $*"

missing=""
if command -v dpkg-query >/dev/null 2>&1; then
    # One line per known package: "NAME STATUS"; "ii" means installed.
    # Unknown names print nothing on stdout, so they count as missing too.
    installed=$(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' $pkgs 2>/dev/null \
        | awk '$2 == "ii" { print $1 }') || true
    for p in $pkgs; do
        case " $(echo $installed) " in
            *" $p "*) ;;
            *) missing="$missing $p" ;;
        esac
    done
else
    # Not Debian: check the commands and the library, and only advise.
    for c in gcc make pkg-config tmux setpriv timeout git $*; do
        command -v "$c" >/dev/null 2>&1 || missing="$missing $c"
    done
    if command -v pkg-config >/dev/null 2>&1 && ! pkg-config --exists libpcre2-8; then
        missing="$missing libpcre2-8(dev)"
    fi
    if command -v pkg-config >/dev/null 2>&1 && ! pkg-config --exists zlib; then
        missing="$missing zlib(dev)"
    fi
    if [ -n "$missing" ]; then
        echo "mk/deps.sh: missing:$missing (install them with your package manager)" >&2
        exit 1
    fi
    exit 0
fi

[ -z "$missing" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
    echo "mk/deps.sh: missing Debian packages:$missing" >&2
    echo "run: sudo apt-get update && sudo apt-get install -y --no-install-recommends$missing" >&2
    exit 1
fi

echo "mk/deps.sh: installing:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends $missing
