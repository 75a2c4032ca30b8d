# __fish_complete_pids: the ids of the running processes (other than this
# shell), each described by its command name and, when it has one, its
# terminal: "1234<TAB>vim [pts/3]".
function __fish_complete_pids --description 'List process ids with their commands'
    command -sq ps
    or return 1
    command ps -A -o pid=,tty=,comm= 2>/dev/null |
        string replace -r -- '^\s*('$fish_pid')\s.*' '' |
        string replace -rf -- '^\s*(\d+)\s+(\S+)\s+(.*?)\s*$' '$1\t$3 [$2]' |
        string replace -- ' [?]' ''
end
