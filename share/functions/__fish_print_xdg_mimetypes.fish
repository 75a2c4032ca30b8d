# __fish_print_xdg_mimetypes: the MIME types the desktop files handle, each
# with the applications for it (from mimeinfo.cache). Status 1 when there
# is no such cache.
function __fish_print_xdg_mimetypes --description 'Print XDG mime types'
    set -l files (path filter -f -- (__fish_print_xdg_applications_directories)/mimeinfo.cache)
    set -q files[1]
    or return 1
    command cat $files 2>/dev/null | string match -v -- '[MIME Cache]' | string replace -- = \t
end
