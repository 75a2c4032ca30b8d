# __fish_theme_cat NAME: the lines of the theme NAME (the user's file first).
# A line a theme may not hold (anything but comments, blank lines,
# [light]/[dark]/[unknown] and colour variables) is reported; the theme is
# printed anyway. Status 1, with a message, when there is no such theme.
function __fish_theme_cat --argument-names name
    set -l path (__fish_theme_paths $name)[1]
    if not set -q path[1]
        echo "No such theme: $name" >&2
        echo Searched (__fish_theme_dir) 'and `status list-files themes`' >&2
        return 1
    end
    set -l lines (__fish_config_with_file $path cat)
    set -l allowed '^(\s*|\s*#.*|\[(dark|light|unknown)\]|'(__fish_theme_variable_filter | string replace -r -- '^\^(.*)\$$' '$1')')$'
    for line in (string match -rv -- $allowed $lines)
        printf "error: unsupported line in theme '%s': %s\n" $name $line >&2
    end
    string join \n -- $lines
    return 0
end
