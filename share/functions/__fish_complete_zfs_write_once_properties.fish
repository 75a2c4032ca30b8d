# __fish_complete_zfs_write_once_properties: the ZFS properties that can only
# be set when a dataset is made.
function __fish_complete_zfs_write_once_properties --description 'List the ZFS properties set at creation'
    set -l os (__fish_uname)
    printf '%s\n' normalization\t'Unicode normalization of names (none, formC, formD, formKC, formKD)' \
        utf8only\t'Refuse names that are not UTF-8 (on, off)'
    if test "$os" = Linux
        printf '%s\n' overlay\t'Allow mounting over a non-empty folder (on, off)' \
            casesensitivity\t'Case sensitivity of names (sensitive, insensitive)'
        if command -sq sestatus
            printf '%s\n' context\t'SELinux context of the files' fscontext\t'SELinux context of the file system' \
                defcontext\t'SELinux context of unlabelled files' rootcontext\t'SELinux context of the root'
        end
    else
        printf '%s\n' casesensitivity\t'Case sensitivity of names (sensitive, insensitive, mixed)'
    end
    if __fish_is_zfs_feature_enabled feature@encryption
        printf '%s\n' encryption\t'Encryption (off, on, aes-128-ccm, aes-192-ccm, aes-256-ccm, aes-128-gcm, aes-192-gcm, aes-256-gcm)' \
            keyformat\t'Form of the key (raw, hex, passphrase)' keylocation\t'Where the key is (prompt, file://PATH)' \
            pbkdf2iters\t'PBKDF2 iterations of a passphrase'
    end
end
