# Completions for isatty: a file descriptor.
complete -c isatty -f -a 'stdin\t"Descriptor 0" stdout\t"Descriptor 1" stderr\t"Descriptor 2" 0\tstdin 1\tstdout 2\tstderr'
complete -c isatty -s h -l help -d 'Show the manual page'
