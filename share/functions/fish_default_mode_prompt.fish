# The vi mode as a bold tag and a space, shown before fish_prompt's output:
# [N] normal (red; cyan while an operator waits for its motion or a f F t T
# for its character), [I] insert (green), [R] replace (green for one
# character, cyan for many), [V] visual (magenta). Nothing at all with the
# default (emacs-style) key bindings. The tag ends its own line and the reset
# and space follow on the next, as fish prints them: a prompt that captures
# this with (fish_default_mode_prompt) gets two items, "TAG" and "RESET ".
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
        case default
            set color red
            set tag '[N]'
        case operator f F t T
            set color cyan
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
        echo $tag
    end
    set_color normal
    echo -n ' '
end
