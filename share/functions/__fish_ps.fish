# __fish_ps ARG...: ps listing every process with its bare command name
# (ps axc); BusyBox's ps takes no such options and gets ARGs alone.
function __fish_ps
    set -l ps (command -s ps)
    or return 1
    if test (path basename -- (path resolve -- $ps)) = busybox
        command ps $argv
    else
        command ps axc $argv
    end
end
