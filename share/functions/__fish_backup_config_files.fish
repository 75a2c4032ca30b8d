# __fish_backup_config_files FILE...: copy each of the configuration's FILEs
# (relative to $__fish_config_dir) that exist to FILE.bak, before they are
# overwritten.
function __fish_backup_config_files
    for file in $argv
        test -f $__fish_config_dir/$file
        and command cp -- $__fish_config_dir/$file $__fish_config_dir/$file.bak
    end
    return 0
end
