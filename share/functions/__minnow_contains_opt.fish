# __minnow_contains_opt CALLER [-s X]... [NAME]...: the test of
# __fish_contains_opt and __fish_not_contain_opt; CALLER names the function
# in messages.
function __minnow_contains_opt --description 'Test whether one of the options was given'
    set -l caller $argv[1]
    set -e argv[1]
    set -l shorts
    set -l longs
    while set -q argv[1]
        switch $argv[1]
            case -s
                set -q argv[2]
                and set -a shorts $argv[2]
                set -e argv[1]
            case '-*'
                echo "$caller: Unknown option $argv[1]" >&2
                return 2
            case '*'
                set -a longs $argv[1]
        end
        set -e argv[1]
    end

    set -l words (commandline -cpx)
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
