#!/usr/bin/env bash
# tests/interactive/webconfig_page.sh - fish_config's page in a real browser
# (headless Chromium): `BROWSER=... fish_config` serves it, and each tab,
# opened by its address (#functions), shows what the shell holds: the
# themes with a coloured preview, the prompts, the functions, the
# variables, the history, the bindings and the abbreviations. Skipped
# (status 77) where Chromium is not installed; .ci/run installs it.
. "$(dirname "$0")/lib.sh"

need_chromium webconfig_page

pin_prompt <<'CFG'
abbr -a gco git checkout
function my_function; echo mine; end
set -g my_variable value1 value2
bind ctrl-q 'echo from-config'
CFG
serve_page 'BROWSER=true fish_config'

# dom TAB: the page after its scripts ran, with TAB open
dom() {
    timeout 60 "$browser" --headless --no-sandbox --disable-gpu --no-first-run \
        --user-data-dir="$HOME/chromium" --virtual-time-budget=5000 --dump-dom "$url#$1" 2>/dev/null
}
check() { # TAB TEXT...: the tab's page holds each TEXT
    local page
    page=$(dom "$1")
    shift
    for want in "$@"; do
        [[ $page == *"$want"* ]] || fail "tab holds no '$want': $(printf '%s' "$page" | head -c 2000)"
    done
}
check colors '<section id="colors" class="tab active">' '<li class="selected">' '>default<' \
    'fish_color_command' '<span style="color: rgb('
check prompt '<section id="prompt" class="tab active">' '<li class="selected">' '<h2 id="prompt-name">' \
    '<pre id="prompt-preview" class="terminal"><span'
check functions '<section id="functions" class="tab active">' '<li>my_function</li>'
check variables '<td>global</td><td>my_variable</td><td>value1 value2</td>'
check history '<li>echo history-marker<button class="delete">delete</button></li>'
# (the file a run of bindings was made in heads it, not as a binding)
check bindings '<li>bind ' '<li class="from">Defined in ' "<li>bind ctrl-q 'echo from-config'</li>"
check abbreviations 'gco'

# a theme chosen on the page is this shell's colours once the page is closed
exec 3<>"/dev/tcp/127.0.0.1/$port" || fail "cannot connect"
printf 'POST /%s/api/theme-save HTTP/1.1\r\nContent-Length: 8\r\n\r\narg=nord' "$secret" >&3
timeout 10 cat <&3 >/dev/null
exec 3<&-
keys Enter
wait_for "Shutting down."
keys -l 'echo cmd=$fish_color_command'; keys Enter
wait_for "cmd=81a1c1"
keys -l 'exit 0'; keys Enter
wait_for "exited 0"
