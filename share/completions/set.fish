# Completions for set: variable names first, then values: colours for the
# fish_color_* and fish_pager_color_* variables, locales for LANG and LC_*.
function __minnow_complete_set_name --description 'Print the variable named by set on the line'
    for w in (commandline -xpc)[2..-1]
        string match -q -- '-*' $w; and continue
        string replace -r -- '\[.*' '' $w
        return 0
    end
    return 1
end

complete -c set -n '__minnow_complete_argn 1' -f -a '(__minnow_complete_variables)'
complete -c set -n '__minnow_complete_argn 1' -f -a '
PATH\t"Directories searched for commands"
CDPATH\t"Directories searched by cd"
LANG\t"Language of the locale"
fish_greeting\t"Message shown at start"
fish_key_bindings\t"Function that sets the key bindings"
fish_user_paths\t"Directories put in front of PATH"
fish_history\t"Name of the history session"
fish_escape_delay_ms\t"Wait after escape for an alt key"
fish_autosuggestion_enabled\t"Whether suggestions are shown"
fish_trace\t"Print commands as they run"'
complete -c set -n 'not __minnow_complete_argn 1' -n '__minnow_complete_set_name | string match -q -r -- "^fish_(pager_)?color_"' -f -a '(set_color --print-colors)' -d Colour
complete -c set -n 'not __minnow_complete_argn 1' -n '__minnow_complete_set_name | string match -q -r -- "^fish_(pager_)?color_"' -f -a '--bold --dim --italics --reverse --underline --background=' -d Style
complete -c set -n 'not __minnow_complete_argn 1' -n '__minnow_complete_set_name | string match -q -r -- "^(LANG|LC_.*)\$"' -f -a '(command -q locale; and locale -a)' -d Locale
complete -c set -s l -l local -d 'Scope of the innermost block'
complete -c set -s f -l function -d 'Scope of the running function'
complete -c set -s g -l global -d 'Global scope'
complete -c set -s U -l universal -d 'Universal scope, shared by sessions'
complete -c set -s x -l export -d 'Export the variable'
complete -c set -s u -l unexport -d 'Stop exporting the variable'
complete -c set -l path -d 'Make it a path variable'
complete -c set -l unpath -d 'Make it an ordinary variable'
complete -c set -s a -l append -d 'Add values at the end'
complete -c set -s p -l prepend -d 'Add values at the front'
complete -c set -s e -l erase -d 'Remove variables or elements'
complete -c set -s q -l query -d 'Test whether variables exist'
complete -c set -s n -l names -d 'List the names only'
complete -c set -s S -l show -d 'Show variables in detail'
complete -c set -s L -l long -d 'Show long values whole'
complete -c set -l no-event -d 'Run no --on-variable handler'
complete -c set -s h -l help -d 'Show the manual page'
