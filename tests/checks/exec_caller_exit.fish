# RUN: %minnow %s
# `function --on-job-exit caller`, inside a command substitution, names the
# job that ran the substitution: the handler runs once, after that job.
function mk
    set -l x hello
    function cleanup_x --on-job-exit caller --inherit-variable x
        echo cleanup $x $argv[1] $argv[3]
    end
    echo made
end
echo (mk) after
echo next
# CHECK: made after
# CHECK: cleanup hello JOB_EXIT 0
# CHECK: next
echo (mk) | cat
# CHECK: made
# CHECK: cleanup hello JOB_EXIT 0
# A function that calls mk inside a substitution: still the outer job.
function outer
    echo (mk) in outer
    echo outer done
end
outer
# CHECK: made in outer
# CHECK: cleanup hello JOB_EXIT 0
# CHECK: outer done
# Outside a substitution there is no calling job.
mk
# CHECKERR: exec_caller_exit.fish (line 6): function: calling job for event handler not found
# CHECKERR:     function cleanup_x --on-job-exit caller --inherit-variable x
# CHECKERR:     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^
# CHECKERR: in function 'mk'
# CHECKERR: 	called on line 29 of file exec_caller_exit.fish
# CHECK: made
