# __minnow_find_exec_line: when the word being typed is part of the command
# of a find -exec, -execdir, -ok or -okdir (after its command name, before the
# `;` or `+` ending it), print that command line as far as the cursor, the
# earlier words quoted again; else status 1. The word right after -exec (the
# command's name) is left to the -exec rule itself.
function __minnow_find_exec_line --description 'Print the command line of the find -exec being typed'
    set -l words (commandline -xpc)
    set -l at 0
    set -l i 0
    for word in $words
        set i (math $i + 1)
        switch $word
            case -exec -execdir -ok -okdir
                test $at -eq 0
                and set at $i
            case ';' +
                set at 0
        end
    end
    test $at -gt 0 -a $at -lt $i
    or return 1
    set -l line (string escape -- $words[(math $at + 1)..-1]) (commandline -ct)
    echo "$line"
end
