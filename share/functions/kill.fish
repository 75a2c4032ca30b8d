# kill [ARG...]: the system's kill, where %N (a job number) stands for the
# process ids of job N. Defined only when there is a kill command, so that
# without one the shell says so.
if command -q kill
    function kill --description 'Send a signal to processes or jobs'
        set -l args (__fish_expand_pid_args $argv)
        and command kill $args
    end
end
