# __fish_theme_variables [SCOPE-OPTION]: the colour variables that are set
# (in that scope: --universal, --global...), one a line.
function __fish_theme_variables
    set --names $argv[1] | string match -r -- (__fish_theme_variable_filter)
    true
end
