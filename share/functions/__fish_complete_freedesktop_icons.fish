# __fish_complete_freedesktop_icons: the names of the installed icons, as the
# freedesktop icon theme specification finds them (~/.icons, icons/ of each
# $XDG_DATA_DIRS folder, /usr/share/pixmaps; png, svg and xpm files).
function __fish_complete_freedesktop_icons --description 'List the installed icon names'
    set -l data_dirs $XDG_DATA_DIRS
    set -q data_dirs[1]
    or set data_dirs /usr/local/share /usr/share
    set -l dirs (path filter -rd -- ~/.icons (string split : -- $data_dirs)/icons /usr/share/pixmaps)
    set -q dirs[1]
    or return 0
    path filter -rf -- $dirs/**.{png,svg,xpm} | path basename | path change-extension '' | path sort -u
end
