# Completions for source (and .): a file of commands; any file is offered.
complete -c source -s h -l help -d 'Show the manual page'
