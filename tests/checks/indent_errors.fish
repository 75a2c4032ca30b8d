# RUN: %minnow %s
# After a syntax error fish_indent (fish 4) copies the text between the
# tokens it parsed as it is, up to the end of the last broken token: blank
# lines, stray semicolons and spacing stay, while the words and the ends of
# commands are printed as usual (a space before a word, a line break after
# a command). After the last error, formatting is as usual.
printf '%s\n' 'echo a;;  echo   b' '' '' 'end  ;echo c' '' '' '' 'echo   d' | fish_indent
# CHECK: echo a
# CHECK: ;  echo   b
# CHECK:
# CHECK:
# CHECK: end  ; echo c
# CHECK:
# CHECK: echo d
printf '%s\n' 'begin' 'echo hi' 'else' 'echo bye' 'end; echo alpha "' | fish_indent
# CHECK: begin
# CHECK: {{^}}    echo hi
# CHECK: else
# CHECK: {{^}}echo bye
# CHECK: end; echo alpha "
# A token reported where a part is missing, that is not a word: fish lists
# it twice among its errors, which then count as out of order, and the whole
# text is formatted as usual.
printf '%s\n' 'a<)' 'echo x |   )' 'a   >   |   b' | fish_indent
# CHECK: a < )
# CHECK: echo x | )
# CHECK: a > | b

# Nothing after a NUL byte is read.
printf '""|\0 echo not read\n' | fish_indent | od -An -c
# CHECK:    "   "       |  \n
printf 'echo a\0echo b\necho c\n' | fish_indent
# CHECK: echo a
