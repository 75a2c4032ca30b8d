# __fish_complete_subcommand [--fcs-skip=N] [--commandline WORD...] [OPTION...]
#
# For commands that run another (sudo, nice, time, xargs...): completes the
# command line they run, through `complete -C`. The wrapped command starts at
# the first word that is neither an option nor a VAR=VALUE nor the argument
# of one of the OPTIONs given (the wrapper's options taking the next word,
# like -u for sudo); see __minnow_wrapped_line. --fcs-skip=N skips N-1 more
# words (2 for ssh, whose host comes first). --commandline completes the
# WORDs given instead.
function __fish_complete_subcommand --description 'Complete the command line run by a wrapper command'
    set -l skip 1
    while set -q argv[1]
        switch $argv[1]
            case '--fcs-skip=*'
                set skip (string replace -- --fcs-skip= '' $argv[1])
            case --commandline
                set -e argv[1]
                complete -C "$argv"
                return
            case '--*'
                # unknown options of ours are ignored, as fish does
            case '*'
                break
        end
        set -e argv[1]
    end
    set -l line (__minnow_wrapped_line --skip=(math $skip - 1) --assignments $argv)
    or return 0
    complete -C "$line"
end
