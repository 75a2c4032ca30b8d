# __fish_expand_pid_args ARG...: the arguments one a line, with each %N (a
# job number) replaced by the process ids of job N. Status 1 (and jobs's
# message) when there is no such job.
function __fish_expand_pid_args
    for arg in $argv
        if string match -qr -- '^%\d+$' $arg
            jobs -p $arg
            or return 1
        else
            printf '%s\n' $arg
        end
    end
end
