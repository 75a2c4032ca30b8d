# __fish_complete_zfs_mountpoint_properties: the ZFS properties that can be
# given as mount options (zfs mount -o).
function __fish_complete_zfs_mountpoint_properties --description 'List the ZFS properties of mounting'
    printf '%s\n' atime\t'Update access times on reading (on, off)' \
        devices\t'Whether device files can be opened (on, off)' \
        exec\t'Whether programs can run (on, off)' \
        readonly\t'Read-only (on, off)' \
        setuid\t'Whether set-user-id bits work (on, off)'
    switch (__fish_uname)
        case SunOS
            printf '%s\n' nbmand\t'Non-blocking mandatory locks (on, off)' xattr\t'Extended attributes (on, off, sa)'
        case Linux
            printf '%s\n' nbmand\t'Non-blocking mandatory locks (on, off)' \
                relatime\t'Update access times now and then (on, off)' xattr\t'Extended attributes (on, off, sa)'
    end
end
