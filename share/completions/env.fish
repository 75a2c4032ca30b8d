# Completions for env (GNU coreutils 9.1): VAR=VALUE assignments (exported
# variables offered as VAR=), the command to run, completed as a command line
# of its own, and the options (only before the command).

set -l takes_arg -u --unset -C --chdir -S --split-string
set -l before "not __minnow_wrapped_line --assignments $takes_arg >/dev/null"
complete -c env -n "__minnow_wrapped_line --assignments $takes_arg >/dev/null" -x -a "(complete -C (__minnow_wrapped_line --assignments $takes_arg))"
complete -c env -n "__minnow_env_at_command $takes_arg" -x -a '(__minnow_complete_exported_vars =)'

# Whether the word being typed is where the command (or another VAR=VALUE)
# goes.
function __minnow_env_at_command --description 'Test whether env is at its command'
    set -l line (__minnow_wrapped_line --assignments $argv)
    and test "$line" = "$(commandline -ct)"
end

complete -c env -n $before -s i -l ignore-environment -d 'Start with an empty environment'
complete -c env -n $before -s 0 -l null -d 'End output lines with NUL'
complete -c env -n $before -s u -l unset -x -a '(__minnow_complete_exported_vars)' -d 'Remove NAME from the environment'
complete -c env -n $before -s C -l chdir -x -a '(__fish_complete_directories)' -d 'Run the command in DIR'
complete -c env -n $before -s S -l split-string -x -d 'Split S into arguments (for #! lines)'
complete -c env -n $before -l block-signal -f -a '(__minnow_complete_signals)' -d 'Block these signals for the command'
complete -c env -n $before -l default-signal -f -a '(__minnow_complete_signals)' -d 'Default handling of these signals'
complete -c env -n $before -l ignore-signal -f -a '(__minnow_complete_signals)' -d 'Ignore these signals'
complete -c env -n $before -l list-signal-handling -d 'List signals not handled as default'
complete -c env -n $before -s v -l debug -d 'Tell each step'
complete -c env -n $before -l help -d 'Show help and exit'
complete -c env -n $before -l version -d 'Show version and exit'
