# The default prompt: "user@host ~/s/dir> ", with the version control state
# after the directory in a repository ("user@host ~/s/dir (main)> ", see
# fish_vcs_prompt), the statuses of the last job in brackets when it failed
# ("user@host ~/s/dir [1|0]> "), and '#' instead of '>' for root. The
# directory takes $fish_color_cwd ($fish_color_cwd_root for root), the
# statuses $fish_color_status, bold when they are new (not carried over from
# an earlier prompt by an empty command line). It runs before every command
# line: outside a repository it runs no external command.
function fish_prompt --description 'Write out the prompt'
    set -l last_pipestatus $pipestatus
    set -lx __fish_last_status $status # (first, before a command here changes them)
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_prompt
        return 0
    end

    set -q fish_color_status
    or set -g fish_color_status red
    set -l cwd_color $fish_color_cwd
    set -l mark '>'
    if fish_is_root_user
        set -q fish_color_cwd_root
        and set cwd_color $fish_color_cwd_root
        set mark '#'
    end

    # Bold only for a status a command just produced.
    set -l bold
    if set -q __fish_prompt_status_generation
        and test "$__fish_prompt_status_generation" != "$status_generation"
        set bold --bold
    end
    set -g __fish_prompt_status_generation $status_generation
    set -l statuses (__fish_print_pipestatus '[' ']' '|' (set_color $fish_color_status | string collect -a) (set_color $bold $fish_color_status | string collect -a) $last_pipestatus)

    set -l normal (set_color normal)
    if set -q statuses[1]
        set statuses ' ' $statuses
    end
    printf '%s' (prompt_login) ' ' (set_color $cwd_color) (prompt_pwd) $normal (fish_vcs_prompt) $normal $statuses $mark ' '
end
