# RUN: %minnow %s
# REQUIRES: %minnow -c 'test -f "$__fish_help_dir/index.html"'
# The HTML manual (make docs) has no broken link, no #fragment without its
# heading and no page unreachable from the index (tests/doclinks.sh); and
# every topic of help leads to a page and section that exist.
set -l pages
for t in (__minnow_help_topics)
    set -a pages (__minnow_help_topics --page $t)
end
command sh ../doclinks.sh $__fish_help_dir $pages | string replace -r ' \(.*\)$' ''
# CHECK: doclinks: ok
# The man pages are there too, one per command page.
set -l man (path basename -E -- $__fish_man_dir/man1/*.1)
for p in (path basename -E -- $__fish_help_dir/cmds/*.html)
    contains -- $p $man; or echo "no man page: $p"
end
contains -- minnow $man; and echo minnow.1
# CHECK: minnow.1
