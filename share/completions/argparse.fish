# Completions for argparse: its options come before the specs; after them
# and after -- nothing is completed.
complete -c argparse -f
complete -c argparse -s n -l name -x -a '(__minnow_complete_functions)' -d 'Command named in error messages'
complete -c argparse -s x -l exclusive -x -d 'Options that exclude each other (comma-separated)'
complete -c argparse -s N -l min-args -x -d 'Fewest arguments allowed'
complete -c argparse -s X -l max-args -x -d 'Most arguments allowed'
complete -c argparse -s u -l move-unknown -d 'Put unknown options in $argv_opts'
complete -c argparse -s i -l ignore-unknown -d 'Leave unknown options in $argv'
complete -c argparse -s U -l unknown-arguments -x -a 'optional required none' -d 'How unknown options take values'
complete -c argparse -s S -l strict-longopts -d 'Long options only in full, with two dashes'
complete -c argparse -s s -l stop-nonopt -d 'Stop at the first argument that is not an option'
complete -c argparse -s h -l help -d 'Show the manual page'
