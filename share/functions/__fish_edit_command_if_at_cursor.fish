# __fish_edit_command_if_at_cursor: when the cursor is on the command word
# and that command is a script (a readable text file found in $PATH), open
# it in the editor and succeed; otherwise fail, so a binding can fall back
# to editing the command line.
function __fish_edit_command_if_at_cursor --description 'Edit the source file of the command at the cursor'
    set -l before (commandline -xpc)
    set -l command
    if not set -q before[1]
        set command (commandline -xp)[1]
    else if not set -q before[2]; and test -z "$(commandline -t)"
        set command $before[1]
    end
    set -q command[1]
    or return 1
    set -l file (command -v -- $command)
    or return 1
    test -f $file -a -r $file
    or return 1
    command -q file
    and string match -q -- 'text/*' (command file --brief --mime-type -L -- $file)
    or return 1
    set -l editor (__fish_anyeditor)
    or return 0 # it said what is missing
    $editor $file
    return 0
end
