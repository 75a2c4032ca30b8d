# __fish_complete_mount_opts: the options of mount -o for the word being
# typed, a comma-separated list: what is there already stays in front of
# each candidate. After uid=, gid=, setuid= and setgid= come the ids.
function __fish_complete_mount_opts --description 'Complete the options of mount -o'
    set -l opts \
        async\t'Asynchronous I/O' sync\t'Synchronous I/O' dirsync\t'Synchronous directory operations' \
        atime\t'Update access times' noatime\t'Do not update access times' \
        diratime\t'Update access times of folders' nodiratime\t'Do not update access times of folders' \
        relatime\t'Update access times when older than the change' norelatime\t'Always update access times' \
        strictatime\t'Update access times always' nostrictatime\t'Do not update access times always' \
        lazytime\t'Keep time updates in memory' nolazytime\t'Write time updates at once' \
        auto\t'Mounted by mount -a' noauto\t'Not mounted by mount -a' defaults\t'The default options' \
        dev\t'Device files work' nodev\t'Device files do not work' \
        exec\t'Programs may run' noexec\t'Programs may not run' \
        suid\t'Set-user-id bits work' nosuid\t'Set-user-id bits are ignored' \
        ro\t'Read-only' rw\t'Read and write' remount\t'Mount again with other options' \
        user\t'Any user may mount it' nouser\t'Only root may mount it' users\t'Any user may mount and unmount it' \
        group\t'Users of the device group may mount it' owner\t'The device owner may mount it' \
        nofail\t'Report no error for a missing device' _netdev\t'Needs the network' \
        iversion\t'Count inode changes' noiversion\t'Do not count inode changes' \
        mand\t'Allow mandatory locks' nomand\t'Disallow mandatory locks' \
        silent loud verbose quota noquota usrquota grpquota acl noacl user_xattr nouser_xattr \
        discard\t'Discard freed blocks' nobarrier barrier=0 barrier=1 \
        errors=continue errors=remount-ro errors=panic \
        data=journal data=ordered data=writeback data_err=ignore data_err=abort \
        journal_dev= journal_path= norecovery noload commit= resgid= resuid= sb= \
        context=\t'SELinux context' fscontext= defcontext= rootcontext= \
        uid=\t'Owner of the files' gid=\t'Group of the files' umask= dmask= fmask= mode= \
        setuid= setgid= ownmask= othmask= iocharset= codepage= utf8 shortname= \
        subvol=\t'Btrfs subvolume' subvolid= compress= compress-force= autodefrag ssd nossd \
        space_cache clear_cache nodatacow nodatasum degraded device= thread_pool= \
        user_subvol_rm_allowed skip_balance max_inline= metadata_ratio= \
        size=\t'Size of a tmpfs' nr_inodes= mpol= \
        vers=\t'NFS version' nfsvers= proto= port= timeo= retrans= hard soft intr nolock \
        rsize= wsize= addr= sec= username= password= credentials= domain= \
        loop\t'Through a loop device' offset= sizelimit= bind rbind
    set -l token (commandline -ct | string replace -r -- '^-o' '')
    set -l given (string split , -- $token)
    set -l prefix ''
    if set -q given[1]
        set -l last $given[-1]
        set -e given[-1]
        set -q given[1]
        and set prefix (string join , -- $given),
        switch (string replace -r -- '=.*' '=' $last)
            case uid= setuid=
                set -a opts (string replace -r -- '^' (string replace -r -- '=.*' '=' $last) (__fish_complete_user_ids))
            case gid= setgid=
                set -a opts (string replace -r -- '^' (string replace -r -- '=.*' '=' $last) (__fish_complete_group_ids))
        end
    end
    printf '%s\n' $prefix$opts
end
