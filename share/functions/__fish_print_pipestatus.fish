# __fish_print_pipestatus LEFT RIGHT SEP BRACE_COLOR STATUS_COLOR STATUS...:
# the statuses of the last job for a prompt, as "[1|0]", when it failed.
# $__fish_last_status is the job's status when set (it differs from the last
# process's under `not`), else the last of STATUS. Nothing is printed when the
# job succeeded, or ended with SIGPIPE (141), which is no failure.
function __fish_print_pipestatus --description 'Print the pipestatus for a prompt'
    if not set -q argv[6]
        echo error: missing argument >&2
        status print-stack-trace >&2
        return 1
    end
    set -l left $argv[1]
    set -l right $argv[2]
    set -l sep $argv[3]
    set -l brace_color $argv[4]
    set -l code_color $argv[5]
    set -l codes $argv[6..]
    set -l last $codes[-1]
    set -q __fish_last_status
    and set last $__fish_last_status
    contains -- $last 0 141
    and return 0

    set -l normal (set_color normal)
    # each code in its colour; the braces and separators in theirs
    set -l shown (fish_status_to_signal $codes | string join -- "$brace_color$sep$code_color")
    set -l job
    if test "$last" != "$codes[-1]"
        set job " $code_color$last"
    end
    printf '%s' $normal $brace_color $left $code_color $shown $normal $brace_color $right $normal $job $normal
end
