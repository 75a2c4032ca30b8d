# funced [-e EDITOR | -i] [-s] NAME: edit a function. The definition goes to
# a temporary NAME.fish (from the file that defines it, or as `functions`
# prints it, or an empty skeleton for a new function), the editor runs on it
# ($VISUAL, else $EDITOR, or -e's command), and the result is read back. A
# file that does not parse can be edited again. A function from a file is
# offered to be written back there; -s saves it (funcsave) without asking.
# -i, or no usable editor, edits it on the command line instead.
function funced --description 'Edit a function definition'
    argparse -n funced --max-args=1 h/help 'e/editor=' i/interactive s/save -- $argv
    or return
    if set -q _flag_help
        __fish_print_help funced
        return 0
    end
    if not set -q argv[1]
        printf '%s: Expected at least %d args, got only %d\n' funced 1 0
        return 1
    end
    set -l name $argv[1]

    set -l editor
    set -l from
    if set -q _flag_interactive
        set editor fish
    else if set -q _flag_editor[1]
        echo $_flag_editor | read -at editor
    else if set -q VISUAL[1]
        echo $VISUAL | read -at editor
        set from VISUAL
    else if set -q EDITOR[1]
        echo $EDITOR | read -at editor
        set from EDITOR
    else
        set editor fish
    end
    if test "$editor[1]" != fish; and not type -q -f -- $editor[1]
        set -q from[1]
        or set from EDITOR
        printf "funced: The value for \$%s '%s' could not be used because the command '%s' could not be found\n" $from "$editor" $editor[1] >&2
        set editor fish
    end

    # A name starting with a dash needs -- before it.
    set -l skeleton "function $name"\n\nend
    string match -q -- '-*' $name
    and set skeleton "function -- $name"\n\nend

    if test "$editor" = fish
        set -l text $skeleton
        if functions -q -- $name
            # The editor indents as it goes, so the text starts flush left.
            set text (functions --no-details -- $name | string replace -r -- '^\s+' '' | string collect)
        end
        set -l prompt 'printf "%s%s%s> " (set_color green) '(string escape -- $name)' (set_color --reset)'
        if read -l -p $prompt -c "$text" --shell code
            eval "$code"
        end
        set -q _flag_save
        and funcsave -- $name
        return 0
    end

    # The file is NAME.fish in a folder of its own, so editors see fish code.
    set -l dir (__fish_mktemp_relative -d fish-funced)
    or return 1
    set -l tmp $dir/$name.fish
    set -l origin
    if not functions -q -- $name
        echo $skeleton >$tmp
    else if not contains -- (functions --details --verbose -- $name)[2] n/a not-autoloaded autoloaded
        # A copy (functions --copy): its definition lives in no file of its own.
        functions -- $name >$tmp
    else if set -l file (functions --details -- $name); and not contains -- $file - stdin; and test -f $file
        set origin $file
        command cat -- $file >$tmp
    else
        functions -- $name >$tmp
    end

    set -l sum (__fish_md5 $tmp)
    while true
        if not $editor $tmp
            echo 'Editing failed or was cancelled'
            break
        end
        if set -q sum[1]; and test "$(__fish_md5 $tmp)" = "$sum"
            echo 'Editor exited but the function was not modified'
            echo "If the editor is still running, check if it waits for completion, maybe a '--wait' option?"
            set -q origin[1]
            and source $origin
            break
        end
        if not source <$tmp
            echo
            read -l -P 'Edit the file again? [Y/n] ' answer
            if test -z "$answer"; or contains -- (string lower -- $answer) y ye yes
                continue
            else if not contains -- (string lower -- $answer) n no
                echo "I don't understand '$answer', assuming 'Yes'"
                sleep 2
                continue
            end
            echo 'Cancelled function editing'
        else if set -q origin[1]
            if not set -q _flag_save
                echo 'Warning: the file containing this function has not been saved. Changes may be lost when fish is closed.'
                read -l -P "Save function to $origin? [Y/n] " answer
                if test -z "$answer"; or contains -- (string lower -- $answer) y ye yes
                    set _flag_save 1
                else if not contains -- (string lower -- $answer) n no
                    echo "I don't understand '$answer', assuming 'Yes'"
                    set _flag_save 1
                end
            end
            if set -q _flag_save
                if command cp -- $tmp $origin 2>&1
                    echo "Function saved to $origin"
                    source $origin
                else
                    echo 'Saving to original location failed; saving to user configuration instead.'
                    set origin $__fish_config_dir/functions/(path basename -- $origin)
                    if command mkdir -p -- (path dirname -- $origin); and command cp -- $tmp $origin
                        echo "Function saved to $origin"
                        source $origin
                    else
                        echo 'Saving to user configuration failed. Changes may be lost when fish is closed.'
                    end
                end
            end
        else if set -q _flag_save
            funcsave -- $name
        else
            echo "Run funcsave $name to save this function to the configuration directory."
        end
        break
    end
    set -l result $status
    command rm -f -- $tmp
    command rmdir -- $dir 2>/dev/null
    return $result
end
