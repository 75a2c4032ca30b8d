# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# Quoting and every escape sequence.

echo 'single quoted $HOME (no subst) * ~ { } ; | & > <'
echo 'escaped \' quote and \\ backslash and \n stays literal'
echo "double quoted $HOME and $argv[1] and {$HOME}"
echo "escapes in double quotes: \" \$ \\ and \n stays literal"
echo "a double-quoted string
spanning two lines"
echo 'a single-quoted string
spanning two lines'
echo "line continuation inside double quotes \
continues"
echo '' "" ''"" "x"'y'z
echo "it's" 'say "hi"'
echo "#not a comment" '#not a comment'
echo "unmatched ( and ) and [ ] inside quotes"

# Backslash escapes outside quotes.
echo \a \b \e \f \n \r \t \v
echo \\ \$ \* \? \~ \# \( \) \{ \} \[ \] \< \> \^ \& \| \; \" \' \%
echo \ leading\ space
echo \x41 \x7f \X41 \101 \0 \u00e9 \u20AC \U0001F600 \U41
echo \cA \cz \cM
echo a\
b
echo \-n
echo \e\[0m
