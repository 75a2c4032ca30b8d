# The terminal's title: the command running (the first argument when given,
# as `fg` does, else the current command; nothing at the prompt) and the
# directory shortened, "[host]" first over SSH. Emacs' term, which cannot
# show a title, gets nothing.
function fish_title --description 'Print the terminal title'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_title
        return 0
    end
    if set -q INSIDE_EMACS; and string match -q '*,term:*' -- $INSIDE_EMACS
        return
    end
    set -l host
    if set -q SSH_TTY
        set host "["(prompt_hostname | string sub -l 10 | string collect)"]"
    end
    set -l cmd $argv[1]
    if not set -q argv[1]
        set cmd (status current-command)
        # at the prompt the shell itself is "running": not worth a word
        contains -- "$cmd" fish minnow
        and set cmd
    end
    echo -- $host (string sub -l 20 -- $cmd) (prompt_pwd -d 1 -D 1)
end
