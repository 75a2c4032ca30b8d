# Completions for find (GNU findutils 4.9): the starting points (files and
# directories) and the words of the expression (-name, -type f, ...) with
# their arguments. After -exec, -execdir, -ok or -okdir, up to the `;` or `+`,
# the command to run is completed.

complete -c find -n __minnow_find_exec_line -x -a '(complete -C (__minnow_find_exec_line))'

# Options before the starting points
complete -c find -s H -d 'Follow symbolic links given as arguments'
complete -c find -s L -d 'Follow all symbolic links'
complete -c find -s P -d 'Never follow symbolic links (the default)'
complete -c find -s O -x -a '0 1 2 3' -d 'Query optimisation level'
complete -c find -s D -x -a 'exec\tDiagnose\ -exec\ and\ friends opt\tDiagnose\ optimisation rates\tCount\ predicate\ successes search\tTrace\ the\ directory\ walk stat\tTrace\ stat\ calls time\tDiagnose\ time\ comparisons tree\tShow\ the\ expression\ tree all\tAll\ of\ them help\tExplain\ them' -d 'Debugging output'

# Operators
complete -c find -o not -d 'Negate the next expression'
complete -c find -o a -o and -d 'Both expressions (implied)'
complete -c find -o o -o or -d 'Either expression'

# Positional options
complete -c find -o daystart -d 'Measure times from the start of today'
complete -c find -o follow -d 'Follow symbolic links (use -L)'
complete -c find -o regextype -x -a 'findutils-default ed emacs gnu-awk grep posix-awk awk posix-basic posix-egrep egrep posix-extended posix-minimal-basic sed' -d 'Regular expression syntax for -regex'
complete -c find -o warn -d 'Warn about questionable expressions'
complete -c find -o nowarn -d 'Do not warn about questionable expressions'

# Global options
complete -c find -o depth -d 'Process directory contents before the directory'
complete -c find -o files0-from -r -F -d 'Take the starting points from FILE, NUL-separated'
complete -c find -o maxdepth -x -d 'Descend at most LEVELS directories'
complete -c find -o mindepth -x -d 'Act only at depth LEVELS and below'
complete -c find -o mount -o xdev -d 'Stay on the starting file systems'
complete -c find -o noleaf -d 'Do not count links to skip directories'
complete -c find -o ignore_readdir_race -d 'No error when a file vanishes'
complete -c find -o noignore_readdir_race -d 'Error when a file vanishes (the default)'
complete -c find -o help -l help -d 'Show help and exit'
complete -c find -o version -l version -d 'Show version and exit'

# Tests
set -l types 'b\tBlock\ device' 'c\tCharacter\ device' 'd\tDirectory' 'p\tNamed\ pipe' 'f\tRegular\ file' 'l\tSymbolic\ link' 's\tSocket' 'D\tDoor\ on\ Solaris'
complete -c find -o amin -x -d 'Accessed N minutes ago (+N more, -N less)'
complete -c find -o anewer -r -F -d 'Accessed after FILE was modified'
complete -c find -o atime -x -d 'Accessed N days ago'
complete -c find -o cmin -x -d 'Status changed N minutes ago'
complete -c find -o cnewer -r -F -d 'Status changed after FILE was modified'
complete -c find -o ctime -x -d 'Status changed N days ago'
complete -c find -o empty -d 'Empty file or directory'
complete -c find -o executable -d 'Executable by the current user'
complete -c find -o false -d 'Always false'
complete -c find -o fstype -x -a '(__fish_print_filesystems)' -d 'On a file system of TYPE'
complete -c find -o gid -x -a '(__fish_complete_group_ids)' -d 'Numeric group id is N'
complete -c find -o group -x -a '(__fish_complete_groups)' -d 'Belongs to group NAME'
complete -c find -o ilname -x -d 'Symbolic link to PATTERN, ignoring case'
complete -c find -o iname -x -d 'Name matches PATTERN, ignoring case'
complete -c find -o inum -x -d 'Inode number is N'
complete -c find -o ipath -o iwholename -x -d 'Path matches PATTERN, ignoring case'
complete -c find -o iregex -x -d 'Path matches regular expression, ignoring case'
complete -c find -o links -x -d 'Has N hard links'
complete -c find -o lname -x -d 'Symbolic link to PATTERN'
complete -c find -o mmin -x -d 'Modified N minutes ago'
complete -c find -o mtime -x -d 'Modified N days ago'
complete -c find -o name -x -d 'Name matches PATTERN'
complete -c find -o newer -r -F -d 'Modified after FILE'
for x in a B c m
    for y in a B c m t
        if test $y = t
            complete -c find -o newer$x$y -x -d 'Compared with a date (man find)'
        else
            complete -c find -o newer$x$y -r -F -d 'Compare times with FILE (man find)'
        end
    end
end
complete -c find -o nouser -d 'Owner has no user name'
complete -c find -o nogroup -d 'Group has no name'
complete -c find -o path -o wholename -x -d 'Path matches PATTERN'
complete -c find -o perm -x -a '(__minnow_complete_file_mode)' -d 'Permissions are MODE (-MODE all, /MODE any of them)'
complete -c find -o readable -d 'Readable by the current user'
complete -c find -o regex -x -d 'Path matches regular expression'
complete -c find -o samefile -r -F -d 'Same inode as FILE'
complete -c find -o size -x -a 'c\tBytes w\tTwo-byte\ words b\t512-byte\ blocks k\tKiB M\tMiB G\tGiB' -d 'Uses N units of space'
complete -c find -o true -d 'Always true'
complete -c find -o type -x -a "(__fish_append , $types)" -d 'File is of TYPE'
complete -c find -o uid -x -a '(__fish_complete_user_ids)' -d 'Numeric user id is N'
complete -c find -o used -x -d 'Accessed N days after its status changed'
complete -c find -o user -x -a '(__fish_complete_users)' -d 'Owned by user NAME'
complete -c find -o writable -d 'Writable by the current user'
complete -c find -o xtype -x -a "(__fish_append , $types)" -d 'Like -type, for the target of a symbolic link'
complete -c find -o context -x -d 'SELinux context matches PATTERN'

# Actions
complete -c find -o delete -d 'Delete the file'
complete -c find -o exec -x -a '(__fish_complete_command)' -d 'Run COMMAND on each file ({} is the name; end with ; or +)'
complete -c find -o execdir -x -a '(__fish_complete_command)' -d 'Run COMMAND in the directory of each file'
complete -c find -o fls -r -F -d 'Like -ls, into FILE'
complete -c find -o fprint -r -F -d 'Like -print, into FILE'
complete -c find -o fprint0 -r -F -d 'Like -print0, into FILE'
complete -c find -o fprintf -r -F -d 'Like -printf, into FILE'
complete -c find -o ls -d 'List the file as ls -dils does'
complete -c find -o ok -x -a '(__fish_complete_command)' -d 'Like -exec, asking first'
complete -c find -o okdir -x -a '(__fish_complete_command)' -d 'Like -execdir, asking first'
complete -c find -o print -d 'Print the name (the default)'
complete -c find -o print0 -d 'Print the name followed by NUL'
complete -c find -o printf -x -d 'Print as FORMAT says'
complete -c find -o prune -d 'Do not descend into this directory'
complete -c find -o quit -d 'Exit at once'
