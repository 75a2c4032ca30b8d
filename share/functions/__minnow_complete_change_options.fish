# __minnow_complete_change_options COMMAND WHAT: the options GNU coreutils'
# chmod, chown and chgrp share, as completions of COMMAND; WHAT is what
# --reference takes from its file ("mode", "owner and group").
function __minnow_complete_change_options --description 'Define the completions chmod, chown and chgrp share' --argument-names cmd what
    complete -c $cmd -s c -l changes -d 'Tell about the files that change'
    complete -c $cmd -s f -l silent -l quiet -d 'Leave out most error messages'
    complete -c $cmd -s v -l verbose -d 'Tell about every file'
    complete -c $cmd -l no-preserve-root -d 'Do not treat / specially (the default)'
    complete -c $cmd -l preserve-root -d 'Refuse to work recursively on /'
    complete -c $cmd -l reference -r -F -d "Use RFILE's $what"
    complete -c $cmd -s R -l recursive -d 'Change directories and their contents'
    complete -c $cmd -l help -d 'Show help and exit'
    complete -c $cmd -l version -d 'Show version and exit'
end
