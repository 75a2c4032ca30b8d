# __fish_theme_names [NAME...]: the names of the themes there are (of those
# NAMEs), each once: a theme of the user's hides the shell's of that name.
function __fish_theme_names
    set -l names
    for name in (__fish_theme_paths $argv | string replace -r -- '^.*/([^/]*)\.theme$' '$1')
        contains -- $name $names
        or set -a names $name
    end
    string join \n -- $names
end
