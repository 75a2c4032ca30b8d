# RUN: %minnow %s
# `not` negates a whole pipeline's status and leaves $pipestatus alone; a
# lone block keeps the $pipestatus its last job set; a failed redirection
# stops a pipeline there (the stages before it run).
not true | true
echo $pipestatus : $status
# CHECK: 0 0 : 1
! false | false | command false
echo $pipestatus : $status
# CHECK: 1 1 1 : 0
not not false
echo $status
# CHECK: 1
not x=3 sh -c 'exit $x'
echo $pipestatus : $status
# CHECK: 3 : 0
begin
    true | false
end
echo $pipestatus : $status
# CHECK: 0 1 : 1
begin
    ! true
end
echo $pipestatus : $status
# CHECK: 0 : 1
begin
    ! true
end | false
echo $pipestatus : $status
# CHECK: 1 1 : 1
if true
    false | true
end
echo $pipestatus : $status
# CHECK: 1 0 : 0
command true | command true | command true >/no/such/dir/file
echo $pipestatus : $status
# CHECK: 0 0 1 : 1
# CHECKERR: warning: An error occurred while redirecting file '/no/such/dir/file'
# CHECKERR: warning: Path '/no' does not exist
echo before | cat >/no/such/file | cat
echo $pipestatus : $status
# CHECK: 0 1 1 : 1
# CHECKERR: warning: An error occurred while redirecting file '/no/such/file'
# CHECKERR: warning: Path '/no' does not exist
# the writer into a stage that never ran isn't left hanging
yes | cat >/no/such/file
echo $pipestatus
# CHECK: 141 1
# CHECKERR: warning: An error occurred while redirecting file '/no/such/file'
# CHECKERR: warning: Path '/no' does not exist
# the last in-shell stage feeding an external one starts after it, as in
# fish, so it doesn't run when the pipeline broke before
echo a | string upper | cat >/no/such/file
echo $pipestatus
# CHECK: 0 1 1
# CHECKERR: warning: An error occurred while redirecting file '/no/such/file'
# CHECKERR: warning: Path '/no' does not exist
# before any job, $pipestatus is 0 (not empty: prompts index it)
set -l shell (status fish-path)
$shell --no-config -c 'function f; end; echo [$pipestatus]'
# CHECK: [0]
