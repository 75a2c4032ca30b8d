# __fish_expand_pid_args ARG...: prints the arguments one per line, with each
# %N (a job number) replaced by the pids of job N's processes, for fg, bg,
# wait, disown and kill, which take pids. Fails (after jobs' error) when
# there is no job N.
function __fish_expand_pid_args
    for arg in $argv
        if not string match -qr '^%[0-9]+$' -- $arg
            printf '%s\n' $arg
            continue
        end
        jobs --pid $arg
        or return 1
    end
end
