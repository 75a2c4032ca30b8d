# Completions for _validate_int (an argparse value check).
complete -c _validate_int -f
complete -c _validate_int -l min -x -d 'Smallest value allowed'
complete -c _validate_int -l max -x -d 'Largest value allowed'
complete -c _validate_int -s h -l help -d 'Show the manual page'
