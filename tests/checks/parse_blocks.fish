# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# Every block form, nested blocks, and redirections/pipes applied to whole blocks.

begin
    echo in begin
end
begin; echo one-line begin; end
begin echo begin followed by a command on the same line; end
begin
end
begin; end

if true
    echo if
end
if true; echo one-line if; end
if false
    echo no
else if true
    echo else if
else if false; or true
    echo else if with or
else
    echo else
end
if true; and true
    echo condition job list
end
if true
    and true
    or false
    echo andor tail
end
if not true; else; end
if test -e /; end

while false
    echo never
end
while false; end
while true; and false
    break
end
while true
    or false
    break
end
for i in 1 2 3
    echo $i
    continue
end
for i in; end
for i in (seq 3) $argv *.fish
    break
end
for in in in
    echo keyword-named loop variable
end

switch foo
    case foo
        echo foo
    case bar baz
        echo bar or baz
    case '*'
        echo default
    case
        echo case with no pattern
end
switch (echo x); case x; echo x; end
switch $argv
end
switch "$argv[1]"

    case "a"


        echo blank lines are fine
end

function f1
    echo f1
end
function f2 --argument-names a b --description 'a function'
    return 0
end
function f3 -a x; echo $x; end
function f4 --on-event fish_exit; end
function f5
end

# Redirections and pipes on whole blocks.
begin
    echo redirected
end > /dev/null 2>&1
begin; echo piped; end | cat
if true; echo x; end | cat > /dev/null
while false; end < /dev/null
for i in a; echo $i; end 2>/dev/null | cat
switch x; case x; echo x; end >/dev/null
function f6; end >/dev/null
begin; echo in; end &
echo x | begin; cat; end
echo x | while read -l line; echo $line; end
true && begin; echo block in conjunction; end
true; and begin; echo block after and; end
not begin; false; end
time begin; true; end

# Nesting.
function nest
    for a in 1 2
        while false
            if true
                switch $a
                    case 1
                        begin
                            break
                        end
                end
            end
        end
        continue
    end
end
