# name: Astronaut
# A prompt in the manner of Starship, without the pictures: the directory,
# the git branch and state, the time a slow command took, and ❯ in green or
# red for the last status.

function fish_prompt --description 'Write out the prompt'
    set -l last $status
    echo
    set -l line (set_color --bold cyan)(prompt_pwd)
    if set -l branch (command git symbolic-ref --short HEAD 2>/dev/null; or command git rev-parse --short HEAD 2>/dev/null)
        set -a line (set_color normal)on (set_color --bold magenta)$branch
        set -l state (command git status --porcelain 2>/dev/null | string sub -l 2)
        set -l marks
        string match -qr -- '^[MADRC]' $state
        and set -a marks +
        string match -qr -- '^.[MD]' $state
        and set -a marks !
        string match -q -- '??' $state
        and set -a marks '?'
        set -q marks[1]
        and set -a line (set_color --bold red)'['(string join '' -- $marks)']'
    end
    if test "$CMD_DURATION" -gt 2000 2>/dev/null
        set -a line (set_color normal)took (set_color --bold yellow)(math -s1 $CMD_DURATION / 1000)s
    end
    echo -s (string join ' ' -- $line) (set_color normal)
    set -l color green
    test $last -ne 0
    and set color red
    echo -n -s (set_color --bold $color) '❯ ' (set_color normal)
end
