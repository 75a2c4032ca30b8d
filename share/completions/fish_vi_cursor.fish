# Completions for fish_vi_cursor.
complete -c fish_vi_cursor -f
complete -c fish_vi_cursor -s h -l help -d 'Show the manual page'
