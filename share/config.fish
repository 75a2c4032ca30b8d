# share/config.fish - read first at every start-up, so it stays small: the
# functions live in functions/ and load when first used.

# $fish_user_paths goes in front of $PATH, now and whenever it changes. Each
# entry may hold several directories joined by colons; duplicates count once.
# $__fish_added_user_paths remembers what was put in, to take it out again.
# (fish puts the directories of a colon-joined entry in reverse order; here
# they keep theirs.)
function __fish_reconstruct_path --on-variable fish_user_paths --description 'Update PATH when fish_user_paths changes'
    set -l wanted
    for entry in $fish_user_paths
        set -l dirs $entry
        switch $entry
            case '*:*'
                set dirs (string split : -- $entry)
        end
        for dir in $dirs
            contains -- $dir $wanted
            or set -a wanted $dir
        end
    end
    if test (count $wanted) -lt (count $fish_user_paths)
        set fish_user_paths $wanted # which calls this again
        return
    end

    set -l path $PATH
    for dir in $__fish_added_user_paths
        set -l at (contains -i -- $dir $path)
        and set -e path[$at]
    end
    set -g __fish_added_user_paths
    for dir in $wanted[-1..1]
        if set -l at (contains -i -- $dir $path)
            set -e path[$at]
        else
            set -g -a __fish_added_user_paths $dir
        end
        set -p path $dir
    end
    set -g -x PATH $path
end
set -q fish_user_paths[1]
and __fish_reconstruct_path

# A configuration from fish before 4.3 keeps its colours and key bindings in
# universal variables: once, they move to global ones set in conf.d.
if status is-interactive; and set -q __fish_initialized[1]
    and test "$__fish_initialized" -lt 4300 2>/dev/null
    __fish_theme_migrate
end

# SIGTRAP stops the code that gets it at a debugging prompt, as in fish.
function fish_sigtrap_handler --on-signal TRAP --no-scope-shadowing --description 'Open a debugging prompt on SIGTRAP'
    breakpoint
end
