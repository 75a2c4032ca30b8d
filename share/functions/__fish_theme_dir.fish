# __fish_theme_dir: the folder of the user's own themes.
function __fish_theme_dir
    echo $__fish_config_dir/themes
end
