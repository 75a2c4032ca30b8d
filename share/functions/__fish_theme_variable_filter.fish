# __fish_theme_variable_filter: the regex of the variables a theme may set:
# any name like a colour variable.
function __fish_theme_variable_filter
    echo '^fish_(?:pager_)?color_.*$'
end
