# Variable names with their values as descriptions, in fish's words
# ("Global Variable: VALUE"): global and universal ones, or only the scopes
# given (-g, -U). A variable with no value has no description; $history and
# $fish_killring show none of theirs. Hidden names (starting with __) only
# when the word being completed starts with _.
function __minnow_complete_variables --description 'Print variable names with their values'
    set -l scopes -g -U
    set -q argv[1]; and set scopes $argv
    set -l hidden '__*'
    string match -q -- '_*' (commandline -ct); and set hidden ''
    for s in $scopes
        set -l what Global
        test $s = -U; and set what Universal
        set $s | string match -v -- "$hidden" |
            string replace -r -- '^((?:history|fish_killring) ).*' '$1' |
            string replace -r -- '^(\S+) (.*)$' '$1'\t"$what Variable: "'$2'
    end
end
