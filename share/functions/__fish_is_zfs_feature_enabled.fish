# __fish_is_zfs_feature_enabled FEATURE [POOL]: true when the ZFS pool
# feature (feature@NAME) is enabled or active in POOL, or in any pool.
function __fish_is_zfs_feature_enabled --description 'Test whether a ZFS pool feature is enabled' --argument-names feature pool
    command -q zpool
    or return 1
    command zpool get -H -o value $feature $pool 2>/dev/null | string match -qr -- '^(enabled|active)$'
end
