# RUN: %minnow %s
# type where fish 4 differs from fish 3.6 (so these checks fail on 3.6):
# -s says where a function was defined as `functions` does (3.6: "(defined in
# FILE)", or nothing for a function typed in), and -p prints an empty line for
# a function with no file (3.6 prints nothing).
function foo; end
type -s foo
# CHECK: foo is a function (Defined in {{.*}}builtin_type_fish4.fish @ line 6)
echo 'function sv; end' | source
type -s sv
# CHECK: sv is a function (Defined via `source`)
set -l minnow (status fish-path)
$minnow -c 'function f; end; type -p f; echo $status; type -s f'
# CHECK:
# CHECK: 0
# CHECK: f is a function (Defined interactively)
