#!/bin/sh
# mk/conformance.sh - run fish's own test suites against build/minnow.
#
# fish's suite is the measure of minnow's fish (doc/conformance.md). It is not
# ours to ship: it is read from clones of fish-shell beside the project
# (../fish-shell at HEAD and ../fish-shell-3.6, a worktree of tag 3.6.0), and run
# by the fish-suite tool of ../shared/tools (or $FISH_SUITE_TOOL). For each suite
# whose clone exists this prints the tool's closing line and a line per kind of
# test (check scripts, tmux checks, pexpect tests), and keeps every result in
# build/conformance/SUITE.txt and SUITE.json. Not part of `make test` or CI.
# fish's tests assume an ordinary user (they take permissions away and expect
# a failure), so as root the suite runs as `nobody`, as our own permission
# tests do.
#
# Usage: mk/conformance.sh [SUITE...]   (head, 3.6; both by default)

set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2
tool=${FISH_SUITE_TOOL:-$top/../shared/tools/fish-suite}
out=build/conformance

if [ ! -x "$tool" ]; then
    echo "make conformance: no fish-suite tool at $tool (set FISH_SUITE_TOOL)" >&2
    exit 2
fi
if [ ! -x build/minnow ]; then
    echo "make conformance: build/minnow is missing (run make first)" >&2
    exit 2
fi
mkdir -p "$out"
[ $# -gt 0 ] || set -- head 3.6
as_user=""
if [ "$(id -u)" = 0 ]; then
    as_user="setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME=/tmp"
fi
scratch=$(mktemp -d)
chmod 777 "$scratch"
trap 'rm -rf "$scratch"' EXIT

ran=0
for suite in "$@"; do
    case $suite in
        head) clone=$top/../fish-shell ;;
        3.6) clone=$top/../fish-shell-3.6 ;;
        *) echo "make conformance: unknown suite '$suite' (head or 3.6)" >&2; exit 2 ;;
    esac
    if [ ! -d "$clone/tests/checks" ]; then
        echo "suite $suite: skipped, no clone of fish-shell at $clone" \
             "(see DEVELOPERS.md: fetch fish-shell, clone it there" \
             "and add a worktree of tag 3.6.0 as ../fish-shell-3.6)"
        continue
    fi
    ran=$((ran + 1))
    $as_user "$tool" --suite "$suite" --suite-dir "$clone" --json "$scratch/$suite.json" \
        >"$out/$suite.txt" 2>&1
    mv "$scratch/$suite.json" "$out/$suite.json"
    python3 - "$suite" "$out/$suite.json" <<'PY'
import json, sys
suite, path = sys.argv[1], sys.argv[2]
tests = json.load(open(path))["tests"]
def kind(t):
    name = t["name"]
    if name.startswith("pexpects/"):
        return "pexpect tests"
    return "tmux checks" if name.startswith("checks/tmux-") else "check scripts"
def line(label, ts):
    n = {r: sum(t["result"] == r for t in ts) for r in ("PASS", "FAIL", "SKIP")}
    print(f"suite {suite}{label}: {n['PASS']} passed, {n['FAIL']} failed, {n['SKIP']} skipped")
line("", tests)
for k in ("check scripts", "tmux checks", "pexpect tests"):
    line(f" ({k})", [t for t in tests if kind(t) == k])
PY
done
[ "$ran" -gt 0 ] || exit 1
echo "results in $out/"
