# RUN: %minnow %s
# psub turns its input into a file (or a named pipe) whose name the command
# substitution gives; the file goes when the command that used it ends.
set -gx TMPDIR (mktemp -d)
cat (echo hello | psub)
# CHECK: hello
diff (printf 'a\nb\n' | psub) (printf 'a\nc\n' | psub)
# CHECK: 2c2
# CHECK: < b
# CHECK: ---
# CHECK: > c
ls -A $TMPDIR | count
# CHECK: 0
cat (echo piped | psub -F)
# CHECK: piped
cat (echo suffixed | psub -s .txt)
# CHECK: suffixed
echo (echo x | psub -s .txt)
# CHECK: {{.*}}/.psub.{{.*}}/psub.txt
echo (echo x | psub -f)
# CHECK: {{.*}}/.psub.{{[^/]*}}
# The files of a command are gone once it ended.
ls -A $TMPDIR | count
# CHECK: 0
# The cleanup functions are gone too.
functions -a | grep -c '^__fish_psub_'
# CHECK: 0

echo x | psub 2>&1
echo "status $status"
# CHECK: psub: Not inside of command substitution
# CHECK: status 1
echo (echo x | psub -f -F)
# CHECKERR: psub: F/fifo f/file: options cannot be used together
# CHECK:
# a named pipe may have a suffix too (fish 4)
cat (echo x | psub -F -s .x | string match -e '.fifo.x')
# CHECK: x
echo (psub extra)
# CHECKERR: psub: expected <= 0 arguments; got 1
# CHECK:
rm -r $TMPDIR
