# trap [-l] [-p] [[ARG] REASON...]: the POSIX shells' trap, made of fish
# event handlers. Each trapped REASON (a signal, with or without SIG, in any
# case, or EXIT for the shell's exit) gets a function __trap_handler_NAME
# that runs ARG; `trap - REASON...` or `trap REASON` removes it; -p prints
# them (all, or those named), -l lists the signal names.
function trap --description 'Perform an action when the shell receives a signal'
    argparse -n trap h/help l/list-signals p/print -- $argv
    or return

    if set -q _flag_help
        __fish_print_help trap
        return 0
    end
    if set -q _flag_list_signals
        kill -l
        return
    end

    set -l action
    if set -q _flag_print; or not set -q argv[1]
        set action print
    else if not set -q argv[2]; or test "$argv[1]" = -
        set action reset
        test "$argv[1]" = -; and set -e argv[1]
    else
        set action define
    end

    if test $action = print; and not set -q argv[1]
        # every handler trap made, in name order
        set argv (functions --all | string split , | string replace -rf '^__trap_handler_' '')
    end

    set -l code
    if test $action = define
        set code $argv[1]
        set -e argv[1]
    end
    for reason in $argv
        set -l name (string upper -- $reason | string replace -r '^SIG' '')
        test -n "$name"; or return 1
        switch $action
            case reset
                functions --erase __trap_handler_$name
            case print
                functions __trap_handler_$name
                echo
            case define
                set -l event --on-signal $name
                test $name = EXIT; and set event --on-event fish_exit
                echo "function __trap_handler_$name $event; $code; end" | source
                or return 1
        end
    end
end
