# RUN: %minnow %s
# A keyword may be written with quotes, escapes by character code and line
# continuations: it is a keyword once unescaped, as fish reads it.
\i\
\U00000066\
 true
    echo if true
\145n\
d\

# CHECK: if true
\x69f true
    echo hex if
e"nd"
# CHECK: hex if
'if' true
    echo quoted if
\u0065nd
# CHECK: quoted if
# Escapes that make no letter, and quoted backslashes, leave a plain word.
function 'i\f'
    echo called $argv
end
'i\f' x
# CHECK: called x
