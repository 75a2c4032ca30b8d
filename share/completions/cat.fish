# Completions for cat (GNU coreutils 9.1): files, and the options.

complete -c cat -s A -l show-all -d 'Same as -vET'
complete -c cat -s b -l number-nonblank -d 'Number the lines that are not empty'
complete -c cat -s e -d 'Same as -vE'
complete -c cat -s E -l show-ends -d 'Show $ at the end of each line'
complete -c cat -s n -l number -d 'Number all lines'
complete -c cat -s s -l squeeze-blank -d 'Show runs of empty lines as one'
complete -c cat -s t -d 'Same as -vT'
complete -c cat -s T -l show-tabs -d 'Show tabs as ^I'
complete -c cat -s u -d Ignored
complete -c cat -s v -l show-nonprinting -d 'Show control characters with ^ and M-'
complete -c cat -l help -d 'Show help and exit'
complete -c cat -l version -d 'Show version and exit'
