# history - the history builtin for people: long listings go through a
# pager, deleting by pattern lets you pick the entries, and clearing asks
# first. Everything else is the builtin's work (builtins/history.c).
function history --description "display or manipulate interactive command history"
    argparse -n history --exclusive c,e,p --exclusive S,D,M,V,X \
        h/help c/contains e/exact p/prefix C/case-sensitive R/reverse z/null \
        't/show-time=?' 'n#max' S-search D-delete M-merge V-save X-clear from= color= -- $argv
    or return
    if set -q _flag_help
        __fish_print_help history
        return 0
    end

    # What goes on to the builtin.
    set -l kind $_flag_contains $_flag_exact $_flag_prefix
    set -l show_time
    if set -q _flag_show_time[1]
        set show_time --show-time=$_flag_show_time
    else if set -q _flag_show_time
        set show_time --show-time
    end
    set -l max
    set -q _flag_max; and set max --max=$_flag_max
    set -l from
    set -q _flag_from; and set from --from=$_flag_from
    set -l rest $_flag_case_sensitive $_flag_reverse $_flag_null
    set -l color --color=$_flag_color # (none when not given)

    # The subcommand: an old-style option, or the first word.
    set -l sub
    for s in search delete merge save clear
        set -q _flag_$s; and set sub $s
    end
    if not set -q sub[1]; and set -q argv[1]
        and contains -- $argv[1] search delete merge save clear clear-session append
        set sub $argv[1]
        set -e argv[1]
    end
    set -q sub[1]; or set sub search

    switch $sub
        case search
            if not isatty stdout
                builtin history search $color $kind $show_time $max $rest $from -- $argv
                return
            end
            set -l pager cat
            if set -q PAGER[1]
                echo $PAGER | read -at pager
            else if command -q less
                set pager less
            end
            # like cat when it fits on the screen, and leave it there on
            # quit; the commands coloured as code, and the pager told to
            # show the colours
            set -q LESS; or set -fx LESS --quit-if-one-screen --no-init --RAW-CONTROL-CHARS
            set -q LV; or set -fx LV -c
            set -q color[1]; or set color --color=always
            builtin history search $color $kind $show_time $max $rest $from -- $argv | $pager

        case delete
            set -l terms $argv
            if not set -q terms[1]
                read -P "Search term: " terms
            end
            if set -q _flag_exact
                builtin history delete --exact $_flag_case_sensitive $from -- $terms
                and builtin history save
                return
            end
            set -q kind[1]; or set kind --contains
            set -l found (builtin history search $kind $_flag_case_sensitive --null -- $terms | string split0)
            set -q found[1]; or return 0
            for i in (seq (count $found))
                printf "[%s] %s\n" $i $found[$i]
            end
            echo
            echo "Enter nothing to cancel the delete, or"
            echo "Enter one or more of the entry IDs or ranges like '5..12', separated by a space."
            echo "For example '7 10..15 35 788..812'."
            echo "Enter 'all' to delete all the matching entries."
            echo
            read --local --prompt "echo 'Delete which entries? '" choice
            echo
            if test -z "$choice"
                printf "Cancelling the delete!\n"
                return
            end
            if test "$choice" = all
                printf "Deleting all matching entries!\n"
                builtin history delete --exact --case-sensitive -- $found
                builtin history save
                return
            end
            set -l picked
            for word in (string split " " -- $choice)
                set -l range (string match -rg '^([1-9][0-9]*)\.\.([1-9][0-9]*)$' -- $word)
                if set -q range[2]
                    and test $range[1] -le (count $found) -a $range[1] -le $range[2]
                    test $range[2] -gt (count $found); and set range[2] (count $found)
                    set -a picked (seq $range[1] $range[2])
                else if string match -qr '^[1-9][0-9]*$' -- $word
                    and test $word -le (count $found)
                    set -a picked $word
                else if test -n "$word"
                    printf "Ignoring invalid history entry ID \"%s\"\n" $word
                end
            end
            set -q picked[1]; or return 1
            set picked (path sort -u -- $picked)
            echo Deleting choices: $picked
            for i in $picked
                printf "Deleting history entry %s: \"%s\"\n" $i $found[$i]
                builtin history delete --exact --case-sensitive -- $found[$i]
            end
            builtin history save

        case clear
            if set -q kind[1]; or set -q show_time[1]
                printf "%s: %s: subcommand takes no options\n" history clear >&2
                return 1
            end
            if set -q argv[1]
                printf "%s: %s: expected %d arguments; got %d\n" history clear 0 (count $argv) >&2
                return 1
            end
            printf "If you enter 'yes' your entire interactive command history will be erased\n"
            read --local --prompt "echo 'Are you sure you want to clear history? (yes/no) '" choice
            if test "$choice" = yes
                builtin history clear
                and printf "Command history cleared!\n"
            else
                printf "You did not say 'yes' so I will not clear your command history\n"
            end

        case clear-session
            builtin history clear-session $kind $show_time $max $rest -- $argv
            and printf "Command history for session cleared!\n"

        case append
            set -l lines $argv
            if not set -q lines[1]
                read -P "Command: " lines
            end
            builtin history append $kind $show_time $max $rest -- $lines

        case '*' # merge, save
            builtin history $sub $kind $show_time $max $rest $from -- $argv
    end
end
