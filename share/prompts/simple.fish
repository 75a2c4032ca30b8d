# name: Simple
# user@host directory> with the last status after a failure.

function fish_prompt
    set -l last $status
    set -l status_text
    test $last -ne 0
    and set status_text (set_color $fish_color_status)"[$last]"(set_color normal)
    set -l mark '>'
    fish_is_root_user
    and set mark '#'
    echo -n -s (set_color $fish_color_user) $USER (set_color normal) @ (prompt_hostname) ' ' \
        (set_color $fish_color_cwd) (prompt_pwd) (set_color normal) $status_text $mark ' '
end
