# bg [ARG...]: the builtin bg, with each %N (a job number) given as the
# process ids of job N, as fish does (the builtin itself takes ids and names).
function bg --wraps bg
    set -l args (__fish_expand_pid_args $argv)
    and builtin bg $args
end
