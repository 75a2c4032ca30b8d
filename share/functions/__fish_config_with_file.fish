# __fish_config_with_file PATH COMMAND...: run COMMAND on a file that
# __fish_config_files listed: COMMAND PATH for a file of the user's, or the
# shell's own file (status get-file) on COMMAND's standard input.
function __fish_config_with_file
    set -l path $argv[1]
    if string match -q -- '/*' $path
        $argv[2..] $path
    else
        status get-file $path | $argv[2..]
    end
end
