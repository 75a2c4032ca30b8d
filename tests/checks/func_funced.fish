# RUN: %minnow %s
# funced edits a function in $VISUAL or $EDITOR (scripts here), then reads
# the file back; funcsave writes functions to the configuration.
set -l tmp (mktemp -d)
# Editors: ed replaces hello with goodbye; ed2 FROM TO replaces FROM with TO.
printf '#!/bin/sh\nsed -i s/hello/goodbye/ "$1"\n' >$tmp/ed
printf '#!/bin/sh\nsed -i "s/$1/$2/" "$3"\n' >$tmp/ed2
chmod +x $tmp/ed $tmp/ed2

# A function from no file (funced on one defined in this script would edit
# the script): an editor that leaves the text alone changes nothing.
echo 'function greet
    echo hello
end' | source
VISUAL=cat funced greet
# CHECK: # Defined via `source`
# CHECK: function greet
# CHECK:     echo hello
# CHECK: end
# CHECK: Editor exited but the function was not modified
# CHECK: If the editor is still running, check if it waits for completion, maybe a '--wait' option?

# An editor that rewrites it: the new body is defined, and the user is told
# how to keep it.
EDITOR=$tmp/ed funced greet
greet
# CHECK: Run funcsave greet to save this function to the configuration directory.
# CHECK: goodbye
# $VISUAL wins over $EDITOR, and -e over both; -e may carry arguments.
VISUAL="$tmp/ed2 goodbye ciao" EDITOR=false funced greet >/dev/null
greet
# CHECK: ciao
VISUAL=false funced -e "$tmp/ed2 ciao hi" greet >/dev/null
greet
# CHECK: hi
# -s saves it through funcsave.
funced -s -e "$tmp/ed2 hi salut" greet
# CHECK: funcsave: wrote {{.*}}/functions/greet.fish
cat $__fish_config_dir/functions/greet.fish
# CHECK: function greet
# CHECK:     echo salut
# CHECK: end

# A function from a file: that file is what is edited, and with -s it is
# written back there.
mkdir $tmp/lib
printf 'function fromfile\n    echo hello\nend\n' >$tmp/lib/fromfile.fish
set -p fish_function_path $tmp/lib
EDITOR=$tmp/ed funced -s fromfile
fromfile
cat $tmp/lib/fromfile.fish
# CHECK: Function saved to {{.*}}/lib/fromfile.fish
# CHECK: goodbye
# CHECK: function fromfile
# CHECK:     echo goodbye
# CHECK: end

# A new function starts from a skeleton, which the editor fills in.
printf '#!/bin/sh\ngrep -q "^function fresh$" "$1" && printf "function fresh\\n    echo new\\nend\\n" >"$1"\n' >$tmp/ed3
chmod +x $tmp/ed3
EDITOR=$tmp/ed3 funced fresh >/dev/null
fresh
# CHECK: new
# A file that does not parse can be edited again; no answer means yes, so
# "n" stops it here.
printf '#!/bin/sh\necho "function broken (" >"$1"\n' >$tmp/bad
chmod +x $tmp/bad
echo n | EDITOR=$tmp/bad funced fresh
# CHECK:
# CHECK: Cancelled function editing
# CHECKERR: - (line 1): Expected end of the statement, but found an incomplete token
# CHECKERR: function broken (
# CHECKERR: {{ *}}^
# CHECKERR: from sourcing file -
# CHECKERR: {{.*}}called on line {{\d+}} of file {{.*}}funced.fish
# CHECKERR: in function 'funced' with arguments 'fresh'
# CHECKERR: {{.*}}called on line {{\d+}} of file func_funced.fish
# CHECKERR: source: Error while reading file '<stdin>'

# An editor that fails cancels the edit.
EDITOR=false funced fresh
# CHECK: Editing failed or was cancelled
# A missing editor: a message, then the command line (no terminal here).
EDITOR=no-such-editor-here funced fresh </dev/null
# CHECKERR: funced: The value for $EDITOR 'no-such-editor-here' could not be used because the command 'no-such-editor-here' could not be found
funced
# CHECK: funced: Expected at least 1 args, got only 0
funced a b
# CHECKERR: funced: expected <= 1 arguments; got 2
funced --bogus x
# CHECKERR: funced: --bogus: unknown option

# funcsave: several names, -q, -d DIR; a name no longer defined removes its file.
echo 'function one; echo 1; end; function two; echo 2; end' | source
funcsave -d $tmp/fns one two
# CHECK: funcsave: wrote {{.*}}/fns/one.fish
# CHECK: funcsave: wrote {{.*}}/fns/two.fish
funcsave -q -d $tmp/fns one
functions -e two
funcsave -d $tmp/fns two
# CHECK: funcsave: removed {{.*}}/fns/two.fish
path basename $tmp/fns/*
# CHECK: one.fish
funcsave -d $tmp/fns nothing-here
echo $status
# CHECKERR: funcsave: Unknown function 'nothing-here'
# CHECK: 1
funcsave
# CHECKERR: funcsave: Expected at least 1 args, got only 0
# The saved file loads in a new shell.
set -l shell (status fish-path)
$shell -c "set fish_function_path $tmp/fns \$fish_function_path; one"
# CHECK: 1
rm -r $tmp
