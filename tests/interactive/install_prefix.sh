#!/usr/bin/env bash
# tests/interactive/install_prefix.sh - minnow installed into a prefix (as
# `make install PREFIX=...` does, through the same mk/install.sh) finds
# everything from there: its share/ (functions, completions: Tab completes
# an option from an installed completion file), the manual (`help` hands
# $BROWSER the installed page) and its man pages (`man minnow`).
. "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$1" && pwd)
prefix=$HOME/prefix
"$root/mk/install.sh" "$build" "$build/../doc" "$prefix" >/dev/null || fail "mk/install.sh failed"
m=$prefix/bin/minnow
[[ -x $m && -x $prefix/bin/minnow_indent ]] || fail "binaries not installed"

got=$("$m" -c 'echo $__fish_data_dir; functions -D prompt_pwd')
[[ $got == "$prefix/share/minnow"$'\n'"$prefix/share/minnow/functions/prompt_pwd.fish" ]] ||
    fail "share/ not found from the prefix: $got"

if [[ -f $build/../doc/html/index.html ]]; then
    printf '#!/bin/sh\necho "$1" >%s/url\n' "$HOME" >"$HOME/browser"
    chmod +x "$HOME/browser"
    BROWSER=$HOME/browser "$m" -c 'help string' || fail "help failed"
    url=$(cat "$HOME/url")
    [[ $url == "file://$prefix/share/minnow/doc/html/cmds/string.html" ]] || fail "help opened $url"
    [[ -f ${url#file://} ]] || fail "the page $url is not there"
    if command -v man >/dev/null; then
        got=$(MANPATH= "$m" -c 'man -w minnow')
        [[ $got == "$prefix/share/minnow/doc/man/man1/minnow.1" ]] || fail "man -w minnow: $got"
    fi
    [[ -f $prefix/share/man/man1/minnow.1 ]] || fail "no man page in share/man/man1"
else
    echo "note: the manual was not rendered (lowdown missing): help and man not checked"
fi

pin_prompt </dev/null
start env PATH="$prefix/bin:$PATH" "$m"
line_is 0 "P>"
keys -l 'minnow_indent --che'
keys Tab
line_is 0 "P> minnow_indent --check"
