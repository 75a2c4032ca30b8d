# contains_seq [--printnext] PATTERN... -- LIST...: whether the words of
# PATTERN appear one after the other in LIST. (An old helper fish still
# ships, undocumented; kept as it behaves: after a partial match the entry
# that broke it is not tried as a new start, and --printnext prints an empty
# line unless the match is followed by more entries.)
function contains_seq --description 'Return true if array contains a sequence'
    if contains -- "$argv[1]" -h --help
        __fish_print_help contains_seq
        return 0
    end
    set -l printnext # [1]: asked for; [2]: the sequence was found
    if test "$argv[1]" = --printnext
        set printnext[1] 1
        set -e argv[1]
    end
    set -l pattern
    set -l list
    set -l into pattern
    for arg in $argv
        if test "$arg" = --
            set into list
            continue
        end
        set -a $into $arg
    end

    set -l fresh 1 # no partial match under way
    set -l matched # the entries matched so far
    set -l next 1 # the pattern word to match next
    for entry in $list
        set -q printnext[2]
        and return 0
        if test "$entry" = "$pattern[$next]"
            set -e fresh[1]
            set -a matched $entry
            set next (count x $matched)
            if not set -q pattern[$next]
                if set -q printnext[1]
                    set printnext[2] 1
                    continue
                end
                return 0
            end
        else if not set -q fresh[1]
            set fresh 1
            set matched
            set next 1
        end
    end
    set -q printnext[1]
    and echo ''
    set -q printnext[2]
end
