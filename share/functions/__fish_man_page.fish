# __fish_man_page: Alt-h and F1. Shows the manual page of the command being
# typed: the first word of the current process that is no option, after
# wrappers such as sudo, env, command or VAR=value; `man CMD-SUBCMD` when
# the next word names a subcommand that has its own page (git-commit).
function __fish_man_page --description 'Show the manual page of the command under the cursor'
    set -l words
    for word in (commandline -cpx) (commandline -t)
        if test -n "$word"; and not string match -q -- '-*' $word
            set -a words $word
        end
    end
    if not set -q words[1]
        printf \a
        return
    end
    while set -q words[2]
        and string match -qr -- '^(and|begin|builtin|caffeinate|command|doas|entr|env|exec|if|mosh|nice|not|or|pipenv|prime-run|setsid|sudo|systemd-nspawn|time|watch|while|xargs|.*=.*)$' $words[1]
        set -e words[1]
    end
    set -l cmd (string replace -r -- '.*/' '' $words[1])
    if set -q words[2]; and not string match -q -- '*/*' $words[2]
        and man "$cmd-$words[2]" &>/dev/null
        man "$cmd-$words[2]"
    else if man $cmd &>/dev/null
        man $cmd
    else
        printf \a
    end
    commandline -f repaint
end
