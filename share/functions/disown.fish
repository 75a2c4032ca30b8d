# disown [PID | %N]...: forgets jobs without ending them (%N: job N).
function disown --description 'Remove job from the job list'
    set -l args (__fish_expand_pid_args $argv)
    and builtin disown $args
end
