# Completions for contains_seq.
complete -c contains_seq -l printnext -d 'Print the word after the sequence'
complete -c contains_seq -s h -l help -d 'Show the manual page'
