# __fish_config_files [--user-dir=DIR] PREFIX SUFFIX [NAME...]: the files of a
# kind (themes, prompts) one a line: first DIR/NAME.SUFFIX (or every
# DIR/*SUFFIX) as absolute paths, then the shell's own PREFIX/NAME.SUFFIX (or
# every file under PREFIX) as paths for `status get-file`.
function __fish_config_files
    set -l _flag_user_dir
    argparse user-dir= -- $argv
    or return
    set -l prefix $argv[1]
    set -l suffix $argv[2]
    set -e argv[1..2]
    set -l found
    if set -q argv[1]
        set found (path filter -- $_flag_user_dir/$argv$suffix)
        # (list-files takes prefixes: only whole names count)
        set -l exact "^(?:$(string join '|' -- (string escape --style=regex -- "$prefix/"$argv$suffix)))\$"
        set -a found (status list-files "$prefix/"$argv$suffix | string match -r -- $exact)
    else
        set found (path filter -- $_flag_user_dir/*$suffix)
        set -a found (status list-files $prefix)
    end
    string join \n -- $found
end
