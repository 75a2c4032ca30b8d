# dirs: the current directory, then $dirstack, on one line, with $HOME shown
# as ~. dirs -c empties the stack.
function dirs --description 'Print directory stack'
    argparse -n dirs --max-args=0 h/help c -- $argv
    or return
    if set -q _flag_help
        __fish_print_help dirs
        return 0
    end
    if set -q _flag_c
        set -e -g dirstack
        return 0
    end
    string replace -r -- '^'"$HOME"'($|/)' '~$1' $PWD $dirstack | string join ' '
    return 0
end
