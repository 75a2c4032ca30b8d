# name: Disco
# The directory in a colour of its own (the same colour every time you come
# back to it), the user and host, the last status, and the git state on
# the right.

function fish_prompt
    set -l last_status $status
    set -l cwd_color (set_color $fish_color_cwd)
    if command -sq cksum
        # randomized cwd color
        # (a hash of the directory picks one of a few colours)
        set -l colors cyan green magenta yellow blue brcyan brgreen brmagenta bryellow brblue
        set -l sum (printf %s $PWD | cksum | string split -f 1 ' ')
        set cwd_color (set_color $colors[(math "$sum % $(count $colors) + 1")])
    end
    set -l user_color (set_color $fish_color_user)
    fish_is_root_user
    and set user_color (set_color $fish_color_cwd_root)
    set -l mark (set_color normal)'> '
    test $last_status -ne 0
    and set mark (set_color $fish_color_status)"[$last_status]"(set_color normal)'> '
    echo -n -s $user_color $USER (set_color normal) @ (prompt_hostname) ' ' $cwd_color (prompt_pwd) (set_color normal) $mark
end

function fish_right_prompt
    set -g __fish_git_prompt_showdirtystate 1
    set -g __fish_git_prompt_showuntrackedfiles 1
    set -g __fish_git_prompt_showupstream informative
    set -g __fish_git_prompt_showcolorhints 1
    set -g __fish_git_prompt_use_informative_chars 1
    set -l vcs (fish_vcs_prompt '%s' 2>/dev/null)
    set -l duration
    if test "$CMD_DURATION" -gt 5000 2>/dev/null
        set duration (set_color brblack)(math -s1 $CMD_DURATION / 1000)s(set_color normal)' '
    end
    echo -n -s $duration $vcs (set_color normal)
end
