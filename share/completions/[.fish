# Completions for [: those of test, and the closing bracket.
complete -c '[' -w test
complete -c '[' -f -n 'not __minnow_complete_argn 1' -a ']' -d 'End of the expression'
