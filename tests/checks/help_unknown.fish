# RUN: %minnow %s
# help with a topic it does not know: says so, lists the near ones.
help quotng; echo $status
# CHECK: 1
# CHECKERR: help: no help topic 'quotng'. Did you mean quoting or quotes?
help sett
# CHECKERR: help: no help topic 'sett'. Did you mean set?
help xyzzyq
# CHECKERR: help: no help topic 'xyzzyq'; 'help' alone shows the contents
help a b; echo $status
# CHECK: 1
# CHECKERR: help: Expected at most 1 args, got 2
# The list completions can use: topics and commands.
__minnow_help_topics | string match -r '^(?:quoting|set|prompt_pwd|for)$'
# CHECK: quoting
# CHECK: for
# CHECK: prompt_pwd
# CHECK: set
__minnow_help_topics --page nosuchtopic; echo $status
# CHECK: 1
# Starting with the word (or the word starting with them) comes first, then
# by distance; setenv and set_color are too far.
__minnow_similar sett setenv set_color settle xyz set stt
# CHECK: settle
# CHECK: set
# CHECK: stt
