# Completions for umask.
complete -c umask -f -a '022\t"Others may read" 077\t"Only the owner" 002\t"The group may write" u=rwx,g=rx,o=rx\t"Symbolic form"'
complete -c umask -s p -l as-command -d 'Print the mask as a umask command'
complete -c umask -s S -l symbolic -d 'Print the permissions the mask leaves'
complete -c umask -s h -l help -d 'Show the manual page'
