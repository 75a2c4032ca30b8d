# __fish_print_filesystems: file system types, one a line: those the kernel
# knows (/proc/filesystems), those with a mount helper on $PATH (mount.nfs,
# mount.cifs...) and the common others.
function __fish_print_filesystems --description 'List file system types'
    printf '%s\n' btrfs ext2 ext3 ext4 exfat f2fs fuse hfsplus iso9660 jfs msdos nfs nfs4 ntfs ntfs3 \
        overlay proc squashfs sysfs tmpfs udf vfat xfs zfs
    if test -r /proc/filesystems
        string replace -r -- '^nodev\s+|^\s+' '' </proc/filesystems
    end
    for helper in $PATH/mount.*
        string replace -r -- '.*/mount\.' '' $helper
    end
end
