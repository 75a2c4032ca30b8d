# Completions for `help`: every topic of the manual and every command page,
# as __minnow_help_topics lists them (loaded by the completion engine).
complete -c help -f -a '(__minnow_help_topics)' -d 'Help topic'
complete -c help -s h -l help -d 'Show the page of help itself'
