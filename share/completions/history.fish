# Completions for history (the builtin and the function of that name).
complete -c history -f
complete -c history -n __fish_use_subcommand -a '
search\t"Print matching commands (the default)"
delete\t"Delete matching commands"
merge\t"Read the history of other sessions"
save\t"Write the history out"
clear\t"Delete the whole history"
clear-session\t"Delete the commands of this session"
append\t"Add commands to the history"'
complete -c history -s c -l contains -d 'Match anywhere in the command'
complete -c history -s p -l prefix -d 'Match at the start of the command'
complete -c history -s e -l exact -d 'Match whole commands'
complete -c history -s C -l case-sensitive -d 'Tell upper from lower case'
complete -c history -s t -l show-time -d 'Print the time of each entry'
complete -c history -s n -l max -x -d 'Print at most this many entries'
complete -c history -s z -l null -d 'End entries with NUL'
complete -c history -s R -l reverse -d 'Print the oldest first'
complete -c history -n '__minnow_complete_sub_in merge' -l from -r -F -d 'Add the commands of this file'
complete -c history -l search -d 'Same as the search subcommand'
complete -c history -l delete -d 'Same as the delete subcommand'
complete -c history -l merge -d 'Same as the merge subcommand'
complete -c history -l save -d 'Same as the save subcommand'
complete -c history -l clear -d 'Same as the clear subcommand'
complete -c history -s h -l help -d 'Show the manual page'
complete -c history -l color -x -a 'always never auto' -d 'When to colour the commands'
