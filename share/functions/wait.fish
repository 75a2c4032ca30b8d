# wait [ARG...]: the builtin wait, with each %N (a job number) given as the
# process ids of job N, as fish does (the builtin itself takes ids and names).
function wait --wraps wait
    set -l args (__fish_expand_pid_args $argv)
    and builtin wait $args
end
