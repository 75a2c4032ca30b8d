# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: incomplete_escape_unicode.fish (line 8): Incomplete escape sequence '\u'
# CHECKERR: echo \u
# CHECKERR:      ^^
# CHECKERR: warning: Error while reading file incomplete_escape_unicode.fish
# CHECKERR:
echo \u
