# RUN: %minnow %s
# switch as fish 4 runs it.
# A value that expands to nothing matches the empty string.
switch $nosuchvar
    case a
        echo a
    case ''
        echo empty
end
# CHECK: empty
switch (true)
    case ''
        echo empty too
end
# CHECK: empty too
# More than one value is an error (with fish's blank line after the message).
switch (echo; echo)
    case '*'
        echo no
end
# CHECKERR: lang_switch.fish (line 17): switch: Expected at most one argument, got 2
# CHECKERR:
# CHECKERR: switch (echo; echo)
# CHECKERR:        ^~~~~~~~~~~^
echo $status
# CHECK: 2
# The status before the switch is what the case body sees, and stays when
# no case matches.
false
switch one
    case one
        echo in case $status
end
# CHECK: in case 1
false
switch one
    case two
end
echo after $status
# CHECK: after 1
# Unquoted case words are wildcards expanded like arguments: one that matches
# no file is reported and that case fails; the next is tried.
set smurf green
switch $smurf
    case *zzqq*
        echo wrong
    case red green
        echo right
end
# CHECKERR: lang_switch.fish (line 45): No matches for wildcard '*zzqq*'. See `help language#wildcards-globbing`.
# CHECKERR:     case *zzqq*
# CHECKERR:          ^~~~~^
# CHECK: right
switch abc
    case 'a*'
        echo quoted star matches
end
# CHECK: quoted star matches
