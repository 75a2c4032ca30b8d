# nextd [-l] [N]: N steps (1 by default) forward through the directory history.
function nextd --description 'Move forward in the directory history'
    argparse -n nextd --max-args=1 h/help l/list -- $argv
    or return
    if set -q _flag_help
        __fish_print_help nextd
        return 0
    end
    __fish_dirhist_walk nextd "$_flag_list" $argv
end
