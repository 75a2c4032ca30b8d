#!/usr/bin/env bash
# tests/corpus.sh - check that minnow accepts every real fish script we can find.
#
# Usage: tests/corpus.sh          (make corpus; not part of make test)
#
# Runs `minnow -n` on
#   - every .fish file under /usr/share/fish (Debian's fish-common: about 1,140
#     files that fish itself accepts), when that folder exists;
#   - every .fish file in our share/ and tests/, except tests/syntax-errors/
#     (broken on purpose) and files holding a line `# CORPUS-SKIP` (a check that
#     is broken on purpose says so with that line).
# Prints each rejected file with minnow's error, then `N files, N rejected`.
# A run that takes longer than 10 s or dies from a signal counts as rejected.
# Then runs tests/indent_corpus.sh when it exists.
#
# Environment: MINNOW (the binary; default build/minnow, built with `make` first),
# FISH_SHARE (default /usr/share/fish).
# Exits 1 when a file is rejected or the indent corpus fails.

set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1
FISH_SHARE=${FISH_SHARE:-/usr/share/fish}

if [[ -z ${MINNOW-} ]]; then
    ${MAKE:-make} --no-print-directory -s all >&2 || { echo "tests/corpus.sh: make failed" >&2; exit 1; }
    MINNOW=$ROOT/build/minnow
fi
[[ -x $MINNOW ]] || { echo "tests/corpus.sh: no minnow binary at $MINNOW" >&2; exit 1; }

files=()
if [[ -d $FISH_SHARE ]]; then
    while IFS= read -r -d '' f; do files+=("$f"); done \
        < <(find "$FISH_SHARE" -name '*.fish' -type f -print0 | sort -z)
    printf 'corpus: %d files from %s\n' "${#files[@]}" "$FISH_SHARE"
else
    printf 'corpus: %s is absent (install fish-common to check its scripts); skipping them\n' \
        "$FISH_SHARE"
fi
ours=0 skipped=0
dirs=(tests)
[[ -d share ]] && dirs=(share tests)
while IFS= read -r -d '' f; do
    if grep -q '^[[:space:]]*#[[:space:]]*CORPUS-SKIP[[:space:]]*$' "$f"; then
        skipped=$((skipped + 1))
        continue
    fi
    files+=("$f")
    ours=$((ours + 1))
done < <(find "${dirs[@]}" -path tests/syntax-errors -prune -o -name '*.fish' -type f -print0 | sort -z)
printf 'corpus: %d files from %s (%d marked CORPUS-SKIP)\n' "$ours" "${dirs[*]}" "$skipped"

rejected=0
err=$(mktemp) || exit 1
trap 'rm -f "$err"' EXIT
for f in "${files[@]}"; do
    timeout -k 2 10 "$MINNOW" -n "$f" >/dev/null 2>"$err" </dev/null
    status=$?
    [[ $status == 0 ]] && continue
    rejected=$((rejected + 1))
    case $status in
        124 | 137) why="timed out after 10 s" ;;
        127) why="rejected" ;;
        *) why="exit status $status" ;;
    esac
    ((status > 128 && status != 137)) && why="killed by signal $((status - 128))"
    printf '\n%s: %s\n' "$f" "$why"
    head -c 2000 "$err" | sed -e '/^$/d' -e 's/^/    /'
done

printf '\n%d files, %d rejected\n' "${#files[@]}" "$rejected"
result=0
((rejected > 0)) && result=1

if [[ -e tests/indent_corpus.sh ]]; then
    printf '\ncorpus: running tests/indent_corpus.sh\n'
    bash tests/indent_corpus.sh || result=1
fi
exit "$result"
