# cdh: a menu of the directories in the history, most recent last, each once,
# labelled by a letter and a number; the answer read from the user picks one
# to cd to. cdh DIR is cd DIR (the completion hands the choice over that way).
function cdh --description 'Menu based cd command'
    if contains -- "$argv[1]" -h --help
        __fish_print_help cdh
        return 0
    end
    if set -q argv[1]
        cd $argv
        return
    end

    set -l all $dirprev $dirnext
    if not set -q all[1]
        echo 'No previous directories to select. You have to cd at least once.' >&2
        return 0
    end

    # Most recent first, each directory once.
    set -l dirs
    for dir in $all[-1..1]
        contains -- $dir $dirs
        or set -a dirs $dir
    end

    set -l letters a b c d e f g h i j k l m n o p q r s t u v w x y z
    set -l n (count $dirs)
    if test $n -gt (count $letters)
        printf '%s\n' 'This should not happen. Have you changed the cd function?' >&2
        printf 'There are %s unique dirs in your history but I can only handle %s\n' $n (count $letters) >&2
        return 1
    end

    set -l label_color normal
    set -q fish_color_cwd
    and set label_color $fish_color_cwd
    set -l order # n, ..., 1: oldest first
    for dir in $dirs
        set -p order (count x $order)
    end
    for i in $order
        set -l dir $dirs[$i]
        set -l shown $dir
        set -l home (string match -r "^$HOME(/.*|\$)" "$dir")
        set -q home[2]
        and set shown "~$home[2]"
        set -l mark
        test "$dir" = "$PWD"
        and set mark (set_color $fish_color_history_current)
        printf '%s %s %2d) %s %s%s%s\n' (set_color $label_color) $letters[$i] $i (set_color normal) \
            $mark $shown (set_color normal)
    end

    read -l -p "echo 'Select directory by letter or number: '" choice
    test -z "$choice"
    and return 0
    contains -- $choice $letters
    and set choice (contains -i -- $choice $letters)
    if string match -qr '^\d+$' -- $choice; and test $choice -ge 1 -a $choice -le $n
        cd $dirs[$choice]
        return
    end
    printf 'Error: expected a number between 1 and %d or letter in that range, got "%s"\n' $n $choice >&2
    return 1
end
