# __fish_theme_paths [NAME...]: the theme files (those NAMEs, or all), the
# user's before the shell's (see __fish_config_files).
function __fish_theme_paths
    __fish_config_files --user-dir=(__fish_theme_dir) themes .theme $argv
end
