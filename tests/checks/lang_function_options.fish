# RUN: %minnow %s
# function's options read as fish's getopt reads them, with fish 4's errors
# (underlining the definition's first line), and `functions` reporting it.
function stuff --argument a b c
    echo $a $b $c
end
stuff 1 2 3
# CHECK: 1 2 3
functions --no-details stuff | head -n 1
# CHECK: function stuff --argument-names a b c
function name5 abc --argument-names def
end
# CHECKERR: lang_function_options.fish (line 11): function: abc: unexpected positional argument
# CHECKERR: function name5 abc --argument-names def
# CHECKERR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^
function fn_with_args -- arg
end
# CHECKERR: lang_function_options.fish (line 16): function: arg: unexpected positional argument
# CHECKERR: function fn_with_args -- arg
# CHECKERR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~^
function foo -p bar; end
# CHECKERR: lang_function_options.fish (line 21): function: 'bar' is not a valid process ID
# CHECKERR: function foo -p bar; end
# CHECKERR: ^~~~~~~~~~~~~~~~~~~^
function foo --argument-names status; end
# CHECKERR: lang_function_options.fish (line 25): function: variable 'status' is read-only
# CHECKERR: function foo --argument-names status; end
# CHECKERR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^
echo status $status
# CHECK: status 2
function ()
end
# CHECKERR: lang_function_options.fish (line 31): function: function name required
# CHECKERR: function ()
# CHECKERR: ^~~~~~~~~~^
# A named argument or inherited variable called argv replaces $argv.
function t --argument-names a argv c
    echo $argv
end
t 1 2 3
# CHECK: 2
# Setting up a call fires no --on-variable handlers.
function outer
    function inner -v argv -V argv
        echo inner $argv
    end
    set -gx argv 4 5 6
end
outer 1 2 3
# CHECK: inner 1 2 3
# What runs is decided before the arguments are expanded.
function foo; echo before; end
foo (function foo; echo after; end)
# CHECK: after
foo (functions --erase foo)
# CHECKERR: error: Unknown function 'foo'
# A copy says where it was made.
function orig; end
functions -c orig copy
functions copy | head -n 1
# CHECK: # Defined in lang_function_options.fish @ line 58, copied in lang_function_options.fish @ line 59
functions -D copy
# CHECK: lang_function_options.fish
# functions lists what $fish_function_path could load, but not folders or ".fish".
set -l dir (mktemp -d)
touch $dir/.fish $dir/loadable_function.fish
mkdir $dir/folder.fish
begin
    set -l fish_function_path $dir
    functions | string match -e -r 'loadable|folder|^$'
end
# CHECK: loadable_function
rm -r $dir
type -p copy
# CHECK: lang_function_options.fish
echo "functions -c orig copy2" | source
type -p copy2
# CHECK: -
type -s copy2
# CHECK: copy2 is a function (Defined in lang_function_options.fish @ line 58, copied via `source`)
# A handler erased by one that ran before it does not run.
function first_handler --on-event ping
    echo first
    functions -e second_handler
end
function second_handler --on-event ping
    echo second
end
emit ping
# CHECK: first
# The functions minnow ships load whatever $fish_function_path says, as fish
# 4's built-in ones do.
begin
    set -l fish_function_path /nonexistent
    functions -q fish_command_not_found; and echo shipped still found
    functions | string match -q prompt_pwd; and echo and listed
end
# CHECK: shipped still found
# CHECK: and listed
