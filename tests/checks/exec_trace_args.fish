# RUN: %minnow %s
# The call trace under an error shows a function's arguments escaped (the
# list is in quotes, so they are not quoted), an empty one as "" (fish 4).
function inner
    builtin cd ''
end
function outer
    inner $argv
end
outer '' 'a b' "x'y"
# CHECKERR: cd: Empty directory '' does not exist
# CHECKERR: exec_trace_args.fish (line 5):{{ }}
# CHECKERR:     builtin cd ''
# CHECKERR:     ^
# CHECKERR: in function 'inner' with arguments '"" a\ b x\'y'
# CHECKERR: 	called on line 8 of file exec_trace_args.fish
# CHECKERR: in function 'outer' with arguments '"" a\ b x\'y'
# CHECKERR: 	called on line 10 of file exec_trace_args.fish
