# __fish_print_xdg_applications_directories: the folders of .desktop files
# that exist: applications/ in $XDG_DATA_HOME (~/.local/share) and in each
# folder of $XDG_DATA_DIRS (/usr/local/share:/usr/share).
function __fish_print_xdg_applications_directories --description 'Print the folders of desktop files'
    set -l home $XDG_DATA_HOME
    test -n "$home"
    or set home ~/.local/share
    set -l dirs $XDG_DATA_DIRS
    test -n "$dirs"
    or set dirs /usr/local/share:/usr/share
    path filter -d -- (string split : -- $home:$dirs)/applications
end
