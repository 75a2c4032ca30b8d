# RUN: %minnow %s
# make: targets read from the makefile make would pick (GNUmakefile,
# makefile, Makefile), -C DIR (cumulative) and -f FILE honoured; included
# files read too; special targets, pattern rules, variable assignments,
# recipes and define bodies left out; $(VAR) in a name replaced by VAR's
# plain value. The makefile is never run.
source data/complete_lib.fish
command mkdir -p sub/inner
stand_ins make

printf '%s\n' 'PROG = hello' "SRC := a.c \\" '   b.c' 'all: $(PROG)' '$(PROG): main.o' \
    \t'cc -o $@ $^' 'clean:' \t'rm -f *.o' 'check test:: all' '.PHONY: all clean' \
    '%.o: %.c' \t'cc -c $<' 'include extra.mk' 'X := a:b' 'Y ::= c' 'define TEMPLATE' \
    'inside: $(1)' 'endef' 'odd: ; @echo one-line recipe' '$(shell echo never): x' \
    '# commented: out' 'VAR ?= q' 'override Z = w' >Makefile
printf '%s\n' 'install: all' '-include missing.mk' >extra.mk
printf '%s\n' 'sub-target other:' >sub/GNUmakefile
printf '%s\n' 'deeper:' >sub/inner/makefile
printf '%s\n' 'alt:' >alt.mk

complete -C 'make '
# CHECK: all	Target
# CHECK: check	Target
# CHECK: clean	Target
# CHECK: hello	Target
# CHECK: install	Target
# CHECK: odd	Target
# CHECK: test	Target
complete -C 'make c'
# CHECK: check	Target
# CHECK: clean	Target
complete -C 'make -C sub '
# CHECK: other	Target
# CHECK: sub-target	Target
complete -C 'make -Csub -C inner '
# CHECK: deeper	Target
complete -C 'make --directory=sub o'
# CHECK: other	Target
complete -C 'make -f alt.mk '
# CHECK: alt	Target
complete -C 'make --file alt.mk '
# CHECK: alt	Target
complete -C 'make -C sub -f ../alt.mk '
# CHECK: alt	Target
# no makefile: no targets
complete -C 'make -C sub/inner/.. -f none '
# after VAR=, files
command touch main.c
complete -C 'make CFLAGS=mai' | string replace -r -- '\t.*' ''
# CHECK: CFLAGS=main.c
complete -C 'make --dir'
# CHECK: --directory	Change to DIRECTORY first
complete -C 'make -C s'
# CHECK: sub/	Directory

# the function itself
__fish_print_make_targets sub
# CHECK: sub-target
# CHECK: other

finish
