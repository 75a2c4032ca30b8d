# __fish_complete_zfs_pools: the ZFS pools, with their comments.
function __fish_complete_zfs_pools --description 'List the ZFS pools'
    command zpool list -H -o name,comment 2>/dev/null | string replace -r -- '\t-$' ''
end
