# Completions for abbr.
complete -c abbr -f
complete -c abbr -n '__fish_seen_argument -s e -l erase -s q -l query -l rename' -a '(abbr --list)' -d Abbreviation
complete -c abbr -s a -l add -d 'Define an abbreviation'
complete -c abbr -l position -x -a 'command\t"Expand only as a command" anywhere\t"Expand anywhere"' -d 'Where the abbreviation expands'
complete -c abbr -s r -l regex -x -d 'Match words against a regex'
complete -c abbr -s c -l command -x -a '(__fish_complete_command)' -d 'Expand only in the arguments of this command'
complete -c abbr -l set-cursor -d 'Put the cursor where the marker (%) was'
complete -c abbr -s f -l function -x -a '(__minnow_complete_functions)' -d 'Expand to what a function prints'
complete -c abbr -s e -l erase -d 'Remove abbreviations'
complete -c abbr -l rename -d 'Rename an abbreviation'
complete -c abbr -s s -l show -d 'Print every abbreviation as a command'
complete -c abbr -l list -d 'Print the names of the abbreviations'
complete -c abbr -s q -l query -d 'Test whether abbreviations exist'
complete -c abbr -s g -l global -d 'Accepted and ignored'
complete -c abbr -s U -l universal -d 'Ignored, with a warning'
complete -c abbr -s h -l help -d 'Show the manual page'
complete -c abbr -l color -x -a 'always never auto' -d 'When to colour the listing'
