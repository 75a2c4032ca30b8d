# Completions for open: files and URLs; any file is offered.
complete -c open -s h -l help -d 'Show the manual page'
