# bg [PID | %N]...: continues stopped jobs in the background (%N: job N).
function bg --description 'Send job to background'
    set -l args (__fish_expand_pid_args $argv)
    and builtin bg $args
end
