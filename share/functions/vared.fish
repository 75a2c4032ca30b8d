# vared NAME: edit the value of variable NAME on the command line, the zsh
# way: read -c puts the current value there, and the line accepted becomes
# the new value.
# NAME may be one element, NAME[N]; a list must be edited one element at a
# time. (The function starts on line 7, where fish's does, so that
# `functions -v -D vared` answers as fish does.)
function vared --description 'Edit variable value'
    if not set -q argv[1]; or set -q argv[2]
        printf '%s: Expected exactly one argument, got %s.\n\nSynopsis:\n\t%svared%s VARIABLE\n' vared (count $argv) \
            (set_color $fish_color_command; echo) (set_color $fish_color_normal; echo) >&2
        return
    end
    switch $argv
        case -h --h --he --hel --help
            __fish_print_help vared
            return 0
        case '-*'
            printf '%s: Unknown option %s\n' vared $argv >&2
            return 1
    end
    if test (count $$argv) -ge 2
        printf '%s: %s is an array variable. Use %svared%s %s[n]%s to edit the n:th element of %s\n' vared $argv \
            (set_color $fish_color_command; echo) (set_color $fish_color_normal; echo) $argv \
            (set_color normal; echo) $argv >&2
        return
    end
    # No other locals here: they would hide the caller's variable of that
    # name. A variable that does not exist yet is made global, to outlive us.
    set -l __fish_vared_temp_value
    read -p 'set_color green; echo '$argv'; set_color normal; echo "> "' \
        (set -q $argv; or echo -g) -c "$$argv" __fish_vared_temp_value
    if test -n "$$argv"
        set $argv $__fish_vared_temp_value
    else
        set -g $argv $__fish_vared_temp_value
    end
end
