# name: Acidhub
# Everything between heavy brackets on a dark band: user, directory and
# git branch with a mark per kind of change, then a tick or a cross for the
# last status.

function fish_prompt --description 'Write out the prompt'
    set -l last $status
    set -l git
    if set -l branch (command git symbolic-ref --short HEAD 2>/dev/null; or command git rev-parse --short HEAD 2>/dev/null)
        set -l marks
        for code in (command git status --porcelain 2>/dev/null | string sub -l 2 | sort -u)
            switch $code
                case '??'
                    set -a marks (set_color red)≠
                case '*U*'
                    set -a marks (set_color yellow)═
                case '*D*'
                    set -a marks (set_color red)✖
                case '*R*'
                    set -a marks (set_color magenta)➜
                case '*'
                    set -a marks (set_color green)✚
            end
        end
        set git (set_color white)'(' (set_color --bold blue)$branch (string join '' -- $marks) (set_color white)')'
    end
    set_color --background black
    echo -n -s (set_color --bold white) '❰' (set_color green) $USER (set_color white) '❙' \
        (set_color yellow) (fish_prompt_pwd_dir_length=0 prompt_pwd) $git (set_color --bold white) '❱'
    if test $last -eq 0
        echo -n -s (set_color --bold green) ✔ (set_color white) ≻ (set_color normal) ' '
    else
        echo -n -s (set_color --bold red) ✘ (set_color white) ≻ (set_color normal) ' '
    end
end
