# fg [PID | %N]: brings a job back to the foreground. The builtin takes one
# pid; a %N job gives its pids, of which the last names the job.
function fg --description 'Bring job to foreground'
    set -l args (__fish_expand_pid_args $argv)
    and builtin fg $args[-1]
end
