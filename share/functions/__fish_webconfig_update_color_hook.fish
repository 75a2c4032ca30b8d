# __fish_webconfig_update_color_hook: when a configuration tool announces a
# new theme (in $__fish_webconfig_theme_notification, "set-theme-v1-#N"),
# read the frozen theme file it wrote, so this session shows it too.
function __fish_webconfig_update_color_hook --on-variable __fish_webconfig_theme_notification
    string match -qr -- '^set-theme-v1-#\d+$' "$__fish_webconfig_theme_notification"
    or return 0
    set -l file $__fish_config_dir/conf.d/fish_frozen_theme.fish
    test -f $file
    and source $file
end
