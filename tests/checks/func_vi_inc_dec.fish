# RUN: %minnow -i -N <%s
# fish_vi_inc and fish_vi_dec (ctrl-a, ctrl-x in vi's normal mode) change the
# number at or after the cursor by one, keeping leading zeros, as fish 4.
functions -q fish_vi_key_bindings # loads the file that defines them
function t --argument-names line cursor how
    commandline -- $line
    commandline --cursor $cursor
    fish_vi_$how
    echo (commandline)/(commandline --cursor)
end
t 1 0 dec
# CHECK: 0/0
t 0 0 dec
# CHECK: -1/1
t -1 0 inc
# CHECK: 0/0
t abc123def 4 inc
# CHECK: abc124def/5
t abc099 0 inc
# CHECK: abc100/5
t 'to 2022-04-09' 4 inc
# CHECK: to 2023-04-09/6
t 'to 2022-04-09' 11 dec
# CHECK: to 2022-04-10/12
