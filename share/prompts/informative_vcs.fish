# name: Informative VCS
# The default prompt with the version control state in full (counts of
# changes, commits ahead and behind), and the statuses of a failed job.

function fish_prompt --description 'Write out the prompt'
    set -l last_pipestatus $pipestatus
    set -lx __fish_last_status $status
    set -g __fish_git_prompt_show_informative_status 1
    set -g __fish_git_prompt_showupstream informative
    set -g __fish_git_prompt_showdirtystate 1
    set -g __fish_git_prompt_showuntrackedfiles 1
    set -g __fish_git_prompt_showstashstate 1
    set -g __fish_git_prompt_showcolorhints 1
    set -g __fish_git_prompt_color_branch magenta --bold
    set -g __fish_git_prompt_color_cleanstate green --bold
    set -l mark '>'
    set -l cwd_color $fish_color_cwd
    if fish_is_root_user
        set mark '#'
        set -q fish_color_cwd_root
        and set cwd_color $fish_color_cwd_root
    end
    set -l red $fish_color_status
    set -q red[1]
    or set red red
    set -l statuses (__fish_print_pipestatus '[' ']' '|' (set_color $red) (set_color --bold $red) $last_pipestatus)
    echo -n -s (prompt_login) ' ' (set_color $cwd_color) (prompt_pwd) (set_color normal) (fish_vcs_prompt) (set_color normal) ' ' $statuses $mark ' '
end
