# __minnow_wrapped_line [--skip=N] [--assignments] [OPTION...]
#
# For a command that runs another (sudo, env, nice, time, ssh...): when the
# cursor is on the command line it runs, print that line as far as the
# cursor (the earlier words quoted again, the word being typed as typed), for
# `complete -C`; else status 1.
#
# The wrapped command starts at the first word that is not an option of the
# wrapper, not the argument of one of the OPTIONs (those taking the next word:
# -u, or --user; a cluster ending in such a letter, like -iu, takes it too),
# nor after --assignments a VAR=VALUE; after `--` the next word starts it.
# --skip=N skips N such words first (ssh skips the host). While the word
# being typed is an option of the wrapper (or an option's argument, or an
# assignment), that is no wrapped command yet: status 1.
function __minnow_wrapped_line --description 'Print the command line a wrapper command runs'
    set -l skip 0
    set -l assignments 0
    while set -q argv[1]
        switch $argv[1]
            case '--skip=*'
                set skip (string replace -- --skip= '' $argv[1])
            case --assignments
                set assignments 1
            case '*'
                break
        end
        set -e argv[1]
    end
    set -l letters (string match -r -- '^-[^-]$' $argv | string sub -s 2)
    set -l class '['(string escape --style=regex -- $letters | string join '')']'

    set -l words (commandline -xpc)
    set -l current (commandline -ct)
    set -l pending 0
    set -l dashdash 0
    set -l at 0
    set -l i 1
    for word in $words[2..]
        set i (math $i + 1)
        if test $pending = 1
            set pending 0
            continue
        end
        if test $dashdash = 0
            switch $word
                case --
                    set dashdash 1
                    continue
                case '--*=*'
                    continue
                case -
                case '-*'
                    if contains -- $word $argv
                        set pending 1
                    else if set -q letters[1]; and not string match -q -- '--*' $word
                        # the first letter taking an argument ends the cluster
                        set -l upto (string match -r -- '^-[^-]*?'$class $word)
                        and test "$upto" = "$word"
                        and set pending 1
                    end
                    continue
                case '*=*'
                    test $assignments = 1
                    and continue
            end
        end
        if test $skip -gt 0
            set skip (math $skip - 1)
            continue
        end
        set at $i
        break
    end

    if test $at -gt 0
        set -l line (string escape -- $words[$at..-1]) $current
        printf '%s\n' "$line"
        return 0
    end
    # The word being typed may start the wrapped command.
    test $pending = 0 -a $skip = 0
    or return 1
    if test $dashdash = 0
        string match -q -- '-*' $current
        and return 1
        test $assignments = 1
        and string match -q -- '*=*' $current
        and return 1
    end
    printf '%s\n' $current
end
