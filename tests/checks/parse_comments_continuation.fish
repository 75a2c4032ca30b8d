# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# Comments, '#' inside words, and backslash-newline continuation.

# A full-line comment with "unbalanced ' quotes ( and $? and end
    # An indented comment.
echo hello # a trailing comment
echo hello# not a comment: '#' inside a word
echo a#b '#quoted' "#dq" \#escaped
echo one;# comment right after a semicolon
begin # comment after begin
    echo in begin # comment
end # comment after end
if true # comment after condition
else # comment after else
end
switch x # comment
    # comment between cases
    case x # comment after case
end
echo line one \
    continued
echo a \
     b \
     c
echo continued \
# a comment line inside a continuation
    after comment
echo a |\
    cat
echo a &&\
    echo b
set -l x \
    1 2 3
for i in \
    a b
end
echo escaped\ space
echo done
