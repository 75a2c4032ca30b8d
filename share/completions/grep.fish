# Completions for grep (GNU grep 3.8): files, and the options with their
# arguments. egrep and fgrep wrap it.

# Every option of grep is listed below: minnow shows any other as an error
# as it is typed (a variable fish does not look at; see doc/completions.md).
set -ga __minnow_options_complete grep

set -l when 'always\tAlways' 'auto\tOnly\ on\ a\ terminal' 'never\tNever'

# Pattern selection
complete -c grep -s E -l extended-regexp -d 'PATTERNS are extended regular expressions'
complete -c grep -s F -l fixed-strings -d 'PATTERNS are plain strings'
complete -c grep -s G -l basic-regexp -d 'PATTERNS are basic regular expressions'
complete -c grep -s P -l perl-regexp -d 'PATTERNS are Perl regular expressions'
complete -c grep -s e -l regexp -x -d 'Search for PATTERNS'
complete -c grep -s f -l file -r -F -d 'Take the patterns from FILE'
complete -c grep -s i -l ignore-case -d 'Ignore case'
complete -c grep -l no-ignore-case -d 'Do not ignore case (the default)'
complete -c grep -s w -l word-regexp -d 'Match whole words only'
complete -c grep -s x -l line-regexp -d 'Match whole lines only'
complete -c grep -s z -l null-data -d 'Lines end with a NUL byte, not newline'
# Miscellaneous
complete -c grep -s s -l no-messages -d 'Leave out error messages'
complete -c grep -s v -l invert-match -d 'Select the lines that do not match'
complete -c grep -s V -l version -d 'Show version and exit'
complete -c grep -l help -d 'Show help and exit'
# Output
complete -c grep -s m -l max-count -x -d 'Stop after NUM matching lines'
complete -c grep -s b -l byte-offset -d 'Show the byte offset of each line'
complete -c grep -s n -l line-number -d 'Show the line number of each line'
complete -c grep -l line-buffered -d 'Flush the output after every line'
complete -c grep -s H -l with-filename -d 'Show the file name of each match'
complete -c grep -s h -l no-filename -d 'Leave out file names'
complete -c grep -l label -x -d 'File name to show for standard input'
complete -c grep -s o -l only-matching -d 'Show only the matching parts of lines'
complete -c grep -s q -l quiet -l silent -d 'Print nothing, only set the status'
complete -c grep -l binary-files -x -a 'binary\tSay\ whether\ it\ matches text\tSearch\ as\ text without-match\tSkip\ binary\ files' -d 'How to treat binary files'
complete -c grep -s a -l text -d 'Search binary files as text'
complete -c grep -s I -d 'Skip binary files'
complete -c grep -s d -l directories -x -a 'read\tRead\ as\ files recurse\tSearch\ recursively skip\tSkip\ them' -d 'What to do with directories'
complete -c grep -s D -l devices -x -a 'read\tRead\ them skip\tSkip\ them' -d 'What to do with devices, FIFOs and sockets'
complete -c grep -s r -l recursive -d 'Search directories recursively'
complete -c grep -s R -l dereference-recursive -d 'Search recursively, following all symlinks'
complete -c grep -l include -x -d 'Search only files matching GLOB'
complete -c grep -l exclude -x -d 'Skip files matching GLOB'
complete -c grep -l exclude-from -r -F -d 'Skip files matching the patterns in FILE'
complete -c grep -l exclude-dir -x -a '(__fish_complete_directories)' -d 'Skip directories matching GLOB'
complete -c grep -s L -l files-without-match -d 'Show only the names of files without a match'
complete -c grep -s l -l files-with-matches -d 'Show only the names of files with a match'
complete -c grep -s c -l count -d 'Show only the number of matching lines per file'
complete -c grep -s T -l initial-tab -d 'Line up the output with tabs'
complete -c grep -s Z -l null -d 'End file names with a NUL byte'
# Context
complete -c grep -s B -l before-context -x -d 'Show NUM lines before each match'
complete -c grep -s A -l after-context -x -d 'Show NUM lines after each match'
complete -c grep -s C -l context -x -d 'Show NUM lines around each match'
complete -c grep -l group-separator -x -d 'Line between groups of context (default --)'
complete -c grep -l no-group-separator -d 'No line between groups of context'
complete -c grep -l color -l colour -f -a "$when" -d 'Highlight the matches WHEN'
complete -c grep -s U -l binary -d 'Keep the CR at the end of lines'
