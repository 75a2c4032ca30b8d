# __fish_preview_current_file: Alt-o. Opens the file named by the token
# under the cursor (or, at a space, the one before it) in the pager
# ($PAGER, else less); a command that is a script is opened in the editor.
function __fish_preview_current_file --description 'Open the file at the cursor in a pager'
    set -l token (commandline -t | string collect)
    if test -z "$token"
        set token (commandline -cx)[-1]
    else
        # as the shell would read it: quotes, ~, variables; an option's
        # --opt= prefix dropped
        set token (string replace -r -- '^-[^\s=]*=' '' $token | string collect)
        eval set -l words $token 2>/dev/null
        or return
        set token $words
    end
    set -q token[1]
    or return

    if test -f "$token[1]"
        set -l pager less --
        if set -q PAGER[1]; and test -n "$PAGER"
            echo $PAGER | read -at pager
        end
        $pager $token
    else if set -l script (command -v -- $token[1]); and test -f "$script"
        and string match -q '#!*' -- "$(command head -c 2 -- $script 2>/dev/null)"
        set -l editor (__fish_anyeditor)
        or return 1
        $editor $script
    else
        return 1
    end
    commandline -f repaint
end
