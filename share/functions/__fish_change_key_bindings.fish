# __fish_change_key_bindings NAME: records that the bindings of function NAME
# are in use, in $fish_key_bindings (universal when the user made it so,
# global otherwise), without running the handler that would install them
# again: the caller is installing them. $__fish_active_key_bindings follows,
# so the handler knows them for installed, and the vi set hears that it is
# being replaced.
function __fish_change_key_bindings --argument-names bindings
    set -l scope -g
    if set -q fish_key_bindings
        set scope
    end
    set --no-event $scope fish_key_bindings $bindings
    set -g __fish_active_key_bindings $bindings
    return 0
end
