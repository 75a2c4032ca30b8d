# Completions for bind: key names and input functions, modes for -M and -m.
complete -c bind -f
complete -c bind -n '__minnow_complete_argn 1 -M --mode -m --sets-mode' -a '(bind --key-names)' -d Key
complete -c bind -n 'not __minnow_complete_argn 1 -M --mode -m --sets-mode' -a '(bind --function-names)' -d 'Input function'
complete -c bind -s M -l mode -x -a '(bind --list-modes)' -d 'Mode the binding applies in'
complete -c bind -s m -l sets-mode -x -a '(bind --list-modes)' -d 'Mode to switch to afterwards'
complete -c bind -l preset -d 'Work on the preset bindings'
complete -c bind -l user -d 'Work on the user bindings'
complete -c bind -s e -l erase -d 'Remove bindings'
complete -c bind -s a -l all -d 'With --erase, every binding'
complete -c bind -s s -l silent -d 'Say nothing when a key is not bound'
complete -c bind -s K -l key-names -d 'List the key names'
complete -c bind -s f -l function-names -d 'List the input functions'
complete -c bind -s L -l list-modes -d 'List the modes'
# Not offered: -k --key (no longer supported: an error)
complete -c bind -s h -l help -d 'Show the manual page'
complete -c bind -l color -x -a 'always never auto' -d 'When to colour a listing'
