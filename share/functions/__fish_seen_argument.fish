# __fish_seen_argument [-s X]... [-o XY]... [-l NAME]... [-w NAME]... [WORD]...:
# a completion condition, true when the command line before the cursor holds
# one of these arguments:
#   -s X     the short option X, alone or in a cluster (-X, -aXb)
#   -o XY    the old-style option -XY, exactly
#   -l NAME  the long option --NAME, also as --NAME=VALUE
#   -w NAME  the Windows-style option /NAME
#   WORD     the word itself
function __fish_seen_argument --description 'Test whether an option or word was given'
    argparse --ignore-unknown 's/short=+' 'o/old=+' 'l/long=+' 'w/windows=+' -- $argv
    or return 2

    set -l words (commandline -xpc)
    set -e words[1]
    for word in $words
        switch $word
            case '--*'
                for long in $_flag_l
                    if test "$word" = "--$long"
                        or string match -q -- "--$long=*" $word
                        return 0
                    end
                end
            case -
            case '-*'
                contains -- (string sub -s 2 -- $word) $_flag_o
                and return 0
                for short in $_flag_s
                    string match -qr -- '^-[[:alnum:]]*'(string escape --style=regex -- $short)'[[:alnum:]]*$' $word
                    and return 0
                end
            case /
            case '/*'
                contains -- (string sub -s 2 -- $word) $_flag_w
                and return 0
        end
        contains -- $word $argv
        and return 0
    end
    return 1
end
