# __fish_complete_zfs_ro_properties: the read-only ZFS dataset properties,
# with userused@USER and groupused@GROUP for the local users and groups.
function __fish_complete_zfs_ro_properties --description 'List the read-only ZFS properties'
    printf '%s\n' available\t'Space available' avail\t'Space available' \
        compressratio\t'Compression ratio achieved' creation\t'When the dataset was made' \
        clones\t'Clones of the snapshot' defer_destroy\t'Marked for destruction later' \
        filesystem_count\t'File systems and volumes below' logicalreferenced\t'Space referenced, before compression' \
        lrefer\t'Space referenced, before compression' logicalused\t'Space used, before compression' \
        lused\t'Space used, before compression' mounted\t'Whether it is mounted' origin\t'Snapshot it was cloned from'
    __fish_is_zfs_feature_enabled feature@extensible_dataset
    and printf '%s\n' receive_resume_token\t'Token to resume an interrupted receive'
    printf '%s\n' referenced\t'Space referenced' refer\t'Space referenced' \
        refcompressratio\t'Compression ratio of the space referenced' snapshot_count\t'Snapshots below' \
        type\t'Kind of dataset' used\t'Space used by the dataset and its children' \
        usedbychildren\t'Space used by children' usedbydataset\t'Space used by the dataset itself' \
        usedbyrefreservation\t'Space used by the refreservation' usedbysnapshots\t'Space used by snapshots' \
        userrefs\t'Number of holds' volblocksize\t'Block size of a volume' \
        written\t'Data written since the previous snapshot'
    for user in (__fish_print_users)
        printf 'userused@%s\tSpace used by user %s\n' $user $user
    end
    for group in (__fish_print_groups)
        printf 'groupused@%s\tSpace used by group %s\n' $group $group
    end
end
