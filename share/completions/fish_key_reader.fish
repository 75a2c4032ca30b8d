# Completions for fish_key_reader (the builtin that runs minnow_key_reader).
complete -c fish_key_reader -f
complete -c fish_key_reader -s c -l continuous -d 'Keep reading keys'
complete -c fish_key_reader -s V -l verbose -d 'Print the bytes of each key'
complete -c fish_key_reader -s v -l version -d 'Print the version'
complete -c fish_key_reader -s h -l help -d 'Show the manual page'
