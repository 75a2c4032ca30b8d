# RUN: %minnow %s
# functions: showing definitions (file ones as written), -D/-v, -q, -d, -c, -e, -n/-a.
function foo --description 'say foo' -a x y
    echo foo $x   # comment
        if true; echo yes; end
end
function _hidden; end
functions foo
functions -D foo
functions -Dv foo
functions -q foo; echo $status
functions -q foo nosuch; echo $status
functions -d 'new desc' foo; functions foo | head -2
functions -c foo bar; functions bar | tail -n +2
functions -c nosuch baz; echo $status
functions -c foo bar; echo $status
functions -e bar; functions -q bar; echo $status
functions nosuch; echo $status
functions -n | grep -E '^(foo|_hidden|bar)$'
functions -a | grep -E '^(foo|_hidden|bar)$'
functions -a -n | grep -E '^(foo|_hidden|bar)$'
echo 'function piped; echo p; end; functions -D piped; functions piped' | source
functions --no-details foo
functions -q; echo $status
functions -h | head -n 1
echo 'function g; echo   a;if true;echo b;end;end; functions -D g; functions --no-details g' | source
# CHECK: # Defined in {{.*}}builtin_functions.fish @ line 3
# CHECK: function foo --description 'say foo' --argument-names x y
# CHECK:     echo foo $x   # comment
# CHECK:         if true; echo yes; end
# CHECK: end
# CHECK: {{.*}}builtin_functions.fish
# CHECK: {{.*}}builtin_functions.fish
# CHECK: not-autoloaded
# CHECK: 3
# CHECK: scope-shadowing
# CHECK: say foo
# CHECK: 0
# CHECK: 1
# CHECK: # Defined in {{.*}}builtin_functions.fish @ line 3
# CHECK: function foo --description 'new desc' --argument-names x y
# CHECK: function bar --description 'new desc' --argument-names x y
# CHECK:     echo foo $x   # comment
# CHECK:         if true; echo yes; end
# CHECK: end
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: foo
# CHECK: _hidden
# CHECK: foo
# CHECK: _hidden
# CHECK: foo
# CHECK: -
# CHECK: # Defined via `source`
# CHECK: function piped
# CHECK:  echo p;{{ }}
# CHECK: end
# CHECK: function foo --description 'new desc' --argument-names x y
# CHECK:     echo foo $x   # comment
# CHECK:         if true; echo yes; end
# CHECK: end
# CHECK: 1
# CHECK: functions - print or erase functions
# CHECK: -
# CHECK: function g
# CHECK:  echo   a;if true;echo b;end;
# CHECK: end
# CHECKERR: functions: Function 'nosuch' does not exist
# CHECKERR:
# CHECKERR: builtin_functions.fish (line 15): {{}}
# CHECKERR: functions -c nosuch baz; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help functions' for related documentation)
# CHECKERR: functions: Function 'bar' already exists. Cannot create copy of 'foo'
# CHECKERR:
# CHECKERR: builtin_functions.fish (line 16): {{}}
# CHECKERR: functions -c foo bar; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help functions' for related documentation)

# An erased name is not autoloaded again in this session, as in fish, even
# with a file of that name on $fish_function_path.
set -l dir (mktemp -d)
echo 'function fromdisk; echo from the file; end' >$dir/fromdisk.fish
set -p fish_function_path $dir
function fromdisk
    echo defined here
end
functions -e fromdisk
functions -q fromdisk; or echo erased for good
# CHECK: erased for good
function fromdisk
    echo defined again
end
fromdisk
# CHECK: defined again
rm -r $dir
