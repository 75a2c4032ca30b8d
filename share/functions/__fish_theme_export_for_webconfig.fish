# __fish_theme_export_for_webconfig: every theme in the form a web
# configuration tool reads: the current colours (`fish_config theme dump`),
# then for each theme its name, title, URL and number of kinds, and per kind
# (light, dark, unknown) its preferred background and its colours, each as
# words quoted for a POSIX shell.
function __fish_theme_export_for_webconfig
    __fish_posix_quote "$(fish_config theme dump)"
    __fish_theme_for_each __minnow_theme_export_one
end

function __minnow_theme_export_one
    argparse name= data=+ color-themes=+ -- $argv
    or return
    set -l title (string replace -rf -m1 -- '^#\s*name:\s*(.*)' '$1' $_flag_data)
    set -l url (string replace -rf -m1 -- '^#\s*url:\s*(.*)' '$1' $_flag_data)
    __fish_posix_quote $_flag_name "$title[1]" "$url[1]" (count $_flag_color_themes)
    for kind in $_flag_color_themes
        __fish_posix_quote $kind
        # the preferred_background comment of the kind's section
        set -l background
        set -l inside (test $kind = unknown; and not contains -- '[unknown]' $_flag_data; and echo 1)
        for line in $_flag_data
            if test "$line" = "[$kind]"
                set inside 1
            else if string match -q -- '[*' $line
                set inside
            else if set -q inside[1]
                and string match -rq -- '^#\s*preferred_background:\s*(?<background>.*)' $line
                break
            end
        end
        __fish_posix_quote "$background"
        fish_config theme choose $_flag_name --color-theme=$kind
        __fish_posix_quote "$(fish_config theme dump)"
    end
end
