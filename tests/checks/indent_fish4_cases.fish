# RUN: %minnow %s
# Formatting cases from fish 4's fish_indent: a line continuation inside
# double quotes is no character (so "whil\<newline>e" is the keyword), a
# comment after a continued line is one deeper than that line, and
# --only-indent indents a command substitution's lines as code.
echo '"whil\\
e" true
    "builtin" yes
en"d"' | fish_indent
# CHECK: while true
# CHECK: {{^}}    builtin yes
# CHECK: end
echo '{
echo \\
# continuation comment
}' | fish_indent
# CHECK: {
# CHECK: {{^}}    echo \
# CHECK: {{^}}        # continuation comment
# CHECK: {{^}}    }
printf 'echo (\nif true\necho "\nmulti\nline\n"\nend\n)\n' | fish_indent --only-indent
# CHECK: {{^}}echo (
# CHECK: {{^}}    if true
# CHECK: {{^}}        echo "
# CHECK: {{^}}multi
# CHECK: {{^}}line
# CHECK: {{^}}"
# CHECK: {{^}}    end
# CHECK: {{^}})
