# diff [ARG...]: the system's diff, in colour at a terminal, when it takes
# --color=auto (GNU diff 3.4 and later). Otherwise there is no function and
# diff is the command itself.
if command -q diff; and command diff --color=auto /dev/null /dev/null >/dev/null 2>&1
    function diff --description 'Compare files line by line, in colour'
        command diff --color=auto $argv
    end
end
