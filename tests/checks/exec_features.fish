# RUN: %minnow --features=no-qmark-noglob %s
# Feature flags: --features turns fish's flags on and off; with qmark-noglob
# off, ? is a wildcard again, in globs and in case patterns.
status test-feature qmark-noglob; echo qmark-noglob $status
status test-feature regex-easyesc; echo regex-easyesc $status
status test-feature stderr-nocaret; echo stderr-nocaret $status
status test-feature no-such-feature; echo unknown $status
set -l d (mktemp -d)
touch $d/abc $d/abd
echo $d/ab? | string replace -a $d/ ''
switch x
    case '?'
        echo one character
end
rm -r $d
status features | string match -r '^(?:qmark-noglob|stderr-nocaret) +\S+'
# CHECK: qmark-noglob 1
# CHECK: regex-easyesc 0
# CHECK: stderr-nocaret 0
# CHECK: unknown 2
# CHECK: abc abd
# CHECK: one character
# CHECK: stderr-nocaret          on
# CHECK: qmark-noglob            off
