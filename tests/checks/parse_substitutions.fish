# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# Command substitutions: (cmd), $(cmd), nested, inside double quotes, with blocks inside.

echo (echo plain)
echo $(echo dollar)
echo (echo (echo nested) (echo twice))
echo $(echo $(echo nested dollar))
echo (echo $(echo mixed))
echo "quoted $(echo subst) here"
echo "quoted $(echo "inner quotes $(echo deeper)") here"
echo "parens in double quotes are literal: (echo not a subst)"
echo prefix(echo glued)suffix
echo prefix$(echo glued)suffix
echo (echo a; echo b)
echo (echo a
echo b)
echo (echo a | string upper)
echo (if true; echo from if; end)
echo (begin; echo from begin; end)
echo (for i in 1 2; echo $i; end)
echo (switch x; case x; echo from switch; end)
echo (true && echo andand || echo oror)
echo (echo one # comment inside a substitution
)
echo (echo '(' ")" \( \))
echo ()
echo $()
set -l x (echo value)
set -l y "$(echo quoted value)"
count (seq 3)
test -n (echo x)
echo (echo a)[1]
echo $(echo a b)[2]
echo "$(echo a)"[1]
for f in (seq 2)
end
