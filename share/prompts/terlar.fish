# name: Terlar
# user@host and the directory on one line with the git state (terlar's
# style of fish_git_prompt), and ➤ on the next, red after a failure.

function fish_prompt --description 'Write out the prompt'
    set -l last $status
    set -l user_color $fish_color_user
    fish_is_root_user
    and set user_color $fish_color_cwd_root
    echo -s (set_color $user_color) $USER (set_color normal) @ (set_color $fish_color_host) (prompt_hostname) \
        (set_color normal) ' ' (set_color $fish_color_cwd) (prompt_pwd) (set_color normal) (__terlar_git_prompt) (set_color normal)
    set -l color green
    test $last -ne 0
    and set color red
    echo -n -s (set_color $color) '➤ ' (set_color normal)
end
