# __minnow_init_key_bindings: what an interactive shell runs once, after
# the config files, for its key bindings (fish does this in
# __fish_config_interactive). The shell has installed the emacs preset set
# before reading the config files, so when $fish_key_bindings is unset or
# names it, nothing is installed again: only fish_user_key_bindings runs.
# Otherwise the function $fish_key_bindings names runs. From then on,
# setting $fish_key_bindings switches the bindings.

function __fish_reload_key_bindings --on-variable fish_key_bindings --description 'Reload key bindings when binding variable change'
    set -q fish_key_bindings
    or set -U fish_key_bindings fish_default_key_bindings
    # Unchanged (or set in a local scope): nothing to do.
    if test -n "$fish_key_bindings" -a "$fish_key_bindings" = "$__fish_active_key_bindings"
        return
    end
    if not functions -q "$fish_key_bindings"
        echo "There is no fish_key_bindings function called: '$fish_key_bindings'" >&2
        if test -n "$__fish_active_key_bindings"; and functions -q $__fish_active_key_bindings
            echo "Keeping $__fish_active_key_bindings" >&2
            set fish_key_bindings $__fish_active_key_bindings
            return 1
        else if functions -q fish_default_key_bindings
            echo "Reverting to default bindings" >&2
            # which runs this again
            set fish_key_bindings fish_default_key_bindings
            return 0
        end
        echo "Cannot find fish_default_key_bindings, falling back to very simple bindings." >&2
        echo "Most likely something is wrong with your installation." >&2
        return 0
    end
    set -g __fish_active_key_bindings "$fish_key_bindings"
    set -g fish_bind_mode default
    $fish_key_bindings 2>/dev/null
    if functions -q fish_user_key_bindings
        fish_user_key_bindings 2>/dev/null
    end
end

function __minnow_init_key_bindings --description 'Set up the key bindings of an interactive shell'
    if not set -q fish_key_bindings[1]; or test "$fish_key_bindings" = fish_default_key_bindings
        if not set -q __fish_active_key_bindings; or test "$__fish_active_key_bindings" = fish_default_key_bindings
            # The emacs set is in place already.
            set -g __fish_active_key_bindings fish_default_key_bindings
            set -q fish_key_bindings
            or set -U fish_key_bindings fish_default_key_bindings
            set -g fish_bind_mode default
            if functions -q fish_user_key_bindings
                fish_user_key_bindings 2>/dev/null
            end
            return 0
        end
    end
    __fish_reload_key_bindings
end
