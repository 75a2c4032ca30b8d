# __fish_print_mounted: the mount points of the mounted file systems, one a
# line (the octal escapes of /proc/mounts decoded: \040 is a space).
function __fish_print_mounted --description 'List mount points'
    set -l table /proc/mounts
    test -r $table
    or set table /etc/mtab
    test -r $table
    or return 1
    string replace -rf -- '^\S+\s+(\S+)\s.*' '$1' <$table |
        string replace -a -- '\040' ' ' | string replace -a -- '\011' \t | string replace -a -- '\134' '\\'
end
