# RUN: %minnow --no-config %s
# functions --handlers / -H and --handlers-type / -t TYPE: every event
# handler, grouped by type in fish's order, sorted inside a group.

# nothing defined, nothing listed
functions --handlers; echo $status
# CHECK: 0

function a --on-event foo --on-variable PWD; end
function b --on-signal INT --on-signal TERM --on-event bar; end
function d --on-process-exit 1234; end
function e --on-job-exit 4321; end
function s1 --on-signal USR2 --on-signal HUP; end
function s0 --on-signal TERM --on-signal 1; end
function v1 --on-variable zeta --on-variable alpha; end
function v0 --on-variable alpha; end

# signals by number, variables and events by name, ties in definition order;
# exit handlers only show their group's header
functions --handlers
# CHECK: Event signal
# CHECK: SIGHUP s1
# CHECK: SIGHUP s0
# CHECK: SIGINT b
# CHECK: SIGUSR2 s1
# CHECK: SIGTERM b
# CHECK: SIGTERM s0
# CHECK:
# CHECK: Event variable
# CHECK: PWD a
# CHECK: alpha v1
# CHECK: alpha v0
# CHECK: zeta v1
# CHECK:
# CHECK: Event process-exit
# CHECK:
# CHECK: Event job-exit
# CHECK:
# CHECK: Event generic
# CHECK: bar b
# CHECK: foo a

# one type; an empty type means all of them; names given are ignored
functions -H -t signal | head -n 2
functions --handlers-type variable
functions -t generic nosuch
functions -t '' | count
functions -Ht process-exit
functions -Ht job-exit
# CHECK: Event signal
# CHECK: SIGHUP s1
# CHECK: Event variable
# CHECK: PWD a
# CHECK: alpha v1
# CHECK: alpha v0
# CHECK: zeta v1
# CHECK: Event generic
# CHECK: bar b
# CHECK: foo a
# CHECK: 21
# CHECK: Event process-exit
# CHECK: Event job-exit

# redefining or erasing a function drops its handlers
function v1; end
functions -e b
functions -H -t variable
functions -H -t signal
# CHECK: Event variable
# CHECK: PWD a
# CHECK: alpha v0
# CHECK: Event signal
# CHECK: SIGHUP s1
# CHECK: SIGHUP s0
# CHECK: SIGUSR2 s1
# CHECK: SIGTERM s0

# the definitions show the handlers too
functions --no-details a
# CHECK: function a --on-event foo --on-variable PWD
# CHECK: {{ }}
# CHECK: end

# erasing comes first
functions -H -e s1; echo $status
functions -Ht signal
# CHECK: 0
# CHECK: Event signal
# CHECK: SIGHUP s0
# CHECK: SIGTERM s0

# "exit" is every kind of exit handler, "caller" ones (made inside a command
# substitution) included
function outer
    function inner --on-job-exit caller
    end
    functions -Ht exit
end
echo (outer)
# CHECK: Event process-exit  Event job-exit  Event caller-exit caller-exit inner

functions --handlers-type=bogus; echo $status
# CHECKERR: functions: Expected generic | variable | signal | exit | job-id for --handlers-type
# CHECK: 2
