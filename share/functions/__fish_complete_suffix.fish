# __fish_complete_suffix [--prefix=DIR] [--description=DESC] [--complete=WORD] SUFFIX...
# __fish_complete_suffix [WORD] SUFFIX [DESC [DIR]]        (the older form)
#
# Files for the word being typed (or WORD), those ending in one of the
# SUFFIXes first, then directories (which may hold such files), then the other
# files: use it with `complete -k` to keep that order. DESC, when given,
# describes every file. With DIR, paths are completed as if DIR were the
# current directory.
#
# The older form is recognized by its first argument being the word being
# typed, which is how completions call it: (commandline -ct).
function __fish_complete_suffix --description 'Complete files, those with the suffix first'
    set -l word
    set -l desc
    set -l dir
    set -l suffixes
    if string match -q -- '--*' $argv[1]
        argparse 'prefix=' 'description=' 'complete=' -- $argv
        or return 2
        set suffixes $argv
        set desc $_flag_description
        set dir $_flag_prefix
        if set -q _flag_complete
            set word $_flag_complete
        else
            set word (commandline -ct)
        end
    else if set -q argv[2]; and test "$argv[1]" = (commandline -ct)
        set word $argv[1]
        set suffixes $argv[2]
        set desc $argv[3]
        set dir $argv[4]
    else
        set word (commandline -ct)
        set suffixes $argv
    end
    set -q suffixes[1]
    or return 0

    set -l lead
    if test -n "$dir"
        set lead (string escape -- (string trim -r -c / -- $dir))/
        test "$lead" = /
        or set dir (string trim -r -c / -- $dir)/
    end
    # The command '' has no completions of its own: what comes back are files.
    set -l all (complete -C "'' $lead$word")
    if test -n "$dir"
        set -l skip (math (string length -- $dir) + 1)
        set all (string sub -s $skip -- (string match -- "$dir*" $all))
    end
    set -q all[1]
    or return 0
    if set -q desc[1]; and test -n "$desc"
        set all (string replace -r -- '\t.*' '' $all)\t$desc
    end

    set -l ends (string join '|' -- (string escape --style=regex -- $suffixes))
    string match -r -- '^[^\t]*(?:'$ends')(?:\t.*)?$' $all
    string match -r -- '^[^\t]*/(?:\t.*)?$' $all
    string match -rv -- '^[^\t]*(?:'$ends'|/)(?:\t.*)?$' $all
    return 0
end
