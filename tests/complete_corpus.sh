#!/usr/bin/env bash
# tests/complete_corpus.sh - load real completion files and ask them for candidates.
#
# Usage: tests/complete_corpus.sh [-v] [-j N] [--shell PATH] [DIR...]
#        (make complete-corpus; not part of make test)
#
# For every FILE.fish in each DIR (default: Debian's /usr/share/fish/completions
# and, when it is cloned beside the project, ../fish-shell/share/completions),
# runs in a throw-away HOME:
#     source FILE; complete -C 'CMD '; complete -C 'CMD -'
# where CMD is the file's name, and counts the files whose run prints nothing on
# stderr, exits within 20 s and is not killed by a signal. Anything on stderr
# names a missing helper function or a gap in the language: each failing file is
# listed with the first line of its stderr (all of it with -v). --shell runs
# another fish-compatible shell instead (e.g. /usr/bin/fish, to compare).
# Prints `DIR: N of M files clean` per folder; exits 1 when any file is not.

set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
shell=""
jobs=2
verbose=0
dirs=()
while [[ $# -gt 0 ]]; do
    case $1 in
        -v) verbose=1 ;;
        -j) jobs=$2; shift ;;
        --shell) shell=$2; shift ;;
        -*) echo "usage: tests/complete_corpus.sh [-v] [-j N] [--shell PATH] [DIR...]" >&2; exit 2 ;;
        *) dirs+=("$1") ;;
    esac
    shift
done
if [[ -z $shell ]]; then
    ${MAKE:-make} -C "$ROOT" --no-print-directory -s all >&2 || { echo "tests/complete_corpus.sh: make failed" >&2; exit 2; }
    shell=$ROOT/build/minnow
fi
if [[ ${#dirs[@]} -eq 0 ]]; then
    [[ -d /usr/share/fish/completions ]] && dirs+=(/usr/share/fish/completions)
    [[ -d $ROOT/../fish-shell/share/completions ]] && dirs+=("$(cd "$ROOT/../fish-shell/share/completions" && pwd)")
fi
[[ ${#dirs[@]} -gt 0 ]] || { echo "tests/complete_corpus.sh: no completion folders (install fish-common, or name one)" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# One file: prints "ok FILE" or "bad FILE" and leaves its stderr in $scratch.
one() {
    local file=$1 cmd err home
    cmd=$(basename "$file" .fish)
    err=$scratch/$(printf '%s' "$file" | md5sum | cut -c1-16)
    home=$err.home
    mkdir -p "$home"
    HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share \
        XDG_CACHE_HOME=$home/.cache timeout -k 5 20 "$shell" --no-config -c \
        'source $argv[1]; complete -C "$argv[2] " >/dev/null; complete -C "$argv[2] -" >/dev/null' \
        "$file" "$cmd" </dev/null >/dev/null 2>"$err"
    local status=$?
    rm -rf "$home"
    if [[ $status -ge 124 && $status -ne 127 ]]; then
        echo "(exit status $status: timed out or killed)" >>"$err"
    fi
    if [[ -s $err ]]; then echo "bad $file"; else echo "ok $file"; fi
}
export -f one
export shell scratch

bad_total=0
for dir in "${dirs[@]}"; do
    results=$(find "$dir" -maxdepth 1 -name '*.fish' -print0 | sort -z |
        xargs -0 -P "$jobs" -I{} bash -c 'one "$1"' _ {})
    total=$(grep -c . <<<"$results")
    bad=$(grep '^bad ' <<<"$results" | sort)
    nbad=$(grep -c . <<<"$bad")
    while read -r _ file; do
        [[ -n $file ]] || continue
        err=$scratch/$(printf '%s' "$file" | md5sum | cut -c1-16)
        if [[ $verbose -eq 1 ]]; then
            echo "== $file"
            sed 's/^/   /' "$err"
        else
            printf '%s: %s\n' "$(basename "$file")" "$(head -n 1 "$err")"
        fi
    done <<<"$bad"
    echo "$dir: $((total - nbad)) of $total files clean"
    bad_total=$((bad_total + nbad))
done
[[ $bad_total -eq 0 ]]
