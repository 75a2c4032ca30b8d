# __fish_theme_for_each CALLBACK [NAME...]: call CALLBACK --name=NAME
# --data=LINE... --color-themes=KIND... for each theme (those NAMEs, or every
# one, default and default-rgb first), KIND being the [light], [dark] and
# [unknown] sections the theme has, or unknown for a theme without any.
function __fish_theme_for_each
    set -l callback $argv[1]
    set -l wanted $argv[2..]
    set -l names (__fish_theme_names $wanted)
    if not set -q wanted[1]
        set names default default-rgb (string match -rv -- '^(default|default-rgb)$' $names)
    end
    for name in $names
        set -l data (__fish_theme_cat $name)
        set -l kinds (string replace -rf -- '^\[(dark|light|unknown)\]$' '$1' $data)
        set -q kinds[1]
        or set kinds unknown
        $callback --name=$name --data=$data --color-themes=$kinds
    end
end
