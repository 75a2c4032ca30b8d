# Completions for tr: GNU coreutils' options when `tr --version` answers (it
# does only there), POSIX and BSD ones otherwise; the character classes for
# the sets. tr reads only standard input, so no files are offered.
complete -c tr -x
if command tr --version >/dev/null 2>&1
    complete -c tr -s c -s C -l complement -d 'Use every character not in SET1'
    complete -c tr -s d -l delete -d 'Delete the characters of SET1'
    complete -c tr -s s -l squeeze-repeats -d 'Squeeze runs of a character of the last set into one'
    complete -c tr -s t -l truncate-set1 -d 'Cut SET1 to the length of SET2'
    complete -c tr -l help -d 'Show help and exit'
    complete -c tr -l version -d 'Show version and exit'
else
    complete -c tr -s C -d 'Use every character not in string1'
    complete -c tr -s c -d 'Use every value not in string1'
    complete -c tr -s d -d 'Delete the characters of string1'
    complete -c tr -s s -d 'Squeeze runs of a character of the last string into one'
    complete -c tr -s u -d 'Do not buffer the output'
end
# Each class and what it holds.
set -l classes alnum 'Letters and digits' alpha Letters blank 'Spaces and tabs' \
    cntrl 'Control characters' digit Digits graph 'Printable characters but space' \
    lower 'Lower-case letters' print 'Printable characters and space' \
    punct Punctuation space 'White space, vertical too' upper 'Upper-case letters' \
    xdigit 'Hexadecimal digits'
while set -q classes[2]
    complete -c tr -a "[:$classes[1]:]" -d $classes[2]
    set -e classes[1..2]
end
