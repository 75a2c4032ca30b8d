# RUN: %minnow %s
# A function may take a builtin's name (fish ships cd, realpath, ...), but
# not a keyword's or a reserved builtin's; names with / or a leading - are
# invalid.
function pwd
    echo my pwd
end
pwd
# CHECK: my pwd
function true
    echo my true
end
true
# CHECK: my true
builtin true; and echo builtin still there
# CHECK: builtin still there
function test; end
# CHECKERR: exec_function_names.fish (line 17): function: test: cannot use reserved keyword as function name
# CHECKERR: function test; end
# CHECKERR: ^~~~~~~~~~~~~^
function set; end
# CHECKERR: exec_function_names.fish (line 21): function: set: cannot use reserved keyword as function name
# CHECKERR: function set; end
# CHECKERR: ^~~~~~~~~~~~^
function a/b; end
# CHECKERR: exec_function_names.fish (line 25): function: a/b: invalid function name
# CHECKERR: function a/b; end
# CHECKERR: ^~~~~~~~~~~~^
function -- -x; end
# CHECKERR: exec_function_names.fish (line 29): function: --: invalid function name
# CHECKERR: function -- -x; end
# CHECKERR: ^~~~~~~~~~~~~~^
