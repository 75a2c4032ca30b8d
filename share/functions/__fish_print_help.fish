# __fish_print_help NAME: the manual page of a command, for `NAME -h` (the
# builtins call it when stdout is a terminal; the functions of this folder
# call it for their -h/--help). On a terminal: the man page through `man`
# when it is installed ($__fish_man_dir/man1/NAME.1), else the text of the
# page (built into minnow) through $PAGER or less; elsewhere the text,
# printed.
function __fish_print_help --description 'Print the manual page of a command' --argument-names name
    switch "$name"
        case .
            set name source
        case '['
            set name test
        case '!'
            set name not
    end
    if not isatty stdout
        __minnow_print_help $name
        return 0
    end
    set -l man_page $__fish_man_dir/man1/$name.1
    if set -q __fish_man_dir[1]; and test -f $man_page; and command -sq man
        command man -l $man_page
        and return 0
    end
    set -l pager less
    set -q PAGER[1]
    and echo $PAGER | read -at pager
    set -q LESS
    or set -lx LESS isRF
    if command -sq $pager[1]
        __minnow_print_help $name | $pager
    else
        __minnow_print_help $name
    end
    return 0
end
