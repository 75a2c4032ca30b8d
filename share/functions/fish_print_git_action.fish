# fish_print_git_action [GIT_DIR]: the git operation in progress in the
# repository (GIT_DIR, or the one around the current directory), as one
# word and no newline: rebase, apply, rebase/apply, rebase-interactive,
# rebase-merge, merge, cherry-pick(-sequence), revert(-sequence), bisect.
# Status 1 when there is none.
function fish_print_git_action --description 'Print the git operation in progress' --argument-names git_dir
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_print_git_action
        return 0
    end
    if test -z "$git_dir"
        command -sq git
        or return 1
        set git_dir (command git rev-parse --git-dir 2>/dev/null)
        or return 1
    end
    set -l action
    if test -d $git_dir/rebase-apply -o -d $git_dir/rebase
        set -l dir $git_dir/rebase-apply
        test -d $dir
        or set dir $git_dir/rebase
        if test -f $dir/rebasing
            set action rebase
        else if test -f $dir/applying
            set action apply
        else
            set action rebase/apply
        end
    else if test -f $git_dir/rebase-merge/interactive -o -f $git_dir/.dotest-merge/interactive
        set action rebase-interactive
    else if test -d $git_dir/rebase-merge -o -d $git_dir/.dotest-merge
        set action rebase-merge
    else if test -f $git_dir/MERGE_HEAD
        set action merge
    else if test -f $git_dir/CHERRY_PICK_HEAD
        set action cherry-pick
        test -d $git_dir/sequencer
        and set action cherry-pick-sequence
    else if test -f $git_dir/REVERT_HEAD
        set action revert
        test -d $git_dir/sequencer
        and set action revert-sequence
    else if test -f $git_dir/BISECT_LOG
        set action bisect
    else
        return 1
    end
    echo -n $action
end
