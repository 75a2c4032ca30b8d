# Completions for chmod (GNU coreutils 9.1): the mode first (octal or
# symbolic, see __minnow_complete_file_mode; none with --reference), then
# files.

complete -c chmod -n '__fish_is_first_token; and not __fish_seen_argument -l reference' -x -a '(__minnow_complete_file_mode)'
__minnow_complete_change_options chmod mode
