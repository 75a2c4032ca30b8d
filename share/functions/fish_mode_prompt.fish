# Written before the prompt: the vi mode indicator. Define your own
# fish_mode_prompt to change or drop it; fish_default_mode_prompt stays
# available to call from it.
function fish_mode_prompt --description 'Display the current mode'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_mode_prompt
        return 0
    end
    fish_default_mode_prompt
end
