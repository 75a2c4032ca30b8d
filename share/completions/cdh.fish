# Completions for cdh: the directories visited before.
complete -c cdh -f -a '(string join \n -- $dirprev $dirnext)' -d 'Visited directory'
