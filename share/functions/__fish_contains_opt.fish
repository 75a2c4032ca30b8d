# __fish_contains_opt [-s X]... [NAME]...: a completion condition, true when
# the command line holds one of the options: the short option X (alone or in a
# cluster; the word being typed counts too) or the long option --NAME (before
# the cursor). Status 2 (and a message) for an option other than -s.
function __fish_contains_opt --description 'Test whether one of the options was given'
    set -l shorts
    set -l longs
    while set -q argv[1]
        switch $argv[1]
            case -s
                set -q argv[2]
                and set -a shorts $argv[2]
                set -e argv[1]
            case '-*'
                echo "__fish_contains_opt: Unknown option $argv[1]" >&2
                return 2
            case '*'
                set -a longs $argv[1]
        end
        set -e argv[1]
    end

    set -l words (commandline -opc)
    set -e words[1]
    for long in $longs
        contains -- --$long $words
        and return 0
    end
    set -a words (commandline -ct)
    for short in $shorts
        test -n "$short"
        or continue
        string match -qr -- '^-[^-]*'(string escape --style=regex -- $short) $words
        and return 0
    end
    return 1
end
