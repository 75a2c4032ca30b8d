# Completions for path: subcommands, their options, then paths.
complete -c path -n __fish_use_subcommand -f -a '
basename\t"Last component of each path"
dirname\t"Everything before the last component"
extension\t"Extension of each path"
change-extension\t"Replace the extension"
filter\t"Print the paths that pass the checks"
is\t"Test whether paths pass the checks"
mtime\t"Modification time of each path"
normalize\t"Fold ., .. and repeated slashes"
resolve\t"Absolute path with links resolved"
sort\t"Sort paths"'
complete -c path -s z -l null-in -d 'Input is NUL-separated'
complete -c path -s Z -l null-out -d 'End each path with NUL'
complete -c path -s q -l quiet -d 'Print nothing, only the status'
complete -c path -n '__minnow_complete_sub_in basename' -s E -l no-extension -d 'Remove the extension too'
complete -c path -n '__minnow_complete_sub_in mtime' -s R -l relative -d 'Seconds since the modification'
set -l checks '__minnow_complete_sub_in filter is'
complete -c path -n $checks -s t -l type -x -a 'file dir link block char fifo socket' -d 'Type the path must have'
complete -c path -n $checks -s f -d 'A regular file'
complete -c path -n $checks -s d -d 'A directory'
complete -c path -n $checks -s l -d 'A symbolic link'
complete -c path -n $checks -s p -l perm -x -a 'read write exec suid sgid user group' -d 'Permission the path must have'
complete -c path -n $checks -s r -d Readable
complete -c path -n $checks -s w -d Writable
complete -c path -n $checks -s x -d Executable
complete -c path -n $checks -s v -l invert -d 'Keep the paths that fail'
complete -c path -n $checks -l all -d 'Succeed only when every path passes'
complete -c path -n '__minnow_complete_sub_in sort' -s r -l reverse -d 'Sort in reverse'
complete -c path -n '__minnow_complete_sub_in sort' -s u -l unique -d 'Keep the first of equal keys'
complete -c path -n '__minnow_complete_sub_in sort' -l key -x -a 'basename dirname path' -d 'Compare only this part'
complete -c path -s h -l help -d 'Show the manual page'
