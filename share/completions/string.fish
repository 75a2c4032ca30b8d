# Completions for string: the subcommand, then its options.
complete -c string -f
complete -c string -n __fish_use_subcommand -a '
collect\t"Join input into one string"
escape\t"Quote strings for the shell"
join\t"Join strings with a separator"
join0\t"Join strings with NUL"
length\t"Print the length of strings"
lower\t"Make strings lower case"
match\t"Print strings matching a pattern"
pad\t"Pad strings to a width"
repeat\t"Repeat strings"
replace\t"Replace a pattern in strings"
shorten\t"Cut strings to a width"
split\t"Split strings at a separator"
split0\t"Split strings at NUL"
sub\t"Print part of strings"
trim\t"Remove characters at the ends"
unescape\t"Undo string escape"
upper\t"Make strings upper case"'
complete -c string -s h -l help -d 'Show the manual page'
complete -c string -n 'not __minnow_complete_sub_in escape unescape collect' -n 'not __fish_use_subcommand' -s q -l quiet -d 'Print nothing, only the status'
set -l in __minnow_complete_sub_in
complete -c string -n "$in collect" -s a -l allow-empty -d 'One empty string when there is nothing'
complete -c string -n "$in collect" -s N -l no-trim-newlines -d 'Keep trailing newlines'
complete -c string -n "$in escape" -s n -l no-quoted -d 'Only backslashes, no quotes'
complete -c string -n "$in escape" -l style -x -a 'script\t"For the shell" var\t"For variable names" url\t"For URLs" regex\t"For regexes"' -d 'Kind of escaping'
complete -c string -n "$in unescape" -l style -x -a 'script\t"For the shell" var\t"For variable names" url\t"For URLs"' -d 'Kind of escaping'
complete -c string -n "$in join split split0" -s n -l no-empty -d 'Leave out empty strings'
complete -c string -n "$in length" -s V -l visible -d 'Width on a terminal'
complete -c string -n "$in match replace" -s a -l all -d 'Every match, not only the first'
complete -c string -n "$in match" -s e -l entire -d 'Print the whole matching string'
complete -c string -n "$in match replace" -s i -l ignore-case -d 'Letters match either case'
complete -c string -n "$in match" -s g -l groups-only -d 'Print only the capture groups'
complete -c string -n "$in match replace" -s r -l regex -d 'The pattern is a regex'
complete -c string -n "$in match" -s n -l index -d 'Print position and length of matches'
complete -c string -n "$in match" -s v -l invert -d 'Print the strings that do not match'
complete -c string -n "$in match replace" -s m -l max-matches -x -d 'Stop after this many matching strings'
complete -c string -n "$in replace" -s f -l filter -d 'Print only strings that changed'
complete -c string -n "$in pad split split0" -s r -l right -d 'From the right'
complete -c string -n "$in pad" -s C -l center -d 'Pad on both sides'
complete -c string -n "$in pad" -s c -l char -x -d 'Pad with this character'
complete -c string -n "$in pad" -s w -l width -x -d 'Pad to this width'
complete -c string -n "$in repeat" -s n -l count -x -d 'How many times'
complete -c string -n "$in repeat shorten split split0" -s m -l max -x -d 'At most this many'
complete -c string -n "$in repeat shorten" -s N -l no-newline -d 'No newline at the end'
complete -c string -n "$in shorten" -s c -l char -x -d 'What marks the cut'
complete -c string -n "$in shorten trim" -s l -l left -d 'From the left'
complete -c string -n "$in split split0" -s f -l fields -x -d 'Print only these fields'
complete -c string -n "$in split split0" -s a -l allow-empty -d 'With --fields, allow missing fields'
complete -c string -n "$in sub" -s s -l start -x -d 'First character'
complete -c string -n "$in sub" -s e -l end -x -d 'Last character'
complete -c string -n "$in sub" -s l -l length -x -d 'How many characters'
complete -c string -n "$in trim" -s r -l right -d 'Only the end'
complete -c string -n "$in trim" -s c -l chars -x -d 'Remove these characters'
