# __fish_config_theme_demo --name=NAME --data=LINE... --color-themes=KIND...:
# the demo of a theme in each of its kinds, from a shell without the user's
# configuration, so the current colours stay as they are.
function __fish_config_theme_demo
    argparse name= data=+ color-themes=+ -- $argv
    or return
    set -l shell (status fish-path)
    $shell --no-config -c '
        for kind in $argv[2..]
            echo -s (set_color --reset; set_color --underline) "$argv[1] ($kind color theme)" (set_color --reset)
            fish_config theme choose $argv[1] --color-theme=$kind
            fish_config theme demo
        end' $_flag_name $_flag_color_themes
end
