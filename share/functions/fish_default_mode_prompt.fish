# The vi mode as a bold tag and a space, shown before fish_prompt's output:
# [N] normal (red; also while an operator waits for its motion), [I]
# insert (green), [R] replace (green for one character, cyan for many), [V]
# visual (magenta). Nothing at all with the default (emacs-style) key
# bindings.
function fish_default_mode_prompt --description 'Display the vi mode for the prompt'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_default_mode_prompt
        return 0
    end
    switch "$fish_key_bindings"
        case fish_vi_key_bindings fish_hybrid_key_bindings
        case '*'
            return
    end
    set -l color
    set -l tag
    switch $fish_bind_mode
        case default operator f F t T
            # an operator waiting for its motion (d, c, y) or for the
            # character of its f F t T is still normal mode
            set color red
            set tag '[N]'
        case insert
            set color green
            set tag '[I]'
        case replace_one
            set color green
            set tag '[R]'
        case replace
            set color cyan
            set tag '[R]'
        case visual
            set color magenta
            set tag '[V]'
    end
    if set -q tag[1]
        set_color --bold $color
        echo -n $tag
    end
    set_color normal
    echo -n ' '
end
