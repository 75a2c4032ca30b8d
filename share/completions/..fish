# Completions for `.`, another name for source: those of source.
complete -c . -w source
