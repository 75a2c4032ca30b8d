# fg [JOB]: the builtin fg, with %N (a job number) given as the process ids of
# job N, as fish does; of several ids the last one names the job.
function fg --wraps fg
    set -l args (__fish_expand_pid_args $argv)
    and builtin fg $args[-1]
end
