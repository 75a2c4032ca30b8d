# name: Scales
# The directory and ❯❯❯ on the left, in the colours of the last status;
# the git state on the right: branch, upstream and the kinds of changes.

function fish_prompt
    set -l last $status
    set -l color blue
    test $last -ne 0
    and set color red
    echo -n -s (set_color $fish_color_cwd) (prompt_pwd) ' ' (set_color $color) '❯❯❯ ' (set_color normal)
end

function fish_right_prompt
    set -l branch (command git symbolic-ref --short HEAD 2>/dev/null; or command git rev-parse --short HEAD 2>/dev/null)
    or return
    set -l marks
    set -l lines (command git status --porcelain --branch 2>/dev/null)
    string match -qr -- '^## .*ahead' $lines
    and set -a marks (set_color magenta)⇡
    string match -qr -- '^## .*behind' $lines
    and set -a marks (set_color magenta)⇣
    string match -qr -- '^[MADRC]' $lines
    and set -a marks (set_color green)●
    string match -qr -- '^.[MD]' $lines
    and set -a marks (set_color yellow)✚
    string match -qr -- '^\?\?' $lines
    and set -a marks (set_color red)…
    command git rev-parse --verify -q refs/stash >/dev/null
    and set -a marks (set_color cyan)≡
    echo -n -s (string join '' -- $marks) ' ' (set_color brblack) $branch (set_color normal)
end
