#!/bin/sh
# tests/doc_screenshot.sh - the smoke test of the HTML manual in a real
# browser: renders the index and a builtin's page with headless Chromium
# (Debian's chromium) to screenshots and checks they are PNG images of some
# size. .ci/run runs it after make test (and installs chromium for it); by
# hand it skips (status 0, with a note) where chromium is missing.
#
# Usage: tests/doc_screenshot.sh [HTMLDIR]   (default: build/doc/html)
set -eu

dir=${1:-build/doc/html}
browser=
for b in chromium chromium-browser google-chrome; do
    if command -v "$b" >/dev/null 2>&1; then
        browser=$b
        break
    fi
done
if [ -z "$browser" ]; then
    echo "doc_screenshot: skipped: no chromium here (apt-get install chromium)"
    exit 0
fi
[ -f "$dir/index.html" ] || { echo "doc_screenshot: no $dir/index.html (run make docs)" >&2; exit 1; }
dir=$(cd "$dir" && pwd)
out=$(mktemp -d "${TMPDIR:-/tmp}/doc-shots.XXXXXX")
trap 'rm -rf "$out"' EXIT

status=0
for page in index.html cmds/set.html; do
    shot=$out/$(echo "$page" | tr / -).png
    # A profile of its own, so a running browser of the user is left alone.
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --no-first-run \
        --user-data-dir="$out/profile" --window-size=1000,1400 --hide-scrollbars \
        --screenshot="$shot" "file://$dir/$page" >"$out/log" 2>&1 || true
    # A PNG starts with \211PNG; an empty page still gives a small image, so
    # a real one with text and colours is well above a few kilobytes.
    size=$(wc -c <"$shot" 2>/dev/null || echo 0)
    magic=$(head -c 4 "$shot" 2>/dev/null | od -An -c | tr -d ' ')
    if [ "$magic" = '211PNG' ] && [ "$size" -gt 10000 ]; then
        echo "doc_screenshot: $page: PNG, $size bytes"
    else
        echo "doc_screenshot: $page: no usable screenshot (magic '$magic', $size bytes)" >&2
        cat "$out/log" >&2
        status=1
    fi
done
exit $status
