# fish_default_key_bindings [BIND-OPTIONS]: the emacs-like preset bindings.
# Without arguments the earlier presets go first and $fish_key_bindings is
# made to name this function; with arguments (-M MODE, -m NEW_MODE, -s, as
# `bind` takes them) the set is only added, in that mode, as
# fish_hybrid_key_bindings does. The rows themselves are compiled in (see
# `__minnow_preset_bindings`), the same an interactive shell starts with.
function fish_default_key_bindings --description 'emacs-like key binds'
    if contains -- -h $argv; or contains -- --help $argv
        # fish says it has no help here; minnow has a page
        __fish_print_help fish_default_key_bindings
        return 0
    end
    if not set -q argv[1]
        bind --erase --all --preset
        if test "$fish_key_bindings" != fish_default_key_bindings
            __fish_change_key_bindings fish_default_key_bindings
        end
        set -g fish_bind_mode default
    end
    __minnow_preset_bindings emacs $argv
end
