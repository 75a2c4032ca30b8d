# __fish_complete_lpr_option: the printer's options as NAME= (for -o), or,
# once NAME= is typed, its values (the default marked).
function __fish_complete_lpr_option --description 'Complete an lpr option'
    set -l word "$(commandline -t)"
    if not string match -q -- '*=*' $word
        command lpoptions -l 2>/dev/null | string replace -r -- '^(.*)/(.*):.*$' '$1=\t$2'
        return
    end
    set -l name (string split -m 1 -f 1 = -- $word)
    # "PageSize/Media Size: *A4 Letter" -> values, the starred one the default
    for line in (command lpoptions -l 2>/dev/null | string match -- "$name/*")
        set -l parts (string match -r -- '^[^/]*/(.*):\s*(.*)$' $line)
        set -q parts[3]
        or continue
        for value in (string split ' ' -- $parts[3])
            if string match -q -- '\**' $value
                printf '%s=%s\tDefault %s\n' $name (string sub -s 2 -- $value) $parts[2]
            else
                printf '%s=%s\t%s\n' $name $value $parts[2]
            end
        end
    end
end
