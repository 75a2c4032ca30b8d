# fish_add_path [OPTIONS] DIR...: puts directories on the search path, once
# each, in the order given. By default they go in front of $fish_user_paths
# (made universal unless it already exists), which fish puts before $PATH;
# -g/-U pick its scope, -P edits $PATH itself (globally). -p prepends (the
# default), -a appends, -m moves directories already there to the new place.
# -v says what it does (on by default when typed at the prompt) and -n only
# says it. Directories are made absolute without resolving symbolic links;
# anything that is not a directory is skipped. Fails when nothing changes,
# and then leaves the variable alone (no variable event fires).
function fish_add_path --description 'Add paths to the PATH'
    argparse -x g,U -x P,U -x a,p g/global U/universal P/path p/prepend a/append h/help m/move v/verbose n/dry-run -- $argv
    or return
    if set -q _flag_help
        __fish_print_help fish_add_path
        return 0
    end

    set -l scope $_flag_global $_flag_universal
    set -q scope[1]; or set -q fish_user_paths
    or set scope -U
    set -l var fish_user_paths
    if set -q _flag_path
        set var PATH
        set scope -g
    end
    set -l mode $_flag_prepend $_flag_append
    set -q mode[1]
    or set mode -p

    # Typed at the prompt, it tells what it does.
    if test "$(status current-command)" = fish_add_path; and isatty stdout
        set _flag_verbose yes
    end

    set -l new
    set -l moved # where the directories to move are now
    for dir in $argv
        set -l p (builtin realpath -s -- $dir 2>/dev/null)
        if not test -d "$p"
            if set -q _flag_verbose
                if test -f "$p"
                    printf 'Skipping path because it is a file instead of a directory: %s\n' "$p"
                else
                    printf 'Skipping non-existent path: %s\n' "$p"
                end
            end
            continue
        end
        if set -l at (contains -i -- $p $$var)
            if set -q _flag_move; and not contains -- $p $new
                set -a moved $at
                set -a new $p
            else if set -q _flag_verbose
                printf 'Skipping already included path: %s\n' "$p"
            end
        else if not contains -- $p $new
            set -a new $p
        end
    end

    if not set -q new[1]; and not set -q moved[1]
        set -q _flag_verbose
        and printf 'No paths to add, not setting anything.\n'
        return 1
    end
    # The new value is built aside, so the variable is set (and its handlers
    # run) once.
    set -l value $$var
    set -q moved[1]
    and set -e value["$moved"]
    set $mode value $new
    if set -q _flag_verbose; or set -q _flag_n
        echo (string escape -- set $scope $var $value)
    end
    set -q _flag_n
    or set $scope $var $value
    return 0
end
