# Completions for export: exported variables, NAME=VALUE.
complete -c export -f -a '(set -x | string replace -r -- "^(\S+).*" "\$1=")' -d 'Exported variable'
complete -c export -s h -l help -d 'Show the manual page'
