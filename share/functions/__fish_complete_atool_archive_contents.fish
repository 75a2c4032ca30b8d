# __fish_complete_atool_archive_contents: the files inside the archive named
# on the command line (the first argument that is a file), from atool's als.
function __fish_complete_atool_archive_contents --description 'List the contents of the archive on the line'
    set -l words (commandline -cxp)
    set -e words[1]
    for word in $words
        string match -q -- '-*' $word
        and continue
        if test -f $word
            command als $word -qq 2>/dev/null | string replace -rf -- '^\s*\d+\s+[\d-]+\s+[\d:]+\s+(.*)$' '$1'
            return
        end
    end
end
