# man [ARG...]: the system's man, except that the page of one of the shell's
# own commands (a builtin, or a shipped function with a page that is not
# named after a system command: `man set`, `man funced`) is the shell's: the
# one -h shows. The manual's man pages ($__fish_man_dir: `man minnow`,
# `man minnow-language`) are found wherever minnow is installed, after the
# system's (our page of the `ls` function must not hide ls's). Without a man command, there is no function, and `man` says it
# is not found.
if command -sq man
    function man --description 'Show a manual page'
        if set -q argv[1]; and not set -q argv[2]
            set -l name (__fish_canonicalize_builtin $argv[1])
            if not string match -q -- '-*' $name
                and begin
                    # a function that wraps a command of its name (ls, grep)
                    # leaves the page to that command
                    contains -- $name (builtin -n)
                    or begin
                        test -f $__fish_data_dir/functions/$name.fish
                        and not command -sq -- $name
                    end
                end
                and not string match -q -- '* - no manual page' (__minnow_print_help $name)[1]
                __fish_print_help $name
                return
            end
        end
        set -l manpath '' # an empty first entry: the system's folders
        set -q MANPATH
        and set manpath $MANPATH
        if test -d "$__fish_man_dir"
            set -a manpath $__fish_man_dir
        end
        MANPATH=(string join : -- $manpath) command man $argv
    end
end
