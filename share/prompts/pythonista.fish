# name: Pythonista
# user@host, the active Python virtual environment in parentheses, the
# directory and the git branch; ⋊> (red after a failure).

function fish_prompt
    set -l last $status
    set -l venv
    set -q VIRTUAL_ENV[1]
    and set venv (set_color yellow)'('(path basename -- $VIRTUAL_ENV)') '
    set -l git (fish_git_prompt ' (%s)' 2>/dev/null)
    set -l color green
    test $last -ne 0
    and set color red
    echo -n -s (set_color brblack) $USER @ (prompt_hostname) ' ' $venv (set_color $fish_color_cwd) (prompt_pwd) \
        (set_color normal) $git (set_color $color) ' ⋊> ' (set_color normal)
end
