# __fish_paste TEXT: insert pasted TEXT at the cursor, made to fit where it
# lands. Carriage returns count as line ends and other control characters
# go. In the history search field it goes there. Inside an open
# single-quoted word, quotes and backslashes are escaped so the paste stays
# one literal string; outside quotes, the indentation of the lines after the
# first is dropped (the shell indents for itself); at the start of an empty
# line, leading blanks go too, which would keep the line out of history.
# A pasted "$ " prompt is dropped, except for root (commandline --insert-smart).
function __fish_paste
    set -l data (string split -- \r $argv[1] | string split -- \n)
    set data (string replace -ra -- '[[:cntrl:]]' '' $data)
    if commandline --search-field >/dev/null
        commandline --search-field -i -- $data
        return
    end
    set -l state (__minnow_quote_state '' (commandline -ct | string collect))
    if test "$state" = single
        set data (string replace -a -- '\\' '\\\\' $data | string replace -a -- "'" "\\'")
    else if test "$state" = normal; and set -q data[2]
        set -l lines $data[1]
        set state (__minnow_quote_state normal $data[1])
        for line in $data[2..]
            test "$state" = normal
            and set line (string trim -l -- $line)
            set -a lines $line
            set state (__minnow_quote_state $state $line)
        end
        set data $lines
    end
    if test -z "$(commandline -c)"
        set data[1] (string trim -l -- $data[1])
    end
    test -n "$data"
    or return 0
    if fish_is_root_user
        commandline -i -- $data
    else
        commandline --insert-smart -- $data
    end
end
