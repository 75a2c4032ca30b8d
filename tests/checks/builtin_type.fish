# RUN: %minnow %s
# type: functions (with their definition), builtins and keywords, files on
# $PATH; -a, -f, -t, -p, -P, -q; not found; bad combinations.
set -l d (mktemp -d)
mkdir $d/bin1 $d/bin2
printf '#!/bin/sh\n' > $d/bin1/tool
chmod +x $d/bin1/tool
cp $d/bin1/tool $d/bin2/tool
cp $d/bin1/tool $d/bin2/pwd
printf x > $d/bin2/noexec
set -lx PATH $d/bin1 $d/bin2

function foo --description 'a foo'
    echo hi
end

# a function: its definition, where it came from; -t, -p
type foo; echo $status
# CHECK: foo is a function with definition
# CHECK: # Defined in {{.*}}builtin_type.fish @ line 13
# CHECK: function foo --description 'a foo'
# CHECK:     echo hi
# CHECK: end
# CHECK: 0
type -t foo
type -p foo
# CHECK: function
# CHECK: {{.*}}builtin_type.fish

echo 'function sv; echo sv; end' | source
type -p sv
type sv
# CHECK: -
# CHECK: sv is a function with definition
# CHECK: # Defined via `source`
# CHECK: function sv
# CHECK:  echo sv;{{ }}
# CHECK: end

# a function not loaded yet is loaded from $fish_function_path
echo 'function myauto --on-event xyz; echo auto; end' > $d/myauto.fish
set -p fish_function_path $d
type -t myauto
type -p myauto | /usr/bin/sed "s|$d|D|"
functions -H -t generic | /usr/bin/grep myauto
# CHECK: function
# CHECK: D/myauto.fish
# CHECK: xyz myauto

# builtins, keywords among them; -p names a builtin too
type echo; type if; type -t while; type -p echo
# CHECK: echo is a builtin
# CHECK: if is a builtin
# CHECK: builtin
# CHECK: echo is a builtin

# files: the first on $PATH, or with -a all of them
type tool; type -t tool; type -p tool; type -s tool
# CHECK: tool is {{.*}}/bin1/tool
# CHECK: file
# CHECK: {{.*}}/bin1/tool
# CHECK: tool is {{.*}}/bin1/tool
type -a tool; type -pa tool
# CHECK: tool is {{.*}}/bin1/tool
# CHECK: tool is {{.*}}/bin2/tool
# CHECK: {{.*}}/bin1/tool
# CHECK: {{.*}}/bin2/tool
type -ta tool
# CHECK: file
type $d/bin2/tool | /usr/bin/sed "s|$d|D|g"
# CHECK: D/bin2/tool is D/bin2/tool

# -a: a function, then a builtin, then files; -f skips functions, -P looks
# at files only
function tool; echo mine; end
type -a tool
# CHECK: tool is a function with definition
# CHECK: # Defined in {{.*}}builtin_type.fish @ line 75
# CHECK: function tool
# CHECK:  echo mine;{{ }}
# CHECK: end
# CHECK: tool is {{.*}}/bin1/tool
# CHECK: tool is {{.*}}/bin2/tool
type -t -a tool
# CHECK: function
# CHECK: file
type -f tool; type -P tool; type -fa tool
# CHECK: tool is {{.*}}/bin1/tool
# CHECK: {{.*}}/bin1/tool
# CHECK: tool is {{.*}}/bin1/tool
# CHECK: tool is {{.*}}/bin2/tool
type -a pwd; type -ta pwd; type -P pwd
# CHECK: pwd is a builtin
# CHECK: pwd is {{.*}}/bin2/pwd
# CHECK: builtin
# CHECK: file
# CHECK: {{.*}}/bin2/pwd
type -P echo; echo $status
# CHECKERR: type: Could not find 'echo'
# CHECK: 1

# -q: status only, true when any name is found
type -q foo; echo $status
type -q nosuch foo; echo $status
type --quiet nosuch; echo $status
type -q; echo $status
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 1

# not found: an error for each (none with -p), status 1 unless one was found
type nosuch; echo $status
type -t nosuch noexec; echo $status
type -p nosuch; echo $status
type nosuch pwd; echo $status
type -f foo; echo $status
# CHECKERR: type: Could not find 'nosuch'
# CHECKERR: type: Could not find 'nosuch'
# CHECKERR: type: Could not find 'noexec'
# CHECKERR: type: Could not find 'nosuch'
# CHECKERR: type: Could not find 'foo'
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: pwd is a builtin
# CHECK: 0
# CHECK: 1

# -q, -p, -t and -P exclude each other; unknown options
type -q -p foo; echo $status
type -t -P foo; echo $status
type -z foo; echo $status
type --qu foo; echo $status
type; echo $status
# CHECKERR: type: invalid option combination
# CHECKERR: type: invalid option combination
# CHECKERR: type: -z: unknown option
# CHECKERR: type: --qu: unknown option
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 1
/bin/rm -r $d
