# __fish_posix_shell: the path of the system's POSIX shell, for scripts that
# must be run by sh (Android keeps it in /system/bin).
function __fish_posix_shell
    if not test -x /bin/sh; and test -x /system/bin/sh
        echo /system/bin/sh
    else
        echo /bin/sh
    end
end
