# tests/interactive/lib.sh - what the tmux tests share (sourced, not run).
#
# Sets $minnow from the build dir in $1, gives the test its own tmux server
# (killed on exit), and defines:
#   start CMD...      a fresh 80x24 session "t" running CMD
#   wait_for TEXT     poll the pane until it shows TEXT (10 s at most), else fail
#   wait_gone TEXT    poll until the pane no longer shows TEXT
#   lacks TEXT        fail when the pane shows TEXT now
#   keys ARGS...      tmux send-keys to the pane; type WORDS literally with keys -l
# Every function works on the session named by $target ("t"); a test with
# two sessions starts the second with `target=u start ...` and drives it
# the same way (`target=u keys ...`). Sessions are named exactly (`=t:`): tmux
# also tries a bare `t` as (the start of) a window name in the current
# session, and with two sessions keys meant for one then reached the other
# now and then.
# Tests poll; they never sleep a fixed time to wait for output.
set -u
build=${1:?usage: $0 BUILDDIR}
minnow=$(cd "$build" && pwd)/minnow
sock="minnow-test-$$"
tmux() { command tmux -L "$sock" "$@"; }
# Kills what still runs in the panes before the server: a shell that loses
# its terminal would otherwise exit on its own, and a sanitizer build can
# hang in its leak check then (the process group is orphaned).
cleanup() {
    local p
    for p in $(tmux list-panes -a -F '#{pane_pid}' 2>/dev/null); do
        pkill -KILL -P "$p" 2>/dev/null
        kill -KILL "$p" 2>/dev/null
    done
    tmux kill-server 2>/dev/null
}
trap cleanup EXIT

target=t
start() { tmux -f /dev/null new-session -d -s "$target" -x 80 -y 24 "$*"; }
screen() { tmux capture-pane -p -t "=$target:"; }
fail() {
    echo "FAIL: $*"
    screen
    exit 1
}
wait_for() {
    for _ in $(seq 200); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.05
    done
    fail "screen never showed: $1"
}
wait_gone() {
    for _ in $(seq 200); do
        screen | grep -qF -- "$1" || return 0
        sleep 0.05
    done
    fail "screen still shows: $1"
}
lacks() { screen | grep -qF -- "$1" && fail "screen shows: $1"; return 0; }
keys() { tmux send-keys -t "=$target:" "$@"; }
# cursor_at X Y     poll until the pane's cursor is at column X, row Y (from 0)
cursor_at() {
    local got
    for _ in $(seq 200); do
        got=$(tmux display -p -t "=$target:" '#{cursor_x} #{cursor_y}')
        [[ $got == "$1 $2" ]] && return 0
        sleep 0.05
    done
    fail "cursor at $got, not $1 $2"
}
# line N            the pane's row N (from 0), trailing blanks dropped
line() { screen | sed -n "$(($1 + 1))p" | sed 's/ *$//'; }
# line_is N TEXT    poll until row N is exactly TEXT
line_is() {
    local got
    for _ in $(seq 200); do
        got=$(line "$1")
        [[ $got == "$2" ]] && return 0
        sleep 0.05
    done
    fail "row $1 is '$got', not '$2'"
}
# last_line FILE TEXT   poll until the last line of FILE is TEXT (what a
#                   fake program a key ran has noted)
last_line() {
    local got
    for _ in $(seq 200); do
        got=$(tail -n 1 "$1" 2>/dev/null)
        [[ $got == "$2" ]] && return 0
        sleep 0.05
    done
    fail "the last line of $1 is '$got', not '$2'"
}
# pin_prompt        a config that makes the prompt 'P> ', no greeting and no
#                   autosuggestions, so tests see a fixed layout (takes extra
#                   config lines on stdin, which may turn suggestions back on)
pin_prompt() {
    mkdir -p "$HOME/.config/minnow"
    {
        echo "function fish_prompt; printf 'P> '; end"
        echo "set -g fish_greeting"
        echo "set -g fish_autosuggestion_enabled 0"
        cat
    } >"$HOME/.config/minnow/config.fish"
}
# at_prompt         poll until the last row with text is the bare prompt 'P>':
#                   the command line ran to its end and the shell reads keys
#                   again (keys typed while a command runs meet the terminal
#                   in its ordinary modes, as in fish: echoed, Enter as ^J)
at_prompt() {
    local got
    for _ in $(seq 200); do
        got=$(screen | sed 's/ *$//' | grep -v '^$' | tail -n 1)
        [[ $got == "P>" ]] && return 0
        sleep 0.05
    done
    fail "the last row is '$got', not the prompt"
}
# colors             the pane with its colours and attributes as SGR escapes
colors() { tmux capture-pane -p -e -t "=$target:"; }
# shows TEXT         poll until the pane, its colours included as SGR escapes,
#                    shows TEXT
shows() {
    for _ in $(seq 200); do
        colors | grep -qF -- "$1" && return 0
        sleep 0.05
    done
    colors | cat -v
    fail "colours never showed: $(printf '%s' "$1" | cat -v)"
}
# running NAME       poll until the pane's foreground command is NAME (a job
#                    started from the prompt is really running), 10 s at most
running() {
    for _ in $(seq 200); do
        [[ $(tmux display -p -t "=$target:" '#{pane_current_command}') == "$1" ]] && return 0
        sleep 0.05
    done
    fail "$1 never ran in the foreground"
}
# serve_page CMD      in a fresh shell (wide, with one line of history, "echo
#                    history-marker"), run CMD (fish_config, or the server
#                    itself) and set $url, $port and $secret from what it prints
serve_page() {
    start "$minnow; echo exited \$?; sleep 5"
    line_is 0 "P>"
    tmux resize-window -t t -x 200 -y 40
    keys -l 'echo history-marker'; keys Enter
    wait_for "history-marker"
    keys -l "$1"; keys Enter
    wait_for "Hit ENTER to stop."
    url=$(screen | grep -o 'http://localhost:[0-9]*/[0-9a-f]*/' | head -1)
    [[ $url =~ ^http://localhost:([0-9]{4})/([0-9a-f]{32})/$ ]] || fail "no URL with a secret: $url"
    port=${BASH_REMATCH[1]} secret=${BASH_REMATCH[2]}
}
# need_chromium NAME   set $browser to the installed Chromium, else skip the
#                    test (status 77) with a note naming it
need_chromium() {
    browser=
    local b
    for b in chromium chromium-browser google-chrome; do
        command -v "$b" >/dev/null 2>&1 && { browser=$b; return 0; }
    done
    echo "$1: skipped: no chromium here"
    exit 77
}
