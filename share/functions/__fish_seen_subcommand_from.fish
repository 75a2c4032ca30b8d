# __fish_seen_subcommand_from WORD...: a completion condition, true when one of
# the WORDs already stands on the command line after the command (before the
# cursor), as in `complete -c apt -n '__fish_seen_subcommand_from install'`.
function __fish_seen_subcommand_from --description 'Test whether one of the words was typed after the command'
    set -l words (commandline -xpc)
    set -e words[1]
    for word in $words
        contains -- $word $argv
        and return 0
    end
    return 1
end
