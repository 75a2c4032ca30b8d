# RUN: %minnow %s
# `function` takes --name=value and -Xvalue forms, records --wraps for
# `functions`, and may shadow any builtin but fish's reserved words.
function a --wraps=ls --description='alias a=ls'
    ls $argv
end
functions a | grep -e '^function'
# CHECK: function a --wraps=ls --description 'alias a=ls'
function b -wcat -w 'ls -l' -dhello
end
functions b | grep -e '^function'
# CHECK: function b --wraps=cat --wraps='ls -l' --description hello
# A value that looks like an option stays a value.
function c -d -wx
end
functions c | grep -e '^function'
# CHECK: function c --description -wx

function echo
    builtin echo shadowed $argv
end
echo one
functions -e echo
echo two
# CHECK: shadowed one
# CHECK: two
function count; end; functions -e count
count a b
# CHECK: 2

for name in test set string status read argparse eval _ '[' end
    function $name
    end
end 2>/dev/null
# CHECKERR: exec_function_options.fish (line 32): function: test: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
# CHECKERR: exec_function_options.fish (line 32): function: set: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
# CHECKERR: exec_function_options.fish (line 32): function: string: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
# CHECKERR: exec_function_options.fish (line 32): function: status: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
# CHECKERR: exec_function_options.fish (line 32): function: read: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
# CHECKERR: exec_function_options.fish (line 32): function: argparse: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
# CHECKERR: exec_function_options.fish (line 32): function: eval: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
# CHECKERR: exec_function_options.fish (line 32): function: _: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
# CHECKERR: exec_function_options.fish (line 32): function: [: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
# CHECKERR: exec_function_options.fish (line 32): function: end: cannot use reserved keyword as function name
# CHECKERR:     function $name
# CHECKERR:     ^~~~~~~~~~~~~^
function test; end
# CHECKERR: exec_function_options.fish (line 65): function: test: cannot use reserved keyword as function name
# CHECKERR: function test; end
# CHECKERR: ^~~~~~~~~~~~~^
