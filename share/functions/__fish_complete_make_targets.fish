# __fish_complete_make_targets: the targets for the make command being typed,
# from the makefile it would read: -C/--directory (cumulative, as make takes
# them) and -f/--file/--makefile are honoured.
function __fish_complete_make_targets --description 'Complete the targets of the makefile make would read'
    set -l dir .
    set -l file
    set -l words (commandline -xpc)
    set -e words[1]
    while set -q words[1]
        set -l word $words[1]
        set -e words[1]
        set -l value
        switch $word
            case -C --directory -f --file --makefile
                set -q words[1]
                or break
                set value $words[1]
                set -e words[1]
            case '--directory=*' '--file=*' '--makefile=*'
                set value (string replace -r -- '^[^=]*=' '' $word)
            case '-C*' '-f*'
                set value (string sub -s 3 -- $word)
            case '*'
                continue
        end
        set value (string replace -r -- '^~(?=/|$)' $HOME $value)
        switch $word
            case '-C*' '--directory*'
                if string match -q -- '/*' $value
                    set dir $value
                else
                    set dir $dir/$value
                end
            case '*'
                set file $value
        end
    end
    __fish_print_make_targets $dir $file
end
