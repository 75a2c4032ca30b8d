# __fish_data_with_directory FOLDER REGEX COMMAND...: run COMMAND with the
# path of a folder holding the shell's data files under FOLDER whose names
# match REGEX (its argument last); its status is returned.
#
# fish copies files out of its binary into a temporary folder for this;
# ours are files already, so COMMAND gets a temporary folder only when it
# needs a subset of them.
function __fish_data_with_directory
    set -l folder $argv[1]
    set -l regex $argv[2]
    set -l cmd $argv[3..]
    if test "$regex" = '.*'; and test -d $__fish_data_dir/$folder
        $cmd $__fish_data_dir/$folder
        return
    end
    set -l tmp (__fish_mktemp_relative -d fish-data)
    or return
    set -l files (status list-files $folder |
        string match -r -- "^$(string escape --style=regex -- $folder)/(?:$regex)\$")
    for file in $files
        command mkdir -p -- (path dirname -- $tmp/$file)
        and status get-file $file >$tmp/$file
        or break
    end
    command mkdir -p -- $tmp/$folder
    $cmd $tmp/$folder
    set -l result $status
    command rm -rf -- $tmp
    return $result
end
