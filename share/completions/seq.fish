# Completions for seq (GNU's, and the function where there is none).
complete -c seq -f
complete -c seq -s f -l format -x -d 'Format of the numbers (printf style)'
complete -c seq -s s -l separator -x -d 'Text between the numbers'
complete -c seq -s w -l equal-width -d 'Pad with zeros to equal width'
complete -c seq -l help -d 'Show help and exit'
complete -c seq -l version -d 'Show version and exit'
