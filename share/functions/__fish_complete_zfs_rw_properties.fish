# __fish_complete_zfs_rw_properties: the ZFS dataset properties that can be
# changed, with their values in the description; the checksum and
# compression algorithms as the pool's features allow; user and group
# quotas for the local users and groups.
function __fish_complete_zfs_rw_properties --description 'List the writable ZFS properties'
    set -l os (__fish_uname)
    set -l checksums 'on, off, fletcher2, fletcher4, sha256'
    contains -- $os FreeBSD SunOS
    and set checksums "$checksums, noparity"
    for algo in sha512 skein edonr blake3
        __fish_is_zfs_feature_enabled feature@$algo
        and set checksums "$checksums, $algo"
    end
    set -l compressions 'on, off, lzjb, gzip, gzip-[1-9], zle'
    __fish_is_zfs_feature_enabled feature@lz4_compress
    and set compressions "$compressions, lz4"
    __fish_is_zfs_feature_enabled feature@zstd_compress
    and set compressions "$compressions, zstd, zstd-[1-19], zstd-fast"
    printf '%s\n' \
        aclinherit\t'How ACL entries are inherited (discard, noallow, restricted, passthrough, passthrough-x)' \
        atime\t'Update access times on reading (on, off)' \
        canmount\t'Whether it can be mounted (on, off, noauto)' \
        checksum\t"Checksum ($checksums)" \
        compression\t"Compression ($compressions)" \
        copies\t'Copies of the data (1, 2, 3)' \
        dedup\t'Deduplication (on, off, verify, sha256[,verify])' \
        devices\t'Whether device files can be opened (on, off)' \
        exec\t'Whether programs can run (on, off)' \
        filesystem_limit\t'Most file systems and volumes below (COUNT, none)' \
        logbias\t'How synchronous writes are logged (latency, throughput)' \
        mlslabel\t'Label for multilevel security' \
        mountpoint\t'Where it is mounted (PATH, none, legacy)' \
        primarycache\t'What the ARC caches (all, none, metadata)' \
        quota\t'Most space it and its children may use (SIZE, none)' \
        readonly\t'Read-only (on, off)' \
        recordsize\t'Largest block size' \
        redundant_metadata\t'How much metadata is kept twice (all, most)' \
        refquota\t'Most space the dataset itself may use (SIZE, none)' \
        refreservation\t'Space kept for the dataset itself (SIZE, none, auto)' \
        reservation\t'Space kept for it and its children (SIZE, none)' \
        secondarycache\t'What the L2ARC caches (all, none, metadata)' \
        setuid\t'Whether set-user-id bits work (on, off)' \
        sharenfs\t'Share over NFS (on, off, OPTIONS)' \
        sharesmb\t'Share over SMB (on, off, OPTIONS)' \
        snapdir\t'Whether .zfs is visible (hidden, visible)' \
        snapshot_limit\t'Most snapshots below (COUNT, none)' \
        sync\t'Synchronous writes (standard, always, disabled)' \
        volsize\t'Size of a volume'
    if test "$os" = Linux
        printf '%s\n' acltype\t'Kind of ACLs (off, noacl, posixacl)' \
            relatime\t'Update access times now and then (on, off)' \
            xattr\t'Extended attributes (on, off, sa)' \
            dnodesize\t'Size of dnodes (legacy, auto, 1k, 2k, 4k, 8k, 16k)'
    else if test "$os" = SunOS
        printf '%s\n' nbmand\t'Non-blocking mandatory locks (on, off)' xattr\t'Extended attributes (on, off)' \
            vscan\t'Scan for viruses (on, off)' zoned\t'Managed from a zone (on, off)'
    end
    for user in (__fish_print_users)
        printf 'userquota@%s\tSpace user %s may use\n' $user $user
    end
    for group in (__fish_print_groups)
        printf 'groupquota@%s\tSpace group %s may use\n' $group $group
    end
end
