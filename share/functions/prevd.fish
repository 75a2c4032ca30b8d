# prevd [-l] [N]: N steps (1 by default) back through the directory history.
function prevd --description 'Move back in the directory history'
    argparse -n prevd --max-args=1 h/help l/list -- $argv
    or return
    if set -q _flag_help
        __fish_print_help prevd
        return 0
    end
    __fish_dirhist_walk prevd "$_flag_list" $argv
end
