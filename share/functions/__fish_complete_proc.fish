# __fish_complete_proc: the command names of the running processes, one a line,
# each once (as `killall` and `pgrep` take them; Linux cuts them to 15 bytes).
function __fish_complete_proc --description 'List the names of running processes'
    command -sq ps
    or return 1
    command ps -A -o comm= 2>/dev/null | string trim | string match -rv -- '^$|^<defunct>$' | command sort -u
end
