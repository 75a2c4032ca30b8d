# RUN: %minnow %s
# When the last command of a substitution fails before it can run (unknown
# command, expansion error, unmatched wildcard), the command around it does
# not run and gets that status; the error's trace says "in command
# substitution". A command that ran and failed is just a status.
# (fish 3.6 says "Unknown error while evaluating command substitution" where
# fish 4 names the error: "Expansion error", "Unmatched wildcard".)
echo A (echo $y[0])
echo st $status
# CHECKERR: exec_cmdsub_errors.fish (line 1): array indices start at 1, not 0.
# CHECKERR: echo $y[0]
# CHECKERR:         ^
# CHECKERR: in command substitution
# CHECKERR: 	called on line 8 of file exec_cmdsub_errors.fish
# CHECKERR: exec_cmdsub_errors.fish (line 8): Expansion error
# CHECKERR: echo A (echo $y[0])
# CHECKERR:        ^~~~~~~~~~~^
# CHECK: st 121
set x (echo *.zzz)
echo st $status
# CHECKERR: exec_cmdsub_errors.fish (line 1): No matches for wildcard '*.zzz'. See `help language#wildcards-globbing`.
# CHECKERR: echo *.zzz
# CHECKERR:      ^~~~^
# CHECKERR: in command substitution
# CHECKERR: 	called on line 19 of file exec_cmdsub_errors.fish
# CHECKERR: exec_cmdsub_errors.fish (line 19): Unmatched wildcard
# CHECKERR: set x (echo *.zzz)
# CHECKERR:       ^~~~~~~~~~~^
# CHECK: st 124
function f
    echo (echo $z[0]; echo fine)
end
f
# CHECKERR: exec_cmdsub_errors.fish (line 1): array indices start at 1, not 0.
# CHECKERR: echo $z[0]; echo fine
# CHECKERR:         ^
# CHECKERR: in command substitution
# CHECKERR: 	called on line 31 of file exec_cmdsub_errors.fish
# CHECKERR: in function 'f'
# CHECKERR: 	called on line 33 of file exec_cmdsub_errors.fish
# CHECK: fine
echo B (begin; echo $w[0]; end)
echo st $status
# CHECKERR: exec_cmdsub_errors.fish (line 1): array indices start at 1, not 0.
# CHECKERR: begin; echo $w[0]; end
# CHECKERR:                ^
# CHECKERR: in command substitution
# CHECKERR: 	called on line 42 of file exec_cmdsub_errors.fish
# CHECKERR: exec_cmdsub_errors.fish (line 42): Expansion error
# CHECKERR: echo B (begin; echo $w[0]; end)
# CHECKERR:        ^~~~~~~~~~~~~~~~~~~~~~~^
# CHECK: st 121
echo C (if true; echo $w[0]; end) (false)
echo st $status
# CHECKERR: exec_cmdsub_errors.fish (line 1): array indices start at 1, not 0.
# CHECKERR: if true; echo $w[0]; end
# CHECKERR:                  ^
# CHECKERR: in command substitution
# CHECKERR: 	called on line 53 of file exec_cmdsub_errors.fish
# CHECK: C
# CHECK: st 0
