# Completions for rm (GNU coreutils 9.1): files, and the options.

complete -c rm -s f -l force -d 'Ignore missing files, never ask'
complete -c rm -s i -d 'Ask before every removal'
complete -c rm -s I -d 'Ask once before removing more than three files or recursively'
complete -c rm -l interactive -f -a 'never\tNever\ ask once\tAsk\ once,\ like\ -I always\tAsk\ every\ time,\ like\ -i' -d 'Ask WHEN (always with no WHEN)'
complete -c rm -l one-file-system -d 'When recursive, skip other file systems'
complete -c rm -l no-preserve-root -d 'Do not treat / specially'
complete -c rm -l preserve-root -f -a 'all\tAlso\ refuse\ arguments\ on\ another\ device' -d 'Refuse to remove / (the default)'
complete -c rm -s r -s R -l recursive -d 'Remove directories and their contents'
complete -c rm -s d -l dir -d 'Remove empty directories'
complete -c rm -s v -l verbose -d 'Tell what is being done'
complete -c rm -l help -d 'Show help and exit'
complete -c rm -l version -d 'Show version and exit'
