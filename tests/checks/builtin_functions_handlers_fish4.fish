# RUN: %minnow --no-config %s
# functions --handlers where fish 4 differs from fish 3.6: the caller-exit
# type lists "caller" job-exit handlers (3.6 lists nothing for it), and a
# missing type is reported without the trailer 3.6 adds.
function outer
    function inner --on-job-exit caller
    end
    functions -H -t caller-exit
end
echo (outer)
# CHECK: Event caller-exit caller-exit inner

functions -t; echo $status
# CHECKERR: functions: -t: option requires an argument
# CHECK: 2
