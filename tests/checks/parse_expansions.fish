# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# Variable, index, brace, wildcard and tilde expansion syntax (as arguments).
# Brace expansion only happens in argument position here: in fish 4 a '{' in
# command position would open a { ...; } block instead.

set -l var a b c
set -l name var
echo $var $var[1] $var[-1] $var[1..-1] $var[-1..1] $var[2..] $var[..2] $var[..]
echo $var[1 3] $var[1 2 3] $var[(echo 1)] $var[$name[1]] $var[1..$name]
echo $$name $$name[1] $$name[1][1]
echo {$var} {$var}suffix prefix{$var} "$var" "$var[1]" "{$var}"
echo $var"suffix" $var'suffix' "$var"suffix
echo {a,b} {a,b,c}{1,2} x{a,{b,c}}y {a\,b,c} {} {single} {,} {a,}
echo {"quoted,comma",x} {'a',"b"}
echo * ** *.fish **/*.fish dir/*/file ./* ../*
echo a?b
echo ~ ~/bin ~root ~root/bin
echo -- --foo -- -x
echo %self
echo $status $pipestatus $argv $fish_pid $PWD $HOME
echo $var[1]$var[2]
echo "$var[1]-$var[2]"
echo $argv[-1]
echo a[1] 'a[1]' x\[
echo ] [ ][]
[ -n x ]
test -n "$var"
