# Completions for minnow_indent, the program the builtin fish_indent runs:
# the same as fish_indent's.
source (status dirname)/fish_indent.fish
complete -c minnow_indent -w fish_indent
