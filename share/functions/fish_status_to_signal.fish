# fish_status_to_signal STATUS...: each exit status as a prompt shows it: a
# status above 128 that means "killed by signal N" becomes that signal's name
# (130 -> SIGINT), any other stays a number.
function fish_status_to_signal --description 'Print the signal name an exit status stands for'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_status_to_signal
        return 0
    end
    for code in $argv
        set -l name
        if test "$code" -gt 128 2>/dev/null
            # kill -l knows this system's numbering; asked only for such a status
            set name (command kill -l (math $code - 128) 2>/dev/null)
        end
        if set -q name[1]; and string match -qr '^[A-Z0-9+-]+$' -- $name[1]
            echo SIG(string replace -r '^SIG' '' -- $name[1])
        else
            echo $code
        end
    end
    return 0
end
