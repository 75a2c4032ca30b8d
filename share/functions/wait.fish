# wait [-n] [PID | NAME | %N]...: waits for background jobs (%N: job N).
function wait --description 'Wait for background processes to finish'
    set -l args (__fish_expand_pid_args $argv)
    and builtin wait $args
end
