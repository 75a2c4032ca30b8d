# __fish_print_zfs_snapshots [--force]: the ZFS datasets, and the snapshots
# of the dataset being typed once an @ is typed or only one dataset matches
# (listing every snapshot of every dataset can take long); --force lists
# them anyway.
function __fish_print_zfs_snapshots --description 'List ZFS snapshots'
    set -l datasets (command zfs list -H -o name 2>/dev/null)
    string join \n -- $datasets
    set -l word (commandline -ct)
    set -l dataset (string replace -rf -- '^([^@]+)@?.*$' '$1' $word)
    set -l matching (string match -ie -- "$dataset" $datasets)
    if contains -- --force $argv; or string match -q -- '*@*' $word; or not set -q matching[2]
        command zfs list -H -t snapshot -o name -d 1 $dataset 2>/dev/null
    end
end
