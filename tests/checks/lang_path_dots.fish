# RUN: env PATH="/usr/bin:/bin:a::b" CDPATH="d::e" MANPATH="x::y" %minnow %s
# In PATH and CDPATH an empty element means the current directory: it is
# stored as ".", from the environment and whenever they are set. Not MANPATH.
echo "$PATH"
# CHECK: /usr/bin:/bin:a:.:b
echo "$CDPATH"
# CHECK: d:.:e
echo "$MANPATH"
# CHECK: x::y
set PATH abc '' def
echo "$PATH"
# CHECK: abc:.:def
set -a PATH ''
echo $PATH
# CHECK: abc . def .
set CDPATH '' qqq:
echo "$CDPATH"
# CHECK: .:qqq:.
set MANPATH 123 '' 456
echo "$MANPATH"
# CHECK: 123::456
