#!/usr/bin/env bash
# tests/interactive/webconfig_server.sh - the server behind fish_config:
# `__minnow_webconfig FOLDER BROWSER...` starts it on 127.0.0.1, prints the
# page's file:// start and its URL with the secret, starts the browser, and
# serves FOLDER's files to requests that carry the secret until Enter.
# Everything else is refused with the right status (403 without the secret
# or with a path that climbs out, 404, 405, 414, 400, 408 for a client too
# slow) and the refusals are logged as fish's server logs them.
. "$(dirname "$0")/lib.sh"

page="$HOME/page"
mkdir -p "$page/sub"
printf '<!DOCTYPE html><title>t</title>page body\n' >"$page/index.html"
printf 'body{}\n' >"$page/sub/style.css"
printf 'secret\n' >"$HOME/outside.txt"
printf '#!/bin/sh\necho "$1" >"$HOME/opened"\n' >"$HOME/browser"
chmod +x "$HOME/browser"
pin_prompt </dev/null
serve_page "__minnow_webconfig $page $HOME/browser"
screen | grep -q "^Web config started at file://.*\.html" || fail "no file:// start"

# the browser was started with the start page, which leads to the URL
start_file=$(screen | grep -o 'file://[^ ]*\.html' | head -1 | sed 's|^file://||')
last_line "$HOME/opened" "file://$start_file"
grep -q "$url" "$start_file" || fail "the start page does not lead to $url"

# ask REQUEST: the whole answer of the server to the raw request
ask() {
    exec 3<>"/dev/tcp/127.0.0.1/$port" || fail "cannot connect"
    printf '%b' "$1" >&3
    timeout 10 cat <&3
    exec 3<&-
}
status_of() { ask "$1" | head -1 | tr -d '\r'; }

got=$(ask "GET /$secret/ HTTP/1.1\r\nHost: x\r\n\r\n")
[[ $got == *"HTTP/1.1 200 OK"* && $got == *"page body"* && $got == *"text/html"* ]] || fail "index: $got"
got=$(ask "GET /$secret/sub/style.css HTTP/1.1\r\n\r\n")
[[ $got == *"200 OK"* && $got == *"text/css"* && $got == *"body{}"* ]] || fail "css: $got"
got=$(ask "HEAD /$secret/index.html HTTP/1.0\r\n\r\n")
[[ $got == *"200 OK"* && $got != *"page body"* ]] || fail "head: $got"

[[ $(status_of "GET /invalid_auth/ HTTP/1.1\r\n\r\n") == "HTTP/1.1 403 Forbidden" ]] || fail "no secret"
wait_for "code 403, message Forbidden, path /invalid_auth/"
[[ $(status_of "GET /$secret/../outside.txt HTTP/1.1\r\n\r\n") == "HTTP/1.1 403 Forbidden" ]] || fail "dot-dot"
[[ $(status_of "GET /$secret/%2e%2e/outside.txt HTTP/1.1\r\n\r\n") == "HTTP/1.1 403 Forbidden" ]] || fail "escaped dot-dot"
[[ $(status_of "GET /$secret/nothing.html HTTP/1.1\r\n\r\n") == "HTTP/1.1 404 Not Found" ]] || fail "404"
[[ $(status_of "GET /$secret/bad%zz HTTP/1.1\r\n\r\n") == "HTTP/1.1 400 Bad Request" ]] || fail "bad escape"
[[ $(status_of "BREW /$secret/ HTTP/1.1\r\n\r\n") == "HTTP/1.1 405 Method Not Allowed" ]] || fail "405"
[[ $(status_of "GET /$secret/$(printf 'a%.0s' $(seq 9000)) HTTP/1.1\r\n\r\n") == "HTTP/1.1 414 URI Too Long" ]] || fail "414"
[[ $(status_of "hello\r\n\r\n") == "HTTP/1.1 400 Bad Request" ]] || fail "garbage"
# a client that sends half a request and waits: 408, and the server goes on
[[ $(status_of "GET /$secret/ HT") == "HTTP/1.1 408 Request Timeout" ]] || fail "slow client"
[[ $(status_of "GET /$secret/ HTTP/1.1\r\n\r\n") == "HTTP/1.1 200 OK" ]] || fail "after the slow one"

