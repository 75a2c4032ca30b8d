# __fish_toggle_comment_commandline: Alt-#. Turns the command line into a
# comment and "runs" it, so it lands in the history unrun; on a commented
# line, takes the comment marks away again (without running it). On an
# empty command line, the last commented-out command comes back, ready to
# edit.
function __fish_toggle_comment_commandline --description 'Comment/uncomment the current command'
    set -l lines (commandline -b)
    if test -z "$lines"
        for item in $history
            if string match -q -- '#*' $item
                set lines (string split \n -- $item)
                break
            end
        end
    end
    set -l toggled
    for line in $lines
        if string match -q -- '#*' $line
            set -a toggled (string sub -s 2 -- $line)
        else
            set -a toggled "#$line"
        end
    end
    commandline -r -- $toggled
    if string match -q -- '#*' "$toggled[1]"
        commandline -f execute
    end
end
