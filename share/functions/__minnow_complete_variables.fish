# Variable names with their values as descriptions: global and universal
# ones, or only the scopes given (-g, -U). Hidden names (starting with __)
# only when the word being completed starts with _.
function __minnow_complete_variables --description 'Print variable names with their values'
    set -l scopes -g -U
    set -q argv[1]; and set scopes $argv
    set -l hidden '__*'
    string match -q -- '_*' (commandline -ct); and set hidden ''
    for s in $scopes
        set -l what Global
        test $s = -U; and set what Universal
        set $s | string match -v -- "$hidden" | string replace -r -- '^(\S+) ?(.*)$' '$1'\t"$what: "'$2'
    end
end
