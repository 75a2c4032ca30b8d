# Completions for edit_command_buffer.
complete -c edit_command_buffer -f
complete -c edit_command_buffer -s h -l help -d 'Show the manual page'
