# __fish_complete_cd: the directories `cd` could reach through $CDPATH for the
# word being typed, described as "CDPATH DIR". The directories under the
# current one are the completion engine's: cd only completes directories.
function __fish_complete_cd --description 'Complete directories in $CDPATH'
    set -q CDPATH[1]
    or return 0
    set -l word (commandline -ct)
    # /x, ./x and ../x do not go through CDPATH
    string match -qr -- '^\.{0,2}/' $word
    and return 0
    for base in $CDPATH
        # . (./ too) and $PWD are the engine's
        test -z "$base"
        and continue
        set base (string trim -r -c / -- $base)
        test "$base" = . -o "$base" = "$PWD"
        and continue
        set -l shown (string replace -r -- '^'(string escape --style=regex -- $HOME)'(?=/|$)' '~' $base)
        for dir in $base/$word*/
            test -x $dir
            or continue
            printf '%s\tCDPATH %s\n' (string sub -s (math (string length -- $base) + 2) -- $dir) $shown
        end
    end
end
