# Helpers for the argparse checks. `p ARGS...` runs `argparse ARGS...` in a
# function and prints its status on failure, else the _flag_ variables it set
# (and $argv_opts when $show_argv_opts is set), one value a bracket, then
# $argv.
function show --no-scope-shadowing
    for __v in (set -l -n)
        switch $__v
            case '_flag_*'
            case argv_opts
                set -q show_argv_opts; or continue
            case '*'
                continue
        end
        echo -n "$__v:"
        for __x in $$__v
            echo -n " [$__x]"
        end
        echo
    end
    echo -n "argv:"
    for __x in $argv_seen
        echo -n " [$__x]"
    end
    echo
end
function p
    argparse $argv
    or begin
        echo "status $status"
        return
    end
    set -l argv_seen $argv
    show
end
