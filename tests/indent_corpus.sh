#!/usr/bin/env bash
# tests/indent_corpus.sh - check minnow_indent on a corpus of real fish scripts.
#
# Usage: tests/indent_corpus.sh [DIR...]
#
# Formats every .fish file under each DIR (default: /usr/share/fish when it
# exists, else our tests/ and share/) and checks, for each file that `minnow -n`
# accepts, that
#   - minnow_indent succeeds (exit 0, within 10 s);
#   - formatting is idempotent: formatting the output again changes nothing;
#   - the output means the same: `minnow --print-ast` prints the same tree for
#     the output as for the input, once each leaf text is normalized the way
#     the formatter is allowed to change it (quotes dropped around a word of
#     [A-Za-z0-9_/-], a word's trailing backslash-newline removed, a `;`
#     ending a block header turned into a line break).
# Files that `minnow -n` rejects (tests/syntax-errors) are checked for idempotency
# only, since the meaning of a broken script is not defined; elsewhere they are parser bugs,
# not formatter ones. Each failure is printed with a diff; the last line is
# `N files, N not idempotent, N changed meaning`.
#
# Environment: MINNOW and MINNOW_INDENT (default build/minnow and
# build/minnow_indent, built with `make` when missing).
# Exits 1 when any file fails.

set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [[ -z ${MINNOW-} || -z ${MINNOW_INDENT-} ]]; then
    if [[ ! -x $ROOT/build/minnow || ! -x $ROOT/build/minnow_indent ]]; then
        ${MAKE:-make} -C "$ROOT" --no-print-directory -s all >&2 ||
            { echo "tests/indent_corpus.sh: make failed" >&2; exit 1; }
    fi
fi
MINNOW=${MINNOW:-$ROOT/build/minnow}
MINNOW_INDENT=${MINNOW_INDENT:-$ROOT/build/minnow_indent}
for b in "$MINNOW" "$MINNOW_INDENT"; do
    [[ -x $b ]] || { echo "tests/indent_corpus.sh: no binary at $b" >&2; exit 1; }
done

dirs=("$@")
if [[ ${#dirs[@]} -eq 0 ]]; then
    if [[ -d /usr/share/fish ]]; then
        dirs=(/usr/share/fish)
    else
        dirs=("$ROOT/tests")
        [[ -d $ROOT/share ]] && dirs+=("$ROOT/share")
    fi
fi

work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

# Leaf texts as the formatter may rewrite them (see pretty_clean_word).
normalize() {
    perl -ne '
        if (/^(\s*(?:word|keyword) )\x27(.*)\x27$/) {
            my ($head, $t) = ($1, $2);
            $t =~ s/\\\\n$//;            # a trailing backslash-newline (dumped as \ + \n)
            if ($t !~ /\\/ && $t =~ /[\x27"]/) {
                my ($q, $kept, $ok) = ("", "", 1);
                for my $c (split //, $t) {
                    if ($q ne "" && $c eq $q) { $q = ""; }
                    elsif ($q eq "" && ($c eq "\x27" || $c eq "\"")) { $q = $c; }
                    elsif ($c =~ /[A-Za-z0-9_\/-]/) { $kept .= $c; }
                    else { $ok = 0; last; }
                }
                $t = $kept if $ok && $q eq "" && $kept ne "";
            }
            print "$head\x27$t\x27\n";
        } elsif (/^(\s*punct )\x27;\x27$/) {
            print "$1\x27\\n\x27\n";   # a block header ; may become a line break
        } else {
            print;
        }'
}

files=0 rejected=0 failed=0 unstable=0 changed=0
while IFS= read -r -d '' f; do
    files=$((files + 1))
    broken=0
    if ! timeout -k 2 10 "$MINNOW" -n "$f" >/dev/null 2>"$work/err" </dev/null; then
        rejected=$((rejected + 1)) broken=1
    fi
    if ! timeout -k 2 10 "$MINNOW_INDENT" "$f" >"$work/one" 2>"$work/err" </dev/null; then
        failed=$((failed + 1))
        printf '\nFAILED: %s: minnow_indent exited with status %s\n' "$f" "$?"
        head -c 600 "$work/err" | sed 's/^/    /'
        continue
    fi
    if ! timeout -k 2 10 "$MINNOW_INDENT" "$work/one" >"$work/two" 2>/dev/null </dev/null ||
        ! cmp -s "$work/one" "$work/two"; then
        unstable=$((unstable + 1))
        printf '\nNOT IDEMPOTENT: %s\n' "$f"
        diff -u "$work/one" "$work/two" | head -40 | sed 's/^/    /'
    fi
    ((broken)) && continue # a broken script's tree is a best effort: only idempotency counts
    timeout -k 2 10 "$MINNOW" --print-ast "$f" 2>/dev/null </dev/null | normalize >"$work/ast1"
    timeout -k 2 10 "$MINNOW" --print-ast "$work/one" 2>/dev/null </dev/null | normalize >"$work/ast2"
    if ! cmp -s "$work/ast1" "$work/ast2"; then
        changed=$((changed + 1))
        printf '\nCHANGED MEANING: %s\n' "$f"
        diff -u "$work/ast1" "$work/ast2" | head -40 | sed 's/^/    /'
    fi
done < <(find "${dirs[@]}" -name '*.fish' -type f -print0 | sort -z)

printf '\n'
((rejected + failed > 0)) &&
    printf '%d with syntax errors (idempotency checked only), %d failed to format\n' "$rejected" "$failed"
printf '%d files, %d not idempotent, %d changed meaning\n' "$files" "$unstable" "$changed"
((failed + unstable + changed == 0))
