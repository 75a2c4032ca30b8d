# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# fish 4 only: `{ ...; }` grouping. fish 3.6 happens to accept this file with -n,
# but with a different meaning: it reads each `{ ... }` as one brace-expansion word
# (used as a command name), so an unclosed '{' is an error there. Verified against
# fish 4's tokenizer.rs/ast.rs rules, not against the 3.6 oracle.
# Rule (fish 4 tokenizer): '{' opens a block when it is in command position:
# at the start of a job (start of input, after ; newline & | && || or another '{'),
# after a keyword that takes a command (not ! and or time if while begin ...),
# or after a VAR=value prefix. '{' anywhere else is brace expansion.
# '}' closes the innermost open block even without a preceding ';'.

{ echo one; echo two; }
{ echo no semicolon before the brace }
{echo no space after the brace}
{
    echo multi-line block
}
{

    echo leading blank lines
}
{ echo {a,b} x{1,2}; }
{ echo ,looks like brace expansion but is a block; }
{ { echo nested }; echo outer }
{{echo tight nesting}
    echo outer}
{ echo redirected; } > /dev/null 2>&1
{ echo piped; } | cat
echo input | { cat; }
echo input 2>| { cat; }
{ echo backgrounded; } &
true && { echo after andand; }
false || { echo after oror; }
true; and { echo after and; }
false; or { echo after or; }
not { false; true }
! { false }
time { true; }
a=b { echo $a; }
if { true; }
    echo brace block as condition
end
while { false }
end
for i in 1 2
    { echo $i; continue }
end
switch x
    case x
        { echo in case }
end
function uses_braces
    { echo in function; return 0 }
end
set -l out ({ echo in substitution })
