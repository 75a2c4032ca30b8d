# name: Arrow
# An arrow (red after a failure), the directory's name, and git:(BRANCH)
# with a cross when there are changes.

function fish_prompt
    set -l last $status
    set -l arrow (set_color --bold green)'➜ '
    test $last -ne 0
    and set arrow (set_color --bold red)'➜ '
    fish_is_root_user
    and set arrow (set_color --bold red)'# '
    set -l dir (path basename -- $PWD)
    test "$PWD" = "$HOME"
    and set dir '~'
    set -l git
    if set -l branch (command git symbolic-ref --short HEAD 2>/dev/null; or command git rev-parse --short HEAD 2>/dev/null)
        set git (set_color --bold blue)' git:('(set_color red)$branch(set_color --bold blue)')'
        if test -n "$(command git status --porcelain --ignore-submodules=dirty 2>/dev/null | head -n 1)"
            set git $git(set_color yellow)' ✗'
        end
    end
    echo -n -s $arrow (set_color --bold cyan) $dir $git (set_color normal) ' '
end
