# kill: the system's kill, with %N (job N) turned into that job's pids. Only
# defined when there is a kill command to wrap, so that without one the
# usual "Unknown command" says so.
if command -q kill
    function kill --description 'Send a signal to processes (%N: the processes of job N)'
        set -l args (__fish_expand_pid_args $argv)
        and command kill $args
    end
end
