# RUN: %minnow %s
# set: the status it keeps, queries with indexes, erasing from several scopes
# and indexes, appending and prepending at once, listings by scope, --show's
# escaping and elision, --no-event, and fish 4's errors. (fish 3.6 runs out
# of memory on `set -q arr[1..99999999999]`; minnow counts ranges without
# listing them.)
false; set foo bar; echo $status
false; set -l foo2 bar; echo $status
false; set foo (true); echo $status
true; set foo (false); echo $status
false; set -q foo; echo $status
set -q; echo $status
set -l arr 1 2 3
set -q nope1 nope2 arr; echo $status
set -q arr[1] arr[5] arr[7]; echo $status
set -q arr[-3..-1]; echo $status
set -q arr[2..9]; echo $status
set -q arr[1..99999999999]; echo $status
set -q -x arr; echo $status
set -q 'a-b'; echo $status
set -e nope; echo $status
set -e nope[1]; echo $status
set -l five 1 2 3 4 5
set -e five[1] five[3]; echo $five
set -l b 1 2 3 4 5
set -e b[1 3 3] b[9]; echo $b $status
set -e b[-1..1]; echo (count $b)
set -g ge1 1; set -l ge1 2
set -e -l -g ge1; echo $status; set -q ge1; echo $status
set -ap arr x; echo $arr
set -a arr y; set -p arr w; echo $arr
set arr[-1] last; echo $arr
set -l c 1 2 3
set c[3..2] X Y; echo $c
set c[7] z; echo (count $c) $c[7]
# Listings.
set -l loc 1
set -g glo 1 2
set -gx gex 'a b'
set -l | string match -r '^loc .*|^c .*'
set -g | string match -r '^glo.*'
set -x | string match -r '^gex .*'
set -ng | string match -r '^glo$|^gex$'
set -nx | string match -r '^glo$|^gex$'
set -l q 'k\'l' 'i\j' (printf 'e\tf')
set -l | string match -r '^q .*'
set -l long (string repeat -n 70 é)
set -l | string match -r '^long .*'
set -L -l | string match -r '^long .*' | string length
set -S q
set -l many (seq 120)
set -S many | string match -r '^\$many\[1\].*|^\$many\[50\].*|^\$many\[71\].*|^\$many\[120\].*|⋯'
# --no-event fires no --on-variable handler.
function watch --on-variable watched
    echo changed $argv
end
set -g watched 1
set --no-event watched 2
set -e --no-event watched
set -g watched 3
set -e watched
# Errors: fish 4 prints no trailer under an unknown option (3.6 did), names
# --erase in full (3.6 said -e) and says "path and unpath" (3.6 said "export
# and unexport"). Growing a list by more than 16M items through an index is
# minnow's "array index out of bounds".
set -e; echo $status
set --bogus x; echo $status
set -o vi; echo $status
set -q -e v; echo $status
set -e -n v; echo $status
set -e -x v; echo $status
set -l -g v 1; echo $status
set -x -u v 1; echo $status
set --path --unpath v 1; echo $status
set -S -l v; echo $status
set a=b; echo $status
set 'bad name' 1; echo $status
set -q arr[x]; echo $status
set arr[1 x] 1; echo $status
set -a arr[1] x; echo $status
set arr[1 2] x; echo $status
set c[99999999] x; echo $status
set -S 'a b'; echo $status
# CHECK: 1
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 255
# CHECK: 2
# CHECK: 2
# CHECK: 0
# CHECK: 6
# CHECK: 255
# CHECK: 1
# CHECK: 1
# CHECK: 4
# CHECK: 1
# CHECK: 2 3 5
# CHECK: 2 4 5 0
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: x 1 2 3 x
# CHECK: w x 1 2 3 x y
# CHECK: w x 1 2 3 x last
# CHECK: 1 Y X
# CHECK: 7 z
# CHECK: c '1' 'Y' 'X' '' '' '' 'z'
# CHECK: loc 1
# CHECK: glo '1' '2'
# CHECK: gex 'a b'
# CHECK: gex
# CHECK: glo
# CHECK: gex
# CHECK: q 'k'l' 'i\j' e\tf
# CHECK: long éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé…
# CHECK: 75
# CHECK: $q: set in local scope, unexported, with 3 elements
# CHECK: $q[1]: |k'l|
# CHECK: $q[2]: |i\\j|
# CHECK: $q[3]: |e\tf|
# CHECK: $many[1]: |1|
# CHECK: $many[50]: |50|
# CHECK: ⋯
# CHECK: $many[71]: |71|
# CHECK: $many[120]: |120|
# CHECK: changed VARIABLE SET watched
# CHECK: changed VARIABLE SET watched
# CHECK: changed VARIABLE ERASE watched
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 1
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: set: --erase: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 66):{{ }}
# CHECKERR: set -e; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: --bogus: unknown option
# CHECKERR: fish does not have shell options. See `help fish_for_bash_users`.
# CHECKERR: To enable vi-mode, run `fish_vi_key_bindings`.
# CHECKERR: set: -o: unknown option
# CHECKERR: set: invalid option combination
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 69):{{ }}
# CHECKERR: set -q -e v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: invalid option combination
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 70):{{ }}
# CHECKERR: set -e -n v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: invalid option combination
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 71):{{ }}
# CHECKERR: set -e -x v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: scope can be only one of: universal function global local
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 72):{{ }}
# CHECKERR: set -l -g v 1; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: cannot both export and unexport
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 73):{{ }}
# CHECKERR: set -x -u v 1; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: cannot both path and unpath
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 74):{{ }}
# CHECKERR: set --path --unpath v 1; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: invalid option combination
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 75):{{ }}
# CHECKERR: set -S -l v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: a=b: invalid variable name. See `help language#shell-variable-and-function-names`
# CHECKERR: set: Did you mean `set a b`?
# CHECKERR: builtin_set_more.fish (line 76):{{ }}
# CHECKERR: set a=b; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: bad name: invalid variable name. See `help language#shell-variable-and-function-names`
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 77):{{ }}
# CHECKERR: set 'bad name' 1; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: Invalid index starting at 'x]'
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 78):{{ }}
# CHECKERR: set -q arr[x]; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: Invalid index starting at 'x]'
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 79):{{ }}
# CHECKERR: set arr[1 x] 1; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: Cannot use --append or --prepend when assigning to a slice
# CHECKERR: builtin_set_more.fish (line 80):{{ }}
# CHECKERR: set -a arr[1] x; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: given 2 indexes but 1 values
# CHECKERR: set: array index out of bounds
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 82):{{ }}
# CHECKERR: set c[99999999] x; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECKERR: set: a b: invalid variable name. See `help language#shell-variable-and-function-names`
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line 83):{{ }}
# CHECKERR: set -S 'a b'; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# -a and -p need a name (fish 4); alone, set lists the variables.
set -a; echo $status
# CHECK: 2
# CHECKERR: set: expected >= 1 arguments; got 0
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line {{\d+}}):{{ }}
# CHECKERR: set -a; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# --show names variables, never slices of them (fish 4).
set --show PATH[1]; echo $status
# CHECK: 1
# CHECKERR: set: `set --show` does not allow slices with the var names
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_more.fish (line {{\d+}}):{{ }}
# CHECKERR: set --show PATH[1]; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
