# __fish_complete_path [WORD [DESCRIPTION]]: the files and directories whose
# path starts with WORD (directories with a slash), each with DESCRIPTION.
function __fish_complete_path --description 'Complete files and directories' --argument-names word desc
    set -l paths "$word"*
    set -q paths[1]
    or return 0
    # A directory gets its slash; `command ls -dp` would fork for nothing.
    for path in $paths
        if test -d $path
            printf '%s/\t%s\n' $path $desc
        else
            printf '%s\t%s\n' $path $desc
        end
    end
end
