# RUN: %minnow %s
# Completing `NAME=value cmd ` sees NAME set as the command would, and so do
# the commands it wraps with their own NAME=value words (the innermost wins);
# a value with a substitution is empty rather than run.
set -g missiles 0
function launch
    set -g missiles (math $missiles + 1)
end
set -g GOOD global_good
set -g BAD global_bad
function show_good_bad
    echo "GOOD:$GOOD"
    echo "BAD:$BAD"
end
complete -c print_good_bad -x -a '(show_good_bad)'
complete -C 'GOOD=local_good BAD=(launch) print_good_bad '
# CHECK: BAD:
# CHECK: GOOD:local_good
echo missiles $missiles
# CHECK: missiles 0
function show_vars
    echo "AAA:$AAA"
    echo "BBB:$BBB"
    echo "CCC:$CCC"
end
complete -c cmd0 -x -a '(show_vars)'
complete -c cmd1 -x --wraps 'AAA=aaa cmd0'
complete -c cmd2 -x --wraps 'AAA=nope BBB=bbb cmd1'
complete -c cmd3 -x --wraps 'BBB=nope cmd2'
complete -C 'CCC=ccc cmd3 '
# CHECK: AAA:aaa
# CHECK: BBB:bbb
# CHECK: CCC:ccc
echo $GOOD
# CHECK: global_good
