# RUN: %minnow %s
# Errors in sourced files name the file in the trace; a sourced file that
# does not parse makes source fail with status 1.
set -l minnow (status fish-path)
set -l d (mktemp -d)
cd $d
printf 'echo $x[0]\n' > rt.fish
printf 'echo a; end\n' > bad.fish
printf 'status stack-trace\n' > st.fish
function ff
    source $argv
end
ff rt.fish
# CHECKERR: rt.fish (line 1): array indices start at 1, not 0.
# CHECKERR: echo $x[0]
# CHECKERR:         ^
# CHECKERR: from sourcing file rt.fish
# CHECKERR: 	called on line 11 of file exec_source_errors.fish
# CHECKERR: in function 'ff' with arguments 'rt.fish'
# CHECKERR: 	called on line 13 of file exec_source_errors.fish
source bad.fish
echo st $status
# CHECKERR: bad.fish (line 1): 'end' outside of a block
# CHECKERR: echo a; end
# CHECKERR:         ^~^
# CHECKERR: from sourcing file bad.fish
# CHECKERR: 	called on line 21 of file exec_source_errors.fish
# CHECKERR: source: Error while reading file 'bad.fish'
# CHECK: st 1
ff st.fish
# CHECK: from sourcing file st.fish
# CHECK: 	called on line 11 of file exec_source_errors.fish
# CHECK: in function 'ff' with arguments 'st.fish'
# CHECK: 	called on line 30 of file exec_source_errors.fish
$minnow bad.fish
echo st $status
# CHECKERR: bad.fish (line 1): 'end' outside of a block
# CHECKERR: echo a; end
# CHECKERR:         ^~^
# CHECKERR: warning: Error while reading file bad.fish
# CHECKERR:
# CHECK: st 127
cd /
rm -r $d