# the API: what the shell holds, as JSON lines; a name is passed as data
body() { ask "GET /$secret/api/$1 HTTP/1.1\r\n\r\n" | sed '1,/^\r$/d'; }
[[ $(body functions) == *'"fish_prompt"'* ]] || fail "api/functions: $(body functions)"
[[ $(body 'function?arg=fish_prompt') == *"printf 'P> '"* ]] || fail "api/function: $(body 'function?arg=fish_prompt')"
[[ $(body 'history?arg=history-mark') == '{"lines": ["echo history-marker"]}' ]] || fail "api/history: $(body 'history?arg=history-mark')"
[[ $(body variables) == *'"global\tfish_greeting\t'* ]] || fail "api/variables: $(body variables | head -c 300)"
[[ $(body themes) == *'"default"'* ]] || fail "api/themes"
[[ $(body 'theme?arg=default') == *'fish_color_command'* ]] || fail "api/theme"
[[ $(body bindings) == *'bind '* ]] || fail "api/bindings"
[[ $(body 'function?arg=%3Becho%20x') == '{"lines": []}' ]] || fail "a name that is code: $(body 'function?arg=%3Becho%20x')"
[[ $(status_of "GET /$secret/api/nothing HTTP/1.1\r\n\r\n") == "HTTP/1.1 404 Not Found" ]] || fail "api 404"
[[ $(status_of "GET /$secret/api/function HTTP/1.1\r\n\r\n") == "HTTP/1.1 400 Bad Request" ]] || fail "api without its argument"

# changes: POST only, the value in the body; they reach the shell's
# universal variables, its functions folder and its history
post() { # NAME VALUE: the answer to a POST of arg=VALUE
    local b="arg=$2"
    ask "POST /$secret/api/$1 HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${#b}\r\n\r\n$b"
}
[[ $(status_of "GET /$secret/api/theme-save?arg=nord HTTP/1.1\r\n\r\n") == "HTTP/1.1 405 Method Not Allowed" ]] || fail "a change by GET"
[[ $(status_of "POST /$secret/api/themes HTTP/1.1\r\nContent-Length: 0\r\n\r\n") == "HTTP/1.1 405 Method Not Allowed" ]] || fail "a read by POST"
[[ $(post theme-save nord | head -1 | tr -d '\r') == "HTTP/1.1 200 OK" ]] || fail "theme-save"
[[ $(body variables) == *'"universal\tfish_color_command\t81a1c1'* ]] || fail "the theme's colours are not universal"
[[ $(post prompt-save arrow | head -1 | tr -d '\r') == "HTTP/1.1 200 OK" ]] || fail "prompt-save"
grep -q 'function fish_prompt' "$HOME/.config/minnow/functions/fish_prompt.fish" || fail "no fish_prompt.fish saved"
post history-delete 'echo%20history-marker' >/dev/null
# the current colours saved as a theme file; a name that is not a word is refused
post theme-file mine >/dev/null
grep -q '^fish_color_command 81a1c1' "$HOME/.config/minnow/themes/mine.theme" || fail "no theme file"
post theme-file '..%2Fevil' >/dev/null
[[ ! -e $HOME/.config/minnow/evil.theme ]] || fail "a theme file outside the folder"
# abbreviations added and erased, kept in conf.d for new shells
post abbr-add 'gst%20git%20status' >/dev/null
[[ $(body abbreviations) == *"abbr -a -- gst 'git status'"* ]] || fail "abbr-add: $(body abbreviations)"
grep -q "gst 'git status'" "$HOME/.config/minnow/conf.d/fish_config_abbr.fish" || fail "abbr not kept"
[[ $(post abbr-erase nothere | sed '1,/^\r$/d') == *"is not defined by this page"* ]] || fail "erasing one from elsewhere"
post abbr-erase gst >/dev/null
[[ $(body abbreviations) != *"gst"* ]] || fail "abbr-erase"
! grep -q gst "$HOME/.config/minnow/conf.d/fish_config_abbr.fish" || fail "abbr still kept"
[[ $(body 'history?arg=history-mark') == '{"lines": []}' ]] || fail "history-delete: $(body 'history?arg=history-mark')"

# Enter stops it: no server any more, the start page is gone
keys Enter
wait_for "Shutting down."
line_is_prompt=0
for _ in $(seq 100); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then line_is_prompt=1; break; fi
    sleep 0.05
done
[[ $line_is_prompt == 1 ]] || fail "the server still answers"
[[ ! -e $start_file ]] || fail "the start page is left in $start_file"
# the page says it closes as it goes: a reload asks again at once and the
# server stays; a page that does not come back stops it
keys C-l
keys -l "__minnow_webconfig $page"; keys Enter
wait_for "Hit ENTER to stop."
url=$(screen | grep -o 'http://localhost:[0-9]*/[0-9a-f]*/' | head -1)
[[ $url =~ ^http://localhost:([0-9]{4})/([0-9a-f]{32})/$ ]] || fail "no URL: $url"
port=${BASH_REMATCH[1]} secret=${BASH_REMATCH[2]}
[[ $(post closing 1 | head -1 | tr -d '\r') == "HTTP/1.1 204 No Content" ]] || fail "closing"
[[ $(status_of "GET /$secret/ HTTP/1.1\r\n\r\n") == "HTTP/1.1 200 OK" ]] || fail "a reload"
sleep 4
[[ $(status_of "GET /$secret/ HTTP/1.1\r\n\r\n") == "HTTP/1.1 200 OK" ]] || fail "gone after a reload"
post closing 1 >/dev/null
wait_for "Shutting down."
keys -l 'exit 0'; keys Enter
wait_for "exited 0"
