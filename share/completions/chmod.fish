# Completions for chmod (GNU coreutils 9.1): the mode first (octal or
# symbolic, see __minnow_complete_file_mode; none with --reference), then
# files.

complete -c chmod -n '__fish_is_first_token; and not __fish_seen_argument -l reference' -x -a '(__minnow_complete_file_mode)'
complete -c chmod -s c -l changes -d 'Tell about the files that change'
complete -c chmod -s f -l silent -l quiet -d 'Leave out most error messages'
complete -c chmod -s v -l verbose -d 'Tell about every file'
complete -c chmod -l no-preserve-root -d 'Do not treat / specially (the default)'
complete -c chmod -l preserve-root -d 'Refuse to work recursively on /'
complete -c chmod -l reference -r -F -d "Use RFILE's mode instead of MODE"
complete -c chmod -s R -l recursive -d 'Change directories and their contents'
complete -c chmod -l help -d 'Show help and exit'
complete -c chmod -l version -d 'Show version and exit'
