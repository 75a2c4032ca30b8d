# name: Informative
# [user@host directory]$, with the last status in red when it failed.

function fish_prompt --description 'Informative prompt'
    set -l last_pipestatus $pipestatus
    set -l mark '$'
    fish_is_root_user
    and set mark '#'
    set -l red $fish_color_status
    set -q red[1]
    or set red red
    set -l statuses (__fish_print_pipestatus '[' '] ' '|' (set_color $red) (set_color --bold $red) $last_pipestatus)
    echo -n -s $statuses '[' (set_color $fish_color_user) $USER (set_color normal) @ (set_color $fish_color_host) (prompt_hostname) \
        (set_color normal) ' ' (set_color $fish_color_cwd) (prompt_pwd) (set_color normal) ']' $mark ' '
end
