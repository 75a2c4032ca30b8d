# Completions for fish_delta: names of functions and completions.
complete -c fish_delta -f -a '(path basename -E -- $fish_function_path/*.fish $fish_complete_path/*.fish | sort -u)'
complete -c fish_delta -s f -l no-functions -d 'Leave out functions'
complete -c fish_delta -s c -l no-completions -d 'Leave out completions'
complete -c fish_delta -s C -l no-config -d 'Leave out conf.d and config.fish'
complete -c fish_delta -s d -l no-diff -d 'Only the names of the files'
complete -c fish_delta -s n -l new -d 'List new files too'
complete -c fish_delta -s V -l vendor -x -a 'default\t"Leave out vendor folders" ignore\t"Leave out vendor folders" user\t"Treat vendor folders as the user\'s"' -d 'What to do with vendor folders'
complete -c fish_delta -s h -l help -d 'Show the manual page'
