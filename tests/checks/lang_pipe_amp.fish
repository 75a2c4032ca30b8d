# RUN: %minnow %s
# |& pipes stdout and stderr alike, as &| does (fish 4).
function outnerr
    echo out $argv
    echo err $argv >&2
end
outnerr 0 &| count
# CHECK: 2
outnerr 1 |& count
# CHECK: 2
outnerr 2 |& sort
# CHECK: err 2
# CHECK: out 2
