# __fish_cygwin_noacl PATH: whether PATH lies on a Cygwin or MSYS2 mount without
# POSIX permissions (mounted with the noacl option). Always false elsewhere.
function __fish_cygwin_noacl
    __fish_is_cygwin
    or return 1
    set -l mountpoint (command stat -c %m -- $argv[1])
    or return 1
    for line in (command mount)
        if string match -q -- "* on $mountpoint *" $line
            string match -qr -- '[(,]noacl[),]' $line
            return
        end
    end
    return 1
end
