# RUN: %minnow %s
# REQUIRES: command -v mandb && command -v apropos
# man: page names with their section and summary, from the man-db index of
# a made-up $MANPATH (built with mandb), only those of a section given first
# (`man 5 zo`), every page of it for an empty word; the sections when the
# word matches no page. The index listing is cached under $XDG_CACHE_HOME
# and made again when the index is newer or $MANPATH changes.
source data/complete_lib.fish
command mkdir -p man/man1 man/man5 cache
printf '%s\n' '.TH ZORKTOOL 1' '.SH NAME' 'zorktool \- frobnicate the zork' >man/man1/zorktool.1
printf '%s\n' '.TH ZORKRC 5' '.SH NAME' 'zorkrc \- zork configuration file' >man/man5/zorkrc.5
printf '%s\n' '.TH ZORKTOOL 5' '.SH NAME' 'zorktool \- zorktool file format' >man/man5/zorktool.5
command mandb -q $tmp/man 2>/dev/null
set -gx MANPATH $tmp/man
set -gx XDG_CACHE_HOME $tmp/cache

complete -C 'man zorkr'
# CHECK: zorkrc	5: zork configuration file
complete -C 'man 1 zork'
# CHECK: zorktool	1: frobnicate the zork
complete -C 'man 5 '
# CHECK: zorkrc	5: zork configuration file
# CHECK: zorktool	5: zorktool file format
# no page matches: the sections
complete -C 'man '
# CHECK: 1	User commands
# CHECK: 2	System calls
# CHECK: 3	Library calls
# CHECK: 4	Special files and devices
# CHECK: 5	File formats and conventions
# CHECK: 6	Games
# CHECK: 7	Overviews and conventions
# CHECK: 8	Administration commands
# CHECK: 9	Kernel routines
# CHECK: l	Local
# CHECK: n	New
complete -C 'man 8'
# CHECK: 8	Administration commands
__fish_man_pages
# CHECK: zorkrc	5: zork configuration file
# CHECK: zorktool	1: frobnicate the zork
# CHECK: zorktool	5: zorktool file format
command cat cache/minnow/man_pages
# CHECK: # MANPATH={{.*}}/man
# CHECK: zorkrc	5: zork configuration file
# CHECK: zorktool	1: frobnicate the zork
# CHECK: zorktool	5: zorktool file format

# A new page: stale once the index is newer.
printf '%s\n' '.TH ZORKD 8' '.SH NAME' 'zorkd \- the zork daemon' >man/man5/zorkd.5
command touch -d '-1 minute' cache/minnow/man_pages
command mandb -q $tmp/man 2>/dev/null
complete -C 'man zorkd'
# CHECK: zorkd	5: the zork daemon

complete -C 'man --wh'
# CHECK: --whatis	Same as whatis
# CHECK: --where	Print where the pages are
# CHECK: --where-cat	Print where the formatted pages are
complete -C 'man -M ' | string match -e man/
# CHECK: man/	Directory

finish
