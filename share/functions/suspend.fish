# suspend [-f]: stop this shell (SIGSTOP), giving control back to the shell
# or program that started it, until it gets SIGCONT (fg there, or kill
# -CONT PID). An interactive login shell refuses unless forced: nothing
# would be there to resume it.
function suspend --description 'Suspend the current shell'
    argparse -n suspend --max-args=1 h/help f/force -- $argv
    or return
    if set -q _flag_help
        __fish_print_help suspend
        return 0
    end
    if not set -q _flag_force; and status is-login; and status is-interactive
        echo 'Refusing to suspend interactive login shell.' >&2
        echo 'Use --force to override. This might hang your terminal.' >&2
        return 1
    end
    if status is-interactive
        echo -ns 'Suspending ' $fish_pid ': run'
        echo -n (set_color --bold) 'kill -CONT' $fish_pid (set_color --reset)
        echo 'from another terminal to resume'
    end
    command kill -STOP $fish_pid
end
