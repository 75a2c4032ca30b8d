# RUN: %minnow %s
# tar: the old-style first argument letter by letter, the archive after f
# (tar archives first), the names inside the archive when extracting,
# listing, comparing or deleting (old style `tar xzf A`, clusters -tf A and
# -fA, --file=A and --file A), directories after C and -C.
source data/complete_lib.fish
command mkdir -p ar/sub out
printf 'x\n' >ar/one.txt
printf 'y\n' >ar/sub/two.c
command tar cf arch.tar ar
command tar czf arch.tgz ar
command touch notes.txt
function names
    complete -C $argv[1] | string replace -r -- '\t.*' ''
end

complete -C 'tar '
# CHECK: A	Concatenate
# CHECK: c	Create
# CHECK: d	Compare
# CHECK: r	Append
# CHECK: t	List
# CHECK: u	Update
# CHECK: x	Extract
# one operation only; letters not typed yet
complete -C 'tar xv'
# CHECK: xva	Compress by suffix
# CHECK: xvC	Change directory (next word)
# CHECK: xvf	Archive file (next word)
# CHECK: xvh	Follow symlinks
# CHECK: xvJ	xz
# CHECK: xvj	bzip2
# CHECK: xvk	Keep existing files
# CHECK: xvm	Do not restore times
# CHECK: xvO	Extract to stdout
# CHECK: xvP	Keep leading /
# CHECK: xvp	Keep permissions
# CHECK: xvS	Sparse
# CHECK: xvT	Names from file (next word)
# CHECK: xvW	Verify
# CHECK: xvw	Ask for each file
# CHECK: xvX	Exclude patterns from file (next word)
# CHECK: xvz	gzip

# the archive: tar archives first
names 'tar xzf '
# CHECK: arch.tar
# CHECK: arch.tgz
# CHECK: ar/
# CHECK: out/
# CHECK: notes.txt
names 'tar -cf '
# CHECK: arch.tar
# CHECK: arch.tgz
# CHECK: ar/
# CHECK: out/
# CHECK: notes.txt

# the names inside
complete -C 'tar xzf arch.tgz '
# CHECK: ar/	In the archive
# CHECK: ar/one.txt	In the archive
# CHECK: ar/sub/	In the archive
# CHECK: ar/sub/two.c	In the archive
complete -C 'tar -tf arch.tar ar/s'
# CHECK: ar/sub/	In the archive
# CHECK: ar/sub/two.c	In the archive
complete -C 'tar -xvfarch.tar ar/o'
# CHECK: ar/one.txt	In the archive
complete -C 'tar --list --file=arch.tgz ar/o'
# CHECK: ar/one.txt	In the archive
complete -C 'tar --extract --file arch.tar ar/o'
# CHECK: ar/one.txt	In the archive
complete -C 'tar --delete -f arch.tar ar/o'
# CHECK: ar/one.txt	In the archive
# creating: files, not names inside
names 'tar czf new.tgz no'
# CHECK: notes.txt
# an archive that is not there: files
names 'tar xf missing.tar no'
# CHECK: notes.txt
# C in the old style and -C take a directory
complete -C 'tar xfC arch.tar o'
# CHECK: out/	Directory
complete -C 'tar -x -C o'
# CHECK: out/	Directory
complete -C 'tar --zs'
# CHECK: --zstd	Filter through zstd

finish
