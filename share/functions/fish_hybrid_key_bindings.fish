# fish_hybrid_key_bindings: vi-like bindings that keep the emacs keys in
# every vi mode (ctrl-a, alt-f, ... work in normal mode too); where both
# bind a key, vi wins. Use it with `set -g fish_key_bindings
# fish_hybrid_key_bindings`.
function fish_hybrid_key_bindings --description 'Vi-style bindings that inherit emacs-style bindings in all modes'
    if contains -- -h $argv; or contains -- --help $argv
        # fish says it has no help here; minnow has a page
        __fish_print_help fish_hybrid_key_bindings
        return 0
    end
    bind --erase --all --preset
    if test "$fish_key_bindings" != fish_hybrid_key_bindings
        __fish_change_key_bindings fish_hybrid_key_bindings
    end
    for mode in default insert visual
        fish_default_key_bindings -M $mode
    end
    fish_vi_key_bindings --no-erase $argv
end
